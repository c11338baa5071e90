package io.serbench.codec.msgpack;

import io.serbench.model.Image;
import io.serbench.model.ImageSize;
import io.serbench.model.Media;
import io.serbench.model.MediaContent;
import io.serbench.model.Player;
import org.msgpack.core.MessageFormatException;
import org.msgpack.core.MessagePacker;
import org.msgpack.core.MessageUnpacker;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The media scenario, hand-written: {@code MediaContent}, {@code Media} and {@code Image} as maps
 * keyed by field name, in declaration order, like every other object of this codec. int and long
 * as msgpack's smallest int format (a long stays 64-bit where it needs to), String as str, lists
 * as arrays. An enum is written as its constant's name (str), pre-encoded like the keys: the bytes
 * stay self-describing like the rest of the map, as in the JSON, Smile and CBOR rows. An absent
 * field ({@code title}, {@code bitrate}, {@code copyright}) is written as nil, so every map has its
 * fixed number of entries (the header is known before the first field); the reader also takes an
 * omitted key of those as absent, and a missing number as 0. Reading follows {@link MsgpackReader}:
 * keys in any order, unknown keys skipped, a repeated key rejected, an unknown enum name rejected,
 * a missing string, list or enum rejected (the writer could not write it back).
 */
final class MsgpackMedia {
    private static final byte[][] CONTENT_KEYS = Keys.of(MediaContent.class);
    private static final byte[][] MEDIA_KEYS = Keys.of(Media.class);
    private static final byte[][] IMAGE_KEYS = Keys.of(Image.class);
    private static final Player[] PLAYERS = Player.values();
    private static final ImageSize[] SIZES = ImageSize.values();
    private static final byte[][] PLAYER_NAMES = names(PLAYERS);
    private static final byte[][] SIZE_NAMES = names(SIZES);

    // field indexes, in declaration order (Keys.of)
    private static final int C_MEDIA = 0, C_IMAGES = 1;
    private static final int M_URI = 0, M_TITLE = 1, M_WIDTH = 2, M_HEIGHT = 3, M_FORMAT = 4, M_DURATION = 5,
            M_SIZE = 6, M_BITRATE = 7, M_PERSONS = 8, M_PLAYER = 9, M_COPYRIGHT = 10;
    private static final int I_URI = 0, I_TITLE = 1, I_WIDTH = 2, I_HEIGHT = 3, I_SIZE = 4;
    /** The keys whose value the writer cannot write as nil: each map must have them. */
    private static final int CONTENT_REQUIRED = 1 << C_MEDIA | 1 << C_IMAGES;
    private static final int MEDIA_REQUIRED = 1 << M_URI | 1 << M_FORMAT | 1 << M_PERSONS | 1 << M_PLAYER;
    private static final int IMAGE_REQUIRED = 1 << I_URI | 1 << I_SIZE;

    private final MessagePacker packer;
    private final MessageUnpacker unpacker;
    private final KeyMatcher keys;

    MsgpackMedia(MessagePacker packer, MessageUnpacker unpacker) {
        this.packer = packer;
        this.unpacker = unpacker;
        int longest = KeyMatcher.longest(0, CONTENT_KEYS);
        longest = KeyMatcher.longest(longest, MEDIA_KEYS);
        longest = KeyMatcher.longest(longest, IMAGE_KEYS);
        longest = KeyMatcher.longest(longest, PLAYER_NAMES);
        this.keys = new KeyMatcher(unpacker, KeyMatcher.longest(longest, SIZE_NAMES));
        check(CONTENT_KEYS, "media", "images");
        check(MEDIA_KEYS, "uri", "title", "width", "height", "format", "duration", "size", "bitrate", "persons",
                "player", "copyright");
        check(IMAGE_KEYS, "uri", "title", "width", "height", "size");
    }

    // ---- encode

    void write(MediaContent v) throws IOException {
        packer.packMapHeader(CONTENT_KEYS.length);
        raw(CONTENT_KEYS[C_MEDIA]);
        writeMedia(v.media);
        raw(CONTENT_KEYS[C_IMAGES]);
        List<Image> images = v.images;
        int n = images.size();
        packer.packArrayHeader(n);
        for (int i = 0; i < n; i++) {
            writeImage(images.get(i));
        }
    }

    private void writeMedia(Media m) throws IOException {
        packer.packMapHeader(MEDIA_KEYS.length);
        raw(MEDIA_KEYS[M_URI]);
        packer.packString(m.uri);
        raw(MEDIA_KEYS[M_TITLE]);
        nullable(m.title);
        raw(MEDIA_KEYS[M_WIDTH]);
        packer.packInt(m.width);
        raw(MEDIA_KEYS[M_HEIGHT]);
        packer.packInt(m.height);
        raw(MEDIA_KEYS[M_FORMAT]);
        packer.packString(m.format);
        raw(MEDIA_KEYS[M_DURATION]);
        packer.packLong(m.duration);
        raw(MEDIA_KEYS[M_SIZE]);
        packer.packLong(m.size);
        raw(MEDIA_KEYS[M_BITRATE]);
        if (m.bitrate == null) {
            packer.packNil();
        } else {
            packer.packInt(m.bitrate);
        }
        raw(MEDIA_KEYS[M_PERSONS]);
        List<String> persons = m.persons;
        int n = persons.size();
        packer.packArrayHeader(n);
        for (int i = 0; i < n; i++) {
            packer.packString(persons.get(i));
        }
        raw(MEDIA_KEYS[M_PLAYER]);
        raw(PLAYER_NAMES[m.player.ordinal()]);
        raw(MEDIA_KEYS[M_COPYRIGHT]);
        nullable(m.copyright);
    }

    private void writeImage(Image im) throws IOException {
        packer.packMapHeader(IMAGE_KEYS.length);
        raw(IMAGE_KEYS[I_URI]);
        packer.packString(im.uri);
        raw(IMAGE_KEYS[I_TITLE]);
        nullable(im.title);
        raw(IMAGE_KEYS[I_WIDTH]);
        packer.packInt(im.width);
        raw(IMAGE_KEYS[I_HEIGHT]);
        packer.packInt(im.height);
        raw(IMAGE_KEYS[I_SIZE]);
        raw(SIZE_NAMES[im.size.ordinal()]);
    }

    /** A pre-encoded str: a key or an enum name. */
    private void raw(byte[] utf8) throws IOException {
        packer.packRawStringHeader(utf8.length);
        packer.writePayload(utf8);
    }

    private void nullable(String s) throws IOException {
        if (s == null) {
            packer.packNil();
        } else {
            packer.packString(s);
        }
    }

    // ---- decode

    /** Reads one {@code MediaContent} from an input of {@code length} bytes (the unpacker is at its start). */
    MediaContent read(int length) throws IOException {
        keys.begin(length);
        MediaContent v = new MediaContent();
        int seen = 0;
        int entries = unpacker.unpackMapHeader();
        for (int e = 0; e < entries; e++) {
            int i = field(CONTENT_KEYS, e);
            if (i < 0) {
                continue;
            }
            seen = mark(seen, i, CONTENT_KEYS);
            if (i == C_MEDIA) {
                v.media = readMedia();
            } else {
                int n = keys.count(unpacker.unpackArrayHeader());
                List<Image> images = new ArrayList<>(n);
                for (int k = 0; k < n; k++) {
                    images.add(readImage());
                }
                v.images = images;
            }
        }
        required(seen, CONTENT_REQUIRED, CONTENT_KEYS);
        return v;
    }

    private Media readMedia() throws IOException {
        Media m = new Media();
        int seen = 0;
        int entries = unpacker.unpackMapHeader();
        for (int e = 0; e < entries; e++) {
            int i = field(MEDIA_KEYS, e);
            if (i < 0) {
                continue;
            }
            seen = mark(seen, i, MEDIA_KEYS);
            switch (i) {
                case M_URI -> m.uri = unpacker.unpackString();
                case M_TITLE -> m.title = nullableString();
                case M_WIDTH -> m.width = unpacker.unpackInt();
                case M_HEIGHT -> m.height = unpacker.unpackInt();
                case M_FORMAT -> m.format = unpacker.unpackString();
                case M_DURATION -> m.duration = unpacker.unpackLong();
                case M_SIZE -> m.size = unpacker.unpackLong();
                case M_BITRATE -> m.bitrate = unpacker.tryUnpackNil() ? null : unpacker.unpackInt();
                case M_PERSONS -> {
                    int n = keys.count(unpacker.unpackArrayHeader());
                    List<String> persons = new ArrayList<>(n);
                    for (int k = 0; k < n; k++) {
                        persons.add(unpacker.unpackString());
                    }
                    m.persons = persons;
                }
                case M_PLAYER -> m.player = PLAYERS[constant(PLAYER_NAMES, "player")];
                default -> m.copyright = nullableString();
            }
        }
        required(seen, MEDIA_REQUIRED, MEDIA_KEYS);
        return m;
    }

    private Image readImage() throws IOException {
        Image im = new Image();
        int seen = 0;
        int entries = unpacker.unpackMapHeader();
        for (int e = 0; e < entries; e++) {
            int i = field(IMAGE_KEYS, e);
            if (i < 0) {
                continue;
            }
            seen = mark(seen, i, IMAGE_KEYS);
            switch (i) {
                case I_URI -> im.uri = unpacker.unpackString();
                case I_TITLE -> im.title = nullableString();
                case I_WIDTH -> im.width = unpacker.unpackInt();
                case I_HEIGHT -> im.height = unpacker.unpackInt();
                default -> im.size = SIZES[constant(SIZE_NAMES, "image size")];
            }
        }
        required(seen, IMAGE_REQUIRED, IMAGE_KEYS);
        return im;
    }

    /** Reads the key of map entry {@code e}: its field index, or -1 after skipping an unknown key's value. */
    private int field(byte[][] names, int e) throws IOException {
        int i = keys.index(names, e);
        if (i < 0) {
            unpacker.skipValue();
        }
        return i;
    }

    private String nullableString() throws IOException {
        return unpacker.tryUnpackNil() ? null : unpacker.unpackString();
    }

    /** An enum constant's index, read from its name. */
    private int constant(byte[][] names, String what) throws IOException {
        int i = keys.index(names, 0);
        if (i < 0) {
            throw new MessageFormatException("unknown " + what);
        }
        return i;
    }

    /** One comparison per map: throws naming the first required key the map did not have. */
    private static void required(int seen, int required, byte[][] names) throws MessageFormatException {
        if ((seen & required) != required) {
            throw KeyMatcher.missing(names[Integer.numberOfTrailingZeros(required & ~seen)]);
        }
    }

    private static int mark(int seen, int i, byte[][] names) {
        int bit = 1 << i;
        if ((seen & bit) != 0) {
            throw KeyMatcher.duplicate(names[i]);
        }
        return seen | bit;
    }

    private static byte[][] names(Enum<?>[] constants) {
        byte[][] out = new byte[constants.length][];
        for (int i = 0; i < out.length; i++) {
            out[i] = constants[i].name().getBytes(StandardCharsets.UTF_8);
        }
        return out;
    }

    /** Setup: the index constants above assume these fields, in this order. */
    private static void check(byte[][] keys, String... expected) {
        List<String> actual = new ArrayList<>();
        for (byte[] k : keys) {
            actual.add(new String(k, StandardCharsets.UTF_8));
        }
        if (!actual.equals(List.of(expected))) {
            throw new IllegalStateException("the media fields changed: " + actual + ", this reader knows " + List.of(expected));
        }
    }
}

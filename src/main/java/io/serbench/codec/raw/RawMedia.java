package io.serbench.codec.raw;

import io.serbench.model.Image;
import io.serbench.model.ImageSize;
import io.serbench.model.Media;
import io.serbench.model.MediaContent;
import io.serbench.model.Player;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The raw layout of the media scenario (see {@link RawCodec}): fields in declaration order, an
 * object's optional fields announced by a presence byte in front of it, absent ones not written;
 * enums as one byte, their ordinal; longs as 8 bytes little-endian.
 * <pre>
 * MediaContent := Media, image count (int), Image...
 * Media        := presence (bit 0 title, bit 1 bitrate, bit 2 copyright), uri, [title], width,
 *                 height, format, duration (long), size (long), [bitrate (int)],
 *                 person count (int), person..., player (ordinal byte), [copyright]
 * Image        := presence (bit 0 title), uri, [title], width, height, size (ordinal byte)
 * </pre>
 * The reader rejects presence bits and ordinals the layout does not define.
 */
final class RawMedia {
    private static final int TITLE = 1;
    private static final int BITRATE = 2;
    private static final int COPYRIGHT = 4;
    /** The fewest bytes an image takes: presence, uri length, width, height, size. */
    private static final int MIN_IMAGE_BYTES = 1 + 4 + 4 + 4 + 1;
    private static final Player[] PLAYERS = Player.values();
    private static final ImageSize[] IMAGE_SIZES = ImageSize.values();

    private RawMedia() {
    }

    static void write(MediaContent v, RawWriter out) {
        Media m = v.media;
        out.writeByte((m.title != null ? TITLE : 0) | (m.bitrate != null ? BITRATE : 0) | (m.copyright != null ? COPYRIGHT : 0));
        out.writeString(m.uri);
        if (m.title != null) {
            out.writeString(m.title);
        }
        out.writeInt(m.width);
        out.writeInt(m.height);
        out.writeString(m.format);
        out.writeLong(m.duration);
        out.writeLong(m.size);
        if (m.bitrate != null) {
            out.writeInt(m.bitrate);
        }
        List<String> persons = m.persons;
        int n = persons.size();
        out.writeInt(n);
        for (int i = 0; i < n; i++) {
            out.writeString(persons.get(i));
        }
        out.writeByte(m.player.ordinal());
        if (m.copyright != null) {
            out.writeString(m.copyright);
        }
        List<Image> images = v.images;
        int k = images.size();
        out.writeInt(k);
        for (int i = 0; i < k; i++) {
            Image image = images.get(i);
            out.writeByte(image.title != null ? TITLE : 0);
            out.writeString(image.uri);
            if (image.title != null) {
                out.writeString(image.title);
            }
            out.writeInt(image.width);
            out.writeInt(image.height);
            out.writeByte(image.size.ordinal());
        }
    }

    static MediaContent read(RawReader in) throws IOException {
        Media m = new Media();
        int presence = presence(in, TITLE | BITRATE | COPYRIGHT);
        m.uri = in.readString();
        m.title = (presence & TITLE) != 0 ? in.readString() : null;
        m.width = in.readInt();
        m.height = in.readInt();
        m.format = in.readString();
        m.duration = in.readLong();
        m.size = in.readLong();
        m.bitrate = (presence & BITRATE) != 0 ? in.readInt() : null;
        int n = in.count(4);
        m.persons = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            m.persons.add(in.readString());
        }
        m.player = PLAYERS[ordinal(in, PLAYERS.length)];
        m.copyright = (presence & COPYRIGHT) != 0 ? in.readString() : null;
        MediaContent v = new MediaContent();
        v.media = m;
        int k = in.count(MIN_IMAGE_BYTES);
        v.images = new ArrayList<>(k);
        for (int i = 0; i < k; i++) {
            Image image = new Image();
            boolean title = presence(in, TITLE) != 0;
            image.uri = in.readString();
            image.title = title ? in.readString() : null;
            image.width = in.readInt();
            image.height = in.readInt();
            image.size = IMAGE_SIZES[ordinal(in, IMAGE_SIZES.length)];
            v.images.add(image);
        }
        return v;
    }

    private static int presence(RawReader in, int defined) throws IOException {
        int bits = in.readByte();
        if ((bits & ~defined) != 0) {
            throw new IOException("raw: presence bits " + Integer.toBinaryString(bits) + " beyond " + Integer.toBinaryString(defined));
        }
        return bits;
    }

    private static int ordinal(RawReader in, int values) throws IOException {
        int b = in.readByte();
        if (b >= values) {
            throw new IOException("raw: enum ordinal " + b + " of " + values + " values");
        }
        return b;
    }
}

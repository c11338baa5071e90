package io.serbench.codec.ion;

import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.model.Image;
import io.serbench.model.ImageSize;
import io.serbench.model.Media;
import io.serbench.model.MediaContent;
import io.serbench.model.Player;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The media scenario in Ion, field by field: structs keyed by the field names, {@code long}s and
 * {@code int}s as Ion ints, enums as Ion symbols (Ion's type for a name from a fixed set: each
 * constant's text goes into the message's symbol table once), absent fields (a null title,
 * bitrate or copyright) left out. The reader takes the fields in any order, passes over unknown
 * ones, reads a missing or null optional field as null, and rejects a struct that lacks one of
 * its string, list or enum fields (the writer could not write it back).
 */
final class IonMedia {
    private static final Player[] PLAYERS = Player.values();
    private static final ImageSize[] SIZES = ImageSize.values();

    private IonMedia() {
    }

    static void write(IonWriter out, MediaContent v) throws IOException {
        out.stepIn(IonType.STRUCT);
        out.setFieldName("media");
        writeMedia(out, v.media);
        out.setFieldName("images");
        out.stepIn(IonType.LIST);
        for (int i = 0, n = v.images.size(); i < n; i++) {
            writeImage(out, v.images.get(i));
        }
        out.stepOut();
        out.stepOut();
    }

    /** The four fields a Media and an Image both open with. */
    private static void writeUriTitleSize(IonWriter out, String uri, String title, int width, int height) throws IOException {
        out.setFieldName("uri");
        out.writeString(uri);
        if (title != null) {
            out.setFieldName("title");
            out.writeString(title);
        }
        out.setFieldName("width");
        out.writeInt(width);
        out.setFieldName("height");
        out.writeInt(height);
    }

    private static void writeMedia(IonWriter out, Media m) throws IOException {
        out.stepIn(IonType.STRUCT);
        writeUriTitleSize(out, m.uri, m.title, m.width, m.height);
        out.setFieldName("format");
        out.writeString(m.format);
        out.setFieldName("duration");
        out.writeInt(m.duration);
        out.setFieldName("size");
        out.writeInt(m.size);
        if (m.bitrate != null) {
            out.setFieldName("bitrate");
            out.writeInt(m.bitrate);
        }
        out.setFieldName("persons");
        IonValues.writeStrings(out, m.persons);
        out.setFieldName("player");
        out.writeSymbol(m.player.name());
        if (m.copyright != null) {
            out.setFieldName("copyright");
            out.writeString(m.copyright);
        }
        out.stepOut();
    }

    private static void writeImage(IonWriter out, Image im) throws IOException {
        out.stepIn(IonType.STRUCT);
        writeUriTitleSize(out, im.uri, im.title, im.width, im.height);
        out.setFieldName("size");
        out.writeSymbol(im.size.name());
        out.stepOut();
    }

    /** Reads the struct the reader stands on. */
    static MediaContent read(IonReader in) {
        IonValues.expect(in, IonType.STRUCT);
        MediaContent v = new MediaContent();
        in.stepIn();
        while (in.next() != null) {
            String name = in.getFieldName();
            if ("media".equals(name)) {
                v.media = readMedia(in);
            } else if ("images".equals(name)) {
                IonValues.expect(in, IonType.LIST);
                List<Image> images = new ArrayList<>();
                in.stepIn();
                while (in.next() != null) {
                    images.add(readImage(in));
                }
                in.stepOut();
                v.images = images;
            }
        }
        in.stepOut();
        required(v.media, "media");
        required(v.images, "images");
        return v;
    }

    private static Media readMedia(IonReader in) {
        IonValues.expect(in, IonType.STRUCT);
        Media m = new Media();
        in.stepIn();
        while (in.next() != null) {
            String name = in.getFieldName();
            if (name == null) {
                continue;
            }
            switch (name) {
                case "uri" -> m.uri = IonValues.readString(in);
                case "title" -> m.title = IonValues.readNullableString(in);
                case "width" -> m.width = IonValues.readInt(in);
                case "height" -> m.height = IonValues.readInt(in);
                case "format" -> m.format = IonValues.readString(in);
                case "duration" -> m.duration = IonValues.readLong(in);
                case "size" -> m.size = IonValues.readLong(in);
                case "bitrate" -> m.bitrate = in.isNullValue() ? null : IonValues.readInt(in);
                case "persons" -> m.persons = IonValues.readStrings(in);
                case "player" -> m.player = player(symbol(in));
                case "copyright" -> m.copyright = IonValues.readNullableString(in);
                default -> {
                    // an unknown field: next() steps over it
                }
            }
        }
        in.stepOut();
        required(m.uri, "uri");
        required(m.format, "format");
        required(m.persons, "persons");
        required(m.player, "player");
        return m;
    }

    private static Image readImage(IonReader in) {
        IonValues.expect(in, IonType.STRUCT);
        Image im = new Image();
        in.stepIn();
        while (in.next() != null) {
            String name = in.getFieldName();
            if (name == null) {
                continue;
            }
            switch (name) {
                case "uri" -> im.uri = IonValues.readString(in);
                case "title" -> im.title = IonValues.readNullableString(in);
                case "width" -> im.width = IonValues.readInt(in);
                case "height" -> im.height = IonValues.readInt(in);
                case "size" -> im.size = imageSize(symbol(in));
                default -> {
                    // an unknown field: next() steps over it
                }
            }
        }
        in.stepOut();
        required(im.uri, "uri");
        required(im.size, "size");
        return im;
    }

    /**
     * A field the writer cannot write as null, missing: rejected, since the value could not be
     * written back (a null check per field; the optional ones, title, bitrate and copyright, may be
     * absent).
     */
    private static void required(Object value, String name) {
        if (value == null) {
            throw IonValues.missing(name);
        }
    }

    private static String symbol(IonReader in) {
        IonValues.expect(in, IonType.SYMBOL);
        return in.stringValue();
    }

    private static Player player(String name) {
        return constant(PLAYERS, name, "player");
    }

    private static ImageSize imageSize(String name) {
        return constant(SIZES, name, "image size");
    }

    /** Compared with the constants' names, so an unknown name fails with the name, not with {@code valueOf}'s exception. */
    private static <E extends Enum<E>> E constant(E[] constants, String name, String what) {
        for (E e : constants) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw new IonException("unknown " + what + " '" + name + "'");
    }
}

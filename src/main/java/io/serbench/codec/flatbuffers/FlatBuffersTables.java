package io.serbench.codec.flatbuffers;

import com.google.flatbuffers.DoubleVector;
import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.IntVector;
import com.google.flatbuffers.StringVector;
import io.serbench.codec.flatbuffers.gen.DoubleLists1;
import io.serbench.codec.flatbuffers.gen.DoubleLists10;
import io.serbench.codec.flatbuffers.gen.DoubleLists5;
import io.serbench.codec.flatbuffers.gen.Doubles1;
import io.serbench.codec.flatbuffers.gen.Doubles10;
import io.serbench.codec.flatbuffers.gen.Doubles5;
import io.serbench.codec.flatbuffers.gen.IntLists1;
import io.serbench.codec.flatbuffers.gen.IntLists10;
import io.serbench.codec.flatbuffers.gen.IntLists5;
import io.serbench.codec.flatbuffers.gen.Ints1;
import io.serbench.codec.flatbuffers.gen.Ints10;
import io.serbench.codec.flatbuffers.gen.Ints5;
import io.serbench.codec.flatbuffers.gen.Image;
import io.serbench.codec.flatbuffers.gen.Item;
import io.serbench.codec.flatbuffers.gen.ItemLists1;
import io.serbench.codec.flatbuffers.gen.ItemLists10;
import io.serbench.codec.flatbuffers.gen.ItemLists5;
import io.serbench.codec.flatbuffers.gen.Media;
import io.serbench.codec.flatbuffers.gen.MediaContent;
import io.serbench.codec.flatbuffers.gen.Nested;
import io.serbench.codec.flatbuffers.gen.Skip1;
import io.serbench.codec.flatbuffers.gen.Skip10;
import io.serbench.codec.flatbuffers.gen.Skip5;
import io.serbench.codec.flatbuffers.gen.SkipReader;
import io.serbench.codec.flatbuffers.gen.Strings1;
import io.serbench.codec.flatbuffers.gen.Strings10;
import io.serbench.codec.flatbuffers.gen.Strings5;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * The field-by-field glue between the canonical classes and the tables flatc generates from
 * {@code src/main/fbs/serbench.fbs}: one writer per writer table and one reader per reader
 * table, picked once per codec, so the timed code is straight-line generated-accessor calls with
 * no reflection. Generated classes are imported; the canonical ones, which have the same simple
 * names, are written out in full.
 *
 * <p>Readers use the generated {@code getRootAsX(bb, obj)} and {@code fieldNVector(obj)}
 * overloads with accessor objects created once per reader, as the generated API offers, so the
 * accessors are reused and only the canonical values are allocated. Every field is read exactly
 * once: scalars and strings through their accessor, lists element by element through the
 * vector accessor.
 */
final class FlatBuffersTables {
    private FlatBuffersTables() {
    }

    /** Writes one canonical value into the builder; returns the root table's offset. */
    @FunctionalInterface
    interface Writer {
        int write(FlatBufferBuilder b, Object model);
    }

    /** Reads every field of the root table in {@code bb} once, into a new canonical value. */
    @FunctionalInterface
    interface Reader {
        Object read(ByteBuffer bb);
    }

    static Writer writer(Class<?> model) {
        return switch (model.getSimpleName()) {
            case "Ints1" -> (b, m) -> write(b, (io.serbench.model.Ints1) m);
            case "Ints5" -> (b, m) -> write(b, (io.serbench.model.Ints5) m);
            case "Ints10" -> (b, m) -> write(b, (io.serbench.model.Ints10) m);
            case "Doubles1" -> (b, m) -> write(b, (io.serbench.model.Doubles1) m);
            case "Doubles5" -> (b, m) -> write(b, (io.serbench.model.Doubles5) m);
            case "Doubles10" -> (b, m) -> write(b, (io.serbench.model.Doubles10) m);
            case "Strings1" -> (b, m) -> write(b, (io.serbench.model.Strings1) m);
            case "Strings5" -> (b, m) -> write(b, (io.serbench.model.Strings5) m);
            case "Strings10" -> (b, m) -> write(b, (io.serbench.model.Strings10) m);
            case "IntLists1" -> (b, m) -> write(b, (io.serbench.model.IntLists1) m);
            case "IntLists5" -> (b, m) -> write(b, (io.serbench.model.IntLists5) m);
            case "IntLists10" -> (b, m) -> write(b, (io.serbench.model.IntLists10) m);
            case "DoubleLists1" -> (b, m) -> write(b, (io.serbench.model.DoubleLists1) m);
            case "DoubleLists5" -> (b, m) -> write(b, (io.serbench.model.DoubleLists5) m);
            case "DoubleLists10" -> (b, m) -> write(b, (io.serbench.model.DoubleLists10) m);
            case "ItemLists1" -> (b, m) -> write(b, (io.serbench.model.ItemLists1) m);
            case "ItemLists5" -> (b, m) -> write(b, (io.serbench.model.ItemLists5) m);
            case "ItemLists10" -> (b, m) -> write(b, (io.serbench.model.ItemLists10) m);
            case "Skip1" -> (b, m) -> write(b, (io.serbench.model.Skip1) m);
            case "Skip5" -> (b, m) -> write(b, (io.serbench.model.Skip5) m);
            case "Skip10" -> (b, m) -> write(b, (io.serbench.model.Skip10) m);
            case "MediaContent" -> (b, m) -> write(b, (io.serbench.model.MediaContent) m);
            default -> throw new IllegalArgumentException("no FlatBuffers table for " + model.getName());
        };
    }

    /** A reader with its own accessor objects: one per codec, never shared between threads. */
    static Reader reader(Class<?> model) {
        return switch (model.getSimpleName()) {
            case "Ints1" -> readInts1();
            case "Ints5" -> readInts5();
            case "Ints10" -> readInts10();
            case "Doubles1" -> readDoubles1();
            case "Doubles5" -> readDoubles5();
            case "Doubles10" -> readDoubles10();
            case "Strings1" -> readStrings1();
            case "Strings5" -> readStrings5();
            case "Strings10" -> readStrings10();
            case "IntLists1" -> readIntLists1();
            case "IntLists5" -> readIntLists5();
            case "IntLists10" -> readIntLists10();
            case "DoubleLists1" -> readDoubleLists1();
            case "DoubleLists5" -> readDoubleLists5();
            case "DoubleLists10" -> readDoubleLists10();
            case "ItemLists1" -> readItemLists1();
            case "ItemLists5" -> readItemLists5();
            case "ItemLists10" -> readItemLists10();
            case "SkipReader" -> readSkipReader();
            case "MediaContent" -> readMediaContent();
            default -> throw new IllegalArgumentException("no FlatBuffers table for " + model.getName());
        };
    }

    // ---- writers: children first (strings, vectors, nested tables), then the table itself ----

    static int write(FlatBufferBuilder b, io.serbench.model.Ints1 m) {
        return Ints1.createInts1(b, m.field1);
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Ints5 m) {
        return Ints5.createInts5(b, m.field1, m.field2, m.field3, m.field4, m.field5);
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Ints10 m) {
        return Ints10.createInts10(b, m.field1, m.field2, m.field3, m.field4, m.field5, m.field6, m.field7, m.field8, m.field9, m.field10);
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Doubles1 m) {
        return Doubles1.createDoubles1(b, m.field1);
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Doubles5 m) {
        return Doubles5.createDoubles5(b, m.field1, m.field2, m.field3, m.field4, m.field5);
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Doubles10 m) {
        return Doubles10.createDoubles10(b, m.field1, m.field2, m.field3, m.field4, m.field5, m.field6, m.field7, m.field8, m.field9, m.field10);
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Strings1 m) {
        return Strings1.createStrings1(b,
                string(b, m.field1));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Strings5 m) {
        return Strings5.createStrings5(b,
                string(b, m.field1),
                string(b, m.field2),
                string(b, m.field3),
                string(b, m.field4),
                string(b, m.field5));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Strings10 m) {
        return Strings10.createStrings10(b,
                string(b, m.field1),
                string(b, m.field2),
                string(b, m.field3),
                string(b, m.field4),
                string(b, m.field5),
                string(b, m.field6),
                string(b, m.field7),
                string(b, m.field8),
                string(b, m.field9),
                string(b, m.field10));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.IntLists1 m) {
        return IntLists1.createIntLists1(b,
                m.field1 == null ? 0 : IntLists1.createField1Vector(b, m.field1));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.IntLists5 m) {
        return IntLists5.createIntLists5(b,
                m.field1 == null ? 0 : IntLists5.createField1Vector(b, m.field1),
                m.field2 == null ? 0 : IntLists5.createField2Vector(b, m.field2),
                m.field3 == null ? 0 : IntLists5.createField3Vector(b, m.field3),
                m.field4 == null ? 0 : IntLists5.createField4Vector(b, m.field4),
                m.field5 == null ? 0 : IntLists5.createField5Vector(b, m.field5));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.IntLists10 m) {
        return IntLists10.createIntLists10(b,
                m.field1 == null ? 0 : IntLists10.createField1Vector(b, m.field1),
                m.field2 == null ? 0 : IntLists10.createField2Vector(b, m.field2),
                m.field3 == null ? 0 : IntLists10.createField3Vector(b, m.field3),
                m.field4 == null ? 0 : IntLists10.createField4Vector(b, m.field4),
                m.field5 == null ? 0 : IntLists10.createField5Vector(b, m.field5),
                m.field6 == null ? 0 : IntLists10.createField6Vector(b, m.field6),
                m.field7 == null ? 0 : IntLists10.createField7Vector(b, m.field7),
                m.field8 == null ? 0 : IntLists10.createField8Vector(b, m.field8),
                m.field9 == null ? 0 : IntLists10.createField9Vector(b, m.field9),
                m.field10 == null ? 0 : IntLists10.createField10Vector(b, m.field10));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.DoubleLists1 m) {
        return DoubleLists1.createDoubleLists1(b,
                m.field1 == null ? 0 : DoubleLists1.createField1Vector(b, m.field1));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.DoubleLists5 m) {
        return DoubleLists5.createDoubleLists5(b,
                m.field1 == null ? 0 : DoubleLists5.createField1Vector(b, m.field1),
                m.field2 == null ? 0 : DoubleLists5.createField2Vector(b, m.field2),
                m.field3 == null ? 0 : DoubleLists5.createField3Vector(b, m.field3),
                m.field4 == null ? 0 : DoubleLists5.createField4Vector(b, m.field4),
                m.field5 == null ? 0 : DoubleLists5.createField5Vector(b, m.field5));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.DoubleLists10 m) {
        return DoubleLists10.createDoubleLists10(b,
                m.field1 == null ? 0 : DoubleLists10.createField1Vector(b, m.field1),
                m.field2 == null ? 0 : DoubleLists10.createField2Vector(b, m.field2),
                m.field3 == null ? 0 : DoubleLists10.createField3Vector(b, m.field3),
                m.field4 == null ? 0 : DoubleLists10.createField4Vector(b, m.field4),
                m.field5 == null ? 0 : DoubleLists10.createField5Vector(b, m.field5),
                m.field6 == null ? 0 : DoubleLists10.createField6Vector(b, m.field6),
                m.field7 == null ? 0 : DoubleLists10.createField7Vector(b, m.field7),
                m.field8 == null ? 0 : DoubleLists10.createField8Vector(b, m.field8),
                m.field9 == null ? 0 : DoubleLists10.createField9Vector(b, m.field9),
                m.field10 == null ? 0 : DoubleLists10.createField10Vector(b, m.field10));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.ItemLists1 m) {
        return ItemLists1.createItemLists1(b,
                m.field1 == null ? 0 : ItemLists1.createField1Vector(b, items(b, m.field1)));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.ItemLists5 m) {
        return ItemLists5.createItemLists5(b,
                m.field1 == null ? 0 : ItemLists5.createField1Vector(b, items(b, m.field1)),
                m.field2 == null ? 0 : ItemLists5.createField2Vector(b, items(b, m.field2)),
                m.field3 == null ? 0 : ItemLists5.createField3Vector(b, items(b, m.field3)),
                m.field4 == null ? 0 : ItemLists5.createField4Vector(b, items(b, m.field4)),
                m.field5 == null ? 0 : ItemLists5.createField5Vector(b, items(b, m.field5)));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.ItemLists10 m) {
        return ItemLists10.createItemLists10(b,
                m.field1 == null ? 0 : ItemLists10.createField1Vector(b, items(b, m.field1)),
                m.field2 == null ? 0 : ItemLists10.createField2Vector(b, items(b, m.field2)),
                m.field3 == null ? 0 : ItemLists10.createField3Vector(b, items(b, m.field3)),
                m.field4 == null ? 0 : ItemLists10.createField4Vector(b, items(b, m.field4)),
                m.field5 == null ? 0 : ItemLists10.createField5Vector(b, items(b, m.field5)),
                m.field6 == null ? 0 : ItemLists10.createField6Vector(b, items(b, m.field6)),
                m.field7 == null ? 0 : ItemLists10.createField7Vector(b, items(b, m.field7)),
                m.field8 == null ? 0 : ItemLists10.createField8Vector(b, items(b, m.field8)),
                m.field9 == null ? 0 : ItemLists10.createField9Vector(b, items(b, m.field9)),
                m.field10 == null ? 0 : ItemLists10.createField10Vector(b, items(b, m.field10)));
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Skip1 m) {
        int f1 = nested(b, m.field1);
        int keep = string(b, m.keep);
        return Skip1.createSkip1(b, keep, f1);
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Skip5 m) {
        int f1 = nested(b, m.field1);
        int f2 = nested(b, m.field2);
        int f3 = nested(b, m.field3);
        int f4 = nested(b, m.field4);
        int f5 = nested(b, m.field5);
        int keep = string(b, m.keep);
        return Skip5.createSkip5(b, keep, f1, f2, f3, f4, f5);
    }

    static int write(FlatBufferBuilder b, io.serbench.model.Skip10 m) {
        int f1 = nested(b, m.field1);
        int f2 = nested(b, m.field2);
        int f3 = nested(b, m.field3);
        int f4 = nested(b, m.field4);
        int f5 = nested(b, m.field5);
        int f6 = nested(b, m.field6);
        int f7 = nested(b, m.field7);
        int f8 = nested(b, m.field8);
        int f9 = nested(b, m.field9);
        int f10 = nested(b, m.field10);
        int keep = string(b, m.keep);
        return Skip10.createSkip10(b, keep, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10);
    }

    /*
     * FlatBuffers has no null: every writer writes a null string, list or child table as an
     * absent field (offset 0, which the generated addX leaves out), the form every reader here
     * decodes back to null. Lists are checked inline (null ? 0 : createFieldNVector), not through
     * a helper taking the generated method as a lambda, which C2 may leave as one megamorphic call
     * per list (the A/B in results/experiments/2026-11-29-jdk17-vm-flatbuffers-absent-ab).
     */

    /** The string's offset, or 0 (absent) for a null string. */
    static int string(FlatBufferBuilder b, String s) {
        return s == null ? 0 : b.createString(s);
    }

    /** The offsets of one table per item, in list order, for the generated createFieldNVector; null for a null list. */
    private static int[] items(FlatBufferBuilder b, List<io.serbench.model.Item> items) {
        if (items == null) {
            return null;
        }
        int[] offsets = new int[items.size()];
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = Item.createItem(b, string(b, items.get(i).field1)); // a null item throws, as in strings
        }
        return offsets;
    }

    /** A nested table's offset, or 0 (absent) for a null one. */
    private static int nested(FlatBufferBuilder b, io.serbench.model.Nested n) {
        if (n == null) {
            return 0;
        }
        return Nested.createNested(b, n.names == null ? 0 : Nested.createNamesVector(b, strings(b, n.names)), n.value);
    }

    /** The offsets of a list's strings, for a generated string-vector method; null for a null list. */
    private static int[] strings(FlatBufferBuilder b, List<String> list) {
        if (list == null) {
            return null;
        }
        int[] offsets = new int[list.size()];
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = b.createString(list.get(i)); // a vector has no null element: a null one throws
        }
        return offsets;
    }

    /*
     * Media: strings, vectors and child tables first, then each table with start/add/end, so an
     * absent string or bitrate is simply not added (an absent field). Scalars are added largest
     * first, as flatc's own create methods order them, to keep padding small.
     */
    static int write(FlatBufferBuilder b, io.serbench.model.MediaContent m) {
        int media = m.media == null ? 0 : write(b, m.media);
        int imagesVector = m.images == null ? 0 : MediaContent.createImagesVector(b, images(b, m.images));
        return MediaContent.createMediaContent(b, media, imagesVector);
    }

    private static int[] images(FlatBufferBuilder b, List<io.serbench.model.Image> images) {
        if (images == null) {
            return null;
        }
        int[] offsets = new int[images.size()];
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = write(b, images.get(i));
        }
        return offsets;
    }

    private static int write(FlatBufferBuilder b, io.serbench.model.Media m) {
        int uri = string(b, m.uri);
        int title = string(b, m.title);
        int format = string(b, m.format);
        int personsVector = m.persons == null ? 0 : Media.createPersonsVector(b, strings(b, m.persons));
        int copyright = string(b, m.copyright);
        Media.startMedia(b);
        Media.addDuration(b, m.duration);
        Media.addSize(b, m.size);
        Media.addUri(b, uri); // an offset of 0 is left out: absent
        Media.addTitle(b, title);
        Media.addWidth(b, m.width);
        Media.addHeight(b, m.height);
        Media.addFormat(b, format);
        if (m.bitrate != null) {
            addBitrate(b, m.bitrate);
        }
        Media.addPersons(b, personsVector);
        Media.addCopyright(b, copyright);
        Media.addPlayer(b, (byte) m.player.ordinal()); // the schema declares the canonical order
        return Media.endMedia(b);
    }

    /**
     * flatc 2.0.8's Java {@code addBitrate} passes the scalar default 0 to the builder, which
     * leaves out a value equal to its default even for an optional scalar, so a present 0 would
     * read back as absent. For that one value the builder's documented {@code forceDefaults} is
     * switched on around the call; every other value is added as generated.
     */
    private static void addBitrate(FlatBufferBuilder b, int bitrate) {
        if (bitrate != 0) {
            Media.addBitrate(b, bitrate);
        } else {
            b.forceDefaults(true);
            Media.addBitrate(b, 0);
            b.forceDefaults(false);
        }
    }

    private static int write(FlatBufferBuilder b, io.serbench.model.Image m) {
        return Image.createImage(b, string(b, m.uri), string(b, m.title), m.width, m.height, (byte) m.size.ordinal());
    }

    // ---- readers ----

    private static Reader readInts1() {
        Ints1 r = new Ints1();
        return bb -> {
            Ints1.getRootAsInts1(bb, r);
            var o = new io.serbench.model.Ints1();
            o.field1 = r.field1();
            return o;
        };
    }

    private static Reader readInts5() {
        Ints5 r = new Ints5();
        return bb -> {
            Ints5.getRootAsInts5(bb, r);
            var o = new io.serbench.model.Ints5();
            o.field1 = r.field1();
            o.field2 = r.field2();
            o.field3 = r.field3();
            o.field4 = r.field4();
            o.field5 = r.field5();
            return o;
        };
    }

    private static Reader readInts10() {
        Ints10 r = new Ints10();
        return bb -> {
            Ints10.getRootAsInts10(bb, r);
            var o = new io.serbench.model.Ints10();
            o.field1 = r.field1();
            o.field2 = r.field2();
            o.field3 = r.field3();
            o.field4 = r.field4();
            o.field5 = r.field5();
            o.field6 = r.field6();
            o.field7 = r.field7();
            o.field8 = r.field8();
            o.field9 = r.field9();
            o.field10 = r.field10();
            return o;
        };
    }

    private static Reader readDoubles1() {
        Doubles1 r = new Doubles1();
        return bb -> {
            Doubles1.getRootAsDoubles1(bb, r);
            var o = new io.serbench.model.Doubles1();
            o.field1 = r.field1();
            return o;
        };
    }

    private static Reader readDoubles5() {
        Doubles5 r = new Doubles5();
        return bb -> {
            Doubles5.getRootAsDoubles5(bb, r);
            var o = new io.serbench.model.Doubles5();
            o.field1 = r.field1();
            o.field2 = r.field2();
            o.field3 = r.field3();
            o.field4 = r.field4();
            o.field5 = r.field5();
            return o;
        };
    }

    private static Reader readDoubles10() {
        Doubles10 r = new Doubles10();
        return bb -> {
            Doubles10.getRootAsDoubles10(bb, r);
            var o = new io.serbench.model.Doubles10();
            o.field1 = r.field1();
            o.field2 = r.field2();
            o.field3 = r.field3();
            o.field4 = r.field4();
            o.field5 = r.field5();
            o.field6 = r.field6();
            o.field7 = r.field7();
            o.field8 = r.field8();
            o.field9 = r.field9();
            o.field10 = r.field10();
            return o;
        };
    }

    private static Reader readStrings1() {
        Strings1 r = new Strings1();
        return bb -> {
            Strings1.getRootAsStrings1(bb, r);
            var o = new io.serbench.model.Strings1();
            o.field1 = r.field1();
            return o;
        };
    }

    private static Reader readStrings5() {
        Strings5 r = new Strings5();
        return bb -> {
            Strings5.getRootAsStrings5(bb, r);
            var o = new io.serbench.model.Strings5();
            o.field1 = r.field1();
            o.field2 = r.field2();
            o.field3 = r.field3();
            o.field4 = r.field4();
            o.field5 = r.field5();
            return o;
        };
    }

    private static Reader readStrings10() {
        Strings10 r = new Strings10();
        return bb -> {
            Strings10.getRootAsStrings10(bb, r);
            var o = new io.serbench.model.Strings10();
            o.field1 = r.field1();
            o.field2 = r.field2();
            o.field3 = r.field3();
            o.field4 = r.field4();
            o.field5 = r.field5();
            o.field6 = r.field6();
            o.field7 = r.field7();
            o.field8 = r.field8();
            o.field9 = r.field9();
            o.field10 = r.field10();
            return o;
        };
    }

    private static Reader readIntLists1() {
        IntLists1 r = new IntLists1();
        IntVector iv = new IntVector();
        return bb -> {
            IntLists1.getRootAsIntLists1(bb, r);
            var o = new io.serbench.model.IntLists1();
            o.field1 = ints(r.field1Vector(iv), bb);
            return o;
        };
    }

    private static Reader readIntLists5() {
        IntLists5 r = new IntLists5();
        IntVector iv = new IntVector();
        return bb -> {
            IntLists5.getRootAsIntLists5(bb, r);
            var o = new io.serbench.model.IntLists5();
            o.field1 = ints(r.field1Vector(iv), bb);
            o.field2 = ints(r.field2Vector(iv), bb);
            o.field3 = ints(r.field3Vector(iv), bb);
            o.field4 = ints(r.field4Vector(iv), bb);
            o.field5 = ints(r.field5Vector(iv), bb);
            return o;
        };
    }

    private static Reader readIntLists10() {
        IntLists10 r = new IntLists10();
        IntVector iv = new IntVector();
        return bb -> {
            IntLists10.getRootAsIntLists10(bb, r);
            var o = new io.serbench.model.IntLists10();
            o.field1 = ints(r.field1Vector(iv), bb);
            o.field2 = ints(r.field2Vector(iv), bb);
            o.field3 = ints(r.field3Vector(iv), bb);
            o.field4 = ints(r.field4Vector(iv), bb);
            o.field5 = ints(r.field5Vector(iv), bb);
            o.field6 = ints(r.field6Vector(iv), bb);
            o.field7 = ints(r.field7Vector(iv), bb);
            o.field8 = ints(r.field8Vector(iv), bb);
            o.field9 = ints(r.field9Vector(iv), bb);
            o.field10 = ints(r.field10Vector(iv), bb);
            return o;
        };
    }

    private static Reader readDoubleLists1() {
        DoubleLists1 r = new DoubleLists1();
        DoubleVector dv = new DoubleVector();
        return bb -> {
            DoubleLists1.getRootAsDoubleLists1(bb, r);
            var o = new io.serbench.model.DoubleLists1();
            o.field1 = doubles(r.field1Vector(dv), bb);
            return o;
        };
    }

    private static Reader readDoubleLists5() {
        DoubleLists5 r = new DoubleLists5();
        DoubleVector dv = new DoubleVector();
        return bb -> {
            DoubleLists5.getRootAsDoubleLists5(bb, r);
            var o = new io.serbench.model.DoubleLists5();
            o.field1 = doubles(r.field1Vector(dv), bb);
            o.field2 = doubles(r.field2Vector(dv), bb);
            o.field3 = doubles(r.field3Vector(dv), bb);
            o.field4 = doubles(r.field4Vector(dv), bb);
            o.field5 = doubles(r.field5Vector(dv), bb);
            return o;
        };
    }

    private static Reader readDoubleLists10() {
        DoubleLists10 r = new DoubleLists10();
        DoubleVector dv = new DoubleVector();
        return bb -> {
            DoubleLists10.getRootAsDoubleLists10(bb, r);
            var o = new io.serbench.model.DoubleLists10();
            o.field1 = doubles(r.field1Vector(dv), bb);
            o.field2 = doubles(r.field2Vector(dv), bb);
            o.field3 = doubles(r.field3Vector(dv), bb);
            o.field4 = doubles(r.field4Vector(dv), bb);
            o.field5 = doubles(r.field5Vector(dv), bb);
            o.field6 = doubles(r.field6Vector(dv), bb);
            o.field7 = doubles(r.field7Vector(dv), bb);
            o.field8 = doubles(r.field8Vector(dv), bb);
            o.field9 = doubles(r.field9Vector(dv), bb);
            o.field10 = doubles(r.field10Vector(dv), bb);
            return o;
        };
    }

    private static Reader readItemLists1() {
        ItemLists1 r = new ItemLists1();
        Item.Vector iv = new Item.Vector();
        Item item = new Item();
        return bb -> {
            ItemLists1.getRootAsItemLists1(bb, r);
            var o = new io.serbench.model.ItemLists1();
            o.field1 = items(r.field1Vector(iv), item, bb);
            return o;
        };
    }

    private static Reader readItemLists5() {
        ItemLists5 r = new ItemLists5();
        Item.Vector iv = new Item.Vector();
        Item item = new Item();
        return bb -> {
            ItemLists5.getRootAsItemLists5(bb, r);
            var o = new io.serbench.model.ItemLists5();
            o.field1 = items(r.field1Vector(iv), item, bb);
            o.field2 = items(r.field2Vector(iv), item, bb);
            o.field3 = items(r.field3Vector(iv), item, bb);
            o.field4 = items(r.field4Vector(iv), item, bb);
            o.field5 = items(r.field5Vector(iv), item, bb);
            return o;
        };
    }

    private static Reader readItemLists10() {
        ItemLists10 r = new ItemLists10();
        Item.Vector iv = new Item.Vector();
        Item item = new Item();
        return bb -> {
            ItemLists10.getRootAsItemLists10(bb, r);
            var o = new io.serbench.model.ItemLists10();
            o.field1 = items(r.field1Vector(iv), item, bb);
            o.field2 = items(r.field2Vector(iv), item, bb);
            o.field3 = items(r.field3Vector(iv), item, bb);
            o.field4 = items(r.field4Vector(iv), item, bb);
            o.field5 = items(r.field5Vector(iv), item, bb);
            o.field6 = items(r.field6Vector(iv), item, bb);
            o.field7 = items(r.field7Vector(iv), item, bb);
            o.field8 = items(r.field8Vector(iv), item, bb);
            o.field9 = items(r.field9Vector(iv), item, bb);
            o.field10 = items(r.field10Vector(iv), item, bb);
            return o;
        };
    }

    /** Skip: the reader table has only {@code keep}; the nested tables are never touched. */
    private static Reader readSkipReader() {
        SkipReader r = new SkipReader();
        return bb -> {
            SkipReader.getRootAsSkipReader(bb, r);
            var o = new io.serbench.model.SkipReader();
            o.keep = r.keep();
            return o;
        };
    }

    private static final io.serbench.model.Player[] PLAYERS = io.serbench.model.Player.values();
    private static final io.serbench.model.ImageSize[] IMAGE_SIZES = io.serbench.model.ImageSize.values();

    /**
     * Media: absent strings read as null, {@code hasBitrate()} tells an absent bitrate from a
     * written one, enum bytes index the canonical enum (same order; a byte out of range throws
     * {@code ArrayIndexOutOfBoundsException}).
     */
    private static Reader readMediaContent() {
        MediaContent r = new MediaContent();
        Media media = new Media();
        StringVector sv = new StringVector();
        Image.Vector iv = new Image.Vector();
        Image image = new Image();
        return bb -> {
            MediaContent.getRootAsMediaContent(bb, r);
            var o = new io.serbench.model.MediaContent();
            o.media = media(r.media(media), sv, bb);
            Image.Vector v = r.imagesVector(iv);
            if (v != null) {
                int n = checkedLength(v.length(), Integer.BYTES, bb);
                List<io.serbench.model.Image> images = new ArrayList<>(n);
                for (int j = 0; j < n; j++) {
                    Image t = v.get(image, j);
                    var i = new io.serbench.model.Image();
                    i.uri = t.uri();
                    i.title = t.title();
                    i.width = t.width();
                    i.height = t.height();
                    i.size = IMAGE_SIZES[t.size()];
                    images.add(i);
                }
                o.images = images;
            }
            return o;
        };
    }

    private static io.serbench.model.Media media(Media t, StringVector sv, ByteBuffer bb) {
        if (t == null) {
            return null;
        }
        var m = new io.serbench.model.Media();
        m.uri = t.uri();
        m.title = t.title();
        m.width = t.width();
        m.height = t.height();
        m.format = t.format();
        m.duration = t.duration();
        m.size = t.size();
        m.bitrate = t.hasBitrate() ? t.bitrate() : null;
        StringVector persons = t.personsVector(sv);
        if (persons != null) { // absent: null, as the writer writes a null list
            int n = checkedLength(persons.length(), Integer.BYTES, bb);
            m.persons = new ArrayList<>(n);
            for (int j = 0; j < n; j++) {
                m.persons.add(persons.get(j));
            }
        }
        m.player = PLAYERS[t.player()];
        m.copyright = t.copyright();
        return m;
    }

    /*
     * flatbuffers-java has no verifier (the C++, C#, Rust and Swift runtimes have one): every
     * read goes through ByteBuffer's bounds checks, and a vector's length is an unchecked int
     * from the buffer. Sizing an array from it would let a corrupted length allocate up to
     * 2^31 elements before the first element read fails, so each length is checked against
     * the buffer before the array is allocated: one comparison per list.
     */
    static int checkedLength(int length, int elementSize, ByteBuffer bb) {
        if (length < 0 || length > bb.capacity() / elementSize) {
            throw new IndexOutOfBoundsException("vector length " + length + " does not fit a "
                    + bb.capacity() + "-byte buffer");
        }
        return length;
    }

    private static int[] ints(IntVector v, ByteBuffer bb) {
        if (v == null) {
            return null; // absent field
        }
        int[] a = new int[checkedLength(v.length(), Integer.BYTES, bb)];
        for (int j = 0; j < a.length; j++) {
            a[j] = v.get(j);
        }
        return a;
    }

    private static double[] doubles(DoubleVector v, ByteBuffer bb) {
        if (v == null) {
            return null;
        }
        double[] a = new double[checkedLength(v.length(), Double.BYTES, bb)];
        for (int j = 0; j < a.length; j++) {
            a[j] = v.get(j);
        }
        return a;
    }

    private static List<io.serbench.model.Item> items(Item.Vector v, Item item, ByteBuffer bb) {
        if (v == null) {
            return null;
        }
        int n = checkedLength(v.length(), Integer.BYTES, bb); // one offset per element
        List<io.serbench.model.Item> out = new ArrayList<>(n);
        for (int j = 0; j < n; j++) {
            var o = new io.serbench.model.Item();
            o.field1 = v.get(item, j).field1();
            out.add(o);
        }
        return out;
    }
}

package io.serbench.codec.capnproto;

import io.serbench.codec.capnproto.gen.Serbench;
import io.serbench.model.DoubleLists1;
import io.serbench.model.DoubleLists10;
import io.serbench.model.DoubleLists5;
import io.serbench.model.Doubles1;
import io.serbench.model.Doubles10;
import io.serbench.model.Doubles5;
import io.serbench.model.IntLists1;
import io.serbench.model.IntLists10;
import io.serbench.model.IntLists5;
import io.serbench.model.Ints1;
import io.serbench.model.Ints10;
import io.serbench.model.Ints5;
import io.serbench.model.Image;
import io.serbench.model.ImageSize;
import io.serbench.model.Item;
import io.serbench.model.ItemLists1;
import io.serbench.model.ItemLists10;
import io.serbench.model.ItemLists5;
import io.serbench.model.Media;
import io.serbench.model.MediaContent;
import io.serbench.model.Nested;
import io.serbench.model.Player;
import io.serbench.model.Skip1;
import io.serbench.model.Skip10;
import io.serbench.model.Skip5;
import io.serbench.model.SkipReader;
import io.serbench.model.Strings1;
import io.serbench.model.Strings10;
import io.serbench.model.Strings5;
import org.capnproto.DecodeException;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.PrimitiveList;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;

import java.util.ArrayList;
import java.util.List;

/**
 * The field-by-field glue between the canonical classes and the structs capnpc-java generates
 * from {@code src/main/capnp/serbench.capnp} (all nested in {@code Serbench}): one writer per
 * writer struct and one reader per reader struct, picked once per codec, so the timed code is
 * straight-line generated-accessor calls with no reflection.
 *
 * <p>Every field is read exactly once: scalars through their getter, {@code Text} through
 * {@code toString()} (UTF-8 decoded into a {@code java.lang.String}), lists element by
 * element through the list reader.
 */
final class CapnProtoStructs {
    private CapnProtoStructs() {
    }

    /** Writes one canonical value as the message's root struct. */
    @FunctionalInterface
    interface Writer {
        void write(MessageBuilder mb, Object model);
    }

    /** Reads every field of the message's root struct once, into a new canonical value. */
    @FunctionalInterface
    interface Reader {
        Object read(MessageReader msg);
    }

    static Writer writer(Class<?> model) {
        return switch (model.getSimpleName()) {
            case "Ints1" -> (mb, m) -> write(mb, (Ints1) m);
            case "Ints5" -> (mb, m) -> write(mb, (Ints5) m);
            case "Ints10" -> (mb, m) -> write(mb, (Ints10) m);
            case "Doubles1" -> (mb, m) -> write(mb, (Doubles1) m);
            case "Doubles5" -> (mb, m) -> write(mb, (Doubles5) m);
            case "Doubles10" -> (mb, m) -> write(mb, (Doubles10) m);
            case "Strings1" -> (mb, m) -> write(mb, (Strings1) m);
            case "Strings5" -> (mb, m) -> write(mb, (Strings5) m);
            case "Strings10" -> (mb, m) -> write(mb, (Strings10) m);
            case "IntLists1" -> (mb, m) -> write(mb, (IntLists1) m);
            case "IntLists5" -> (mb, m) -> write(mb, (IntLists5) m);
            case "IntLists10" -> (mb, m) -> write(mb, (IntLists10) m);
            case "DoubleLists1" -> (mb, m) -> write(mb, (DoubleLists1) m);
            case "DoubleLists5" -> (mb, m) -> write(mb, (DoubleLists5) m);
            case "DoubleLists10" -> (mb, m) -> write(mb, (DoubleLists10) m);
            case "ItemLists1" -> (mb, m) -> write(mb, (ItemLists1) m);
            case "ItemLists5" -> (mb, m) -> write(mb, (ItemLists5) m);
            case "ItemLists10" -> (mb, m) -> write(mb, (ItemLists10) m);
            case "Skip1" -> (mb, m) -> write(mb, (Skip1) m);
            case "Skip5" -> (mb, m) -> write(mb, (Skip5) m);
            case "Skip10" -> (mb, m) -> write(mb, (Skip10) m);
            case "MediaContent" -> (mb, m) -> write(mb, (MediaContent) m);
            default -> throw new IllegalArgumentException("no Cap'n Proto struct for " + model.getName());
        };
    }

    static Reader reader(Class<?> model) {
        return switch (model.getSimpleName()) {
            case "Ints1" -> msg -> readInts1(msg);
            case "Ints5" -> msg -> readInts5(msg);
            case "Ints10" -> msg -> readInts10(msg);
            case "Doubles1" -> msg -> readDoubles1(msg);
            case "Doubles5" -> msg -> readDoubles5(msg);
            case "Doubles10" -> msg -> readDoubles10(msg);
            case "Strings1" -> msg -> readStrings1(msg);
            case "Strings5" -> msg -> readStrings5(msg);
            case "Strings10" -> msg -> readStrings10(msg);
            case "IntLists1" -> msg -> readIntLists1(msg);
            case "IntLists5" -> msg -> readIntLists5(msg);
            case "IntLists10" -> msg -> readIntLists10(msg);
            case "DoubleLists1" -> msg -> readDoubleLists1(msg);
            case "DoubleLists5" -> msg -> readDoubleLists5(msg);
            case "DoubleLists10" -> msg -> readDoubleLists10(msg);
            case "ItemLists1" -> msg -> readItemLists1(msg);
            case "ItemLists5" -> msg -> readItemLists5(msg);
            case "ItemLists10" -> msg -> readItemLists10(msg);
            case "SkipReader" -> msg -> readSkipReader(msg);
            case "MediaContent" -> msg -> readMediaContent(msg);
            default -> throw new IllegalArgumentException("no Cap'n Proto struct for " + model.getName());
        };
    }

    // ---- writers: the root struct first, then each field in order; skip sets `keep` last ----

    static void write(MessageBuilder mb, Ints1 m) {
        Serbench.Ints1.Builder r = mb.initRoot(Serbench.Ints1.factory);
        r.setField1(m.field1);
    }

    static void write(MessageBuilder mb, Ints5 m) {
        Serbench.Ints5.Builder r = mb.initRoot(Serbench.Ints5.factory);
        r.setField1(m.field1);
        r.setField2(m.field2);
        r.setField3(m.field3);
        r.setField4(m.field4);
        r.setField5(m.field5);
    }

    static void write(MessageBuilder mb, Ints10 m) {
        Serbench.Ints10.Builder r = mb.initRoot(Serbench.Ints10.factory);
        r.setField1(m.field1);
        r.setField2(m.field2);
        r.setField3(m.field3);
        r.setField4(m.field4);
        r.setField5(m.field5);
        r.setField6(m.field6);
        r.setField7(m.field7);
        r.setField8(m.field8);
        r.setField9(m.field9);
        r.setField10(m.field10);
    }

    static void write(MessageBuilder mb, Doubles1 m) {
        Serbench.Doubles1.Builder r = mb.initRoot(Serbench.Doubles1.factory);
        r.setField1(m.field1);
    }

    static void write(MessageBuilder mb, Doubles5 m) {
        Serbench.Doubles5.Builder r = mb.initRoot(Serbench.Doubles5.factory);
        r.setField1(m.field1);
        r.setField2(m.field2);
        r.setField3(m.field3);
        r.setField4(m.field4);
        r.setField5(m.field5);
    }

    static void write(MessageBuilder mb, Doubles10 m) {
        Serbench.Doubles10.Builder r = mb.initRoot(Serbench.Doubles10.factory);
        r.setField1(m.field1);
        r.setField2(m.field2);
        r.setField3(m.field3);
        r.setField4(m.field4);
        r.setField5(m.field5);
        r.setField6(m.field6);
        r.setField7(m.field7);
        r.setField8(m.field8);
        r.setField9(m.field9);
        r.setField10(m.field10);
    }

    static void write(MessageBuilder mb, Strings1 m) {
        Serbench.Strings1.Builder r = mb.initRoot(Serbench.Strings1.factory);
        r.setField1(m.field1);
    }

    static void write(MessageBuilder mb, Strings5 m) {
        Serbench.Strings5.Builder r = mb.initRoot(Serbench.Strings5.factory);
        r.setField1(m.field1);
        r.setField2(m.field2);
        r.setField3(m.field3);
        r.setField4(m.field4);
        r.setField5(m.field5);
    }

    static void write(MessageBuilder mb, Strings10 m) {
        Serbench.Strings10.Builder r = mb.initRoot(Serbench.Strings10.factory);
        r.setField1(m.field1);
        r.setField2(m.field2);
        r.setField3(m.field3);
        r.setField4(m.field4);
        r.setField5(m.field5);
        r.setField6(m.field6);
        r.setField7(m.field7);
        r.setField8(m.field8);
        r.setField9(m.field9);
        r.setField10(m.field10);
    }

    static void write(MessageBuilder mb, IntLists1 m) {
        Serbench.IntLists1.Builder r = mb.initRoot(Serbench.IntLists1.factory);
        ints(r.initField1(m.field1.length), m.field1);
    }

    static void write(MessageBuilder mb, IntLists5 m) {
        Serbench.IntLists5.Builder r = mb.initRoot(Serbench.IntLists5.factory);
        ints(r.initField1(m.field1.length), m.field1);
        ints(r.initField2(m.field2.length), m.field2);
        ints(r.initField3(m.field3.length), m.field3);
        ints(r.initField4(m.field4.length), m.field4);
        ints(r.initField5(m.field5.length), m.field5);
    }

    static void write(MessageBuilder mb, IntLists10 m) {
        Serbench.IntLists10.Builder r = mb.initRoot(Serbench.IntLists10.factory);
        ints(r.initField1(m.field1.length), m.field1);
        ints(r.initField2(m.field2.length), m.field2);
        ints(r.initField3(m.field3.length), m.field3);
        ints(r.initField4(m.field4.length), m.field4);
        ints(r.initField5(m.field5.length), m.field5);
        ints(r.initField6(m.field6.length), m.field6);
        ints(r.initField7(m.field7.length), m.field7);
        ints(r.initField8(m.field8.length), m.field8);
        ints(r.initField9(m.field9.length), m.field9);
        ints(r.initField10(m.field10.length), m.field10);
    }

    static void write(MessageBuilder mb, DoubleLists1 m) {
        Serbench.DoubleLists1.Builder r = mb.initRoot(Serbench.DoubleLists1.factory);
        doubles(r.initField1(m.field1.length), m.field1);
    }

    static void write(MessageBuilder mb, DoubleLists5 m) {
        Serbench.DoubleLists5.Builder r = mb.initRoot(Serbench.DoubleLists5.factory);
        doubles(r.initField1(m.field1.length), m.field1);
        doubles(r.initField2(m.field2.length), m.field2);
        doubles(r.initField3(m.field3.length), m.field3);
        doubles(r.initField4(m.field4.length), m.field4);
        doubles(r.initField5(m.field5.length), m.field5);
    }

    static void write(MessageBuilder mb, DoubleLists10 m) {
        Serbench.DoubleLists10.Builder r = mb.initRoot(Serbench.DoubleLists10.factory);
        doubles(r.initField1(m.field1.length), m.field1);
        doubles(r.initField2(m.field2.length), m.field2);
        doubles(r.initField3(m.field3.length), m.field3);
        doubles(r.initField4(m.field4.length), m.field4);
        doubles(r.initField5(m.field5.length), m.field5);
        doubles(r.initField6(m.field6.length), m.field6);
        doubles(r.initField7(m.field7.length), m.field7);
        doubles(r.initField8(m.field8.length), m.field8);
        doubles(r.initField9(m.field9.length), m.field9);
        doubles(r.initField10(m.field10.length), m.field10);
    }

    static void write(MessageBuilder mb, ItemLists1 m) {
        Serbench.ItemLists1.Builder r = mb.initRoot(Serbench.ItemLists1.factory);
        items(r.initField1(m.field1.size()), m.field1);
    }

    static void write(MessageBuilder mb, ItemLists5 m) {
        Serbench.ItemLists5.Builder r = mb.initRoot(Serbench.ItemLists5.factory);
        items(r.initField1(m.field1.size()), m.field1);
        items(r.initField2(m.field2.size()), m.field2);
        items(r.initField3(m.field3.size()), m.field3);
        items(r.initField4(m.field4.size()), m.field4);
        items(r.initField5(m.field5.size()), m.field5);
    }

    static void write(MessageBuilder mb, ItemLists10 m) {
        Serbench.ItemLists10.Builder r = mb.initRoot(Serbench.ItemLists10.factory);
        items(r.initField1(m.field1.size()), m.field1);
        items(r.initField2(m.field2.size()), m.field2);
        items(r.initField3(m.field3.size()), m.field3);
        items(r.initField4(m.field4.size()), m.field4);
        items(r.initField5(m.field5.size()), m.field5);
        items(r.initField6(m.field6.size()), m.field6);
        items(r.initField7(m.field7.size()), m.field7);
        items(r.initField8(m.field8.size()), m.field8);
        items(r.initField9(m.field9.size()), m.field9);
        items(r.initField10(m.field10.size()), m.field10);
    }

    static void write(MessageBuilder mb, Skip1 m) {
        Serbench.Skip1.Builder r = mb.initRoot(Serbench.Skip1.factory);
        nested(r.initField1(), m.field1);
        r.setKeep(m.keep);
    }

    static void write(MessageBuilder mb, Skip5 m) {
        Serbench.Skip5.Builder r = mb.initRoot(Serbench.Skip5.factory);
        nested(r.initField1(), m.field1);
        nested(r.initField2(), m.field2);
        nested(r.initField3(), m.field3);
        nested(r.initField4(), m.field4);
        nested(r.initField5(), m.field5);
        r.setKeep(m.keep);
    }

    static void write(MessageBuilder mb, Skip10 m) {
        Serbench.Skip10.Builder r = mb.initRoot(Serbench.Skip10.factory);
        nested(r.initField1(), m.field1);
        nested(r.initField2(), m.field2);
        nested(r.initField3(), m.field3);
        nested(r.initField4(), m.field4);
        nested(r.initField5(), m.field5);
        nested(r.initField6(), m.field6);
        nested(r.initField7(), m.field7);
        nested(r.initField8(), m.field8);
        nested(r.initField9(), m.field9);
        nested(r.initField10(), m.field10);
        r.setKeep(m.keep);
    }

    /**
     * Media: an absent string is never set (a null pointer); bitrate is set only when present
     * (the union stays at its default member, noBitrate); the enums are the schema's.
     */
    static void write(MessageBuilder mb, MediaContent m) {
        Serbench.MediaContent.Builder r = mb.initRoot(Serbench.MediaContent.factory);
        media(r.initMedia(), m.media);
        List<Image> images = m.images;
        StructList.Builder<Serbench.Image.Builder> l = r.initImages(images.size());
        for (int i = 0; i < images.size(); i++) {
            Image image = images.get(i);
            Serbench.Image.Builder b = l.get(i);
            b.setUri(image.uri);
            if (image.title != null) {
                b.setTitle(image.title);
            }
            b.setWidth(image.width);
            b.setHeight(image.height);
            b.setSize(image.size == ImageSize.SMALL ? Serbench.ImageSize.SMALL : Serbench.ImageSize.LARGE);
        }
    }

    private static void media(Serbench.Media.Builder b, Media m) {
        b.setUri(m.uri);
        if (m.title != null) {
            b.setTitle(m.title);
        }
        b.setWidth(m.width);
        b.setHeight(m.height);
        b.setFormat(m.format);
        b.setDuration(m.duration);
        b.setSize(m.size);
        if (m.bitrate != null) {
            b.setBitrate(m.bitrate);
        }
        List<String> persons = m.persons;
        TextList.Builder names = b.initPersons(persons.size());
        for (int i = 0; i < persons.size(); i++) {
            names.set(i, new Text.Reader(persons.get(i)));
        }
        b.setPlayer(m.player == Player.JAVA ? Serbench.Player.JAVA : Serbench.Player.FLASH);
        if (m.copyright != null) {
            b.setCopyright(m.copyright);
        }
    }

    private static void ints(PrimitiveList.Int.Builder l, int[] a) {
        for (int i = 0; i < a.length; i++) {
            l.set(i, a[i]);
        }
    }

    private static void doubles(PrimitiveList.Double.Builder l, double[] a) {
        for (int i = 0; i < a.length; i++) {
            l.set(i, a[i]);
        }
    }

    private static void items(StructList.Builder<Serbench.Item.Builder> l, List<Item> items) {
        for (int i = 0; i < items.size(); i++) {
            l.get(i).setField1(items.get(i).field1);
        }
    }

    private static void nested(Serbench.Nested.Builder b, Nested n) {
        TextList.Builder names = b.initNames(n.names.size());
        for (int i = 0; i < n.names.size(); i++) {
            names.set(i, new Text.Reader(n.names.get(i)));
        }
        b.setValue(n.value);
    }

    // ---- readers ----

    static Ints1 readInts1(MessageReader msg) {
        Serbench.Ints1.Reader r = msg.getRoot(Serbench.Ints1.factory);
        Ints1 o = new Ints1();
        o.field1 = r.getField1();
        return o;
    }

    static Ints5 readInts5(MessageReader msg) {
        Serbench.Ints5.Reader r = msg.getRoot(Serbench.Ints5.factory);
        Ints5 o = new Ints5();
        o.field1 = r.getField1();
        o.field2 = r.getField2();
        o.field3 = r.getField3();
        o.field4 = r.getField4();
        o.field5 = r.getField5();
        return o;
    }

    static Ints10 readInts10(MessageReader msg) {
        Serbench.Ints10.Reader r = msg.getRoot(Serbench.Ints10.factory);
        Ints10 o = new Ints10();
        o.field1 = r.getField1();
        o.field2 = r.getField2();
        o.field3 = r.getField3();
        o.field4 = r.getField4();
        o.field5 = r.getField5();
        o.field6 = r.getField6();
        o.field7 = r.getField7();
        o.field8 = r.getField8();
        o.field9 = r.getField9();
        o.field10 = r.getField10();
        return o;
    }

    static Doubles1 readDoubles1(MessageReader msg) {
        Serbench.Doubles1.Reader r = msg.getRoot(Serbench.Doubles1.factory);
        Doubles1 o = new Doubles1();
        o.field1 = r.getField1();
        return o;
    }

    static Doubles5 readDoubles5(MessageReader msg) {
        Serbench.Doubles5.Reader r = msg.getRoot(Serbench.Doubles5.factory);
        Doubles5 o = new Doubles5();
        o.field1 = r.getField1();
        o.field2 = r.getField2();
        o.field3 = r.getField3();
        o.field4 = r.getField4();
        o.field5 = r.getField5();
        return o;
    }

    static Doubles10 readDoubles10(MessageReader msg) {
        Serbench.Doubles10.Reader r = msg.getRoot(Serbench.Doubles10.factory);
        Doubles10 o = new Doubles10();
        o.field1 = r.getField1();
        o.field2 = r.getField2();
        o.field3 = r.getField3();
        o.field4 = r.getField4();
        o.field5 = r.getField5();
        o.field6 = r.getField6();
        o.field7 = r.getField7();
        o.field8 = r.getField8();
        o.field9 = r.getField9();
        o.field10 = r.getField10();
        return o;
    }

    static Strings1 readStrings1(MessageReader msg) {
        Serbench.Strings1.Reader r = msg.getRoot(Serbench.Strings1.factory);
        Strings1 o = new Strings1();
        o.field1 = r.getField1().toString();
        return o;
    }

    static Strings5 readStrings5(MessageReader msg) {
        Serbench.Strings5.Reader r = msg.getRoot(Serbench.Strings5.factory);
        Strings5 o = new Strings5();
        o.field1 = r.getField1().toString();
        o.field2 = r.getField2().toString();
        o.field3 = r.getField3().toString();
        o.field4 = r.getField4().toString();
        o.field5 = r.getField5().toString();
        return o;
    }

    static Strings10 readStrings10(MessageReader msg) {
        Serbench.Strings10.Reader r = msg.getRoot(Serbench.Strings10.factory);
        Strings10 o = new Strings10();
        o.field1 = r.getField1().toString();
        o.field2 = r.getField2().toString();
        o.field3 = r.getField3().toString();
        o.field4 = r.getField4().toString();
        o.field5 = r.getField5().toString();
        o.field6 = r.getField6().toString();
        o.field7 = r.getField7().toString();
        o.field8 = r.getField8().toString();
        o.field9 = r.getField9().toString();
        o.field10 = r.getField10().toString();
        return o;
    }

    static IntLists1 readIntLists1(MessageReader msg) {
        Serbench.IntLists1.Reader r = msg.getRoot(Serbench.IntLists1.factory);
        IntLists1 o = new IntLists1();
        o.field1 = ints(r.getField1());
        return o;
    }

    static IntLists5 readIntLists5(MessageReader msg) {
        Serbench.IntLists5.Reader r = msg.getRoot(Serbench.IntLists5.factory);
        IntLists5 o = new IntLists5();
        o.field1 = ints(r.getField1());
        o.field2 = ints(r.getField2());
        o.field3 = ints(r.getField3());
        o.field4 = ints(r.getField4());
        o.field5 = ints(r.getField5());
        return o;
    }

    static IntLists10 readIntLists10(MessageReader msg) {
        Serbench.IntLists10.Reader r = msg.getRoot(Serbench.IntLists10.factory);
        IntLists10 o = new IntLists10();
        o.field1 = ints(r.getField1());
        o.field2 = ints(r.getField2());
        o.field3 = ints(r.getField3());
        o.field4 = ints(r.getField4());
        o.field5 = ints(r.getField5());
        o.field6 = ints(r.getField6());
        o.field7 = ints(r.getField7());
        o.field8 = ints(r.getField8());
        o.field9 = ints(r.getField9());
        o.field10 = ints(r.getField10());
        return o;
    }

    static DoubleLists1 readDoubleLists1(MessageReader msg) {
        Serbench.DoubleLists1.Reader r = msg.getRoot(Serbench.DoubleLists1.factory);
        DoubleLists1 o = new DoubleLists1();
        o.field1 = doubles(r.getField1());
        return o;
    }

    static DoubleLists5 readDoubleLists5(MessageReader msg) {
        Serbench.DoubleLists5.Reader r = msg.getRoot(Serbench.DoubleLists5.factory);
        DoubleLists5 o = new DoubleLists5();
        o.field1 = doubles(r.getField1());
        o.field2 = doubles(r.getField2());
        o.field3 = doubles(r.getField3());
        o.field4 = doubles(r.getField4());
        o.field5 = doubles(r.getField5());
        return o;
    }

    static DoubleLists10 readDoubleLists10(MessageReader msg) {
        Serbench.DoubleLists10.Reader r = msg.getRoot(Serbench.DoubleLists10.factory);
        DoubleLists10 o = new DoubleLists10();
        o.field1 = doubles(r.getField1());
        o.field2 = doubles(r.getField2());
        o.field3 = doubles(r.getField3());
        o.field4 = doubles(r.getField4());
        o.field5 = doubles(r.getField5());
        o.field6 = doubles(r.getField6());
        o.field7 = doubles(r.getField7());
        o.field8 = doubles(r.getField8());
        o.field9 = doubles(r.getField9());
        o.field10 = doubles(r.getField10());
        return o;
    }

    static ItemLists1 readItemLists1(MessageReader msg) {
        Serbench.ItemLists1.Reader r = msg.getRoot(Serbench.ItemLists1.factory);
        ItemLists1 o = new ItemLists1();
        o.field1 = items(r.getField1());
        return o;
    }

    static ItemLists5 readItemLists5(MessageReader msg) {
        Serbench.ItemLists5.Reader r = msg.getRoot(Serbench.ItemLists5.factory);
        ItemLists5 o = new ItemLists5();
        o.field1 = items(r.getField1());
        o.field2 = items(r.getField2());
        o.field3 = items(r.getField3());
        o.field4 = items(r.getField4());
        o.field5 = items(r.getField5());
        return o;
    }

    static ItemLists10 readItemLists10(MessageReader msg) {
        Serbench.ItemLists10.Reader r = msg.getRoot(Serbench.ItemLists10.factory);
        ItemLists10 o = new ItemLists10();
        o.field1 = items(r.getField1());
        o.field2 = items(r.getField2());
        o.field3 = items(r.getField3());
        o.field4 = items(r.getField4());
        o.field5 = items(r.getField5());
        o.field6 = items(r.getField6());
        o.field7 = items(r.getField7());
        o.field8 = items(r.getField8());
        o.field9 = items(r.getField9());
        o.field10 = items(r.getField10());
        return o;
    }

    /** Skip: the reader struct has only {@code keep}; the nested structs are never touched. */
    static SkipReader readSkipReader(MessageReader msg) {
        Serbench.SkipReader.Reader r = msg.getRoot(Serbench.SkipReader.factory);
        SkipReader o = new SkipReader();
        o.keep = r.getKeep().toString();
        return o;
    }

    /**
     * Media: a null pointer reads as an absent string ({@code hasX()} is false), the union's
     * {@code which()} says whether bitrate is there; an enum value the schema does not know
     * (a newer writer's, or damage) has no canonical value: it throws the library's own type for
     * bad input, {@code DecodeException}, so a caller needs one catch, as for any damaged message.
     */
    static MediaContent readMediaContent(MessageReader msg) {
        Serbench.MediaContent.Reader r = msg.getRoot(Serbench.MediaContent.factory);
        MediaContent o = new MediaContent();
        o.media = media(r.getMedia());
        StructList.Reader<Serbench.Image.Reader> l = r.getImages();
        int n = l.size();
        o.images = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Serbench.Image.Reader t = l.get(i);
            Image image = new Image();
            image.uri = t.getUri().toString();
            image.title = t.hasTitle() ? t.getTitle().toString() : null;
            image.width = t.getWidth();
            image.height = t.getHeight();
            image.size = switch (t.getSize()) {
                case SMALL -> ImageSize.SMALL;
                case LARGE -> ImageSize.LARGE;
                default -> throw new DecodeException("image size not in the schema");
            };
            o.images.add(image);
        }
        return o;
    }

    private static Media media(Serbench.Media.Reader t) {
        Media m = new Media();
        m.uri = t.getUri().toString();
        m.title = t.hasTitle() ? t.getTitle().toString() : null;
        m.width = t.getWidth();
        m.height = t.getHeight();
        m.format = t.getFormat().toString();
        m.duration = t.getDuration();
        m.size = t.getSize();
        m.bitrate = t.isBitrate() ? t.getBitrate() : null;
        TextList.Reader persons = t.getPersons();
        int n = persons.size();
        m.persons = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            m.persons.add(persons.get(i).toString());
        }
        m.player = switch (t.getPlayer()) {
            case JAVA -> Player.JAVA;
            case FLASH -> Player.FLASH;
            default -> throw new DecodeException("player not in the schema");
        };
        m.copyright = t.hasCopyright() ? t.getCopyright().toString() : null;
        return m;
    }

    private static int[] ints(PrimitiveList.Int.Reader l) {
        int[] a = new int[l.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = l.get(i);
        }
        return a;
    }

    private static double[] doubles(PrimitiveList.Double.Reader l) {
        double[] a = new double[l.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = l.get(i);
        }
        return a;
    }

    private static List<Item> items(StructList.Reader<Serbench.Item.Reader> l) {
        int n = l.size();
        List<Item> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Item o = new Item();
            o.field1 = l.get(i).getField1().toString();
            out.add(o);
        }
        return out;
    }
}

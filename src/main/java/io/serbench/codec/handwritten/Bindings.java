package io.serbench.codec.handwritten;

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
import io.serbench.model.ItemLists1;
import io.serbench.model.ItemLists10;
import io.serbench.model.ItemLists5;
import io.serbench.model.Skip1;
import io.serbench.model.Skip10;
import io.serbench.model.Skip5;
import io.serbench.model.SkipReader;
import io.serbench.model.Strings1;
import io.serbench.model.Strings10;
import io.serbench.model.Strings5;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

/**
 * The per-class code of the hand-written codecs ({@code msgpack}, {@code raw}), written once for
 * both: for each canonical class, a {@link Writer} that hands its public fields to a
 * {@link FieldWriter} and a {@link Reader} that fills a new instance from a {@link FieldReader},
 * field by field in declaration order, by direct field access ({@code o.field1}, no reflection,
 * no boxing). The format code behind the two interfaces is each codec's own.
 *
 * <p>Why this costs nothing over writing the format calls inside each class: a benchmark fork
 * runs one codec on one case, so the codec's call to the case's {@code Writer}/{@code Reader}
 * and every {@code FieldWriter}/{@code FieldReader} call inside it sees a single receiver
 * class. C2 inlines such monomorphic calls (guarded by the type profile), so the compiled encode
 * is the same straight-line sequence of field loads and buffer stores a per-class codec would
 * compile to (on JDK 17, {@code -XX:+PrintInlining} shows every one of these calls inlined into
 * the C2-compiled {@code encode} and {@code decode} of both codecs). {@code BindingsTest} checks that every entry visits exactly its class's fields,
 * in declaration order.
 */
public final class Bindings {
    private Bindings() {
    }

    /** Writes one canonical object's fields, in declaration order. */
    @FunctionalInterface
    public interface Writer<T> {
        void write(T value, FieldWriter out) throws IOException;
    }

    /** Reads one canonical object's fields, in declaration order, into a new instance. */
    @FunctionalInterface
    public interface Reader<T> {
        T read(FieldReader in) throws IOException;
    }

    private static final Map<Class<?>, Writer<?>> WRITERS = new HashMap<>();
    private static final Map<Class<?>, Reader<?>> READERS = new HashMap<>();

    /** The writer of a canonical class (every writer class of every case has one). */
    @SuppressWarnings("unchecked")
    public static Writer<Object> writer(Class<?> type) {
        return (Writer<Object>) require(WRITERS, type);
    }

    /** The reader of a canonical class (every reader class of every case has one). */
    @SuppressWarnings("unchecked")
    public static Reader<Object> reader(Class<?> type) {
        return (Reader<Object>) require(READERS, type);
    }

    private static <V> V require(Map<Class<?>, V> table, Class<?> type) {
        V v = table.get(type);
        if (v == null) {
            throw new IllegalArgumentException("no hand-written binding for " + type.getName());
        }
        return v;
    }

    private static <T> void bind(Class<T> type, Writer<T> writer, Reader<T> reader) {
        bindWriter(type, writer);
        bindReader(type, reader);
    }

    private static <T> void bindWriter(Class<T> type, Writer<T> writer) {
        WRITERS.put(type, writer);
    }

    private static <T> void bindReader(Class<T> type, Reader<T> reader) {
        READERS.put(type, reader);
    }

    static {
        bind(Ints1.class, (o, w) -> {
            w.writeInt(o.field1);
        }, r -> {
            Ints1 o = new Ints1();
            o.field1 = r.readInt();
            return o;
        });
        bind(Ints5.class, (o, w) -> {
            w.writeInt(o.field1); w.writeInt(o.field2); w.writeInt(o.field3); w.writeInt(o.field4); w.writeInt(o.field5);
        }, r -> {
            Ints5 o = new Ints5();
            o.field1 = r.readInt(); o.field2 = r.readInt(); o.field3 = r.readInt(); o.field4 = r.readInt(); o.field5 = r.readInt();
            return o;
        });
        bind(Ints10.class, (o, w) -> {
            w.writeInt(o.field1); w.writeInt(o.field2); w.writeInt(o.field3); w.writeInt(o.field4); w.writeInt(o.field5);
            w.writeInt(o.field6); w.writeInt(o.field7); w.writeInt(o.field8); w.writeInt(o.field9); w.writeInt(o.field10);
        }, r -> {
            Ints10 o = new Ints10();
            o.field1 = r.readInt(); o.field2 = r.readInt(); o.field3 = r.readInt(); o.field4 = r.readInt(); o.field5 = r.readInt();
            o.field6 = r.readInt(); o.field7 = r.readInt(); o.field8 = r.readInt(); o.field9 = r.readInt(); o.field10 = r.readInt();
            return o;
        });
        bind(Doubles1.class, (o, w) -> {
            w.writeDouble(o.field1);
        }, r -> {
            Doubles1 o = new Doubles1();
            o.field1 = r.readDouble();
            return o;
        });
        bind(Doubles5.class, (o, w) -> {
            w.writeDouble(o.field1); w.writeDouble(o.field2); w.writeDouble(o.field3); w.writeDouble(o.field4); w.writeDouble(o.field5);
        }, r -> {
            Doubles5 o = new Doubles5();
            o.field1 = r.readDouble(); o.field2 = r.readDouble(); o.field3 = r.readDouble(); o.field4 = r.readDouble(); o.field5 = r.readDouble();
            return o;
        });
        bind(Doubles10.class, (o, w) -> {
            w.writeDouble(o.field1); w.writeDouble(o.field2); w.writeDouble(o.field3); w.writeDouble(o.field4); w.writeDouble(o.field5);
            w.writeDouble(o.field6); w.writeDouble(o.field7); w.writeDouble(o.field8); w.writeDouble(o.field9); w.writeDouble(o.field10);
        }, r -> {
            Doubles10 o = new Doubles10();
            o.field1 = r.readDouble(); o.field2 = r.readDouble(); o.field3 = r.readDouble(); o.field4 = r.readDouble(); o.field5 = r.readDouble();
            o.field6 = r.readDouble(); o.field7 = r.readDouble(); o.field8 = r.readDouble(); o.field9 = r.readDouble(); o.field10 = r.readDouble();
            return o;
        });
        bind(Strings1.class, (o, w) -> {
            w.writeString(o.field1);
        }, r -> {
            Strings1 o = new Strings1();
            o.field1 = r.readString();
            return o;
        });
        bind(Strings5.class, (o, w) -> {
            w.writeString(o.field1); w.writeString(o.field2); w.writeString(o.field3); w.writeString(o.field4); w.writeString(o.field5);
        }, r -> {
            Strings5 o = new Strings5();
            o.field1 = r.readString(); o.field2 = r.readString(); o.field3 = r.readString(); o.field4 = r.readString(); o.field5 = r.readString();
            return o;
        });
        bind(Strings10.class, (o, w) -> {
            w.writeString(o.field1); w.writeString(o.field2); w.writeString(o.field3); w.writeString(o.field4); w.writeString(o.field5);
            w.writeString(o.field6); w.writeString(o.field7); w.writeString(o.field8); w.writeString(o.field9); w.writeString(o.field10);
        }, r -> {
            Strings10 o = new Strings10();
            o.field1 = r.readString(); o.field2 = r.readString(); o.field3 = r.readString(); o.field4 = r.readString(); o.field5 = r.readString();
            o.field6 = r.readString(); o.field7 = r.readString(); o.field8 = r.readString(); o.field9 = r.readString(); o.field10 = r.readString();
            return o;
        });
        bind(IntLists1.class, (o, w) -> {
            w.writeInts(o.field1);
        }, r -> {
            IntLists1 o = new IntLists1();
            o.field1 = r.readInts();
            return o;
        });
        bind(IntLists5.class, (o, w) -> {
            w.writeInts(o.field1); w.writeInts(o.field2); w.writeInts(o.field3); w.writeInts(o.field4); w.writeInts(o.field5);
        }, r -> {
            IntLists5 o = new IntLists5();
            o.field1 = r.readInts(); o.field2 = r.readInts(); o.field3 = r.readInts(); o.field4 = r.readInts(); o.field5 = r.readInts();
            return o;
        });
        bind(IntLists10.class, (o, w) -> {
            w.writeInts(o.field1); w.writeInts(o.field2); w.writeInts(o.field3); w.writeInts(o.field4); w.writeInts(o.field5);
            w.writeInts(o.field6); w.writeInts(o.field7); w.writeInts(o.field8); w.writeInts(o.field9); w.writeInts(o.field10);
        }, r -> {
            IntLists10 o = new IntLists10();
            o.field1 = r.readInts(); o.field2 = r.readInts(); o.field3 = r.readInts(); o.field4 = r.readInts(); o.field5 = r.readInts();
            o.field6 = r.readInts(); o.field7 = r.readInts(); o.field8 = r.readInts(); o.field9 = r.readInts(); o.field10 = r.readInts();
            return o;
        });
        bind(DoubleLists1.class, (o, w) -> {
            w.writeDoubles(o.field1);
        }, r -> {
            DoubleLists1 o = new DoubleLists1();
            o.field1 = r.readDoubles();
            return o;
        });
        bind(DoubleLists5.class, (o, w) -> {
            w.writeDoubles(o.field1); w.writeDoubles(o.field2); w.writeDoubles(o.field3); w.writeDoubles(o.field4); w.writeDoubles(o.field5);
        }, r -> {
            DoubleLists5 o = new DoubleLists5();
            o.field1 = r.readDoubles(); o.field2 = r.readDoubles(); o.field3 = r.readDoubles(); o.field4 = r.readDoubles(); o.field5 = r.readDoubles();
            return o;
        });
        bind(DoubleLists10.class, (o, w) -> {
            w.writeDoubles(o.field1); w.writeDoubles(o.field2); w.writeDoubles(o.field3); w.writeDoubles(o.field4); w.writeDoubles(o.field5);
            w.writeDoubles(o.field6); w.writeDoubles(o.field7); w.writeDoubles(o.field8); w.writeDoubles(o.field9); w.writeDoubles(o.field10);
        }, r -> {
            DoubleLists10 o = new DoubleLists10();
            o.field1 = r.readDoubles(); o.field2 = r.readDoubles(); o.field3 = r.readDoubles(); o.field4 = r.readDoubles(); o.field5 = r.readDoubles();
            o.field6 = r.readDoubles(); o.field7 = r.readDoubles(); o.field8 = r.readDoubles(); o.field9 = r.readDoubles(); o.field10 = r.readDoubles();
            return o;
        });
        bind(ItemLists1.class, (o, w) -> {
            w.writeItems(o.field1);
        }, r -> {
            ItemLists1 o = new ItemLists1();
            o.field1 = r.readItems();
            return o;
        });
        bind(ItemLists5.class, (o, w) -> {
            w.writeItems(o.field1); w.writeItems(o.field2); w.writeItems(o.field3); w.writeItems(o.field4); w.writeItems(o.field5);
        }, r -> {
            ItemLists5 o = new ItemLists5();
            o.field1 = r.readItems(); o.field2 = r.readItems(); o.field3 = r.readItems(); o.field4 = r.readItems(); o.field5 = r.readItems();
            return o;
        });
        bind(ItemLists10.class, (o, w) -> {
            w.writeItems(o.field1); w.writeItems(o.field2); w.writeItems(o.field3); w.writeItems(o.field4); w.writeItems(o.field5);
            w.writeItems(o.field6); w.writeItems(o.field7); w.writeItems(o.field8); w.writeItems(o.field9); w.writeItems(o.field10);
        }, r -> {
            ItemLists10 o = new ItemLists10();
            o.field1 = r.readItems(); o.field2 = r.readItems(); o.field3 = r.readItems(); o.field4 = r.readItems(); o.field5 = r.readItems();
            o.field6 = r.readItems(); o.field7 = r.readItems(); o.field8 = r.readItems(); o.field9 = r.readItems(); o.field10 = r.readItems();
            return o;
        });
        bindWriter(Skip1.class, (o, w) -> {
            w.writeNested(o.field1);
            w.writeString(o.keep);
        });
        bindWriter(Skip5.class, (o, w) -> {
            w.writeNested(o.field1); w.writeNested(o.field2); w.writeNested(o.field3); w.writeNested(o.field4); w.writeNested(o.field5);
            w.writeString(o.keep);
        });
        bindWriter(Skip10.class, (o, w) -> {
            w.writeNested(o.field1); w.writeNested(o.field2); w.writeNested(o.field3); w.writeNested(o.field4); w.writeNested(o.field5);
            w.writeNested(o.field6); w.writeNested(o.field7); w.writeNested(o.field8); w.writeNested(o.field9); w.writeNested(o.field10);
            w.writeString(o.keep);
        });
        // The skip reader knows only `keep`; what the writer put before it is the format's to skip.
        bindReader(SkipReader.class, r -> {
            SkipReader o = new SkipReader();
            o.keep = r.readString();
            return o;
        });
    }
}

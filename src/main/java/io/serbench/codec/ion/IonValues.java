package io.serbench.codec.ion;

import com.amazon.ion.IntegerSize;
import com.amazon.ion.IonException;
import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import com.amazon.ion.IonWriter;
import io.serbench.model.Item;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How each kind of value of the canonical classes is written and read with Ion's streaming API:
 * {@code int} and {@code long} as Ion ints, {@code double} as a 64-bit Ion float, {@code String}
 * as an Ion string, arrays and lists as Ion lists, {@code Item} as a struct. The readers check the
 * Ion type (and that an int fits its Java type) before they take a value: ion-java's
 * {@code intValue()} would truncate a larger int and read a float as an int. A double field also
 * takes an int.
 */
final class IonValues {
    /** {@code Item}'s one field. */
    static final String ITEM_FIELD1 = "field1";

    private IonValues() {
    }

    static void writeInts(IonWriter out, int[] v) throws IOException {
        out.stepIn(IonType.LIST);
        for (int x : v) {
            out.writeInt(x);
        }
        out.stepOut();
    }

    static void writeDoubles(IonWriter out, double[] v) throws IOException {
        out.stepIn(IonType.LIST);
        for (double x : v) {
            out.writeFloat(x);
        }
        out.stepOut();
    }

    static void writeStrings(IonWriter out, List<String> v) throws IOException {
        out.stepIn(IonType.LIST);
        for (int i = 0, n = v.size(); i < n; i++) {
            out.writeString(v.get(i));
        }
        out.stepOut();
    }

    static void writeItems(IonWriter out, List<Item> v) throws IOException {
        out.stepIn(IonType.LIST);
        for (int i = 0, n = v.size(); i < n; i++) {
            out.stepIn(IonType.STRUCT);
            out.setFieldName(ITEM_FIELD1);
            out.writeString(v.get(i).field1);
            out.stepOut();
        }
        out.stepOut();
    }

    static int readInt(IonReader in) {
        expect(in, IonType.INT);
        if (in.getIntegerSize() != IntegerSize.INT) {
            throw new IonException("int out of 32-bit range");
        }
        return in.intValue();
    }

    static long readLong(IonReader in) {
        expect(in, IonType.INT);
        if (in.getIntegerSize() == IntegerSize.BIG_INTEGER) {
            throw new IonException("int out of 64-bit range");
        }
        return in.longValue();
    }

    /**
     * An Ion float; an Ion int is taken too, as a JSON reader takes {@code 3} for a double (the
     * nearest double; a huge int becomes an infinity).
     */
    static double readDouble(IonReader in) {
        if (in.getType() == IonType.INT && !in.isNullValue()) {
            return in.getIntegerSize() == IntegerSize.BIG_INTEGER ? in.bigIntegerValue().doubleValue() : in.longValue();
        }
        expect(in, IonType.FLOAT);
        return in.doubleValue();
    }

    static String readString(IonReader in) {
        expect(in, IonType.STRING);
        return in.stringValue();
    }

    /** A string field that may hold a typed or untyped null. */
    static String readNullableString(IonReader in) {
        return in.isNullValue() ? null : readString(in);
    }

    /**
     * An Ion list has a length in bytes, not a count of elements, so the ints are collected in
     * {@code scratch} (reused, grown when a list is longer) and copied out at their number.
     */
    static int[] readInts(IonReader in, Scratch scratch) {
        expect(in, IonType.LIST);
        int[] buf = scratch.ints;
        int n = 0;
        in.stepIn();
        while (in.next() != null) {
            if (n == buf.length) {
                buf = scratch.ints = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = readInt(in);
        }
        in.stepOut();
        return Arrays.copyOf(buf, n);
    }

    static double[] readDoubles(IonReader in, Scratch scratch) {
        expect(in, IonType.LIST);
        double[] buf = scratch.doubles;
        int n = 0;
        in.stepIn();
        while (in.next() != null) {
            if (n == buf.length) {
                buf = scratch.doubles = Arrays.copyOf(buf, n * 2);
            }
            buf[n++] = readDouble(in);
        }
        in.stepOut();
        return Arrays.copyOf(buf, n);
    }

    static List<String> readStrings(IonReader in) {
        expect(in, IonType.LIST);
        List<String> out = new ArrayList<>();
        in.stepIn();
        while (in.next() != null) {
            out.add(readString(in));
        }
        in.stepOut();
        return out;
    }

    static List<Item> readItems(IonReader in) {
        expect(in, IonType.LIST);
        List<Item> out = new ArrayList<>();
        in.stepIn();
        while (in.next() != null) {
            expect(in, IonType.STRUCT);
            Item item = new Item();
            boolean read = false;
            in.stepIn();
            while (in.next() != null) {
                if (ITEM_FIELD1.equals(in.getFieldName())) {
                    if (read) {
                        throw duplicate(ITEM_FIELD1);
                    }
                    item.field1 = readString(in);
                    read = true;
                }
            }
            if (!read) {
                throw missing(ITEM_FIELD1);
            }
            in.stepOut();
            out.add(item);
        }
        in.stepOut();
        return out;
    }

    /** Fails unless the reader stands on a non-null value of {@code type}. */
    static void expect(IonReader in, IonType type) {
        if (in.getType() != type || in.isNullValue()) {
            throw new IonException("expected " + type + ", got " + (in.isNullValue() ? "null." : "") + in.getType());
        }
    }

    static IonException duplicate(String name) {
        return new IonException("duplicate field '" + name + "'");
    }

    /** A field the writer always writes, missing: its value could not be written back (null). */
    static IonException missing(String name) {
        return new IonException("missing field '" + name + "'");
    }

    /** Reused growable arrays for reading numeric lists; one per codec. */
    static final class Scratch {
        int[] ints = new int[16];
        double[] doubles = new double[16];
    }
}

package io.serbench.codec.ion;

import com.amazon.ion.IonReader;
import com.amazon.ion.IonType;
import io.serbench.codec.handwritten.FieldReader;
import io.serbench.model.Item;
import io.serbench.model.Models;

import java.lang.reflect.Field;
import java.util.List;

/**
 * Reads one canonical object from an Ion struct for the per-class code in
 * {@link io.serbench.codec.handwritten.Bindings}, which then asks for the fields in declaration
 * order. Like a JSON decoder it takes the fields in any order, leaves a missing number at its
 * default, rejects a repeated field, and passes over unknown ones (a missing string, list or
 * array is rejected: the writer always writes them and cannot write a null, so a value with one
 * could not be written back, as the fuzz campaign found): the Ion reader's {@code next()}
 * steps over a value it was not asked to read by its length prefix, without looking inside, which
 * is how the skip reader passes over the nested objects. So {@link #load} reads the struct's
 * known fields into slots by name, and the {@code read*} calls return them in order.
 */
final class IonStructReader implements FieldReader {
    private enum Kind { INT, DOUBLE, STRING, INTS, DOUBLES, ITEMS }

    private final String[] names;
    private final Kind[] kinds;
    private final long[] numbers;
    private final Object[] objects;
    private final IonValues.Scratch scratch;

    private int next;
    /** Bit k: field k was in the struct. */
    private long seen;

    IonStructReader(Class<?> type, IonValues.Scratch scratch) {
        List<Field> fields = Models.fields(type);
        if (fields.size() > Long.SIZE) {
            throw new IllegalArgumentException(type.getName() + " has more fields than the reader tracks");
        }
        this.names = new String[fields.size()];
        this.kinds = new Kind[fields.size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = fields.get(i).getName();
            kinds[i] = kind(fields.get(i).getType(), type);
        }
        this.numbers = new long[names.length];
        this.objects = new Object[names.length];
        this.scratch = scratch;
    }

    /** Reads the struct the reader stands on into the slots. */
    void load(IonReader in) {
        IonValues.expect(in, IonType.STRUCT);
        next = 0;
        seen = 0;
        in.stepIn();
        int expected = 0;
        while (in.next() != null) {
            int i = indexOf(in.getFieldName(), expected);
            if (i < 0) {
                continue;
            }
            long bit = 1L << i;
            if ((seen & bit) != 0) {
                throw IonValues.duplicate(names[i]);
            }
            seen |= bit;
            switch (kinds[i]) {
                case INT -> numbers[i] = IonValues.readInt(in);
                case DOUBLE -> numbers[i] = Double.doubleToRawLongBits(IonValues.readDouble(in));
                case STRING -> objects[i] = IonValues.readString(in);
                case INTS -> objects[i] = IonValues.readInts(in, scratch);
                case DOUBLES -> objects[i] = IonValues.readDoubles(in, scratch);
                case ITEMS -> objects[i] = IonValues.readItems(in);
            }
            expected = i + 1;
        }
        in.stepOut();
    }

    /** The field's index: the one expected next when the names come in declaration order, else by search; -1 if unknown. */
    private int indexOf(String name, int expected) {
        if (name == null) {
            return -1;
        }
        if (expected < names.length && names[expected].equals(name)) {
            return expected;
        }
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public int readInt() {
        int k = next++;
        return (seen & (1L << k)) != 0 ? (int) numbers[k] : 0;
    }

    @Override
    public double readDouble() {
        int k = next++;
        return (seen & (1L << k)) != 0 ? Double.longBitsToDouble(numbers[k]) : 0;
    }

    @Override
    public String readString() {
        return (String) take();
    }

    @Override
    public int[] readInts() {
        return (int[]) take();
    }

    @Override
    public double[] readDoubles() {
        return (double[]) take();
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<Item> readItems() {
        return (List<Item>) take();
    }

    /** The next field's object; the slot is cleared. */
    private Object take() {
        int k = next++;
        if ((seen & (1L << k)) == 0) {
            throw IonValues.missing(names[k]);
        }
        Object v = objects[k];
        objects[k] = null;
        return v;
    }

    private static Kind kind(Class<?> t, Class<?> owner) {
        if (t == int.class) {
            return Kind.INT;
        } else if (t == double.class) {
            return Kind.DOUBLE;
        } else if (t == String.class) {
            return Kind.STRING;
        } else if (t == int[].class) {
            return Kind.INTS;
        } else if (t == double[].class) {
            return Kind.DOUBLES;
        } else if (t == List.class) {
            return Kind.ITEMS;
        }
        throw new IllegalArgumentException("no Ion reader for " + t + " in " + owner.getName());
    }
}

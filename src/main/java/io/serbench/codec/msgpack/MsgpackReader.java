package io.serbench.codec.msgpack;

import io.serbench.codec.handwritten.FieldReader;
import io.serbench.model.Item;
import io.serbench.model.Models;
import org.msgpack.core.MessageFormatException;
import org.msgpack.core.MessageUnpacker;

import java.io.IOException;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one canonical object from a msgpack map for the per-class code in
 * {@link io.serbench.codec.handwritten.Bindings}, which asks for the fields in declaration
 * order. Like a JSON decoder it accepts the keys in any order, skips unknown keys with
 * {@link MessageUnpacker#skipValue()}, leaves a missing number at its default, and rejects a
 * repeated key. A missing string, array or list is rejected: the writer always writes them and
 * cannot write a null, so a value with one could not be written back (the fuzz campaign found
 * that); the check is on the path of a key out of order or missing, never on the in-order one. Keys are compared as bytes with the pre-encoded names ({@link KeyMatcher}): no
 * String per key.
 *
 * <p>The usual case, keys in declaration order, decodes each value straight into the object.
 * A known key that comes before its turn has its value decoded and parked until it is asked
 * for. Sizes read from the input are checked against the bytes left before anything is
 * allocated for them (msgpack-core does not: an array header can declare 2^31 elements).
 */
final class MsgpackReader implements FieldReader {
    private enum Kind { INT, DOUBLE, STRING, INTS, DOUBLES, ITEMS }

    private static final byte[][] ITEM_KEYS = {Keys.ITEM_FIELD1};

    private final MessageUnpacker unpacker;
    private final byte[][] names;
    private final Kind[] kinds;
    private final KeyMatcher keys;
    private final long[] parkedNumbers;
    private final Object[] parkedObjects;

    private int entriesLeft;
    private int next;
    /** Bit k: field k's key has been read, and its value too (directly or parked). */
    private long seen;

    MsgpackReader(MessageUnpacker unpacker, Class<?> type) {
        this.unpacker = unpacker;
        this.names = Keys.of(type);
        if (names.length > Long.SIZE) {
            throw new IllegalArgumentException(type.getName() + " has more fields than the reader tracks");
        }
        this.kinds = kinds(type);
        this.keys = new KeyMatcher(unpacker, KeyMatcher.longest(Keys.ITEM_FIELD1.length, names));
        this.parkedNumbers = new long[names.length];
        this.parkedObjects = new Object[names.length];
    }

    /** Starts reading the map of one object from an input of {@code length} bytes. */
    void begin(int length) throws IOException {
        keys.begin(length);
        entriesLeft = unpacker.unpackMapHeader();
        next = 0;
        seen = 0;
    }

    /**
     * Skips the entries left after the last field: unknown keys, since every field has been
     * read by now (a known key here is a repeat).
     */
    void finish() throws IOException {
        for (; entriesLeft > 0; entriesLeft--) {
            int i = keys.index(names, 0);
            if (i >= 0) {
                throw KeyMatcher.duplicate(names[i]);
            }
            unpacker.skipValue();
        }
    }

    @Override
    public int readInt() throws IOException {
        int k = next++;
        return seek(k) ? unpacker.unpackInt() : (int) parkedNumber(k);
    }

    @Override
    public double readDouble() throws IOException {
        int k = next++;
        return seek(k) ? unpacker.unpackDouble() : Double.longBitsToDouble(parkedNumber(k));
    }

    @Override
    public String readString() throws IOException {
        int k = next++;
        return seek(k) ? unpacker.unpackString() : (String) parkedObject(k);
    }

    @Override
    public int[] readInts() throws IOException {
        int k = next++;
        return seek(k) ? ints() : (int[]) parkedObject(k);
    }

    @Override
    public double[] readDoubles() throws IOException {
        int k = next++;
        return seek(k) ? doubles() : (double[]) parkedObject(k);
    }

    @Override
    @SuppressWarnings("unchecked")
    public List<Item> readItems() throws IOException {
        int k = next++;
        return seek(k) ? items() : (List<Item>) parkedObject(k);
    }

    /**
     * True when the unpacker stands at field {@code k}'s value; false when that value was parked
     * or the map has no such key.
     */
    private boolean seek(int k) throws IOException {
        long bit = 1L << k;
        if ((seen & bit) != 0) {
            return false;
        }
        while (entriesLeft > 0) {
            entriesLeft--;
            int i = keys.index(names, k);
            if (i == k) {
                seen |= bit;
                return true;
            }
            if (i < 0) {
                unpacker.skipValue();
            } else {
                park(i);
            }
        }
        return false;
    }

    private void park(int i) throws IOException {
        long bit = 1L << i;
        if ((seen & bit) != 0) {
            throw KeyMatcher.duplicate(names[i]);
        }
        seen |= bit;
        switch (kinds[i]) {
            case INT -> parkedNumbers[i] = unpacker.unpackInt();
            case DOUBLE -> parkedNumbers[i] = Double.doubleToRawLongBits(unpacker.unpackDouble());
            case STRING -> parkedObjects[i] = unpacker.unpackString();
            case INTS -> parkedObjects[i] = ints();
            case DOUBLES -> parkedObjects[i] = doubles();
            case ITEMS -> parkedObjects[i] = items();
        }
    }

    private long parkedNumber(int k) {
        return (seen & (1L << k)) != 0 ? parkedNumbers[k] : 0;
    }

    private Object parkedObject(int k) throws MessageFormatException {
        if ((seen & (1L << k)) == 0) {
            throw KeyMatcher.missing(names[k]);
        }
        Object v = parkedObjects[k];
        parkedObjects[k] = null;
        return v;
    }

    private int[] ints() throws IOException {
        int[] a = new int[keys.count(unpacker.unpackArrayHeader())];
        for (int i = 0; i < a.length; i++) {
            a[i] = unpacker.unpackInt();
        }
        return a;
    }

    private double[] doubles() throws IOException {
        double[] a = new double[keys.count(unpacker.unpackArrayHeader())];
        for (int i = 0; i < a.length; i++) {
            a[i] = unpacker.unpackDouble();
        }
        return a;
    }

    private List<Item> items() throws IOException {
        int n = keys.count(unpacker.unpackArrayHeader());
        List<Item> items = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            items.add(item());
        }
        return items;
    }

    private Item item() throws IOException {
        Item item = new Item();
        boolean read = false;
        for (int e = unpacker.unpackMapHeader(); e > 0; e--) {
            if (keys.index(ITEM_KEYS, 0) < 0) {
                unpacker.skipValue();
            } else if (read) {
                throw KeyMatcher.duplicate(Keys.ITEM_FIELD1);
            } else {
                item.field1 = unpacker.unpackString();
                read = true;
            }
        }
        if (!read) {
            throw KeyMatcher.missing(Keys.ITEM_FIELD1);
        }
        return item;
    }

    private static Kind[] kinds(Class<?> type) {
        List<Field> fields = Models.fields(type);
        Kind[] kinds = new Kind[fields.size()];
        for (int i = 0; i < kinds.length; i++) {
            Class<?> t = fields.get(i).getType();
            kinds[i] = t == int.class ? Kind.INT
                    : t == double.class ? Kind.DOUBLE
                    : t == String.class ? Kind.STRING
                    : t == int[].class ? Kind.INTS
                    : t == double[].class ? Kind.DOUBLES
                    : t == List.class ? Kind.ITEMS
                    : null;
            if (kinds[i] == null) {
                throw new IllegalArgumentException("no msgpack reader for " + t + " in " + type.getName());
            }
        }
        return kinds;
    }
}

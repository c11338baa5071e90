package io.serbench.codec.raw;

import io.serbench.codec.handwritten.FieldReader;
import io.serbench.model.Item;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.codec.raw.LittleEndian.DOUBLE;
import static io.serbench.codec.raw.LittleEndian.INT;
import static io.serbench.codec.raw.LittleEndian.LONG;

/**
 * Reads the raw layout (see {@link RawCodec}) from one input array. Every fixed-width read is
 * bounds-checked by the JVM (a truncated input ends in an {@link IndexOutOfBoundsException});
 * every length or count is checked against the bytes left before anything is allocated for it.
 */
final class RawReader implements FieldReader {
    private byte[] buf;
    private int pos;

    void reset(byte[] bytes) {
        buf = bytes;
        pos = 0;
    }

    @Override
    public int readInt() {
        int v = (int) INT.get(buf, pos);
        pos += 4;
        return v;
    }

    long readLong() {
        long v = (long) LONG.get(buf, pos);
        pos += 8;
        return v;
    }

    /** One byte, unsigned. */
    int readByte() {
        return buf[pos++] & 0xff;
    }

    @Override
    public double readDouble() {
        double v = (double) DOUBLE.get(buf, pos);
        pos += 8;
        return v;
    }

    /** Any UTF-8: the JDK decoder copies ASCII with a vectorized check and replaces malformed bytes. */
    @Override
    public String readString() throws IOException {
        int n = count(1);
        String s = new String(buf, pos, n, StandardCharsets.UTF_8);
        pos += n;
        return s;
    }

    @Override
    public int[] readInts() throws IOException {
        int n = count(4);
        int[] a = new int[n];
        byte[] b = buf;
        int p = pos;
        for (int i = 0; i < n; i++) {
            a[i] = (int) INT.get(b, p);
            p += 4;
        }
        pos = p;
        return a;
    }

    @Override
    public double[] readDoubles() throws IOException {
        int n = count(8);
        double[] a = new double[n];
        byte[] b = buf;
        int p = pos;
        for (int i = 0; i < n; i++) {
            a[i] = (double) DOUBLE.get(b, p);
            p += 8;
        }
        pos = p;
        return a;
    }

    @Override
    public List<Item> readItems() throws IOException {
        int n = count(4);
        List<Item> items = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            Item item = new Item();
            item.field1 = readString();
            items.add(item);
        }
        return items;
    }

    /** Jumps over {@code blocks} length-prefixed blocks without looking inside. */
    void skipBlocks(int blocks) throws IOException {
        for (int i = 0; i < blocks; i++) {
            int length = count(1);
            pos += length;
        }
    }

    /** The input must end where the value did. */
    void end() throws IOException {
        if (pos != buf.length) {
            throw new IOException("raw: " + (buf.length - pos) + " bytes after the value");
        }
    }

    /**
     * A length or count from the input, checked against the bytes left: elements of at least
     * {@code unit} bytes each must fit, so a corrupted value fails here instead of allocating.
     */
    int count(int unit) throws IOException {
        int n = readInt();
        int left = buf.length - pos;
        if (n < 0 || n > left / unit) {
            throw new IOException("raw: a count of " + n + " elements of at least " + unit
                    + " bytes, but " + left + " bytes are left");
        }
        return n;
    }
}

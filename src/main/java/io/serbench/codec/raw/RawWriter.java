package io.serbench.codec.raw;

import io.serbench.codec.handwritten.FieldWriter;
import io.serbench.model.Item;
import io.serbench.model.Nested;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static io.serbench.codec.raw.LittleEndian.DOUBLE;
import static io.serbench.codec.raw.LittleEndian.INT;
import static io.serbench.codec.raw.LittleEndian.LONG;

/**
 * Writes the raw layout (see {@link RawCodec}) into one reused array. No capacity checks: every
 * store is bounds-checked by the JVM anyway, and a value too large for the array ends in an
 * {@link IndexOutOfBoundsException} that {@link RawCodec#encode} answers by growing and
 * encoding again.
 */
final class RawWriter implements FieldWriter {
    /**
     * Strings up to this many chars are copied char by char while they are ASCII; longer ones
     * (and any non-ASCII string) go through {@link String#getBytes}. For a few chars the loop
     * saves getBytes' call and its temporary array; for long strings getBytes' vectorized JDK
     * intrinsics (Latin-1 check, copy) beat a loop of one char per iteration. 32 is a round
     * number between the suite's short strings (at most 10 chars) and its long ones (160), not
     * a tuned value.
     */
    static final int COPY_LOOP_MAX = 32;
    private static final int MAX_CAPACITY = 1 << 30;

    private byte[] buf;
    private int pos;

    RawWriter(int capacity) {
        this.buf = new byte[capacity];
    }

    void reset() {
        pos = 0;
    }

    /** A copy of exactly the bytes written since {@link #reset()}. */
    byte[] toByteArray() {
        return Arrays.copyOf(buf, pos);
    }

    int capacity() {
        return buf.length;
    }

    /** After {@code full} (a store past the end): a twice larger array; the content is written again. */
    void grow(IndexOutOfBoundsException full) {
        if (buf.length >= MAX_CAPACITY) {
            throw full;
        }
        buf = new byte[buf.length * 2];
    }

    @Override
    public void writeInt(int v) {
        INT.set(buf, pos, v);
        pos += 4;
    }

    /** 8 bytes little-endian. */
    void writeLong(long v) {
        LONG.set(buf, pos, v);
        pos += 8;
    }

    /** One byte (media's presence bits and enum ordinals). */
    void writeByte(int v) {
        buf[pos++] = (byte) v;
    }

    @Override
    public void writeDouble(double v) {
        DOUBLE.set(buf, pos, v);
        pos += 8;
    }

    /** Byte length, then UTF-8. */
    @Override
    public void writeString(String s) {
        int n = s.length();
        int at = pos + 4;
        if (n <= COPY_LOOP_MAX && copyAscii(s, n, at)) {
            INT.set(buf, pos, n);
            pos = at + n;
            return;
        }
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        INT.set(buf, pos, utf8.length);
        System.arraycopy(utf8, 0, buf, at, utf8.length);
        pos = at + utf8.length;
    }

    /** Copies {@code s} to {@code at} while it is ASCII (one byte per char); false at the first char that is not. */
    private boolean copyAscii(String s, int n, int at) {
        byte[] b = buf;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                return false;
            }
            b[at + i] = (byte) c;
        }
        return true;
    }

    @Override
    public void writeInts(int[] v) {
        byte[] b = buf;
        int p = pos;
        INT.set(b, p, v.length);
        p += 4;
        for (int x : v) {
            INT.set(b, p, x);
            p += 4;
        }
        pos = p;
    }

    @Override
    public void writeDoubles(double[] v) {
        byte[] b = buf;
        int p = pos;
        INT.set(b, p, v.length);
        p += 4;
        for (double x : v) {
            DOUBLE.set(b, p, x);
            p += 8;
        }
        pos = p;
    }

    /** Count, then each item's one field inline: no reader skips an item, so it needs no length of its own. */
    @Override
    public void writeItems(List<Item> v) {
        int n = v.size();
        writeInt(n);
        for (int i = 0; i < n; i++) {
            writeString(v.get(i).field1);
        }
    }

    /** A block: its byte length, then the names (count + strings) and the value. */
    @Override
    public void writeNested(Nested v) {
        int start = pos;
        pos += 4;
        List<String> names = v.names;
        int n = names.size();
        writeInt(n);
        for (int i = 0; i < n; i++) {
            writeString(names.get(i));
        }
        writeInt(v.value);
        INT.set(buf, start, pos - start - 4);
    }
}

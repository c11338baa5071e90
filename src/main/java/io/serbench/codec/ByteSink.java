package io.serbench.codec;

import java.io.OutputStream;
import java.util.Arrays;

/**
 * The one reusable, unsynchronized byte sink that every codec writing to an {@link OutputStream}
 * uses (thrift's transport, avro's encoder, hessian, Java serialization, msgpack, ...), so no
 * library pays for a lock or a growth policy that another does not.
 *
 * <p>{@link java.io.ByteArrayOutputStream} is synchronized on every {@code write}, {@code reset}
 * and {@code toByteArray}; a library that writes a byte at a time (thrift's compact protocol
 * writes each field header and varint separately) would pay that lock per byte. This sink is
 * the same contract without the lock: {@link #reset()} keeps the buffer, so after the first op
 * of a case an encode never grows it again (see {@code docs/METHODOLOGY.md}, "Fairness").
 */
public final class ByteSink extends OutputStream {
    /** Large enough for every case of the suite's fixed scenarios, so reuse never regrows. */
    public static final int DEFAULT_CAPACITY = 8 * 1024;

    private byte[] buf;
    private int size;

    public ByteSink() {
        this(DEFAULT_CAPACITY);
    }

    public ByteSink(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive, got " + capacity);
        }
        this.buf = new byte[capacity];
    }

    @Override
    public void write(int b) {
        if (size == buf.length) {
            grow(size + 1);
        }
        buf[size++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        if ((off | len | (b.length - off - len)) < 0) {
            throw new IndexOutOfBoundsException("off=" + off + " len=" + len + " length=" + b.length);
        }
        if (size + len > buf.length) {
            grow(size + len);
        }
        System.arraycopy(b, off, buf, size, len);
        size += len;
    }

    /** Forgets the content, keeps the buffer. */
    public void reset() {
        size = 0;
    }

    public int size() {
        return size;
    }

    /** Current buffer length: tests check that a case's encode never grows it after the first op. */
    public int capacity() {
        return buf.length;
    }

    /** A copy of exactly the bytes written since the last reset: the codec's encode output. */
    public byte[] toByteArray() {
        return Arrays.copyOf(buf, size);
    }

    private void grow(int needed) {
        if (needed < 0) {
            throw new OutOfMemoryError("byte sink larger than 2 GiB");
        }
        int next = Math.max(needed, buf.length << 1);
        buf = Arrays.copyOf(buf, next < 0 ? Integer.MAX_VALUE - 8 : next);
    }
}

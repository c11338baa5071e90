package io.serbench.hostile;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** A little builder for hand-crafted inputs: raw bytes, ASCII text, varints, repetition. */
final class Bytes {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    static Bytes of() {
        return new Bytes();
    }

    /** Each int is one byte (0x00..0xFF). */
    Bytes raw(int... bytes) {
        for (int b : bytes) {
            if (b < 0 || b > 0xFF) {
                throw new IllegalArgumentException("not a byte: " + b);
            }
            out.write(b);
        }
        return this;
    }

    Bytes raw(byte[] bytes) {
        out.writeBytes(bytes);
        return this;
    }

    Bytes ascii(String s) {
        for (char c : s.toCharArray()) {
            if (c > 0x7F) {
                throw new IllegalArgumentException("not ASCII: " + s);
            }
        }
        out.writeBytes(s.getBytes(StandardCharsets.US_ASCII));
        return this;
    }

    /** Unsigned base-128 varint, low group first (protobuf, thrift compact, kryo, avro all use this layout). */
    Bytes varint(long value) {
        long v = value;
        while ((v & ~0x7FL) != 0) {
            out.write((int) ((v & 0x7F) | 0x80));
            v >>>= 7;
        }
        out.write((int) v);
        return this;
    }

    /** Zigzag then varint: avro's int/long, thrift compact's i16/i32/i64. */
    Bytes zigzag(long value) {
        return varint((value << 1) ^ (value >> 63));
    }

    /** Big-endian, {@code n} bytes of {@code value} (msgpack, CBOR, Hessian, Java serialization, JSONB). */
    Bytes be(int n, long value) {
        for (int i = n - 1; i >= 0; i--) {
            out.write((int) (value >>> (8 * i)) & 0xFF);
        }
        return this;
    }

    /** Little-endian, {@code n} bytes of {@code value} (BSON, Fory). */
    Bytes le(int n, long value) {
        for (int i = 0; i < n; i++) {
            out.write((int) (value >>> (8 * i)) & 0xFF);
        }
        return this;
    }

    /** Little-endian 32-bit int (BSON). */
    Bytes le32(int value) {
        return le(4, value);
    }

    /** The same bytes {@code times} times. */
    Bytes repeat(int times, int... bytes) {
        for (int i = 0; i < times; i++) {
            raw(bytes);
        }
        return this;
    }

    /** Zero bytes up to the next multiple of {@code unit} (Cap'n Proto's 8-byte words). */
    Bytes padTo(int unit) {
        while (out.size() % unit != 0) {
            out.write(0);
        }
        return this;
    }

    byte[] bytes() {
        return out.toByteArray();
    }

    int size() {
        return out.size();
    }
}

package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Smile, Jackson's binary JSON, read by its Smile mapper into the canonical classes. Every
 * input but the empty one starts with the header {@code 3A 29 0A 00} (":)\n", version 0, no
 * shared names or values, no raw binary), which the parser requires by default. Tokens from
 * the Smile format specification: {@code FA}/{@code FB} start/end object, {@code F8}/{@code F9}
 * start/end array; a key of n ASCII bytes (1–64) is {@code 80 + n − 1} then the bytes; a value
 * string of n ASCII bytes (1–32) is {@code 40 + n − 1}, of n UTF-8 bytes (2–33)
 * {@code 80 + n − 2}; {@code 24} an int32 as a zigzag VInt; {@code E8} binary data, 7 bits per
 * byte, after a VInt of its decoded length. A VInt is big-endian 7-bit groups, the last byte
 * with its high bit set and 6 bits of value. Inputs, at fields=1:
 *
 * <ul>
 * <li>length, object reader: {@code FA 85 "field1" E8 0F 7F 7F 7F BF 00 40 40 03 FB}: binary
 * data claiming 2^31 − 1 bytes, 3 behind (01 02 03 in 7-bit form). Jackson reads binary into a
 * String property as its base64 text.</li>
 * <li>depth, skip reader: {@code FA 83 "deep"}, {@code F8} 100,000 times, {@code F9} as many,
 * {@code 83 "keep" 42 "396" FB}: a property the reader skips.</li>
 * <li>number, int reader: {@code FA 85 "field1" 24}, a 16-byte VInt (fifteen {@code 00} then
 * {@code 81}: the value 1, zigzag −1), {@code FB}.</li>
 * <li>duplicate, object reader: {@code FA 85 "field1" 44 "first" 85 "field1" 45 "second" FB}.</li>
 * <li>invalid UTF-8, object reader: {@code FA 85 "field1" 8C} + {@link Payloads#utf8} + {@code FB}.</li>
 * <li>trailing garbage, int reader: {@code FA 85 "field1" 24 01 94 FB} (field1 = 42), then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class SmileWire implements WireFormat {
    static final SmileWire INSTANCE = new SmileWire();

    private static final int START_OBJECT = 0xFA;
    private static final int END_OBJECT = 0xFB;
    private static final int START_ARRAY = 0xF8;
    private static final int END_ARRAY = 0xF9;
    private static final int KEY_ASCII = 0x80;
    private static final int TINY_ASCII = 0x40;
    private static final int TINY_UNICODE = 0x80;
    private static final int INT32 = 0x24;
    private static final int BINARY_7BIT = 0xE8;

    private SmileWire() {
    }

    @Override
    public String name() {
        return "Smile";
    }

    /** The header, then an object's start. */
    private static Bytes object() {
        return Bytes.of().raw(':', ')', '\n', 0x00).raw(START_OBJECT);
    }

    private static Bytes key(Bytes b, String ascii) {
        return b.raw(KEY_ASCII + ascii.length() - 1).ascii(ascii);
    }

    /** A value string of 1–32 ASCII bytes. */
    private static Bytes ascii(Bytes b, String ascii) {
        if (ascii.isEmpty() || ascii.length() > 32) {
            throw new IllegalArgumentException(ascii);
        }
        return b.raw(TINY_ASCII + ascii.length() - 1).ascii(ascii);
    }

    /** An unsigned VInt: 7-bit groups, most significant first, the last byte 0x80 | 6 bits. */
    static Bytes vint(Bytes b, long value) {
        long rest = value >>> 6;
        int groups = 0;
        for (long r = rest; r != 0; r >>>= 7) {
            groups++;
        }
        for (int g = groups - 1; g >= 0; g--) {
            b.raw((int) (rest >>> (7 * g)) & 0x7F);
        }
        return b.raw(0x80 | (int) (value & 0x3F));
    }

    private static long zigzag(int v) {
        return ((long) v << 1 ^ (v >> 31)) & 0xFFFFFFFFL;
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = key(object(), "field1").raw(BINARY_7BIT);
                vint(b, p.claimed).raw(0x00, 0x40, 0x40, 0x03).raw(END_OBJECT);
                return new Craft.Input(Shape.OBJECT, b.bytes(),
                        "{\"field1\": binary (E8) of 2^31 − 1 bytes (VInt 0F 7F 7F 7F BF), 3 behind}",
                        Judge.accepted(), "Strings1{field1=\"AQID\"}");
            }
            case DEPTH: {
                Bytes b = key(object(), "deep").repeat(p.depth, START_ARRAY).repeat(p.depth, END_ARRAY);
                ascii(key(b, "keep"), "396").raw(END_OBJECT);
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: {\"deep\": [[[…]]], \"keep\": \"396\"}, 100,000 nested arrays (F8×100000 F9×100000)",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER: {
                Bytes b = key(object(), "field1").raw(INT32).repeat(p.varint.length - 1, 0x00).raw(0x81).raw(END_OBJECT);
                return new Craft.Input(Shape.INT, b.bytes(),
                        "{\"field1\": int32 (24) as a 16-byte VInt 00×15 81 (the value 1, zigzag −1)}",
                        Judge.accepted(), "Ints1{field1=-1}");
            }
            case DUPLICATE: {
                Bytes b = key(object(), "field1");
                ascii(b, p.first);
                key(b, "field1");
                ascii(b, Payloads.SECOND).raw(END_OBJECT);
                return new Craft.Input(Shape.OBJECT, b.bytes(), "{\"field1\": \"first\", \"field1\": \"second\"}",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), "Strings1{field1=\"second\"}");
            }
            case UTF8: {
                Bytes b = key(object(), "field1").raw(TINY_UNICODE + p.utf8.length - 2).raw(p.utf8).raw(END_OBJECT);
                return Craft.invalidUtf8(b.bytes(), "{\"field1\": Unicode string of 14 bytes (8C): " + Payloads.UTF8_HOW + "}");
            }
            case TRAILING: {
                Bytes b = key(object(), "field1").raw(INT32);
                vint(b, zigzag(42)).raw(END_OBJECT).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "{\"field1\": 42} (24 01 94), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * CBOR (RFC 8949), read by Jackson's CBOR mapper into the canonical classes. An item's first
 * byte is its major type (top 3 bits: 0 unsigned int, 2 byte string, 3 text string, 4 array,
 * 5 map, 6 tag) and a 5-bit argument: the value itself up to 23, or 26 for a 4-byte big-endian
 * value behind it. Tag 2 marks a byte string as an unsigned bignum. Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code A1 66 "field1" 9A 7F FF FF FF 01 02 03}: an array
 * claiming 2^31 − 1 items, 3 items behind.</li>
 * <li>depth, skip reader: {@code A2 64 "deep"}, {@code 81} (an array of one) 99,999 times and
 * {@code 80}, then {@code 64 "keep" 63 "396"}: a property the reader skips.</li>
 * <li>number, double reader: {@code A1 66 "field1" C2 5A} + a 4-byte length + that many
 * {@code FF} bytes: a bignum of 415,241 bytes, 2^3321928 − 1, which has 1,000,000 decimal
 * digits (the CBOR counterpart of the JSON input).</li>
 * <li>duplicate, object reader: {@code A2 66 "field1" 65 "first" 66 "field1" 66 "second"}.</li>
 * <li>invalid UTF-8, object reader: {@code A1 66 "field1" 6E} + {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code A1 66 "field1" 18 2A} (field1 = 42) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class CborWire implements WireFormat {
    static final CborWire INSTANCE = new CborWire();

    private static final int UINT = 0x00;
    private static final int BYTES = 0x40;
    private static final int TEXT = 0x60;
    private static final int ARRAY = 0x80;
    private static final int MAP = 0xA0;
    private static final int TAG = 0xC0;
    /** Argument 24: a 1-byte value follows; 26: a 4-byte value follows. */
    private static final int ONE_BYTE = 24;
    private static final int FOUR_BYTES = 26;
    private static final int POSITIVE_BIGNUM = 2;

    private CborWire() {
    }

    @Override
    public String name() {
        return "CBOR";
    }

    /** A text string of up to 23 bytes (argument in the first byte). */
    private static Bytes text(Bytes b, byte[] s) {
        if (s.length > 23) {
            throw new IllegalArgumentException("too long for a 1-byte header: " + s.length);
        }
        return b.raw(TEXT | s.length).raw(s);
    }

    private static Bytes text(Bytes b, String ascii) {
        return text(b, Bytes.of().ascii(ascii).bytes());
    }

    /** Bytes of a bignum of {@code digits} decimal digits: 2^(8n) − 1 has floor(8n·log10 2) + 1 of them. */
    static int bignumBytes(int digits) {
        return (int) (digits / (8 * Math.log10(2)));
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = text(Bytes.of().raw(MAP | 1), "field1").raw(ARRAY | FOUR_BYTES).be(4, p.claimed).raw(1, 2, 3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "{\"field1\": array of 2^31 − 1 items (9A 7F FF FF FF), 3 items behind}",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                Bytes b = text(Bytes.of().raw(MAP | 2), "deep").repeat(p.depth - 1, ARRAY | 1).raw(ARRAY);
                text(text(b, "keep"), "396");
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: {\"deep\": 100,000 nested arrays (81×99999 80), \"keep\": \"396\"}",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER: {
                int n = bignumBytes(p.digits);
                Bytes b = text(Bytes.of().raw(MAP | 1), "field1").raw(TAG | POSITIVE_BIGNUM, BYTES | FOUR_BYTES).be(4, n)
                        .repeat(n, 0xFF);
                return new Craft.Input(Shape.DOUBLE, b.bytes(),
                        "{\"field1\": bignum (C2 5A) of 415,241 bytes FF…FF: 2^3321928 − 1, 1,000,000 digits}",
                        Judge.number("field1"), "Doubles1{field1=4.294967295E9}");
            }
            case DUPLICATE: {
                Bytes b = text(Bytes.of().raw(MAP | 2), "field1");
                text(b, p.first);
                text(b, "field1");
                text(b, Payloads.SECOND);
                return new Craft.Input(Shape.OBJECT, b.bytes(), "{\"field1\": \"first\", \"field1\": \"second\"}",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), "Strings1{field1=\"second\"}");
            }
            case UTF8: {
                Bytes b = text(Bytes.of().raw(MAP | 1), "field1");
                text(b, p.utf8);
                return Craft.invalidUtf8(b.bytes(), "{\"field1\": text of 14 bytes (6E): " + Payloads.UTF8_HOW + "}");
            }
            case TRAILING: {
                Bytes b = text(Bytes.of().raw(MAP | 1), "field1").raw(UINT | ONE_BYTE, 42).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "{\"field1\": 42} (A1 66 field1 18 2A), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

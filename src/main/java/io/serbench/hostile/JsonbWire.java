package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * fastjson2's JSONB, as the {@code fastjson2-jsonb} codec reads it: positional (an object is an
 * array of its property values, {@code BeanToArray}/{@code SupportArrayToBean}) except in the
 * skip scenario, which is keyed (an object is {@code A6}, name/value pairs, {@code A5}). Type
 * bytes from JSONB's {@code Constants}: {@code 94 + n} an array of n (0–15) items, {@code A4}
 * an array whose item count follows as an int; ints from −16 to 47 are that one byte,
 * {@code 48} a 4-byte big-endian int; {@code 49 + n} an ASCII string of n (0–47) bytes,
 * {@code 7A} a UTF-8 string (byte length as an int, then the bytes); {@code B9} a decimal
 * (scale, then unscaled value), {@code BB} a big integer (byte length as an int, then its
 * two's-complement bytes, big-endian). Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code 95} (the object, one value) {@code A4 48 7F FF FF FF
 * 01 02 03}: field1, an array claiming 2^31 − 1 items, 3 items behind.</li>
 * <li>depth, skip reader (keyed): {@code A6 4D "deep"}, {@code 95} (an array of one) 99,999
 * times and {@code 94}, then {@code 4D "keep" 4C "396" A5}: a property the reader skips.</li>
 * <li>number, double reader: {@code 95 B9 00 BB 48} + a length + {@code 00} and that many − 1
 * {@code FF} bytes: a decimal of scale 0 whose unscaled value is 2^3321928 − 1, which has
 * 1,000,000 decimal digits.</li>
 * <li>duplicate, skip reader (the only keyed one): {@code A6 4D "keep" 4E "first" 4D "keep"
 * 4F "second" A5}.</li>
 * <li>invalid UTF-8, object reader: {@code 95 7A 0E} + {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code 95 2A} (field1 = 42), then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class JsonbWire implements WireFormat {
    static final JsonbWire INSTANCE = new JsonbWire();

    private static final int ARRAY_FIX_0 = 0x94;
    private static final int ARRAY = 0xA4;
    private static final int OBJECT = 0xA6;
    private static final int OBJECT_END = 0xA5;
    private static final int INT32 = 0x48;
    private static final int STR_ASCII_FIX_0 = 0x49;
    private static final int STR_UTF8 = 0x7A;
    private static final int DECIMAL = 0xB9;
    private static final int BIGINT = 0xBB;

    private JsonbWire() {
    }

    @Override
    public String name() {
        return "JSONB";
    }

    /** An ASCII string of up to 47 bytes. */
    private static Bytes ascii(Bytes b, String s) {
        if (s.length() > 47) {
            throw new IllegalArgumentException(s);
        }
        return b.raw(STR_ASCII_FIX_0 + s.length()).ascii(s);
    }

    /** An int in JSONB's one-byte form (−16 to 47; only non-negative ones here). */
    private static int small(int v) {
        if (v < 0 || v > 47) {
            throw new IllegalArgumentException(String.valueOf(v));
        }
        return v;
    }

    /** A positional object of one value: an array of one item; the value follows. */
    private static Bytes positional() {
        return Bytes.of().raw(ARRAY_FIX_0 + 1);
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = positional().raw(ARRAY, INT32).be(4, p.claimed).raw(1, 2, 3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "[field1] (positional): an array of 2^31 − 1 items (A4 48 7F FF FF FF), 3 items behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                Bytes b = ascii(Bytes.of().raw(OBJECT), "deep").repeat(p.depth - 1, ARRAY_FIX_0 + 1).raw(ARRAY_FIX_0);
                ascii(ascii(b, "keep"), "396").raw(OBJECT_END);
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader (keyed): {\"deep\": 100,000 nested arrays (95×99999 94), \"keep\": \"396\"}",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER: {
                int n = CborWire.bignumBytes(p.digits);
                Bytes b = positional().raw(DECIMAL, small(0), BIGINT, INT32).be(4, n + 1).raw(0x00).repeat(n, 0xFF);
                // the reader turns a decimal into a double through BigDecimal.intValue(): the control's 2^32 − 1 reads as −1
                return new Craft.Input(Shape.DOUBLE, b.bytes(),
                        "[field1] (positional): a decimal (B9) of scale 0, unscaled a big integer (BB) of 415,242 bytes "
                                + "00 FF…FF: 2^3321928 − 1, 1,000,000 digits",
                        Judge.number("field1"), "Doubles1{field1=-1.0}");
            }
            case DUPLICATE: {
                Bytes b = ascii(Bytes.of().raw(OBJECT), "keep");
                ascii(b, p.first);
                ascii(b, "keep");
                ascii(b, Payloads.SECOND).raw(OBJECT_END);
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader (keyed, the only reader with names on the wire): {\"keep\": \"first\", \"keep\": \"second\"}",
                        Judge.duplicate("keep", p.first, Payloads.SECOND), "SkipReader{keep=\"second\"}");
            }
            case UTF8: {
                Bytes b = positional().raw(STR_UTF8, small(p.utf8.length)).raw(p.utf8);
                return Craft.invalidUtf8(b.bytes(), "[field1] (positional): UTF-8 string of 14 bytes (7A 0E): " + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = positional().raw(small(42)).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "[42] (95 2A), then \"garbage\"", Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

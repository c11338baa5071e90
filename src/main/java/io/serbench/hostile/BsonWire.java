package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * BSON (bsonspec.org), read by the {@code bson} codec's POJO codec. A document is its total
 * length (int32, little-endian, itself included), its elements, and {@code 00}; an element is a
 * type byte, the name as a NUL-terminated C string, and the value: int32 {@code 10} (4 bytes),
 * string {@code 02} (int32 length counting the trailing NUL, the UTF-8 bytes, {@code 00}), array
 * {@code 04} (a document keyed "0", "1", …). Inputs, at fields=1:
 *
 * <ul>
 * <li>length, object reader: string {@code field1} whose length says 2^31 − 1
 * ({@code FF FF FF 7F}), 3 bytes behind ("ab" and its NUL), in a document of the right length.</li>
 * <li>depth, skip reader: {@code deep} holding 100,000 nested arrays (each {@code [0]} of the
 * next, the innermost empty, every length right), then {@code keep = "396"}: a field the
 * reader does not have, which the POJO codec skips.</li>
 * <li>number: not applicable, BSON numbers have fixed widths.</li>
 * <li>duplicate, object reader: string {@code field1} twice, "first" then "second".</li>
 * <li>invalid UTF-8, object reader: string {@code field1} of length 15: {@link Payloads#utf8} and its NUL.</li>
 * <li>trailing garbage, int reader: {@code 11 00 00 00 10 "field1" 00 2A 00 00 00 00}
 * (field1 = 42), then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class BsonWire implements WireFormat {
    static final BsonWire INSTANCE = new BsonWire();

    private static final int STRING = 0x02;
    private static final int ARRAY = 0x04;
    private static final int INT32 = 0x10;

    private BsonWire() {
    }

    @Override
    public String name() {
        return "BSON";
    }

    /** A document around {@code elements}: length (with itself and the final NUL), elements, NUL. */
    private static Bytes document(Bytes elements) {
        return Bytes.of().le32(elements.size() + 5).raw(elements.bytes()).raw(0);
    }

    /** An element's type and name. */
    private static Bytes name(Bytes b, int type, String name) {
        return b.raw(type).ascii(name).raw(0);
    }

    /** A string element: its length counts the trailing NUL. */
    private static Bytes string(Bytes b, String name, byte[] value) {
        return name(b, STRING, name).le32(value.length + 1).raw(value).raw(0);
    }

    private static Bytes string(Bytes b, String name, String ascii) {
        return string(b, name, Bytes.of().ascii(ascii).bytes());
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = name(Bytes.of(), STRING, "field1").le32((int) p.claimed).ascii("ab").raw(0);
                return new Craft.Input(Shape.OBJECT, document(b).bytes(),
                        "string field1 of 2^31 − 1 bytes (int32 FF FF FF 7F), 3 bytes behind (\"ab\" and its NUL)",
                        Judge.accepted(), "Strings1{field1=\"ab\"}");
            }
            case DEPTH: {
                // level k (the innermost, empty, is level 0) is 5 + 8k bytes: length, 04 "0" 00, level k − 1, 00
                Bytes b = name(Bytes.of(), ARRAY, "deep");
                for (int level = p.depth - 1; level > 0; level--) {
                    name(b.le32(5 + 8 * level), ARRAY, "0");
                }
                b.le32(5).raw(0).repeat(p.depth - 1, 0);
                string(b, "keep", "396");
                return new Craft.Input(Shape.SKIP, document(b).bytes(),
                        "skip reader: {deep: [[[…]]], keep: \"396\"}, 100,000 nested arrays in a field it skips",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER:
                return Craft.fixedWidthNumbers("(int32, int64, double, decimal128)");
            case DUPLICATE: {
                Bytes b = string(Bytes.of(), "field1", p.first);
                string(b, "field1", Payloads.SECOND);
                return new Craft.Input(Shape.OBJECT, document(b).bytes(), "string field1 twice: \"first\", then \"second\"",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), "Strings1{field1=\"second\"}");
            }
            case UTF8:
                return Craft.invalidUtf8(document(string(Bytes.of(), "field1", p.utf8)).bytes(),
                        "string field1: " + Payloads.UTF8_HOW);
            case TRAILING: {
                Bytes b = document(name(Bytes.of(), INT32, "field1").le32(42)).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "{field1: int32 42} (17 bytes), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

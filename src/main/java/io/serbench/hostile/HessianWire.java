package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Hessian 2 (the Hessian 2.0 serialization grammar), read by the {@code hessian} codec's
 * {@code Hessian2Input.readObject(readerClass)}. An object is a class definition {@code 'C'}
 * (the class name, a field count, the field names) and an instance {@code 60} (of definition 0)
 * with the field values in that order. A string of up to 31 characters is its length (in
 * UTF-16 units, not bytes) then its UTF-8 bytes; an int from −16 to 47 is the one byte
 * {@code 90 + n}; {@code 'I'} is a 4-byte big-endian int; {@code 'V'} a typed list of fixed
 * length (type, length int, values); {@code 78 + n} an untyped list of n (0–7) values. The class
 * names are the canonical ones, which the codec's allow-list admits. Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code IntLists1} whose {@code field1} is
 * {@code 'V' 04 "[int" 'I' 7F FF FF FF 91 92 93}: an {@code int[]} of 2^31 − 1, 3 values behind.</li>
 * <li>depth, skip reader: {@code SkipReader} defined with fields {@code deep} and {@code keep};
 * {@code deep} holds 100,000 nested untyped lists ({@code 79} 99,999 times, then {@code 78}),
 * a field the class does not have, which Hessian reads as an untyped value and drops.</li>
 * <li>number: not applicable, Hessian numbers have fixed forms.</li>
 * <li>duplicate, object reader: {@code Strings1} defined with fields {@code field1, field1},
 * then "first" and "second".</li>
 * <li>invalid UTF-8, object reader: {@code Strings1}, {@code field1} = {@code 09} (9 characters)
 * + {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code Ints1}, {@code field1} = {@code BA} (42), then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class HessianWire implements WireFormat {
    static final HessianWire INSTANCE = new HessianWire();

    private static final int CLASS_DEF = 'C';
    private static final int INSTANCE_0 = 0x60;
    private static final int INT_ZERO = 0x90;
    private static final int INT32 = 'I';
    private static final int TYPED_LIST = 'V';
    private static final int UNTYPED_LIST_0 = 0x78;

    private HessianWire() {
    }

    @Override
    public String name() {
        return "Hessian 2";
    }

    /** A string of up to 31 characters, all ASCII. */
    private static Bytes string(Bytes b, String ascii) {
        return string(b, ascii.length(), Bytes.of().ascii(ascii).bytes());
    }

    private static Bytes string(Bytes b, int chars, byte[] utf8) {
        if (chars > 31) {
            throw new IllegalArgumentException("not a short string: " + chars);
        }
        return b.raw(chars).raw(utf8);
    }

    /** A class definition of a canonical class, then the start of its instance; the field values follow. */
    private static Bytes instance(Class<?> type, String... fields) {
        Bytes b = string(Bytes.of().raw(CLASS_DEF), type.getName()).raw(INT_ZERO + fields.length);
        for (String f : fields) {
            string(b, f);
        }
        return b.raw(INSTANCE_0);
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = instance(Shape.LIST_INT.readerClass(1), "field1").raw(TYPED_LIST);
                string(b, "[int").raw(INT32).be(4, p.claimed).raw(INT_ZERO + 1, INT_ZERO + 2, INT_ZERO + 3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "IntLists1, field1 = int[] of 2^31 − 1 ('V' \"[int\" 'I' 7F FF FF FF), 3 values behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                Bytes b = instance(Shape.SKIP.readerClass(1), "deep", "keep")
                        .repeat(p.depth - 1, UNTYPED_LIST_0 + 1).raw(UNTYPED_LIST_0);
                string(b, "396");
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: SkipReader with an unknown field deep holding 100,000 nested lists (79×99999 78), then keep",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER:
                return Craft.fixedWidthNumbers("(an int is 1, 2, 3 or 5 bytes, by its first byte)");
            case DUPLICATE: {
                Bytes b = instance(Shape.OBJECT.readerClass(1), "field1", "field1");
                string(string(b, p.first), Payloads.SECOND);
                return new Craft.Input(Shape.OBJECT, b.bytes(), "Strings1 defined with field1 twice: \"first\", then \"second\"",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), "Strings1{field1=\"second\"}");
            }
            case UTF8: {
                Bytes b = string(instance(Shape.OBJECT.readerClass(1), "field1"), Payloads.UTF8_CHARS, p.utf8);
                return Craft.invalidUtf8(b.bytes(), "Strings1, field1 = 9 characters (09): " + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = instance(Shape.INT.readerClass(1), "field1").raw(INT_ZERO + 42).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "Ints1, field1 = 42 (BA), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

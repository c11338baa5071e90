package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * The suite's hand-written floor layout ({@code RawCodec}): an object is its fields in
 * declaration order and nothing else; ints are 4 bytes little-endian, doubles 8; a string is an
 * int byte length and its UTF-8; an {@code int[]} an int count and the elements; the skip
 * scenario's nested objects are length-prefixed blocks the reader jumps over. Inputs, at
 * fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code FF FF FF 7F} (a count of 2^31 − 1), 3 ints behind.</li>
 * <li>depth: not applicable (see the reason).</li>
 * <li>number: not applicable, numbers are fixed-width.</li>
 * <li>duplicate: not applicable, fields are positional.</li>
 * <li>invalid UTF-8, object reader: {@code 0E 00 00 00} then {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code 2A 00 00 00} (field1 = 42) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class RawWire implements WireFormat {
    static final RawWire INSTANCE = new RawWire();

    private RawWire() {
    }

    @Override
    public String name() {
        return "raw";
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = Bytes.of().le32((int) p.claimed).le32(1).le32(2).le32(3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(), "int[] field1: a count of 2^31 − 1 (FF FF FF 7F), 3 ints behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH:
                return new Craft.NotApplicable("no nesting on the wire beyond the classes': an object is its fields in "
                        + "order, and the skip scenario's nested objects are length-prefixed blocks the reader jumps over "
                        + "without looking inside");
            case NUMBER:
                return Craft.fixedWidthNumbers("little-endian (an int is 4 bytes, a double 8)");
            case DUPLICATE:
                return new Craft.NotApplicable("fields are positional: no names or tags on the wire to repeat");
            case UTF8: {
                Bytes b = Bytes.of().le32(p.utf8.length).raw(p.utf8);
                return Craft.invalidUtf8(b.bytes(), "string field1 of " + p.utf8.length + " bytes: " + Payloads.UTF8_HOW);
            }
            case TRAILING:
                return new Craft.Input(Shape.INT, Bytes.of().le32(42).ascii(p.garbage).bytes(),
                        "field1 = 42 (2A 00 00 00), then \"garbage\"", Judge.trailing(), "Ints1{field1=42}");
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Avro's binary encoding, read by specific records generated from {@code src/main/avro}. Ints
 * and lengths are zigzag varints; an array is blocks of (count, items) ended by a count of 0;
 * a record is its fields in schema order, with no names, tags or end marker. Inputs, at
 * fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code FE FF FF FF 0F 02 04 06 00}: an array block claiming
 * 2^31 − 1 items, 3 items behind.</li>
 * <li>depth: not applicable, the schema fixes the depth (see the reason).</li>
 * <li>number, int reader: {@link Payloads#varint}.</li>
 * <li>duplicate: not applicable, fields are positional.</li>
 * <li>invalid UTF-8, object reader: {@code 1C} (length 14) + {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code 54} (field1 = 42) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class AvroWire implements WireFormat {
    static final AvroWire INSTANCE = new AvroWire();

    private AvroWire() {
    }

    @Override
    public String name() {
        return "avro binary";
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = Bytes.of().zigzag(p.claimed).zigzag(1).zigzag(2).zigzag(3).zigzag(0);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "array<int> block of 2^31 − 1 items (zigzag varint FE FF FF FF 0F), 3 items behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH:
                return new Craft.NotApplicable("no nesting on the wire beyond the schema's: a record is its fields in "
                        + "schema order, and the readers' schemas are not recursive");
            case NUMBER:
                return new Craft.Input(Shape.INT, p.varint.clone(), "int field1 as a " + Payloads.VARINT_HOW,
                        Judge.accepted(), "Ints1{field1=-1}");
            case DUPLICATE:
                return new Craft.NotApplicable("fields are positional: no names or tags on the wire to repeat");
            case UTF8: {
                Bytes b = Bytes.of().zigzag(p.utf8.length).raw(p.utf8);
                return Craft.invalidUtf8(b.bytes(), "string field1: " + Payloads.UTF8_HOW);
            }
            case TRAILING:
                return Craft.bareIntThenGarbage(p);
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

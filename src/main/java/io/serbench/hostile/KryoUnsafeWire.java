package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * {@code kryo-unsafe}'s format: {@link KryoWire}'s, except where variable-length encoding off
 * changes the bytes. Int and long fields and the elements of {@code int[]} are fixed-width in the
 * machine's order (little-endian here); lengths, collection sizes, class ids and strings stay
 * varints, as Kryo writes them with {@code writeVarInt} whatever the setting. So:
 *
 * <ul>
 * <li>length, list(int) reader: the same claimed length as for kryo ({@code 80 80 80 80 08}),
 * then 3 elements of 4 bytes each.</li>
 * <li>number: not applicable, an int is always 4 bytes.</li>
 * <li>trailing garbage, int reader: field1 = 42 as 4 bytes, then {@code "garbage"}.</li>
 * <li>depth, duplicate, invalid UTF-8, empty: as for kryo (no fixed-width number in them).</li>
 * </ul>
 */
final class KryoUnsafeWire implements WireFormat {
    static final KryoUnsafeWire INSTANCE = new KryoUnsafeWire();

    private KryoUnsafeWire() {
    }

    @Override
    public String name() {
        return "kryo (Unsafe, fixed-width)";
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = Bytes.of().varint(p.claimed + 1).le32(1).le32(2).le32(3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "int[] field1 of 2^31 − 1 elements (length + 1 = 2^31: varint 80 80 80 80 08), 3 fixed-width elements behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case NUMBER:
                return Craft.fixedWidthNumbers("in the machine's order (an int is 4 bytes, a long 8) with variable-length encoding off");
            case TRAILING:
                return new Craft.Input(Shape.INT, Bytes.of().le32(42).ascii(p.garbage).bytes(),
                        "field1 = 42 (2A 00 00 00), then \"garbage\"", Judge.trailing(), "Ints1{field1=42}");
            default:
                return KryoWire.INSTANCE.craft(input, library, p);
        }
    }
}

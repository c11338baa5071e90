package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * FlatBuffers, read by flatbuffers-java's generated tables for {@code src/main/fbs}. Little-endian
 * throughout. A buffer starts with a u32 offset to its root table; a table starts with an i32
 * soffset back to its vtable (vtable = table − soffset), then its fields; a vtable is a u16 of
 * its own size, a u16 of the table's size, then one u16 per field id, that field's offset inside
 * the table (0: absent). A string or vector field holds a u32 offset (relative to the field) to
 * a u32 length followed by the elements (a string's bytes then a NUL). Every input here is one
 * root table with field 0 present:
 * <pre>
 *   0   0C 00 00 00          root table at 12
 *   4   06 00 08 00 04 00    vtable: 6 bytes, table 8 bytes, field 0 at table + 4
 *   10  00 00                padding
 *   12  08 00 00 00          table: its vtable at 12 − 8 = 4
 *   16  field 0              an int, or 04 00 00 00: the string or vector at 16 + 4 = 20
 *   20  length, elements     (string or vector only)
 * </pre>
 * Inputs, at fields=1:
 * <ul>
 * <li>length, list(int) reader: field1 a vector whose length is 2^31 − 1 ({@code FF FF FF 7F}),
 * 3 ints behind.</li>
 * <li>depth: not applicable (see the reason).</li>
 * <li>number: not applicable, numbers are fixed-width.</li>
 * <li>duplicate: not applicable, a field id is a vtable slot.</li>
 * <li>invalid UTF-8, object reader: field1 a string of length 14, {@link Payloads#utf8}, NUL.</li>
 * <li>trailing garbage, int reader: field1 = 42 then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class FlatBuffersWire implements WireFormat {
    static final FlatBuffersWire INSTANCE = new FlatBuffersWire();

    private static final int TABLE = 12;
    private static final int FIELD = 16;

    private FlatBuffersWire() {
    }

    @Override
    public String name() {
        return "FlatBuffers";
    }

    /** The root table, up to and without its field 0. */
    private static Bytes rootTable() {
        return Bytes.of().le32(TABLE)
                .le(2, 6).le(2, 8).le(2, FIELD - TABLE)
                .le(2, 0)
                .le32(TABLE - 4);
    }

    /** A root table whose field 0 is an offset to {@code body} (a string's or a vector's length and elements). */
    private static Bytes withOffsetField(Bytes body) {
        return rootTable().le32(4).raw(body.bytes());
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = withOffsetField(Bytes.of().le32((int) p.claimed).le32(1).le32(2).le32(3));
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "root table, field1 a [int] vector of length 2^31 − 1 (FF FF FF 7F), 3 ints behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH:
                return new Craft.NotApplicable("no nesting the reader walks: the schema has no recursive table, and a "
                        + "reader follows only the offsets of the fields it reads; the bytes of a field it does not know "
                        + "are never visited, so no depth placed there reaches the decoder");
            case NUMBER:
                return Craft.fixedWidthNumbers("little-endian (an int is 4 bytes, a double 8)");
            case DUPLICATE:
                return new Craft.NotApplicable("a field id is its slot in the table's vtable: one slot, one offset, "
                        + "so a field cannot occur twice");
            case UTF8: {
                Bytes b = withOffsetField(Bytes.of().le32(p.utf8.length).raw(p.utf8).raw(0));
                return Craft.invalidUtf8(b.bytes(), "root table, field1 a string of " + p.utf8.length + " bytes: "
                        + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = rootTable().le32(42).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "root table with field1 = 42 (20 bytes), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Simple Binary Encoding, read by the flyweights SbeTool generates from {@code src/main/sbe}.
 * Little-endian throughout. A message is an 8-byte header (u16 block length, u16 template id,
 * u16 schema id = 1, u16 version = 0), the root block (fixed-size fields at fixed offsets), its
 * repeating groups (a u16 block length and a u16 count, then the entries) and its var data (a u16
 * length, then the bytes), in schema order. Template ids: Ints1 = 1, Strings1 = 7, IntLists1 = 10.
 * Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code 00 00 0A 00 01 00 00 00} (IntLists1, empty root block),
 * then the group field1 with entries of 4 bytes and a count of 65,535 ({@code 04 00 FF FF}),
 * 3 entries behind. Counts and lengths are uint16 in this schema (SBE's standard
 * {@code groupSizeEncoding}), so 65,535 is the largest claim the format can make here, not
 * 2^31 − 1.</li>
 * <li>depth: not applicable (see the reason).</li>
 * <li>number: not applicable, numbers are fixed-width.</li>
 * <li>duplicate: not applicable, fields are positional.</li>
 * <li>invalid UTF-8, object reader: {@code 00 00 07 00 01 00 00 00}, then var data field1:
 * {@code 0E 00} and {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code 04 00 01 00 01 00 00 00 2A 00 00 00} (field1 = 42),
 * then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class SbeWire implements WireFormat {
    static final SbeWire INSTANCE = new SbeWire();

    private static final int SCHEMA_ID = 1;
    private static final int INTS1 = 1;
    private static final int STRINGS1 = 7;
    private static final int INT_LISTS1 = 10;
    /** The most a uint16 count can claim. */
    private static final int MAX_COUNT = 0xFFFF;

    private SbeWire() {
    }

    @Override
    public String name() {
        return "SBE";
    }

    private static Bytes header(int blockLength, int templateId) {
        return Bytes.of().le(2, blockLength).le(2, templateId).le(2, SCHEMA_ID).le(2, 0);
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = header(0, INT_LISTS1).le(2, Integer.BYTES).le(2, (int) Math.min(p.claimed, MAX_COUNT))
                        .le32(1).le32(2).le32(3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "group field1 claiming 65,535 entries (04 00 FF FF: the largest uint16 count; 2^31 − 1 does not "
                                + "fit), 3 entries behind", Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH:
                return new Craft.NotApplicable("groups nest only as the schema declares them (here at most a group in a "
                        + "group), and the wire has no type marks that could open another level");
            case NUMBER:
                return Craft.fixedWidthNumbers("little-endian at fixed offsets of the block (an int32 is 4 bytes, a double 8)");
            case DUPLICATE:
                return new Craft.NotApplicable("fields are positional: fixed offsets in the block, groups and var data "
                        + "in schema order, with no names or ids on the wire to repeat");
            case UTF8: {
                Bytes b = header(0, STRINGS1).le(2, p.utf8.length).raw(p.utf8);
                return Craft.invalidUtf8(b.bytes(), "var data field1 of " + p.utf8.length + " bytes: " + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = header(Integer.BYTES, INTS1).le32(42).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "header and field1 = 42 (12 bytes), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

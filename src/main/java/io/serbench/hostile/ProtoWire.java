package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * The protobuf wire format (tag = field number &lt;&lt; 3 | wire type, varints, length-delimited
 * strings, start/end groups), as read by protobuf-java from the proto3 schema
 * ({@code src/main/proto}) and by protostuff's runtime schemas. The two differ in how an
 * {@code int[]} is laid out and in the skip reader's tag for {@code keep}, so each has its own
 * instance. Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader ({@code IntLists1}):
 *   protobuf: {@code 0A FF FF FF FF 07 01 02 03}: field 1, packed, 2^31 − 1 bytes long, 3 bytes behind;
 *   protostuff (an {@code int[]} is a group holding its element count as field 1, then each
 *   element as field 2): {@code 0B 08 FF FF FF FF 07 10 01 10 02 10 03 0C}: a count of 2^31 − 1,
 *   3 elements behind.</li>
 * <li>depth, skip reader (knows only {@code keep}): 100,000 start-group tags of field 1
 * ({@code 0B}), as many end-group tags ({@code 0C}), then {@code keep = "396"}: an unknown
 * field the reader must skip, nested 100,000 deep.</li>
 * <li>number, int reader ({@code Ints1}): {@code 08} then {@link Payloads#varint}.</li>
 * <li>duplicate, object reader ({@code Strings1}): {@code 0A 05 "first" 0A 06 "second"}.</li>
 * <li>invalid UTF-8, object reader: {@code 0A 0E} then {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code 08 2A} (field1 = 42) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader (a valid message with every field at its default).</li>
 * </ul>
 */
final class ProtoWire implements WireFormat {
    /** protobuf-java, proto3 schema: packed repeated ints, {@code keep} = field 15. */
    static final ProtoWire PROTOBUF = new ProtoWire("protobuf", 15, false);
    /** protostuff runtime schema: {@code int[]} as a group of (count, elements), {@code keep} = field 11. */
    static final ProtoWire PROTOSTUFF = new ProtoWire("protostuff", 11, true);

    private static final int VARINT = 0;
    private static final int LENGTH_DELIMITED = 2;
    private static final int START_GROUP = 3;
    private static final int END_GROUP = 4;

    private final String name;
    private final int keepTag;
    private final boolean arrayAsGroup;

    private ProtoWire(String name, int keepTag, boolean arrayAsGroup) {
        this.name = name;
        this.keepTag = keepTag;
        this.arrayAsGroup = arrayAsGroup;
    }

    @Override
    public String name() {
        return name;
    }

    private static int tag(int field, int wireType) {
        return field << 3 | wireType;
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH:
                if (arrayAsGroup) {
                    Bytes b = Bytes.of().raw(tag(1, START_GROUP))
                            .raw(tag(1, VARINT)).varint(p.claimed)
                            .raw(tag(2, VARINT), 1, tag(2, VARINT), 2, tag(2, VARINT), 3)
                            .raw(tag(1, END_GROUP));
                    return new Craft.Input(Shape.LIST_INT, b.bytes(),
                            "int[] group: element count 2^31 − 1 (varint FF FF FF FF 07), 3 elements behind",
                            Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
                } else {
                    Bytes b = Bytes.of().raw(tag(1, LENGTH_DELIMITED)).varint(p.claimed).raw(1, 2, 3);
                    return new Craft.Input(Shape.LIST_INT, b.bytes(),
                            "packed int32 field of 2^31 − 1 bytes (varint FF FF FF FF 07), 3 bytes behind",
                            Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
                }
            case DEPTH: {
                Bytes b = Bytes.of().repeat(p.depth, tag(1, START_GROUP)).repeat(p.depth, tag(1, END_GROUP))
                        .raw(tag(keepTag, LENGTH_DELIMITED), 3).ascii("396");
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: 100,000 nested groups in field 1 (0B×100000 0C×100000), then keep",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER:
                return new Craft.Input(Shape.INT, Bytes.of().raw(tag(1, VARINT)).raw(p.varint).bytes(),
                        "int32 field1 as a " + Payloads.VARINT_HOW, Judge.accepted(), "Ints1{field1=1}");
            case DUPLICATE: {
                Bytes b = Bytes.of().raw(tag(1, LENGTH_DELIMITED), p.first.length()).ascii(p.first)
                        .raw(tag(1, LENGTH_DELIMITED), Payloads.SECOND.length()).ascii(Payloads.SECOND);
                return new Craft.Input(Shape.OBJECT, b.bytes(), "string field 1 twice: \"first\", then \"second\"",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), "Strings1{field1=\"second\"}");
            }
            case UTF8: {
                Bytes b = Bytes.of().raw(tag(1, LENGTH_DELIMITED), p.utf8.length).raw(p.utf8);
                return Craft.invalidUtf8(b.bytes(), "string field 1: " + Payloads.UTF8_HOW);
            }
            case TRAILING:
                return new Craft.Input(Shape.INT, Bytes.of().raw(tag(1, VARINT), 42).ascii(p.garbage).bytes(),
                        "field1 = 42 (08 2A), then \"garbage\"", Judge.trailing(), "Ints1{field1=42}");
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

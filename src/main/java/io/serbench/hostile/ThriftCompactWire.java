package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Thrift's compact protocol, read into the structs generated from {@code src/main/thrift}. A
 * field header is one byte, (field-id delta &lt;&lt; 4) | type (i32 = 5, binary = 8, list = 9,
 * struct = 12), or the type alone followed by a zigzag-varint field id; a struct ends with a
 * stop byte {@code 00}; a list header is (size &lt;&lt; 4) | element type, size 15 meaning a varint
 * size follows. Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code 19 F5 FF FF FF FF 07 02 04 06 00}: field 1 list&lt;i32&gt;
 * of 2^31 − 1 elements, 3 elements behind.</li>
 * <li>depth, skip reader (knows only {@code keep}, id 15): {@code 1C} 100,000 times (field 1,
 * a struct whose field 1 is a struct …), 100,000 stop bytes, then {@code keep = "396"}
 * ({@code E8 03 "396"}) and the root's stop.</li>
 * <li>number, int reader: {@code 15} (field 1, i32), {@link Payloads#varint}, {@code 00}.</li>
 * <li>duplicate, object reader: {@code 18 05 "first"}, then field 1 again in the long form
 * ({@code 08 02}, delta 0 + zigzag id 1) {@code 06 "second"}, {@code 00}.</li>
 * <li>invalid UTF-8, object reader: {@code 18 0E} + {@link Payloads#utf8} + {@code 00}.</li>
 * <li>trailing garbage, int reader: {@code 15 54 00} (field1 = 42) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class ThriftCompactWire implements WireFormat {
    static final ThriftCompactWire INSTANCE = new ThriftCompactWire();

    private static final int I32 = 5;
    private static final int BINARY = 8;
    private static final int LIST = 9;
    private static final int STRUCT = 12;
    private static final int STOP = 0;

    private ThriftCompactWire() {
    }

    @Override
    public String name() {
        return "thrift compact";
    }

    private static int header(int delta, int type) {
        return delta << 4 | type;
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = Bytes.of().raw(header(1, LIST), 0xF0 | I32).varint(p.claimed)
                        .zigzag(1).zigzag(2).zigzag(3).raw(STOP);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "list<i32> field 1 of 2^31 − 1 elements (F5, varint FF FF FF FF 07), 3 elements behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                Bytes b = Bytes.of().repeat(p.depth, header(1, STRUCT)).repeat(p.depth, STOP)
                        .raw(header(14, BINARY), 3).ascii("396").raw(STOP);
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: 100,000 nested structs in field 1 (1C×100000 00×100000), then keep",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER: {
                Bytes b = Bytes.of().raw(header(1, I32)).raw(p.varint).raw(STOP);
                return new Craft.Input(Shape.INT, b.bytes(), "i32 field1 as a " + Payloads.VARINT_HOW, Judge.accepted(),
                        "Ints1{field1=-1}");
            }
            case DUPLICATE: {
                Bytes b = Bytes.of().raw(header(1, BINARY), p.first.length()).ascii(p.first)
                        .raw(header(0, BINARY)).zigzag(1).raw(Payloads.SECOND.length()).ascii(Payloads.SECOND).raw(STOP);
                return new Craft.Input(Shape.OBJECT, b.bytes(), "string field 1 twice: \"first\", then \"second\"",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), "Strings1{field1=\"second\"}");
            }
            case UTF8: {
                Bytes b = Bytes.of().raw(header(1, BINARY), p.utf8.length).raw(p.utf8).raw(STOP);
                return Craft.invalidUtf8(b.bytes(), "string field 1: " + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = Bytes.of().raw(header(1, I32)).zigzag(42).raw(STOP).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "field1 = 42 and the stop byte (15 54 00), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Thrift's two protocols, read by libthrift into the structs generated from
 * {@code src/main/thrift}. Both get the same inputs, laid out the same way; they differ only in
 * how a field header, an i32, a string and a list header are written, which each instance
 * supplies. In both a struct ends with a stop byte {@code 00}.
 *
 * <p>Compact ({@code thrift}): a field header is one byte, (field-id delta &lt;&lt; 4) | type
 * (i32 = 5, binary = 8, list = 9, struct = 12), or the type alone followed by a zigzag-varint
 * field id; an i32 is a zigzag varint; a string is a varint length and its bytes; a list header
 * is (size &lt;&lt; 4) | element type, size 15 meaning a varint size follows (the form used here).
 *
 * <p>Binary ({@code thrift-binary}): a field header is the type (i32 = 8, string = 11,
 * struct = 12, list = 15) and the field id as a big-endian i16; an i32 is 4 bytes big-endian; a
 * string is an i32 length and its bytes; a list header is the element type and an i32 size.
 *
 * <p>Inputs, at fields=1 (compact | binary):
 * <ul>
 * <li>length, list(int) reader: field 1 list&lt;i32&gt; of 2^31 − 1 elements, 3 elements behind:
 * {@code 19 F5 FF FF FF FF 07 02 04 06 00} | {@code 0F 00 01 08 7F FF FF FF}, the three i32s,
 * {@code 00}.</li>
 * <li>depth, skip reader (knows only {@code keep}, id 15): field 1 a struct whose field 1 is a
 * struct …, 100,000 times ({@code 1C} | {@code 0C 00 01} each), 100,000 stop bytes, then
 * {@code keep = "396"} ({@code E8 03 "396"} | {@code 0B 00 0F 00 00 00 03 "396"}) and the root's
 * stop.</li>
 * <li>number, int reader: compact: {@code 15} (field 1, i32), {@link Payloads#varint},
 * {@code 00}; binary: not applicable, its numbers are fixed-width.</li>
 * <li>duplicate, object reader: string field 1 {@code "first"}, then field 1 again
 * {@code "second"}, {@code 00}; compact writes the second header in the long form ({@code 08 02}:
 * delta 0, zigzag id 1).</li>
 * <li>invalid UTF-8, object reader: string field 1 holding {@link Payloads#utf8}, {@code 00}.</li>
 * <li>trailing garbage, int reader: field1 = 42 and the stop ({@code 15 54 00} |
 * {@code 08 00 01 00 00 00 2A 00}) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
abstract class ThriftWire implements WireFormat {
    static final ThriftWire COMPACT = new Compact();
    static final ThriftWire BINARY = new Binary();

    private static final int STOP = 0;

    private final String name;
    private final int i32Type;
    private final int stringType;
    private final int listType;
    private final int structType;
    /** The bytes each protocol's "how" lines quote. */
    private final String listHeaderBytes;
    private final String depthBytes;
    private final String trailingBytes;

    private ThriftWire(String name, int i32Type, int stringType, int listType, int structType, String listHeaderBytes,
                       String depthBytes, String trailingBytes) {
        this.name = name;
        this.i32Type = i32Type;
        this.stringType = stringType;
        this.listType = listType;
        this.structType = structType;
        this.listHeaderBytes = listHeaderBytes;
        this.depthBytes = depthBytes;
        this.trailingBytes = trailingBytes;
    }

    /** A field header: field {@code id} of {@code type}, after field {@code previous} of the same struct (0 at its start). */
    abstract Bytes field(Bytes b, int previous, int id, int type);

    abstract Bytes i32(Bytes b, int value);

    abstract Bytes string(Bytes b, byte[] bytes);

    abstract Bytes listBegin(Bytes b, int elementType, long size);

    /** The number input: the protocol's varint, where it has one. */
    abstract Craft number(Payloads p);

    @Override
    public String name() {
        return name;
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = listBegin(field(Bytes.of(), 0, 1, listType), i32Type, p.claimed);
                i32(i32(i32(b, 1), 2), 3).raw(STOP);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "list<i32> field 1 of 2^31 − 1 elements (" + listHeaderBytes + "), 3 elements behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                Bytes b = Bytes.of();
                for (int i = 0; i < p.depth; i++) {
                    field(b, 0, 1, structType);
                }
                b.repeat(p.depth, STOP);
                string(field(b, 1, 15, stringType), ascii("396")).raw(STOP);
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: 100,000 nested structs in field 1 (" + depthBytes + "), then keep",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER:
                return number(p);
            case DUPLICATE: {
                Bytes b = string(field(Bytes.of(), 0, 1, stringType), ascii(p.first));
                string(field(b, 1, 1, stringType), ascii(Payloads.SECOND)).raw(STOP);
                return new Craft.Input(Shape.OBJECT, b.bytes(), "string field 1 twice: \"first\", then \"second\"",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), "Strings1{field1=\"second\"}");
            }
            case UTF8: {
                Bytes b = string(field(Bytes.of(), 0, 1, stringType), p.utf8).raw(STOP);
                return Craft.invalidUtf8(b.bytes(), "string field 1: " + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = i32(field(Bytes.of(), 0, 1, i32Type), 42).raw(STOP).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "field1 = 42 and the stop byte (" + trailingBytes
                        + "), then \"garbage\"", Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }

    private static byte[] ascii(String s) {
        return Bytes.of().ascii(s).bytes();
    }

    /** TCompactProtocol. */
    private static final class Compact extends ThriftWire {
        private static final int I32 = 5;

        Compact() {
            super("thrift compact", I32, 8, 9, 12, "F5, varint FF FF FF FF 07", "1C×100000 00×100000", "15 54 00");
        }

        @Override
        Bytes field(Bytes b, int previous, int id, int type) {
            int delta = id - previous;
            return delta > 0 && delta <= 15 ? b.raw(delta << 4 | type) : b.raw(type).zigzag(id);
        }

        @Override
        Bytes i32(Bytes b, int value) {
            return b.zigzag(value);
        }

        @Override
        Bytes string(Bytes b, byte[] bytes) {
            return b.varint(bytes.length).raw(bytes);
        }

        @Override
        Bytes listBegin(Bytes b, int elementType, long size) {
            return b.raw(0xF0 | elementType).varint(size);
        }

        @Override
        Craft number(Payloads p) {
            Bytes b = field(Bytes.of(), 0, 1, I32).raw(p.varint).raw(STOP);
            return new Craft.Input(Shape.INT, b.bytes(), "i32 field1 as a " + Payloads.VARINT_HOW, Judge.accepted(),
                    "Ints1{field1=-1}");
        }
    }

    /** TBinaryProtocol. */
    private static final class Binary extends ThriftWire {
        Binary() {
            super("thrift binary", 8, 11, 15, 12, "08, i32 7F FF FF FF", "(0C 00 01)×100000 00×100000",
                    "08 00 01 00 00 00 2A 00");
        }

        @Override
        Bytes field(Bytes b, int previous, int id, int type) {
            return b.raw(type, id >>> 8, id & 0xFF);
        }

        @Override
        Bytes i32(Bytes b, int value) {
            return b.be(4, value);
        }

        @Override
        Bytes string(Bytes b, byte[] bytes) {
            return b.be(4, bytes.length).raw(bytes);
        }

        @Override
        Bytes listBegin(Bytes b, int elementType, long size) {
            return b.raw(elementType).be(4, size);
        }

        @Override
        Craft number(Payloads p) {
            return Craft.fixedWidthNumbers("big-endian (an i32 is 4 bytes, a double 8)");
        }
    }
}

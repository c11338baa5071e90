package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * MessagePack, as the {@code msgpack} codec lays it out: each object a map keyed by field name.
 * Type bytes from the msgpack specification: fixmap {@code 80|n}, fixarray {@code 90|n}, fixstr
 * {@code A0|n} (n &lt; 32 bytes), array 32 {@code DD} + a 4-byte big-endian count, positive
 * fixint {@code 00..7F}. Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code 81 A6 "field1" DD 7F FF FF FF 01 02 03}: an array 32
 * claiming 2^31 − 1 elements, 3 elements behind.</li>
 * <li>depth, skip reader: {@code 82 A4 "deep"}, {@code 91} (an array of one) 99,999 times and
 * {@code 90} (empty), then {@code A4 "keep" A3 "396"}: an unknown key whose value the reader
 * must skip.</li>
 * <li>number: not applicable, msgpack numbers have fixed widths.</li>
 * <li>duplicate, object reader: {@code 82 A6 "field1" A5 "first" A6 "field1" A6 "second"}.
 * The reader rejects any repeated key, equal values too, so this input has no control.</li>
 * <li>invalid UTF-8, object reader: {@code 81 A6 "field1" AE} + {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code 81 A6 "field1" 2A} (field1 = 42) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class MsgpackWire implements WireFormat {
    static final MsgpackWire INSTANCE = new MsgpackWire();

    private static final int FIXMAP = 0x80;
    private static final int FIXARRAY = 0x90;
    private static final int FIXSTR = 0xA0;
    private static final int ARRAY32 = 0xDD;

    private MsgpackWire() {
    }

    @Override
    public String name() {
        return "msgpack";
    }

    /** A fixstr: up to 31 bytes. */
    private static Bytes str(Bytes b, byte[] s) {
        if (s.length > 31) {
            throw new IllegalArgumentException("not a fixstr: " + s.length + " bytes");
        }
        return b.raw(FIXSTR | s.length).raw(s);
    }

    private static Bytes str(Bytes b, String ascii) {
        return str(b, Bytes.of().ascii(ascii).bytes());
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = str(Bytes.of().raw(FIXMAP | 1), "field1").raw(ARRAY32).be(4, p.claimed).raw(1, 2, 3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "{\"field1\": array 32 of 2^31 − 1 elements (DD 7F FF FF FF), 3 elements behind}",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                Bytes b = str(Bytes.of().raw(FIXMAP | 2), "deep").repeat(p.depth - 1, FIXARRAY | 1).raw(FIXARRAY);
                str(str(b, "keep"), "396");
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: {\"deep\": 100,000 nested arrays (91×99999 90), \"keep\": \"396\"}",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER:
                return Craft.fixedWidthNumbers("(1, 2, 3, 5 or 9 bytes, by their type byte)");
            case DUPLICATE: {
                Bytes b = str(Bytes.of().raw(FIXMAP | 2), "field1");
                str(b, p.first);
                str(b, "field1");
                str(b, Payloads.SECOND);
                // no control: the reader rejects a repeated key whatever its value
                return new Craft.Input(Shape.OBJECT, b.bytes(), "{\"field1\": \"first\", \"field1\": \"second\"} (no control: the reader rejects any repeated key)",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), null);
            }
            case UTF8: {
                Bytes b = str(Bytes.of().raw(FIXMAP | 1), "field1");
                str(b, p.utf8);
                return Craft.invalidUtf8(b.bytes(), "{\"field1\": fixstr of 14 bytes (AE): " + Payloads.UTF8_HOW + "}");
            }
            case TRAILING: {
                Bytes b = str(Bytes.of().raw(FIXMAP | 1), "field1").raw(42).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "{\"field1\": 42} (81 A6 field1 2A), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

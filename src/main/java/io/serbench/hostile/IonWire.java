package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

import java.util.List;

/**
 * Amazon Ion 1.0 binary, as the {@code ion} codec lays it out: each object a struct keyed by field
 * name. From the Ion binary encoding specification: a stream opens with the version marker
 * {@code E0 01 00 EA}; a value's type descriptor byte holds its type in the high nibble (2 positive
 * int, 8 string, B list, D struct, E annotation wrapper) and its length in bytes in the low nibble,
 * or E when a VarUInt length follows (7 bits a byte, most significant first, the last byte marked
 * by its high bit: 14 is {@code 8E}); a struct's fields are a VarUInt symbol id and a value. The
 * field names are local symbols: every input opens with the version marker and a local symbol table,
 * the struct {@code $ion_symbol_table::{symbols: [...]}} (system symbols 3 and 7), so the first
 * name is symbol 10. Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code {field1: list}} whose list header is {@code BE 07 7F 7F 7F FF}:
 * a VarUInt length of 2^31 − 1 bytes, and 3 ints behind it ({@code 21 01 21 02 21 03}); the struct
 * around it has its true length.</li>
 * <li>depth, skip reader: {@code {deep: [[[...[]...]]], keep: "396"}}, 100,000 nested lists, each
 * with its true length: a field the reader must step over.</li>
 * <li>number, double reader: {@code {field1: 2E} + a VarUInt length + that many FF bytes}: a
 * positive int of 415,241 bytes, 2^3321928 − 1, which has 1,000,000 decimal digits.</li>
 * <li>duplicate, object reader: {@code {field1: "first", field1: "second"}}. The reader rejects any
 * repeated field, equal values too, so this input has no control.</li>
 * <li>invalid UTF-8, object reader: {@code {field1: 8E 8E} + {@link Payloads#utf8}}: a string of 14 bytes.</li>
 * <li>trailing garbage, int reader: {@code {field1: 21 2A}} (field1 = 42) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class IonWire implements WireFormat {
    static final IonWire INSTANCE = new IonWire();

    private static final byte[] VERSION_MARKER = {(byte) 0xE0, 0x01, 0x00, (byte) 0xEA};
    private static final int POSITIVE_INT = 0x2;
    private static final int STRING = 0x8;
    private static final int LIST = 0xB;
    private static final int STRUCT = 0xD;
    private static final int ANNOTATION = 0xE;
    /** Low nibble 14: the length is a VarUInt after the type descriptor. */
    private static final int VAR_LENGTH = 0xE;
    /** System symbol ids: {@code $ion_symbol_table} and {@code symbols}. */
    private static final int ION_SYMBOL_TABLE = 3;
    private static final int SYMBOLS = 7;
    /** The first local symbol's id (after the nine system symbols). */
    private static final int FIRST_LOCAL = 10;

    private IonWire() {
    }

    @Override
    public String name() {
        return "Ion binary";
    }

    /** Ion's VarUInt: 7 bits a byte, most significant first, the last byte's high bit set. */
    static Bytes varUInt(Bytes b, long value) {
        int groups = 1;
        while (groups < 10 && (value >>> (7 * groups)) != 0) {
            groups++;
        }
        for (int g = groups - 1; g > 0; g--) {
            b.raw((int) ((value >>> (7 * g)) & 0x7F));
        }
        return b.raw((int) (value & 0x7F) | 0x80);
    }

    /** A type descriptor for {@code length} bytes of content: the length in the low nibble, or a VarUInt after it. */
    static Bytes header(Bytes b, int type, long length) {
        if (length < VAR_LENGTH) {
            return b.raw(type << 4 | (int) length);
        }
        return varUInt(b.raw(type << 4 | VAR_LENGTH), length);
    }

    private static byte[] value(int type, byte[] content) {
        return header(Bytes.of(), type, content.length).raw(content).bytes();
    }

    private static byte[] string(byte[] utf8) {
        return value(STRING, utf8);
    }

    private static byte[] string(String ascii) {
        return string(Bytes.of().ascii(ascii).bytes());
    }

    /** The version marker, a local symbol table declaring {@code names} (ids 10, 11, ...), then {@code struct}. */
    private static byte[] message(List<String> names, byte[] struct) {
        Bytes list = Bytes.of();
        for (String n : names) {
            list.raw(string(n));
        }
        byte[] table = value(STRUCT, varUInt(Bytes.of(), SYMBOLS).raw(value(LIST, list.bytes())).bytes());
        // annotation wrapper: the annotations' length (1 byte), the annotation, the annotated value
        byte[] annotated = value(ANNOTATION, Bytes.of().raw(0x81).raw(varUInt(Bytes.of(), ION_SYMBOL_TABLE).bytes()).raw(table).bytes());
        return Bytes.of().raw(VERSION_MARKER).raw(annotated).raw(struct).bytes();
    }

    /** A struct of fields, each a symbol id and an encoded value. */
    private static byte[] struct(Object... sidsAndValues) {
        Bytes content = Bytes.of();
        for (int i = 0; i < sidsAndValues.length; i += 2) {
            varUInt(content, (Integer) sidsAndValues[i]).raw((byte[]) sidsAndValues[i + 1]);
        }
        return value(STRUCT, content.bytes());
    }

    /** {@code depth} nested lists, the innermost empty, each with its true length; built without copying the inner bytes. */
    private static byte[] nestedLists(int depth) {
        long[] size = new long[depth];
        size[0] = 1; // B0: the empty list
        for (int k = 1; k < depth; k++) {
            size[k] = header(Bytes.of(), LIST, size[k - 1]).size() + size[k - 1];
        }
        Bytes b = Bytes.of();
        for (int k = depth - 1; k > 0; k--) {
            header(b, LIST, size[k - 1]);
        }
        return b.raw(LIST << 4).bytes();
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        int field1 = FIRST_LOCAL;
        switch (input) {
            case LENGTH: {
                byte[] ints = Bytes.of().raw(0x21, 1, 0x21, 2, 0x21, 3).bytes();
                long claimed = p == Payloads.HOSTILE ? p.claimed : ints.length;
                byte[] list = varUInt(Bytes.of().raw(LIST << 4 | VAR_LENGTH), claimed).raw(ints).bytes();
                return new Craft.Input(Shape.LIST_INT, message(List.of("field1"), struct(field1, list)),
                        "{field1: list of 2^31 − 1 bytes (BE 07 7F 7F 7F FF), 3 ints behind}",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                byte[] b = message(List.of("deep", "keep"), struct(FIRST_LOCAL, nestedLists(p.depth), FIRST_LOCAL + 1, string("396")));
                return new Craft.Input(Shape.SKIP, b, "skip reader: {deep: 100,000 nested lists, keep: \"396\"}",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER: {
                int n = CborWire.bignumBytes(p.digits);
                byte[] number = header(Bytes.of(), POSITIVE_INT, n).repeat(n, 0xFF).bytes();
                return new Craft.Input(Shape.DOUBLE, message(List.of("field1"), struct(field1, number)),
                        "{field1: positive int (2E) of 415,241 bytes FF…FF: 2^3321928 − 1, 1,000,000 digits}",
                        Judge.number("field1"), "Doubles1{field1=4.294967295E9}");
            }
            case DUPLICATE: {
                byte[] b = message(List.of("field1"), struct(field1, string(p.first), field1, string(Payloads.SECOND)));
                // no control: the reader rejects a repeated field whatever its value
                return new Craft.Input(Shape.OBJECT, b, "{field1: \"first\", field1: \"second\"} (no control: the reader rejects any repeated field)",
                        Judge.duplicate("field1", p.first, Payloads.SECOND), null);
            }
            case UTF8:
                return Craft.invalidUtf8(message(List.of("field1"), struct(field1, string(p.utf8))),
                        "{field1: string of 14 bytes (8E 8E): " + Payloads.UTF8_HOW + "}");
            case TRAILING: {
                byte[] b = Bytes.of().raw(message(List.of("field1"), struct(field1, Bytes.of().raw(0x21, 42).bytes())))
                        .ascii(p.garbage).bytes();
                return new Craft.Input(Shape.INT, b, "{field1: 42} (21 2A), then \"garbage\"", Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Kryo 5's format as {@code KryoCodec} configures it: registered classes, no references, the
 * default {@code FieldSerializer} (fields in a fixed order, no names or tags) except for the
 * skip scenario, whose writer and reader use {@code CompatibleFieldSerializer} with chunked
 * encoding (field names first, then each field's value in chunks: varint length, bytes, and
 * a 0 chunk to end it). Varints as everywhere; ints zigzag; an ASCII string of 2–32 chars is
 * its bytes with the last byte's high bit set; a class is written as its registration id + 2.
 * The ids below are the codec's: String = 1 (Kryo's own), ArrayList = 102. Inputs, at fields=1:
 *
 * <ul>
 * <li>length, list(int) reader: {@code 80 80 80 80 08 02 04 06}: an {@code int[]} of
 * 2^31 − 1 elements (Kryo writes length + 1, here 2^31, which its int arithmetic wraps back to
 * 2^31 − 1), 3 elements behind.</li>
 * <li>depth, skip reader: field names "deep", "keep"; "deep" holds 100,000 nested
 * {@code ArrayList}s ({@code 68 02} per level, class ArrayList and one element of any class,
 * {@code 68 01} innermost), chunked; then {@code keep = "396"}. Kryo reads an unknown field's
 * value by the class written before it (its {@code readUnknownFieldData} default), so this is
 * read, not skipped.</li>
 * <li>number, int reader: {@link Payloads#varint}.</li>
 * <li>duplicate, skip reader (the only one with field names): names "keep", "keep", then the
 * values "first" and "second".</li>
 * <li>invalid UTF-8, object reader: {@code 8A} (a UTF-8 string of 9 chars) + {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code 54} (field1 = 42) then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class KryoWire implements WireFormat {
    static final KryoWire INSTANCE = new KryoWire();

    /** Written class ids (registration id + 2), as KryoCodec registers them. */
    private static final int STRING = 1 + 2;
    private static final int ARRAY_LIST = 102 + 2;
    /** OutputChunked's default chunk size. */
    private static final int CHUNK = 1024;

    private KryoWire() {
    }

    @Override
    public String name() {
        return "kryo";
    }

    /** Kryo's ASCII string form (2–32 chars): the bytes, the last with its high bit set. */
    private static Bytes asciiString(Bytes b, String s) {
        if (s.length() < 2 || s.length() > 32) {
            throw new IllegalArgumentException(s);
        }
        return b.ascii(s.substring(0, s.length() - 1)).raw(s.charAt(s.length() - 1) | 0x80);
    }

    /** One field value in chunked encoding: chunks of at most {@link #CHUNK} bytes, then an empty chunk. */
    private static Bytes chunked(Bytes b, byte[] value) {
        for (int at = 0; at < value.length; at += CHUNK) {
            int n = Math.min(CHUNK, value.length - at);
            b.varint(n);
            b.raw(java.util.Arrays.copyOfRange(value, at, at + n));
        }
        return b.raw(0);
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = Bytes.of().varint(p.claimed + 1).zigzag(1).zigzag(2).zigzag(3);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "int[] field1 of 2^31 − 1 elements (length + 1 = 2^31: varint 80 80 80 80 08), 3 elements behind",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH: {
                Bytes deep = Bytes.of().repeat(p.depth - 1, ARRAY_LIST, 0x02).raw(ARRAY_LIST, 0x01);
                Bytes b = Bytes.of().varint(2);
                asciiString(b, "deep");
                asciiString(b, "keep");
                chunked(b, deep.bytes());
                chunked(b, asciiString(Bytes.of().raw(STRING), "396").bytes());
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader: unknown field \"deep\" holding 100,000 nested ArrayLists (68 02 per level), then keep",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER:
                return new Craft.Input(Shape.INT, p.varint.clone(), "int field1 as a " + Payloads.VARINT_HOW,
                        Judge.accepted(), "Ints1{field1=-1}");
            case DUPLICATE: {
                Bytes b = Bytes.of().varint(2);
                asciiString(b, "keep");
                asciiString(b, "keep");
                chunked(b, asciiString(Bytes.of().raw(STRING), p.first).bytes());
                chunked(b, asciiString(Bytes.of().raw(STRING), Payloads.SECOND).bytes());
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader (CompatibleFieldSerializer, field names on the wire): \"keep\" twice, \"first\" then \"second\"",
                        Judge.duplicate("keep", p.first, Payloads.SECOND), "SkipReader{keep=\"second\"}");
            }
            case UTF8: {
                // a UTF-8 string (high bit) of 9 chars, as Kryo counts them: a, (C3 28), b, (C0 AF), c, (ED A0 80), d, (FF), e
                Bytes b = Bytes.of().raw(0x80 | (Payloads.UTF8_CHARS + 1)).raw(p.utf8);
                return Craft.invalidUtf8(b.bytes(), "string field1, 9 chars (8A): " + Payloads.UTF8_HOW);
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

package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Cap'n Proto's unpacked stream framing, read by the Java runtime ({@code Serialize.read}) into
 * the structs generated from {@code src/main/capnp}. Little-endian throughout. The framing is a
 * segment table, a u32 of (segments − 1) and a u32 size in 8-byte words per segment (padded to a
 * word), then the segments. Word 0 of the first segment is the root pointer. A struct pointer is
 * a 64-bit word: bits 0–1 = 0, bits 2–31 the signed offset in words from the end of the pointer
 * to the struct, bits 32–47 its data words, bits 48–63 its pointer count. A list pointer: bits
 * 0–1 = 1, bits 2–31 the offset, bits 32–34 the element size (2 = byte, 4 = four bytes), bits
 * 35–63 the element count (29 bits). Text is a byte list whose count includes a NUL terminator.
 * Every input is one segment whose root struct lies right after the root pointer (offset 0):
 * <pre>
 *   00 00 00 00 | size      one segment of `size` words
 *   00 00 00 00 01 00 00 00  root: struct, 1 data word, no pointers (Ints1), then the data word
 *   00 00 00 00 00 00 01 00  root: struct, no data, 1 pointer (Strings1, IntLists1), then the
 *   01 00 00 00 | n &lt;&lt; 3 | s   list pointer (offset 0: its elements follow it), then the elements
 * </pre>
 * Inputs, at fields=1:
 * <ul>
 * <li>length, list(int) reader: the segment table claims a segment of 2^31 − 1 words
 * ({@code FF FF FF 7F}), 4 words behind (an IntLists1 of [1, 2, 3]). The segment table's u32
 * sizes are the format's only 32-bit length; a list pointer's count has 29 bits.</li>
 * <li>depth: not applicable (see the reason).</li>
 * <li>number: not applicable, numbers are fixed-width.</li>
 * <li>duplicate: not applicable, a field is a fixed place in its struct.</li>
 * <li>invalid UTF-8, object reader: field1 a text of {@link Payloads#utf8} and its NUL.</li>
 * <li>trailing garbage, int reader: a 2-word message with field1 = 42, then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class CapnProtoWire implements WireFormat {
    static final CapnProtoWire INSTANCE = new CapnProtoWire();

    private static final int WORD = 8;
    private static final int BYTE_ELEMENTS = 2;
    private static final int FOUR_BYTE_ELEMENTS = 4;

    private CapnProtoWire() {
    }

    @Override
    public String name() {
        return "Cap'n Proto";
    }

    /** The stream framing of one segment: the table (one segment, {@code words} long), then the segment. */
    private static Bytes message(long words, Bytes segment) {
        return Bytes.of().le32(0).le32((int) words).raw(segment.bytes());
    }

    /** A struct pointer to a struct right behind it. */
    private static Bytes structPointer(Bytes b, int dataWords, int pointers) {
        return b.le32(0).le(2, dataWords).le(2, pointers);
    }

    /** A root struct whose one pointer is a list of {@code count} elements of {@code elementSize}, right behind it. */
    private static Bytes rootWithList(int elementSize, int count) {
        return structPointer(Bytes.of(), 0, 1).le32(1).le32(count << 3 | elementSize);
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes segment = rootWithList(FOUR_BYTE_ELEMENTS, 3).le32(1).le32(2).le32(3).padTo(WORD);
                Bytes b = message(p.claim(segment.size() / WORD), segment);
                return new Craft.Input(Shape.LIST_INT, b.bytes(),
                        "segment table: one segment of 2^31 − 1 words (FF FF FF 7F), 4 words behind (IntLists1 of [1, 2, 3])",
                        Judge.accepted(), "IntLists1{field1=[1, 2, 3]}");
            }
            case DEPTH:
                return new Craft.NotApplicable("no nesting the reader walks: the schema has no recursive struct, and a "
                        + "reader follows only the pointers of the fields it reads; a pointer it does not know is never "
                        + "followed, so no depth placed there reaches the decoder");
            case NUMBER:
                return Craft.fixedWidthNumbers("little-endian in the struct's data words (an Int32 is 4 bytes, a Float64 8)");
            case DUPLICATE:
                return new Craft.NotApplicable("a field is a fixed place in its struct's data or pointer section: one "
                        + "place, one value, so a field cannot occur twice");
            case UTF8: {
                Bytes segment = rootWithList(BYTE_ELEMENTS, p.utf8.length + 1).raw(p.utf8).raw(0).padTo(WORD);
                Bytes b = message(segment.size() / WORD, segment);
                return Craft.invalidUtf8(b.bytes(), "root struct, field1 a text of " + p.utf8.length + " bytes and its NUL: "
                        + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = message(2, structPointer(Bytes.of(), 1, 0).le32(42).le32(0)).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "a one-segment message with field1 = 42 (2 words), then \"garbage\"",
                        Judge.trailing(), "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

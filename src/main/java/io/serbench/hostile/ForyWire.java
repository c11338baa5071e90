package io.serbench.hostile;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

/**
 * Apache Fory's Java native format (its Java serialization specification), as the {@code fory}
 * codec configures it: every class registered (the root class under id 110), no reference
 * tracking, ints compressed (Fory's defaults); schema-consistent mode, except the skip reader,
 * which is in compatible mode. A stream is a header byte ({@code 00}: Java native, no
 * out-of-band buffers), the root's reference flag ({@code FF}: not null), its type, then the
 * fields. Schema-consistent: the type is {@code 1B} (a registered struct) and the user id 110 as a
 * varint ({@code 6E}); the fields follow in Fory's field order with no names or tags: an
 * {@code int} as a zigzag varint, a {@code String} (nullable) as its flag {@code FF} then a
 * varint header (byte length &lt;&lt; 2 | coder: 0 Latin-1, 2 UTF-8) and the bytes. Compatible:
 * the type is {@code 1C} (a registered compatible struct), {@code 00} (the stream's first class
 * definition), then the definition (TypeDef): an 8-byte little-endian header (the body's size in
 * the low 8 bits, a 52-bit MurmurHash3 of the body in the high bits) and the body (kind and layer
 * count {@code 10}, class header (field count &lt;&lt; 1 | registered) with the type {@code 1C} and
 * user id {@code 6E}, then per field a header (name length − 1 &lt;&lt; 4 | UTF-8 name | nullable),
 * the name, and its type: {@code 00} any object, {@code 14 15} a string); the field values
 * follow in the definition's order, an object as its flag, its type and its payload. Inputs, at
 * fields=1:
 *
 * <ul>
 * <li>length, object reader: {@code 00 FF 1B 6E FF}, a Latin-1 string header claiming
 * 2^31 − 1 bytes (varint {@code FC FF FF FF 1F}), 3 bytes behind.</li>
 * <li>depth, skip reader: a definition of the reader's class (id 110) with fields {@code deep}
 * (any object) and {@code keep} (a string); {@code deep} holds 100,000 nested
 * {@code ArrayList}s ({@code FF}, then {@code 5A 01 00} per level: type ArrayList, one element,
 * elements of their own types; {@code 5A 00} innermost), a field the reader does not have and
 * must skip; then {@code keep = "396"}.</li>
 * <li>duplicate, skip reader (the only one with field names on the wire): a definition listing
 * {@code keep} twice, then "first" and "second".</li>
 * <li>number, int reader: {@code 00 FF 1B 6E} then {@link Payloads#varint}.</li>
 * <li>invalid UTF-8, object reader: {@code 00 FF 1B 6E FF 3A} (14 bytes, UTF-8) + {@link Payloads#utf8}.</li>
 * <li>trailing garbage, int reader: {@code 00 FF 1B 6E 54} (field1 = 42), then {@code "garbage"}.</li>
 * <li>empty: zero bytes, int reader.</li>
 * </ul>
 */
final class ForyWire implements WireFormat {
    static final ForyWire INSTANCE = new ForyWire();

    private static final int NOT_NULL = 0xFF;
    private static final int STRUCT = 27;
    private static final int COMPATIBLE_STRUCT = 28;
    /** A class definition's kind code for a compatible struct. */
    private static final int COMPATIBLE_KIND = 1;
    /** A field header's nullable bit. */
    private static final int FIELD_NULLABLE = 0b10;
    /** Field types: any object (kind 0), a registered type (kind 5, then its type id). */
    private static final int ANY_OBJECT = 0;
    private static final int REGISTERED = 5 << 2;
    private static final int STRING = 21;
    /** Fory's built-in type id of {@code java.util.ArrayList}. */
    private static final int ARRAY_LIST = 90;
    /** The codec's registration id of every root class. */
    private static final int ROOT_ID = 110;
    private static final int LATIN1 = 0;
    private static final int UTF8 = 2;

    private ForyWire() {
    }

    @Override
    public String name() {
        return "Fory";
    }

    /** A nullable string field's value: flag, Latin-1 header, bytes. */
    private static Bytes string(Bytes b, String ascii) {
        return b.raw(NOT_NULL).varint((long) ascii.length() << 2 | LATIN1).ascii(ascii);
    }

    /**
     * Header, root reference flag and type of a compatible-mode root of the reader's class, with
     * its class definition: one layer, the class registered as id 110, then for each field its
     * name (UTF-8, nullable) and its type bytes. The fields' values follow.
     */
    private static Bytes compatibleRoot(String[] fields, int[][] types) {
        Bytes body = Bytes.of().raw(COMPATIBLE_KIND << 4).varint((long) fields.length << 1 | 1).raw(COMPATIBLE_STRUCT)
                .varint(ROOT_ID);
        for (int i = 0; i < fields.length; i++) {
            body.raw((fields[i].length() - 1) << 4 | FIELD_NULLABLE).ascii(fields[i]).raw(types[i]);
        }
        byte[] bytes = body.bytes();
        if (bytes.length >= 0xFF) {
            throw new IllegalStateException("a class definition this long needs the extended size");
        }
        long header = typeDefHash(bytes, bytes.length) | bytes.length;
        return Bytes.of().raw(0x00, NOT_NULL, COMPATIBLE_STRUCT, 0x00).le(8, header).raw(bytes);
    }

    /**
     * The hash bits of a class definition's header: MurmurHash3 x64 128 (seed 47) of the body
     * followed by the header's low 12 bits as two little-endian bytes; its first 64-bit half,
     * shifted left by 12, made non-negative, low 12 bits cleared.
     */
    static long typeDefHash(byte[] body, int lowBits) {
        byte[] in = Bytes.of().raw(body).le(2, lowBits & 0xFFF).bytes();
        long h = murmur3x64First(in, 47) << 12;
        return Math.abs(h) & 0xFFFFFFFFFFFFF000L;
    }

    private static final long C1 = 0x87c37b91114253d5L;
    private static final long C2 = 0x4cf5ad432745937fL;

    /** The first 64 bits of MurmurHash3's x64 128-bit variant, as its reference describes it. */
    static long murmur3x64First(byte[] data, int seed) {
        long h1 = seed & 0xFFFFFFFFL;
        long h2 = h1;
        int blocks = data.length / 16;
        for (int i = 0; i < blocks; i++) {
            long k1 = littleEndian(data, i * 16, 8);
            long k2 = littleEndian(data, i * 16 + 8, 8);
            h1 ^= Long.rotateLeft(k1 * C1, 31) * C2;
            h1 = (Long.rotateLeft(h1, 27) + h2) * 5 + 0x52dce729;
            h2 ^= Long.rotateLeft(k2 * C2, 33) * C1;
            h2 = (Long.rotateLeft(h2, 31) + h1) * 5 + 0x38495ab5;
        }
        int tail = blocks * 16;
        int rest = data.length - tail;
        if (rest > 8) {
            long k2 = littleEndian(data, tail + 8, rest - 8);
            h2 ^= Long.rotateLeft(k2 * C2, 33) * C1;
        }
        if (rest > 0) {
            long k1 = littleEndian(data, tail, Math.min(rest, 8));
            h1 ^= Long.rotateLeft(k1 * C1, 31) * C2;
        }
        h1 ^= data.length;
        h2 ^= data.length;
        h1 += h2;
        h2 += h1;
        h1 = fmix(h1);
        h2 = fmix(h2);
        return h1 + h2;
    }

    private static long littleEndian(byte[] b, int at, int n) {
        long v = 0;
        for (int i = n - 1; i >= 0; i--) {
            v = v << 8 | (b[at + i] & 0xFF);
        }
        return v;
    }

    private static long fmix(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        return k ^ k >>> 33;
    }

    /** Header, root reference flag and type: the root's fields follow. */
    private static Bytes root() {
        return Bytes.of().raw(0x00, NOT_NULL, STRUCT).varint(ROOT_ID);
    }

    @Override
    public Craft craft(HostileInput input, Library library, Payloads p) {
        switch (input) {
            case LENGTH: {
                Bytes b = root().raw(NOT_NULL).varint(p.claimed << 2 | LATIN1).ascii("abc");
                return new Craft.Input(Shape.OBJECT, b.bytes(),
                        "field1: Latin-1 string of 2^31 − 1 bytes (header varint FC FF FF FF 1F), 3 bytes behind",
                        Judge.accepted(), "Strings1{field1=\"abc\"}");
            }
            case DEPTH: {
                Bytes b = compatibleRoot(new String[]{"deep", "keep"}, new int[][]{{ANY_OBJECT}, {REGISTERED, STRING}})
                        .raw(NOT_NULL).repeat(p.depth - 1, ARRAY_LIST, 1, 0).raw(ARRAY_LIST, 0);
                string(b, "396");
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader (compatible mode): a definition with fields deep (any object) and keep; deep holds "
                                + "100,000 nested ArrayLists (5A 01 00 per level)",
                        Judge.skipped(), "SkipReader{keep=\"396\"}");
            }
            case NUMBER:
                return new Craft.Input(Shape.INT, root().raw(p.varint).bytes(), "int field1 as a " + Payloads.VARINT_HOW,
                        Judge.accepted(), "Ints1{field1=-1}");
            case DUPLICATE: {
                Bytes b = compatibleRoot(new String[]{"keep", "keep"}, new int[][]{{REGISTERED, STRING}, {REGISTERED, STRING}});
                string(string(b, p.first), Payloads.SECOND);
                return new Craft.Input(Shape.SKIP, b.bytes(),
                        "skip reader (compatible mode): a definition listing keep twice, then \"first\" and \"second\"",
                        Judge.duplicate("keep", p.first, Payloads.SECOND), "SkipReader{keep=\"second\"}");
            }
            case UTF8: {
                Bytes b = root().raw(NOT_NULL).varint((long) p.utf8.length << 2 | UTF8).raw(p.utf8);
                return Craft.invalidUtf8(b.bytes(), "field1: UTF-8 string of 14 bytes (header 3A): " + Payloads.UTF8_HOW);
            }
            case TRAILING: {
                Bytes b = root().zigzag(42).ascii(p.garbage);
                return new Craft.Input(Shape.INT, b.bytes(), "field1 = 42 (54), then \"garbage\"", Judge.trailing(),
                        "Ints1{field1=42}");
            }
            case EMPTY:
                return Craft.empty(Shape.INT);
            default:
                throw new IllegalArgumentException(input.name());
        }
    }
}

package io.serbench.hostile;

/**
 * The seven inputs every decoder is given, each crafted by hand per wire format (see the
 * {@link WireFormat} implementations, which document their bytes). Why and how they are run:
 * docs/METHODOLOGY.md, "Hostile input".
 */
public enum HostileInput {
    /** A length or count prefix claiming 2^31 − 1 elements or bytes, with a few bytes behind it. */
    LENGTH("2^31 length", "a length or count prefix claiming 2^31 − 1 elements or bytes, a few bytes behind it"),
    /** Nesting 100,000 levels deep, where the format can nest. */
    DEPTH("10^5 deep", "100,000 levels of nesting (arrays, groups, structs or lists, as the format has them)"),
    /** A number of 1,000,000 digits (text formats, binary big numbers) or an over-long varint (binary formats). */
    NUMBER("10^6 digits / long varint", "a number of 1,000,000 digits (text, or a binary big number: CBOR, JSONB) or a 16-byte varint (binary; 5 bytes is the most a 32-bit value needs)"),
    /** The same key or field tag twice, with different values. */
    DUPLICATE("duplicate key", "the same key or field tag twice, with different values"),
    /** Invalid UTF-8 inside a string. */
    UTF8("invalid UTF-8", "invalid UTF-8 inside a string"),
    /** Valid input followed by trailing garbage. */
    TRAILING("trailing garbage", "a valid value followed by the 7 bytes \"garbage\""),
    /** Zero bytes. */
    EMPTY("empty", "zero bytes");

    /** Column header in the tables. */
    public final String label;
    /** One line: what the input is, whatever the format. */
    public final String description;

    HostileInput(String label, String description) {
        this.label = label;
        this.description = description;
    }

    /** The id used on the probe's command line and in test names. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static HostileInput ofId(String id) {
        return valueOf(id.toUpperCase(java.util.Locale.ROOT));
    }
}

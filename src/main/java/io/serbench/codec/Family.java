package io.serbench.codec;

/**
 * What kind of serializer a library is, for grouping: the reporter colours every chart by family
 * and compares families in the summary's verdict. Each library's family is declared once, in its
 * declaration ({@link Library#declare}).
 */
public enum Family {
    /** JSON and other text formats (XML): self-describing, human-readable. */
    TEXT("JSON / text"),
    /** Binary, self-describing or driven by the Java classes: no schema file, no generated code. */
    SCHEMALESS("binary, schemaless"),
    /** Binary with a schema (IDL or reflection-built schema) and, mostly, generated classes. */
    SCHEMA("binary with schema"),
    /** Formats read in place from the bytes (flyweights, tables, segments): no parse step of their own. */
    ZERO_COPY("zero-copy"),
    /**
     * A hand-written fixed layout: no library, no versioning; what the machine can do. Kept out of
     * every family's averages, so it never flatters the formats one can ship.
     */
    FLOOR("hand-written floor"),
    /** The benchmark loop alone (pre-built results): never a library. */
    HARNESS("harness baseline");

    /** As charts and tables print it. */
    public final String label;

    Family(String label) {
        this.label = label;
    }
}

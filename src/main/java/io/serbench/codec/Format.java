package io.serbench.codec;

/** What a library puts on the wire, which decides the cross-checks it gets. */
public enum Format {
    /** Standard JSON: output must parse with Jackson, and Jackson's output must decode. */
    JSON,
    /** JSON syntax with a private value encoding (e.g. base64 doubles): no cross-check with Jackson. */
    JSON_DIALECT,
    /** A binary format. */
    BINARY,
    /** XML: text, but not JSON, so no cross-check with Jackson; it decodes its own bytes. */
    XML,
    /** The harness baseline: no format at all. */
    NONE;

    public boolean isStandardJson() {
        return this == JSON;
    }
}

package io.serbench.model;

/** Canonical model: 1 {@code String} fields: both the object scenario (short values) and the string scenario (160-char values). */
public final class Strings1 {
    public String field1;
}

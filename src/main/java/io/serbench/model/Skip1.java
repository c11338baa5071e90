package io.serbench.model;

/** Canonical model: 1 nested objects, then {@code keep} written last: the writer side of the skip scenario. */
public final class Skip1 {
    public Nested field1;
    public String keep;
}

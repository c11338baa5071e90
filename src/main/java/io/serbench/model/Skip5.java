package io.serbench.model;

/** Canonical model: 5 nested objects, then {@code keep} written last: the writer side of the skip scenario. */
public final class Skip5 {
    public Nested field1;
    public Nested field2;
    public Nested field3;
    public Nested field4;
    public Nested field5;
    public String keep;
}

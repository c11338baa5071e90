package io.serbench.model;

/** Canonical model: 5 {@code int} fields: the int scenario. */
public final class Ints5 {
    public int field1;
    public int field2;
    public int field3;
    public int field4;
    public int field5;
}

package io.serbench.model;

/** Canonical model: 1 {@code int} fields: the int scenario. */
public final class Ints1 {
    public int field1;
}

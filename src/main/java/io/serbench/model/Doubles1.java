package io.serbench.model;

/** Canonical model: 1 {@code double} fields: the double scenario. */
public final class Doubles1 {
    public double field1;
}

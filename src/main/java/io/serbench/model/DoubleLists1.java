package io.serbench.model;

/** Canonical model: 1 16-element {@code double[]} fields: the list scenario, element double. */
public final class DoubleLists1 {
    public double[] field1;
}

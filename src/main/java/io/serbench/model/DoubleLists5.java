package io.serbench.model;

/** Canonical model: 5 16-element {@code double[]} fields: the list scenario, element double. */
public final class DoubleLists5 {
    public double[] field1;
    public double[] field2;
    public double[] field3;
    public double[] field4;
    public double[] field5;
}

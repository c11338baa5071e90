package io.serbench.model;

/** Canonical model: 10 16-element {@code double[]} fields: the list scenario, element double. */
public final class DoubleLists10 {
    public double[] field1;
    public double[] field2;
    public double[] field3;
    public double[] field4;
    public double[] field5;
    public double[] field6;
    public double[] field7;
    public double[] field8;
    public double[] field9;
    public double[] field10;
}

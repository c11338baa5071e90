package io.serbench.model;

/** Canonical model: 5 {@code double} fields: the double scenario. */
public final class Doubles5 {
    public double field1;
    public double field2;
    public double field3;
    public double field4;
    public double field5;
}

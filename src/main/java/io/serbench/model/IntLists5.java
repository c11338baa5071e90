package io.serbench.model;

/** Canonical model: 5 16-element {@code int[]} fields: the list scenario, element int. */
public final class IntLists5 {
    public int[] field1;
    public int[] field2;
    public int[] field3;
    public int[] field4;
    public int[] field5;
}

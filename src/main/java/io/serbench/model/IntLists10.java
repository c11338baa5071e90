package io.serbench.model;

/** Canonical model: 10 16-element {@code int[]} fields: the list scenario, element int. */
public final class IntLists10 {
    public int[] field1;
    public int[] field2;
    public int[] field3;
    public int[] field4;
    public int[] field5;
    public int[] field6;
    public int[] field7;
    public int[] field8;
    public int[] field9;
    public int[] field10;
}

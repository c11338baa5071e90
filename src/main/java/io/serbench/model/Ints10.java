package io.serbench.model;

/** Canonical model: 10 {@code int} fields: the int scenario. */
public final class Ints10 {
    public int field1;
    public int field2;
    public int field3;
    public int field4;
    public int field5;
    public int field6;
    public int field7;
    public int field8;
    public int field9;
    public int field10;
}

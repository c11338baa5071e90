package io.serbench.model;

/** Canonical model: 10 nested objects, then {@code keep} written last: the writer side of the skip scenario. */
public final class Skip10 {
    public Nested field1;
    public Nested field2;
    public Nested field3;
    public Nested field4;
    public Nested field5;
    public Nested field6;
    public Nested field7;
    public Nested field8;
    public Nested field9;
    public Nested field10;
    public String keep;
}

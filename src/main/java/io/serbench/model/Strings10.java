package io.serbench.model;

/** Canonical model: 10 {@code String} fields: both the object scenario (short values) and the string scenario (160-char values). */
public final class Strings10 {
    public String field1;
    public String field2;
    public String field3;
    public String field4;
    public String field5;
    public String field6;
    public String field7;
    public String field8;
    public String field9;
    public String field10;
}

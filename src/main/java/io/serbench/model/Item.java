package io.serbench.model;

/** Element of the object lists: one short String field. */
public final class Item {
    public String field1;
}

package io.serbench.model;

/** Canonical model: 1 16-element {@code int[]} fields: the list scenario, element int. */
public final class IntLists1 {
    public int[] field1;
}

package io.serbench.model;

import java.util.List;

/** Canonical model: 5 16-element {@code List<Item>} fields: the list scenario, element object. */
public final class ItemLists5 {
    public List<Item> field1;
    public List<Item> field2;
    public List<Item> field3;
    public List<Item> field4;
    public List<Item> field5;
}

package io.serbench.model;

import java.util.List;

/** Canonical model: 10 16-element {@code List<Item>} fields: the list scenario, element object. */
public final class ItemLists10 {
    public List<Item> field1;
    public List<Item> field2;
    public List<Item> field3;
    public List<Item> field4;
    public List<Item> field5;
    public List<Item> field6;
    public List<Item> field7;
    public List<Item> field8;
    public List<Item> field9;
    public List<Item> field10;
}

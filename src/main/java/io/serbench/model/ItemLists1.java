package io.serbench.model;

import java.util.List;

/** Canonical model: 1 16-element {@code List<Item>} fields: the list scenario, element object. */
public final class ItemLists1 {
    public List<Item> field1;
}

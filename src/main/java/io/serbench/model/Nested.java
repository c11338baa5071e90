package io.serbench.model;

import java.util.List;

/** One nested object of the skip scenario: a list of 5 short strings and an int. */
public final class Nested {
    public List<String> names;
    public int value;
}

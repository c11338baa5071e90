package io.serbench.model;

/** Reader side of the skip scenario: knows only {@code keep}, so everything before it must be skipped. */
public final class SkipReader {
    public String keep;
}

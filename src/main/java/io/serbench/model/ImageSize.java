package io.serbench.model;

/** The size class of an {@link Image}: an enum of two values, as in jvm-serializers. */
public enum ImageSize {
    SMALL, LARGE
}

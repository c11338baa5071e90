package io.serbench.model;

/** The player of a {@link Media}: an enum of two values, as in jvm-serializers. */
public enum Player {
    JAVA, FLASH
}

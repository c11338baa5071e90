package io.serbench.codec;

/**
 * One direction of a codec: the two timed calls of {@link Codec}. {@link #method} is the
 * benchmark method that times it, which is also the direction a result row carries.
 */
public enum Direction {
    ENCODE("encode"),
    DECODE("decode");

    /** The benchmark method that times this direction, as results name it. */
    public final String method;

    Direction(String method) {
        this.method = method;
    }

    @Override
    public String toString() {
        return method;
    }
}

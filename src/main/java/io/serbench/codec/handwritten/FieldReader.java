package io.serbench.codec.handwritten;

import io.serbench.model.Item;

import java.io.IOException;
import java.util.List;

/**
 * A hand-written format's reader, as the per-class code in {@link Bindings} sees it: one call
 * per field of the class being decoded, in declaration order. No reader class holds a
 * {@link io.serbench.model.Nested}: the skip scenario's reader only skips them.
 */
public interface FieldReader {
    int readInt() throws IOException;

    double readDouble() throws IOException;

    String readString() throws IOException;

    int[] readInts() throws IOException;

    double[] readDoubles() throws IOException;

    List<Item> readItems() throws IOException;
}

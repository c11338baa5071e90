package io.serbench.codec.handwritten;

import io.serbench.model.Item;
import io.serbench.model.Nested;

import java.io.IOException;
import java.util.List;

/**
 * A hand-written format's writer, as the per-class code in {@link Bindings} sees it: one call
 * per field of a canonical object, in declaration order. The format decides what a field costs
 * on the wire (a name and a tagged value for msgpack, the bare value for raw); the field's
 * position is the order of the calls.
 */
public interface FieldWriter {
    void writeInt(int v) throws IOException;

    void writeDouble(double v) throws IOException;

    void writeString(String v) throws IOException;

    void writeInts(int[] v) throws IOException;

    void writeDoubles(double[] v) throws IOException;

    void writeItems(List<Item> v) throws IOException;

    void writeNested(Nested v) throws IOException;
}

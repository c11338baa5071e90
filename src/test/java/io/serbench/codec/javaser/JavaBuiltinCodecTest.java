package io.serbench.codec.javaser;

import io.serbench.codec.ByteSink;
import io.serbench.model.Case;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.io.InvalidClassException;
import java.io.ObjectOutputStream;
import java.util.HashMap;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The input filter is really set: classes outside the suite and oversized arrays are rejected before they are built. */
class JavaBuiltinCodecTest {

    @Test
    void rejectsAClassOutsideTheSuite() throws Exception {
        byte[] bytes = serialize(new HashMap<>());
        InvalidClassException e = assertThrows(InvalidClassException.class,
                () -> new JavaBuiltinCodec(new Case(Shape.INT, 1)).decode(bytes));
        assertTrue(e.getMessage().contains("REJECTED"), e.getMessage());
    }

    @Test
    void rejectsAnArrayLongerThanTheLimit() throws Exception {
        SerializableCopies.IntLists1 value = new SerializableCopies.IntLists1();
        value.field1 = new int[JavaBuiltinCodec.MAX_ARRAY + 1];
        byte[] bytes = serialize(value);
        InvalidClassException e = assertThrows(InvalidClassException.class,
                () -> new JavaBuiltinCodec(new Case(Shape.LIST_INT, 1)).decode(bytes));
        assertTrue(e.getMessage().contains("REJECTED"), e.getMessage());
    }

    private static byte[] serialize(Object o) throws Exception {
        ByteSink sink = new ByteSink();
        ObjectOutputStream out = new ObjectOutputStream(sink);
        out.writeObject(o);
        out.flush();
        return sink.toByteArray();
    }
}

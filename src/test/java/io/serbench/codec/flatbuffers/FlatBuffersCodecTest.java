package io.serbench.codec.flatbuffers;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.IntLists1;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The two claims of FlatBuffersCodec's javadoc that no conformance test covers. */
class FlatBuffersCodecTest {

    @Test
    void theReusedBuilderNeverGrows() throws Exception {
        int largest = 0;
        for (Shape s : Shape.values()) {
            if (!io.serbench.codec.SupportMatrix.library("flatbuffers").supports(s)) {
                continue;
            }
            for (int fields : s.fields) {
                Case c = new Case(s, fields);
                FlatBuffersCodec codec = new FlatBuffersCodec(c);
                for (Object model : Dataset.pool(c)) {
                    largest = Math.max(largest, codec.encode(codec.toNative(model)).length);
                    assertEquals(FlatBuffersCodec.INITIAL_BUFFER, codec.builderCapacity(), c + ": the builder grew");
                }
            }
        }
        assertTrue(largest < FlatBuffersCodec.INITIAL_BUFFER / 2, "largest message " + largest + " bytes: keep headroom");
    }

    @Test
    void aCorruptedVectorLengthThrowsInsteadOfAllocating() throws Exception {
        Case c = new Case(Shape.LIST_INT, 1);
        FlatBuffersCodec codec = new FlatBuffersCodec(c);
        IntLists1 model = (IntLists1) Dataset.pool(c).get(0);
        byte[] bytes = codec.encode(codec.toNative(model));

        // the vector is its length (16) followed by its elements, little-endian
        ByteBuffer bb = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        int at = -1;
        for (int i = 0; i + 8 <= bytes.length && at < 0; i += 4) {
            if (bb.getInt(i) == model.field1.length && bb.getInt(i + 4) == model.field1[0]) {
                at = i;
            }
        }
        assertTrue(at >= 0, "vector not found");
        bb.putInt(at, Integer.MAX_VALUE);

        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class, () -> codec.decode(bytes));
        assertTrue(e.getMessage().contains("vector length " + Integer.MAX_VALUE), e.getMessage());
    }
}

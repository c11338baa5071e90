package io.serbench.codec.protobuf;

import com.google.protobuf.Message;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** No cached work and nothing kept that a reader skips (docs/METHODOLOGY.md, "Fairness"), for every protobuf mode. */
class ProtobufCodecTest {

    /**
     * Every message the encode input holds gets a wrong memoized size before the encode: an
     * encode that used the memo instead of computing the size again would throw (the output
     * array would be too small) or write wrong length prefixes. So this fails if the reset does
     * nothing, and passes only if every encode computes every size itself.
     */
    @Test
    void everyEncodeComputesTheSizeOfEveryMessageAgain() throws Exception {
        for (ProtobufCodec.Mode mode : ProtobufCodec.Mode.values()) {
            for (Shape shape : List.of(Shape.INT, Shape.LIST_OBJECT, Shape.SKIP)) {
                for (int fields : shape.fields) {
                    Case c = new Case(shape, fields);
                    ProtobufCodec codec = new ProtobufCodec(c, mode);
                    ProtobufCodec.Input in = (ProtobufCodec.Input) codec.toNative(Dataset.pool(c).get(0));
                    byte[] expected = codec.encode(in);
                    int nested = shape == Shape.LIST_OBJECT ? 16 * fields : shape == Shape.SKIP ? fields : 0;
                    assertEquals(1 + nested, in.messages().length, mode + " · " + c + ": the input must list every message");
                    for (Message m : in.messages()) {
                        assertTrue(Memo.isComputed(m), "the earlier encode memoized every size (what encode must undo)");
                        Memo.poison(m, 1);
                    }
                    assertArrayEquals(expected, codec.encode(in), mode + " · " + c + ": encode used a memoized size");
                }
            }
        }
    }

    @Test
    void theSkipReaderKeepsNoUnknownFields() throws Exception {
        for (ProtobufCodec.Mode mode : ProtobufCodec.Mode.values()) {
            Case c = new Case(Shape.SKIP, 10);
            ProtobufCodec codec = new ProtobufCodec(c, mode);
            byte[] bytes = codec.encode(codec.toNative(Dataset.pool(c).get(0)));
            Message read = (Message) codec.decodeTimed(codec.prepareDecode(bytes));
            assertEquals(0, read.getUnknownFields().getSerializedSize(), mode + ": skipped fields were kept");
            assertTrue(read.getSerializedSize() < bytes.length / 10, "the reader holds only keep");
        }
    }
}

package io.serbench.codec.capnproto;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The claims of CapnProtoCodec's javadoc about its reused first segment. */
class CapnProtoCodecTest {

    /** Every message fits the reused first segment: a one-segment message, nothing else allocated. */
    @Test
    void everyMessageIsOneSegmentThatFitsTheReusedBuffer() throws Exception {
        int largestWords = 0;
        for (Shape s : Shape.values()) {
            if (!io.serbench.codec.SupportMatrix.library("capnproto").supports(s)) {
                continue;
            }
            for (int fields : s.fields) {
                Case c = new Case(s, fields);
                CapnProtoCodec codec = new CapnProtoCodec(c);
                for (Object model : Dataset.pool(c)) {
                    ByteBuffer bb = ByteBuffer.wrap(codec.encode(codec.toNative(model))).order(ByteOrder.LITTLE_ENDIAN);
                    assertEquals(0, bb.getInt(0), c + ": segment count - 1");
                    int words = bb.getInt(4);
                    assertEquals(bb.capacity(), 8 + 8 * words, c + ": exactly the framed segment");
                    largestWords = Math.max(largestWords, words);
                }
            }
        }
        assertTrue(largestWords < CapnProtoCodec.FIRST_SEGMENT_WORDS / 2,
                "largest message " + largestWords + " words: keep headroom");
    }

    /** clearFirstSegment() leaves the reused buffer as new: a long message then short ones encode as with a fresh codec. */
    @Test
    void reusingTheFirstSegmentChangesNoBytes() throws Exception {
        for (Shape s : Shape.values()) {
            if (!io.serbench.codec.SupportMatrix.library("capnproto").supports(s)) {
                continue;
            }
            Case c = new Case(s, 10);
            CapnProtoCodec reused = new CapnProtoCodec(c);
            List<Object> pool = Dataset.pool(c);
            for (Object model : pool) {
                byte[] fresh = new CapnProtoCodec(c).encode(model);
                assertArrayEquals(fresh, reused.encode(model), c.toString());
            }
        }
    }
}

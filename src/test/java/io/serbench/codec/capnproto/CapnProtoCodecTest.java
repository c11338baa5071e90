package io.serbench.codec.capnproto;

import io.serbench.codec.SweepCases;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The claims of CapnProtoCodec's javadoc about its reused first segment. */
class CapnProtoCodecTest {

    /**
     * Every message fits the reused first segment: a one-segment message, nothing else allocated;
     * also in the sweeps, where the first segment is sized from the case.
     */
    @Test
    void everyMessageIsOneSegmentThatFitsTheReusedBuffer() throws Exception {
        int largestWords = 0;
        for (Case c : SweepCases.matrixAndSweeps("capnproto")) {
            if (SweepCases.inMatrix(c)) {
                assertEquals(CapnProtoCodec.FIRST_SEGMENT_WORDS, CapnProtoCodec.firstSegmentWords(c), c.toString());
            }
            CapnProtoCodec codec = new CapnProtoCodec(c);
            for (Object model : Dataset.pool(c)) {
                ByteBuffer bb = ByteBuffer.wrap(codec.encode(codec.toNative(model))).order(ByteOrder.LITTLE_ENDIAN);
                assertEquals(0, bb.getInt(0), c + ": segment count - 1");
                int words = bb.getInt(4);
                assertEquals(bb.capacity(), 8 + 8 * words, c + ": exactly the framed segment");
                largestWords = SweepCases.inMatrix(c) ? Math.max(largestWords, words) : largestWords;
            }
        }
        assertTrue(largestWords < CapnProtoCodec.FIRST_SEGMENT_WORDS / 2,
                "largest message " + largestWords + " words: keep headroom");
    }

    @Test
    void roundTripsTheStandardMedia() throws Exception {
        CapnProtoCodec codec = new CapnProtoCodec(new Case(Shape.MEDIA, 1));
        MediaContent standard = Dataset.standardMedia();
        assertNull(Models.diff(standard, codec.toModel(codec.decode(codec.encode(codec.toNative(standard)))), 0));
    }

    /** clearFirstSegment() leaves the reused buffer as new: a long message then short ones encode as with a fresh codec. */
    @Test
    void reusingTheFirstSegmentChangesNoBytes() throws Exception {
        for (Shape s : Shape.values()) {
            if (!io.serbench.codec.SupportMatrix.library("capnproto").supports(s)) {
                continue;
            }
            Case c = new Case(s, s.fields.get(s.fields.size() - 1));
            CapnProtoCodec reused = new CapnProtoCodec(c);
            List<Object> pool = Dataset.pool(c);
            for (Object model : pool) {
                byte[] fresh = new CapnProtoCodec(c).encode(model);
                assertArrayEquals(fresh, reused.encode(model), c.toString());
            }
        }
    }
}

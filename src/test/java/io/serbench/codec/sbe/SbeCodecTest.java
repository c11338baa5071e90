package io.serbench.codec.sbe;

import io.serbench.codec.SweepCases;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.agrona.concurrent.UnsafeBuffer;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The sbe codec's claims: Agrona's bounds checks are on, the schema id is checked, and the encode buffer never regrows. */
class SbeCodecTest {

    @Test
    void agronaBoundsChecksAreOnSoReadingPastTheInputThrows() {
        assertTrue(UnsafeBuffer.SHOULD_BOUNDS_CHECK, "agrona.disable.bounds.checks is set");
        Case c = new Case(Shape.INT, 10);
        SbeCodec codec = new SbeCodec(c);
        byte[] bytes = codec.encode(codec.toNative(Dataset.pool(c).get(0)));
        assertThrows(IndexOutOfBoundsException.class, () -> codec.decode(Arrays.copyOf(bytes, bytes.length - 1)));
    }

    @Test
    void decodeRejectsAnotherSchemaId() {
        Case c = new Case(Shape.INT, 1);
        SbeCodec codec = new SbeCodec(c);
        byte[] bytes = codec.encode(codec.toNative(Dataset.pool(c).get(0)));
        bytes[4]++; // the header's schemaId, after blockLength and templateId (uint16 each)
        assertThrows(IllegalStateException.class, () -> codec.decode(bytes));
    }

    /** Also in the sweeps, where the buffer is sized from the case. */
    @Test
    void encodeBufferNeverGrows() {
        for (Case c : SweepCases.matrixAndSweeps("sbe")) {
            SbeCodec codec = new SbeCodec(c);
            int capacity = codec.bufferCapacity();
            for (Object model : Dataset.pool(c)) {
                codec.encode(codec.toNative(model));
            }
            assertEquals(capacity, codec.bufferCapacity(), c + ": the encode buffer grew");
        }
    }

    @Test
    void roundTripsTheStandardMedia() throws Exception {
        SbeCodec codec = new SbeCodec(new Case(Shape.MEDIA, 1));
        MediaContent standard = Dataset.standardMedia();
        assertNull(Models.diff(standard, codec.toModel(codec.decode(codec.encode(codec.toNative(standard)))), 0));
    }
}

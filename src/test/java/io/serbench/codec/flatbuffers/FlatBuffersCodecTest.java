package io.serbench.codec.flatbuffers;

import io.serbench.codec.SweepCases;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.IntLists1;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The claims of FlatBuffersCodec's javadoc that no conformance test covers. */
class FlatBuffersCodecTest {

    /** Also in the sweeps (flatbuffers is a default library of every sweep): there the builder is sized from the case. */
    @Test
    void theReusedBuilderNeverGrows() throws Exception {
        int largest = 0;
        for (Case c : SweepCases.matrixAndSweeps("flatbuffers")) {
            int capacity = FlatBuffersCodec.bufferBytes(c);
            if (SweepCases.inMatrix(c)) {
                assertEquals(FlatBuffersCodec.INITIAL_BUFFER, capacity, c.toString());
            }
            FlatBuffersCodec codec = new FlatBuffersCodec(c);
            for (Object model : Dataset.pool(c)) {
                int size = codec.encode(codec.toNative(model)).length;
                largest = SweepCases.inMatrix(c) ? Math.max(largest, size) : largest;
                assertEquals(capacity, codec.builderCapacity(), c + ": the builder grew");
            }
        }
        assertTrue(largest < FlatBuffersCodec.INITIAL_BUFFER / 2, "largest message " + largest + " bytes: keep headroom");
    }

    @Test
    void roundTripsTheStandardMedia() throws Exception {
        FlatBuffersCodec codec = new FlatBuffersCodec(new Case(Shape.MEDIA, 1));
        MediaContent standard = Dataset.standardMedia();
        assertNull(Models.diff(standard, codec.toModel(codec.decode(codec.encode(codec.toNative(standard)))), 0));
    }

    /** An optional scalar equal to its type's default is still present (flatc 2.0.8's Java builder would drop it). */
    @Test
    void aPresentBitrateOfZeroStaysPresent() throws Exception {
        FlatBuffersCodec codec = new FlatBuffersCodec(new Case(Shape.MEDIA, 1));
        MediaContent m = Dataset.standardMedia();
        m.media.bitrate = 0;
        MediaContent back = (MediaContent) codec.decode(codec.encode(m));
        assertEquals(0, back.media.bitrate);
        m.media.bitrate = null;
        assertNull(((MediaContent) codec.decode(codec.encode(m))).media.bitrate);
    }

    /** The writer and reader map enums by ordinal: the schema declares them in the canonical order. */
    @Test
    void schemaEnumsAreInTheCanonicalOrder() {
        assertArrayEquals(names(io.serbench.model.Player.values()), io.serbench.codec.flatbuffers.gen.Player.names);
        assertArrayEquals(names(io.serbench.model.ImageSize.values()), io.serbench.codec.flatbuffers.gen.ImageSize.names);
    }

    private static String[] names(Enum<?>[] values) {
        return java.util.Arrays.stream(values).map(Enum::name).toArray(String[]::new);
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
    /**
     * FlatBuffers has no null: a null string, list or child table is written as an absent field
     * and every reader decodes an absent field as null, so a value read from any buffer can be
     * written back (the fuzz campaign's re-encode check). Each reference field of each matrix
     * table, and of media, is nulled on its own.
     */
    @Test
    void aNullFieldIsWrittenAbsentAndReadBackAsNull() throws Exception {
        int checked = 0;
        for (Case c : Case.all()) {
            FlatBuffersCodec codec = new FlatBuffersCodec(c);
            for (java.lang.reflect.Field f : Models.fields(c.writerClass())) {
                if (f.getType().isPrimitive()) {
                    continue;
                }
                Object model = Dataset.pool(c).get(0);
                Models.set(model, f.getName(), null);
                Object back = codec.toModel(codec.decode(codec.encode(codec.toNative(model))));
                assertNull(Models.diff(c.expectedDecoded(model), back, 0), c + ", " + f.getName() + " null");
                checked++;
            }
        }
        MediaContent m = Dataset.standardMedia();
        m.media = null;
        m.images = null;
        FlatBuffersCodec media = new FlatBuffersCodec(new Case(Shape.MEDIA, 1));
        assertNull(Models.diff(m, media.decode(media.encode(m)), 0), "media and images null");
        for (String name : java.util.List.of("uri", "title", "format", "persons", "copyright")) {
            MediaContent one = Dataset.standardMedia();
            Models.set(one.media, name, null);
            assertNull(Models.diff(one, media.decode(media.encode(one)), 0), "media." + name + " null");
            checked++;
        }
        MediaContent image = Dataset.standardMedia();
        image.images.get(0).uri = null;
        image.images.get(0).title = null;
        assertNull(Models.diff(image, media.decode(media.encode(image)), 0), "an image's uri and title null");
        assertTrue(checked > 50, checked + " fields checked");
    }
}

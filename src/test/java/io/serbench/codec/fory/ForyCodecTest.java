package io.serbench.codec.fory;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import io.serbench.model.Image;
import io.serbench.model.Item;
import io.serbench.model.Media;
import io.serbench.model.Nested;
import org.apache.fory.builder.Generated;
import org.apache.fory.config.Config;
import org.apache.fory.config.Int64Encoding;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/** The fory codec's claims: JIT serializers are in place once setup has round-tripped the pool, and the encode buffer never regrows. */
class ForyCodecTest {

    @Test
    void setupRoundTripsLeaveOnlyGeneratedSerializersAndTheBufferNeverGrows() {
        for (Shape s : Shape.values()) {
            if (!io.serbench.codec.SupportMatrix.library("fory").supports(s)) {
                continue;
            }
            for (int fields : s.fields) {
                Case c = new Case(s, fields);
                ForyCodec codec = new ForyCodec(c);
                for (Object model : Dataset.pool(c)) {
                    codec.decode(codec.encode(codec.toNative(model)));
                }
                // async compilation is off, so the first use compiled the serializer synchronously
                assertInstanceOf(Generated.class, codec.writer().getSerializer(c.writerClass()), c + ": writer");
                assertInstanceOf(Generated.class, codec.reader().getSerializer(c.readerClass()), c + ": reader");
                for (Class<?> nested : nestedClasses(s)) {
                    assertInstanceOf(Generated.class, codec.writer().getSerializer(nested), c + ": writer of " + nested.getSimpleName());
                    if (s != Shape.SKIP) {
                        // the skip consumer does not know the nested class: it reads it as an unknown struct
                        assertInstanceOf(Generated.class, codec.reader().getSerializer(nested), c + ": reader of " + nested.getSimpleName());
                    }
                }
                assertEquals(ForyCodec.INITIAL_BUFFER, codec.bufferSize(), c + ": the encode buffer grew");
            }
        }
    }

    /** The structs inside a case's root: each has a serializer of its own, which must be generated too. */
    private static List<Class<?>> nestedClasses(Shape s) {
        return switch (s) {
            case LIST_OBJECT -> List.of(Item.class);
            case SKIP -> List.of(Nested.class);
            case MEDIA -> List.of(Media.class, Image.class);
            default -> List.of();
        };
    }

    /**
     * The number encodings the library table states: Fory's defaults, left as they are. An int
     * field is a varint, a long field Fory's tagged encoding, an int[]/long[] is written raw
     * (array compression is off by default), strings are not compressed.
     */
    @Test
    void numberCompressionIsForysDefault() {
        Config config = new ForyCodec(new Case(Shape.INT, 1)).writer().getConfig();
        assertTrue(config.compressInt());
        assertEquals(Int64Encoding.TAGGED, config.longEncoding());
        assertFalse(config.compressIntArray());
        assertFalse(config.compressLongArray());
        assertFalse(config.compressString());
    }
}

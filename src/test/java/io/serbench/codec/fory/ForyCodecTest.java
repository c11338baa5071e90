package io.serbench.codec.fory;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.apache.fory.builder.Generated;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
                assertEquals(ForyCodec.INITIAL_BUFFER, codec.bufferSize(), c + ": the encode buffer grew");
            }
        }
    }
}

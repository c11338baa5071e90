package io.serbench.codec;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Codecs that encode into a reused buffer of {@link ByteSink#DEFAULT_CAPACITY} bytes (the shared
 * sink, or bson's {@code BasicOutputBuffer} of that size) claim that every case fits, so no
 * encode after the first regrows it.
 */
class ReusedBufferFitsTest {
    private static final String[] IDS = {"gson", "bson", "hessian", "java-builtin"};

    @TestFactory
    Stream<DynamicTest> everyEncodingFitsTheInitialBuffer() {
        return Stream.of(IDS).map(id -> DynamicTest.dynamicTest(id, () -> {
            Library lib = SupportMatrix.library(id);
            for (Shape s : Shape.values()) {
                for (int fields : Shape.FIELDS) {
                    Case c = new Case(s, fields);
                    if (!lib.supports(s)) {
                        continue;
                    }
                    Codec codec = lib.codec(c);
                    for (Object model : Dataset.pool(c)) {
                        int size = codec.encode(codec.toNative(model)).length;
                        assertTrue(size <= ByteSink.DEFAULT_CAPACITY, id + " · " + c + ": " + size + " bytes");
                    }
                }
            }
        }));
    }
}

package io.serbench.codec;

import io.serbench.model.Dataset;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every codec that keeps a buffer between encodes sizes it so every case of the suite fits: no
 * encode output is larger than the buffer, and after the first op, encoding the whole pool
 * leaves the buffer the size it had (docs/METHODOLOGY.md, "Fairness").
 */
class ReusedBufferTest {

    @TestFactory
    Stream<DynamicTest> everyCaseFitsTheReusedBufferWithoutGrowing() {
        return SupportMatrix.supportedCases().stream()
                .filter(lc -> lc.library().codec(lc.c()) instanceof ReusedBuffer)
                .map(lc -> DynamicTest.dynamicTest(lc.toString(), () -> {
                    Codec codec = lc.library().codec(lc.c());
                    // read after the first op: some buffers are only visible once something was written
                    codec.encode(codec.toNative(Dataset.pool(lc.c()).get(0)));
                    int initial = ((ReusedBuffer) codec).reusedBufferBytes();
                    for (Object model : Dataset.pool(lc.c())) {
                        int size = codec.encode(codec.toNative(model)).length;
                        assertTrue(size <= initial, lc + ": " + size + " bytes do not fit the reused " + initial);
                    }
                    assertEquals(initial, ((ReusedBuffer) codec).reusedBufferBytes(), lc + ": the reused buffer grew");
                }));
    }
}

package io.serbench.codec;

/**
 * A codec that encodes into a buffer it keeps between ops. Its size lets {@code ReusedBufferTest}
 * check the fairness rule that every case of the suite fits the buffer as first allocated, so no
 * encode pays for growing or chaining it (docs/METHODOLOGY.md, "Fairness").
 */
public interface ReusedBuffer {
    /** The reused buffer's current size in bytes. */
    int reusedBufferBytes();
}

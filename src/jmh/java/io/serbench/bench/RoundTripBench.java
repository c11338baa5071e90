package io.serbench.bench;

import org.openjdk.jmh.annotations.Benchmark;

/** A scenario timed in both directions: every scenario but skip, which only decodes. */
public abstract class RoundTripBench extends CodecBench {

    /** One encode of the next pool input. */
    @Benchmark
    public byte[] encode() throws Exception {
        return encodeNext();
    }
}

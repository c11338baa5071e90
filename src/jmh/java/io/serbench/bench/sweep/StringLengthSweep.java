package io.serbench.bench.sweep;

import io.serbench.bench.RoundTripBench;
import org.openjdk.jmh.annotations.Param;

/**
 * Sweep: one string field of 8 to 32,768 ASCII chars. Tests the article's claim that long strings
 * are copy-bound: every format's cost should grow linearly (log-log slope about 1).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar StringLengthSweep -p library=jackson,protobuf}
 */
public class StringLengthSweep extends RoundTripBench {

    /** JMH needs a literal; the engine passes Sweep.DEFAULT_LIBRARIES (one per family), or any supporting ids asked for, with -p library=... */
    @Param("jackson")
    public String library;

    /** String length in chars (Sweep.STRING_LENGTH). */
    @Param({"8", "32", "128", "512", "2048", "8192", "32768"})
    public int length;
}

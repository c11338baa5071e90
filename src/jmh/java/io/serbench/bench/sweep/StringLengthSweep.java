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

    /** One library per family by default (Sweep.DEFAULT_LIBRARIES); any supporting id with {@code -p library=}. */
    @Param({"jackson", "dsljson", "fastjson2", "protobuf", "kryo", "avro", "flatbuffers"})
    public String library;

    /** String length in chars (Sweep.STRING_LENGTH). */
    @Param({"8", "32", "128", "512", "2048", "8192", "32768"})
    public int length;
}

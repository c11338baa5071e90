package io.serbench.bench.sweep;

import io.serbench.bench.RoundTripBench;
import org.openjdk.jmh.annotations.Param;

/**
 * Sweep: one list of 1 to 4,096 ints: the per-element cost, and what a list costs before its
 * first element (the curve's flat start).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar ListLengthSweep -p library=jackson,protobuf}
 */
public class ListLengthSweep extends RoundTripBench {

    /** One library per family by default (Sweep.DEFAULT_LIBRARIES); any supporting id with {@code -p library=}. */
    @Param({"jackson", "dsljson", "fastjson2", "protobuf", "kryo", "avro", "flatbuffers"})
    public String library;

    /** List length in ints (Sweep.LIST_LENGTH). */
    @Param({"1", "4", "16", "64", "256", "1024", "4096"})
    public int length;
}

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

    /** JMH needs a literal; the engine passes Sweep.DEFAULT_LIBRARIES (one per family), or any supporting ids asked for, with -p library=... */
    @Param("jackson")
    public String library;

    /** List length in ints (Sweep.LIST_LENGTH). */
    @Param({"1", "4", "16", "64", "256", "1024", "4096"})
    public int length;
}

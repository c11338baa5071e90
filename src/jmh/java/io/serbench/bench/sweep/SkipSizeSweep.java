package io.serbench.bench.sweep;

import io.serbench.bench.CodecBench;
import org.openjdk.jmh.annotations.Param;

/**
 * Sweep: decode one kept string past one skipped value of about 64 to 65,536 bytes of JSON.
 * Tests the article's claim that JSON's skip cost grows with the skipped length while protobuf's
 * (a length-delimited field) stays constant.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar SkipSizeSweep -p library=jackson,protobuf}
 */
public class SkipSizeSweep extends CodecBench {

    /** JMH needs a literal; the engine passes Sweep.DEFAULT_LIBRARIES (one per family), or any supporting ids asked for, with -p library=... */
    @Param("jackson")
    public String library;

    /** Approximate length of the skipped value in Jackson's JSON (Sweep.SKIP_SIZE). */
    @Param({"64", "256", "1024", "4096", "16384", "65536"})
    public int bytes;
}

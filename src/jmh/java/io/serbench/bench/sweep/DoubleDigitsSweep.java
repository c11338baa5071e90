package io.serbench.bench.sweep;

import io.serbench.bench.RoundTripBench;
import org.openjdk.jmh.annotations.Param;

/**
 * Sweep: ten doubles of 3 to 17 significant digits: how much of a text format's double cost is
 * the digits themselves.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar DoubleDigitsSweep -p library=jackson,dsljson}
 */
public class DoubleDigitsSweep extends RoundTripBench {

    /** JMH needs a literal; the engine passes Sweep.DEFAULT_LIBRARIES (one per family), or any supporting ids asked for, with -p library=... */
    @Param("jackson")
    public String library;

    /** Significant digits of every double (Sweep.DOUBLE_DIGITS). */
    @Param({"3", "5", "8", "11", "14", "17"})
    public int digits;
}

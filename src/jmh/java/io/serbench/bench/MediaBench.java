package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario media: jvm-serializers' MediaContent, one realistic object (strings, ints, longs, a
 * list of strings, two enums, absent optional fields, a list of 1-4 nested images) beside the
 * extreme shapes. No size knob: the 64 pool instances vary instead.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'MediaBench' -p library=jackson,protobuf}
 */
public class MediaBench extends RoundTripBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;
}

package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario string: N String fields of 160 ASCII chars: the cost of copying text.
 * One library per forked JVM ({@code library} is a param), so no library's JIT profile
 * pollutes another's.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'StringBench.decode' -p fields=10 -p library=jackson,protobuf}
 */
public class StringBench extends RoundTripBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;

    /** The size knob: fields of the root object (Shape.FIELDS). */
    @Param({"1", "5", "10"})
    public int fields;
}

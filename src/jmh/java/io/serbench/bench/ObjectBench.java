package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario object: N short String fields: field-name binding cost rather than copying.
 * One library per forked JVM ({@code library} is a param), so no library's JIT profile
 * pollutes another's.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'ObjectBench.decode' -p fields=10 -p library=jackson,protobuf}
 */
public class ObjectBench extends RoundTripBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;

    /** The size knob: fields of the root object (Shape.FIELDS). */
    @Param({"1", "5", "10"})
    public int fields;
}

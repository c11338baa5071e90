package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario list(object): N fields, each a list of 16 objects with one short String field.
 * One JMH class per list element, so the matrix gives it exactly the libraries that run this
 * element ({@link LibraryParams}).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'ObjectListBench.decode' -p fields=10 -p library=jackson,kryo}
 */
public class ObjectListBench extends RoundTripBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;

    /** The size knob: fields of the root object (Shape.FIELDS). */
    @Param({"1", "5", "10"})
    public int fields;

    /** This class's element, the only value: results keep saying which element they measured. */
    @Param({"object"})
    public String element;
}

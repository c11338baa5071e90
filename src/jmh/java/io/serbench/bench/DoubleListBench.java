package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario list(double): N fields, each a list of 16 {@code double}s (a {@code double[]} on the JSON side).
 * One JMH class per list element, so the matrix gives it exactly the libraries that run this
 * element ({@link LibraryParams}).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'DoubleListBench.decode' -p fields=10 -p library=jackson,dsljson}
 */
public class DoubleListBench extends RoundTripBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;

    /** The size knob: fields of the root object (Shape.FIELDS). */
    @Param({"1", "5", "10"})
    public int fields;

    /** Significant digits of every double (Shape.DIGITS): the article's 8, and full precision. */
    @Param({"8", "17"})
    public int digits;

    /** This class's element, the only value: results keep saying which element they measured. */
    @Param({"double"})
    public String element;
}

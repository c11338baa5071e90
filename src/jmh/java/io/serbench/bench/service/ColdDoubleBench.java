package io.serbench.bench.service;

import org.openjdk.jmh.annotations.Param;

/**
 * Cold start on double at fields=10, full-precision doubles ({@link ColdStartBench}).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'service.ColdDoubleBench' -f 40 -p library=jackson,fory -rf json}
 */
public class ColdDoubleBench extends ColdStartBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;
}

package io.serbench.bench.service;

import org.openjdk.jmh.annotations.Param;

/**
 * Cold start on media ({@link ColdStartBench}).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'service.ColdMediaBench' -f 40 -p library=jackson,fory -rf json}
 */
public class ColdMediaBench extends ColdStartBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;
}

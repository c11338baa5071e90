package io.serbench.bench.service;

import org.openjdk.jmh.annotations.Param;

/**
 * The warm-up curve on media ({@link WarmupCurveBench}).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'service.WarmupMediaBench' -p library=jackson,fory -rf json}
 */
public class WarmupMediaBench extends WarmupCurveBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;
}

package io.serbench.bench.service;

import org.openjdk.jmh.annotations.Param;

/**
 * The warm-up curve on double at fields=10, full-precision doubles ({@link WarmupCurveBench}).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'service.WarmupDoubleBench' -p library=jackson,fory -rf json}
 */
public class WarmupDoubleBench extends WarmupCurveBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;
}

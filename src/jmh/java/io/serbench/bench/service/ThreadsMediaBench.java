package io.serbench.bench.service;

import org.openjdk.jmh.annotations.Param;

/**
 * Thread scaling on media ({@link ThreadsBench}).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'service.ThreadsMediaBench' -t 2 -p library=jackson,kryo -rf json}
 */
public class ThreadsMediaBench extends ThreadsBench {

    /** JMH needs a literal; the engine passes the matrix's ids with -p library=... (LibraryParams). */
    @Param("jackson")
    public String library;
}

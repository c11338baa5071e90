package io.serbench.bench.service;

import io.serbench.runfolder.JvmFlags;
import io.serbench.bench.BenchFixture;
import io.serbench.codec.Codec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.util.concurrent.TimeUnit;

/**
 * The warm-up curve from a fresh JVM: the matrix's op (same fixture, same single-thread codec),
 * no warmup, many short measured iterations, so JMH's JSON holds every iteration of every fork.
 * The reporter reads from it how long and how many ops a library takes to come within 10% of
 * its steady state (the fork's final level, the median of its last quarter), as
 * {@code WarmupProbe} does for the matrix's warmup. Before the first iteration the fixture has
 * already round-tripped the 64 inputs once (64 encodes, 128 decodes, the check before timing);
 * the reported op counts start after them. See docs/METHODOLOGY.md, "Service conditions".
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = WarmupCurveBench.ITERATIONS, time = WarmupCurveBench.ITERATION_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgsAppend = {JvmFlags.HEAP_MIN, JvmFlags.HEAP_MAX, JvmFlags.GC,
        JvmFlags.PRE_TOUCH, JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC})
public abstract class WarmupCurveBench {
    /** 60 × 50 ms: 3 s, three times the matrix's 1 s warmup, so the last quarter is well past it. */
    static final int ITERATIONS = 60;
    static final int ITERATION_MILLIS = 50;

    private Codec codec;
    private Object[] inputs;
    private Object[] payloads;
    private int index;

    @Setup
    public void setUp(BenchmarkParams params) {
        BenchFixture f = BenchFixture.prepare(params.getParam("library"), ServiceCase.of(params.getBenchmark()));
        this.codec = f.codec;
        this.inputs = f.inputs;
        this.payloads = f.payloads;
    }

    @Benchmark
    public Object encode() throws Exception {
        return codec.encodeTimed(inputs[index++ & BenchFixture.MASK]);
    }

    @Benchmark
    public Object decode() throws Exception {
        return codec.decodeTimed(payloads[index++ & BenchFixture.MASK]);
    }
}

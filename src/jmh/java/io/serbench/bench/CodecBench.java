package io.serbench.bench;

import io.serbench.codec.Codec;
import io.serbench.model.Shape;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.util.concurrent.TimeUnit;

/**
 * Everything the scenario classes share, in one place: JMH settings (JMH inherits class-level
 * annotations, params and benchmark methods from an abstract superclass, and generates the
 * benchmarks for each concrete subclass), the {@code fields} size knob, the fixture, and the
 * timed {@code decode}. A scenario class adds only its {@code library} param (JMH params must be
 * literals, so each class lists the matrix's ids for its shape); {@link RoundTripBench} adds
 * {@code encode} for every scenario but skip.
 *
 * <p>Settings: one library per forked JVM ({@code library} is a param), average time per op in
 * ns, and the same JVM flags for every library ({@link RunSettings#JVM_ARGS}); why each, see
 * {@code docs/METHODOLOGY.md}, "Measurement". {@code -Pbench} overrides warmup and measurement
 * per preset; the values here make a plain JMH CLI run a careful one.
 *
 * <p>The timed methods are tiny so they inline into JMH's loop: one pool read, one mask, one
 * codec call. Inputs cycle through the 64-input pool so no branch predictor learns one input.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = RunSettings.WARMUP_ITERATIONS, time = RunSettings.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = RunSettings.MEASUREMENT_ITERATIONS, time = RunSettings.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = RunSettings.FORKS, jvmArgsAppend = {RunSettings.HEAP_MIN, RunSettings.HEAP_MAX, RunSettings.GC,
        RunSettings.PRE_TOUCH, RunSettings.ADD_OPENS, RunSettings.ADD_OPENS_MISC})
public abstract class CodecBench {

    /** The size knob of every scenario: the number of fields of the root object ({@link Shape#FIELDS}). */
    @Param({"1", "5", "10"})
    public int fields;

    private Codec codec;
    private Object[] inputs;
    private Object[] payloads;
    private int index;

    /**
     * Builds and verifies the fixture before anything is timed. The shape comes from
     * {@link Shape}'s table by the JMH class's name (and the {@code element} param of the list
     * scenario), so a scenario class is nothing but its library list.
     */
    @Setup
    public void setUp(BenchmarkParams params) {
        String benchmark = params.getBenchmark();
        String className = benchmark.substring(0, benchmark.lastIndexOf('.'));
        prepare(params.getParam("library"), Shape.ofBenchmark(className.substring(className.lastIndexOf('.') + 1),
                params.getParamsKeys().contains("element") ? params.getParam("element") : null));
    }

    /** The setup itself, also called directly by tests. */
    final void prepare(String library, Shape shape) {
        BenchFixture f = BenchFixture.prepare(library, shape, fields);
        this.codec = f.codec;
        this.inputs = f.inputs;
        this.payloads = f.payloads;
        this.index = 0;
    }

    /** One decode of the next pool payload. */
    @Benchmark
    public Object decode() throws Exception {
        return codec.decodeTimed(payloads[index++ & BenchFixture.MASK]);
    }

    /** One encode of the next pool input; exposed as a benchmark by {@link RoundTripBench}. */
    protected final Object encodeNext() throws Exception {
        return codec.encodeTimed(inputs[index++ & BenchFixture.MASK]);
    }
}

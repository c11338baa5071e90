package io.serbench.bench;

import io.serbench.runfolder.JvmFlags;
import io.serbench.codec.Codec;
import io.serbench.model.Case;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;
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
 * Everything the scenario classes share, in one place: JMH settings (JMH inherits class-level
 * annotations, params and benchmark methods from an abstract superclass, and generates the
 * benchmarks for each concrete subclass), the fixture, and the timed {@code decode}. A scenario
 * class adds only its params: {@code library} (JMH params must be literals, so each class lists
 * the matrix's ids for its shape) and its shape's knobs ({@code fields}, {@code digits}; none for
 * media; a sweep's size). The knobs are params of the concrete classes, not of this base,
 * because JMH runs every value of an inherited param and media has no size to vary.
 * {@link RoundTripBench} adds {@code encode} for every scenario but skip.
 *
 * <p>Settings: one library per forked JVM ({@code library} is a param), average time per op in
 * ns, and the same JVM flags for every library ({@link JvmFlags#FORK}); why each, see
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
@Fork(value = RunSettings.FORKS, jvmArgsAppend = {JvmFlags.HEAP_MIN, JvmFlags.HEAP_MAX, JvmFlags.GC,
        JvmFlags.PRE_TOUCH, JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC})
public abstract class CodecBench {

    private Codec codec;
    private Object[] inputs;
    private Object[] payloads;
    private int index;

    /**
     * Builds and verifies the fixture before anything is timed. The case comes from the JMH
     * class's name and its params: a sweep's size through {@link Sweep}'s table, else the shape
     * from {@link Shape}'s table (with the list scenario's {@code element}) at the class's
     * {@code fields} and {@code digits}. So a scenario class is nothing but its params.
     */
    @Setup
    public void setUp(BenchmarkParams params) {
        prepare(params.getParam("library"), caseOf(params));
    }

    /** The case a benchmark's params name. */
    static Case caseOf(BenchmarkParams params) {
        String benchmark = params.getBenchmark();
        String className = benchmark.substring(0, benchmark.lastIndexOf('.'));
        String simpleName = className.substring(className.lastIndexOf('.') + 1);
        Sweep sweep = Sweep.ofBenchmark(simpleName);
        if (sweep != null) {
            return sweep.caseAt(Integer.parseInt(params.getParam(sweep.param)));
        }
        Shape shape = Shape.ofBenchmark(simpleName, param(params, "element"));
        String fields = param(params, "fields");
        String digits = param(params, "digits");
        return new Case(shape, fields == null ? shape.fields.get(0) : Integer.parseInt(fields))
                .withDigits(digits == null ? Shape.FULL_DIGITS : Integer.parseInt(digits));
    }

    private static String param(BenchmarkParams params, String key) {
        return params.getParamsKeys().contains(key) ? params.getParam(key) : null;
    }

    /** The setup itself, also called directly by tests. */
    final void prepare(String library, Case c) {
        BenchFixture f = BenchFixture.prepare(library, c);
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

package io.serbench.bench.service;

import io.serbench.runfolder.JvmFlags;
import io.serbench.codec.Codec;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.util.concurrent.TimeUnit;

/**
 * Cold start: one op in a fresh JVM, the library's objects built inside the timed call. Each fork
 * times exactly one call ({@link Mode#SingleShotTime}, no warmup), so the score is a distribution
 * over forks, and many forks are needed ({@value #FORKS} by default; the measurement command in
 * docs/SERVICE-CONDITIONS.md sets more).
 * <ul>
 *   <li>{@link #firstEncode}: build the library's codec (mapper, registry, schema, generated
 *       code: whatever its constructor and first use build), convert one canonical input to
 *       the library's type, encode it;</li>
 *   <li>{@link #firstRoundTrip}: the same, then decode those bytes: the first encode and the
 *       first decode both done. It runs in its own forks, so its encode is cold too.</li>
 * </ul>
 * Not in the time: JVM start, JMH's own start, the seeded input generated in setup (canonical
 * model classes only), and loading the suite's codec classes (the support matrix references them;
 * loading is not initializing, so no library object is built). Nothing runs the library before the
 * timed call; the result is checked against the canonical value afterwards, in teardown.
 * See docs/METHODOLOGY.md, "Service conditions".
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1, batchSize = 1)
@Fork(value = ColdStartBench.FORKS, jvmArgsAppend = {JvmFlags.HEAP_MIN, JvmFlags.HEAP_MAX, JvmFlags.GC,
        JvmFlags.PRE_TOUCH, JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC})
public abstract class ColdStartBench {
    /** Forks of a plain JMH CLI run: one sample each. */
    static final int FORKS = 10;

    private Library lib;
    private Case c;
    private Object model;
    private Object lastDecoded;
    private Codec lastCodec;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        this.lib = SupportMatrix.library(params.getParam("library"));
        this.c = ServiceCase.of(params.getBenchmark());
        this.model = Dataset.pool(c).get(0);
    }

    /** Codec built, one input converted and encoded: the time to the first encode. */
    @Benchmark
    public Object firstEncode() throws Exception {
        Codec codec = lib.codec(c);
        Object out = codec.encodeTimed(codec.toNative(model));
        lastCodec = codec;
        return out;
    }

    /** Codec built, one input converted, encoded and its bytes decoded: the time to the first round trip. */
    @Benchmark
    public Object firstRoundTrip() throws Exception {
        Codec codec = lib.codec(c);
        byte[] bytes = codec.encode(codec.toNative(model));
        Object decoded = codec.decodeTimed(codec.prepareDecode(bytes));
        lastCodec = codec;
        lastDecoded = decoded;
        return decoded;
    }

    /** After the timed call: a wrong round trip fails the benchmark with the library's id. */
    @TearDown(Level.Iteration)
    public void check() throws Exception {
        if (lastDecoded == null || lib.format() == io.serbench.codec.Format.NONE) {
            return;
        }
        String diff = Models.diff(c.expectedDecoded(model), lastCodec.toModel(lastDecoded), lib.tolerance());
        if (diff != null) {
            throw new IllegalStateException(lib.id() + " · " + c + ": first round trip differs: " + diff);
        }
        lastDecoded = null;
    }
}

package io.serbench.bench.service;

import io.serbench.runfolder.JvmFlags;
import io.serbench.bench.BenchFixture;
import io.serbench.bench.RunSettings;
import io.serbench.codec.Codec;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;
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

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Throughput with request threads sharing one serializer. Run it at 1 thread and at N
 * ({@code -t N}, up to the core count); the reporter divides the N-thread ops/s by N times the
 * 1-thread ops/s (scaling efficiency). Ops/s is JMH's sum over threads.
 * <ul>
 *   <li>{@link #encode}, {@link #decode}: one codec shared by every thread, built as the library
 *       documents for that ({@link io.serbench.codec.Library#threadSafety()}): a shared mapper, a thread-local, a pool
 *       borrowed per op. What that costs is in the score.</li>
 *   <li>{@link #encodeOwnCodec}, {@link #decodeOwnCodec}: each thread with its own single-thread
 *       codec, the matrix's setup, which shares nothing. The ratio of the two at 1 thread is the
 *       cost of the thread-safe setup; at N threads the own-codec rows show what the machine
 *       itself allows (allocation, caches, memory bandwidth).</li>
 * </ul>
 * Every thread converts its own 64 inputs (a service's requests carry their own objects) and
 * checks their round trips through both codecs before anything is timed.
 * See docs/METHODOLOGY.md, "Service conditions".
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// the matrix's default preset (RunSettings.Preset.DEFAULT): 2 x 500 ms warmup, 3 x 400 ms measured
@Warmup(iterations = 2, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 3, time = 400, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgsAppend = {JvmFlags.HEAP_MIN, JvmFlags.HEAP_MAX, JvmFlags.GC,
        JvmFlags.PRE_TOUCH, JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC})
public abstract class ThreadsBench {

    /** What every thread shares: the library's thread-safe codec, built once per fork. */
    @State(Scope.Benchmark)
    public static class Shared {
        Library library;
        Case c;
        Codec codec;

        @Setup
        public void setUp(BenchmarkParams params) {
            this.library = SupportMatrix.library(params.getParam("library"));
            this.c = ServiceCase.of(params.getBenchmark());
            this.codec = library.threadSafeCodec(c);
        }
    }

    /** One request thread's inputs, and its own single-thread codec for the own-codec rows. */
    @State(Scope.Thread)
    public static class RequestThread {
        Codec shared;
        Object[] sharedInputs;
        Object[] sharedPayloads;
        Codec own;
        Object[] ownInputs;
        Object[] ownPayloads;
        int index;

        @Setup
        public void setUp(Shared s) throws Exception {
            List<Object> pool = Dataset.pool(s.c);
            int n = pool.size();
            shared = s.codec;
            sharedInputs = new Object[n];
            sharedPayloads = new Object[n];
            ownInputs = new Object[n];
            ownPayloads = new Object[n];
            own = s.library.codec(s.c);
            for (int i = 0; i < n; i++) {
                Object model = pool.get(i);
                sharedInputs[i] = shared.toNative(model);
                sharedPayloads[i] = payload(s, shared, model, sharedInputs[i]);
                ownInputs[i] = own.toNative(model);
                ownPayloads[i] = payload(s, own, model, ownInputs[i]);
            }
        }
    }

    /** The decode input, as the matrix's fixture makes it; the round trip is checked on the way. */
    static Object payload(Shared s, Codec codec, Object model, Object input) throws Exception {
        Library library = s.library;
        byte[] own = codec.encode(input);
        byte[] payload = library.decodesJacksonOutput() ? JacksonCodec.MAPPER.writeValueAsBytes(model) : own;
        if (library.format() != Format.NONE) {
            for (byte[] bytes : new byte[][]{own, payload}) {
                String diff = Models.diff(s.c.expectedDecoded(model), codec.toModel(codec.decode(bytes)), library.tolerance());
                if (diff != null) {
                    throw new IllegalStateException(library.id() + " · " + s.c + " on " + Thread.currentThread().getName()
                            + ": round trip differs: " + diff);
                }
            }
        }
        return codec.prepareDecode(payload);
    }

    @Benchmark
    public Object encode(RequestThread t) throws Exception {
        return t.shared.encodeTimed(t.sharedInputs[t.index++ & BenchFixture.MASK]);
    }

    @Benchmark
    public Object decode(RequestThread t) throws Exception {
        return t.shared.decodeTimed(t.sharedPayloads[t.index++ & BenchFixture.MASK]);
    }

    @Benchmark
    public Object encodeOwnCodec(RequestThread t) throws Exception {
        return t.own.encodeTimed(t.ownInputs[t.index++ & BenchFixture.MASK]);
    }

    @Benchmark
    public Object decodeOwnCodec(RequestThread t) throws Exception {
        return t.own.decodeTimed(t.ownPayloads[t.index++ & BenchFixture.MASK]);
    }
}

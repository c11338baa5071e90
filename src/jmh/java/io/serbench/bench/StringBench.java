package io.serbench.bench;

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

import java.util.concurrent.TimeUnit;

/**
 * Scenario string: N String fields of 160 ASCII chars: the cost of copying text.
 * One library per forked JVM ({@code library} is a param), so no library's JIT profile
 * pollutes another's.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'StringBench.decode' -p fields=10 -p library=jackson,protobuf}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = RunSettings.WARMUP_ITERATIONS, time = RunSettings.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = RunSettings.MEASUREMENT_ITERATIONS, time = RunSettings.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = RunSettings.FORKS, jvmArgsAppend = {RunSettings.HEAP_MIN, RunSettings.HEAP_MAX, RunSettings.GC, RunSettings.ADD_OPENS})
public class StringBench extends CodecBench {

    /** Ids from the support matrix, Jackson first; BenchParamsTest keeps this list in step with it. */
    @Param({"jackson", "dsljson", "dsljson-strict", "jsoniter", "jsoniter-strict", "fastjson", "gson", "bson", "hessian", "java-builtin", "protobuf", "thrift", "kryo", "avro", "protostuff", "noop"})
    public String library;

    @Param({"1", "5", "10"})
    public int fields;

    @Setup
    public void setUp() {
        prepare(library, Shape.STRING, fields);
    }

    @Benchmark
    public byte[] encode() throws Exception {
        return encodeNext();
    }

    @Benchmark
    public Object decode() throws Exception {
        return decodeNext();
    }
}

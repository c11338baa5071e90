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
 * Scenario skip: the writer has N nested objects (a list of 5 short strings and an int each)
 * and then {@code keep}, written last; the reader's type knows only {@code keep}. Measures
 * how cheaply a decoder skips what it does not need. Decode only: there is nothing new to
 * learn from encoding the writer.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'SkipBench' -p fields=10}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = RunSettings.WARMUP_ITERATIONS, time = RunSettings.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = RunSettings.MEASUREMENT_ITERATIONS, time = RunSettings.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = RunSettings.FORKS, jvmArgsAppend = {RunSettings.HEAP_MIN, RunSettings.HEAP_MAX, RunSettings.GC, RunSettings.ADD_OPENS})
public class SkipBench extends CodecBench {

    /** Ids from the support matrix, Jackson first; BenchParamsTest keeps this list in step with it. */
    @Param({"jackson", "dsljson", "dsljson-strict", "jsoniter", "jsoniter-strict", "fastjson", "gson", "bson", "hessian", "java-builtin", "protobuf", "thrift", "kryo", "avro", "protostuff", "noop"})
    public String library;

    @Param({"1", "5", "10"})
    public int fields;

    @Setup
    public void setUp() {
        prepare(library, Shape.SKIP, fields);
    }

    @Benchmark
    public Object decode() throws Exception {
        return decodeNext();
    }
}

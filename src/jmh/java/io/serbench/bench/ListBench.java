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
 * Scenario list: N fields, each a list of 16 elements of type {@code element}: int (protobuf
 * packs them), double (a {@code double[]} on the JSON side) or object (one short String field).
 * A library that does not run an element fails in setup with the support matrix's reason;
 * {@code -Pbench} and the smoke test only ask for supported pairs.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'ListBench.decode' -p element=double -p library=jackson,dsljson}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = RunSettings.WARMUP_ITERATIONS, time = RunSettings.WARMUP_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = RunSettings.MEASUREMENT_ITERATIONS, time = RunSettings.MEASUREMENT_MILLIS, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = RunSettings.FORKS, jvmArgsAppend = {RunSettings.HEAP_MIN, RunSettings.HEAP_MAX, RunSettings.GC, RunSettings.ADD_OPENS})
public class ListBench extends CodecBench {

    /** Ids from the support matrix, Jackson first; BenchParamsTest keeps this list in step with it. */
    @Param({"jackson", "dsljson", "dsljson-strict", "jsoniter", "jsoniter-strict", "jsoniter-base64", "jsoniter-6digits", "fastjson", "gson", "bson", "hessian", "java-builtin", "protobuf", "thrift", "kryo", "avro", "protostuff", "noop"})
    public String library;

    @Param({"int", "double", "object"})
    public String element;

    @Param({"1", "5", "10"})
    public int fields;

    @Setup
    public void setUp() {
        prepare(library, Shape.of("list", element), fields);
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

package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario int: N {@code int} fields, values 1 to 8 digits: number formatting and parsing.
 * One library per forked JVM ({@code library} is a param), so no library's JIT profile
 * pollutes another's.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'IntBench.decode' -p fields=10 -p library=jackson,protobuf}
 */
public class IntBench extends RoundTripBench {

    /** Ids from the support matrix, Jackson first; BenchParamsTest keeps this list in step with it. */
    @Param({"jackson", "jackson-plain", "jackson-blackbird", "jackson3", "jackson-streaming", "dsljson", "dsljson-strict", "avaje-jsonb", "jsoniter", "jsoniter-strict", "fastjson", "fastjson2", "gson", "moshi", "jackson-jr", "jackson-xml", "jackson-smile", "jackson-cbor", "msgpack", "bson", "fastjson2-jsonb", "hessian", "java-builtin", "kryo", "kryo-unsafe", "fory", "protobuf", "protobuf-bytestring", "protobuf-stream", "thrift", "thrift-binary", "avro", "protostuff", "flatbuffers", "capnproto", "sbe", "raw", "noop"})
    public String library;

    /** The size knob: fields of the root object (Shape.FIELDS). */
    @Param({"1", "5", "10"})
    public int fields;
}

package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario media: jvm-serializers' MediaContent, one realistic object (strings, ints, longs, a
 * list of strings, two enums, absent optional fields, a list of 1-4 nested images) beside the
 * extreme shapes. No size knob: the 64 pool instances vary instead.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'MediaBench' -p library=jackson,protobuf}
 */
public class MediaBench extends RoundTripBench {

    /** Ids from the support matrix, Jackson first; BenchParamsTest keeps this list in step with it. */
    @Param({"jackson", "jackson-plain", "jackson-blackbird", "jackson3", "jackson-streaming", "dsljson", "dsljson-strict", "avaje-jsonb", "jsoniter", "jsoniter-strict", "fastjson", "fastjson2", "gson", "moshi", "jackson-jr", "jackson-xml", "jackson-smile", "jackson-cbor", "msgpack", "bson", "fastjson2-jsonb", "hessian", "java-builtin", "kryo", "kryo-unsafe", "fory", "protobuf", "protobuf-bytestring", "protobuf-stream", "thrift", "thrift-binary", "avro", "protostuff", "flatbuffers", "capnproto", "sbe", "raw", "noop"})
    public String library;
}

package io.serbench.bench.service;

import org.openjdk.jmh.annotations.Param;

/**
 * The warm-up curve on media ({@link WarmupCurveBench}).
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'service.WarmupMediaBench' -p library=jackson,fory -rf json}
 */
public class WarmupMediaBench extends WarmupCurveBench {

    /** Ids from the support matrix, Jackson first; ServiceParamsTest keeps this list in step with it. */
    @Param({"jackson", "jackson-plain", "jackson-blackbird", "jackson3", "jackson-streaming", "dsljson", "dsljson-strict", "avaje-jsonb", "jsoniter", "jsoniter-strict", "fastjson", "fastjson2", "gson", "moshi", "jackson-jr", "jackson-xml", "jackson-smile", "jackson-cbor", "msgpack", "bson", "fastjson2-jsonb", "hessian", "java-builtin", "kryo", "kryo-unsafe", "fory", "protobuf", "protobuf-bytestring", "protobuf-stream", "thrift", "thrift-binary", "avro", "protostuff", "flatbuffers", "capnproto", "sbe", "raw", "noop"})
    public String library;
}

package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario list: N fields, each a list of 16 elements of type {@code element}: int (protobuf
 * packs them), double (a {@code double[]} on the JSON side) or object (one short String field).
 * A library that does not run an element fails in setup with the support matrix's reason;
 * {@code -Pbench} and the smoke test only ask for supported pairs.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'ListBench.decode' -p element=double -p library=jackson,dsljson}
 */
public class ListBench extends RoundTripBench {

    /** Ids from the support matrix, Jackson first; BenchParamsTest keeps this list in step with it. */
    @Param({"jackson", "jackson-plain", "jackson-blackbird", "jackson3", "jackson-streaming", "dsljson", "dsljson-strict", "avaje-jsonb", "jsoniter", "jsoniter-strict", "jsoniter-base64", "jsoniter-6digits", "fastjson", "fastjson2", "gson", "jackson-xml", "jackson-smile", "jackson-cbor", "msgpack", "bson", "fastjson2-jsonb", "hessian", "java-builtin", "kryo", "fory", "protobuf", "protobuf-bytestring", "protobuf-stream", "thrift", "thrift-binary", "avro", "protostuff", "flatbuffers", "capnproto", "sbe", "raw", "noop"})
    public String library;
    @Param({"int", "double", "object"})
    public String element;
}

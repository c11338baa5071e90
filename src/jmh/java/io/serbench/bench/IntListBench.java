package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario list(int): N fields, each a list of 16 {@code int}s (protobuf packs them).
 * One JMH class per list element, so its {@code library} param lists exactly the libraries
 * that run this element and the plain JMH CLI never asks for an unsupported pair.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'IntListBench.decode' -p fields=10 -p library=jackson,protobuf}
 */
public class IntListBench extends RoundTripBench {

    /** Ids from the support matrix, Jackson first; BenchParamsTest keeps this list in step with it. */
    @Param({"jackson", "jackson-plain", "jackson-blackbird", "jackson3", "jackson-streaming", "dsljson", "dsljson-strict", "avaje-jsonb", "jsoniter", "jsoniter-strict", "fastjson", "fastjson2", "gson", "moshi", "jackson-jr", "jackson-xml", "jackson-smile", "jackson-cbor", "msgpack", "bson", "fastjson2-jsonb", "hessian", "java-builtin", "kryo", "kryo-unsafe", "fory", "protobuf", "protobuf-bytestring", "protobuf-stream", "thrift", "thrift-binary", "avro", "protostuff", "flatbuffers", "capnproto", "sbe", "raw", "noop"})
    public String library;

    /** The size knob: fields of the root object (Shape.FIELDS). */
    @Param({"1", "5", "10"})
    public int fields;

    /** This class's element, the only value: results keep saying which element they measured. */
    @Param({"int"})
    public String element;
}

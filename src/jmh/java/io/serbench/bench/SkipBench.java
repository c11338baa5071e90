package io.serbench.bench;

import org.openjdk.jmh.annotations.Param;

/**
 * Scenario skip: the writer has N nested objects (a list of 5 short strings and an int each)
 * and then {@code keep}, written last; the reader's type knows only {@code keep}. Measures
 * how cheaply a decoder skips what it does not need. Decode only: there is nothing new to
 * learn from encoding the writer.
 *
 * <p>Run: {@code java -jar target/benchmarks.jar 'SkipBench' -p fields=10}
 */
public class SkipBench extends CodecBench {

    /** Ids from the support matrix, Jackson first; BenchParamsTest keeps this list in step with it. */
    @Param({"jackson", "jackson-plain", "jackson-blackbird", "jackson3", "jackson-streaming", "dsljson", "dsljson-strict", "avaje-jsonb", "jsoniter", "jsoniter-strict", "fastjson", "fastjson2", "gson", "moshi", "jackson-jr", "jackson-xml", "jackson-smile", "jackson-cbor", "msgpack", "bson", "fastjson2-jsonb", "hessian", "java-builtin", "kryo", "kryo-unsafe", "fory", "protobuf", "protobuf-bytestring", "protobuf-stream", "thrift", "thrift-binary", "avro", "protostuff", "flatbuffers", "capnproto", "sbe", "raw", "noop"})
    public String library;

    /** The size knob: fields of the root object (Shape.FIELDS). */
    @Param({"1", "5", "10"})
    public int fields;
}

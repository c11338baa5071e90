package io.serbench.codec;

/**
 * What a library puts on the wire, byte for byte: the hostile-input suite crafts its inputs per
 * wire format, so each library's declaration names its own. Libraries that share one (the JSON
 * libraries, the protobuf variants) share the crafted inputs.
 */
public enum Wire {
    JSON, XML, SMILE, CBOR, MSGPACK, ION, BSON, FASTJSON2_JSONB, HESSIAN, JAVA_SERIALIZATION, KRYO, KRYO_UNSAFE, FORY,
    PROTOBUF, PROTOSTUFF, THRIFT_COMPACT, THRIFT_BINARY, AVRO, FLATBUFFERS, CAPNPROTO, SBE, RAW;

    /** The wire a text format implies (JSON, its dialects, XML); null for a binary format, which names its own. */
    static Wire implied(Format format) {
        return switch (format) {
            case JSON, JSON_DIALECT -> JSON;
            case XML -> XML;
            case BINARY, NONE -> null;
        };
    }
}

package io.serbench.codec;

import io.serbench.codec.avaje.AvajeJsonbCodec;
import io.serbench.codec.avro.AvroCodec;
import io.serbench.codec.bson.BsonCodec;
import io.serbench.codec.capnproto.CapnProtoCodec;
import io.serbench.codec.dsljson.DslJsonCodec;
import io.serbench.codec.fastjson.FastjsonCodec;
import io.serbench.codec.fastjson2.Fastjson2Codec;
import io.serbench.codec.fastjson2.Fastjson2JsonbCodec;
import io.serbench.codec.flatbuffers.FlatBuffersCodec;
import io.serbench.codec.fory.ForyCodec;
import io.serbench.codec.gson.GsonCodec;
import io.serbench.codec.hessian.HessianCodec;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.codec.jackson3.Jackson3Codec;
import io.serbench.codec.jacksonjr.JacksonJrCodec;
import io.serbench.codec.jacksonstreaming.JacksonStreamingCodec;
import io.serbench.codec.javaser.JavaBuiltinCodec;
import io.serbench.codec.jsoniter.JsoniterCodec;
import io.serbench.codec.kryo.KryoCodec;
import io.serbench.codec.moshi.MoshiCodec;
import io.serbench.codec.msgpack.MsgpackCodec;
import io.serbench.codec.noop.NoopCodec;
import io.serbench.codec.protobuf.ProtobufCodec;
import io.serbench.codec.protostuff.ProtostuffCodec;
import io.serbench.codec.raw.RawCodec;
import io.serbench.codec.sbe.SbeCodec;
import io.serbench.codec.thrift.ThriftCodec;
import io.serbench.model.Case;
import io.serbench.model.Shape;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The one list of libraries and what each runs. The benchmarks' {@code library} params, the
 * conformance tests, the -Pbench driver and the reporter all read it. Adding a library means
 * adding its package and one line here. The first entry is the baseline of every ratio.
 *
 * <p>Each line declares the library's {@link Family}, which the reporter groups and colours by:
 * JSON and XML are {@link Family#TEXT}; Smile, CBOR, MessagePack, BSON, JSONB, Hessian, Java's
 * own serialization, Kryo and Fory are {@link Family#SCHEMALESS} (no schema file: self-describing
 * or driven by the Java classes); protobuf, Thrift, Avro and protostuff (a schema built from the
 * classes) are {@link Family#SCHEMA}; FlatBuffers, Cap'n Proto and SBE are
 * {@link Family#ZERO_COPY}; {@code raw}, the hand-written fixed layout, is {@link Family#FLOOR},
 * alone, so that no family's average includes a format nobody ships.
 */
public final class SupportMatrix {
    private SupportMatrix() {
    }

    /** Shapes that carry doubles: the only ones a double-format variant runs. */
    private static final EnumSet<Shape> DOUBLE_SHAPES = EnumSet.of(Shape.DOUBLE, Shape.LIST_DOUBLE);
    private static final String DOUBLES_ONLY = "a double-format variant: it differs from its base library only where doubles are written";

    public static final List<Library> LIBRARIES = List.of(
            Library.of("jackson", "jackson", Format.JSON, Family.TEXT, "databind + Afterburner", JacksonCodec::new),
            Library.of("jackson-plain", "jackson", Format.JSON, Family.TEXT, "databind, no module", JacksonCodec::plain),
            Library.of("jackson-blackbird", "jackson", Format.JSON, Family.TEXT, "databind + Blackbird, fast double writer and parser", JacksonCodec::blackbird),
            Library.of("jackson3", "jackson3", Format.JSON, Family.TEXT, "Jackson 3 databind + Blackbird, fast double writer", Jackson3Codec::new),
            Library.of("jackson-streaming", "jackson", Format.JSON, Family.TEXT, "hand-written JsonGenerator/JsonParser, no databind", JacksonStreamingCodec::new),
            Library.of("dsljson", "dsljson", Format.JSON, Family.TEXT, "compile-time converters, hash name matching", c -> new DslJsonCodec(c, DslJsonCodec.Variant.DEFAULT)),
            Library.of("dsljson-strict", "dsljson", Format.JSON, Family.TEXT, "compile-time converters, names verified after the hash", c -> new DslJsonCodec(c, DslJsonCodec.Variant.STRICT)),
            Library.of("avaje-jsonb", "avaje-jsonb", Format.JSON, Family.TEXT, "compile-time adapters (@Json.Import), custom exact-double adapter", AvajeJsonbCodec::new),
            jsoniter(JsoniterCodec.Variant.HASH, Format.JSON, "dynamic codegen, hash field matching, exact doubles"),
            jsoniter(JsoniterCodec.Variant.STRICT, Format.JSON, "dynamic codegen, strict field matching, exact doubles"),
            doublesOnly(jsoniter(JsoniterCodec.Variant.BASE64, Format.JSON_DIALECT, "doubles as base64 of their IEEE bits: exact, not standard JSON")),
            doublesOnly(jsoniter(JsoniterCodec.Variant.SIX_DIGITS, Format.JSON, "lossy: default double writer, 6 decimals")).lossy(JsoniterCodec.SIX_DIGITS_TOLERANCE),
            Library.of("fastjson", "fastjson", Format.JSON, Family.TEXT, "JSON.toJSONBytes / parseObject", FastjsonCodec::new)
                    .legacy("the last 1.x line; its authors' successor is fastjson2"),
            Library.of("fastjson2", "fastjson2", Format.JSON, Family.TEXT, "JSON.toJSONBytes / parseObject(byte[], Class)", Fastjson2Codec::new),
            Library.of("gson", "gson", Format.JSON, Family.TEXT, "reflection, TypeAdapter looked up once, reused UTF-8 writer; decodes a String of the bytes", GsonCodec::new),
            Library.of("moshi", "moshi", Format.JSON, Family.TEXT, "reflective ClassJsonAdapter looked up once, reused Okio Buffers; writes fields sorted by name", MoshiCodec::new),
            Library.of("jackson-jr", "jackson-jr", Format.JSON, Family.TEXT, "JSON.std.asBytes / beanFrom(Class, byte[]), defaults; writes fields sorted by name", JacksonJrCodec::new),
            Library.of("jackson-xml", "jackson", Format.XML, Family.TEXT, "XmlMapper + Afterburner", JacksonCodec::xml),
            Library.of("jackson-smile", "jackson", Format.BINARY, Family.SCHEMALESS, "SmileMapper + Afterburner", JacksonCodec::smile)
                    .wire(Wire.SMILE),
            Library.of("jackson-cbor", "jackson", Format.BINARY, Family.SCHEMALESS, "CBORMapper + Afterburner", JacksonCodec::cbor)
                    .wire(Wire.CBOR),
            Library.of("msgpack", "msgpack", Format.BINARY, Family.SCHEMALESS, "msgpack-core, hand-written: maps keyed by field name", MsgpackCodec::new)
                    .wire(Wire.MSGPACK),
            Library.of("bson", "bson", Format.BINARY, Family.SCHEMALESS, "POJO codec (automatic), reused BasicOutputBuffer; list(int/double) on List<Integer>/List<Double> copies", BsonCodec::new)
                    .wire(Wire.BSON),
            Library.of("fastjson2-jsonb", "fastjson2", Format.BINARY, Family.SCHEMALESS, "JSONB with BeanToArray (positional); skip: keyed JSONB", Fastjson2JsonbCodec::new)
                    .wire(Wire.FASTJSON2_JSONB),
            Library.of("hessian", "hessian", Format.BINARY, Family.SCHEMALESS, "Hessian 2, shared SerializerFactory with a class allow-list, reused Hessian2Output/Input", HessianCodec::new)
                    .wire(Wire.HESSIAN),
            Library.of("java-builtin", null, Format.BINARY, Family.SCHEMALESS, "the JDK's ObjectOutputStream/ObjectInputStream on Serializable copies, allow-list ObjectInputFilter", JavaBuiltinCodec::new)
                    .wire(Wire.JAVA_SERIALIZATION),
            Library.of("kryo", "kryo", Format.BINARY, Family.SCHEMALESS, "registered classes, reused Output/Input; skip: CompatibleFieldSerializer (chunked)", KryoCodec::new)
                    .wire(Wire.KRYO),
            Library.of("kryo-unsafe", "kryo", Format.BINARY, Family.SCHEMALESS, "as kryo, UnsafeOutput/UnsafeInput and fixed-width ints: native byte order", KryoCodec::unsafe)
                    .wire(Wire.KRYO_UNSAFE),
            Library.of("fory", "fory", Format.BINARY, Family.SCHEMALESS, "Java native mode, registered classes, JIT serializers, schema-consistent; skip: compatible mode", ForyCodec::new)
                    .wire(Wire.FORY),
            Library.of("protobuf", "protobuf", Format.BINARY, Family.SCHEMA, "proto3, pre-built message, toByteArray() / parseFrom(byte[])", c -> new ProtobufCodec(c, ProtobufCodec.Mode.BYTES))
                    .wire(Wire.PROTOBUF),
            Library.of("protobuf-bytestring", "protobuf", Format.BINARY, Family.SCHEMA, "as protobuf, to and from a ByteString", c -> new ProtobufCodec(c, ProtobufCodec.Mode.BYTESTRING))
                    .wire(Wire.PROTOBUF),
            Library.of("protobuf-stream", "protobuf", Format.BINARY, Family.SCHEMA, "as protobuf, writeTo(OutputStream) / parseFrom(InputStream)", c -> new ProtobufCodec(c, ProtobufCodec.Mode.STREAM))
                    .wire(Wire.PROTOBUF),
            Library.of("thrift", "thrift", Format.BINARY, Family.SCHEMA, "TCompactProtocol, struct.write into the shared sink, reused TDeserializer", ThriftCodec::compact)
                    .wire(Wire.THRIFT_COMPACT),
            Library.of("thrift-binary", "thrift", Format.BINARY, Family.SCHEMA, "TBinaryProtocol, struct.write into the shared sink, reused TDeserializer", ThriftCodec::binary)
                    .wire(Wire.THRIFT_BINARY),
            Library.of("avro", "avro", Format.BINARY, Family.SCHEMA, "specific records, custom coders and fast reader on, reused encoder/decoder", AvroCodec::new)
                    .wire(Wire.AVRO),
            Library.of("protostuff", "protostuff", Format.BINARY, Family.SCHEMA, "RuntimeSchema, reused LinkedBuffer; skip: @Tag'd copies of the skip classes", ProtostuffCodec::new)
                    .wire(Wire.PROTOSTUFF),
            Library.of("flatbuffers", "flatbuffers", Format.BINARY, Family.ZERO_COPY, "zero-copy; decode = wrap + read every field once into the canonical classes; reused builder", FlatBuffersCodec::new)
                    .wire(Wire.FLATBUFFERS),
            Library.of("capnproto", "capnproto", Format.BINARY, Family.ZERO_COPY, "zero-copy, unpacked; decode = wrap + read every field once into the canonical classes; reused first segment", CapnProtoCodec::new)
                    .wire(Wire.CAPNPROTO),
            Library.of("sbe", "sbe", Format.BINARY, Family.ZERO_COPY, "zero-copy flyweights; decode = wrap + read every field once into the canonical classes; reused buffers", SbeCodec::new)
                    .wire(Wire.SBE),
            Library.of("raw", null, Format.BINARY, Family.FLOOR, "no library: hand-written fixed layout over byte[], the floor", RawCodec::new)
                    .wire(Wire.RAW)
    );

    /** Not a library: returns pre-built results, so every run shows the harness's own cost per op. */
    public static final Library NOOP = Library.of("noop", null, Format.NONE, Family.HARNESS, "harness baseline", NoopCodec::new);

    public static final String BASELINE = "jackson";

    public static Library library(String id) {
        if (NOOP.id().equals(id)) {
            return NOOP;
        }
        for (Library l : LIBRARIES) {
            if (l.id().equals(id)) {
                return l;
            }
        }
        throw new IllegalArgumentException("unknown library '" + id + "'; known: "
                + LIBRARIES.stream().map(Library::id).collect(Collectors.joining(", ")) + ", noop");
    }

    /** Libraries that run {@code shape}, baseline first. */
    public static List<Library> supporting(Shape shape) {
        return LIBRARIES.stream().filter(l -> l.supports(shape)).collect(Collectors.toList());
    }

    /** What the benchmarks run for a scenario: the supporting libraries, then the harness baseline. */
    public static List<String> benchmarkIds(Shape... shapes) {
        List<String> ids = new ArrayList<>();
        for (Library l : LIBRARIES) {
            if (Arrays.stream(shapes).anyMatch(l::supports)) {
                ids.add(l.id());
            }
        }
        ids.add(NOOP.id());
        return ids;
    }

    /** One supported cell of the matrix: a library at a case. */
    public record LibraryCase(Library library, Case c) {
        /** Test display name, e.g. {@code protobuf · int · fields=10}. */
        @Override
        public String toString() {
            return library.id() + " · " + c;
        }
    }

    /** Every supported (library, case) of the matrix ({@link Case#all}), for tests and the sizes table. */
    public static List<LibraryCase> supportedCases() {
        List<LibraryCase> out = new ArrayList<>();
        for (Library l : LIBRARIES) {
            for (Case c : Case.all()) {
                if (l.supports(c.shape())) {
                    out.add(new LibraryCase(l, c));
                }
            }
        }
        return out;
    }

    static Library doublesOnly(Library l) {
        return l.only(DOUBLE_SHAPES, DOUBLES_ONLY);
    }

    /** A jsoniter variant: its id is spelled once, in {@link JsoniterCodec.Variant}. */
    private static Library jsoniter(JsoniterCodec.Variant v, Format format, String note) {
        return Library.of(v.id, "jsoniter", format, Family.TEXT, note, c -> new JsoniterCodec(c, v)).legacy(JSONITER_LEGACY);
    }

    /** Why the jsoniter ids are labelled legacy. */
    static final String JSONITER_LEGACY = "no release since 0.9.23 (2018)";
}

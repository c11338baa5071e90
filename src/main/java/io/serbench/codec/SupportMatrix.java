package io.serbench.codec;

import io.serbench.codec.avro.AvroCodec;
import io.serbench.codec.bson.BsonCodec;
import io.serbench.codec.dsljson.DslJsonCodec;
import io.serbench.codec.fastjson.FastjsonCodec;
import io.serbench.codec.gson.GsonCodec;
import io.serbench.codec.hessian.HessianCodec;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.codec.javaser.JavaBuiltinCodec;
import io.serbench.codec.jsoniter.JsoniterCodec;
import io.serbench.codec.kryo.KryoCodec;
import io.serbench.codec.noop.NoopCodec;
import io.serbench.codec.protobuf.ProtobufCodec;
import io.serbench.codec.protostuff.ProtostuffCodec;
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
 */
public final class SupportMatrix {
    private SupportMatrix() {
    }

    /** Shapes that carry doubles: the only ones a double-format variant runs. */
    private static final EnumSet<Shape> DOUBLE_SHAPES = EnumSet.of(Shape.DOUBLE, Shape.LIST_DOUBLE);
    private static final String DOUBLES_ONLY = "a double-format variant: it differs from its base library only where doubles are written";

    public static final List<Library> LIBRARIES = List.of(
            Library.of("jackson", "jackson", Format.JSON, "databind + Afterburner", JacksonCodec::new),
            Library.of("dsljson", "dsljson", Format.JSON, "compile-time converters, hash name matching", DslJsonCodec::hashMatching),
            Library.of("dsljson-strict", "dsljson", Format.JSON, "compile-time converters, names verified after the hash", DslJsonCodec::verifyingNames),
            Library.of("jsoniter", "jsoniter", Format.JSON, "dynamic codegen, hash field matching, exact doubles", c -> new JsoniterCodec(c, JsoniterCodec.Variant.HASH)),
            Library.of("jsoniter-strict", "jsoniter", Format.JSON, "dynamic codegen, strict field matching, exact doubles", c -> new JsoniterCodec(c, JsoniterCodec.Variant.STRICT)),
            doublesOnly(Library.of("jsoniter-base64", "jsoniter", Format.JSON_DIALECT, "doubles as base64 of their IEEE bits: exact, not standard JSON", c -> new JsoniterCodec(c, JsoniterCodec.Variant.BASE64))),
            doublesOnly(Library.of("jsoniter-6digits", "jsoniter", Format.JSON, "lossy: default double writer, 6 decimals", c -> new JsoniterCodec(c, JsoniterCodec.Variant.SIX_DIGITS))).lossy(JsoniterCodec.SIX_DIGITS_TOLERANCE),
            Library.of("fastjson", "fastjson", Format.JSON, "JSON.toJSONBytes / parseObject", FastjsonCodec::new),
            Library.of("gson", "gson", Format.JSON, "reflection, TypeAdapter looked up once, reused UTF-8 writer; decodes a String of the bytes", GsonCodec::new),
            Library.of("bson", "bson", Format.BINARY, "POJO codec (automatic), reused BasicOutputBuffer; list(int/double) on List<Integer>/List<Double> copies", BsonCodec::new),
            Library.of("hessian", "hessian", Format.BINARY, "Hessian 2, shared SerializerFactory with a class allow-list, reused Hessian2Output/Input", HessianCodec::new),
            Library.of("java-builtin", null, Format.BINARY, "the JDK's ObjectOutputStream/ObjectInputStream on Serializable copies, allow-list ObjectInputFilter", JavaBuiltinCodec::new),
            Library.of("protobuf", "protobuf", Format.BINARY, "proto3, builder.build().toByteArray()", ProtobufCodec::new),
            Library.of("thrift", "thrift", Format.BINARY, "TCompactProtocol, reused TSerializer/TDeserializer", ThriftCodec::new),
            Library.of("kryo", "kryo", Format.BINARY, "registered classes, reused Output/Input; skip: CompatibleFieldSerializer (chunked)", KryoCodec::new),
            Library.of("avro", "avro", Format.BINARY, "specific records, reused encoder/decoder", AvroCodec::new),
            Library.of("protostuff", "protostuff", Format.BINARY, "RuntimeSchema, reused LinkedBuffer; skip: @Tag'd copies of the skip classes", ProtostuffCodec::new)
    );

    /** Not a library: returns pre-built results, so every run shows the harness's own cost per op. */
    public static final Library NOOP = Library.of("noop", null, Format.NONE, "harness baseline", NoopCodec::new);

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

    /** Every supported (library, case), for tests and the sizes table. */
    public static List<Object[]> supportedCases() {
        List<Object[]> out = new ArrayList<>();
        for (Library l : LIBRARIES) {
            for (Shape s : Shape.values()) {
                if (l.supports(s)) {
                    for (int f : Shape.FIELDS) {
                        out.add(new Object[]{l, new Case(s, f)});
                    }
                }
            }
        }
        return out;
    }

    static Library doublesOnly(Library l) {
        return l.only(DOUBLE_SHAPES, DOUBLES_ONLY);
    }
}

package io.serbench.payload;

import io.serbench.codec.ClassBinder;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.avro.AvroReflectBinder;
import io.serbench.codec.bson.BsonBinder;
import io.serbench.codec.dsljson.DslJsonRuntimeBinder;
import io.serbench.codec.fastjson.FastjsonCodec;
import io.serbench.codec.fastjson2.Fastjson2Codec;
import io.serbench.codec.fastjson2.Fastjson2JsonbCodec;
import io.serbench.codec.fory.ForyBinder;
import io.serbench.codec.gson.GsonCodec;
import io.serbench.codec.hessian.HessianCodec;
import io.serbench.codec.jackson.JacksonBinder;
import io.serbench.codec.jackson3.Jackson3Codec;
import io.serbench.codec.jacksonjr.JacksonJrCodec;
import io.serbench.codec.javaser.JavaBuiltinBinder;
import io.serbench.codec.jsoniter.JsoniterCodec;
import io.serbench.codec.kryo.KryoBinder;
import io.serbench.codec.moshi.MoshiCodec;
import io.serbench.codec.protostuff.ProtostuffBinder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Which library ids bind a class they have never seen, at run time, and how; and for every
 * other id of {@link SupportMatrix#LIBRARIES}, why not. Every id has exactly one entry
 * ({@code RuntimeBindingTest} fails on a new id without one). How each library is set up for an
 * unknown class, and why that is its documented best, is written once, in its binder.
 */
public final class RuntimeBinding {
    private RuntimeBinding() {
    }

    /**
     * One library id's entry: a binder and a label (how it binds), or the reason it cannot.
     *
     * @param label what the payload's row says about the binding (null: as its built-in cells)
     */
    public record Entry(String id, ClassBinder binder, String label, String notApplicable) {
        public boolean binds() {
            return binder != null;
        }
    }

    private static final String GENERATED = "needs a schema and classes generated from it; a user's classes are not its input";
    private static final String HAND_WRITTEN = "hand-written code per class: nothing binds a class it has not been written for";
    private static final String DOUBLES_ONLY = "a double-format variant of jsoniter (it differs only in how doubles are written); the payload runs jsoniter";

    private static final Map<String, Entry> TABLE = table();

    private static Map<String, Entry> table() {
        Map<String, Entry> m = new LinkedHashMap<>();
        bind(m, "jackson", JacksonBinder.JACKSON, null);
        bind(m, "jackson-plain", JacksonBinder.PLAIN, null);
        bind(m, "jackson-blackbird", JacksonBinder.BLACKBIRD, null);
        bind(m, "jackson3", Jackson3Codec.BINDER, null);
        na(m, "jackson-streaming", HAND_WRITTEN + " (JsonGenerator/JsonParser calls)");
        bind(m, "dsljson", DslJsonRuntimeBinder.INSTANCE, "runtime analysis");
        na(m, "dsljson-strict", "its strict name matching is a compile-time annotation (@JsonAttribute(hashMatch = false)) on processor-generated converters");
        na(m, "avaje-jsonb", "compile-time adapters: needs its annotation processor run over @Json classes");
        bind(m, "jsoniter", JsoniterCodec.binder(JsoniterCodec.Variant.HASH), "dynamic codegen");
        bind(m, "jsoniter-strict", JsoniterCodec.binder(JsoniterCodec.Variant.STRICT), "dynamic codegen");
        na(m, "jsoniter-base64", DOUBLES_ONLY);
        na(m, "jsoniter-6digits", DOUBLES_ONLY);
        bind(m, "fastjson", FastjsonCodec.BINDER, null);
        bind(m, "fastjson2", Fastjson2Codec.BINDER, null);
        bind(m, "gson", GsonCodec.BINDER, null);
        bind(m, "moshi", MoshiCodec.BINDER, null);
        bind(m, "jackson-jr", JacksonJrCodec.BINDER, null);
        bind(m, "jackson-xml", JacksonBinder.XML, null);
        bind(m, "jackson-smile", JacksonBinder.SMILE, null);
        bind(m, "jackson-cbor", JacksonBinder.CBOR, null);
        na(m, "msgpack", HAND_WRITTEN + " (msgpack-core's packer and unpacker)");
        bind(m, "bson", BsonBinder.INSTANCE, "POJO codec");
        bind(m, "fastjson2-jsonb", Fastjson2JsonbCodec.BINDER, null);
        bind(m, "hessian", HessianCodec.BINDER, null);
        bind(m, "java-builtin", JavaBuiltinBinder.INSTANCE, "Serializable only");
        bind(m, "kryo", KryoBinder.INSTANCE, "registered");
        na(m, "kryo-unsafe", "a speed variant of kryo (Unsafe buffers, fixed-width ints) on the suite's own shapes; the payload runs kryo");
        bind(m, "fory", ForyBinder.INSTANCE, "registered");
        na(m, "protobuf", GENERATED + " (.proto)");
        na(m, "protobuf-bytestring", GENERATED + " (.proto)");
        na(m, "protobuf-stream", GENERATED + " (.proto)");
        na(m, "thrift", GENERATED + " (Thrift IDL)");
        na(m, "thrift-binary", GENERATED + " (Thrift IDL)");
        bind(m, "avro", AvroReflectBinder.INSTANCE, "reflect");
        bind(m, "protostuff", ProtostuffBinder.INSTANCE, "runtime schema");
        na(m, "flatbuffers", GENERATED + " (.fbs), and hand-written building and reading");
        na(m, "capnproto", GENERATED + " (.capnp), and hand-written building and reading");
        na(m, "sbe", GENERATED + " (SBE XML), and hand-written flyweight code");
        na(m, "raw", HAND_WRITTEN + " (a fixed byte layout)");
        return m;
    }

    private static void bind(Map<String, Entry> m, String id, ClassBinder binder, String label) {
        m.put(id, new Entry(id, binder, label, null));
    }

    private static void na(Map<String, Entry> m, String id, String why) {
        m.put(id, new Entry(id, null, null, why));
    }

    /** Every entry, in the order of {@link SupportMatrix#LIBRARIES}. */
    public static List<Entry> all() {
        List<Entry> out = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            Entry e = TABLE.get(l.id());
            if (e == null) {
                throw new IllegalStateException("library " + l.id() + " has no runtime-binding entry in RuntimeBinding");
            }
            out.add(e);
        }
        return out;
    }

    /** The ids that bind classes at run time, baseline first. */
    public static List<String> ids() {
        return all().stream().filter(Entry::binds).map(Entry::id).collect(Collectors.toList());
    }

    /** Ids of the table, for the tests that keep it in step with the support matrix. */
    public static java.util.Set<String> tableIds() {
        return TABLE.keySet();
    }

    /**
     * The entry of a library that binds classes at run time.
     *
     * @throws IllegalArgumentException for an unknown id, or one that cannot bind classes (with the reason)
     */
    public static Entry binding(String id) {
        Entry e = TABLE.get(id);
        if (e == null) {
            throw new IllegalArgumentException("unknown library '" + id + "'; runtime-binding ones: " + String.join(", ", ids()));
        }
        if (!e.binds()) {
            throw new IllegalArgumentException("library " + id + " cannot bind a user's classes: " + e.notApplicable());
        }
        return e;
    }
}

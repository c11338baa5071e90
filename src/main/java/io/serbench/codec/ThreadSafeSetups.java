package io.serbench.codec;

import io.serbench.codec.avaje.AvajeJsonbThreadSafety;
import io.serbench.codec.avro.AvroThreadSafety;
import io.serbench.codec.bson.BsonThreadSafety;
import io.serbench.codec.capnproto.CapnProtoThreadSafety;
import io.serbench.codec.dsljson.DslJsonThreadSafety;
import io.serbench.codec.fastjson.FastjsonThreadSafety;
import io.serbench.codec.fastjson2.Fastjson2ThreadSafety;
import io.serbench.codec.flatbuffers.FlatBuffersThreadSafety;
import io.serbench.codec.fory.ForyThreadSafety;
import io.serbench.codec.gson.GsonThreadSafety;
import io.serbench.codec.hessian.HessianThreadSafety;
import io.serbench.codec.jackson.JacksonThreadSafety;
import io.serbench.codec.jackson3.Jackson3ThreadSafety;
import io.serbench.codec.jacksonjr.JacksonJrThreadSafety;
import io.serbench.codec.jacksonstreaming.JacksonStreamingThreadSafety;
import io.serbench.codec.javaser.JavaBuiltinThreadSafety;
import io.serbench.codec.jsoniter.JsoniterThreadSafety;
import io.serbench.codec.kryo.KryoThreadSafety;
import io.serbench.codec.moshi.MoshiThreadSafety;
import io.serbench.codec.msgpack.MsgpackThreadSafety;
import io.serbench.codec.noop.NoopThreadSafety;
import io.serbench.codec.protobuf.ProtobufThreadSafety;
import io.serbench.codec.protostuff.ProtostuffThreadSafety;
import io.serbench.codec.raw.RawThreadSafety;
import io.serbench.codec.sbe.SbeThreadSafety;
import io.serbench.codec.thrift.ThriftThreadSafety;
import io.serbench.model.Case;

import java.util.Map;

import static java.util.Map.entry;

/**
 * Every library id's thread-safe setup ({@link ThreadSafety}), as its codec package states it:
 * what the thread benchmarks share across threads. {@code ThreadSafeSetupsTest} fails when an id
 * of {@link SupportMatrix} has none, so a new library cannot join the matrix without saying how a
 * service shares it.
 */
public final class ThreadSafeSetups {
    private ThreadSafeSetups() {
    }

    private static final Map<String, ThreadSafety> BY_ID = Map.ofEntries(
            entry("jackson", JacksonThreadSafety.SHARED_MAPPER),
            entry("jackson-plain", JacksonThreadSafety.SHARED_MAPPER),
            entry("jackson-blackbird", JacksonThreadSafety.SHARED_MAPPER),
            entry("jackson3", Jackson3ThreadSafety.SHARED_MAPPER),
            entry("jackson-streaming", JacksonStreamingThreadSafety.PER_THREAD),
            entry("dsljson", DslJsonThreadSafety.PER_THREAD),
            entry("dsljson-strict", DslJsonThreadSafety.PER_THREAD),
            entry("avaje-jsonb", AvajeJsonbThreadSafety.SHARED_JSONB),
            entry("jsoniter", JsoniterThreadSafety.PER_THREAD),
            entry("jsoniter-strict", JsoniterThreadSafety.PER_THREAD),
            entry("jsoniter-base64", JsoniterThreadSafety.PER_THREAD),
            entry("jsoniter-6digits", JsoniterThreadSafety.PER_THREAD),
            entry("fastjson", FastjsonThreadSafety.STATIC_API),
            entry("fastjson2", Fastjson2ThreadSafety.STATIC_API),
            entry("gson", GsonThreadSafety.PER_THREAD),
            entry("moshi", MoshiThreadSafety.PER_THREAD),
            entry("jackson-jr", JacksonJrThreadSafety.SHARED_JSON),
            entry("jackson-xml", JacksonThreadSafety.SHARED_MAPPER),
            entry("jackson-smile", JacksonThreadSafety.SHARED_MAPPER),
            entry("jackson-cbor", JacksonThreadSafety.SHARED_MAPPER),
            entry("msgpack", MsgpackThreadSafety.PER_THREAD),
            entry("bson", BsonThreadSafety.PER_THREAD),
            entry("fastjson2-jsonb", Fastjson2ThreadSafety.STATIC_API),
            entry("hessian", HessianThreadSafety.PER_THREAD),
            entry("java-builtin", JavaBuiltinThreadSafety.PER_THREAD),
            entry("kryo", KryoThreadSafety.POOL),
            entry("kryo-unsafe", KryoThreadSafety.UNSAFE_POOL),
            entry("fory", ForyThreadSafety.THREAD_SAFE_FORY),
            entry("protobuf", ProtobufThreadSafety.SHARED_PARSER),
            entry("protobuf-bytestring", ProtobufThreadSafety.SHARED_PARSER),
            entry("protobuf-stream", ProtobufThreadSafety.PER_THREAD_SINK),
            entry("thrift", ThriftThreadSafety.PER_THREAD),
            entry("thrift-binary", ThriftThreadSafety.PER_THREAD),
            entry("avro", AvroThreadSafety.PER_THREAD),
            entry("protostuff", ProtostuffThreadSafety.PER_THREAD),
            entry("flatbuffers", FlatBuffersThreadSafety.PER_THREAD),
            entry("capnproto", CapnProtoThreadSafety.PER_THREAD),
            entry("sbe", SbeThreadSafety.PER_THREAD),
            entry("raw", RawThreadSafety.PER_THREAD),
            entry("noop", NoopThreadSafety.SHARED));

    /** The ids with a setup: tests compare them with the support matrix. */
    public static java.util.Set<String> ids() {
        return BY_ID.keySet();
    }

    /** The library's setup; fails with the id when it has none. */
    public static ThreadSafety of(String libraryId) {
        ThreadSafety s = BY_ID.get(libraryId);
        if (s == null) {
            throw new IllegalArgumentException("library '" + libraryId + "' has no thread-safe setup; add its *ThreadSafety"
                    + " file to its codec package and a line to ThreadSafeSetups");
        }
        return s;
    }

    /** A codec of the library for the case that any number of threads may call at once. */
    public static Codec codec(String libraryId, Case c) {
        return of(libraryId).codec(SupportMatrix.library(libraryId), c);
    }
}

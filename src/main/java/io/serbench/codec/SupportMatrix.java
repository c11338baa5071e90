package io.serbench.codec;

import io.serbench.codec.avaje.AvajeJsonbLibrary;
import io.serbench.codec.avro.AvroLibrary;
import io.serbench.codec.bson.BsonLibrary;
import io.serbench.codec.capnproto.CapnProtoLibrary;
import io.serbench.codec.dsljson.DslJsonLibraries;
import io.serbench.codec.fastjson.FastjsonLibrary;
import io.serbench.codec.fastjson2.Fastjson2Libraries;
import io.serbench.codec.flatbuffers.FlatBuffersLibrary;
import io.serbench.codec.fory.ForyLibrary;
import io.serbench.codec.gson.GsonLibrary;
import io.serbench.codec.hessian.HessianLibrary;
import io.serbench.codec.ion.IonLibrary;
import io.serbench.codec.jackson.JacksonLibraries;
import io.serbench.codec.jackson3.Jackson3Library;
import io.serbench.codec.jacksonjr.JacksonJrLibrary;
import io.serbench.codec.jacksonstreaming.JacksonStreamingLibrary;
import io.serbench.codec.javaser.JavaBuiltinLibrary;
import io.serbench.codec.jsoniter.JsoniterLibraries;
import io.serbench.codec.kryo.KryoLibraries;
import io.serbench.codec.moshi.MoshiLibrary;
import io.serbench.codec.msgpack.MsgpackLibrary;
import io.serbench.codec.noop.NoopLibrary;
import io.serbench.codec.protobuf.ProtobufLibraries;
import io.serbench.codec.protostuff.ProtostuffLibrary;
import io.serbench.codec.raw.RawLibrary;
import io.serbench.codec.sbe.SbeLibrary;
import io.serbench.codec.thrift.ThriftLibraries;
import io.serbench.codec.yasson.YassonLibrary;
import io.serbench.model.Case;
import io.serbench.model.Shape;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The registry: every library's declaration ({@link Library#declare}, in its codec package), one
 * line each, in the order every table prints them; the first entry is the baseline of every
 * ratio. The benchmarks' {@code library} params, the conformance tests, the engine, the hostile
 * table and the reporter all read it.
 *
 * <p>An explicit list rather than discovery ({@code ServiceLoader}): the order is part of every
 * published table (hostile-input.csv, the type-support and setup tables, the reports' rows), a
 * missing line is a compile-time reference away, and nothing is read from the class path at run
 * time. {@code AddingALibraryTest} fails on a declaration that is not listed here.
 *
 * <p>Each declaration names the library's {@link Family}, which the reporter groups and colours by:
 * JSON and XML are {@link Family#TEXT}; Smile, CBOR, MessagePack, Ion, BSON, JSONB, Hessian, Java's
 * own serialization, Kryo and Fory are {@link Family#SCHEMALESS} (no schema file: self-describing
 * or driven by the Java classes); protobuf, Thrift, Avro and protostuff (a schema built from the
 * classes) are {@link Family#SCHEMA}; FlatBuffers, Cap'n Proto and SBE are
 * {@link Family#ZERO_COPY}; {@code raw}, the hand-written fixed layout, is {@link Family#FLOOR},
 * alone, so that no family's average includes a format nobody ships.
 */
public final class SupportMatrix {
    private SupportMatrix() {
    }

    public static final List<Library> LIBRARIES = List.of(
            JacksonLibraries.JACKSON,
            JacksonLibraries.PLAIN,
            JacksonLibraries.BLACKBIRD,
            Jackson3Library.JACKSON3,
            JacksonStreamingLibrary.JACKSON_STREAMING,
            DslJsonLibraries.DEFAULT,
            DslJsonLibraries.STRICT,
            AvajeJsonbLibrary.AVAJE_JSONB,
            JsoniterLibraries.HASH,
            JsoniterLibraries.STRICT,
            JsoniterLibraries.BASE64,
            JsoniterLibraries.SIX_DIGITS,
            FastjsonLibrary.FASTJSON,
            Fastjson2Libraries.JSON,
            GsonLibrary.GSON,
            MoshiLibrary.MOSHI,
            JacksonJrLibrary.JACKSON_JR,
            YassonLibrary.YASSON,
            JacksonLibraries.XML,
            JacksonLibraries.SMILE,
            JacksonLibraries.CBOR,
            MsgpackLibrary.MSGPACK,
            IonLibrary.ION,
            BsonLibrary.BSON,
            Fastjson2Libraries.JSONB,
            HessianLibrary.HESSIAN,
            JavaBuiltinLibrary.JAVA_BUILTIN,
            KryoLibraries.KRYO,
            KryoLibraries.UNSAFE,
            ForyLibrary.FORY,
            ProtobufLibraries.BYTES,
            ProtobufLibraries.BYTESTRING,
            ProtobufLibraries.STREAM,
            ThriftLibraries.COMPACT,
            ThriftLibraries.BINARY,
            AvroLibrary.AVRO,
            ProtostuffLibrary.PROTOSTUFF,
            FlatBuffersLibrary.FLATBUFFERS,
            CapnProtoLibrary.CAPNPROTO,
            SbeLibrary.SBE,
            RawLibrary.RAW);

    /** Not a library: returns pre-built results, so every run shows the harness's own cost per op. */
    public static final Library NOOP = NoopLibrary.NOOP;

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

    /**
     * The decoders of {@code id} that hostile input is thrown at: the setup the benchmarks time,
     * then, when the library declares one, the same with its hardening setting on
     * ({@link Library#decoderSetups}). The one call for the hostile probe and a fuzzer.
     *
     * @throws IllegalArgumentException for an unknown id, naming the known ones
     */
    public static List<DecoderSetup> decoderSetups(String id) {
        return library(id).decoderSetups();
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
}

package io.serbench.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static java.util.Map.entry;

/**
 * The one place that says which exception types each library documents for input it cannot
 * decode: a fuzzed input rejected with one of them (or a subtype) is the safe answer; any other
 * exception is a finding, named by its type. Each entry comes from the library's own API
 * documentation (the decode method's declared or documented exceptions, or the exception class
 * the library says it reports bad input with), named in {@link Declared#source}.
 *
 * <p>Types are named, not referenced, so that a library still being added to the matrix can be
 * declared before its jar is on the classpath; {@code FuzzTargetsTest} checks that every matrix
 * library has an entry and that every named type loads.
 */
public final class DocumentedExceptions {
    private DocumentedExceptions() {
    }

    /**
     * @param types  fully qualified names of the documented exception types
     * @param source where the library documents them
     */
    public record Declared(List<String> types, String source) {
    }

    private static final Declared JACKSON2 = new Declared(List.of("java.io.IOException"),
            "ObjectMapper/ObjectReader.readValue and JsonParser javadoc: @throws IOException, StreamReadException, "
                    + "DatabindException (JacksonException extends IOException)");
    private static final Declared DSLJSON = new Declared(List.of("java.io.IOException"),
            "DslJson.deserialize javadoc: throws IOException (ParsingException extends IOException)");
    private static final Declared JSONITER = new Declared(List.of("com.jsoniter.spi.JsonException"),
            "jsoniter JsonIterator.deserialize: reports bad input as com.jsoniter.spi.JsonException");
    private static final Declared FASTJSON2 = new Declared(List.of("com.alibaba.fastjson2.JSONException"),
            "fastjson2 JSON.parseObject / JSONB.parseObject: com.alibaba.fastjson2.JSONException");
    private static final Declared PROTOBUF = new Declared(List.of("com.google.protobuf.InvalidProtocolBufferException"),
            "generated parseFrom(byte[]) / parseFrom(ByteString): throws InvalidProtocolBufferException");
    private static final Declared THRIFT = new Declared(List.of("org.apache.thrift.TException"),
            "TDeserializer.deserialize javadoc: @throws TException");
    private static final Declared KRYO = new Declared(List.of("com.esotericsoftware.kryo.KryoException"),
            "Kryo.readObject / Input javadoc: KryoException (KryoBufferUnderflowException extends it)");

    /** By library id (a hardening row uses its library's entry). */
    static final Map<String, Declared> BY_LIBRARY = Map.ofEntries(
            entry("jackson", JACKSON2),
            entry("jackson-plain", JACKSON2),
            entry("jackson-blackbird", JACKSON2),
            entry("jackson-streaming", JACKSON2),
            entry("jackson-xml", JACKSON2),
            entry("jackson-smile", JACKSON2),
            entry("jackson-cbor", JACKSON2),
            entry("jackson3", new Declared(List.of("tools.jackson.core.JacksonException"),
                    "Jackson 3 ObjectMapper.readValue javadoc: @throws JacksonException (unchecked since 3.0)")),
            entry("dsljson", DSLJSON),
            entry("dsljson-strict", DSLJSON),
            entry("avaje-jsonb", new Declared(List.of("io.avaje.json.JsonException"),
                    "avaje-jsonb JsonType.fromJson: JsonException (JsonDataException, JsonIoException, JsonEofException)")),
            entry("jsoniter", JSONITER),
            entry("jsoniter-strict", JSONITER),
            entry("jsoniter-base64", JSONITER),
            entry("jsoniter-6digits", JSONITER),
            entry("fastjson", new Declared(List.of("com.alibaba.fastjson.JSONException"),
                    "fastjson JSON.parseObject: com.alibaba.fastjson.JSONException")),
            entry("fastjson2", FASTJSON2),
            entry("fastjson2-jsonb", FASTJSON2),
            entry("gson", new Declared(List.of("com.google.gson.JsonParseException"),
                    "Gson.fromJson javadoc: @throws JsonSyntaxException (a JsonParseException)")),
            entry("msgpack", new Declared(List.of("org.msgpack.core.MessagePackException", "java.io.IOException"),
                    "msgpack-core MessageUnpacker javadoc: unpack methods throw IOException and MessagePackException subtypes "
                            + "(MessageInsufficientBufferException, MessageTypeException, MessageSizeException, ...)")),
            entry("bson", new Declared(List.of("org.bson.BSONException"),
                    "bson BsonBinaryReader / Codec.decode: BSONException (BsonSerializationException, BsonInvalidOperationException)")),
            entry("hessian", new Declared(List.of("java.io.IOException"),
                    "Hessian2Input.readObject javadoc: throws IOException (HessianProtocolException extends IOException)")),
            entry("java-builtin", new Declared(List.of("java.io.IOException", "java.lang.ClassNotFoundException"),
                    "ObjectInputStream.readObject javadoc: ClassNotFoundException, InvalidClassException, "
                            + "StreamCorruptedException, OptionalDataException, IOException")),
            entry("kryo", KRYO),
            entry("kryo-unsafe", KRYO),
            entry("fory", new Declared(List.of("org.apache.fory.exception.ForyException"),
                    "Fory's security and exception docs: DeserializationException, InsecureException (ForyException)")),
            entry("protobuf", PROTOBUF),
            entry("protobuf-bytestring", PROTOBUF),
            entry("protobuf-stream", new Declared(List.of("java.io.IOException"),
                    "generated parseFrom(InputStream): throws IOException (InvalidProtocolBufferException is one)")),
            entry("thrift", THRIFT),
            entry("thrift-binary", THRIFT),
            entry("avro", new Declared(List.of("java.io.IOException", "org.apache.avro.AvroRuntimeException"),
                    "DatumReader.read javadoc: throws IOException; SystemLimitException (an AvroRuntimeException) "
                            + "for lengths over the configured limits")),
            entry("protostuff", new Declared(List.of("java.io.IOException", "io.protostuff.ProtostuffException"),
                    "ProtobufIOUtil/ProtostuffIOUtil.mergeFrom javadoc: IOException (ProtobufException); ProtostuffException")),
            entry("flatbuffers", new Declared(List.of("java.lang.IndexOutOfBoundsException", "java.lang.IllegalArgumentException"),
                    "flatbuffers-java has no verifier; its maintainers point to ByteBuffer's bounds checks "
                            + "(IndexOutOfBoundsException); Utf8.decodeUtf8 throws IllegalArgumentException for invalid UTF-8")),
            entry("capnproto", new Declared(List.of("org.capnproto.DecodeException"),
                    "capnproto-java: pointer, list and traversal-limit checks throw DecodeException")),
            entry("sbe", new Declared(List.of("java.lang.IndexOutOfBoundsException", "java.lang.IllegalStateException"),
                    "Agrona's buffer bounds checks (IndexOutOfBoundsException); the suite's codec checks the template and "
                            + "schema ids (IllegalStateException)")),
            entry("raw", new Declared(List.of("java.io.IOException", "java.lang.IndexOutOfBoundsException"),
                    "the suite's hand-written reader: its length checks (IOException) and the JVM's array bounds checks")),
            // ids being added to the matrix: declared from their documentation ahead of their codecs
            entry("moshi", new Declared(List.of("java.io.IOException", "com.squareup.moshi.JsonDataException"),
                    "JsonAdapter.fromJson javadoc: IOException (JsonEncodingException), JsonDataException")),
            entry("jackson-jr", new Declared(List.of("java.io.IOException"),
                    "JSON.beanFrom javadoc: throws IOException (JSONObjectException)")),
            entry("yasson", new Declared(List.of("jakarta.json.bind.JsonbException", "jakarta.json.JsonException"),
                    "Jsonb.fromJson javadoc: @throws JsonbException; Parsson reports syntax errors as JsonParsingException "
                            + "(a jakarta.json.JsonException)")),
            entry("ion", new Declared(List.of("com.amazon.ion.IonException"),
                    "ion-java IonReader: IonException for malformed data")));

    private static final Map<String, Class<?>> LOADED = new ConcurrentHashMap<>();

    /** What the library documents, or null when this file has no entry for it. */
    public static Declared of(String libraryId) {
        return BY_LIBRARY.get(libraryId);
    }

    /** True when {@code e} is of a type the library documents for bad input. */
    public static boolean documents(String libraryId, Throwable e) {
        Declared d = BY_LIBRARY.get(libraryId);
        if (d == null) {
            return false;
        }
        for (String name : d.types()) {
            Class<?> c = load(name);
            if (c != null && c.isInstance(e)) {
                return true;
            }
        }
        return false;
    }

    /** Declared names that do not load: a typo, or a library not on the classpath yet. */
    public static List<String> unloadable(String libraryId) {
        List<String> out = new ArrayList<>();
        Declared d = BY_LIBRARY.get(libraryId);
        if (d != null) {
            d.types().stream().filter(n -> load(n) == null).forEach(out::add);
        }
        return out;
    }

    private static Class<?> load(String name) {
        Class<?> c = LOADED.get(name);
        if (c != null) {
            return c;
        }
        try {
            c = Class.forName(name, false, DocumentedExceptions.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
        LOADED.put(name, c);
        return c;
    }
}

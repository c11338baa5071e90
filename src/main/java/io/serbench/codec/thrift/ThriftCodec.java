package io.serbench.codec.thrift;

import io.serbench.codec.ByteSink;
import io.serbench.codec.Codec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.Counterparts;
import io.serbench.model.Case;
import io.serbench.model.Models;
import org.apache.thrift.TBase;
import org.apache.thrift.TDeserializer;
import org.apache.thrift.TFieldIdEnum;
import org.apache.thrift.TFieldRequirementType;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.transport.TIOStreamTransport;
import org.apache.thrift.meta_data.FieldMetaData;
import org.apache.thrift.protocol.TBinaryProtocol;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocolFactory;

import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * libthrift with structs generated from {@code src/main/thrift/serbench.thrift} by the pure-Java
 * compiler of the build (same output as the official 0.17 compiler, annotations suppressed),
 * run on the newest libthrift: the 0.17 compiler's code needs nothing newer, and the conformance
 * and malformed-input tests run it on the runtime the pom names.
 *
 * <p>Configuration: the protocol is the library id's choice ({@link Protocol}): {@code thrift} is
 * {@link TCompactProtocol} (varints and delta field headers: thrift's compact binary format, the
 * one comparable to protobuf), {@code thrift-binary} is {@link TBinaryProtocol} (fixed-width
 * numbers, a 3-byte header per field, 4-byte lengths: thrift's original and default protocol),
 * over the same generated structs. Both get the same string and container length limits on read
 * ({@link #MAX_STRING_BYTES}, {@link #MAX_CONTAINER_ITEMS}), through their factories' documented
 * constructors; everything else is libthrift's default (for the binary protocol: strict write,
 * non-strict read, which only matter for message headers, not written here; the
 * {@code TConfiguration} message size limit).
 *
 * <p>Encode writes the struct with the protocol over a {@link TIOStreamTransport} into the shared
 * {@link ByteSink}, reset per op, and copies exactly the written bytes out: what
 * {@link org.apache.thrift.TSerializer} does, except that TSerializer's stream is a
 * {@code java.io.ByteArrayOutputStream}, whose every write is synchronized, and the compact
 * protocol writes each field header and varint separately. TSerializer cannot be given another
 * stream, so the codec builds the same three objects itself (docs/METHODOLOGY.md, "Fairness").
 * The compact protocol calls the transport once per varint and per field header; with this
 * transport that call is an inlined bounds check and a small array copy (a profile of list(int)
 * encode puts the time in {@code writeVarint32}'s own loop, not in the transport).
 * libthrift's other in-memory transports are no faster: {@code TMemoryBuffer} writes into a
 * {@code ByteArrayOutputStream} (locked per write) and {@code TByteBuffer} over a reused heap
 * {@code ByteBuffer} was slower in the 2026-11-25 fidelity A/B, so the list(int) encode row
 * is libthrift's compact protocol as shipped.
 * Decode reuses one {@link TDeserializer}, which re-points its memory transport at the input, and
 * fills a new struct each op, so it allocates like every other library.
 *
 * <p>Nothing is lazy: both protocols read strings into {@code String}, lists into
 * {@code ArrayList}, nested structs eagerly. Skip: fields the reader struct does not declare are
 * skipped by the generated read loop, as thrift's schema evolution does.
 *
 * <p>Media: {@code Player} and {@code ImageSize} are thrift enums, and the absent title, bitrate
 * and copyright are {@code optional} fields left unset: not written, {@code isSetX()} false on
 * read.
 */
public final class ThriftCodec implements Codec, ReusedBuffer {
    private static final String GENERATED = ThriftCodec.class.getPackageName() + ".gen";

    /*
     * String and container length limits on read, the same for both protocols, through their
     * factories' documented constructors. libthrift 0.25's TDeserializer already binds its
     * message-size budget to the input's length, so a declared size times the element's smallest
     * encoding (1 byte for a struct) cannot exceed the bytes left; under 0.17 that budget was the
     * 100 MB default and a struct counted 0 bytes, so a corrupted list size in front of structs
     * allocated an ArrayList of that size (an OutOfMemoryError near 2^31). The limits stay as a
     * second bound that does not depend on the transport (ThriftProtocolsTest checks that both
     * protocols apply them). The largest values in this benchmark, sweeps included, are a
     * 64 Ki-char string and a 4096-element list, so these limits never bind on valid input; checked on every read either
     * way, so they cost the same whatever their value.
     */
    static final long MAX_STRING_BYTES = 16L << 20;
    static final long MAX_CONTAINER_ITEMS = 1L << 20;

    private final ByteSink sink = new ByteSink();
    private final TProtocol writer;
    private final TDeserializer deserializer;
    private final Supplier<TBase<?, ?>> newReader;
    private final Class<?> readerModel;

    /** Which of libthrift's protocols writes and reads the generated structs. */
    public enum Protocol {
        /** {@code thrift}: varints, delta-encoded field headers. */
        COMPACT {
            TProtocolFactory writing() {
                return new TCompactProtocol.Factory();
            }

            TProtocolFactory reading() {
                return new TCompactProtocol.Factory(MAX_STRING_BYTES, MAX_CONTAINER_ITEMS);
            }
        },
        /** {@code thrift-binary}: fixed-width big-endian numbers, type + 16-bit id per field. */
        BINARY {
            TProtocolFactory writing() {
                return new TBinaryProtocol.Factory();
            }

            TProtocolFactory reading() {
                return new TBinaryProtocol.Factory(MAX_STRING_BYTES, MAX_CONTAINER_ITEMS);
            }
        };

        abstract TProtocolFactory writing();

        abstract TProtocolFactory reading();
    }

    public static ThriftCodec compact(Case c) throws Exception {
        return new ThriftCodec(c, Protocol.COMPACT);
    }

    public static ThriftCodec binary(Case c) throws Exception {
        return new ThriftCodec(c, Protocol.BINARY);
    }

    public ThriftCodec(Case c, Protocol protocol) throws Exception {
        this.writer = protocol.writing().getProtocol(new TIOStreamTransport(new TConfiguration(), sink));
        this.deserializer = new TDeserializer(protocol.reading());
        this.newReader = constructor(generated(c.readerClass()));
        this.readerModel = c.readerClass();
    }

    @Override
    public Object toNative(Object model) throws Exception {
        return toStruct(model);
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        sink.reset();
        ((TBase<?, ?>) input).write(writer);
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        TBase<?, ?> struct = newReader.get();
        deserializer.deserialize(struct, bytes);
        return struct;
    }

    @Override
    public Object toModel(Object decoded) throws Exception {
        return fromStruct((TBase<?, ?>) decoded, readerModel);
    }

    /**
     * {@code X::new} for a generated struct, built once: the timed decode allocates with a plain
     * constructor call, no reflection.
     */
    @SuppressWarnings("unchecked")
    private static Supplier<TBase<?, ?>> constructor(Class<?> type) {
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        try {
            return (Supplier<TBase<?, ?>>) LambdaMetafactory.metafactory(lookup, "get",
                            MethodType.methodType(Supplier.class), MethodType.methodType(Object.class),
                            lookup.findConstructor(type, MethodType.methodType(void.class)), MethodType.methodType(type))
                    .getTarget().invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("cannot bind the constructor of " + type.getName(), e);
        }
    }

    // ---- setup/test-only conversions, by field name (canonical and generated names match) ----

    private static Class<?> generated(Class<?> model) {
        return Counterparts.inPackage(GENERATED, model);
    }

    @SuppressWarnings("unchecked")
    private static Map<TFieldIdEnum, FieldMetaData> fieldsOf(Class<?> struct) {
        return (Map<TFieldIdEnum, FieldMetaData>) FieldMetaData.getStructMetaDataMap((Class<? extends TBase>) struct);
    }

    private static TFieldIdEnum field(Map<TFieldIdEnum, FieldMetaData> fields, String name) {
        for (TFieldIdEnum f : fields.keySet()) {
            if (f.getFieldName().equals(name)) {
                return f;
            }
        }
        throw new IllegalStateException("generated thrift struct has no field " + name);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static TBase<?, ?> toStruct(Object model) throws Exception {
        Class<?> type = generated(model.getClass());
        TBase struct = (TBase) Models.newInstance(type);
        Map<TFieldIdEnum, FieldMetaData> fields = fieldsOf(type);
        for (Field f : Models.fields(model.getClass())) {
            Object v = f.get(model);
            // null unsets an optional field; an enum becomes the generated enum of the same name
            struct.setFieldValue(field(fields, f.getName()), v instanceof Enum<?> e
                    ? enumConstant(generated(e.getDeclaringClass()), e.name())
                    : Models.toGeneric(v, ThriftCodec::toStruct));
        }
        return struct;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object fromStruct(TBase struct, Class<?> type) throws Exception {
        Object o = Models.newInstance(type);
        Map<TFieldIdEnum, FieldMetaData> fields = fieldsOf(struct.getClass());
        for (Field f : Models.fields(type)) {
            TFieldIdEnum id = field(fields, f.getName());
            // an unset optional field is absent (its getter would give the type's default)
            Object v = fields.get(id).requirementType == TFieldRequirementType.OPTIONAL && !struct.isSet(id)
                    ? null : struct.getFieldValue(id);
            if (v instanceof Enum<?> e) {
                v = enumConstant(f.getType(), e.name());
            }
            f.set(o, Models.fromGeneric(v, f, TBase.class, (s, t) -> fromStruct((TBase) s, t)));
        }
        return o;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumConstant(Class<?> enumType, String name) {
        return Enum.valueOf((Class) enumType, name);
    }

    @Override
    public int reusedBufferBytes() {
        return sink.capacity();
    }
}

package io.serbench.codec.avro;

import io.serbench.codec.ByteSink;
import io.serbench.codec.Codec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.codec.Counterparts;
import io.serbench.model.Case;
import io.serbench.model.Models;
import org.apache.avro.Schema;
import org.apache.avro.SystemLimitException;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecord;
import org.apache.avro.util.ClassSecurityValidator;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;

/**
 * Apache Avro with specific records generated from {@code src/main/avro/serbench.avsc}
 * ({@code stringType String}, so strings decode to {@code java.lang.String}, not {@code Utf8}).
 *
 * <p>Configuration: {@link SpecificDatumWriter}/{@link SpecificDatumReader} over one
 * {@link SpecificData} model ({@link #MODEL}) with avro's two opt-in throughput features on:
 * custom coders (generated {@code customEncode}/{@code customDecode} methods instead of
 * schema-driven traversal; the {@code org.apache.avro.specific.use_custom_coders} switch of avro's
 * "generating faster code" guide) and the fast reader (a reader tree built once per schema pair
 * by {@code FastReaderBuilder}; the {@code org.apache.avro.fastread} switch). avro's docs
 * encourage both for performance; they are set through the model's API rather than JVM-wide
 * properties so no other code is affected. Custom coders apply where writer and reader schema
 * are the same (every scenario but skip); the skip reader resolves schemas with the fast
 * reader. Also avro's documented length limits, set below ({@link #LIMITS}). Reused between ops, as
 * avro's API is designed for: the datum writer/reader, one buffered {@link BinaryEncoder} over
 * the shared {@link ByteSink} (reset per op, then flushed and copied out) and one
 * {@link BinaryDecoder} re-pointed at each input through
 * {@code DecoderFactory.binaryDecoder(bytes, reuse)}. Decode passes {@code null} as the reuse
 * record, so it allocates a new record (and new arrays) every op like every other library,
 * instead of overwriting the previous result.
 *
 * <p>Skip: the reader is built with the writer's schema and the reader's ({@code SkipReader},
 * whose aliases name the writer records) and avro's schema resolution skips every field the
 * reader lacks. Nothing is lazy: strings are read into {@code String}, arrays into
 * {@code GenericData.Array}, records eagerly.
 *
 * <p>Class trust: since 1.12.2 avro loads a record class by name only if its global
 * {@link ClassSecurityValidator} trusts it, and by default it trusts a few JDK classes only, so
 * {@code new SpecificDatumWriter(schema)} of an application's own generated record fails with a
 * SecurityException (a regression reported against 1.12.2). The static block below adds the
 * generated package to the trusted classes through that documented API, keeping avro's own
 * defaults (and any {@code org.apache.avro.SERIALIZABLE_*} property) in force. avro caches each
 * loaded class, so the check runs once per class, in setup.
 *
 * <p>Media: {@code Player} and {@code ImageSize} are avro enums, and the absent title, bitrate
 * and copyright are the null branch of a {@code ["null", T]} union; avro generates custom coders
 * for such unions, so media is encoded and decoded by them too.
 */
public final class AvroCodec implements Codec, ReusedBuffer {
    private static final String GENERATED = AvroCodec.class.getPackageName() + ".gen";

    /*
     * avro's length limits, which are JVM-wide system properties read once, when avro first
     * checks a length. By default they allow ~2^31: a corrupted string length or array block
     * count then allocates that much before reading a byte (an OutOfMemoryError in a 1 GB heap).
     * The largest values in this benchmark, sweeps included, are a 64 Ki-char string and a
     * 4096-element list, so these never bind on valid input; the check runs on every read whatever the value. A value
     * already set on the command line wins.
     */
    static final int MAX_STRING_BYTES = 16 << 20;
    static final int MAX_COLLECTION_ITEMS = 1 << 20;
    static final Map<String, Integer> LIMITS = Map.of(
            SystemLimitException.MAX_STRING_LENGTH_PROPERTY, MAX_STRING_BYTES,
            SystemLimitException.MAX_BYTES_LENGTH_PROPERTY, MAX_STRING_BYTES,
            SystemLimitException.MAX_COLLECTION_LENGTH_PROPERTY, MAX_COLLECTION_ITEMS);

    static {
        String generatedPackage = AvroCodec.class.getPackageName() + ".gen";
        ClassSecurityValidator.setGlobal(ClassSecurityValidator.composite(ClassSecurityValidator.getGlobal(),
                type -> type.getPackageName().equals(generatedPackage)));
        LIMITS.forEach((property, limit) -> {
            if (System.getProperty(property) == null) {
                System.setProperty(property, Integer.toString(limit));
            }
        });
    }

    /** avro's data model for the generated records, with custom coders and the fast reader on. */
    static final SpecificData MODEL = new SpecificData();

    static {
        MODEL.setCustomCoders(true);
        MODEL.setFastReaderEnabled(true);
    }

    private final SpecificDatumWriter<Object> writer;
    private final SpecificDatumReader<Object> reader;
    private final ByteSink sink = new ByteSink();
    private final BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(sink, null);
    private BinaryDecoder decoder;
    private final Class<?> readerModel;

    public AvroCodec(Case c) {
        checkLimitsApply();
        Schema writerSchema = schema(c.writerClass());
        Schema readerSchema = schema(c.readerClass());
        this.writer = new SpecificDatumWriter<>(writerSchema, MODEL);
        this.reader = new SpecificDatumReader<>(writerSchema, readerSchema, MODEL);
        this.readerModel = c.readerClass();
    }

    @Override
    public Object toNative(Object model) throws Exception {
        return toRecord(model);
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        sink.reset();
        writer.write(input, encoder);
        encoder.flush();
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        decoder = DecoderFactory.get().binaryDecoder(bytes, decoder);
        return reader.read(null, decoder); // null: a new record each op, no reuse of the last result
    }

    @Override
    public Object toModel(Object decoded) throws Exception {
        return fromRecord((SpecificRecord) decoded, readerModel);
    }

    /** Fails if avro read its limits before this class could set them (e.g. another avro user came first). */
    private static void checkLimitsApply() {
        long limit = Long.getLong(SystemLimitException.MAX_STRING_LENGTH_PROPERTY);
        try {
            SystemLimitException.checkMaxStringLength(limit + 1);
        } catch (SystemLimitException expected) {
            return;
        }
        throw new IllegalStateException("avro's length limits were read before AvroCodec set them; pass -D"
                + SystemLimitException.MAX_STRING_LENGTH_PROPERTY + " (and the bytes/collectionItems limits) to the JVM");
    }

    // ---- setup/test-only conversions, by field name (canonical and generated names match) ----

    private static Class<?> generated(Class<?> model) {
        return Counterparts.inPackage(GENERATED, model);
    }

    private static Schema schema(Class<?> model) {
        return SpecificData.get().getSchema(generated(model));
    }

    private static SpecificRecord toRecord(Object model) throws Exception {
        SpecificRecord r = (SpecificRecord) Models.newInstance(generated(model.getClass()));
        for (Field f : Models.fields(model.getClass())) {
            Object v = f.get(model);
            // null is the null branch of an absent field's union; an enum becomes the generated enum of the same name
            r.put(r.getSchema().getField(f.getName()).pos(), v instanceof Enum<?> e
                    ? enumConstant(generated(e.getDeclaringClass()), e.name())
                    : Models.toGeneric(v, AvroCodec::toRecord));
        }
        return r;
    }

    private static Object fromRecord(SpecificRecord r, Class<?> type) throws Exception {
        Object o = Models.newInstance(type);
        for (Field f : Models.fields(type)) {
            Object v = r.get(r.getSchema().getField(f.getName()).pos());
            if (v instanceof Enum<?> e) {
                v = enumConstant(f.getType(), e.name());
            }
            f.set(o, Models.fromGeneric(v, f, SpecificRecord.class, (s, t) -> fromRecord((SpecificRecord) s, t)));
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

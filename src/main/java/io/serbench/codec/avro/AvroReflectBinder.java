package io.serbench.codec.avro;

import io.serbench.codec.BoundClass;
import io.serbench.codec.ByteSink;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import io.serbench.codec.PojoCodec;
import org.apache.avro.Conversions;
import org.apache.avro.Schema;
import org.apache.avro.data.TimeConversions;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.reflect.ReflectDatumReader;
import org.apache.avro.reflect.ReflectDatumWriter;
import org.apache.avro.util.ClassSecurityValidator;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Avro's reflect data model bound to a user's class: the schema is induced from the class
 * ({@link ReflectData}, Avro's documented way to use existing Java classes without a schema
 * file), with {@link ReflectDatumWriter}/{@link ReflectDatumReader} over a reused binary
 * encoder and decoder, as {@link AvroCodec} has for its generated classes (whose length limits
 * apply here too). Avro 1.12.2 instantiates only trusted classes when reading, so the payload's
 * classes are added to the trusted ones. JDK value types map to Avro's logical types through
 * Avro's own conversions, registered on the data model as its specification of logical types
 * and {@code GenericData.addLogicalTypeConversion} describe: {@code UUID} as {@code uuid}
 * (a string), {@code LocalDate} as {@code date}, {@code Instant} as {@code timestamp-nanos} and
 * {@code LocalDateTime} as {@code local-timestamp-nanos} (the nanosecond ones, so no precision is
 * lost); without them reflection reaches into the JDK's private fields, which JDK 17 refuses.
 * One setting: a reflected field is not nullable unless
 * the data model says so; {@link ReflectData.AllowNull} makes every non-primitive field a
 * union with null, Avro's answer for classes whose fields may be null.
 */
public final class AvroReflectBinder implements ClassBinder {
    public static final AvroReflectBinder INSTANCE = new AvroReflectBinder();
    public static final String ALLOW_NULL = "ReflectData.AllowNull";

    private AvroReflectBinder() {
    }

    @Override
    public Map<String, String> settings() {
        return Map.of(ALLOW_NULL, "the AllowNull data model: every non-primitive field may be null");
    }

    @Override
    public Codec bind(BoundClass type, Set<String> settings) {
        AvroCodec.LIMITS.size(); // AvroCodec's initializer sets avro's length limits first
        Set<Class<?>> trusted = trusted(type);
        ClassSecurityValidator.setGlobal(ClassSecurityValidator.composite(ClassSecurityValidator.getGlobal(), trusted::contains));
        ReflectData data = settings.contains(ALLOW_NULL) ? new ReflectData.AllowNull() : new ReflectData();
        data.setFastReaderEnabled(true);
        data.addLogicalTypeConversion(new Conversions.UUIDConversion());
        data.addLogicalTypeConversion(new TimeConversions.DateConversion());
        data.addLogicalTypeConversion(new TimeConversions.TimestampNanosConversion());
        data.addLogicalTypeConversion(new TimeConversions.LocalTimestampNanosConversion());
        Schema schema = data.getSchema(type.root());
        return new Bound(new ReflectDatumWriter<>(schema, data), new ReflectDatumReader<>(schema, schema, data));
    }

    /**
     * The classes Avro may name when it reads the payload: every class of its instances, and every
     * type its classes declare for their fields (with their type arguments: {@code List},
     * {@code Map}, an interface), since the induced schema names the declared ones.
     */
    private static Set<Class<?>> trusted(BoundClass type) {
        Set<Class<?>> out = new HashSet<>(type.reachable());
        for (Class<?> c : type.reachable()) {
            for (Class<?> k = c; k != null && k.getClassLoader() != null; k = k.getSuperclass()) {
                for (Field f : k.getDeclaredFields()) {
                    if (!Modifier.isStatic(f.getModifiers())) {
                        addRaw(f.getGenericType(), out);
                    }
                }
            }
        }
        return Set.copyOf(out);
    }

    private static void addRaw(Type t, Set<Class<?>> out) {
        if (t instanceof Class<?> c) {
            out.add(c);
        } else if (t instanceof ParameterizedType p) {
            addRaw(p.getRawType(), out);
            for (Type a : p.getActualTypeArguments()) {
                addRaw(a, out);
            }
        } else if (t instanceof GenericArrayType g) {
            addRaw(g.getGenericComponentType(), out);
        }
    }

    private static final class Bound extends PojoCodec {
        private final ReflectDatumWriter<Object> writer;
        private final ReflectDatumReader<Object> reader;
        private final ByteSink sink = new ByteSink();
        private final BinaryEncoder encoder = EncoderFactory.get().binaryEncoder(sink, null);
        private BinaryDecoder decoder;

        Bound(ReflectDatumWriter<Object> writer, ReflectDatumReader<Object> reader) {
            this.writer = writer;
            this.reader = reader;
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
            return reader.read(null, decoder);
        }
    }
}

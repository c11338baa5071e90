package io.serbench.codec.bson;

import io.serbench.codec.BoundClass;
import io.serbench.codec.ByteSink;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import io.serbench.codec.PojoCodec;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.UuidRepresentation;
import org.bson.codecs.BsonValueCodecProvider;
import org.bson.codecs.CollectionCodecProvider;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodecProvider;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.EnumCodecProvider;
import org.bson.codecs.IterableCodecProvider;
import org.bson.codecs.MapCodecProvider;
import org.bson.codecs.ValueCodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.jsr310.Jsr310CodecProvider;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.codecs.record.RecordCodecProvider;
import org.bson.io.BasicOutputBuffer;

import java.nio.ByteBuffer;
import java.util.Map;
import java.util.Set;

/**
 * BSON's POJO codec bound to a user's class: the providers of the bson artifact that the MongoDB
 * driver's default registry is made of (values, BSON values, documents, collections, iterables,
 * maps, java.time, enums, and records through {@code RecordCodecProvider} of the
 * bson-record-codec artifact, which the driver's default registry includes when it is on the
 * class path), then {@code PojoCodecProvider} in automatic mode, as the driver's POJO
 * documentation sets it up; a reused {@link BasicOutputBuffer}, as {@link BsonCodec}. One
 * setting: BSON has no default binary representation for {@link java.util.UUID} (encoding one
 * fails until it is chosen); {@code STANDARD} is the one the documentation
 * recommends for new applications.
 */
public final class BsonBinder implements ClassBinder {
    public static final BsonBinder INSTANCE = new BsonBinder();
    public static final String UUID_STANDARD = "UuidRepresentation.STANDARD";

    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    private BsonBinder() {
    }

    @Override
    public Map<String, String> settings() {
        return Map.of(UUID_STANDARD, "CodecRegistries.withUuidRepresentation(registry, STANDARD) (UUID fields)");
    }

    @Override
    @SuppressWarnings("unchecked")
    public Codec bind(BoundClass type, Set<String> settings) {
        CodecRegistry registry = CodecRegistries.fromProviders(
                new ValueCodecProvider(), new BsonValueCodecProvider(), new DocumentCodecProvider(),
                new CollectionCodecProvider(), new IterableCodecProvider(), new MapCodecProvider(),
                new Jsr310CodecProvider(), new EnumCodecProvider(), new RecordCodecProvider(),
                PojoCodecProvider.builder().automatic(true).build());
        if (settings.contains(UUID_STANDARD)) {
            registry = CodecRegistries.withUuidRepresentation(registry, UuidRepresentation.STANDARD);
        }
        return new Bound((org.bson.codecs.Codec<Object>) registry.get(type.root()));
    }

    private static final class Bound extends PojoCodec {
        private final org.bson.codecs.Codec<Object> codec;
        private final BasicOutputBuffer buffer = new BasicOutputBuffer(ByteSink.DEFAULT_CAPACITY);

        Bound(org.bson.codecs.Codec<Object> codec) {
            this.codec = codec;
        }

        @Override
        public byte[] encode(Object input) {
            buffer.truncateToPosition(0);
            codec.encode(new BsonBinaryWriter(buffer), input, ENCODE);
            return buffer.toByteArray();
        }

        @Override
        public Object decode(byte[] bytes) {
            return codec.decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DECODE);
        }
    }
}

package io.serbench.codec.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeEnv;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.codec.BoundClass;
import io.serbench.codec.ByteSink;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import io.serbench.codec.PojoCodec;

import java.util.Map;
import java.util.Set;

/**
 * protostuff's runtime schema ({@code RuntimeSchema.getSchema}, built from the class by
 * reflection: the documented way to serialize a class that has no .proto) bound to a user's
 * class, with a reused {@link LinkedBuffer}, as {@link ProtostuffCodec}. One setting: by default
 * a collection field is written as repeated values, so an empty collection reads back as null;
 * {@code COLLECTION_SCHEMA_ON_REPEATED_FIELDS} (an {@link IdStrategy} flag, what the built-in
 * media cell uses for the same reason) keeps it.
 */
public final class ProtostuffBinder implements ClassBinder {
    public static final ProtostuffBinder INSTANCE = new ProtostuffBinder();
    public static final String COLLECTION_SCHEMA = "COLLECTION_SCHEMA_ON_REPEATED_FIELDS";

    private ProtostuffBinder() {
    }

    @Override
    public Map<String, String> settings() {
        return Map.of(COLLECTION_SCHEMA, "IdStrategy flag: empty collections survive (else they read back as null)");
    }

    @Override
    @SuppressWarnings("unchecked")
    public Codec bind(BoundClass type, Set<String> settings) {
        IdStrategy strategy = settings.contains(COLLECTION_SCHEMA) ? ProtostuffCodec.MEDIA_STRATEGY : RuntimeEnv.ID_STRATEGY;
        return new Bound((Schema<Object>) RuntimeSchema.getSchema(type.root(), strategy));
    }

    private static final class Bound extends PojoCodec {
        private final Schema<Object> schema;
        private final LinkedBuffer buffer = LinkedBuffer.allocate(ByteSink.DEFAULT_CAPACITY);

        Bound(Schema<Object> schema) {
            this.schema = schema;
        }

        @Override
        public byte[] encode(Object input) {
            try {
                return ProtostuffIOUtil.toByteArray(input, schema, buffer);
            } finally {
                buffer.clear();
            }
        }

        @Override
        public Object decode(byte[] bytes) {
            Object message = schema.newMessage();
            ProtostuffIOUtil.mergeFrom(bytes, message, schema);
            return message;
        }
    }
}

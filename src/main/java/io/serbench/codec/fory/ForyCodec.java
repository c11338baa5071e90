package io.serbench.codec.fory;

import io.serbench.codec.Codec;
import io.serbench.model.Case;
import io.serbench.model.Item;
import io.serbench.model.Nested;
import io.serbench.model.Shape;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Apache Fory (fory-core) in Java native mode, as its Java guide recommends for JVM-only traffic
 * and for speed: one {@link Fory} per codec (a {@code Fory} is not thread-safe, and each benchmark
 * thread gets its own codec), every class registered with an explicit id (registration required,
 * the default), reference tracking off (the default; the model has no shared or cyclic
 * references), JIT-generated serializers (the default on a JVM). The canonical public-field
 * classes are the encode input and decode output directly.
 *
 * <p>Schema mode: {@link CompatibleMode#SCHEMA_CONSISTENT} (not the default) for every scenario
 * except skip. Fory's docs recommend it when writer and reader always use the same class schema,
 * for faster serialization and smaller output; the default, {@code COMPATIBLE}, writes class
 * metadata (field names and types) so readers can tolerate schema changes. The skip scenario is
 * exactly such a change: its reader class knows only {@code keep}, so its writer and reader use
 * {@code COMPATIBLE}, and two {@code Fory} instances (a producer and a consumer) register the
 * writer class and the reader class under the same id, as Fory's docs show for mapping one class
 * onto another. The reader's generated serializer reads {@code keep} and skips the nested objects
 * it has no field for.
 *
 * <p>Warmup: async compilation stays off (the default). Fory then generates and compiles a class's
 * serializer synchronously on its first use, so the setup round trips (every pool input is
 * encoded and decoded before anything is timed) leave only generated serializers for the timed
 * ops; {@code ForyCodecTest} checks it. With {@code withAsyncCompilation(true)} the first ops
 * would run Fory's interpreter-mode serializers while a background thread compiles.
 *
 * <p>Reuse: encode serializes into one {@link MemoryBuffer} per codec, rewound before each op,
 * and copies out exactly the written bytes (what {@code Fory.serialize(Object)} does with its own
 * internal buffer, here pre-sized so no case regrows it). Decode is
 * {@code deserialize(byte[], Class)}: eager, every field read into a new object.
 *
 * <p>All configuration is in {@link #newFory}.
 */
public final class ForyCodec implements Codec {
    /** Enough for the largest case (string, fields=10, ~1.7 KB) without growing; growth stays allowed. */
    private static final int INITIAL_BUFFER = 4096;

    /** The id every writer class and the skip reader class get, so a skip writer's payload names the reader class. */
    private static final int ROOT_ID = 110;

    private final Class<?> readerClass;
    private final Fory writer;
    /** The same instance as {@link #writer} except for skip, where it is the consumer with the reader class. */
    private final Fory reader;
    /** Reused between encodes; its writer index is rewound before each one. */
    private final MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(INITIAL_BUFFER);

    public ForyCodec(Case c) {
        this.readerClass = c.readerClass();
        if (c.shape() == Shape.SKIP) {
            this.writer = newFory(CompatibleMode.COMPATIBLE, c.writerClass());
            this.reader = newFory(CompatibleMode.COMPATIBLE, c.readerClass());
        } else {
            this.writer = newFory(CompatibleMode.SCHEMA_CONSISTENT, c.writerClass());
            this.reader = writer;
        }
    }

    /** The whole Fory configuration: one instance that knows {@code root} and the classes it holds. */
    private static Fory newFory(CompatibleMode mode, Class<?> root) {
        Fory fory = Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withRefTracking(false)
                .withCompatibleMode(mode)
                // both defaults, stated so the choice is visible (see the class comment)
                .withCodegen(true)
                .withAsyncCompilation(false)
                .build();
        // Registered with explicit ids, so producer and consumer agree by construction.
        fory.register(Item.class, 101);
        fory.register(Nested.class, 102);
        fory.register(root, ROOT_ID);
        return fory;
    }

    /** For tests: the instance that encodes. */
    Fory writer() {
        return writer;
    }

    /** For tests: the instance that decodes. */
    Fory reader() {
        return reader;
    }

    @Override
    public Object toNative(Object model) {
        return model;
    }

    @Override
    public byte[] encode(Object input) {
        buffer.writerIndex(0);
        writer.serialize(buffer, input);
        return buffer.getBytes(0, buffer.writerIndex());
    }

    @Override
    public Object decode(byte[] bytes) {
        return reader.deserialize(bytes, readerClass);
    }

    @Override
    public Object toModel(Object decoded) {
        return decoded;
    }
}

package io.serbench.codec.fory;

import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.model.Case;
import io.serbench.model.Image;
import io.serbench.model.ImageSize;
import io.serbench.model.Item;
import io.serbench.model.Media;
import io.serbench.model.Nested;
import io.serbench.model.Player;
import io.serbench.model.Shape;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;

/**
 * Apache Fory (fory-core) in Java native mode ({@link Language#JAVA}; Fory's default is its
 * cross-language format, and its Java guide recommends native mode for JVM-only traffic), as the
 * guide recommends for speed: one {@link Fory} per codec (a {@code Fory} is not thread-safe, and
 * each benchmark thread gets its own codec), every class registered with an explicit id
 * (registration required, the default), reference tracking off (the default; the model has no
 * shared or cyclic references), JIT-generated serializers (the default on a JVM). The canonical
 * public-field classes are the encode input and the decode output directly. Fory 1.6 on JDK 17
 * needs no JVM flag (its docs ask for one only from JDK 25 on).
 *
 * <p>Schema mode: {@link CompatibleMode#SCHEMA_CONSISTENT} (not the default) for every scenario
 * except skip. Fory's docs recommend it when writer and reader always use the same class schema,
 * for faster serialization and smaller output; the default, {@code COMPATIBLE}, writes class
 * metadata (field names and types) so that readers tolerate schema changes. The skip scenario is
 * such a change, so its writer and reader use {@code COMPATIBLE}, in two {@code Fory} instances
 * (a producer that knows the writer class and {@link Nested}, a consumer that knows only the
 * reader class), which register the writer and the reader class under the same id, as Fory's
 * docs do to map one class onto another. Fory's format has no length in front of a struct field,
 * so its reader skips a field it does not have by reading the value (here as an unknown struct,
 * strings included) and dropping it.
 *
 * <p>Warmup: async compilation stays off (the default). Fory then generates and compiles a class's
 * serializer synchronously on its first use, so the setup round trips (every pool input encoded
 * and decoded before anything is timed) leave only generated serializers for the timed ops;
 * {@code ForyCodecTest} checks it. With {@code withAsyncCompilation(true)} the first ops would
 * run Fory's interpreter-mode serializers while a background thread compiles.
 *
 * <p>Reuse: encode serializes into one {@link MemoryBuffer} per codec, rewound before each op,
 * and copies out exactly the written bytes (what {@code Fory.serialize(Object)} does with its own
 * internal buffer, here sized so that no case regrows it). Decode is
 * {@code deserialize(byte[], Class)}: eager, every field read into a new object.
 *
 * <p>Media: the media classes and enums are registered like the others, with explicit ids;
 * Fory's default enum serializer writes an enum as its ordinal, and an absent (null) field as
 * Fory's one-byte null flag (nullable fields carry a flag byte; primitives do not).
 *
 * <p>Numbers, at Fory's defaults (left as they are): int fields as varints and long fields in
 * Fory's tagged encoding ({@code compressInt} on, {@code longEncoding} TAGGED), {@code int[]}
 * and {@code long[]} written raw (array compression off), strings uncompressed;
 * {@code ForyCodecTest} asserts these and that the nested classes' serializers are generated
 * too, not only the root's.
 *
 * <p>All configuration is in {@link #newFory} and the constructor (registration).
 */
public final class ForyCodec extends PojoCodec implements ReusedBuffer {
    /** Enough for the largest case (string, fields=10, ~1.6 KB) without growing; growth stays allowed. */
    static final int INITIAL_BUFFER = 4096;

    private static final int ITEM_ID = 101;
    private static final int NESTED_ID = 102;
    private static final int MEDIA_ID = 103;
    private static final int IMAGE_ID = 104;
    private static final int PLAYER_ID = 105;
    private static final int IMAGE_SIZE_ID = 106;
    /** The id of every root class, the skip reader's included, so a skip writer's payload names the reader class. */
    private static final int ROOT_ID = 110;

    private final Class<?> readerClass;
    private final Fory writer;
    /** The same instance as {@link #writer} except for skip, where it is the consumer that knows only the reader class. */
    private final Fory reader;
    /** Reused between encodes; its writer index is rewound before each one. */
    private final MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(INITIAL_BUFFER);

    public ForyCodec(Case c) {
        this.readerClass = c.readerClass();
        boolean skip = c.shape() == Shape.SKIP;
        this.writer = newFory(skip ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT);
        // Explicit ids, so producer and consumer agree by construction.
        writer.register(Item.class, ITEM_ID);
        writer.register(Nested.class, NESTED_ID);
        if (c.shape() == Shape.MEDIA) {
            writer.register(Media.class, MEDIA_ID);
            writer.register(Image.class, IMAGE_ID);
            writer.register(Player.class, PLAYER_ID);
            writer.register(ImageSize.class, IMAGE_SIZE_ID);
        }
        writer.register(c.writerClass(), ROOT_ID);
        if (skip) {
            this.reader = newFory(CompatibleMode.COMPATIBLE);
            reader.register(c.readerClass(), ROOT_ID);
        } else {
            this.reader = writer;
        }
    }

    /** One configured instance for writer and reader, reading {@code readerClass} (a user's payload: {@link ForyBinder}). */
    ForyCodec(Fory fory, Class<?> readerClass) {
        this.readerClass = readerClass;
        this.writer = fory;
        this.reader = fory;
    }

    /** The whole Fory configuration; the constructor registers the classes. */
    static Fory newFory(CompatibleMode mode) {
        return Fory.builder()
                .withLanguage(Language.JAVA)
                .requireClassRegistration(true)
                .withRefTracking(false)
                .withCompatibleMode(mode)
                // both defaults, stated so the choice is visible (see the class comment)
                .withCodegen(true)
                .withAsyncCompilation(false)
                .build();
    }

    /** For tests: the instance that encodes. */
    Fory writer() {
        return writer;
    }

    /** For tests: the instance that decodes. */
    Fory reader() {
        return reader;
    }

    /** For tests: the encode buffer's current size. */
    int bufferSize() {
        return buffer.size();
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
    public int reusedBufferBytes() {
        return buffer.size();
    }
}

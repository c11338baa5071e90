package io.serbench.codec.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeEnv;
import io.protostuff.runtime.RuntimeSchema;
import io.serbench.codec.ByteSink;
import io.serbench.codec.Codec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.model.Case;
import io.serbench.model.Models;
import io.serbench.model.Shape;

import java.lang.reflect.Field;

/**
 * protostuff-runtime: a protobuf-style wire format for existing POJOs, with the schema built
 * by reflection once per class ({@link RuntimeSchema#getSchema} caches it) and a reused
 * {@link LinkedBuffer}, which protostuff's docs ask to {@code clear()} after every use.
 * The canonical classes are encode input and decode output directly, except for skip (see
 * {@link SkipMessages}): runtime schemas number fields by declaration order, which a reader
 * class with fewer fields cannot match.
 *
 * <p>Media: the canonical {@code MediaContent} as it is. Enums and nulls as the runtime schema
 * does by default: an enum is a protobuf enum field holding the constant's ordinal (the
 * {@code ENUMS_BY_NAME} flag, off by default, would write its name), and a null field (the
 * absent title, bitrate, copyright) is simply not written and stays null on read. One
 * non-default flag, for media only ({@link #MEDIA_STRATEGY}): by default a collection field is
 * written as repeated elements, so an empty list leaves nothing on the wire and reads back as
 * null, and the model's {@code persons} is never null; protostuff's documented answer is
 * {@code COLLECTION_SCHEMA_ON_REPEATED_FIELDS}, which writes each collection as a nested message
 * of its elements, so an empty list reads back empty. It applies to both lists of the media
 * case (persons, images) and to no other scenario, whose lists are never empty.
 *
 * <p>Why string-heavy encode is slow: a profile of string encode (fields=10) puts about 90% of
 * the time in protostuff's {@code StringSerializer.writeUTF8}, which encodes a string one
 * {@code charAt} at a time into the {@link LinkedBuffer}, and about 5% in
 * {@code toByteArray}'s copy; the reused buffer never chains at these sizes. That is protostuff
 * as shipped, not this codec's buffer path.
 */
public final class ProtostuffCodec implements Codec, ReusedBuffer {
    /**
     * Sized for the largest case (protostuff's default, 512 B, is smaller than 7 of them, which
     * would then chain a new buffer on every encode); larger output still just chains buffers.
     */
    private static final int BUFFER_SIZE = ByteSink.DEFAULT_CAPACITY;

    /**
     * The media case's id strategy: protostuff's default flags plus
     * {@code COLLECTION_SCHEMA_ON_REPEATED_FIELDS}, so an empty list survives (see the class
     * comment). Schemas are cached per strategy, so the default schemas of the other scenarios
     * are untouched.
     */
    static final IdStrategy MEDIA_STRATEGY =
            new DefaultIdStrategy(IdStrategy.DEFAULT_FLAGS | IdStrategy.COLLECTION_SCHEMA_ON_REPEATED_FIELDS);

    private final boolean skip;
    private final Class<?> writerClass;
    private final Class<?> readerClass;
    private final Schema<Object> writerSchema;
    private final Schema<Object> readerSchema;
    /** Reused between encodes, cleared after each one (also when an encode throws). */
    private final LinkedBuffer buffer = LinkedBuffer.allocate(BUFFER_SIZE);

    public ProtostuffCodec(Case c) {
        this.skip = c.shape() == Shape.SKIP;
        this.writerClass = skip ? SkipMessages.writerFor(c.fields()) : c.writerClass();
        this.readerClass = skip ? SkipMessages.Reader.class : c.readerClass();
        IdStrategy strategy = c.shape() == Shape.MEDIA ? MEDIA_STRATEGY : RuntimeEnv.ID_STRATEGY;
        this.writerSchema = schema(writerClass, strategy);
        this.readerSchema = schema(readerClass, strategy);
    }

    @SuppressWarnings("unchecked")
    private static Schema<Object> schema(Class<?> type, IdStrategy strategy) {
        return (Schema<Object>) RuntimeSchema.getSchema(type, strategy);
    }

    @Override
    public Object toNative(Object model) {
        return skip ? copy(model, Models.newInstance(writerClass)) : model;
    }

    @Override
    public byte[] encode(Object input) {
        try {
            return ProtostuffIOUtil.toByteArray(input, writerSchema, buffer);
        } finally {
            buffer.clear();
        }
    }

    /**
     * Strings and nested lengths are checked against the input, but a runtime-schema array
     * (int[]/double[]) is allocated from its written element count before the elements are
     * read; protostuff has no setting to bound it (see docs/INPUT-SAFETY.md).
     */
    @Override
    public Object decode(byte[] bytes) {
        Object message = readerSchema.newMessage();
        ProtostuffIOUtil.mergeFrom(bytes, message, readerSchema);
        return message;
    }

    @Override
    public Object toModel(Object decoded) {
        return skip ? copy(decoded, Models.newInstance(SkipMessages.CANONICAL_READER)) : decoded;
    }

    /** Setup only: copies same-named fields (the skip classes mirror the canonical ones). */
    private static Object copy(Object from, Object to) {
        try {
            for (Field f : Models.fields(from.getClass())) {
                to.getClass().getField(f.getName()).set(to, f.get(from));
            }
            return to;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public int reusedBufferBytes() {
        return BUFFER_SIZE;
    }
}

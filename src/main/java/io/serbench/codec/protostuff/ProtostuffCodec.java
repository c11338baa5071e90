package io.serbench.codec.protostuff;

import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
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
 */
public final class ProtostuffCodec implements Codec, ReusedBuffer {
    /**
     * Sized for the largest case (protostuff's default, 512 B, is smaller than 7 of them, which
     * would then chain a new buffer on every encode); larger output still just chains buffers.
     */
    private static final int BUFFER_SIZE = ByteSink.DEFAULT_CAPACITY;

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
        this.writerSchema = schema(writerClass);
        this.readerSchema = schema(readerClass);
    }

    @SuppressWarnings("unchecked")
    private static Schema<Object> schema(Class<?> type) {
        return (Schema<Object>) RuntimeSchema.getSchema(type);
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
     * read; protostuff has no setting to bound it (see the README's malformed-input notes).
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

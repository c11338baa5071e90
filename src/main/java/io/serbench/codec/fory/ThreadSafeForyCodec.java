package io.serbench.codec.fory;

import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;
import io.serbench.model.Shape;
import org.apache.fory.ThreadLocalFory;
import org.apache.fory.ThreadSafeFory;

/**
 * Fory shared by many threads through its {@link ThreadSafeFory} (the {@link ThreadLocalFory}
 * that {@code ForyBuilder.buildThreadSafeFory()} returns). Each thread's Fory is configured and
 * registered exactly as {@link ForyCodec}'s (built by one), so the bytes are the same. Encode is
 * {@code serialize(Object)}, which writes into the thread's Fory's own buffer and copies the bytes
 * out: the thread-safe API has no caller-owned buffer per thread.
 */
final class ThreadSafeForyCodec extends PojoCodec {
    private final Class<?> readerClass;
    private final ThreadSafeFory writer;
    /** The same as {@link #writer} except for skip, whose consumer knows only the reader class. */
    private final ThreadSafeFory reader;

    ThreadSafeForyCodec(Case c) {
        this.readerClass = c.readerClass();
        this.writer = new ThreadLocalFory(builder -> new ForyCodec(c).writer());
        this.reader = c.shape() == Shape.SKIP ? new ThreadLocalFory(builder -> new ForyCodec(c).reader()) : writer;
    }

    @Override
    public byte[] encode(Object input) {
        return writer.serialize(input);
    }

    @Override
    public Object decode(byte[] bytes) {
        return reader.deserialize(bytes, readerClass);
    }
}

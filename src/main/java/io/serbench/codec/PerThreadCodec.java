package io.serbench.codec;

import java.util.function.Supplier;

/**
 * A codec that keeps one single-thread codec per calling thread ({@link ThreadSafety.Sharing#PER_THREAD}):
 * each op looks its thread's codec up in a {@link ThreadLocal} and delegates. The lookup is part
 * of every timed op, as it is in a service that keeps a library's writer and reader per thread.
 */
final class PerThreadCodec implements Codec {
    private final ThreadLocal<Codec> local;

    /** {@code first} serves the building thread; every other thread builds its own on its first op. */
    PerThreadCodec(Codec first, Supplier<Codec> build) {
        Thread builder = Thread.currentThread();
        this.local = ThreadLocal.withInitial(() -> Thread.currentThread() == builder ? first : build.get());
    }

    @Override
    public Object toNative(Object model) throws Exception {
        return local.get().toNative(model);
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        return local.get().encode(input);
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        return local.get().decode(bytes);
    }

    @Override
    public Object encodeTimed(Object input) throws Exception {
        return local.get().encodeTimed(input);
    }

    @Override
    public Object prepareDecode(byte[] bytes) throws Exception {
        return local.get().prepareDecode(bytes);
    }

    @Override
    public Object decodeTimed(Object prepared) throws Exception {
        return local.get().decodeTimed(prepared);
    }

    @Override
    public Object toModel(Object decoded) throws Exception {
        return local.get().toModel(decoded);
    }
}

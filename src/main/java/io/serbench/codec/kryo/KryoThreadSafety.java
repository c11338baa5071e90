package io.serbench.codec.kryo;

import io.serbench.codec.ThreadSafety;

/** How kryo is shared by request threads. */
public final class KryoThreadSafety {
    private KryoThreadSafety() {
    }

    public static final ThreadSafety POOL = ThreadSafety.pool(
            "Kryo is not thread-safe: its README gives each thread its own Kryo, Output and Input, and ships Pool for that; "
                    + "every op borrows a Kryo and an Output (or an Input) from thread-safe pools and returns them",
            PooledKryoCodec::new);

    /** kryo-unsafe as kryo: the same pools, of its Unsafe buffers with fixed-width ints. */
    public static final ThreadSafety UNSAFE_POOL = ThreadSafety.pool(
            "as kryo (Kryo's README: a Kryo, Output and Input per thread, shared through Pool); the pooled buffers are "
                    + "UnsafeOutput/UnsafeInput with variable-length encoding off, as kryo-unsafe's single-thread codec",
            c -> new PooledKryoCodec(c, KryoCodec.Variant.UNSAFE));
}

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
}

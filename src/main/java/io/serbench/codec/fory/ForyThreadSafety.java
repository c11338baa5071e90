package io.serbench.codec.fory;

import io.serbench.codec.ThreadSafety;

/** How fory is shared by request threads. */
public final class ForyThreadSafety {
    private ForyThreadSafety() {
    }

    public static final ThreadSafety THREAD_SAFE_FORY = ThreadSafety.pool(
            "a Fory is not thread-safe; Fory's Java guide shares a ThreadSafeFory across threads (buildThreadSafeFory: a ThreadLocalFory, one Fory per thread behind one object), "
                    + "whose serialize(Object) and deserialize(byte[], Class) find the thread's Fory on every op",
            ThreadSafeForyCodec::new);
}

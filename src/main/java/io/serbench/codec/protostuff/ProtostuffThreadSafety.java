package io.serbench.codec.protostuff;

import io.serbench.codec.ThreadSafety;

/** How protostuff is shared by request threads. */
public final class ProtostuffThreadSafety {
    private ProtostuffThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "schemas (RuntimeSchema's cache) are thread-safe and shared; a LinkedBuffer is not, and protostuff's docs keep one per thread, so each thread keeps its own");
}

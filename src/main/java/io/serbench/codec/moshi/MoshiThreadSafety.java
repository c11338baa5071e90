package io.serbench.codec.moshi;

import io.serbench.codec.ThreadSafety;

/** How moshi is shared by request threads. */
public final class MoshiThreadSafety {
    private MoshiThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "Moshi is thread-safe (its javadoc) and shared, with the JsonAdapters it returns (they keep no per-call state); the codec's two reused Okio Buffers are not, so each thread keeps its own");
}

package io.serbench.codec.gson;

import io.serbench.codec.ThreadSafety;

/** How gson is shared by request threads. */
public final class GsonThreadSafety {
    private GsonThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "Gson and the TypeAdapters it returns are thread-safe (Gson's javadoc) and shared; the codec's reused UTF-8 writer and byte sink are not, so each thread keeps its own");
}

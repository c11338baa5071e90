package io.serbench.codec.dsljson;

import io.serbench.codec.ThreadSafety;

/** How dsljson and dsljson-strict are shared by request threads. */
public final class DslJsonThreadSafety {
    private DslJsonThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "DslJson is thread-safe and shared (one static instance); JsonWriter and JsonReader are not thread-safe and are meant to be reused, so each thread keeps its own writer and reader");
}

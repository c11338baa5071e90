package io.serbench.codec.fastjson2;

import io.serbench.codec.ThreadSafety;

/** How fastjson2 and fastjson2-jsonb are shared by request threads. */
public final class Fastjson2ThreadSafety {
    private Fastjson2ThreadSafety() {
    }

    public static final ThreadSafety STATIC_API = ThreadSafety.shared(
            "the static JSON and JSONB facades are thread-safe: generated readers and writers are cached in the default provider, and each op borrows its buffer from fastjson2's own buffer cache; the codec holds only the decode class and feature flags");
}

package io.serbench.codec.fastjson;

import io.serbench.codec.ThreadSafety;

/** How fastjson (1.x) is shared by request threads. */
public final class FastjsonThreadSafety {
    private FastjsonThreadSafety() {
    }

    public static final ThreadSafety STATIC_API = ThreadSafety.shared(
            "the static JSON facade is thread-safe: serializers are cached in the global config and each op's buffer comes from fastjson's per-thread buffer cache; the codec holds only the decode class");
}

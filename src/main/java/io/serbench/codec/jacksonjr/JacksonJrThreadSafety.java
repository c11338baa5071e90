package io.serbench.codec.jacksonjr;

import io.serbench.codec.ThreadSafety;

/** How jackson-jr is shared by request threads. */
public final class JacksonJrThreadSafety {
    private JacksonJrThreadSafety() {
    }

    public static final ThreadSafety SHARED_JSON = ThreadSafety.shared(
            "JSON instances are always immutable and thread-safe (jackson-jr's README), JSON.std included; each op gets its own generator or parser, with buffers from jackson-core's recycler");
}

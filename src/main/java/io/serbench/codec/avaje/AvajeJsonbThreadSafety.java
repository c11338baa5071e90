package io.serbench.codec.avaje;

import io.serbench.codec.ThreadSafety;

/** How avaje-jsonb is shared by request threads. */
public final class AvajeJsonbThreadSafety {
    private AvajeJsonbThreadSafety() {
    }

    public static final ThreadSafety SHARED_JSONB = ThreadSafety.shared(
            "Jsonb and the JsonType adapters it returns are immutable and thread-safe (built once and shared, as avaje-jsonb's docs show); each op writes into its own buffer");
}

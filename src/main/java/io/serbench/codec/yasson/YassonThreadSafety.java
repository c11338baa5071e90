package io.serbench.codec.yasson;

import io.serbench.codec.ThreadSafety;

/** How Yasson is shared by request threads. */
public final class YassonThreadSafety {
    private YassonThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "Jsonb is thread-safe and meant to be created once (JSON-B's javadoc) and is shared; the codec's reused byte sink is not, so each thread keeps its own");
}

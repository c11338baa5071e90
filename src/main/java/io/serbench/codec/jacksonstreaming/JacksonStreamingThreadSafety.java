package io.serbench.codec.jacksonstreaming;

import io.serbench.codec.ThreadSafety;

/** How jackson-streaming is shared by request threads. */
public final class JacksonStreamingThreadSafety {
    private JacksonStreamingThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "JsonFactory is thread-safe and shared (its javadoc); a JsonGenerator or JsonParser belongs to one document, and the codec's reused byte sink is unsynchronized, so each thread keeps its own codec");
}

package io.serbench.codec.jackson3;

import io.serbench.codec.ThreadSafety;

/** How jackson3 is shared by request threads. */
public final class Jackson3ThreadSafety {
    private Jackson3ThreadSafety() {
    }

    public static final ThreadSafety SHARED_MAPPER = ThreadSafety.shared(
            "Jackson 3 mappers are immutable once built and, with their ObjectReader and ObjectWriter, thread-safe (its javadoc); the codec holds only a reader and a writer of the one shared mapper, whose buffers come from a thread-local recycler pool");
}

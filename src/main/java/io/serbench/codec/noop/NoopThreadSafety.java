package io.serbench.codec.noop;

import io.serbench.codec.ThreadSafety;

/** How the harness baseline is shared by request threads. */
public final class NoopThreadSafety {
    private NoopThreadSafety() {
    }

    public static final ThreadSafety SHARED = ThreadSafety.shared(
            "not a library: it returns pre-built values and holds nothing that changes");
}

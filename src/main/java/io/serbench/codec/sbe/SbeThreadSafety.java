package io.serbench.codec.sbe;

import io.serbench.codec.ThreadSafety;

/** How sbe is shared by request threads. */
public final class SbeThreadSafety {
    private SbeThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "SBE encoders and decoders are flyweights over a mutable buffer, single-threaded by design; each thread keeps its own flyweights and buffers");
}

package io.serbench.codec.raw;

import io.serbench.codec.ThreadSafety;

/** How raw (the hand-written floor) is shared by request threads. */
public final class RawThreadSafety {
    private RawThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "no library: its writer's buffer is mutable, so each thread keeps its own, as a hand-written codec in a service would");
}

package io.serbench.codec.capnproto;

import io.serbench.codec.ThreadSafety;

/** How capnproto is shared by request threads. */
public final class CapnProtoThreadSafety {
    private CapnProtoThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "a MessageBuilder and its segments are mutable; the codec's reused first segment belongs to one thread, so each thread keeps its own");
}

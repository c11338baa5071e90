package io.serbench.codec.flatbuffers;

import io.serbench.codec.ThreadSafety;

/** How flatbuffers is shared by request threads. */
public final class FlatBuffersThreadSafety {
    private FlatBuffersThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "a FlatBufferBuilder is one mutable buffer, cleared and reused between messages by one thread; each thread keeps its own");
}

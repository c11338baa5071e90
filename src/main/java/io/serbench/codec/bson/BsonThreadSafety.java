package io.serbench.codec.bson;

import io.serbench.codec.ThreadSafety;

/** How bson is shared by request threads. */
public final class BsonThreadSafety {
    private BsonThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "the CodecRegistry and the POJO codecs it builds are thread-safe and shared (one static registry, as the driver shares one); the reused BasicOutputBuffer is a plain mutable buffer, so each thread keeps its own");
}

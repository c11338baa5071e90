package io.serbench.codec.msgpack;

import io.serbench.codec.ThreadSafety;

/** How msgpack is shared by request threads. */
public final class MsgpackThreadSafety {
    private MsgpackThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "MessagePacker and MessageUnpacker are stateful stream objects, not thread-safe; each thread keeps its own packer, unpacker and sink");
}

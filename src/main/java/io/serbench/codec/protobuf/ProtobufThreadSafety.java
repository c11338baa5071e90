package io.serbench.codec.protobuf;

import io.serbench.codec.ThreadSafety;

/** How the three protobuf ids are shared by request threads. */
public final class ProtobufThreadSafety {
    private ProtobufThreadSafety() {
    }

    /** protobuf and protobuf-bytestring: nothing is reused between ops. */
    public static final ThreadSafety SHARED_PARSER = ThreadSafety.shared(
            "messages are immutable and a Parser is thread-safe (protobuf-java's docs); toByteArray and toByteString allocate their own output, so one codec with its one parser serves every thread");

    /** protobuf-stream: writes into the codec's reused sink. */
    public static final ThreadSafety PER_THREAD_SINK = ThreadSafety.perThread(
            "as protobuf (immutable messages, one thread-safe parser), but writeTo goes into the codec's reused byte sink, which is unsynchronized, so each thread keeps its own codec");
}

package io.serbench.codec.thrift;

import io.serbench.codec.ThreadSafety;

/** How thrift and thrift-binary are shared by request threads. */
public final class ThriftThreadSafety {
    private ThriftThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "TSerializer, TDeserializer and the protocols and transports under them hold one stream's state and are not thread-safe; each thread keeps its own protocol, sink and deserializer");
}

package io.serbench.codec.avro;

import io.serbench.codec.ThreadSafety;

/** How avro is shared by request threads. */
public final class AvroThreadSafety {
    private AvroThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "BinaryEncoder and BinaryDecoder hold buffer state and are reused through the factories' reuse argument by one thread at a time; each thread keeps its own encoder, decoder and datum writer and reader, the SpecificData model shared");
}

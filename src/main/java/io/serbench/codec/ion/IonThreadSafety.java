package io.serbench.codec.ion;

import io.serbench.codec.ThreadSafety;

/** How ion-java is shared by request threads. */
public final class IonThreadSafety {
    private IonThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "the immutable writer and reader builders are thread-safe and shared; an IonWriter and its byte sink are stateful and not, so each thread keeps its own (readers are made per message)");
}

package io.serbench.codec.javaser;

import io.serbench.codec.ThreadSafety;

/** How java-builtin is shared by request threads. */
public final class JavaBuiltinThreadSafety {
    private JavaBuiltinThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "ObjectOutputStream and ObjectInputStream belong to one stream and are made per op anyway; the allow-list filter is shared; the reused byte sink is unsynchronized, so each thread keeps its own");
}

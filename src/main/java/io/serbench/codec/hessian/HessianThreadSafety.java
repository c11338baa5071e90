package io.serbench.codec.hessian;

import io.serbench.codec.ThreadSafety;

/** How hessian is shared by request threads. */
public final class HessianThreadSafety {
    private HessianThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "the SerializerFactory caches serializers and is shared (one static factory); Hessian2Output and Hessian2Input carry one stream's state, so each thread keeps its own pair and sink");
}

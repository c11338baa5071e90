package io.serbench.codec.jsoniter;

import io.serbench.codec.ThreadSafety;

/** How the four jsoniter ids are shared by request threads. */
public final class JsoniterThreadSafety {
    private JsoniterThreadSafety() {
    }

    public static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "JsonStream and JsonIterator are not thread-safe; jsoniter's own static API keeps them per thread (thread-locals in JsonStreamPool and JsonIteratorPool), and the codec does the same with its reused pair");
}

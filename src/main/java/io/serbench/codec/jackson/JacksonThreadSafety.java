package io.serbench.codec.jackson;

import io.serbench.codec.ThreadSafety;

/** How every Jackson 2 databind id (baseline, plain, Blackbird, Smile, CBOR, XML) is shared by request threads. */
public final class JacksonThreadSafety {
    private JacksonThreadSafety() {
    }

    public static final ThreadSafety SHARED_MAPPER = ThreadSafety.shared(
            "ObjectMapper, ObjectReader and ObjectWriter are thread-safe once configured (their javadoc; Jackson's performance advice is one shared mapper); the codec holds only a reader and a writer, and each op's buffers come from the factory's recycler");
}

package io.serbench.codec.jackson3;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** Jackson 3 (tools.jackson), at its best: Blackbird and the fast double writer. */
public final class Jackson3Library {
    private Jackson3Library() {
    }

    public static final Library JACKSON3 = Library.declare("jackson3").version("jackson3")
            .format(Format.JSON).family(Family.TEXT).note("Jackson 3 databind + Blackbird, fast double writer")
            .codec(Jackson3Codec::new)
            .threadSafety(ThreadSafety.shared(
                    "Jackson 3 mappers are immutable once built and, with their ObjectReader and ObjectWriter, thread-safe (its javadoc); the codec holds only a reader and a writer of the one shared mapper, whose buffers come from a thread-local recycler pool"))
            .binder(() -> Jackson3Codec.BINDER, null)
            .badInput("Jackson 3 ObjectMapper.readValue javadoc: @throws JacksonException (unchecked since 3.0)", "tools.jackson.core.JacksonException")
            .build();
}

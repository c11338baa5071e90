package io.serbench.codec.yasson;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.model.Shape;

/** Eclipse Yasson, the Jakarta JSON-B reference implementation, with Parsson. */
public final class YassonLibrary {
    private YassonLibrary() {
    }

    public static final Library YASSON = Library.declare("yasson").version("yasson").runtimeVersion("parsson")
            .format(Format.JSON).family(Family.TEXT).note("JSON-B reference implementation with Parsson, one shared Jsonb, reused byte sink; decodes a String of the bytes")
            .codec(YassonCodec::new)
            .without(Shape.SKIP, YassonCodec.NO_SKIP)
            .threadSafety(ThreadSafety.perThread(
                    "Jsonb is thread-safe and meant to be created once (JSON-B's javadoc) and is shared; the codec's reused byte sink is not, so each thread keeps its own"))
            .binder(() -> YassonCodec.BINDER, null)
            .badInput("Jsonb.fromJson javadoc: @throws JsonbException; Parsson reports syntax errors as JsonParsingException (a jakarta.json.JsonException)", "jakarta.json.bind.JsonbException", "jakarta.json.JsonException")
            .build();
}

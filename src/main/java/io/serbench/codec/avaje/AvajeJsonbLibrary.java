package io.serbench.codec.avaje;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** avaje-jsonb with adapters its annotation processor generates. */
public final class AvajeJsonbLibrary {
    private AvajeJsonbLibrary() {
    }

    public static final Library AVAJE_JSONB = Library.declare("avaje-jsonb").version("avaje-jsonb")
            .format(Format.JSON).family(Family.TEXT).note("compile-time adapters (@Json.Import), custom exact-double adapter")
            .codec(AvajeJsonbCodec::new)
            .threadSafety(ThreadSafety.shared(
                    "Jsonb and the JsonType adapters it returns are immutable and thread-safe (built once and shared, as avaje-jsonb's docs show); each op writes into its own buffer"))
            .noBinder("compile-time adapters: needs its annotation processor run over @Json classes")
            .badInput("avaje-jsonb JsonType.fromJson: JsonException (JsonDataException, JsonIoException, JsonEofException)", "io.avaje.json.JsonException")
            .build();
}

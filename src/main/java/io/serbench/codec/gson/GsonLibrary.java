package io.serbench.codec.gson;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** Gson, reflective, with its TypeAdapter looked up once. */
public final class GsonLibrary {
    private GsonLibrary() {
    }

    public static final Library GSON = Library.declare("gson").version("gson")
            .format(Format.JSON).family(Family.TEXT).note("reflection, TypeAdapter looked up once, reused UTF-8 writer; decodes a String of the bytes")
            .codec(GsonCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "Gson and the TypeAdapters it returns are thread-safe (Gson's javadoc) and shared; the codec's reused UTF-8 writer and byte sink are not, so each thread keeps its own"))
            .binder(() -> GsonCodec.BINDER, null)
            .badInput("the timed call is TypeAdapter.fromJson, whose javadoc declares IOException (JsonReader reports malformed JSON as MalformedJsonException, an early end as EOFException); its adapters report a wrong type as JsonSyntaxException (a JsonParseException)",
                    "com.google.gson.JsonParseException", "java.io.IOException")
            .build();
}

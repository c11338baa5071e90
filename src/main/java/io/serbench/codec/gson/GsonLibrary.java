package io.serbench.codec.gson;

import io.serbench.codec.Direction;
import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** Gson, reflective, with its TypeAdapter looked up once. */
public final class GsonLibrary {
    private GsonLibrary() {
    }

    public static final Library GSON = Library.declare("gson").version("gson")
            // the suite changed the timed encode call (GsonCodec): older runs' encode figures are of the old one
            .codecRevision(Direction.ENCODE, "gson-encode-call")
            .format(Format.JSON).family(Family.TEXT).note("reflection, TypeAdapter looked up once; encodes the adapter's String (runs recording gson-encode-call=2; before: a reused UTF-8 writer); decodes a String of the bytes")
            .codec(GsonCodec::new)
            .threadSafety(ThreadSafety.shared(
                    "Gson and the TypeAdapters it returns are thread-safe (Gson's javadoc) and shared; each encode makes its own String and each decode its own reader, so one codec serves every thread"))
            .binder(() -> GsonCodec.BINDER, null)
            .badInput("the timed call is TypeAdapter.fromJson, whose javadoc declares IOException (JsonReader reports malformed JSON as MalformedJsonException, an early end as EOFException); its adapters report a wrong type as JsonSyntaxException (a JsonParseException)",
                    "com.google.gson.JsonParseException", "java.io.IOException")
            .build();
}

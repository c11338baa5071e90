package io.serbench.codec.moshi;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** Moshi, Square's JSON library, with its reflective Java adapters (no Kotlin codegen). */
public final class MoshiLibrary {
    private MoshiLibrary() {
    }

    public static final Library MOSHI = Library.declare("moshi").version("moshi")
            .format(Format.JSON).family(Family.TEXT).note("reflective ClassJsonAdapter looked up once, reused Okio Buffers; writes fields sorted by name")
            .codec(MoshiCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "Moshi is thread-safe (its javadoc) and shared, with the JsonAdapters it returns (they keep no per-call state); the codec's two reused Okio Buffers are not, so each thread keeps its own"))
            .binder(() -> MoshiCodec.BINDER, null)
            .badInput("JsonAdapter.fromJson javadoc: IOException (JsonEncodingException), JsonDataException", "java.io.IOException", "com.squareup.moshi.JsonDataException")
            .build();
}

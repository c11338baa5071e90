package io.serbench.codec.dsljson;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** DSL-JSON with its compile-time converters: hash name matching (its default) and names verified after the hash. */
public final class DslJsonLibraries {
    private DslJsonLibraries() {
    }

    /** Where the library documents the exceptions it reports bad input with. */
    private static final String BAD_INPUT = "DslJson.deserialize javadoc: throws IOException (ParsingException extends IOException)";

    private static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "DslJson is thread-safe and shared (one static instance); JsonWriter and JsonReader are not thread-safe and are meant to be reused, so each thread keeps its own writer and reader");

    public static final Library DEFAULT = Library.declare("dsljson").version("dsljson")
            .format(Format.JSON).family(Family.TEXT).note("compile-time converters, hash name matching")
            .codec(c -> new DslJsonCodec(c, DslJsonCodec.Variant.DEFAULT))
            .threadSafety(PER_THREAD)
            .binder(() -> DslJsonRuntimeBinder.INSTANCE, "runtime analysis")
            .badInput(BAD_INPUT, "java.io.IOException")
            .build();

    public static final Library STRICT = Library.declare("dsljson-strict").version("dsljson")
            .format(Format.JSON).family(Family.TEXT).note("compile-time converters, names verified after the hash")
            .codec(c -> new DslJsonCodec(c, DslJsonCodec.Variant.STRICT))
            .threadSafety(PER_THREAD)
            .noBinder("its strict name matching is a compile-time annotation (@JsonAttribute(hashMatch = false)) on processor-generated converters")
            .badInput(BAD_INPUT, "java.io.IOException")
            .build();
}

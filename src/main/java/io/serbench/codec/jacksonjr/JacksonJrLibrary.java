package io.serbench.codec.jacksonjr;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** jackson-jr, the small Jackson 2 without databind, at its defaults. */
public final class JacksonJrLibrary {
    private JacksonJrLibrary() {
    }

    public static final Library JACKSON_JR = Library.declare("jackson-jr").version("jackson-jr")
            .format(Format.JSON).family(Family.TEXT).note("JSON.std.asBytes / beanFrom(Class, byte[]), defaults; writes fields sorted by name")
            .codec(JacksonJrCodec::new)
            .threadSafety(ThreadSafety.shared(
                    "JSON instances are always immutable and thread-safe (jackson-jr's README), JSON.std included; each op gets its own generator or parser, with buffers from jackson-core's recycler"))
            .binder(() -> JacksonJrCodec.BINDER, null)
            .hardening("strict", "STRICT_DUPLICATE_DETECTION (its JsonFactory)", JacksonJrCodec::strict)
            .badInput("JSON.beanFrom javadoc: throws IOException (JSONObjectException)", "java.io.IOException")
            .build();
}

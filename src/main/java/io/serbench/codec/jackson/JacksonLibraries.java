package io.serbench.codec.jackson;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import io.serbench.codec.CodecFactory;
import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Hardening;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

import java.util.function.Supplier;

/** The Jackson 2 databind ids: the baseline of every ratio, its module variants and its binary and XML dataformats. */
public final class JacksonLibraries {
    private JacksonLibraries() {
    }

    /** Where the library documents the exceptions it reports bad input with. */
    private static final String BAD_INPUT = "ObjectMapper/ObjectReader.readValue and JsonParser javadoc: @throws IOException, StreamReadException, DatabindException (JacksonException extends IOException)";

    private static final ThreadSafety SHARED_MAPPER = ThreadSafety.shared(
            "ObjectMapper, ObjectReader and ObjectWriter are thread-safe once configured (their javadoc; Jackson's performance advice is one shared mapper); the codec holds only a reader and a writer, and each op's buffers come from the factory's recycler");

    /** The two documented switches for the inputs Jackson accepts by default, as the hostile table prints them. */
    static final String STRICT_SETTING = "FAIL_ON_TRAILING_TOKENS + STRICT_DUPLICATE_DETECTION";

    /**
     * Afterburner's option: it runs without it, but defines its generated accessors in the model's
     * own class loader only through {@code ClassLoader.defineClass}, which needs {@code java.lang}
     * opened; without it they go to a class loader of its own. Declared so the baseline runs the
     * article's configuration (accessors beside the model, as Afterburner does on Java 8) and the
     * code path every published run measured.
     */
    static final String AFTERBURNER_OPENS = "--add-opens=java.base/java.lang=ALL-UNNAMED";
    static final String AFTERBURNER_WHY = "Afterburner (`MyClassLoader`) defines its generated accessors in the model's own class "
            + "loader through `ClassLoader.defineClass` only with it, as on Java 8 (the article's configuration, and every published "
            + "run's); without it they go to a loader of its own and it still runs";

    public static final Library JACKSON = Library.declare("jackson").version("jackson")
            .format(Format.JSON).family(Family.TEXT).note("databind + Afterburner")
            .codec(JacksonCodec::new)
            .threadSafety(SHARED_MAPPER)
            .binder(() -> JacksonBinder.JACKSON, null)
            .hardening("strict", STRICT_SETTING, strict(JacksonCodec::new, () -> JacksonCodec.MAPPER))
            .badInput(BAD_INPUT, "java.io.IOException")
            .jvmOption(AFTERBURNER_OPENS, AFTERBURNER_WHY)
            .build();

    public static final Library PLAIN = Library.declare("jackson-plain").version("jackson")
            .format(Format.JSON).family(Family.TEXT).note("databind, no module")
            .codec(JacksonCodec::plain)
            .threadSafety(SHARED_MAPPER)
            .binder(() -> JacksonBinder.PLAIN, null)
            .badInput(BAD_INPUT, "java.io.IOException")
            .build();

    public static final Library BLACKBIRD = Library.declare("jackson-blackbird").version("jackson")
            .format(Format.JSON).family(Family.TEXT).note("databind + Blackbird, fast double writer and parser")
            .codec(JacksonCodec::blackbird)
            .threadSafety(SHARED_MAPPER)
            .binder(() -> JacksonBinder.BLACKBIRD, null)
            .badInput(BAD_INPUT, "java.io.IOException")
            .build();

    public static final Library XML = Library.declare("jackson-xml").version("jackson")
            .format(Format.XML).family(Family.TEXT).note("XmlMapper + Afterburner")
            .codec(JacksonCodec::xml)
            .threadSafety(SHARED_MAPPER)
            .binder(() -> JacksonBinder.XML, null)
            .hardening("strict", STRICT_SETTING, strict(JacksonCodec::xml, JacksonCodec::xmlMapper))
            .badInput(BAD_INPUT, "java.io.IOException")
            .jvmOption(AFTERBURNER_OPENS, AFTERBURNER_WHY)
            .build();

    public static final Library SMILE = Library.declare("jackson-smile").version("jackson")
            .format(Format.BINARY).family(Family.SCHEMALESS).note("SmileMapper + Afterburner")
            .wire(Wire.SMILE)
            .codec(JacksonCodec::smile)
            .threadSafety(SHARED_MAPPER)
            .binder(() -> JacksonBinder.SMILE, null)
            .badInput(BAD_INPUT, "java.io.IOException")
            .jvmOption(AFTERBURNER_OPENS, AFTERBURNER_WHY)
            .build();

    public static final Library CBOR = Library.declare("jackson-cbor").version("jackson")
            .format(Format.BINARY).family(Family.SCHEMALESS).note("CBORMapper + Afterburner")
            .wire(Wire.CBOR)
            .codec(JacksonCodec::cbor)
            .threadSafety(SHARED_MAPPER)
            .binder(() -> JacksonBinder.CBOR, null)
            .badInput(BAD_INPUT, "java.io.IOException")
            .jvmOption(AFTERBURNER_OPENS, AFTERBURNER_WHY)
            .build();

    /**
     * The suite's codec, decoding with DeserializationFeature.FAIL_ON_TRAILING_TOKENS and
     * StreamReadFeature.STRICT_DUPLICATE_DETECTION on. (Depth and number length are bounded by
     * StreamReadConstraints, on by default since 2.15; XML depth also by Woodstox's element depth limit.)
     */
    private static CodecFactory strict(CodecFactory codec, Supplier<ObjectMapper> mapper) {
        return c -> {
            // on a copy of the mapper, not on the reader: XML's parser sets its duplicate check up
            // from the factory's features, so a reader-level switch does not reach it
            ObjectReader reader = mapper.get().copy()
                    .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .configure(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature(), true)
                    .readerFor(c.readerClass());
            return Hardening.decodingWith(codec.create(c), reader::readValue);
        };
    }
}

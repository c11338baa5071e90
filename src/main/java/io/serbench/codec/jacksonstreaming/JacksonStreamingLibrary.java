package io.serbench.codec.jacksonstreaming;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.RuntimeBinder;
import io.serbench.codec.ThreadSafety;

/** Jackson's streaming API, hand-written per class: what databind costs on top of it. */
public final class JacksonStreamingLibrary {
    private JacksonStreamingLibrary() {
    }

    public static final Library JACKSON_STREAMING = Library.declare("jackson-streaming").version("jackson")
            .format(Format.JSON).family(Family.TEXT).note("hand-written JsonGenerator/JsonParser, no databind")
            .codec(JacksonStreamingCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "JsonFactory is thread-safe and shared (its javadoc); a JsonGenerator or JsonParser belongs to one document, and the codec's reused byte sink is unsynchronized, so each thread keeps its own codec"))
            .noBinder(RuntimeBinder.HAND_WRITTEN + " (JsonGenerator/JsonParser calls)")
            .badInput("ObjectMapper/ObjectReader.readValue and JsonParser javadoc: @throws IOException, StreamReadException, DatabindException (JacksonException extends IOException)", "java.io.IOException")
            .build();
}

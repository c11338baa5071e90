package io.serbench.codec.dsljson;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import io.serbench.codec.ByteSink;

import java.io.IOException;

/**
 * The timed calls of DSL-JSON, shared by the suite's codec and the runtime binder: a converter
 * pair with one writer and one reader reused between operations (DSL-JSON's documented reuse).
 */
final class DslJsonCalls {
    private final JsonWriter.WriteObject<Object> encoder;
    private final JsonReader.ReadObject<?> decoder;
    private final JsonWriter writer;
    private final JsonReader<Object> reader;

    DslJsonCalls(DslJson<Object> dsl, JsonWriter.WriteObject<Object> encoder, JsonReader.ReadObject<?> decoder) {
        this.encoder = encoder;
        this.decoder = decoder;
        this.writer = dsl.newWriter(ByteSink.DEFAULT_CAPACITY);
        this.reader = dsl.newReader();
    }

    byte[] encode(Object input) {
        writer.reset();
        encoder.write(writer, input);
        return writer.toByteArray();
    }

    /** The writer's buffer size, for the codec's {@code ReusedBuffer} check. */
    int reusedBufferBytes() {
        return writer.getByteBuffer().length;
    }

    Object decode(byte[] bytes) throws IOException {
        reader.process(bytes, bytes.length);
        reader.getNextToken();
        return decoder.read(reader);
    }
}

package io.serbench.codec.jacksonstreaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.serbench.codec.ByteSink;
import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.model.Case;

/**
 * Jackson's streaming API by hand, no databind on the timed path: what "json/jackson-manual" was
 * in jvm-serializers, the floor under Jackson's data binding. Encode drives a
 * {@link JsonGenerator} over the shared {@link ByteSink}; decode drives a {@link JsonParser} over
 * the input bytes. Standard JSON, the same bytes as the baseline (declaration order, doubles by
 * {@code Double.toString}), so it reads Jackson's output and Jackson reads its own.
 *
 * <p>Hand-written once for all shapes: {@link Values} holds the JSON of each kind of value and
 * {@link ObjectBinding} the object loops, bound to each canonical class once in setup through
 * method handles (see there for why that compiles to the same code as hand-written field
 * access). Property names are pre-encoded ({@code SerializedString}); readers take the in-order
 * fast path ({@code nextFieldName(SerializableString)}), find out-of-order names by name, and skip
 * unknown properties with {@code skipChildren()}.
 *
 * <p>Reused between ops, as Jackson documents: one {@link JsonFactory} (thread-safe; it also
 * recycles the generator's and parser's buffers per thread), the codec's sink and its scratch
 * buffers for primitive arrays. A generator and a parser are created per op, as databind does.
 * The factory keeps Jackson's defaults, like the baseline's mapper, so the difference to
 * {@code jackson} is databind alone.
 *
 * <p>Media is written and read field by field with the same machinery, as databind writes it:
 * {@code long}s as JSON integers, enums as their names (pre-encoded; read back by comparing the
 * parser's characters with each constant's name, no String made), absent fields (a null title,
 * bitrate or copyright) as the property with a null value; the reader takes a null or the value.
 */
public final class JacksonStreamingCodec extends PojoCodec implements ReusedBuffer {
    private static final JsonFactory FACTORY = new JsonFactory();

    private final ByteSink sink = new ByteSink();
    private final ObjectBinding writer;
    private final ObjectBinding reader;

    public JacksonStreamingCodec(Case c) {
        Values.Scratch scratch = new Values.Scratch();
        this.writer = ObjectBinding.of(c.writerClass(), scratch);
        this.reader = ObjectBinding.of(c.readerClass(), scratch);
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        sink.reset();
        try (JsonGenerator g = FACTORY.createGenerator(sink)) {
            writer.write(g, input);
        }
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        try (JsonParser p = FACTORY.createParser(bytes)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new JsonParseException(p, "expected an object, got " + p.currentToken());
            }
            return reader.read(p);
        }
    }

    @Override
    public int reusedBufferBytes() {
        return sink.capacity();
    }
}

package io.serbench.codec.yasson;

import io.serbench.codec.ByteSink;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.model.Case;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;

import java.nio.charset.StandardCharsets;

/**
 * Eclipse Yasson, the Jakarta JSON-B reference implementation, with Eclipse Parsson as its JSON-P
 * provider (both on the class path; JSON-B and JSON-P find them through the service loader).
 *
 * <p>Reuse, as the JSON-B javadoc asks: one {@link Jsonb} for the process ({@code JsonbBuilder.create()}
 * with the default configuration). {@code Jsonb} is thread-safe and expensive to create: Yasson
 * builds and caches each class's serializer and deserializer model on first use, so creating one
 * per op would time that analysis. Nothing else is reusable through the JSON-B API: every call
 * makes its own Parsson generator or parser (Parsson recycles their char buffers in a pool).
 *
 * <ul>
 * <li>Encode: {@code toJson(value, type, OutputStream)} into the codec's reused {@link ByteSink},
 * then exactly the bytes are copied out; Parsson writes UTF-8 through its own
 * {@code OutputStreamWriter}, created with each generator. The alternative, {@code toJson(value)},
 * builds the text in a synchronized {@code StringWriter}, then a String, then its bytes.</li>
 * <li>Decode: {@code fromJson(String, type)} on {@code new String(bytes, UTF_8)}: one UTF-8 decode
 * of the whole input (a JDK intrinsic for ASCII), then Parsson's tokenizer over a
 * {@code StringReader}. {@code fromJson(InputStream, type)} wraps the bytes in Parsson's
 * encoding-detecting stream and a new {@code InputStreamReader}, which allocates its 8 KiB decoding
 * buffer for every document. Chosen for that allocation, not from a timing.</li>
 * </ul>
 *
 * <p>Defaults kept, and what they mean for the numbers: public fields are the properties (the
 * canonical classes need no annotation); properties are written in JSON-B's default
 * lexicographical order ({@code field1, field10, field2, ...}), not declaration order: same bytes
 * in number, and any JSON reader accepts either order; unknown properties are ignored (Yasson's
 * {@code YassonConfig.FAIL_ON_UNKNOWN_PROPERTIES} is off by default), but the skip scenario is not run:
 * see {@link #NO_SKIP};
 * nulls are left out ({@code withNullValues} off). Doubles are written by Parsson with
 * {@code String.valueOf(double)} and read by Yasson with {@code Double.parseDouble} on the
 * number's text: both exact. {@code int[]}, {@code double[]} and
 * {@code List<Item>} use Yasson's built-in array and collection (de)serializers.
 *
 * <p>Media: enums as their names, {@code long}s as JSON integers, absent fields (a null title,
 * bitrate or copyright) left out; a missing property reads back as null.
 */
public final class YassonCodec extends PojoCodec implements ReusedBuffer {
    /**
     * Why the skip scenario is not run. Yasson skips an unknown property's object or array with
     * Parsson's {@code JsonParser.skipObject()}/{@code skipArray()}, and in Parsson 1.1.9 their loop
     * ({@code JsonParserImpl.SkippingContext.skip}) waits for the closing token and never checks for
     * the end of input: a body cut off inside an unknown object spins forever
     * ({@code MalformedInputTest}, truncated skip input). Valid skip input decodes correctly; the
     * suite runs no decoder that hangs on damaged input, and does not patch the library.
     */
    public static final String NO_SKIP = "Parsson 1.1.9's skipObject() loops forever on input cut off inside a skipped"
            + " unknown object (MalformedInputTest, truncated skip input), a hang a service taking untrusted JSON inherits;"
            + " valid skip input decodes correctly";

    /** One per process, as JSON-B documents: thread-safe, holds every class's cached model. */
    static final Jsonb JSONB = JsonbBuilder.create();

    private final Class<?> writerClass;
    private final Class<?> readerClass;
    /** Reused between encodes; {@code reset()} before each one. */
    private final ByteSink sink = new ByteSink();

    public YassonCodec(Case c) {
        this(c.writerClass(), c.readerClass());
    }

    private YassonCodec(Class<?> writerClass, Class<?> readerClass) {
        this.writerClass = writerClass;
        this.readerClass = readerClass;
    }

    /**
     * A user's payload, with the same shared {@code Jsonb}: binding an unseen class at run time is
     * what JSON-B is for (records, enums, {@code Optional}, {@code java.time}, {@code UUID},
     * {@code BigDecimal} and maps are in the JSON-B specification's list of supported types), and
     * the default configuration is its documented starting point; no setting to turn on.
     */
    public static final ClassBinder BINDER = (type, settings) -> new YassonCodec(type.root(), type.root());

    @Override
    public byte[] encode(Object input) {
        sink.reset();
        JSONB.toJson(input, writerClass, sink);
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) {
        return JSONB.fromJson(new String(bytes, StandardCharsets.UTF_8), readerClass);
    }

    @Override
    public int reusedBufferBytes() {
        return sink.capacity();
    }
}

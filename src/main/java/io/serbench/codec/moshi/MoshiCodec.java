package io.serbench.codec.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonDataException;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.Moshi;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;
import okio.Buffer;

import java.io.IOException;

/**
 * Moshi's Java artifact with its default configuration, used as its README shows: one
 * {@link Moshi} for the process (thread-safe, it caches every adapter it builds) and the
 * {@link JsonAdapter} of the case's writer and reader class looked up once
 * ({@code moshi.adapter(Class)}, which takes a lock on Moshi's cache, so no op pays for it). No
 * Kotlin: the canonical classes are plain Java, so Moshi's reflective {@code ClassJsonAdapter}
 * binds their public fields (no code generation, no {@code kotlin-reflect}).
 *
 * <p>Moshi reads a {@code BufferedSource} and writes a {@code BufferedSink} (Okio); an
 * {@link Buffer} is both, and is the cheapest documented way between those and a
 * {@code byte[]}:
 * <ul>
 * <li>Encode: {@code adapter.toJson(BufferedSink, value)} into one reused {@link Buffer}, then
 * {@link Buffer#readByteArray()}: Moshi's UTF-8 writer writes straight into the buffer's segments
 * (no chars, no String), and the read copies exactly the written bytes out and hands the segments
 * back to Okio's segment pool. {@code adapter.toJson(value)}, the String form, does the same into
 * a new buffer, then decodes it to a String, which would then be encoded to bytes again.</li>
 * <li>Decode: {@code buffer.write(bytes)} into one reused {@link Buffer} (one copy into pooled
 * segments: Okio has no public way to read an existing array in place), then
 * {@code adapter.fromJson(JsonReader.of(buffer))} and the check that nothing but whitespace
 * follows the document: {@code adapter.fromJson(String)} makes that check, and so does Retrofit's
 * Moshi converter on a response body, while {@code fromJson(BufferedSource)} alone does not. The
 * String entry point would first decode the bytes to a String and write it back as UTF-8.</li>
 * </ul>
 * Both buffers are emptied after every op, also after a failed one.
 *
 * <p>What Moshi does with the canonical public-field classes, as shipped: its
 * {@code ClassJsonAdapter} keeps the fields in a {@code TreeMap}, so it writes them sorted by
 * name (field1, field10, field2, …): at 10 fields its bytes differ from Jackson's in order only,
 * and decode does not depend on the order. It reads names through {@code JsonReader.Options}
 * (names matched as pre-encoded bytes) and skips unknown names with {@code skipValue()}, which the
 * skip reader needs. A double is written with {@code Double.toString} and read with
 * {@code Double.parseDouble}: exact. {@code int[]} and {@code double[]} go through Moshi's generic
 * {@code ArrayJsonAdapter}: each element boxed through {@code java.lang.reflect.Array}, and on
 * decode collected in a list of boxes first; Moshi has no primitive-array adapter.
 *
 * <p>Media: enums as their names; absent fields left out (Moshi writes no nulls unless
 * {@code serializeNulls()} is asked for); a null or missing property reads back as null.
 */
public final class MoshiCodec extends PojoCodec {
    /** One per process, as Moshi's README builds it: thread-safe, and it caches the adapters. */
    static final Moshi MOSHI = new Moshi.Builder().build();

    private final JsonAdapter<Object> writerAdapter;
    private final JsonAdapter<?> readerAdapter;
    /** Reused between encodes; emptied by {@code readByteArray()} or, after a failure, by {@code clear()}. */
    private final Buffer out = new Buffer();
    /** Reused between decodes; emptied after each one. */
    private final Buffer in = new Buffer();

    public MoshiCodec(Case c) {
        this(c.writerClass(), c.readerClass());
    }

    @SuppressWarnings("unchecked")
    private MoshiCodec(Class<?> writerClass, Class<?> readerClass) {
        this.writerAdapter = (JsonAdapter<Object>) MOSHI.adapter(writerClass);
        this.readerAdapter = MOSHI.adapter(readerClass);
    }

    /**
     * A user's payload, with the same shared {@code Moshi}: its reflective adapter for Java
     * classes (and, on JDK 16+, its record adapter). Moshi refuses to reflect on platform types
     * ({@code java.*}, e.g. {@code UUID}, {@code java.time}, {@code BigDecimal}, {@code Optional})
     * and asks for a registered {@code JsonAdapter}: that is code written per type, not a
     * setting, so there is none to turn on.
     */
    public static final ClassBinder BINDER = (type, settings) -> new MoshiCodec(type.root(), type.root());

    @Override
    public byte[] encode(Object input) throws IOException {
        try {
            writerAdapter.toJson(out, input);
            return out.readByteArray();
        } finally {
            // after a failed encode: nothing may stay in the buffer for the next document
            out.clear();
        }
    }

    @Override
    public Object decode(byte[] bytes) throws IOException {
        try {
            in.write(bytes);
            JsonReader reader = JsonReader.of(in);
            Object value = readerAdapter.fromJson(reader);
            if (reader.peek() != JsonReader.Token.END_DOCUMENT) {
                throw new JsonDataException("content after the JSON document at " + reader.getPath());
            }
            return value;
        } finally {
            in.clear();
        }
    }
}

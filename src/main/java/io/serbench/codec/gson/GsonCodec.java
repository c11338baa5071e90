package io.serbench.codec.gson;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import io.serbench.codec.ByteSink;
import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.model.Case;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Gson with its default configuration, used the way its javadoc recommends: one {@link Gson}
 * shared by every codec (it is thread-safe and caches its type adapters), and the
 * {@link TypeAdapter} of the case's writer and reader class looked up once
 * ({@code gson.getAdapter(Class)}), so no op pays for the adapter lookup.
 *
 * <p>What Gson does with the canonical public-field classes: its reflective adapter reads and
 * writes the fields through {@code java.lang.reflect.Field} (no code generation), writes them
 * in declaration order (as Jackson does), skips unknown names with {@code skipValue()} (the
 * skip reader materializes nothing it skips), and writes a double with {@code Double.toString},
 * which round-trips exactly; it reads it back with {@code Double.parseDouble}. No setting is
 * changed from {@code new Gson()}.
 *
 * <p>Gson has no byte-level API: it reads a {@link java.io.Reader} and writes a {@link Writer}.
 * <ul>
 * <li>Encode: {@code adapter.toJson(Writer, value)} into one {@link BufferedWriter} over an
 * {@link OutputStreamWriter} (UTF-8) over the shared {@link ByteSink}, all reused, flushed after
 * every document; then exactly the bytes are copied out. The buffer is what
 * {@code OutputStreamWriter}'s javadoc advises: Gson's {@code JsonWriter} has no buffer and calls
 * its writer a few chars at a time, and the JDK's encoder then runs once per flush, over whole
 * char arrays. Both writers take a lock per call; an unsynchronized UTF-8 writer that encoded
 * char by char into the sink was tried as the wave-3 fix and measured in one JMH run beside this
 * setup (2 forks, 5 × 1 s, quiet cores): no faster on int·10 (0.98× the time) and list(int)·10
 * (0.97×), slower on media (1.11×) and string·10 (1.39×), so this setup stays
 * ({@code results/experiments/2026-11-25-jdk17-vm-fidelity-ab}). The alternative, {@code toJson(value)},
 * builds the text in a {@code StringWriter} (a synchronized {@code StringBuffer}) that starts at
 * 16 chars and regrows for every document, then a String, then its bytes; yet on media encode it
 * took 0.58× this setup's time ({@code results/experiments/2026-11-28-jdk17-vm-external-ab}). The
 * A/B over every encode cell at fields=10 ({@code results/experiments/2026-11-28-jdk17-vm-gson-encode-ab})
 * found the adapter's own {@code toJson(value)} String faster in all 10 (0.48–0.95× the time), so
 * it becomes the call, together with a new measurement of gson's encode cells (LIBRARIES.md).</li>
 * <li>Decode: {@code adapter.fromJson(String)} on {@code new String(bytes, UTF_8)}: one UTF-8
 * decode of the whole input (a JDK intrinsic for ASCII), then Gson's {@code StringReader}. A
 * Reader over the bytes cannot be re-pointed at the next input, and a new
 * {@code InputStreamReader} allocates its 8 KiB decoding buffer for every document.</li>
 * </ul>
 * Like {@code TypeAdapter.fromJson} itself, decode does not check for content after the
 * document ({@code Gson.fromJson} would).
 *
 * <p>Why list(int) and list(double) are slow: Gson has no adapter for primitive arrays; its
 * generic {@code ArrayTypeAdapter} writes an {@code int[]}/{@code double[]} element by element
 * through {@code java.lang.reflect.Array.get} (a boxed {@code Integer}/{@code Double} each) and
 * reads it into a list of boxes copied out with {@code Array.set}. That is Gson as shipped.
 *
 * <p>Media: enums as their names; absent fields as the property with a null value, because
 * {@code TypeAdapter.toJson(Writer, value)} writes through a {@code JsonWriter} of its own, whose
 * {@code serializeNulls} is on ({@code Gson.toJson} would apply the Gson instance's setting, off by
 * default, and leave them out). Either way Gson reads both forms.
 */
public final class GsonCodec extends PojoCodec implements ReusedBuffer {
    /** Shared by every codec: Gson's documented usage (thread-safe, caches adapters). */
    static final Gson GSON = new Gson();

    private final TypeAdapter<Object> writerAdapter;
    private final TypeAdapter<?> readerAdapter;
    /** Reused between encodes; {@code reset()} before each one. */
    private final ByteSink sink = new ByteSink();
    /** Reused between encodes, over the sink; flushed after every document. */
    private final Writer writer;

    public GsonCodec(Case c) {
        this(c.writerClass(), c.readerClass());
    }

    @SuppressWarnings("unchecked")
    private GsonCodec(Class<?> writerClass, Class<?> readerClass) {
        this.writerAdapter = (TypeAdapter<Object>) GSON.getAdapter(writerClass);
        this.readerAdapter = GSON.getAdapter(readerClass);
        this.writer = new BufferedWriter(new OutputStreamWriter(sink, StandardCharsets.UTF_8), ByteSink.DEFAULT_CAPACITY);
    }

    /**
     * A user's payload, with the same shared {@code Gson} and adapters: Gson's documented use of
     * an unknown class is {@code new Gson()} and its reflective adapter; a type it cannot reflect
     * on (a JDK class such as {@code java.time.Instant} on JDK 17) needs a hand-written
     * {@code TypeAdapter}, which is code, not a setting, so there is none to turn on.
     */
    public static final io.serbench.codec.ClassBinder BINDER = (type, settings) -> new GsonCodec(type.root(), type.root());

    @Override
    public byte[] encode(Object input) throws IOException {
        sink.reset();
        try {
            writerAdapter.toJson(writer, input);
        } finally {
            // also after a failed encode: nothing may stay buffered for the next document
            writer.flush();
        }
        return sink.toByteArray();
    }

    @Override
    public Object decode(byte[] bytes) throws IOException {
        return readerAdapter.fromJson(new String(bytes, StandardCharsets.UTF_8));
    }

    @Override
    public int reusedBufferBytes() {
        return sink.capacity();
    }
}

package io.serbench.codec.gson;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;

import java.io.IOException;
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
 * <p>Gson has no byte-level API: it reads a {@link java.io.Reader} and writes a {@link java.io.Writer}.
 * <ul>
 * <li>Encode: the looked-up adapter's own {@code toJson(value)}, a String, then
 * {@code getBytes(UTF_8)}. {@code toJson(value)} writes through a {@code JsonWriter} into a
 * {@code StringWriter} and encodes the text once, in one JDK call; nothing is kept between
 * encodes. An A/B over every encode cell at fields=10 timed it beside the earlier call in one
 * JMH file ({@code results/experiments/2026-11-28-jdk17-vm-gson-encode-ab}): 0.48–0.95× its time
 * in all 10 cells, below 1 in every fork pairing, geometric mean 0.71, so it became the call on
 * 2026-11-28 (serbench-versions' {@code gson-encode-call} 2, so older runs' gson encode figures
 * leave the consensus). Before it: {@code toJson(Writer, value)} into a reused
 * {@code BufferedWriter} over an {@code OutputStreamWriter} (UTF-8) over a reused sink, flushed
 * per document, bytes copied out; an unsynchronized char-by-char UTF-8 writer tried in its place
 * in wave 3 was no faster (0.97–1.39× its time on four cells,
 * {@code results/experiments/2026-11-25-jdk17-vm-fidelity-ab}).</li>
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
 * {@code TypeAdapter.toJson(value)} writes through a {@code JsonWriter} of its own, whose
 * {@code serializeNulls} is on ({@code Gson.toJson} would apply the Gson instance's setting, off by
 * default, and leave them out). Either way Gson reads both forms.
 */
public final class GsonCodec extends PojoCodec {
    /** Shared by every codec: Gson's documented usage (thread-safe, caches adapters). */
    static final Gson GSON = new Gson();

    private final TypeAdapter<Object> writerAdapter;
    private final TypeAdapter<?> readerAdapter;

    public GsonCodec(Case c) {
        this(c.writerClass(), c.readerClass());
    }

    @SuppressWarnings("unchecked")
    private GsonCodec(Class<?> writerClass, Class<?> readerClass) {
        this.writerAdapter = (TypeAdapter<Object>) GSON.getAdapter(writerClass);
        this.readerAdapter = GSON.getAdapter(readerClass);
    }

    /**
     * A user's payload, with the same shared {@code Gson} and adapters: Gson's documented use of
     * an unknown class is {@code new Gson()} and its reflective adapter; a type it cannot reflect
     * on (a JDK class such as {@code java.time.Instant} on JDK 17) needs a hand-written
     * {@code TypeAdapter}, which is code, not a setting, so there is none to turn on.
     */
    public static final io.serbench.codec.ClassBinder BINDER = (type, settings) -> new GsonCodec(type.root(), type.root());

    @Override
    public byte[] encode(Object input) {
        return writerAdapter.toJson(input).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public Object decode(byte[] bytes) throws IOException {
        return readerAdapter.fromJson(new String(bytes, StandardCharsets.UTF_8));
    }
}

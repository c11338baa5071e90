package io.serbench.codec.jackson3;

import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.JsonRecyclerPools;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.module.blackbird.BlackbirdModule;

/**
 * Jackson 3 ({@code tools.jackson}), used the way Jackson 2 is used by the other Jackson ids:
 * one shared, immutable mapper, an {@link ObjectReader} and {@link ObjectWriter} bound to the
 * type once, byte[] in and out. Jackson 3 lives in its own packages, so it shares a JVM with
 * Jackson 2; the one artifact both use, {@code jackson-annotations}, is the 2.x one.
 *
 * <p>Configuration, against {@code JsonMapper.builder().build()}:
 * <ul>
 * <li>{@link BlackbirdModule}: Jackson 3 ships both Afterburner (rewritten on ByteBuddy) and
 * Blackbird; Blackbird is the one jackson-modules-base names as Afterburner's replacement, and
 * the one {@code jackson-blackbird} uses, so {@code jackson-blackbird} → {@code jackson3} is the
 * switch of major version alone. As in Jackson 2, Blackbird leaves public fields to reflection
 * (lambdas cannot wrap field access) and speeds up construction and in-order decoding.</li>
 * <li>{@link StreamWriteFeature#USE_FAST_DOUBLE_WRITER}: still off by default in 3.x (Jackson
 * keeps the JDK's {@code Double.toString}, which is Schubfach itself from JDK 19 on); on JDK 17
 * it is the faster writer, as its documentation says. The fast double <em>parser</em> is on by
 * default in 3.x, so nothing is set for it.</li>
 * <li>{@link JsonRecyclerPools#threadLocalPool()}: Jackson 3's default buffer pool is a
 * concurrent deque; the migration guide's performance section recommends the thread-local
 * pool (Jackson 2's default) for single-threaded hot loops, which is what a benchmark is.</li>
 * <li>{@link MapperFeature#SORT_PROPERTIES_ALPHABETICALLY} off: on by default in 3.x, it would
 * write field1, field10, field2, ... and, worse for the measurement, make Blackbird's in-order
 * decoder expect that order while the benchmark's decode input is Jackson 2's declaration
 * order, missing its fast path on every field. Off, Jackson 3 writes the baseline's bytes
 * ({@code JacksonFamilyTest} checks it for every pool input without doubles).</li>
 * <li>{@link MapperFeature#DEFAULT_VIEW_INCLUSION} on (off by default in 3.x): with it off,
 * jackson-databind 3.x marks every bean deserializer as needing view processing, which turns
 * off its "vanilla" path, and Blackbird's in-order {@code SuperSonicBeanDeserializer} only
 * speeds up that path (jackson-databind issue 6219, open). The model declares no views, so
 * nothing else changes; on, media decode took 0.56x the time and int/object decode at fields=10
 * 0.90x (the 2026-11-25 fidelity A/B). {@code JacksonFamilyTest} asserts the deserializer each
 * reader uses and that it is on the vanilla path.</li>
 * </ul>
 * Kept at 3.x defaults: {@code FAIL_ON_UNKNOWN_PROPERTIES} off (the skip reader skips), and
 * {@code FAIL_ON_TRAILING_TOKENS} on (the migration guide recommends keeping it; it costs one
 * more token read per decode and rejects trailing garbage, which Jackson 2 accepts).
 *
 * <p>Media, with Jackson 3's defaults, as Jackson 2: enums as their names, absent fields as the
 * property with a null value.
 */
public final class Jackson3Codec extends PojoCodec {
    /** Shared by every jackson3 codec, as Jackson recommends (public for the tests that check its settings). */
    public static final ObjectMapper MAPPER = JsonMapper.builder(JsonFactory.builder()
                    .enable(StreamWriteFeature.USE_FAST_DOUBLE_WRITER)
                    .recyclerPool(JsonRecyclerPools.threadLocalPool())
                    .build())
            .addModule(new BlackbirdModule())
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .enable(MapperFeature.DEFAULT_VIEW_INCLUSION)
            .build();

    private final ObjectWriter writer;
    private final ObjectReader reader;

    public Jackson3Codec(Case c) {
        this(c.writerClass(), c.readerClass());
    }

    /**
     * Any class, written and read as itself: a user's payload, with the same mapper. Jackson 3 is
     * its own documented best for an unknown class as it is: java.time, {@code Optional} and
     * records are built into databind 3 (no module to add), so {@link #BINDER} has no setting.
     */
    private Jackson3Codec(Class<?> writerClass, Class<?> readerClass) {
        this.writer = MAPPER.writerFor(writerClass);
        this.reader = MAPPER.readerFor(readerClass);
    }

    /** The {@code jackson3} binder for a user's payload (see the constructor above). */
    public static final io.serbench.codec.ClassBinder BINDER = (type, settings) -> new Jackson3Codec(type.root(), type.root());

    @Override
    public byte[] encode(Object input) {
        return writer.writeValueAsBytes(input);
    }

    @Override
    public Object decode(byte[] bytes) {
        return reader.readValue(bytes);
    }

}

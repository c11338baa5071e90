package io.serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;
import io.serbench.model.Shape;

/**
 * fastjson2's binary format, JSONB, through its static facade: {@code JSONB.toBytes(obj,
 * features)} and {@code JSONB.parseObject(byte[], Class, features)}, on the canonical public-field
 * POJOs as they are. The facade caches the ASM-generated reader/writer of each class and
 * recycles its output buffer itself; nothing else is kept here.
 *
 * <p>Non-default, and why: {@link JSONWriter.Feature#BeanToArray} on write and
 * {@link JSONReader.Feature#SupportArrayToBean} on read. fastjson2's performance guide gives this
 * pair as the faster way to use JSONB, and its own benchmarks against kryo, Fory and protobuf
 * ({@code EishayWriteBinaryArrayMapping}, {@code EishayParseBinaryArrayMapping}) use exactly it.
 * It writes an object as an array of its property values, in fastjson2's property order
 * (sorted by name), without the names: a positional format like kryo's default, no longer
 * self-describing.
 *
 * <p>Skip only: without names a reader cannot tell which value is {@code keep}, so the skip
 * writer and reader use JSONB's default, keyed by property name, where the reader skips what it
 * does not know (kryo switches serializer there for the same reason).
 *
 * <p>Media: positional like the other shapes, the nested {@code Media} and {@code Image}s too;
 * enums as their ordinal (JSONB's default, {@code WriteEnumsUsingName} is off), an absent (null)
 * field as JSONB's null in its position.
 *
 * <p>Nothing is lazy: strings become {@code String}, lists {@code ArrayList}, arrays are filled.
 */
public final class Fastjson2JsonbCodec extends PojoCodec {
    private static final JSONWriter.Feature[] POSITIONAL_WRITE = {JSONWriter.Feature.BeanToArray};
    private static final JSONReader.Feature[] POSITIONAL_READ = {JSONReader.Feature.SupportArrayToBean};
    private static final JSONWriter.Feature[] KEYED_WRITE = {};
    private static final JSONReader.Feature[] KEYED_READ = {};

    private final Class<?> decodeType;
    private final JSONWriter.Feature[] writeFeatures;
    private final JSONReader.Feature[] readFeatures;

    public Fastjson2JsonbCodec(Case c) {
        this(c.readerClass(), c.shape() == Shape.SKIP);
    }

    /**
     * A user's payload: JSONB's default, keyed by property name, as its documentation introduces
     * JSONB; it binds any class through fastjson2's generated readers and writers, with no further
     * setting. Not the timed cells' BeanToArray: that positional mode is a speed option, and on a
     * record its {@code SupportArrayToBean} reader fails where keyed JSONB is exact, so a failure there
     * would be the option's, not the library's (LIBRARIES.md says so for the timed cells).
     */
    public static final io.serbench.codec.ClassBinder BINDER = (type, settings) -> new Fastjson2JsonbCodec(type.root(), true);

    private Fastjson2JsonbCodec(Class<?> decodeType, boolean keyed) {
        this.decodeType = decodeType;
        this.writeFeatures = keyed ? KEYED_WRITE : POSITIONAL_WRITE;
        this.readFeatures = keyed ? KEYED_READ : POSITIONAL_READ;
    }

    @Override
    public byte[] encode(Object input) {
        return JSONB.toBytes(input, writeFeatures);
    }

    @Override
    public Object decode(byte[] bytes) {
        return JSONB.parseObject(bytes, decodeType, readFeatures);
    }
}

package io.serbench.codec.jacksonjr;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.jr.ob.JSON;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.PojoCodec;
import io.serbench.model.Case;

import java.io.IOException;

/**
 * jackson-jr (jackson-jr-objects, the Jackson 2 line at the suite's jackson version, on the same
 * jackson-core) with {@link JSON#std}, its default instance, used as its README shows:
 * {@code JSON.std.asBytes(value)} / {@code JSON.std.beanFrom(Class, byte[])}. A {@code JSON} is
 * immutable and thread-safe and caches the readers and writers it builds per class, so the
 * process shares one; jackson-jr has no per-type reader or writer object to bind once (no
 * equivalent of databind's {@code ObjectReader}): each call finds its class's reader or writer in
 * that cache. {@code asBytes} writes through jackson-core's UTF-8 generator into a
 * {@code ByteArrayBuilder} whose buffers come from jackson-core's recycler; {@code beanFrom} runs
 * jackson-core's byte parser over the array itself. Those are jackson-jr's byte-level calls, so
 * nothing is wrapped around them.
 *
 * <p>No setting is changed: jackson-jr's README names no switch for speed (it says it has no
 * Afterburner equivalent), and its defaults suit the suite: public fields are bound
 * ({@code USE_FIELDS}), unknown properties skipped ({@code FAIL_ON_UNKNOWN_BEAN_PROPERTY} off,
 * which the skip reader needs), doubles written by jackson-core's {@code Double.toString} path and
 * parsed with {@code Double.parseDouble}: exact.
 *
 * <p>What jackson-jr does with the canonical classes, as shipped: it writes a bean's properties
 * sorted by name (a {@code TreeMap} in its introspector: field1, field10, field2, …), so at 10
 * fields its bytes differ from Jackson's in order only; decode does not depend on the order. It
 * has its own readers for {@code int[]} and {@code double[]} (no boxing). Decode does not check
 * for content after the document: {@code beanFrom} closes the parser after the bean, and
 * jackson-jr has no switch for it.
 *
 * <p>Media: enums as their {@code toString()} (the names here); absent fields left out
 * ({@code WRITE_NULL_PROPERTIES} off by default); a null or missing property reads back as null.
 */
public final class JacksonJrCodec extends PojoCodec {

    private final JSON json;
    private final Class<?> readerClass;

    public JacksonJrCodec(Case c) {
        this(JSON.std, c.readerClass());
    }

    private JacksonJrCodec(JSON json, Class<?> readerClass) {
        this.json = json;
        this.readerClass = readerClass;
    }

    /**
     * The hostile-input table's hardening row: jackson-jr on a {@link JsonFactory} with
     * jackson-core's {@link StreamReadFeature#STRICT_DUPLICATE_DETECTION}, the one read check
     * beyond the defaults that jackson-jr can be given ({@code JSON.builder(JsonFactory)});
     * nesting depth and number and string length are already bounded by jackson-core's default
     * {@code StreamReadConstraints}. Its own {@code FAIL_ON_DUPLICATE_MAP_KEYS} covers maps only,
     * not beans.
     */
    public static JacksonJrCodec strict(Case c) {
        return new JacksonJrCodec(Strict.JSON_STRICT, c.readerClass());
    }

    /** Built on first use only: the matrix's codec never needs it. */
    private static final class Strict {
        static final JSON JSON_STRICT = JSON.builder(JsonFactory.builder()
                        .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                        .build())
                .build();
    }

    /**
     * A user's payload, with {@code JSON.std}: jackson-jr binds public fields, bean
     * getters/setters and records of any class by reflection, and knows a few JDK value types
     * itself ({@code UUID}, {@code BigDecimal}, {@code java.util.Date}, enums). Its
     * {@code java.time} support is a separate extension artifact (jackson-jr-extension-javatime),
     * which the suite does not bring, so there is no setting to turn on here;
     * docs/TYPE-SUPPORT.md shows what it does with each type.
     */
    public static final ClassBinder BINDER = (type, settings) -> new JacksonJrCodec(JSON.std, type.root());

    @Override
    public byte[] encode(Object input) throws IOException {
        return json.asBytes(input);
    }

    @Override
    public Object decode(byte[] bytes) throws IOException {
        return json.beanFrom(readerClass, bytes);
    }
}

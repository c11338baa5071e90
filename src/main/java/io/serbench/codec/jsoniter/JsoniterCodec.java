package io.serbench.codec.jsoniter;

import com.jsoniter.JsonIterator;
import com.jsoniter.output.JsonStream;
import com.jsoniter.spi.Config;
import com.jsoniter.spi.DecodingMode;
import com.jsoniter.spi.JsoniterSpi;
import com.jsoniter.spi.Slice;
import io.serbench.codec.ByteSink;
import io.serbench.codec.PojoCodec;
import io.serbench.codec.ReusedBuffer;
import io.serbench.model.Case;
import io.serbench.model.Dataset;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * jsoniter 0.9.23 with dynamic code generation (javassist), in four variants that differ only
 * in field matching and in how doubles are written; {@link Variant} lists them in one place.
 * The canonical classes are public-field POJOs, which jsoniter binds directly, so encode input
 * and decode output are the canonical objects themselves.
 *
 * <p>Every variant works through its own jsoniter {@link Config} (see {@link JsoniterConfigs}
 * for why and how), never through jsoniter's global modes, so all variants can be created in
 * one JVM in any order and each still behaves as specified.
 *
 * <p>Encode reuses one {@link JsonStream} per codec: reset, write, copy the exact bytes out of
 * its buffer (jsoniter's static {@code serialize} only returns a String or writes to an
 * OutputStream). Decode reuses one {@link JsonIterator} per codec, bound to the variant's config
 * ({@code configCache}): {@code reset} on the bytes, {@code iterator.read(type)} (jsoniter's
 * public API), then the check that the whole input was consumed. That is what
 * {@code JsonIterator.deserialize(config, bytes, type)} does, without its static facade's
 * per-op work (setting and clearing the thread's current config, borrowing and returning a
 * pooled iterator): like dsljson, kryo, avro and thrift, the reader is reused. The end check
 * reads the iterator's position, which jsoniter keeps package-private (see {@link #HEAD}). Generated decoders bind straight into the POJO (strings, lists and
 * nested objects fully built), nothing is left as a lazy {@code Any}.
 *
 * <p>Media ({@code jsoniter} and {@code jsoniter-strict}; the double-format variants run only the
 * double scenarios): enums as their names, absent fields as the property with a null value
 * (jsoniter's defaults).
 */
public final class JsoniterCodec extends PojoCodec implements ReusedBuffer {

    /** What a variant writes for a double, and reads back. */
    enum DoubleFormat {
        /** jsoniter's PreciseFloatSupport writer ({@code Double.toString}) and a correctly rounded reader. */
        EXACT,
        /** jsoniter's Base64FloatSupport: the IEEE bits as a base64 string; not standard JSON. */
        BASE64,
        /** jsoniter's defaults: the writer rounds to 6 decimals, the reader is its own. */
        SIX_DIGITS
    }

    /** The four library ids and everything that differs between them. */
    public enum Variant {
        HASH("jsoniter", DecodingMode.DYNAMIC_MODE_AND_MATCH_FIELD_WITH_HASH, DoubleFormat.EXACT),
        STRICT("jsoniter-strict", DecodingMode.DYNAMIC_MODE_AND_MATCH_FIELD_STRICTLY, DoubleFormat.EXACT),
        BASE64("jsoniter-base64", DecodingMode.DYNAMIC_MODE_AND_MATCH_FIELD_WITH_HASH, DoubleFormat.BASE64),
        SIX_DIGITS("jsoniter-6digits", DecodingMode.DYNAMIC_MODE_AND_MATCH_FIELD_WITH_HASH, DoubleFormat.SIX_DIGITS);

        /** The library id in the support matrix. */
        public final String id;
        final DecodingMode decodingMode;
        final DoubleFormat doubles;

        Variant(String id, DecodingMode decodingMode, DoubleFormat doubles) {
            this.id = id;
            this.decodingMode = decodingMode;
            this.doubles = doubles;
        }
    }

    /**
     * Largest absolute error of {@link Variant#SIX_DIGITS} for doubles in [0, 100): the writer
     * computes {@code (long) (v * 1e6 + 0.5)}, i.e. half a unit of the 6th decimal, plus the
     * binary rounding of that product and of the read-back (each below 1e-14 at this magnitude).
     */
    public static final double SIX_DIGITS_TOLERANCE = 0.5e-6 + 1e-13;

    /**
     * The iterator's read position. jsoniter keeps it package-private and offers no getter;
     * {@code deserialize} compares it with the input's end to reject trailing garbage, and so
     * does {@link #decode}, reading it through this handle (a plain field read once compiled).
     */
    private static final VarHandle HEAD;

    static {
        try {
            HEAD = MethodHandles.privateLookupIn(JsonIterator.class, MethodHandles.lookup())
                    .findVarHandle(JsonIterator.class, "head", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError("jsoniter's JsonIterator no longer has 'head': " + e);
        }
    }

    private final Config config;
    private final JsonStream stream;
    private final JsonIterator iterator;
    private final Class<?> readerClass;

    public JsoniterCodec(Case c, Variant variant) throws Exception {
        this(c.readerClass(), variant, Dataset.pool(c).get(0));
    }

    /**
     * A user's payload: {@code jsoniter} (hash matching, exact doubles) in its dynamic-codegen
     * mode, the mode its documentation recommends for speed when classes are only known at run
     * time (javassist generates the encoder and decoder of each class on first use; the static
     * mode needs a build step over the classes). The payload's first instance generates the
     * code under the variant's config, as the pool's first input does in the built-in cells.
     */
    public static io.serbench.codec.ClassBinder binder(Variant variant) {
        return (type, settings) -> new JsoniterCodec(type.root(), variant, type.example());
    }

    private JsoniterCodec(Class<?> readerClass, Variant variant, Object sample) throws Exception {
        this.config = JsoniterConfigs.of(variant);
        this.readerClass = readerClass;
        // The stream would otherwise bind to whatever config is current on its first write.
        this.stream = new JsonStream(null, ByteSink.DEFAULT_CAPACITY);
        this.stream.configCache = config;
        // Generate the encoder now, with the variant's config current: jsoniter's code generator
        // reads the thread's current config (not the stream's), so code generated later on
        // another thread would follow that thread's config. One real input reaches every type.
        // The same holds for the decoder: one decode through jsoniter's own entry point generates
        // it under the variant's config.
        Config previous = JsoniterSpi.getCurrentConfig();
        JsoniterSpi.setCurrentConfig(config);
        try {
            JsonIterator.deserialize(config, encode(sample), readerClass);
        } finally {
            JsoniterSpi.setCurrentConfig(previous);
        }
        this.iterator = JsonIterator.parse(new byte[0]);
        this.iterator.configCache = config;
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        stream.reset(null);
        stream.writeVal(input);
        Slice written = stream.buffer();
        return Arrays.copyOfRange(written.data(), written.head(), written.tail());
    }

    @Override
    public Object decode(byte[] bytes) throws IOException {
        int end = endWithoutTrailingWhitespace(bytes);
        iterator.reset(bytes, 0, end);
        Object value;
        try {
            value = iterator.read(readerClass);
        } catch (ArrayIndexOutOfBoundsException e) {
            // jsoniter reads past the end of truncated input; deserialize reports it this way too
            throw iterator.reportError("decode", "premature end");
        }
        if ((int) HEAD.get(iterator) != end) {
            throw iterator.reportError("decode", "trailing garbage found");
        }
        return value;
    }

    /** Where the input ends once trailing JSON whitespace is dropped, as jsoniter's deserialize computes it. */
    private static int endWithoutTrailingWhitespace(byte[] bytes) {
        int end = bytes.length;
        while (end > 0) {
            byte b = bytes[end - 1];
            if (b != ' ' && b != '\t' && b != '\n' && b != '\r') {
                break;
            }
            end--;
        }
        return end;
    }

    @Override
    public int reusedBufferBytes() {
        return stream.buffer().data().length;
    }
}

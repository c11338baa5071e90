package io.serbench.codec.jsoniter;

import com.jsoniter.JsonIterator;
import com.jsoniter.output.JsonStream;
import com.jsoniter.spi.Config;
import com.jsoniter.spi.DecodingMode;
import com.jsoniter.spi.JsoniterSpi;
import com.jsoniter.spi.Slice;
import io.serbench.codec.Codec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;

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
 * OutputStream). Decode is {@code JsonIterator.deserialize(config, bytes, type)}, jsoniter's
 * entry point for byte[] with a config: it reuses a thread-local iterator, makes the config
 * current while it reads, and rejects trailing garbage. Generated decoders bind straight into
 * the POJO (strings, lists and nested objects fully built), nothing is left as a lazy {@code Any}.
 */
public final class JsoniterCodec implements Codec {

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

    private final Config config;
    private final Class<?> readerClass;
    private final JsonStream stream;

    public JsoniterCodec(Case c, Variant variant) throws Exception {
        this.config = JsoniterConfigs.of(variant);
        this.readerClass = c.readerClass();
        // The stream would otherwise bind to whatever config is current on its first write.
        this.stream = new JsonStream(null, 512);
        this.stream.configCache = config;
        // Generate the encoder now, with the variant's config current: jsoniter's code generator
        // reads the thread's current config (not the stream's), so code generated later on
        // another thread would follow that thread's config. One real input reaches every type.
        Config previous = JsoniterSpi.getCurrentConfig();
        JsoniterSpi.setCurrentConfig(config);
        try {
            encode(Dataset.pool(c).get(0));
        } finally {
            JsoniterSpi.setCurrentConfig(previous);
        }
    }

    @Override
    public Object toNative(Object model) {
        return model;
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        stream.reset(null);
        stream.writeVal(input);
        Slice written = stream.buffer();
        return Arrays.copyOfRange(written.data(), written.head(), written.tail());
    }

    @Override
    public Object decode(byte[] bytes) {
        return JsonIterator.deserialize(config, bytes, readerClass);
    }

    @Override
    public Object toModel(Object decoded) {
        return decoded;
    }
}

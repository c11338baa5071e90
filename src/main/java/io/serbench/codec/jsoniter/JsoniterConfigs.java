package io.serbench.codec.jsoniter;

import com.jsoniter.CodegenAccess;
import com.jsoniter.JsonIterator;
import com.jsoniter.extra.Base64FloatSupport;
import com.jsoniter.extra.PreciseFloatSupport;
import com.jsoniter.output.EncodingMode;
import com.jsoniter.spi.Config;
import com.jsoniter.spi.Decoder;
import com.jsoniter.spi.Encoder;
import com.jsoniter.spi.JsoniterSpi;

import java.io.IOException;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * One jsoniter {@link Config} per {@link JsoniterCodec.Variant}, each carrying its own double
 * encoder/decoder, so that all variants can live in one JVM in any order.
 *
 * <p>Why this is needed: jsoniter 0.9.23 keeps its settings in JVM-global state.
 * {@code JsonIterator.setMode}/{@code JsonStream.setMode} replace the default config,
 * {@code JsoniterSpi.registerTypeEncoder/Decoder} put a codec into a global table that is copied
 * into every config created afterwards, and {@code PreciseFloatSupport.enable()} and
 * {@code Base64FloatSupport.enableEncodersAndDecoders()} go through that table and may be called
 * only once. Generated code is cached per cache key, and cache keys embed the config's name.
 * So the isolation unit jsoniter offers is the config: everything here is keyed by it.
 *
 * <ul>
 *   <li>Each variant gets a distinct config name (a builder subclass tags its {@code toString},
 *       which is what jsoniter hashes into the name), so its generated code is its own.</li>
 *   <li>Its double codecs are put under that config's cache keys only
 *       ({@link JsoniterSpi#addNewEncoder}/{@link JsoniterSpi#addNewDecoder}, which is what
 *       {@code registerTypeEncoder} does for the current config, minus the global table).
 *       jsoniter's code generator looks these keys up, so a config with a registered double
 *       encoder calls it, and one without inlines the default 6-decimal writer.</li>
 *   <li>jsoniter's own precise and base64 double codecs can only be obtained by calling their
 *       one-shot {@code enable} methods. That is done once per JVM, with a throw-away config
 *       current, and the codecs are read back from that config's keys. The global table entries
 *       those calls leave behind are then overwritten with null (jsoniter treats a null codec as
 *       absent), so configs created later by anyone still get jsoniter's defaults.</li>
 * </ul>
 *
 * All of this runs in the class initializer, so it happens exactly once, before any codec of
 * any variant generates code, whichever variant is created first.
 */
final class JsoniterConfigs {
    private JsoniterConfigs() {
    }

    private static final Class<?>[] FLOAT_TYPES = {double.class, Double.class, float.class, Float.class};

    /** jsoniter's PreciseFloatSupport encoders: {@code Double.toString}, exact and standard JSON. */
    private static final Encoder PRECISE_DOUBLE;
    private static final Encoder PRECISE_BOXED_DOUBLE;
    /** jsoniter's Base64FloatSupport codecs: the IEEE bits as a base64 JSON string. */
    private static final Encoder BASE64_DOUBLE;
    private static final Encoder BASE64_BOXED_DOUBLE;
    private static final Decoder BASE64_DOUBLE_DECODER;
    private static final Decoder BASE64_BOXED_DOUBLE_DECODER;

    private static final Map<JsoniterCodec.Variant, Config> CONFIGS = new EnumMap<>(JsoniterCodec.Variant.class);

    static {
        // Variant configs first: a config copies the global table when it is created, so these
        // cannot see anything the one-shot enable calls below put there, even for a moment.
        Set<String> names = new HashSet<>();
        for (JsoniterCodec.Variant v : JsoniterCodec.Variant.values()) {
            Config config = new TaggedBuilder("serbench-" + v.id)
                    .decodingMode(v.decodingMode)
                    .encodingMode(EncodingMode.DYNAMIC_MODE)
                    .build();
            if (!names.add(config.configName())) {
                throw new IllegalStateException("jsoniter config name clash for " + v.id + ": " + config.configName());
            }
            CONFIGS.put(v, config);
        }

        Config harvest = new TaggedBuilder("serbench-harvest").build();
        Config previous = JsoniterSpi.getCurrentConfig();
        JsoniterSpi.setCurrentConfig(harvest);
        try {
            PreciseFloatSupport.enable();
            PRECISE_DOUBLE = encoderOf(harvest, double.class);
            PRECISE_BOXED_DOUBLE = encoderOf(harvest, Double.class);
            Base64FloatSupport.enableEncodersAndDecoders();
            BASE64_DOUBLE = encoderOf(harvest, double.class);
            BASE64_BOXED_DOUBLE = encoderOf(harvest, Double.class);
            BASE64_DOUBLE_DECODER = decoderOf(harvest, double.class);
            BASE64_BOXED_DOUBLE_DECODER = decoderOf(harvest, Double.class);
            // Leave jsoniter's global table as we found it: a null codec counts as "none".
            for (Class<?> t : FLOAT_TYPES) {
                JsoniterSpi.registerTypeEncoder(t, null);
                JsoniterSpi.registerTypeDecoder(t, null);
            }
        } finally {
            JsoniterSpi.setCurrentConfig(previous);
        }

        for (Map.Entry<JsoniterCodec.Variant, Config> e : CONFIGS.entrySet()) {
            Config config = e.getValue();
            switch (e.getKey().doubles) {
                case EXACT -> {
                    register(config, PRECISE_DOUBLE, PRECISE_BOXED_DOUBLE);
                    JsoniterSpi.addNewDecoder(config.getDecoderCacheKey(double.class), ExactDoubleDecoder.INSTANCE);
                    JsoniterSpi.addNewDecoder(config.getDecoderCacheKey(Double.class), ExactDoubleDecoder.BOXED);
                }
                case BASE64 -> {
                    register(config, BASE64_DOUBLE, BASE64_BOXED_DOUBLE);
                    JsoniterSpi.addNewDecoder(config.getDecoderCacheKey(double.class), BASE64_DOUBLE_DECODER);
                    JsoniterSpi.addNewDecoder(config.getDecoderCacheKey(Double.class), BASE64_BOXED_DOUBLE_DECODER);
                }
                case SIX_DIGITS -> {
                    // nothing registered: jsoniter's defaults, i.e. the inlined 6-decimal writer
                }
            }
        }
    }

    /** The variant's config; the first call sets up every variant at once (class initializer). */
    static Config of(JsoniterCodec.Variant variant) {
        return CONFIGS.get(variant);
    }

    private static void register(Config config, Encoder primitive, Encoder boxed) {
        JsoniterSpi.addNewEncoder(config.getEncoderCacheKey(double.class), primitive);
        JsoniterSpi.addNewEncoder(config.getEncoderCacheKey(Double.class), boxed);
    }

    private static Encoder encoderOf(Config config, Class<?> type) {
        Encoder e = JsoniterSpi.getEncoder(config.getEncoderCacheKey(type));
        if (e == null) {
            throw new IllegalStateException("jsoniter registered no encoder for " + type + " under " + config.configName());
        }
        return e;
    }

    private static Decoder decoderOf(Config config, Class<?> type) {
        Decoder d = JsoniterSpi.getDecoder(config.getDecoderCacheKey(type));
        if (d == null) {
            throw new IllegalStateException("jsoniter registered no decoder for " + type + " under " + config.configName());
        }
        return d;
    }

    /**
     * jsoniter names a config after the hash of its builder's {@code toString}, and caches
     * configs and their generated code by that name. Builders with equal settings would share a
     * name, so each variant's builder carries a tag that makes its name (and code) its own.
     */
    private static final class TaggedBuilder extends Config.Builder {
        private final String tag;

        TaggedBuilder(String tag) {
            this.tag = tag;
        }

        @Override
        public String toString() {
            return tag + ":" + super.toString();
        }

        @Override
        public boolean equals(Object o) {
            return super.equals(o) && tag.equals(((TaggedBuilder) o).tag);
        }

        @Override
        public int hashCode() {
            return 31 * super.hashCode() + tag.hashCode();
        }
    }

    /**
     * jsoniter's own double reader has a fast path for numbers shorter than 10 characters that
     * computes {@code intPart + fraction / 10^n}: two roundings, so about 1% of such inputs come
     * back one ulp off (e.g. "2.41713" reads as 2.4171300000000002). Longer numbers, such as the
     * 15-17 digit doubles of the benchmark data, take its slow path ({@code Double.valueOf}) and
     * are exact. This decoder always parses with {@code Double.parseDouble}, which is correctly
     * rounded, and does the same work the slow path does, so the exact variants read every
     * double Jackson can write bit-exactly without paying more for the benchmark's data.
     */
    static final class ExactDoubleDecoder extends Decoder.DoubleDecoder {
        static final ExactDoubleDecoder INSTANCE = new ExactDoubleDecoder();
        /** For {@code Double}: the same, but JSON null stays null, as with jsoniter's default. */
        static final Decoder BOXED = iter -> iter.readNull() ? null : INSTANCE.decodeDouble(iter);

        @Override
        public double decodeDouble(JsonIterator iter) throws IOException {
            // skip whitespace the way jsoniter's readDouble does; readNumberAsString does not
            CodegenAccess.nextToken(iter);
            CodegenAccess.unreadByte(iter);
            String number = iter.readNumberAsString();
            try {
                return Double.parseDouble(number);
            } catch (NumberFormatException e) {
                throw iter.reportError("decodeDouble", "not a number: '" + number + "'");
            }
        }
    }
}

package io.serbench.hostile;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.serbench.codec.Codec;
import io.serbench.codec.Library;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.codec.kryo.KryoCodec;
import io.serbench.model.Case;
import org.apache.thrift.protocol.TProtocolUtil;

import java.util.List;

/**
 * The extra rows of the hostile table: the suite's codec with a library's documented safety
 * setting turned on, for libraries that have one for an input they fail or accept. No library
 * is patched: each row only uses the library's public configuration.
 */
final class Settings {
    private Settings() {
    }

    /** Thrift's own default recursion limit (TConfiguration.DEFAULT_RECURSION_DEPTH), used for the skip depth too. */
    static final int THRIFT_SKIP_DEPTH = 64;
    /** A bound far above the model's own depth (skip: reader, nested object, list, string). */
    static final int KRYO_MAX_DEPTH = 64;

    static List<HostileRows.Row> extraRows(Library library, WireFormat wire) {
        switch (library.id()) {
            case "jackson":
                return List.of(new HostileRows.Row("jackson+strict", library, wire, HostileRows.Kind.HARDENING,
                        "FAIL_ON_TRAILING_TOKENS + STRICT_DUPLICATE_DETECTION", c -> jacksonStrict(library, c)));
            case "thrift":
            case "thrift-binary":
                return List.of(new HostileRows.Row(library.id() + "+skipdepth", library, wire, HostileRows.Kind.HARDENING,
                        "TProtocolUtil.setMaxSkipDepth(" + THRIFT_SKIP_DEPTH + ")", c -> {
                    TProtocolUtil.setMaxSkipDepth(THRIFT_SKIP_DEPTH); // JVM-wide: the probe JVM runs this row only
                    return library.codec(c);
                }));
            case "kryo":
                return List.of(new HostileRows.Row("kryo+maxdepth", library, wire, HostileRows.Kind.HARDENING,
                        "setMaxDepth(" + KRYO_MAX_DEPTH + ")", c -> {
                    KryoCodec codec = (KryoCodec) library.codec(c);
                    codec.kryo().setMaxDepth(KRYO_MAX_DEPTH);
                    return codec;
                }));
            default:
                return List.of();
        }
    }

    /** The suite's codec for everything but decode, which goes through {@code decoder}. */
    private static Codec decodingWith(Codec base, Decoder decoder) {
        return new Codec() {
            @Override
            public Object toNative(Object model) throws Exception {
                return base.toNative(model);
            }

            @Override
            public byte[] encode(Object input) throws Exception {
                return base.encode(input);
            }

            @Override
            public Object decode(byte[] bytes) throws Exception {
                return decoder.decode(bytes);
            }

            @Override
            public Object toModel(Object decoded) throws Exception {
                return base.toModel(decoded);
            }
        };
    }

    @FunctionalInterface
    private interface Decoder {
        Object decode(byte[] bytes) throws Exception;
    }

    /**
     * Jackson's mapper as the suite configures it, plus the two documented switches for the
     * inputs Jackson accepts by default: DeserializationFeature.FAIL_ON_TRAILING_TOKENS and
     * StreamReadFeature.STRICT_DUPLICATE_DETECTION. (Depth and number length are bounded by
     * StreamReadConstraints, on by default since 2.15.)
     */
    private static Codec jacksonStrict(Library jackson, Case c) {
        ObjectReader reader = ((JsonMapper) JacksonCodec.MAPPER).rebuild()
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build()
                .readerFor(c.readerClass());
        return decodingWith(jackson.codec(c), reader::readValue);
    }
}

package io.serbench.hostile;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import io.serbench.codec.Codec;
import io.serbench.codec.Library;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.codec.jacksonjr.JacksonJrCodec;
import io.serbench.codec.kryo.KryoCodec;
import io.serbench.model.Case;

import java.util.List;

/**
 * The extra rows of the hostile table: the suite's codec with a library's documented safety
 * setting turned on, for libraries that have one for an input they fail or accept. No library
 * is patched: each row only uses the library's public configuration.
 *
 * <p>Thrift has no row: in the libthrift this suite runs (0.25), skipping is bounded by default (the
 * transport's {@code TConfiguration} recursion limit, 64), and the former setting,
 * {@code TProtocolUtil.setMaxSkipDepth}, is now a deprecated no-op.
 */
final class Settings {
    private Settings() {
    }

    /** A bound far above the model's own depth (skip: reader, nested object, list, string). */
    static final int KRYO_MAX_DEPTH = 64;

    static List<HostileRows.Row> extraRows(Library library, WireFormat wire) {
        switch (library.id()) {
            case "jackson":
                return List.of(jacksonStrictRow(library, wire, JacksonCodec.MAPPER));
            case "jackson-xml":
                return List.of(jacksonStrictRow(library, wire, JacksonCodec.xmlMapper()));
            case "jackson-jr":
                return List.of(new HostileRows.Row("jackson-jr+strict", library, wire, HostileRows.Kind.HARDENING,
                        "STRICT_DUPLICATE_DETECTION (its JsonFactory)", JacksonJrCodec::strict));
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
     * Jackson's mapper as the suite configures it (JSON, or XML for jackson-xml), plus the two
     * documented switches for the inputs Jackson accepts by default:
     * DeserializationFeature.FAIL_ON_TRAILING_TOKENS and StreamReadFeature.STRICT_DUPLICATE_DETECTION.
     * (Depth and number length are bounded by StreamReadConstraints, on by default
     * since 2.15; XML depth also by Woodstox's element depth limit.)
     */
    private static HostileRows.Row jacksonStrictRow(Library library, WireFormat wire, ObjectMapper mapper) {
        return new HostileRows.Row(library.id() + "+strict", library, wire, HostileRows.Kind.HARDENING,
                "FAIL_ON_TRAILING_TOKENS + STRICT_DUPLICATE_DETECTION", c -> {
            // on a copy of the mapper, not on the reader: XML's parser sets its duplicate check up
            // from the factory's features, so a reader-level switch does not reach it
            ObjectReader reader = mapper.copy()
                    .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .configure(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature(), true)
                    .readerFor(c.readerClass());
            return decodingWith(library.codec(c), reader::readValue);
        });
    }
}

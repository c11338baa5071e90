package io.serbench.codec.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import io.serbench.codec.Codec;
import io.serbench.model.Case;

/**
 * The baseline. Jackson's own performance advice: one shared, pre-configured mapper (it caches
 * serializers), ObjectReader/ObjectWriter bound to the type once, byte[] in and out (no
 * String/char detour), and Afterburner to replace reflection with generated accessors.
 * The canonical classes are plain public-field POJOs, so encode input and decode output are
 * the canonical objects themselves.
 */
public final class JacksonCodec implements Codec {
    /** Shared by every codec, as Jackson recommends; also used by the conformance cross-check. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .addModule(new AfterburnerModule())
            // skip scenario: the reader type knows only `keep`; the rest must be skipped, not rejected
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private final ObjectWriter writer;
    private final ObjectReader reader;

    public JacksonCodec(Case c) {
        this.writer = MAPPER.writerFor(c.writerClass());
        this.reader = MAPPER.readerFor(c.readerClass());
    }

    @Override
    public Object toNative(Object model) {
        return model;
    }

    @Override
    public byte[] encode(Object input) throws Exception {
        return writer.writeValueAsBytes(input);
    }

    @Override
    public Object decode(byte[] bytes) throws Exception {
        return reader.readValue(bytes);
    }

    @Override
    public Object toModel(Object decoded) {
        return decoded;
    }
}

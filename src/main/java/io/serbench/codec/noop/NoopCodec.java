package io.serbench.codec.noop;

import io.serbench.codec.Codec;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.model.Case;

/**
 * The harness baseline: encode returns the input's pre-built bytes and decode returns a
 * pre-built object, so its ns/op is what the benchmark loop, the pool index and the
 * Blackhole cost by themselves. Bytes are Jackson's, so sizes still read sensibly.
 */
public final class NoopCodec implements Codec {
    private final Object decoded;
    public NoopCodec(Case c) {
        this.decoded = io.serbench.model.Models.newInstance(c.readerClass());
    }

    /** The encode input carries its own bytes, so encode is a field read. */
    public record Prepared(Object model, byte[] bytes) {
    }

    @Override
    public Object toNative(Object model) throws Exception {
        return new Prepared(model, JacksonCodec.MAPPER.writeValueAsBytes(model));
    }

    @Override
    public byte[] encode(Object input) {
        return ((Prepared) input).bytes();
    }

    @Override
    public Object decode(byte[] bytes) {
        return decoded;
    }

    @Override
    public Object toModel(Object decoded) throws Exception {
        throw new UnsupportedOperationException("noop does not decode; it has no round trip to check");
    }
}

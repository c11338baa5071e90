package io.serbench.bench;

import io.serbench.codec.Codec;
import io.serbench.model.Shape;

/**
 * What every scenario class shares, kept free of JMH annotations: JMH reads those on the
 * concrete classes only. The timed helpers are final and tiny so they inline into the
 * generated benchmark loop: one pool read, one mask, one codec call, nothing else.
 */
public abstract class CodecBench {
    private Codec codec;
    private Object[] inputs;
    private byte[][] payloads;
    private int index;

    /** Called from each class's {@code @Setup}: builds and verifies the fixture. */
    protected final void prepare(String library, Shape shape, int fields) {
        BenchFixture f = BenchFixture.prepare(library, shape, fields);
        this.codec = f.codec;
        this.inputs = f.inputs;
        this.payloads = f.payloads;
        this.index = 0;
    }

    /** One encode of the next pool input. */
    protected final byte[] encodeNext() throws Exception {
        return codec.encode(inputs[index++ & BenchFixture.MASK]);
    }

    /** One decode of the next pool payload. */
    protected final Object decodeNext() throws Exception {
        return codec.decode(payloads[index++ & BenchFixture.MASK]);
    }
}

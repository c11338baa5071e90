package io.serbench.codec;

/**
 * A codec whose library reads and writes the canonical public-field POJOs themselves, so encode
 * input and decode output need no conversion: {@link #toNative} and {@link #toModel} are the
 * identity, and the subclass supplies only the timed {@link #encode} and {@link #decode}.
 */
public abstract class PojoCodec implements Codec {

    @Override
    public final Object toNative(Object model) {
        return model;
    }

    @Override
    public final Object toModel(Object decoded) {
        return decoded;
    }
}

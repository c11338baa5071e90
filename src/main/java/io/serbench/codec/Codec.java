package io.serbench.codec;

/**
 * One library bound to one {@link io.serbench.model.Case}. The benchmarks time only
 * {@link #encode} and {@link #decode}; the conversions exist so that every library starts
 * from the same canonical values and can be checked against them, and are never timed.
 *
 * <p>Contract (docs/METHODOLOGY.md, "Fairness"): {@code encode} returns exactly the encoded bytes, must not profit
 * from work cached by an earlier encode of the same input, and may reuse internal buffers
 * only as the library documents. {@code decode} returns the library's own object with every
 * field materialized: nothing left for lazy decoding.
 */
public interface Codec {

    /** Setup only: the canonical value as this library's encode input. */
    Object toNative(Object model) throws Exception;

    /** Timed: one encode of an input made by {@link #toNative}. */
    byte[] encode(Object input) throws Exception;

    /** Timed: one decode into the library's own type. */
    Object decode(byte[] bytes) throws Exception;

    /** Setup and tests only: a decoded value back as a canonical value. */
    Object toModel(Object decoded) throws Exception;
}

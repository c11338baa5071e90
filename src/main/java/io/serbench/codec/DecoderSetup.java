package io.serbench.codec;

/**
 * One decoder of a library that hostile input is thrown at: the setup the benchmarks time, or
 * that setup with the library's documented {@link Hardening} on.
 *
 * @param id      the library id, or id + "+" + the hardening's suffix
 * @param setting the hardening setting as tables print it; null for the timed setup
 * @param factory builds the codec for a case (its {@code decode} is the one under attack)
 */
public record DecoderSetup(String id, String setting, CodecFactory factory) {
    public boolean hardened() {
        return setting != null;
    }
}

package io.serbench.codec;

/**
 * A library's documented setting against hostile input, declared with the library: the hostile
 * table shows its codec with the setting on as an extra row, and a fuzzer attacks both. No
 * library is patched: a setting only uses the library's public configuration.
 *
 * @param suffix  appended to the id with a "+" for the hostile row's id ({@code jackson+strict})
 * @param setting the setting as tables print it ({@code setMaxDepth(64)})
 * @param codec   the library's codec for a case with the setting on
 */
public record Hardening(String suffix, String setting, CodecFactory codec) {

    /** The decoding half of a hardened codec: a reader built with the setting on. */
    @FunctionalInterface
    public interface Decoder {
        Object decode(byte[] bytes) throws Exception;
    }

    /** {@code base} for everything but decode, which goes through {@code decoder}. */
    public static Codec decodingWith(Codec base, Decoder decoder) {
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
}

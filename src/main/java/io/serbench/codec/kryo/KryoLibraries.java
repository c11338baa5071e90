package io.serbench.codec.kryo;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** Kryo with registered classes, and its documented fast setup (Unsafe buffers, fixed-width ints). */
public final class KryoLibraries {
    private KryoLibraries() {
    }

    /** Where the library documents the exceptions it reports bad input with. */
    private static final String BAD_INPUT = "Kryo.readObject / Input javadoc: KryoException (KryoBufferUnderflowException extends it)";

    /** The hardening bound: far above the model's own depth (skip: reader, nested object, list, string). */
    static final int MAX_DEPTH = 64;

    public static final Library KRYO = Library.declare("kryo").version("kryo")
            .format(Format.BINARY).family(Family.SCHEMALESS)
            .note("registered classes, reused Output/Input; skip: CompatibleFieldSerializer (chunked)")
            .wire(Wire.KRYO)
            .codec(KryoCodec::new)
            .threadSafety(ThreadSafety.pool(
                    "Kryo is not thread-safe: its README gives each thread its own Kryo, Output and Input, and ships Pool for that; "
                            + "every op borrows a Kryo and an Output (or an Input) from thread-safe pools and returns them",
                    PooledKryoCodec::new))
            .binder(() -> KryoBinder.INSTANCE, "registered")
            .hardening("maxdepth", "setMaxDepth(" + MAX_DEPTH + ")", c -> {
                KryoCodec codec = new KryoCodec(c);
                codec.kryo().setMaxDepth(MAX_DEPTH);
                return codec;
            })
            .badInput(BAD_INPUT, "com.esotericsoftware.kryo.KryoException")
            .build();

    public static final Library UNSAFE = Library.declare("kryo-unsafe").version("kryo")
            .format(Format.BINARY).family(Family.SCHEMALESS)
            .note("as kryo, UnsafeOutput/UnsafeInput and fixed-width ints: native byte order")
            .wire(Wire.KRYO_UNSAFE)
            .codec(KryoCodec::unsafe)
            .threadSafety(ThreadSafety.pool(
                    "as kryo (Kryo's README: a Kryo, Output and Input per thread, shared through Pool); the pooled buffers are "
                            + "UnsafeOutput/UnsafeInput with variable-length encoding off, as kryo-unsafe's single-thread codec",
                    c -> new PooledKryoCodec(c, KryoCodec.Variant.UNSAFE)))
            .noBinder("a speed variant of kryo (Unsafe buffers, fixed-width ints) on the suite's own shapes; the payload runs kryo")
            .badInput(BAD_INPUT, "com.esotericsoftware.kryo.KryoException")
            .build();
}

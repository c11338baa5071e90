package io.serbench.codec.sbe;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.RuntimeBinder;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** Simple Binary Encoding: flyweights generated from its XML schema. */
public final class SbeLibrary {
    private SbeLibrary() {
    }

    public static final Library SBE = Library.declare("sbe").version("sbe")
            .format(Format.BINARY).family(Family.ZERO_COPY)
            .note("zero-copy flyweights; decode = wrap + read every field once into the canonical classes; reused buffers")
            .wire(Wire.SBE)
            .codec(SbeCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "SBE encoders and decoders are flyweights over a mutable buffer, single-threaded by design; each thread keeps its own flyweights and buffers"))
            .jvmOption("--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED",
                    "Agrona 2.x (the buffers of SBE's generated flyweights) reaches `jdk.internal.misc.Unsafe` from `org.agrona.UnsafeApi`; "
                            + "without it the class fails to initialize (`IllegalAccessError`)")
            .noBinder(RuntimeBinder.NEEDS_GENERATED_CLASSES + " (SBE XML), and hand-written flyweight code")
            .badInput("Agrona's buffer bounds checks (IndexOutOfBoundsException); the suite's codec checks the template and schema ids and rejects an enum's null value (IllegalStateException)", "java.lang.IndexOutOfBoundsException", "java.lang.IllegalStateException")
            .build();
}

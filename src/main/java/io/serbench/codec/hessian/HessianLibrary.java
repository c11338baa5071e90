package io.serbench.codec.hessian;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** Hessian 2 with a class allow-list. */
public final class HessianLibrary {
    private HessianLibrary() {
    }

    public static final Library HESSIAN = Library.declare("hessian").version("hessian")
            .format(Format.BINARY).family(Family.SCHEMALESS)
            .note("Hessian 2, shared SerializerFactory with a class allow-list, reused Hessian2Output/Input")
            .wire(Wire.HESSIAN)
            .codec(HessianCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "the SerializerFactory caches serializers and is shared (one static factory); Hessian2Output and Hessian2Input carry one stream's state, so each thread keeps its own pair and sink"))
            .binder(() -> HessianCodec.BINDER, null)
            .badInput("Hessian2Input.readObject javadoc: throws IOException (HessianProtocolException extends IOException)", "java.io.IOException")
            .build();
}

package io.serbench.codec.fory;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** Apache Fory in Java native mode with registered classes. */
public final class ForyLibrary {
    private ForyLibrary() {
    }

    public static final Library FORY = Library.declare("fory").version("fory")
            .format(Format.BINARY).family(Family.SCHEMALESS)
            .note("Java native mode, registered classes, JIT serializers, schema-consistent; skip: compatible mode")
            .wire(Wire.FORY)
            .codec(ForyCodec::new)
            .threadSafety(ThreadSafety.pool(
                    "a Fory is not thread-safe; Fory's Java guide shares a ThreadSafeFory across threads (buildThreadSafeFory: a ThreadLocalFory, one Fory per thread behind one object), "
                            + "whose serialize(Object) and deserialize(byte[], Class) find the thread's Fory on every op",
                    ThreadSafeForyCodec::new))
            .binder(() -> ForyBinder.INSTANCE, "registered")
            .jvmOption(25, "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED",
                    "Fory 1.6 on JDK 25+ reads the JDK's string internals through `java.lang.invoke` and recommends this option in its own "
                            + "message (\"not required, but is recommended. It is required when the current-JDK Unsafe fallback is disabled or "
                            + "unavailable\"): without it, it falls back to `sun.misc.Unsafe`, and under `--sun-misc-unsafe-memory-access=deny` it "
                            + "cannot start (`IllegalStateException`)")
            .badInput("Fory's security and exception docs: DeserializationException, InsecureException (ForyException)", "org.apache.fory.exception.ForyException")
            .build();
}

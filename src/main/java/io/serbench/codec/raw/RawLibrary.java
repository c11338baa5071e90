package io.serbench.codec.raw;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.RuntimeBinder;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** No library: a hand-written fixed layout, the floor every format is measured against. */
public final class RawLibrary {
    private RawLibrary() {
    }

    public static final Library RAW = Library.declare("raw").version(null)
            .format(Format.BINARY).family(Family.FLOOR)
            .note("no library: hand-written fixed layout over byte[], the floor")
            .wire(Wire.RAW)
            .codec(RawCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "no library: its writer's buffer is mutable, so each thread keeps its own, as a hand-written codec in a service would"))
            .noBinder(RuntimeBinder.HAND_WRITTEN + " (a fixed byte layout)")
            .badInput("the suite's hand-written reader: its length checks (IOException) and the JVM's array bounds checks", "java.io.IOException", "java.lang.IndexOutOfBoundsException")
            .build();
}

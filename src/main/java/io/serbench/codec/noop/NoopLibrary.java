package io.serbench.codec.noop;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;

/** Not a library: the harness baseline, in every cell so every run shows the loop's own cost per op. */
public final class NoopLibrary {
    private NoopLibrary() {
    }

    public static final Library NOOP = Library.declare("noop").version(null)
            .format(Format.NONE).family(Family.HARNESS).note("harness baseline")
            .codec(NoopCodec::new)
            .threadSafety(ThreadSafety.shared("not a library: it returns pre-built values and holds nothing that changes"))
            .build();
}

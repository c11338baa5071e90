package io.serbench.codec.ion;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.RuntimeBinder;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** Amazon Ion, binary, through ion-java's streaming API, hand-written: structs keyed by name. */
public final class IonLibrary {
    private IonLibrary() {
    }

    public static final Library ION = Library.declare("ion").version("ion")
            .format(Format.BINARY).family(Family.SCHEMALESS).note("ion-java IonWriter/IonReader, hand-written: structs keyed by name, a local symbol table per message")
            .wire(Wire.ION)
            .codec(IonCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "the immutable writer and reader builders are thread-safe and shared; an IonWriter and its byte sink are stateful and not, so each thread keeps its own (readers are made per message)"))
            .noBinder(RuntimeBinder.HAND_WRITTEN + " (ion-java's IonWriter and IonReader; ion-java has no data binding of its own)")
            .badInput("ion-java IonReader: IonException for malformed data", "com.amazon.ion.IonException")
            .build();
}

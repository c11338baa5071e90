package io.serbench.codec.avro;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** Apache Avro on specific records generated from its schemas. */
public final class AvroLibrary {
    private AvroLibrary() {
    }

    public static final Library AVRO = Library.declare("avro").version("avro")
            .format(Format.BINARY).family(Family.SCHEMA).note("specific records, custom coders and fast reader on, reused encoder/decoder")
            .wire(Wire.AVRO)
            .codec(AvroCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "BinaryEncoder and BinaryDecoder hold buffer state and are reused through the factories' reuse argument by one thread at a time; each thread keeps its own encoder, decoder and datum writer and reader, the SpecificData model shared"))
            .binder(() -> AvroReflectBinder.INSTANCE, "reflect")
            .badInput("DatumReader.read javadoc: throws IOException; SystemLimitException (an AvroRuntimeException) for lengths over the configured limits", "java.io.IOException", "org.apache.avro.AvroRuntimeException")
            .build();
}

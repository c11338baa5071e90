package io.serbench.codec.bson;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** BSON through org.mongodb:bson's automatic POJO codec. */
public final class BsonLibrary {
    private BsonLibrary() {
    }

    public static final Library BSON = Library.declare("bson").version("bson")
            .format(Format.BINARY).family(Family.SCHEMALESS)
            .note("POJO codec (automatic), reused BasicOutputBuffer; list(int/double) on List<Integer>/List<Double> copies")
            .wire(Wire.BSON)
            .codec(BsonCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "the CodecRegistry and the POJO codecs it builds are thread-safe and shared (one static registry, as the driver shares one); the reused BasicOutputBuffer is a plain mutable buffer, so each thread keeps its own"))
            .binder(() -> BsonBinder.INSTANCE, "POJO codec")
            .badInput("bson BsonBinaryReader / Codec.decode: BSONException (BsonSerializationException, BsonInvalidOperationException)", "org.bson.BSONException")
            .build();
}

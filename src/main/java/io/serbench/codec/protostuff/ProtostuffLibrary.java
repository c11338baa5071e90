package io.serbench.codec.protostuff;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** protostuff's RuntimeSchema: the protobuf wire from the Java classes, no schema file. */
public final class ProtostuffLibrary {
    private ProtostuffLibrary() {
    }

    public static final Library PROTOSTUFF = Library.declare("protostuff").version("protostuff")
            .format(Format.BINARY).family(Family.SCHEMA).note("RuntimeSchema, reused LinkedBuffer; skip: @Tag'd copies of the skip classes")
            .wire(Wire.PROTOSTUFF)
            .codec(ProtostuffCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "schemas (RuntimeSchema's cache) are thread-safe and shared; a LinkedBuffer is not, and protostuff's docs keep one per thread, so each thread keeps its own"))
            .binder(() -> ProtostuffBinder.INSTANCE, "runtime schema")
            .badInput("ProtobufIOUtil/ProtostuffIOUtil.mergeFrom javadoc: IOException (ProtobufException); ProtostuffException", "java.io.IOException", "io.protostuff.ProtostuffException")
            .build();
}

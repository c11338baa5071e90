package io.serbench.codec.javaser;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** The JDK's own serialization, with an allow-list filter. */
public final class JavaBuiltinLibrary {
    private JavaBuiltinLibrary() {
    }

    public static final Library JAVA_BUILTIN = Library.declare("java-builtin").version(null)
            .format(Format.BINARY).family(Family.SCHEMALESS)
            .note("the JDK's ObjectOutputStream/ObjectInputStream on Serializable copies, allow-list ObjectInputFilter")
            .wire(Wire.JAVA_SERIALIZATION)
            .codec(JavaBuiltinCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "ObjectOutputStream and ObjectInputStream belong to one stream and are made per op anyway; the allow-list filter is shared; the reused byte sink is unsynchronized, so each thread keeps its own"))
            .binder(() -> JavaBuiltinBinder.INSTANCE, "Serializable only")
            .badInput("ObjectInputStream.readObject javadoc: ClassNotFoundException, InvalidClassException, StreamCorruptedException, OptionalDataException, IOException", "java.io.IOException", "java.lang.ClassNotFoundException")
            .build();
}

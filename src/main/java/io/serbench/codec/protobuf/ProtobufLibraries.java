package io.serbench.codec.protobuf;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.RuntimeBinder;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** protobuf-java on proto3 generated messages, in its three ways to and from bytes. */
public final class ProtobufLibraries {
    private ProtobufLibraries() {
    }

    /** Where the library documents the exceptions it reports bad input with. */
    private static final String BAD_INPUT = "generated parseFrom(byte[]) / parseFrom(ByteString): throws InvalidProtocolBufferException";

    /** protobuf and protobuf-bytestring: nothing is reused between ops. */
    private static final ThreadSafety SHARED_PARSER = ThreadSafety.shared(
            "messages are immutable and a Parser is thread-safe (protobuf-java's docs); toByteArray and toByteString allocate their own output, so one codec with its one parser serves every thread");
    private static final String NO_BINDER = RuntimeBinder.NEEDS_GENERATED_CLASSES + " (.proto)";

    public static final Library BYTES = Library.declare("protobuf").version("protobuf")
            .format(Format.BINARY).family(Family.SCHEMA).note("proto3, pre-built message, toByteArray() / parseFrom(byte[])")
            .wire(Wire.PROTOBUF)
            .codec(c -> new ProtobufCodec(c, ProtobufCodec.Mode.BYTES))
            .threadSafety(SHARED_PARSER)
            .noBinder(NO_BINDER)
            .badInput(BAD_INPUT, "com.google.protobuf.InvalidProtocolBufferException")
            .build();

    public static final Library BYTESTRING = Library.declare("protobuf-bytestring").version("protobuf")
            .format(Format.BINARY).family(Family.SCHEMA).note("as protobuf, to and from a ByteString")
            .wire(Wire.PROTOBUF)
            .codec(c -> new ProtobufCodec(c, ProtobufCodec.Mode.BYTESTRING))
            .threadSafety(SHARED_PARSER)
            .noBinder(NO_BINDER)
            .badInput(BAD_INPUT, "com.google.protobuf.InvalidProtocolBufferException")
            .build();

    public static final Library STREAM = Library.declare("protobuf-stream").version("protobuf")
            .format(Format.BINARY).family(Family.SCHEMA).note("as protobuf, writeTo(OutputStream) / parseFrom(InputStream)")
            .wire(Wire.PROTOBUF)
            .codec(c -> new ProtobufCodec(c, ProtobufCodec.Mode.STREAM))
            .threadSafety(ThreadSafety.perThread(
                    "as protobuf (immutable messages, one thread-safe parser), but writeTo goes into the codec's reused byte sink, which is unsynchronized, so each thread keeps its own codec"))
            .noBinder(NO_BINDER)
            .badInput("generated parseFrom(InputStream): throws IOException (InvalidProtocolBufferException is one)", "java.io.IOException")
            .build();
}

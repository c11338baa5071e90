package io.serbench.codec.thrift;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.RuntimeBinder;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/**
 * Apache Thrift on generated structs, compact and binary protocols. No hardening setting: in the
 * libthrift this suite runs (0.25), skipping is bounded by default (the transport's
 * {@code TConfiguration} recursion limit, 64), and the former setting,
 * {@code TProtocolUtil.setMaxSkipDepth}, is now a deprecated no-op.
 */
public final class ThriftLibraries {
    private ThriftLibraries() {
    }

    /** Where the library documents the exceptions it reports bad input with. */
    private static final String BAD_INPUT = "TDeserializer.deserialize javadoc: @throws TException";

    private static final ThreadSafety PER_THREAD = ThreadSafety.perThread(
            "TSerializer, TDeserializer and the protocols and transports under them hold one stream's state and are not thread-safe; each thread keeps its own protocol, sink and deserializer");
    private static final String NO_BINDER = RuntimeBinder.NEEDS_GENERATED_CLASSES + " (Thrift IDL)";

    public static final Library COMPACT = Library.declare("thrift").version("thrift")
            .format(Format.BINARY).family(Family.SCHEMA).note("TCompactProtocol, struct.write into the shared sink, reused TDeserializer")
            .wire(Wire.THRIFT_COMPACT)
            .codec(ThriftCodec::compact)
            .threadSafety(PER_THREAD)
            .noBinder(NO_BINDER)
            .badInput(BAD_INPUT, "org.apache.thrift.TException")
            .build();

    public static final Library BINARY = Library.declare("thrift-binary").version("thrift")
            .format(Format.BINARY).family(Family.SCHEMA).note("TBinaryProtocol, struct.write into the shared sink, reused TDeserializer")
            .wire(Wire.THRIFT_BINARY)
            .codec(ThriftCodec::binary)
            .threadSafety(PER_THREAD)
            .noBinder(NO_BINDER)
            .badInput(BAD_INPUT, "org.apache.thrift.TException")
            .build();
}

package io.serbench.codec.msgpack;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.RuntimeBinder;
import io.serbench.codec.ThreadSafety;
import io.serbench.codec.Wire;

/** MessagePack through msgpack-core, hand-written: maps keyed by field name. */
public final class MsgpackLibrary {
    private MsgpackLibrary() {
    }

    public static final Library MSGPACK = Library.declare("msgpack").version("msgpack")
            .format(Format.BINARY).family(Family.SCHEMALESS).note("msgpack-core, hand-written: maps keyed by field name")
            .wire(Wire.MSGPACK)
            .codec(MsgpackCodec::new)
            .threadSafety(ThreadSafety.perThread(
                    "MessagePacker and MessageUnpacker are stateful stream objects, not thread-safe; each thread keeps its own packer, unpacker and sink"))
            .noBinder(RuntimeBinder.HAND_WRITTEN + " (msgpack-core's packer and unpacker)")
            .badInput("msgpack-core MessageUnpacker javadoc: unpack methods throw IOException and MessagePackException subtypes (MessageInsufficientBufferException, MessageTypeException, MessageSizeException, ...)", "org.msgpack.core.MessagePackException", "java.io.IOException")
            .build();
}

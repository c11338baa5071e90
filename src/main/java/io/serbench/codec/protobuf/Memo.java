package io.serbench.codec.protobuf;

import com.google.protobuf.AbstractMessage;
import com.google.protobuf.Message;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Forgets a message's memoized serialized size, so that the next serialization computes it
 * again, as it would for a message built just now. protobuf-java keeps that memo in
 * {@code AbstractMessage.memoizedSize} (-1 = not computed), a protected field with no public
 * reset; a VarHandle to it costs one plain store per message. If a protobuf-java release renames
 * it, class initialization fails loudly instead of measuring something else. Public for
 * {@code ProtobufEncodeProbe}, which times the size computation on its own.
 */
public final class Memo {
    private static final int NOT_COMPUTED = -1;
    private static final VarHandle SIZE;

    static {
        try {
            SIZE = MethodHandles.privateLookupIn(AbstractMessage.class, MethodHandles.lookup())
                    .findVarHandle(AbstractMessage.class, "memoizedSize", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError("protobuf-java no longer has AbstractMessage.memoizedSize: " + e);
        }
    }

    private Memo() {
    }

    public static void forget(Message m) {
        SIZE.set((AbstractMessage) m, NOT_COMPUTED);
    }

    /** Tests only: stores a wrong size, as if an earlier serialization had cached another one. */
    static void poison(Message m, int wrongSize) {
        SIZE.set((AbstractMessage) m, wrongSize);
    }

    static boolean isComputed(Message m) {
        return (int) SIZE.get((AbstractMessage) m) != NOT_COMPUTED;
    }
}

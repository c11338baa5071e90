package io.serbench.codec.protobuf;

import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Message;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** No cached work (docs/METHODOLOGY.md, "Fairness") for protobuf: every message an encode serializes has no memoized size yet. */
class ProtobufCodecTest {

    @Test
    void encodeSerializesOnlyMessagesWithoutAMemoizedSize() throws Exception {
        for (int fields : Shape.FIELDS) {
            Case c = new Case(Shape.LIST_OBJECT, fields);
            ProtobufCodec codec = new ProtobufCodec(c);
            ProtobufCodec.Input in = (ProtobufCodec.Input) codec.toNative(Dataset.pool(c).get(0));
            codec.encode(in);

            // build() shares the builder's nested messages with every message it builds: exactly
            // the ones the input lists, so forgetting those leaves nothing memoized
            Message root = in.builder().build();
            assertFalse(Memo.isComputed(root), "build() must give a message never serialized");
            Set<Message> listed = Collections.newSetFromMap(new IdentityHashMap<>());
            listed.addAll(List.of(in.nested()));
            List<Message> held = new ArrayList<>();
            for (FieldDescriptor fd : root.getDescriptorForType().getFields()) {
                for (Object e : (List<?>) root.getField(fd)) {
                    held.add((Message) e);
                }
            }
            assertEquals(16 * fields, held.size());
            for (Message m : held) {
                assertTrue(listed.contains(m), "a nested message the input does not list");
                assertTrue(Memo.isComputed(m), "the earlier encode memoized it (what encode must undo)");
            }
            for (Message m : in.nested()) {
                Memo.forget(m);
                assertFalse(Memo.isComputed(m));
            }
        }
    }
}

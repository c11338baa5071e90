package io.serbench.codec.protobuf;

import com.google.protobuf.Message;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** No cached work and nothing kept that a reader skips (docs/METHODOLOGY.md, "Fairness"), for every protobuf mode. */
class ProtobufCodecTest {

    /**
     * Every message the encode input holds gets a wrong memoized size before the encode: an
     * encode that used the memo instead of computing the size again would throw (the output
     * array would be too small) or write wrong length prefixes. So this fails if the reset does
     * nothing, and passes only if every encode computes every size itself.
     */
    @Test
    void everyEncodeComputesTheSizeOfEveryMessageAgain() throws Exception {
        for (ProtobufCodec.Mode mode : ProtobufCodec.Mode.values()) {
            for (Shape shape : List.of(Shape.INT, Shape.LIST_OBJECT, Shape.SKIP, Shape.MEDIA)) {
                for (int fields : shape.fields) {
                    Case c = new Case(shape, fields);
                    ProtobufCodec codec = new ProtobufCodec(c, mode);
                    Object model = Dataset.pool(c).get(0);
                    ProtobufCodec.Input in = (ProtobufCodec.Input) codec.toNative(model);
                    byte[] expected = codec.encode(in);
                    int nested = switch (shape) {
                        case LIST_OBJECT -> c.length() * fields;
                        case SKIP -> fields;
                        case MEDIA -> 1 + ((MediaContent) model).images.size(); // the Media and its Images
                        default -> 0;
                    };
                    assertEquals(1 + nested, in.messages().length, mode + " · " + c + ": the input must list every message");
                    for (Message m : in.messages()) {
                        assertTrue(Memo.isComputed(m), "the earlier encode memoized every size (what encode must undo)");
                        Memo.poison(m, 1);
                    }
                    assertArrayEquals(expected, codec.encode(in), mode + " · " + c + ": encode used a memoized size");
                }
            }
        }
    }

    /**
     * The 2011 standard MediaContent round-trips in every mode; its absent copyright is an unset
     * proto3 {@code optional} (not an empty string), and the JAVA player, proto3's zero enum
     * value, is not on the wire at all.
     */
    @Test
    void theStandardMediaRoundTripsWithItsAbsentFieldUnset() throws Exception {
        MediaContent standard = Dataset.standardMedia();
        for (ProtobufCodec.Mode mode : ProtobufCodec.Mode.values()) {
            ProtobufCodec codec = new ProtobufCodec(new Case(Shape.MEDIA, 1), mode);
            byte[] bytes = codec.encode(codec.toNative(standard));
            io.serbench.codec.protobuf.gen.MediaContent read =
                    (io.serbench.codec.protobuf.gen.MediaContent) codec.decodeTimed(codec.prepareDecode(bytes));
            assertNull(Models.diff(standard, codec.toModel(read), 0), mode + ": the standard media did not round-trip");
            assertFalse(read.getMedia().hasCopyright(), mode + ": absent copyright must stay unset");
            assertTrue(read.getMedia().hasTitle() && read.getMedia().hasBitrate(), mode + ": present optionals are set");
            assertEquals(io.serbench.codec.protobuf.gen.Player.JAVA, read.getMedia().getPlayer());
            assertEquals(io.serbench.codec.protobuf.gen.ImageSize.LARGE, read.getImages(0).getSize());
            assertEquals(58_982_400L, read.getMedia().getSize());
        }
    }

    @Test
    void theSkipReaderKeepsNoUnknownFields() throws Exception {
        for (ProtobufCodec.Mode mode : ProtobufCodec.Mode.values()) {
            Case c = new Case(Shape.SKIP, 10);
            ProtobufCodec codec = new ProtobufCodec(c, mode);
            byte[] bytes = codec.encode(codec.toNative(Dataset.pool(c).get(0)));
            Message read = (Message) codec.decodeTimed(codec.prepareDecode(bytes));
            assertEquals(0, read.getUnknownFields().getSerializedSize(), mode + ": skipped fields were kept");
            assertTrue(read.getSerializedSize() < bytes.length / 10, "the reader holds only keep");
        }
    }
}

package io.serbench.codec.thrift;

import io.serbench.codec.Codec;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Ints1;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TList;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apache.thrift.transport.TMemoryBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** thrift and thrift-binary share one codec; each id must really use its own protocol, both with the limits. */
class ThriftProtocolsTest {

    @Test
    void eachIdWritesItsOwnProtocol() throws Exception {
        Ints1 in = new Ints1();
        in.field1 = 300;
        Case c = new Case(Shape.INT, 1);
        // binary: type I32, field id 1 as 2 bytes, 4 big-endian bytes, stop
        assertArrayEquals(new byte[]{TType.I32, 0, 1, 0, 0, 1, 44, TType.STOP}, encode("thrift-binary", c, in));
        // compact: field delta 1 + compact type i32 (5) in one byte, zigzag varint 600, stop
        assertArrayEquals(new byte[]{0x15, (byte) 0xD8, 0x04, TType.STOP}, encode("thrift", c, in));
    }

    /**
     * The 2011 standard MediaContent round-trips in both protocols; its absent copyright is an
     * unset optional field, not an empty string, and the present optionals are set.
     */
    @ParameterizedTest
    @EnumSource(ThriftCodec.Protocol.class)
    void theStandardMediaRoundTripsWithItsAbsentFieldUnset(ThriftCodec.Protocol protocol) throws Exception {
        MediaContent standard = Dataset.standardMedia();
        ThriftCodec codec = new ThriftCodec(new Case(Shape.MEDIA, 1), protocol);
        io.serbench.codec.thrift.gen.MediaContent read =
                (io.serbench.codec.thrift.gen.MediaContent) codec.decode(codec.encode(codec.toNative(standard)));
        assertNull(Models.diff(standard, codec.toModel(read), 0));
        assertFalse(read.getMedia().isSetCopyright(), "absent copyright must stay unset");
        assertTrue(read.getMedia().isSetTitle() && read.getMedia().isSetBitrate(), "present optionals are set");
        assertEquals(io.serbench.codec.thrift.gen.Player.JAVA, read.getMedia().getPlayer());
        assertEquals(io.serbench.codec.thrift.gen.ImageSize.LARGE, read.getImages().get(0).getSize());
    }

    private static byte[] encode(String id, Case c, Object model) throws Exception {
        Codec codec = SupportMatrix.library(id).codec(c);
        return codec.encode(codec.toNative(model));
    }

    /**
     * A list longer than the container limit is refused before it is read, in both protocols:
     * MAX_CONTAINER_ITEMS + 1 empty structs (each a single stop byte), which libthrift alone
     * would read, since the input really holds that many.
     */
    @ParameterizedTest
    @EnumSource(ThriftCodec.Protocol.class)
    void listLongerThanTheLimitIsRefused(ThriftCodec.Protocol protocol) throws Exception {
        int size = (int) ThriftCodec.MAX_CONTAINER_ITEMS + 1;
        TMemoryBuffer buffer = new TMemoryBuffer(size + 64);
        TProtocol out = protocol.writing().getProtocol(buffer);
        out.writeStructBegin(new TStruct("ItemLists1"));
        out.writeFieldBegin(new TField("field1", TType.LIST, (short) 1));
        out.writeListBegin(new TList(TType.STRUCT, size));
        buffer.write(new byte[size + 1]); // the empty Items, then the outer struct's stop
        byte[] bytes = Arrays.copyOf(buffer.getArray(), buffer.length());

        ThriftCodec codec = new ThriftCodec(new Case(Shape.LIST_OBJECT, 1), protocol);
        TProtocolException e = assertThrows(TProtocolException.class, () -> codec.decode(bytes));
        assertEquals(TProtocolException.SIZE_LIMIT, e.getType(), e.toString());
    }
}

package io.serbench.codec.raw;

import io.serbench.codec.SweepCases;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Ints1;
import io.serbench.model.Item;
import io.serbench.model.ItemLists1;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Nested;
import io.serbench.model.Shape;
import io.serbench.model.Skip1;
import io.serbench.model.SkipReader;
import io.serbench.model.Strings1;
import io.serbench.model.Strings5;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the raw codec's javadoc claims about its layout, its buffer and its checks. */
class RawCodecTest {

    @Test
    void writesFixedWidthLittleEndian() throws Exception {
        Ints1 one = new Ints1();
        one.field1 = 0x01020304;
        assertArrayEquals(new byte[]{4, 3, 2, 1}, codec(Shape.INT, 1).encode(one));

        assertEquals(10 * 4, encodedSize(Shape.INT, 10));
        assertEquals(10 * 8, encodedSize(Shape.DOUBLE, 10));
        assertEquals(5 * (4 + 16 * 4), encodedSize(Shape.LIST_INT, 5));
        assertEquals(5 * (4 + 16 * 8), encodedSize(Shape.LIST_DOUBLE, 5));
        assertEquals(10 * (4 + 160), encodedSize(Shape.STRING, 10));
    }

    @Test
    void roundTripsAnyUtf8() throws Exception {
        String longAscii = "x".repeat(RawWriter.COPY_LOOP_MAX + 1);
        Strings5 s = new Strings5();
        s.field1 = "";
        s.field2 = "é";
        s.field3 = "a clef \uD834\uDD1E and €";
        s.field4 = longAscii + "ü";
        s.field5 = "ab\u0000c" + longAscii;
        RawCodec codec = codec(Shape.OBJECT, 5);
        assertNull(Models.diff(s, codec.decode(codec.encode(s)), 0));

        Item item = new Item();
        item.field1 = "ñ";
        ItemLists1 items = new ItemLists1();
        items.field1 = new ArrayList<>(List.of(item, item));
        RawCodec itemCodec = codec(Shape.LIST_OBJECT, 1);
        assertNull(Models.diff(items, itemCodec.decode(itemCodec.encode(items)), 0));
    }

    @TestFactory
    Stream<DynamicTest> encodeNeverGrowsItsBufferForTheSuite() {
        return Case.all().stream()
                .map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
                    RawCodec codec = new RawCodec(c);
                    for (Object model : Dataset.pool(c)) {
                        codec.encode(model);
                        assertEquals(RawCodec.CAPACITY, codec.capacity());
                    }
                }));
    }

    /** The sweeps' long strings and lists: the array is sized from the case. */
    @TestFactory
    Stream<DynamicTest> encodeNeverGrowsItsBufferSizedFromTheCaseInTheSweeps() {
        return SweepCases.sweeps().stream()
                .map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
                    RawCodec codec = new RawCodec(c);
                    for (Object model : Dataset.pool(c)) {
                        codec.encode(model);
                        assertEquals(RawCodec.capacity(c), codec.capacity());
                    }
                }));
    }

    /** Presence byte, then only the present fields: the standard media has no copyright. */
    @Test
    void mediaWritesPresenceBitsOrdinalBytesAndLongs() throws Exception {
        RawCodec codec = codec(Shape.MEDIA, 1);
        MediaContent standard = Dataset.standardMedia();
        byte[] bytes = codec.encode(standard);
        assertEquals(0b011, bytes[0], "title and bitrate present, copyright absent");
        assertNull(Models.diff(standard, codec.decode(bytes), 0));

        standard.media.title = null;
        standard.media.bitrate = null;
        byte[] fewer = codec.encode(standard);
        assertEquals(0, fewer[0]);
        assertEquals(bytes.length - (4 + "Javaone Keynote".length()) - 4, fewer.length);
        assertNull(Models.diff(standard, codec.decode(fewer), 0));

        byte[] badPresence = fewer.clone();
        badPresence[0] = 8;
        assertThrows(IOException.class, () -> codec.decode(badPresence));
    }

    @Test
    void growsForAValueLargerThanItsBuffer() throws Exception {
        Strings1 big = new Strings1();
        big.field1 = "é".repeat(3 * RawCodec.CAPACITY);
        RawCodec codec = codec(Shape.STRING, 1);
        byte[] bytes = codec.encode(big);
        assertEquals(4 + 6 * RawCodec.CAPACITY, bytes.length);
        assertTrue(codec.capacity() > RawCodec.CAPACITY);
        assertNull(Models.diff(big, codec.decode(bytes), 0));
    }

    @Test
    void checksCountsBeforeAllocating() {
        byte[] hugeCount = {(byte) 0xff, (byte) 0xff, (byte) 0xff, 0x7f, 1, 2, 3, 4};
        assertThrows(IOException.class, () -> codec(Shape.LIST_INT, 1).decode(hugeCount));
        assertThrows(IOException.class, () -> codec(Shape.LIST_OBJECT, 1).decode(hugeCount));
        assertThrows(IOException.class, () -> codec(Shape.STRING, 1).decode(hugeCount));
        byte[] negativeLength = {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff};
        assertThrows(IOException.class, () -> codec(Shape.STRING, 1).decode(negativeLength));
    }

    @Test
    void rejectsBytesAfterTheValue() throws Exception {
        RawCodec codec = codec(Shape.INT, 1);
        byte[] longer = Arrays.copyOf(codec.encode(new Ints1()), 5);
        assertThrows(IOException.class, () -> codec.decode(longer));
    }

    /** The skip reader reads each block's length and nothing inside it. */
    @Test
    void skipReaderJumpsOverBlocksUnread() throws Exception {
        Nested n = new Nested();
        n.names = new ArrayList<>(List.of("abc"));
        n.value = 42;
        Skip1 skip = new Skip1();
        skip.field1 = n;
        skip.keep = "kept";
        RawCodec codec = codec(Shape.SKIP, 1);
        byte[] bytes = codec.encode(skip);
        // block length, then the names count: make the count absurd, the reader never sees it
        bytes[4] = (byte) 0xff;
        bytes[7] = (byte) 0x7f;
        assertEquals("kept", ((SkipReader) codec.decode(bytes)).keep);
    }

    private static RawCodec codec(Shape shape, int fields) {
        return new RawCodec(new Case(shape, fields));
    }

    private static int encodedSize(Shape shape, int fields) throws Exception {
        Case c = new Case(shape, fields);
        return new RawCodec(c).encode(Dataset.pool(c).get(0)).length;
    }
}

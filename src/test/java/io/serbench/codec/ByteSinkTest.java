package io.serbench.codec;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ByteSinkTest {

    @Test
    void keepsExactlyTheBytesWrittenSinceReset() {
        ByteSink sink = new ByteSink(4);
        sink.write(1);
        sink.write(new byte[]{2, 3, 4, 5, 6}, 1, 3);
        assertArrayEquals(new byte[]{1, 3, 4, 5}, sink.toByteArray());
        sink.reset();
        sink.write(9);
        assertArrayEquals(new byte[]{9}, sink.toByteArray());
        assertEquals(1, sink.size());
    }

    @Test
    void growsOnceAndThenReusesItsBuffer() {
        ByteSink sink = new ByteSink(2);
        sink.write(new byte[100], 0, 100);
        int grown = sink.capacity();
        assertEquals(100, sink.size());
        sink.reset();
        sink.write(new byte[100], 0, 100);
        assertEquals(grown, sink.capacity(), "a second write of the same size must not grow the buffer");
    }

    @Test
    void rejectsOutOfRangeSlices() {
        ByteSink sink = new ByteSink();
        assertThrows(IndexOutOfBoundsException.class, () -> sink.write(new byte[3], 2, 2));
        assertThrows(IndexOutOfBoundsException.class, () -> sink.write(new byte[3], -1, 1));
        assertThrows(IllegalArgumentException.class, () -> new ByteSink(0));
    }
}

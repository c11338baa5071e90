package io.serbench.codec.handwritten;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Item;
import io.serbench.model.Models;
import io.serbench.model.Nested;
import io.serbench.model.Shape;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hand-written tables in {@link Bindings} against reflection: each writer hands over exactly
 * its class's fields, in declaration order, and each reader fills exactly those fields in that
 * order. msgpack names its keys by that order, and raw has nothing else to go by.
 */
class BindingsTest {

    @TestFactory
    Stream<DynamicTest> writersVisitEveryFieldInDeclarationOrder() {
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            Object value = Dataset.pool(c).get(0);
            Recorder recorder = new Recorder();
            Bindings.writer(c.writerClass()).write(value, recorder);
            List<Object> expected = new ArrayList<>();
            for (Field f : Models.fields(c.writerClass())) {
                expected.add(f.get(value));
            }
            assertEquals(expected.size(), recorder.values.size(), "one call per field");
            for (int i = 0; i < expected.size(); i++) {
                Object e = expected.get(i);
                String where = "field " + (i + 1) + " in declaration order";
                if (e instanceof Number) {
                    assertEquals(e, recorder.values.get(i), where);
                } else {
                    assertSame(e, recorder.values.get(i), where);
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> readersFillEveryFieldInDeclarationOrder() {
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            Object expected = c.expectedDecoded(Dataset.pool(c).get(0));
            Deque<Object> values = new ArrayDeque<>();
            for (Field f : Models.fields(c.readerClass())) {
                values.add(f.get(expected));
            }
            Object read = Bindings.reader(c.readerClass()).read(new Replayer(values));
            assertTrue(values.isEmpty(), "one call per field");
            assertNull(Models.diff(expected, read, 0));
        }));
    }

    /** The cases the tables serve: every shape but media, which msgpack and raw write by hand (MsgpackMedia, RawMedia). */
    private static Stream<Case> cases() {
        return Case.all().stream().filter(c -> c.shape() != io.serbench.model.Shape.MEDIA);
    }

    /** Keeps what it is given, boxed, in call order. */
    private static final class Recorder implements FieldWriter {
        final List<Object> values = new ArrayList<>();

        @Override
        public void writeInt(int v) {
            values.add(v);
        }

        @Override
        public void writeDouble(double v) {
            values.add(v);
        }

        @Override
        public void writeString(String v) {
            values.add(v);
        }

        @Override
        public void writeInts(int[] v) {
            values.add(v);
        }

        @Override
        public void writeDoubles(double[] v) {
            values.add(v);
        }

        @Override
        public void writeItems(List<Item> v) {
            values.add(v);
        }

        @Override
        public void writeNested(Nested v) {
            values.add(v);
        }
    }

    /** Gives back the values it holds, in order; a call of the wrong type fails the cast. */
    private static final class Replayer implements FieldReader {
        private final Deque<Object> values;

        Replayer(Deque<Object> values) {
            this.values = values;
        }

        @Override
        public int readInt() {
            return (Integer) values.pop();
        }

        @Override
        public double readDouble() {
            return (Double) values.pop();
        }

        @Override
        public String readString() {
            return (String) values.pop();
        }

        @Override
        public int[] readInts() {
            return (int[]) values.pop();
        }

        @Override
        public double[] readDoubles() {
            return (double[]) values.pop();
        }

        @Override
        @SuppressWarnings("unchecked")
        public List<Item> readItems() {
            return (List<Item>) values.pop();
        }
    }
}

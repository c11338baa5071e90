package io.serbench.hostile;

import io.serbench.codec.Codec;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.model.Ints1;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CountDownLatch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * How the probe classifies what a decoder did, on a fake decoder in this JVM (the real
 * decoders run in {@link HostileInputTest}, where not every kind occurs).
 */
class HostileProbeTest {

    /** What the fake decoder does with the hostile bytes (valid input decodes normally). */
    @FunctionalInterface
    interface Behaviour {
        Object decode() throws Exception;
    }

    private static final byte HOSTILE = 1;

    private static HostileResult probe(Behaviour behaviour, long limitMillis) throws Exception {
        WireFormat wire = new WireFormat() {
            @Override
            public String name() {
                return "fake";
            }

            @Override
            public Craft craft(HostileInput input, Library library, Payloads dose) {
                return new Craft.Input(Shape.INT, new byte[]{HOSTILE}, "one byte", Judge.accepted(), null);
            }
        };
        Codec codec = new Codec() {
            @Override
            public Object toNative(Object model) {
                return model;
            }

            @Override
            public byte[] encode(Object input) {
                return new byte[]{0};
            }

            @Override
            public Object decode(byte[] bytes) throws Exception {
                return bytes[0] == HOSTILE ? behaviour.decode() : new Ints1();
            }

            @Override
            public Object toModel(Object decoded) {
                return decoded;
            }
        };
        Library lib = Library.of("fake", null, Format.BINARY, "fake", c -> codec);
        HostileRows.Row row = new HostileRows.Row("fake", lib, wire, HostileRows.Kind.AS_CONFIGURED, null, lib.factory());
        return HostileProbe.probe(row, HostileInput.NUMBER, limitMillis);
    }

    private static HostileResult probe(Behaviour behaviour) throws Exception {
        return probe(behaviour, 10_000);
    }

    @Test
    void anExceptionIsARejectionWithTheFirstLineOfItsMessage() throws Exception {
        HostileResult c = probe(() -> {
            throw new IllegalArgumentException("bad input\nat line 2");
        });
        assertEquals(Outcome.REJECTED, c.outcome());
        assertEquals(IllegalArgumentException.class.getName(), c.type());
        assertEquals("bad input", c.detail());
    }

    @Test
    void anIdentityHashInTheMessageIsMasked() throws Exception {
        HostileResult c = probe(() -> {
            throw new IndexOutOfBoundsException("index 0 exceeds size 0: com.example.Buffer$Checker@39501679, Foo@a");
        });
        assertEquals("index 0 exceeds size 0: com.example.Buffer$Checker@(hash), Foo@(hash)", c.detail());
    }

    @Test
    void aWrappedStackOverflowOrOutOfMemoryCountsAsSuch() throws Exception {
        HostileResult soe = probe(() -> {
            throw new IllegalStateException("serialization failed", new StackOverflowError());
        });
        assertEquals(Outcome.STACK_OVERFLOW, soe.outcome());
        assertTrue(soe.detail().endsWith("(wrapped in java.lang.IllegalStateException)"), soe.detail());
        HostileResult oom = probe(() -> {
            throw new RuntimeException(new OutOfMemoryError("Java heap space"));
        });
        assertEquals(Outcome.OUT_OF_MEMORY, oom.outcome());
        assertTrue(oom.detail().startsWith("Java heap space"), oom.detail());
    }

    @Test
    void anotherErrorIsAnError() throws Exception {
        HostileResult c = probe(() -> {
            throw new AssertionError("invariant broken");
        });
        assertEquals(Outcome.ERROR, c.outcome());
        assertEquals("invariant broken", c.detail());
    }

    @Test
    void aDecodeStillRunningAtTheLimitIsATimeout() throws Exception {
        CountDownLatch release = new CountDownLatch(1);
        try {
            HostileResult c = probe(() -> {
                release.await();
                return null;
            }, 200);
            assertEquals(Outcome.TIMEOUT, c.outcome());
            assertEquals("still decoding after 200 ms", c.detail());
        } finally {
            release.countDown();
        }
    }

    @Test
    void anAcceptedValueIsRenderedAndJudged() throws Exception {
        HostileResult c = probe(() -> {
            Ints1 v = new Ints1();
            v.field1 = 7;
            return v;
        });
        assertEquals(Outcome.ACCEPTED, c.outcome());
        assertEquals("accepted", c.word());
        assertEquals("returned Ints1{field1=7}", c.detail());
        assertEquals("null", probe(() -> null).word());
    }

    @Test
    void aCellSurvivesItsLineAndTheLineIsPrintableAscii() {
        HostileResult c = new HostileResult(Outcome.ACCEPTED, "garbled", null, "returned \"a\u00E8\uD800\"\nsecond line", 3);
        String line = c.toLine();
        assertTrue(line.chars().allMatch(ch -> ch >= 0x20 && ch < 0x7F || ch == '\t'), line);
        HostileResult back = HostileResult.parse(line);
        assertEquals(new HostileResult(Outcome.ACCEPTED, "garbled", null, "returned \"a\\u00E8\\uD800\"", 3), back);
        assertEquals(null, HostileResult.parse("some library's own output"));
    }

    @Test
    void aProbeThatDiesWithoutAResultIsACrash() {
        HostileResult c = HostileRunner.fromOutput("x", List.of("#", "# A fatal error has been detected by the Java Runtime Environment:",
                "#  SIGSEGV (0xb)"), 134);
        assertEquals(Outcome.CRASH, c.outcome());
        assertTrue(c.detail().contains("exited with 134") && c.detail().contains("fatal error"), c.detail());
        assertEquals(Outcome.ERROR, HostileRunner.fromOutput("x", List.of(), 0).outcome());
        assertThrows(IllegalStateException.class, () -> HostileRunner.fromOutput("x",
                List.of(HostileProbe.SETUP_FAILED + "\tjava.lang.IllegalStateException: no codec"), 0));
    }
}

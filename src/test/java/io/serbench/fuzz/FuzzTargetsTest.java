package io.serbench.fuzz;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Every decoding id is a fuzz target with documented exceptions and a seed corpus its decoder reads. */
class FuzzTargetsTest {

    @Test
    void everyMatrixLibraryIsATargetWithItsDocumentedExceptions() {
        List<String> ids = FuzzTargets.ids();
        for (Library l : SupportMatrix.LIBRARIES) {
            assertTrue(ids.contains(l.id()), l.id() + " has no fuzz target (does its matrix line name a wire format?)");
            assertNotNull(DocumentedExceptions.of(l.id()), l.id() + ": declare its documented exceptions (.badInput) in its declaration");
            assertEquals(List.of(), DocumentedExceptions.unloadable(l.id()), l.id() + ": documented exception types that do not load");
        }
    }

    @Test
    void theReaderByteWrapsAroundTheCases() {
        assertEquals(0, FuzzTargets.caseIndex((byte) 9, 9));
        assertEquals(255 % 7, FuzzTargets.caseIndex((byte) 0xFF, 7));
        assertEquals(0, FuzzTargets.payload(new byte[0]).length);
        assertEquals(2, FuzzTargets.payload(new byte[]{1, 2, 3}).length);
    }

    /**
     * Each target's seeds are valid encodings: decoded by the target's own decoders, every seed
     * is accepted and reads back (so the fuzzer starts from the decoder's real paths).
     */
    @TestFactory
    Stream<DynamicTest> everySeedOfEveryTargetIsAcceptedByItsDecoder() {
        return FuzzTargets.ids().stream().map(id -> DynamicTest.dynamicTest(id, () -> {
            Map<String, byte[]> seeds = FuzzTargets.seeds(id);
            assertFalse(seeds.isEmpty(), id + ": no seeds");
            FuzzTargets.Decoders d = FuzzTargets.Decoders.of(id);
            for (Map.Entry<String, byte[]> s : seeds.entrySet()) {
                FuzzResult r = d.check(s.getValue()).result();
                if (r.kind() != FuzzKind.ACCEPTED) {
                    fail(id + " · " + s.getKey() + ": its own encoding was " + r.kind().word + ": " + r.type() + " " + r.detail());
                }
            }
        }));
    }

    @Test
    void aHardenedReaderThatCannotReadItsOwnLibrarysCaseDoesNotFuzzIt() {
        // duplicate detection counts XML's repeated list elements as duplicates when skipping
        assertTrue(FuzzTargets.cases("jackson-xml").stream().anyMatch(c -> c.shape() == io.serbench.model.Shape.SKIP));
        assertFalse(FuzzTargets.cases("jackson-xml+strict").stream().anyMatch(c -> c.shape() == io.serbench.model.Shape.SKIP));
    }

    @Test
    void anUndocumentedExceptionIsAFindingAndADocumentedOneIsNot() {
        assertEquals(FuzzKind.REJECTED, FuzzCheck.thrown("kryo", new com.esotericsoftware.kryo.KryoException("bad"), 1, 10).result().kind());
        FuzzCheck.Checked npe = FuzzCheck.thrown("kryo", new NullPointerException("x"), 1, 10);
        assertEquals(FuzzKind.UNDECLARED, npe.result().kind());
        assertEquals("java.lang.NullPointerException", npe.result().type());
        assertEquals(FuzzKind.ERROR, FuzzCheck.thrown("kryo", new AssertionError("x"), 1, 10).result().kind());
        assertEquals(FuzzKind.STACK_OVERFLOW, FuzzCheck.thrown("kryo",
                new com.esotericsoftware.kryo.KryoException(new StackOverflowError()), 1, 10).result().kind());
        assertEquals(FuzzKind.HANG, FuzzCheck.thrown("kryo", new com.esotericsoftware.kryo.KryoException("slow"), 1500, 4096).result().kind());
        assertEquals(FuzzKind.REJECTED, FuzzCheck.thrown("kryo", new com.esotericsoftware.kryo.KryoException("slow"), 1500, 4097).result().kind());
    }

    @Test
    void aFailureInsideTheSuitesConversionIsNotTheLibrarys() {
        // protobuf keeps an unknown enum number; the suite's lookup of the canonical constant fails
        assertTrue(FuzzCheck.isSuiteConversion(thrownAt(
                frame("java.lang.Enum", "valueOf"),
                frame("io.serbench.codec.protobuf.ProtobufCodec", "enumConstant"),
                frame("io.serbench.codec.protobuf.ProtobufCodec", "fromMessage"),
                frame("io.serbench.codec.protobuf.ProtobufCodec", "toModel"),
                frame("io.serbench.fuzz.FuzzCheck", "check"))));
        assertTrue(FuzzCheck.isSuiteConversion(thrownAt(frame("io.serbench.model.Media", "<init>"))));
        // the library's code ran inside the conversion: the library threw
        assertFalse(FuzzCheck.isSuiteConversion(thrownAt(
                frame("com.google.protobuf.GeneratedMessage", "getField"),
                frame("io.serbench.codec.protobuf.ProtobufCodec", "toModel"))));
        // the suite's codec, but not a conversion: the library's encoder is asked
        assertFalse(FuzzCheck.isSuiteConversion(thrownAt(
                frame("io.serbench.codec.protobuf.ProtobufCodec", "encode"),
                frame("io.serbench.fuzz.FuzzCheck", "check"))));
    }

    private static StackTraceElement frame(String className, String method) {
        return new StackTraceElement(className, method, null, -1);
    }

    private static Throwable thrownAt(StackTraceElement... frames) {
        Throwable t = new IllegalArgumentException("x");
        t.setStackTrace(frames);
        return t;
    }

    @Test
    void aResultLineRoundTrips() {
        FuzzResult r = new FuzzResult(FuzzKind.UNDECLARED, "java.lang.IllegalArgumentException", "org.x.Y.read", 3, "bad\tthing\n2");
        FuzzResult back = FuzzResult.parse(r.toLine());
        assertEquals(r.key(), back.key());
        assertEquals("bad thing 2", back.detail());
    }
}

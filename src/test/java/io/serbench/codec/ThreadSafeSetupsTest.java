package io.serbench.codec;

import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;
import io.serbench.model.ServiceCases;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every library id has a thread-safe setup, and that setup holds up when several threads use one
 * codec at once: each thread converts the 64 pool inputs itself (a service's requests carry their
 * own objects), then all start together and round-trip every input several times, in an order
 * offset per thread, both its own encode output and the benchmark's decode input (Jackson's bytes
 * for standard-JSON readers). Every result is compared with the canonical value, as the
 * conformance tests do.
 */
class ThreadSafeSetupsTest {
    private static final int THREADS = 4;
    private static final int PASSES = 3;

    /** Every id, the harness included, declares its setup; one that does not fails with its id when asked for a codec. */
    @Test
    void everyLibraryIdDeclaresAThreadSafeSetup() {
        Set<String> missing = new TreeSet<>();
        for (Library l : everyId()) {
            if (l.threadSafety() == null) {
                missing.add(l.id());
            }
        }
        assertTrue(missing.isEmpty(), "no thread-safe setup declared for " + missing);
        Library undeclared = Library.of("undeclared", null, Format.JSON, Family.TEXT, "a stand-in", c -> null);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> undeclared.threadSafeCodec(ServiceCases.MEDIA));
        assertTrue(e.getMessage().contains("undeclared"), e.getMessage());
    }

    private static List<Library> everyId() {
        List<Library> all = new ArrayList<>(SupportMatrix.LIBRARIES);
        all.add(SupportMatrix.NOOP);
        return all;
    }

    /** The docs' table is the code's: one row per id, its setup and its reason as its package states them. */
    @Test
    void theServiceConditionsDocListsEverySetupAsTheCodeStatesIt() throws Exception {
        String doc = java.nio.file.Files.readString(java.nio.file.Path.of("docs", "SERVICE-CONDITIONS.md"));
        for (Library l : SupportMatrix.LIBRARIES) {
            ThreadSafety t = l.threadSafety();
            String row = "| `" + l.id() + "` | " + t.sharing().label + " | " + t.reason() + " |";
            assertTrue(doc.contains(row), "docs/SERVICE-CONDITIONS.md lacks, or differs from, the row " + row);
        }
    }

    @Test
    void aPoolSetupNeedsItsFactoryAndNoOtherDoes() {
        assertThrows(IllegalArgumentException.class, () -> ThreadSafety.pool("why", null));
        assertThrows(IllegalArgumentException.class, () -> new ThreadSafety(ThreadSafety.Sharing.SHARED, "why", c -> null));
        assertThrows(IllegalArgumentException.class, () -> ThreadSafety.shared(" "));
    }

    @TestFactory
    Stream<DynamicTest> severalThreadsShareOneCodecAndGetEveryResultRight() {
        List<SupportMatrix.LibraryCase> cases = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            for (Case c : ServiceCases.ALL) {
                if (l.supports(c.shape())) {
                    cases.add(new SupportMatrix.LibraryCase(l, c));
                }
            }
        }
        return cases.stream().map(lc -> DynamicTest.dynamicTest(lc + " · " + lc.library().threadSafety().sharing(),
                () -> runShared(lc.library(), lc.c())));
    }

    private static void runShared(Library lib, Case c) throws Exception {
        Codec codec = lib.threadSafeCodec(c);
        List<Object> pool = Dataset.pool(c);
        CyclicBarrier start = new CyclicBarrier(THREADS);
        ExecutorService threads = Executors.newFixedThreadPool(THREADS);
        try {
            List<Future<Integer>> done = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int offset = t * pool.size() / THREADS;
                done.add(threads.submit(() -> roundTrips(lib, c, codec, pool, offset, start)));
            }
            int checked = 0;
            for (Future<Integer> f : done) {
                checked += f.get(2, TimeUnit.MINUTES);
            }
            assertEquals(THREADS * PASSES * pool.size() * 2, checked, "results checked");
        } finally {
            threads.shutdownNow();
        }
    }

    /** One thread's work: returns how many results it checked; throws on the first wrong one. */
    private static int roundTrips(Library lib, Case c, Codec codec, List<Object> pool, int offset, CyclicBarrier start)
            throws Exception {
        int n = pool.size();
        Object[] inputs = new Object[n];
        Object[] payloads = new Object[n];
        for (int i = 0; i < n; i++) {
            Object model = pool.get(i);
            inputs[i] = codec.toNative(model);
            byte[] payload = lib.decodesJacksonOutput() ? JacksonCodec.MAPPER.writeValueAsBytes(model) : codec.encode(inputs[i]);
            payloads[i] = codec.prepareDecode(payload);
        }
        start.await(1, TimeUnit.MINUTES);
        int checked = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            for (int k = 0; k < n; k++) {
                int i = (k + offset) % n;
                Object expected = c.expectedDecoded(pool.get(i));
                byte[] own = codec.encode(inputs[i]);
                check(lib, c, i, "its own output", expected, codec.toModel(codec.decode(own)));
                check(lib, c, i, "the benchmark's decode input", expected, codec.toModel(codec.decodeTimed(payloads[i])));
                checked += 2;
            }
        }
        return checked;
    }

    private static void check(Library lib, Case c, int i, String what, Object expected, Object back) {
        String diff = Models.diff(expected, back, lib.tolerance());
        if (diff != null) {
            throw new AssertionError(lib + " · " + c + " on " + Thread.currentThread().getName()
                    + ": round trip of input " + i + " (decoding " + what + ") differs: " + diff);
        }
    }

    @Test
    void perThreadSetupsGiveEachThreadItsOwnCodecAndSharedOnesDoNot() throws Exception {
        for (Library l : everyId()) {
            if (l.threadSafety().sharing() == ThreadSafety.Sharing.POOL || !l.supports(ServiceCases.MEDIA.shape())) {
                continue;
            }
            Codec codec = l.threadSafeCodec(ServiceCases.MEDIA);
            boolean perThread = l.threadSafety().sharing() == ThreadSafety.Sharing.PER_THREAD;
            assertEquals(perThread, codec instanceof PerThreadCodec, l.id());
        }
        assertEquals(Set.of(ThreadSafety.Sharing.values()), everyId().stream()
                .map(l -> l.threadSafety().sharing()).collect(Collectors.toSet()), "all three ways are in use");
    }
}

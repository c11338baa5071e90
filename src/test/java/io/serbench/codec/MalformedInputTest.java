package io.serbench.codec;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every decoder, given a truncated and a corrupted input, must end quickly and
 * without an Error (no hang, no out-of-memory, no stack overflow). Standard JSON cut in half
 * is never valid, so JSON decoders must reject it. Where a binary format truly cannot tell
 * (a cut at a field boundary is a valid shorter message), the outcome is recorded in
 * target/conformance/malformed-input.md, which the README's table is taken from.
 */
class MalformedInputTest {
    /**
     * A hang is 10 s of the decoding thread's CPU time, not of the wall clock: on a shared
     * machine a starved thread can sit for 10 s without being stuck. The wall-clock ceiling
     * only keeps a thread that blocks without spinning from stalling the build.
     */
    private static final Duration CPU_LIMIT = Duration.ofSeconds(10);
    private static final Duration WALL_CEILING = Duration.ofMinutes(5);
    private static final Map<String, String> OUTCOMES = new ConcurrentHashMap<>();

    enum Damage {
        TRUNCATED {
            byte[] apply(byte[] b) {
                return Arrays.copyOf(b, b.length / 2);
            }
        },
        CORRUPTED {
            /** Three bytes flipped at fixed points: deterministic, and hits headers, lengths and values. */
            byte[] apply(byte[] b) {
                byte[] c = b.clone();
                for (int at : new int[]{b.length / 4, b.length / 2, (3 * b.length) / 4}) {
                    c[at] = (byte) (c[at] ^ 0xA5);
                }
                return c;
            }
        };

        abstract byte[] apply(byte[] bytes);
    }

    @TestFactory
    Stream<DynamicTest> decodersRejectOrSurviveDamagedInput() {
        return SupportMatrix.supportedCases().stream().flatMap(lc -> Arrays.stream(Damage.values()).map(d ->
                DynamicTest.dynamicTest(lc + " · " + d.name().toLowerCase(), () -> {
                    Library lib = lc.library();
                    Case c = lc.c();
                    Codec codec = lib.codec(c);
                    Object model = Dataset.pool(c).get(0);
                    byte[] damaged = d.apply(codec.encode(codec.toNative(model)));
                    String outcome = withinCpuTime(() -> {
                        try {
                            Object back = codec.toModel(codec.decode(damaged));
                            return Models.diff(c.expectedDecoded(model), back, lib.tolerance()) == null
                                    ? "returns the original value" : "returns a different value";
                        } catch (Exception e) {
                            return "throws " + e.getClass().getSimpleName();
                        } catch (StackOverflowError | OutOfMemoryError e) {
                            return "ERROR " + e;
                        }
                    }, () -> lib + " · " + c + ": decoding " + d + " input hung");
                    record(lib, c, d, outcome);
                    if (outcome.startsWith("ERROR")) {
                        fail(lib + " · " + c + ": " + d + " input gave " + outcome);
                    }
                    if (d == Damage.TRUNCATED && lib.format() != Format.BINARY && !outcome.startsWith("throws")) {
                        fail(lib + " · " + c + ": accepted truncated JSON and " + outcome);
                    }
                })));
    }

    /** {@code task}'s result, computed on its own thread; fails with {@code hung} past the CPU limit or the wall ceiling. */
    static <T> T withinCpuTime(Callable<T> task, Supplier<String> hung) throws Throwable {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        FutureTask<T> future = new FutureTask<>(task);
        Thread worker = new Thread(future, "decode-under-cpu-limit");
        worker.setDaemon(true);
        worker.start();
        long wallEnd = System.nanoTime() + WALL_CEILING.toNanos();
        while (true) {
            try {
                return future.get(100, TimeUnit.MILLISECONDS);
            } catch (ExecutionException e) {
                throw e.getCause();
            } catch (TimeoutException e) {
                long cpu = threads.isThreadCpuTimeSupported() ? threads.getThreadCpuTime(worker.getId()) : -1;
                boolean overCpu = cpu > CPU_LIMIT.toNanos();
                if (overCpu || System.nanoTime() > wallEnd) {
                    worker.interrupt();
                    fail(hung.get() + (overCpu ? " (" + cpu / 1_000_000 + " ms of CPU)" : " (blocked past " + WALL_CEILING + ")"));
                }
            }
        }
    }

    private static void record(Library lib, Case c, Damage d, String outcome) {
        OUTCOMES.merge(lib.id() + " | " + d.name().toLowerCase(), c + ": " + outcome,
                (a, b) -> a + "; " + b);
    }

    @AfterAll
    static void writeReport() throws IOException {
        StringBuilder md = new StringBuilder("| library | damage | outcome per case |\n|---|---|---|\n");
        for (Map.Entry<String, String> e : new TreeMap<>(OUTCOMES).entrySet()) {
            md.append("| ").append(e.getKey()).append(" | ").append(e.getValue()).append(" |\n");
        }
        Path out = Path.of("target", "conformance", "malformed-input.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, md);
    }
}

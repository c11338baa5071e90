package io.serbench.fuzz;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The child-JVM side of a replay: decodes one stored input with one target's decoders and
 * prints one {@link FuzzResult} line. {@link FuzzJvm} starts it with the hostile probe's caps,
 * so an out-of-memory, a stack overflow, a hang or a crash stays in this JVM.
 *
 * <p>Usage: {@code FuzzReplay TARGET_ID FILE...}. As in the hostile probe, the decoders are built
 * and warmed first; each input is then decoded on a thread of its own (1 MiB stack, the JVM's
 * default on Linux x64, set explicitly) for at most {@link #DECODE_LIMIT_MILLIS}, and gets one
 * result line, in the order given. After an input that took the JVM down (an out-of-memory, a
 * stack overflow, an Error, a hang) the JVM stops, since what it decodes next could be judged by
 * a damaged heap or a still-running thread: {@link FuzzJvm#replay(String, List, Path)} starts the
 * rest in a new one.
 */
public final class FuzzReplay {
    private FuzzReplay() {
    }

    public static final long DECODE_LIMIT_MILLIS = 10_000;
    /** The decode thread's stack, the same as the fuzzer's {@code -Xss} (see {@link FuzzJvm#CAPS}). */
    static final long STACK_BYTES = 1L << 20;
    /** Printed instead of a result when the decoders could not be set up: the suite's failure. */
    public static final String SETUP_FAILED = "serbench-fuzz-setup-failed";

    public static void main(String[] args) throws Exception {
        if (args.length < 2) {
            System.err.println("usage: FuzzReplay TARGET_ID FILE...");
            System.exit(2);
        }
        FuzzTargets.Decoders decoders;
        try {
            decoders = FuzzTargets.Decoders.of(args[0]);
        } catch (Exception | Error e) {
            System.out.println(SETUP_FAILED + "\t" + FuzzResult.oneLine(String.valueOf(e)));
            System.out.flush();
            Runtime.getRuntime().halt(0);
            return;
        }
        for (int i = 1; i < args.length; i++) {
            FuzzResult r = replay(decoders, Files.readAllBytes(Path.of(args[i])));
            System.out.println(r.toLine());
            System.out.flush();
            if (r.kind().isFailure()) {
                break;
            }
        }
        // halt: a decoder still running or a library's non-daemon thread must not keep the JVM up
        Runtime.getRuntime().halt(0);
    }

    static FuzzResult replay(FuzzTargets.Decoders decoders, byte[] input) throws InterruptedException {
        AtomicReference<FuzzResult> result = new AtomicReference<>();
        Thread t = new Thread(null, () -> result.set(decoders.check(input).result()), "fuzz-replay", STACK_BYTES);
        t.setDaemon(true);
        t.start();
        t.join(DECODE_LIMIT_MILLIS);
        if (t.isAlive()) {
            return new FuzzResult(FuzzKind.HANG, "-", "-", DECODE_LIMIT_MILLIS, "still decoding after " + DECODE_LIMIT_MILLIS + " ms");
        }
        FuzzResult r = result.get();
        return r != null ? r : new FuzzResult(FuzzKind.ERROR, "-", "-", -1, "the decode thread died before it could report");
    }
}

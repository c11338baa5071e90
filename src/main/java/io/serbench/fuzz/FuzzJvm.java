package io.serbench.fuzz;

import io.serbench.hostile.HostileRunner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The capped child JVMs of the fuzz campaign: Jazzer fuzzing one target, Jazzer minimizing one
 * finding, and a replay of one stored input. All get the hostile probe's flags
 * ({@link HostileRunner#JVM_FLAGS}: a 64 MiB heap, serial GC, no core dump) and a 1 MiB stack,
 * so an out-of-memory or a stack overflow is the library's under the same caps as in the
 * hand-crafted table; each is killed when it outlives its time.
 */
public final class FuzzJvm {
    private FuzzJvm() {
    }

    /** The caps of every child: the hostile probe's flags and an explicit 1 MiB stack for the main thread. */
    public static final List<String> CAPS = caps();
    static final String FUZZER_HEAP = "-Xmx256m";
    /** libFuzzer's own hang limit per input, seconds: an input still running then ends the fuzzer run (a timeout artifact). */
    static final int LIBFUZZER_TIMEOUT_SECONDS = 10;
    /** Longest fuzzed input, bytes: the hang rule's size ({@link FuzzCheck#HANG_MAX_BYTES}). */
    static final int MAX_LEN = FuzzCheck.HANG_MAX_BYTES;
    /** Findings one fuzzer run keeps going past before it stops (it de-duplicates them by stack). */
    static final int KEEP_GOING = 1000;
    /** The Jazzer driver's main class. */
    static final String JAZZER = "com.code_intelligence.jazzer.Jazzer";

    /**
     * The fuzzer's own JVM (Jazzer fuzzing or minimizing): the same flags with a 256 MiB heap,
     * since Jazzer's start (its scan of the classpath for hooks) alone needs more than 64 MiB. A
     * decoder that allocates between the two caps is not stopped by the fuzzer; every finding is
     * judged by its replay under {@link #CAPS}.
     */
    public static final List<String> FUZZER_CAPS = CAPS.stream().map(f -> f.equals(HostileRunner.HEAP) ? FUZZER_HEAP : f).toList();

    private static List<String> caps() {
        List<String> c = new ArrayList<>(HostileRunner.JVM_FLAGS);
        c.add("-Xss1m");
        return List.copyOf(c);
    }

    private static List<String> java(String targetId, Path errorDir, List<String> caps) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(caps);
        cmd.add("-XX:ErrorFile=" + errorDir.toAbsolutePath().resolve("hs_err_%p.log"));
        cmd.add("-D" + FuzzTarget.TARGET_PROPERTY + "=" + targetId);
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        return cmd;
    }

    /** The options every Jazzer run of a target shares. */
    private static List<String> jazzer(String targetId, Path dir) {
        List<String> cmd = java(targetId, dir, FUZZER_CAPS);
        cmd.add(JAZZER);
        cmd.add("--target_class=" + FuzzTarget.class.getName());
        // the suite's harness (fuzz target, hostile rows, canonical model) is not what is explored:
        // instrumenting it would only slow the start; the codecs and the libraries are instrumented
        cmd.add("--instrumentation_excludes=io.serbench.fuzz.**:io.serbench.hostile.**:io.serbench.model.**");
        // Jazzer's Java reproducers (Crash_*.java) go here, not to the working directory
        cmd.add("--reproducer_path=" + dir.resolve("jazzer").toAbsolutePath());
        cmd.add("-max_len=" + MAX_LEN);
        cmd.add("-timeout=" + LIBFUZZER_TIMEOUT_SECONDS);
        // an input slower than 1 s is kept (slow-unit-*) and fuzzing goes on; the replay judges it
        cmd.add("-report_slow_units=1");
        return cmd;
    }

    /**
     * Fuzzing: for {@code seconds} (or exactly {@code runs} executions when {@code runs} > 0),
     * new inputs into {@code corpus}, the seeds read from {@code seeds}, findings into {@code artifacts}.
     */
    static List<String> fuzz(String targetId, Path dir, Path corpus, Path seeds, Path artifacts, long seconds, long runs) {
        List<String> cmd = jazzer(targetId, dir);
        cmd.add("--keep_going=" + KEEP_GOING);
        cmd.add("-artifact_prefix=" + artifacts.toAbsolutePath() + "/");
        cmd.add("-print_final_stats=1");
        cmd.add(runs > 0 ? "-runs=" + runs : "-max_total_time=" + seconds);
        cmd.add(corpus.toAbsolutePath().toString());
        cmd.add(seeds.toAbsolutePath().toString());
        return cmd;
    }

    /** libFuzzer's crash minimization of one input, at most {@code runs} executions, into {@code out}. */
    static List<String> minimize(String targetId, Path dir, Path input, Path out, long runs) {
        List<String> cmd = jazzer(targetId, dir);
        cmd.add("-minimize_crash=1");
        cmd.add("-runs=" + runs);
        cmd.add("-exact_artifact_path=" + out.toAbsolutePath());
        cmd.add(input.toAbsolutePath().toString());
        return cmd;
    }

    /** A replay of stored inputs ({@link FuzzReplay}). */
    static List<String> replayCommand(String targetId, Path dir, List<Path> inputs) {
        List<String> cmd = java(targetId, dir, CAPS);
        cmd.add(FuzzReplay.class.getName());
        cmd.add(targetId);
        inputs.forEach(i -> cmd.add(i.toAbsolutePath().toString()));
        return cmd;
    }

    /** Runs a child with its output in {@code log}; returns its exit code, or -1 when it was killed after {@code killAfterSeconds}. */
    static int run(List<String> cmd, Path log, long killAfterSeconds) throws IOException, InterruptedException {
        Files.createDirectories(log.toAbsolutePath().getParent());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!p.waitFor(killAfterSeconds, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly().waitFor();
            return -1;
        }
        return p.exitValue();
    }

    /** Replays one input in a capped JVM; a JVM that dies without a result line is a crash. */
    public static FuzzResult replay(String targetId, Path input, Path workDir) throws IOException, InterruptedException {
        return replay(targetId, List.of(input), workDir).get(0);
    }

    /**
     * Replays inputs in capped JVMs, as few as it can: one runs the inputs in order until one
     * takes it down, the next JVM goes on after that input. An input whose JVM dies without
     * reporting it is a crash. The results are in the order of {@code inputs}.
     */
    public static List<FuzzResult> replay(String targetId, List<Path> inputs, Path workDir) throws IOException, InterruptedException {
        List<FuzzResult> out = new ArrayList<>();
        Files.createDirectories(workDir);
        while (out.size() < inputs.size()) {
            List<Path> rest = inputs.subList(out.size(), inputs.size());
            Path log = Files.createTempFile(workDir, "replay-", ".log");
            try {
                int exit = run(replayCommand(targetId, workDir, rest), log, REPLAY_KILL_SECONDS + 15L * rest.size());
                List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
                int before = out.size();
                for (String line : lines) {
                    if (line.startsWith(FuzzReplay.SETUP_FAILED)) {
                        throw new IllegalStateException(targetId + ": the replay could not set up: "
                                + line.substring(FuzzReplay.SETUP_FAILED.length()).trim());
                    }
                    FuzzResult r = FuzzResult.parse(line);
                    if (r != null) {
                        out.add(r);
                    }
                }
                boolean stoppedAfterFailure = out.size() > before && out.get(out.size() - 1).kind().isFailure();
                if (out.size() < inputs.size() && !stoppedAfterFailure) {
                    String why = lines.stream().filter(l -> l.contains("fatal error") || l.contains("Error")).findFirst()
                            .orElse(lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1));
                    out.add(new FuzzResult(FuzzKind.CRASH, "-", "-", -1,
                            (exit == -1 ? "killed" : "the JVM exited with " + exit) + " without a result: " + why.trim()));
                }
            } finally {
                Files.deleteIfExists(log);
            }
        }
        return out;
    }

    /** Backstop of a replay JVM (start and warm-up), plus 15 s per input (a replay gives up on one after 10 s). */
    static final long REPLAY_KILL_SECONDS = 120;
}

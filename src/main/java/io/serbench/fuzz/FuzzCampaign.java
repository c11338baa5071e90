package io.serbench.fuzz;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/**
 * The fuzz campaign (docs/RUNNING.md, "Fuzzing every decoder"): every target, or the given ones,
 * fuzzed by Jazzer for a fixed budget each in a capped JVM, then every finding replayed,
 * de-duplicated (kind, exception type, top frame), minimized and stored as a reproducer.
 *
 * <pre>java -cp target/benchmarks.jar io.serbench.fuzz.FuzzCampaign --out results/DATE-fuzz [--budget 60] [--targets a,b]</pre>
 *
 * A folder is resumed, never overwritten: a target with its {@value #RESULT} is done and skipped;
 * one without it is fuzzed again from its corpus. The summary ({@value #SUMMARY_CSV},
 * {@value #FINDINGS_CSV}, {@value #SUMMARY_MD}) is written once, when every target is done.
 * Bad input: one line on stderr, exit 2, nothing written.
 */
@Command(name = "FuzzCampaign", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Fuzz every decoder for a fixed budget each; store minimized reproducers.")
public final class FuzzCampaign implements Callable<Integer> {
    /** Written once per folder: the settings it was started with. */
    static final String SETTINGS = "campaign.properties";
    /** Written last in a target's folder: the target is done. */
    static final String RESULT = "result.properties";
    static final String SUMMARY_CSV = "FUZZ.csv";
    static final String FINDINGS_CSV = "findings.csv";
    static final String SUMMARY_MD = "FUZZ.md";
    static final String REPRODUCERS = "reproducers";
    /**
     * Fuzzer runs per target when a run ends early (a timeout or a crash ends libFuzzer): the rest
     * of the budget, or of a fixed count of executions, is fuzzed again.
     */
    static final int MAX_RUNS_PER_TARGET = 5;
    /**
     * Wall time for minimizing one finding. Each libFuzzer step is a fresh JVM with Jazzer's
     * classpath scan, so a full minimization took 1 to 5 minutes a finding: at 13 findings for one
     * library that is most of a session. A stopped one keeps what it reached (fastjson2's went
     * 136 to 15 bytes in 8 steps, 158 to 40 in 12): a reproducer somewhat larger than the minimum
     * replays the same finding.
     */
    static final long MINIMIZE_SECONDS = 90;
    /**
     * Wall time for minimizing all of one target's findings. A binary reader can fail at dozens of
     * distinct sites (fastjson2-jsonb: 47 and counting after 40 minutes); past this budget a
     * finding keeps the smallest input the fuzzer found (at most 4 KiB). Findings that take the
     * decoder down are minimized first.
     */
    static final long MINIMIZE_BUDGET_SECONDS = 600;

    @Option(names = "--out", required = true, description = "the campaign folder (new, or one to resume)")
    String out;

    @Option(names = "--budget", defaultValue = "60", description = "fuzzing seconds per target (default 60)")
    String budget;

    @Option(names = "--targets", defaultValue = "", description = "comma-separated target ids (default: every one)")
    String targets;

    @Option(names = "--runs", defaultValue = "0", description = "a fixed number of executions per target instead of a time budget (tests)")
    String runs;

    @Option(names = "--minimize-runs", defaultValue = "5000", description = "libFuzzer executions spent minimizing each finding (0: keep the smallest input as found)")
    String minimizeRuns;

    private final PrintWriter log;
    private final PrintWriter err;

    FuzzCampaign(PrintWriter log, PrintWriter err) {
        this.log = log;
        this.err = err;
    }

    public static void main(String[] args) {
        // the campaign writes every target's seeds in this JVM: sbe's Agrona and jsoniter's code
        // generator need these packages open, so a run without them would stop at their targets
        Module base = Object.class.getModule();
        Module here = FuzzCampaign.class.getModule();
        if (!base.isOpen("java.lang", here) || !base.isOpen("jdk.internal.misc", here)) {
            System.err.println("fuzz: run with " + String.join(" ", io.serbench.runfolder.JvmFlags.ADD_OPENS_ALL)
                    + " (sbe's and jsoniter's targets need them to write their seeds)");
            System.exit(2);
        }
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /** The CLI without System.exit: 0 done, 1 failed, 2 bad input. */
    static int run(PrintWriter out, PrintWriter err, String... args) {
        try {
            CommandLine cl = new CommandLine(new FuzzCampaign(out, err));
            cl.setOut(out);
            cl.setErr(err);
            cl.setParameterExceptionHandler((e, a) -> {
                err.println("fuzz: " + oneLine(e.getMessage()));
                return 2;
            });
            cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
                err.println("fuzz: " + oneLine(String.valueOf(e)));
                return 1;
            });
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** Bad input to the command. */
    static final class BadInput extends Exception {
        BadInput(String message) {
            super(message);
        }
    }

    /** What a campaign folder is started with; a resume must ask for the same. */
    record Settings(long budgetSeconds, long runs, long minimizeRuns, List<String> targets) {
        Properties toProperties() {
            Properties p = new Properties();
            p.setProperty("budget_s", Long.toString(budgetSeconds));
            p.setProperty("runs", Long.toString(runs));
            p.setProperty("minimize_runs", Long.toString(minimizeRuns));
            p.setProperty("targets", String.join(",", targets));
            p.setProperty("jvm_caps", String.join(" ", FuzzJvm.CAPS));
            p.setProperty("fuzzer_jvm_caps", String.join(" ", FuzzJvm.FUZZER_CAPS));
            p.setProperty("max_len", Integer.toString(FuzzJvm.MAX_LEN));
            p.setProperty("hang_ms", Long.toString(FuzzCheck.HANG_MILLIS));
            return p;
        }
    }

    @Override
    public Integer call() throws Exception {
        Path dir;
        Settings settings;
        try {
            dir = Path.of(out.trim());
            settings = settings();
            checkFolder(dir, settings);
        } catch (BadInput e) {
            err.println("fuzz: " + oneLine(e.getMessage()));
            return 2;
        }
        Files.createDirectories(dir);
        Path settingsFile = dir.resolve(SETTINGS);
        if (!Files.exists(settingsFile)) {
            writeNew(settingsFile, settings.toProperties());
            // seeds, corpora, raw artifacts and logs are regenerated or bulk: only summaries and reproducers are published
            writeNew(dir.resolve(".gitignore"), "# written by FuzzCampaign\n*/seeds/\n*/corpus/\n*/artifacts/\n*/jazzer/\n*/minimize/\n*/replay/\n*/*.log\n");
        }
        int done = 0;
        for (String target : settings.targets()) {
            Path t = dir.resolve(target);
            if (Files.exists(t.resolve(RESULT))) {
                log.println(target + ": done earlier, skipped");
            } else {
                fuzzTarget(dir, target, settings);
            }
            done++;
            log.println("[" + done + "/" + settings.targets().size() + "] " + target);
        }
        if (!Files.exists(dir.resolve(SUMMARY_CSV))) {
            FuzzSummary.write(dir, settings.targets());
            log.println("wrote " + dir.resolve(SUMMARY_MD));
        } else {
            log.println("the summary was written earlier: left as it is");
        }
        return 0;
    }

    private Settings settings() throws BadInput {
        long b = positive("--budget", budget);
        long r = runs.trim().equals("0") ? 0 : positive("--runs", runs);
        List<String> known = FuzzTargets.ids();
        List<String> chosen = targets.isBlank() ? known
                : Arrays.stream(targets.split(",")).map(String::trim).filter(s -> !s.isEmpty()).distinct().toList();
        for (String id : chosen) {
            if (!known.contains(id)) {
                throw new BadInput("unknown target '" + id + "'; known: " + String.join(", ", known));
            }
        }
        if (chosen.isEmpty()) {
            throw new BadInput("--targets names no target");
        }
        long m = minimizeRuns.trim().equals("0") ? 0 : positive("--minimize-runs", minimizeRuns);
        return new Settings(b, r, m, chosen);
    }

    private static long positive(String name, String value) throws BadInput {
        try {
            long v = Long.parseLong(value.trim().replaceFirst("s$", ""));
            if (v > 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadInput(name + " must be a positive whole number" + (name.equals("--budget") ? " of seconds" : "") + ", got '" + value + "'");
    }

    /** A new folder, or a campaign folder started with the same settings; nothing else is touched. */
    static void checkFolder(Path dir, Settings settings) throws BadInput, IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        if (Files.isSymbolicLink(dir) || !Files.isDirectory(dir)) {
            throw new BadInput(dir + " exists and is not a folder");
        }
        Path s = dir.resolve(SETTINGS);
        if (!Files.exists(s)) {
            try (Stream<Path> l = Files.list(dir)) {
                if (l.findAny().isPresent()) {
                    throw new BadInput(dir + " is not empty and not a fuzz campaign (no " + SETTINGS + ")");
                }
            }
            return;
        }
        Properties p = read(s);
        Properties want = settings.toProperties();
        for (String k : List.of("budget_s", "runs", "minimize_runs", "targets")) {
            if (!want.getProperty(k).equals(p.getProperty(k))) {
                throw new BadInput(dir + " was started with " + k + "=" + p.getProperty(k) + ", not " + want.getProperty(k)
                        + ": resume it with the same settings, or start a new folder");
            }
        }
    }

    private void fuzzTarget(Path dir, String target, Settings settings) throws Exception {
        Path t = dir.resolve(target);
        Path seeds = t.resolve("seeds");
        Path corpus = Files.createDirectories(t.resolve("corpus"));
        Path artifacts = Files.createDirectories(t.resolve("artifacts"));
        Files.createDirectories(t.resolve("jazzer"));
        int seedCount = writeSeeds(target, seeds);
        long spent = 0;
        long executions = 0;
        FuzzStats last = new FuzzStats(0, 0, 0, 0, 0);
        int fuzzerRuns = 0;
        while (fuzzerRuns < MAX_RUNS_PER_TARGET && (settings.runs() > 0 ? executions < settings.runs() : settings.budgetSeconds() - spent >= 1)) {
            long remaining = settings.budgetSeconds() - spent;
            long runsLeft = settings.runs() > 0 ? settings.runs() - executions : 0;
            Path runLog = nextFree(t, "fuzz-", ".log");
            long start = System.nanoTime();
            // a backstop only: JVM start, Jazzer's classpath scan and the first pass over the seeds come before the budget
            long killAfter = (settings.runs() > 0 ? 600 : remaining) + 600;
            int exit = FuzzJvm.run(FuzzJvm.fuzz(target, t, corpus, seeds, artifacts, remaining, runsLeft), runLog, killAfter);
            long wall = (System.nanoTime() - start) / 1_000_000_000L;
            FuzzStats s = FuzzStats.parse(Files.readAllLines(runLog, StandardCharsets.ISO_8859_1));
            spent += s.seconds() >= 0 ? Math.max(1, s.seconds()) : Math.max(1, wall);
            executions += Math.max(0, s.executions());
            last = new FuzzStats(executions, spent, Math.max(last.coverage(), s.coverage()), Math.max(last.features(), s.features()),
                    Math.max(last.corpus(), s.corpus()));
            fuzzerRuns++;
            log.println(target + ": fuzzer run " + fuzzerRuns + " exit " + exit + ", " + s.executions() + " executions in "
                    + s.seconds() + " s, cov " + s.coverage());
            if (s.executions() <= 0 && exit != 0) {
                throw new IllegalStateException(target + ": the fuzzer did not start (exit " + exit + "); see " + runLog);
            }
        }
        List<Finding> findings = findings(dir, target, t, artifacts, settings.minimizeRuns());
        Map<FuzzKind, Integer> byKind = new EnumMap<>(FuzzKind.class);
        findings.stream().filter(f -> f.result() != null).forEach(f -> byKind.merge(f.result().kind(), 1, Integer::sum));
        // artifacts that did not replay as a finding (slow only on a busy machine, say), not the stored reproducers
        long notReproduced = findings.stream().filter(f -> f.result() == null && f.reproducer().isEmpty()).count();
        Properties p = new Properties();
        p.setProperty("target", target);
        p.setProperty("library", FuzzTargets.library(target).id());
        p.setProperty("budget_s", settings.runs() > 0 ? "0" : Long.toString(settings.budgetSeconds()));
        p.setProperty("runs_asked", Long.toString(settings.runs()));
        p.setProperty("fuzz_s", Long.toString(spent));
        p.setProperty("executions", Long.toString(executions));
        p.setProperty("execs_per_s", spent > 0 ? Long.toString(executions / spent) : "0");
        p.setProperty("coverage_edges", Long.toString(last.coverage()));
        p.setProperty("features", Long.toString(last.features()));
        p.setProperty("corpus", Long.toString(last.corpus()));
        p.setProperty("seeds", Integer.toString(seedCount));
        p.setProperty("fuzzer_runs", Integer.toString(fuzzerRuns));
        p.setProperty("artifacts", Integer.toString(artifactCount(artifacts)));
        p.setProperty("not_reproduced", Long.toString(notReproduced));
        for (FuzzKind k : FuzzKind.values()) {
            if (k.isFinding()) {
                p.setProperty("findings_" + k.id(), Integer.toString(byKind.getOrDefault(k, 0)));
            }
        }
        Path findingsFile = t.resolve(FINDINGS_CSV);
        writeNew(findingsFile, FuzzSummary.findingsCsv(findings.stream().filter(f -> f.result() != null).toList()));
        writeNew(t.resolve(RESULT), p);
    }

    /**
     * One distinct finding of a target: its replayed result (null: the artifact did not
     * reproduce in a fresh capped JVM) and the stored reproducer, relative to the campaign folder.
     */
    record Finding(String target, FuzzResult result, String reproducer, int bytes, String artifact) {
    }

    /** Replays every artifact, groups by key, minimizes each group's smallest input and stores it. */
    private List<Finding> findings(Path dir, String target, Path t, Path artifacts, long minimizeRuns) throws Exception {
        Map<String, List<Path>> byKey = new LinkedHashMap<>();
        Map<String, FuzzResult> results = new LinkedHashMap<>();
        List<Finding> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> l = Files.list(artifacts)) {
            files = l.filter(Files::isRegularFile).sorted().toList();
        }
        Path work = t.resolve("replay");
        List<FuzzResult> replayed = FuzzJvm.replay(target, files, work);
        for (int i = 0; i < files.size(); i++) {
            Path a = files.get(i);
            FuzzResult r = replayed.get(i);
            if (!r.kind().isFinding()) {
                out.add(new Finding(target, null, "", (int) Files.size(a), a.getFileName().toString()));
                log.println(target + ": " + a.getFileName() + " did not reproduce (" + r.kind().word + ")");
                continue;
            }
            byKey.computeIfAbsent(r.key(), k -> new ArrayList<>()).add(a);
            results.putIfAbsent(r.key(), r);
        }
        Path store = Files.createDirectories(dir.resolve(REPRODUCERS).resolve(target));
        List<Path> kept = new ArrayList<>();
        List<FuzzResult> expected = new ArrayList<>();
        List<String> from = new ArrayList<>();
        List<Map.Entry<String, List<Path>>> groups = new ArrayList<>(byKey.entrySet());
        // what takes the decoder down first (stable: otherwise in order of first appearance)
        groups.sort(Comparator.comparing(g -> !results.get(g.getKey()).kind().isFailure()));
        long minimizeUntil = System.nanoTime() + MINIMIZE_BUDGET_SECONDS * 1_000_000_000L;
        for (Map.Entry<String, List<Path>> g : groups) {
            Path smallest = g.getValue().stream().min(Comparator.comparingLong(FuzzCampaign::size)).orElseThrow();
            FuzzResult r = results.get(g.getKey());
            byte[] best = Files.readAllBytes(smallest);
            long left = (minimizeUntil - System.nanoTime()) / 1_000_000_000L;
            if (minimizeRuns > 0 && r.kind() != FuzzKind.HANG && r.kind() != FuzzKind.CRASH && left >= 10) {
                byte[] min = minimize(target, t, smallest, r, minimizeRuns, Math.min(MINIMIZE_SECONDS, left));
                if (min != null && min.length < best.length) {
                    best = min;
                }
            }
            Path file = store.resolve(r.kind().id() + "-" + sha(best).substring(0, 12) + ".bin");
            if (!Files.exists(file)) {
                Files.write(file, best);
            }
            kept.add(file);
            expected.add(r);
            from.add(smallest.getFileName().toString());
            log.println(target + ": " + r.kind().word + " " + r.type() + " at " + r.frame() + " (" + g.getValue().size()
                    + " artifacts), kept " + best.length + " bytes as " + file.getFileName());
        }
        // the stored file, replayed once more, is what the replay test will check
        List<FuzzResult> confirmed = FuzzJvm.replay(target, kept, work);
        for (int i = 0; i < kept.size(); i++) {
            FuzzResult c = confirmed.get(i);
            if (!c.key().equals(expected.get(i).key())) {
                log.println(target + ": " + kept.get(i).getFileName() + " replayed as " + c.key() + " the second time, not "
                        + expected.get(i).key() + ": recorded as replayed now");
            }
            out.add(new Finding(target, c.kind().isFinding() ? c : null, dir.relativize(kept.get(i)).toString().replace('\\', '/'),
                    (int) Files.size(kept.get(i)), from.get(i)));
        }
        return out;
    }

    /**
     * libFuzzer's minimization of a crashing input, kept only when its replay is the same finding.
     * It is stopped after {@code seconds} (at most {@link #MINIMIZE_SECONDS}): libFuzzer rewrites the output after every step
     * that shrinks the input, so a stopped minimization leaves its smallest input so far.
     */
    private byte[] minimize(String target, Path t, Path input, FuzzResult r, long runs, long seconds) throws Exception {
        Path work = Files.createDirectories(t.resolve("minimize"));
        Path min = nextFree(work, "min-", ".bin");
        FuzzJvm.run(FuzzJvm.minimize(target, t, input, min, runs), nextFree(work, "minimize-", ".log"), seconds);
        if (!Files.exists(min) || Files.size(min) >= Files.size(input)) {
            return null;
        }
        FuzzResult again = FuzzJvm.replay(target, min, t.resolve("replay"));
        return again.key().equals(r.key()) ? Files.readAllBytes(min) : null;
    }

    private static long size(Path p) {
        try {
            return Files.size(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the seed corpus once (a folder written in full, then renamed into place). */
    private static int writeSeeds(String target, Path seeds) throws Exception {
        if (Files.isDirectory(seeds)) {
            try (Stream<Path> l = Files.list(seeds)) {
                return (int) l.count();
            }
        }
        Path tmp = Files.createDirectories(seeds.resolveSibling("seeds.partial"));
        Map<String, byte[]> all = FuzzTargets.seeds(target);
        for (Map.Entry<String, byte[]> e : all.entrySet()) {
            Files.write(tmp.resolve(e.getKey()), e.getValue());
        }
        Files.move(tmp, seeds, StandardCopyOption.ATOMIC_MOVE);
        return all.size();
    }

    private static int artifactCount(Path artifacts) throws IOException {
        try (Stream<Path> l = Files.list(artifacts)) {
            return (int) l.count();
        }
    }

    static Path nextFree(Path dir, String prefix, String suffix) {
        for (int i = 1; ; i++) {
            Path p = dir.resolve(prefix + i + suffix);
            if (!Files.exists(p)) {
                return p;
            }
        }
    }

    static String sha(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }

    static Properties read(Path p) throws IOException {
        Properties props = new Properties();
        try (var in = Files.newInputStream(p)) {
            props.load(in);
        }
        return props;
    }

    /** Writes a file that must not exist yet: a campaign never overwrites. */
    static void writeNew(Path file, Properties p) throws IOException {
        StringBuilder b = new StringBuilder("# written by FuzzCampaign\n");
        p.stringPropertyNames().stream().sorted().forEach(k -> b.append(k).append('=').append(p.getProperty(k)).append('\n'));
        writeNew(file, b.toString());
    }

    static void writeNew(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE_NEW,
                java.nio.file.StandardOpenOption.WRITE);
    }

    private static String oneLine(String s) {
        String m = String.valueOf(s);
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}

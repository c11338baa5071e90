package io.serbench.engine;

import io.serbench.runfolder.SizesTable;
import io.serbench.bench.sweep.StringLengthSweep;
import io.serbench.bench.RunSettings;
import io.serbench.bench.DoubleBench;
import io.serbench.codec.Versions;
import io.serbench.measure.ForkCheck;
import io.serbench.measure.Sizes;
import io.serbench.runfolder.BadInputException;
import io.serbench.report.Environment;
import io.serbench.report.Report;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Stream;

/**
 * The {@code -Pbench} driver: plans the matrix as cells, runs it in rounds one fork at a time
 * ({@link Engine}: bracketed baseline, seeded order, steady-state re-runs, disturbance
 * re-measures, budgeted extra rounds), writes every round's raw JMH JSON into a new folder under
 * {@code results/} with {@code run.json} and the environment, then the sizes table and the
 * summary. Every knob is checked before anything is created: a bad one is one line on stderr and
 * exit code 2, and no folder is made or touched.
 *
 * <p>What runs ({@link BenchPlan#cells}): every benchmark the include regex selects, at every
 * value of each of its knobs (its JMH params but {@code library}: {@code fields}, {@code digits},
 * {@code element}, a sweep's size); {@code -p NAME=v1,v2} in {@code bench.args} keeps only those
 * values of any knob. The sweeps ({@code *Sweep} classes) run only when the include names them
 * (contains {@code Sweep}, e.g. {@code -Dbench.include=Sweep} or {@code StringLengthSweep}), so
 * the default include {@code .*} runs the matrix alone. {@code bench.libraries} picks among a
 * scenario class's libraries, and on a sweep may name any library that supports its shape (the
 * sweep's default is one library per family); Jackson, the baseline, runs in every cell, and
 * {@code noop} in every cell whose class declares it (the sweeps do not).
 *
 * <p>Run: {@code mvn -B verify -Pbench [-Dbench.include=REGEX] [-Dbench.libraries=a,b]
 * [-Dbench.preset=quick] [-Dbench.rounds=N] [-Dbench.budget=2h] [-Dbench.target=10%]
 * [-Dbench.shard=k/n] [-Dbench.seed=N] [-Dbench.jvm=PATH] [-Dbench.args="-prof gc"]
 * [-Dbench.resume=FOLDER]}
 */
@Command(name = "BenchRun", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Runs the serbench matrix in rounds and writes results/<date>-jdk<N>-<host>/round-N.json.")
public final class BenchRun implements Callable<Integer> {

    @Option(names = "--results", defaultValue = "results", description = "parent folder of run folders")
    Path results;

    @Option(names = "--include", defaultValue = ".*", description = "JMH include regex")
    String include;

    @Option(names = "--libraries", defaultValue = "", description = "comma-separated library ids (jackson and noop are added)")
    String libraries;

    @Option(names = "--preset", defaultValue = "default", description = "default or quick")
    String preset;

    @Option(names = "--rounds", defaultValue = "0", description = "base rounds (0: the preset's)")
    String rounds;

    @Option(names = "--budget", defaultValue = "", description = "total measuring time, e.g. 2h, 90m: extra rounds of the widest cells after the base rounds")
    String budget;

    @Option(names = "--target", defaultValue = "", description = "with --budget: stop when every cell's 95%% half-width is below this, e.g. 10%%")
    String target;

    @Option(names = "--seed", defaultValue = "", description = "seed of the library order (default: random, recorded)")
    String seed;

    @Option(names = "--shard", defaultValue = "", description = "k/n: run shard k of n (whole cells)")
    String shard;

    @Option(names = "--jvm", defaultValue = "", description = "java executable of the forks")
    String jvm;

    @Option(names = "--args", defaultValue = "", description = "other JMH options, e.g. \"-prof gc\"; quotes are honoured")
    String jmhArgs;

    @Option(names = "--resume", defaultValue = "", description = "a run folder to continue")
    String resume;

    @Option(names = "--no-report", hidden = true, description = "skip sizes and the summary (tests)")
    boolean noReport;

    private final PrintWriter out;
    private final PrintWriter err;
    private final Function<RunContext, Engine.ForkRunner> runners;
    private final LongSupplier nanoClock;

    private BenchRun(PrintWriter out, PrintWriter err, Function<RunContext, Engine.ForkRunner> runners, LongSupplier nanoClock) {
        this.out = out;
        this.err = err;
        this.runners = runners;
        this.nanoClock = nanoClock;
    }

    /** What a fork runner needs from a run. */
    record RunContext(Path dir, RunJson state, Options user) {
    }

    /** A knob that cannot be used: one line, exit code 2, nothing created. */
    static final class BadKnob extends Exception {
        BadKnob(String message) {
            super(message);
        }
    }

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true, StandardCharsets.UTF_8),
                new PrintWriter(System.err, true, StandardCharsets.UTF_8), args));
    }

    /** Exit code instead of System.exit: 0 done, 1 forks or the report failed, 2 bad knob. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(out, err, ctx -> new JmhForkRunner(ctx.user(), ctx.state().jmh, ctx.state().jvm,
                ctx.dir().resolve(JmhForkRunner.LOG_NAME)), System::nanoTime, args);
    }

    /** With another fork runner and clock (tests run the engine without JMH, on a clock they move). */
    static int run(PrintWriter out, PrintWriter err, Function<RunContext, Engine.ForkRunner> runners, LongSupplier nanoClock,
                   String... args) {
        try {
            CommandLine cl = new CommandLine(new BenchRun(out, err, runners, nanoClock));
            cl.setOut(out);
            cl.setErr(err);
            cl.setParameterExceptionHandler((e, a) -> {
                err.println("serbench: " + e.getMessage());
                return 2;
            });
            cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
                err.println("serbench: " + e);
                return 1;
            });
            return cl.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    @Override
    public Integer call() throws Exception {
        try {
            return resume.isBlank() ? start() : resume(Path.of(resume.trim()));
        } catch (BadKnob e) {
            err.println("serbench: " + e.getMessage());
            return 2;
        }
    }

    // ---------------------------------------------------------------- a new run

    private int start() throws Exception {
        RunSettings.Preset p;
        try {
            p = RunSettings.Preset.of(preset);
        } catch (IllegalArgumentException e) {
            throw new BadKnob("bench.preset: " + e.getMessage());
        }
        int baseRounds = parseRounds(rounds, p);
        List<String> args = splitArgs(jmhArgs);
        Options user = jmhOptions(args);
        Set<String> libs = new LinkedHashSet<>(libraryList(libraries));
        libs.addAll(checked("-p library", BenchPlan.userParam(user, "library")));
        Map<String, List<String>> knobs = userKnobs(user, args);
        checkRegex(include);
        Long budgetSeconds = parseBudget(budget);
        Double targetPercent = parseTarget(target);
        if (targetPercent != null && budgetSeconds == null) {
            throw new BadKnob("bench.target needs bench.budget: the target stops a budgeted run early (e.g. -Dbench.budget=2h -Dbench.target=10%)");
        }
        long s = parseSeed(seed);
        int[] sh = parseShard(shard);
        String forkJvm = forkJvm(jvm, user);
        JvmInfo info = forkJvm == null ? JvmInfo.current() : JvmInfo.probe(forkJvm);

        List<Cell> cells;
        try {
            cells = BenchPlan.cells(include, libs, knobs);
        } catch (IllegalArgumentException e) {
            throw new BadKnob("bench.args: " + e.getMessage());
        }
        if (cells.isEmpty()) {
            StringBuilder with = new StringBuilder(libs.isEmpty() ? "" : " with libraries " + libs);
            knobs.forEach((k, v) -> with.append(", ").append(k).append(' ').append(v));
            throw new BadKnob("nothing to run: no cell matches bench.include '" + include + "'" + with
                    + (include.contains(BenchPlan.SWEEP_WORD) ? "" : " (sweeps run only when bench.include names them, e.g. Sweep)"));
        }
        int allCells = cells.size();
        if (sh != null) {
            cells = BenchPlan.shard(cells, sh[0], sh[1]);
            if (cells.isEmpty()) {
                throw new BadKnob("bench.shard " + sh[0] + "/" + sh[1] + " has no cells: the plan has only " + allCells
                        + "; use at most " + allCells + " shards");
            }
        }

        RunJson state = new RunJson();
        state.preset = p.id();
        state.presetPurpose = p.purpose;
        state.seed = s;
        state.shard = sh == null ? null : sh[0] + "/" + sh[1];
        state.include = include;
        state.libraries = new ArrayList<>(libs);
        state.jmhArgs = args;
        state.jvm = forkJvm;
        state.jmh = jmhSettings(user, p);
        state.rules = rules();
        state.baseRounds = baseRounds;
        state.budget = budgetSeconds == null ? null : budget.trim();
        state.budgetSeconds = budgetSeconds;
        state.targetPercent = targetPercent;
        state.started = Instant.now().toString();
        for (int r = 1; r <= baseRounds; r++) {
            RunJson.Round round = new RunJson.Round();
            round.round = r;
            round.kind = Engine.BASE;
            for (Cell c : cells) {
                round.cells.add(new RunJson.CellRun(c, CellOrder.of(c, s, r)));
            }
            state.rounds.add(round);
        }

        // Everything checked: the first side effect.
        Path dir = newRunFolder(results, info.feature());
        writeEnvironment(dir, p, baseRounds, info, state.jmh.jvmArgs);
        state.write(dir);
        int forks = cells.stream().mapToInt(Cell::forks).sum();
        out.printf("serbench: preset %s%n", p.describe());
        out.printf("serbench: %d cell(s)%s, %d forks per round, %d base round(s); seed %d%s%s%n", cells.size(),
                sh == null ? "" : " (shard " + state.shard + " of " + allCells + ")", forks, baseRounds, s,
                budgetSeconds == null ? "" : "; budget " + state.budget + (targetPercent == null ? "" : ", target ±" + targetPercent + "%"),
                forkJvm == null ? "" : "; forks on " + forkJvm + " (JDK " + info.feature() + ")");
        out.printf("serbench: writing %s (JMH output: %s)%n", dir, dir.resolve(JmhForkRunner.LOG_NAME));
        return execute(dir, state, user);
    }

    // ---------------------------------------------------------------- resume

    private int resume(Path dir) throws Exception {
        if (!Files.isDirectory(dir)) {
            throw new BadKnob("bench.resume: " + dir + " is not a folder");
        }
        if (!Files.isRegularFile(dir.resolve(RunJson.FILE_NAME))) {
            throw new BadKnob("bench.resume: " + dir + " has no " + RunJson.FILE_NAME + ": not a run folder this driver can continue");
        }
        RunJson state;
        try {
            state = RunJson.read(dir);
        } catch (IOException e) {
            throw new BadKnob("bench.resume: cannot read " + dir.resolve(RunJson.FILE_NAME) + ": " + e.getMessage());
        }
        if (state.stopReason != null && state.rounds.stream().allMatch(r -> r.complete)) {
            throw new BadKnob("bench.resume: " + dir + " finished (" + state.stopReason + "); nothing to resume");
        }
        checkKnobsStillDeclared(state);
        Options user = jmhOptions(state.jmhArgs);
        out.printf("serbench: resuming %s with the settings in its %s (other bench knobs are ignored): preset %s, seed %d%s%n",
                dir, RunJson.FILE_NAME, state.preset, state.seed, state.shard == null ? "" : ", shard " + state.shard);
        return execute(dir, state, user);
    }

    /**
     * A resumed run's cells must have the knobs their benchmarks declare in this build: a class
     * that gained a knob since (DoubleBench's digits) would run every value of it in one fork, and
     * its results would belong to no recorded cell.
     */
    static void checkKnobsStillDeclared(RunJson state) throws BadKnob {
        Map<String, List<String>> seen = new LinkedHashMap<>();
        for (RunJson.Round r : state.rounds) {
            for (RunJson.CellRun c : r.cells) {
                Cell cell = c.cell();
                List<String> recorded = List.copyOf(cell.knobs().keySet());
                List<String> now = seen.computeIfAbsent(c.benchmark, BenchPlan::declaredKnobs);
                if (now == null) {
                    throw new BadKnob("bench.resume: run.json names " + c.benchmark + ", which this build does not have; "
                            + "finish the run with the build that started it");
                }
                if (!now.equals(recorded)) {
                    throw new BadKnob("bench.resume: run.json's cell " + cell.label() + " has knobs " + recorded + " but "
                            + BenchPlan.simpleClass(c.benchmark) + " now declares " + now + "; finish the run with the build that started it");
                }
            }
        }
    }

    // ---------------------------------------------------------------- both

    private int execute(Path dir, RunJson state, Options user) throws Exception {
        Engine engine = new Engine(dir, state, runners.apply(new RunContext(dir, state, user)), out, nanoClock);
        int failed;
        try {
            failed = engine.run();
        } catch (Engine.Abort e) {
            err.println("serbench: stopped: " + e.getMessage() + ". Nothing finished is lost; continue with -Dbench.resume=" + dir);
            return 1;
        }
        List<Path> files = new ArrayList<>();
        state.rounds.stream().filter(r -> r.complete).mapToInt(r -> r.round).sorted()
                .forEach(r -> files.add(Engine.roundFile(dir, r)));
        updateEnvironment(dir, files.size(), Math.round(state.wallSeconds));
        int report = noReport || files.isEmpty() ? 0 : report(dir, files, state.include);
        if (failed > 0) {
            err.printf("serbench: %d fork(s) failed; see run.json (failures) and %s%n", failed, JmhForkRunner.LOG_NAME);
            return 1;
        }
        return report;
    }

    /** Sizes first (the summary merges them), then the summary of every round. */
    private int report(Path dir, List<Path> files, String include) throws IOException {
        if (!Files.exists(dir.resolve(io.serbench.runfolder.SizesTable.FILE_NAME))) {
            int sizes = Sizes.write(dir, include, out);
            if (sizes != 0) {
                return sizes;
            }
        }
        try {
            Report.write(files, dir, out);
            return 0;
        } catch (BadInputException e) {
            err.println("serbench report: " + e.getMessage());
            return 1;
        }
    }

    // ---------------------------------------------------------------- knobs

    static int parseRounds(String text, RunSettings.Preset p) throws BadKnob {
        try {
            int r = Integer.parseInt(text.trim());
            if (r < 0) {
                throw new NumberFormatException();
            }
            return r == 0 ? p.rounds : r;
        } catch (NumberFormatException e) {
            throw new BadKnob("bench.rounds: '" + text + "' is not a number of rounds (1 or more; 0 = the preset's)");
        }
    }

    static List<String> splitArgs(String text) throws BadKnob {
        try {
            return ArgSplitter.split(text);
        } catch (IllegalArgumentException e) {
            throw new BadKnob("bench.args: " + e.getMessage());
        }
    }

    /**
     * The user's JMH options; benchmark names are refused (they go in bench.include). Which
     * {@code -p} names are knobs depends on the benchmarks selected: {@link BenchPlan#cells} checks them.
     */
    static Options jmhOptions(List<String> args) throws BadKnob {
        Options user;
        try {
            user = new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new BadKnob("bench.args: " + e.getMessage());
        }
        if (!user.getIncludes().isEmpty()) {
            throw new BadKnob("bench.args: benchmark names go in -Dbench.include, not in bench.args (" + user.getIncludes() + ")");
        }
        return user;
    }

    /** Every {@code -p NAME=...} of the user's JMH options but {@code library}: knob name to the values asked for. */
    static Map<String, List<String>> userKnobs(Options user, List<String> args) {
        Map<String, List<String>> knobs = new LinkedHashMap<>();
        for (String name : paramKeys(args)) {
            if (!name.equals(BenchPlan.LIBRARY)) {
                knobs.put(name, BenchPlan.userParam(user, name));
            }
        }
        return knobs;
    }

    /** Names of the -p params in a JMH argument list (-p name=value). */
    private static List<String> paramKeys(List<String> args) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String spec = null;
            if (a.equals("-p") && i + 1 < args.size()) {
                spec = args.get(++i);
            } else if (a.startsWith("-p") && a.length() > 2 && a.contains("=")) {
                spec = a.substring(2);
            }
            if (spec != null && spec.contains("=")) {
                keys.add(spec.substring(0, spec.indexOf('=')).trim());
            }
        }
        return keys;
    }

    static List<String> libraryList(String text) throws BadKnob {
        return checked("bench.libraries", text == null || text.isBlank() ? List.of() : Arrays.asList(text.split(",")));
    }

    private static List<String> checked(String knob, Collection<String> ids) throws BadKnob {
        try {
            return BenchPlan.checkLibraries(ids);
        } catch (IllegalArgumentException e) {
            throw new BadKnob(knob + ": " + e.getMessage());
        }
    }

    static void checkRegex(String include) throws BadKnob {
        try {
            Pattern.compile(include);
        } catch (PatternSyntaxException e) {
            throw new BadKnob("bench.include: '" + include + "' is not a regex: " + e.getDescription());
        }
    }

    private static final Pattern DURATION = Pattern.compile("(?:(\\d+)\\s*h)?\\s*(?:(\\d+)\\s*m(?:in)?)?\\s*(?:(\\d+)\\s*s)?");

    /** "2h", "90m", "1h30m", "45s"; empty: no budget. */
    static Long parseBudget(String text) throws BadKnob {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches() || (m.group(1) == null && m.group(2) == null && m.group(3) == null)) {
            throw new BadKnob("bench.budget: '" + text + "' is not a duration; use e.g. 2h, 90m or 1h30m");
        }
        try {
            long seconds = Duration.ofHours(m.group(1) == null ? 0 : Long.parseLong(m.group(1)))
                    .plusMinutes(m.group(2) == null ? 0 : Long.parseLong(m.group(2)))
                    .plusSeconds(m.group(3) == null ? 0 : Long.parseLong(m.group(3))).getSeconds();
            if (seconds <= 0) {
                throw new BadKnob("bench.budget: '" + text + "' is no time at all");
            }
            return seconds;
        } catch (NumberFormatException | ArithmeticException e) {
            throw new BadKnob("bench.budget: '" + text + "' is too large");
        }
    }

    /** "10%" or "10"; empty: no target. */
    static Double parseTarget(String text) throws BadKnob {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher m = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*%?").matcher(text.trim());
        if (!m.matches() || Double.parseDouble(m.group(1)) <= 0) {
            throw new BadKnob("bench.target: '" + text + "' is not a positive percentage; use e.g. 10%");
        }
        return Double.parseDouble(m.group(1));
    }

    static long parseSeed(String text) throws BadKnob {
        if (text == null || text.isBlank()) {
            return ThreadLocalRandom.current().nextLong(1, 1L << 31);
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new BadKnob("bench.seed: '" + text + "' is not an integer");
        }
    }

    /** "k/n" with 1 ≤ k ≤ n; empty: no shard. */
    static int[] parseShard(String text) throws BadKnob {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher m = Pattern.compile("(\\d{1,6})\\s*/\\s*(\\d{1,6})").matcher(text.trim());
        if (m.matches()) {
            int k = Integer.parseInt(m.group(1));
            int n = Integer.parseInt(m.group(2));
            if (k >= 1 && k <= n) {
                return new int[]{k, n};
            }
        }
        throw new BadKnob("bench.shard: '" + text + "' is not k/n with 1 <= k <= n, e.g. 2/4");
    }

    /** -Dbench.jvm or the -jvm of bench.args (they must agree); null for the driver's own JVM. */
    static String forkJvm(String knob, Options user) throws BadKnob {
        String fromArgs = user.getJvm().hasValue() ? user.getJvm().get() : null;
        String fromKnob = knob == null || knob.isBlank() ? null : knob.trim();
        if (fromArgs != null && fromKnob != null && !fromArgs.equals(fromKnob)) {
            throw new BadKnob("bench.jvm (" + fromKnob + ") and -jvm in bench.args (" + fromArgs + ") disagree; give one");
        }
        return fromKnob != null ? fromKnob : fromArgs;
    }

    static RunJson.Jmh jmhSettings(Options user, RunSettings.Preset p) {
        RunJson.Jmh j = new RunJson.Jmh();
        j.warmupIterations = user.getWarmupIterations().orElse(p.warmupIterations);
        j.warmupMillis = user.getWarmupTime().hasValue() ? millis(user.getWarmupTime().get()) : p.warmupMillis;
        j.measurementIterations = user.getMeasurementIterations().orElse(p.measurementIterations);
        j.measurementMillis = user.getMeasurementTime().hasValue() ? millis(user.getMeasurementTime().get()) : p.measurementMillis;
        j.forks = user.getForkCount().orElse(1);
        j.jvmArgs = JmhForkRunner.jvmArgsAppend(user);
        return j;
    }

    private static int millis(TimeValue t) {
        return (int) Math.max(1, t.convertTo(TimeUnit.MILLISECONDS));
    }

    static RunJson.Rules rules() {
        RunJson.Rules r = new RunJson.Rules();
        r.steady = "ForkCheck.isSteady: not steady when the first measured iteration is more than steadyLimit times "
                + "the median of the later ones, or the Theil-Sen fit of log score changes by more than steadyLimit "
                + "from first to last iteration; re-run at once with warmup iterations times warmupGrowth, at most "
                + "maxSteadyReruns times";
        r.steadyLimit = ForkCheck.STEADY_LIMIT;
        r.maxSteadyReruns = RunSettings.MAX_STEADY_RERUNS;
        r.warmupGrowth = RunSettings.WARMUP_GROWTH;
        r.disturbed = "ForkCheck.isDisturbed: robust z of the log score against the same row's other rounds "
                + "(median, 1.4826 MAD, at least minSpread) beyond disturbedZ, with at least minReferences other rounds; "
                + "re-measured once at the end of the round (noop excepted)";
        r.disturbedZ = ForkCheck.DISTURBED_Z;
        r.minSpread = ForkCheck.MIN_SPREAD;
        r.minReferences = ForkCheck.MIN_REFERENCES;
        r.brackets = "a steady baseline bracket for which ForkCheck.isDisturbed holds against the cell's other steady "
                + "brackets is re-measured once at the end of its cell";
        return r;
    }

    // ---------------------------------------------------------------- folder and environment

    /** results/<date>-jdk<N>-<host>[-k]: a new folder every time, never an existing one. */
    static Path newRunFolder(Path results, int jdkFeature) throws IOException {
        String base = LocalDate.now() + "-jdk" + jdkFeature + "-" + host();
        Files.createDirectories(results);
        for (int k = 1; ; k++) {
            Path dir = results.resolve(k == 1 ? base : base + "-" + k);
            try {
                return Files.createDirectory(dir);
            } catch (java.nio.file.FileAlreadyExistsException taken) {
                // someone's earlier run: leave it alone and take the next name
            }
        }
    }

    static String host() {
        try {
            String h = InetAddress.getLocalHost().getHostName();
            return h.replaceAll("[^A-Za-z0-9.-]", "_").toLowerCase(Locale.ROOT);
        } catch (IOException e) {
            return "unknown-host";
        }
    }

    /** The forks' JVM: feature version (for the folder name), version and vendor. */
    record JvmInfo(int feature, String version, String vendor) {
        static JvmInfo current() {
            return new JvmInfo(Runtime.version().feature(), System.getProperty("java.version"), System.getProperty("java.vendor"));
        }

        /** Asks the JVM itself: {@code java -XshowSettings:properties -version}. */
        static JvmInfo probe(String java) throws BadKnob {
            Path p = Path.of(java);
            if (!Files.isRegularFile(p) || !Files.isExecutable(p)) {
                throw new BadKnob("bench.jvm: " + java + " is not an executable file (give the path of a java binary)");
            }
            String text;
            try {
                Process proc = new ProcessBuilder(java, "-XshowSettings:properties", "-version").redirectErrorStream(true).start();
                try (InputStream in = proc.getInputStream()) {
                    text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                }
                if (!proc.waitFor(60, TimeUnit.SECONDS)) {
                    proc.destroyForcibly();
                    throw new BadKnob("bench.jvm: " + java + " -version did not finish in 60 s");
                }
            } catch (IOException e) {
                throw new BadKnob("bench.jvm: cannot run " + java + ": " + e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new BadKnob("bench.jvm: interrupted while asking " + java + " its version");
            }
            return parse(java, text);
        }

        static JvmInfo parse(String java, String settings) throws BadKnob {
            String spec = property(settings, "java.specification.version");
            if (spec == null) {
                throw new BadKnob("bench.jvm: " + java + " did not report java.specification.version; is it a JDK 17+ java?");
            }
            int feature;
            try {
                feature = spec.startsWith("1.") ? Integer.parseInt(spec.substring(2)) : Integer.parseInt(spec);
            } catch (NumberFormatException e) {
                throw new BadKnob("bench.jvm: " + java + " reported java.specification.version '" + spec + "'");
            }
            return new JvmInfo(feature, property(settings, "java.version"), property(settings, "java.vendor"));
        }

        private static String property(String settings, String key) {
            Matcher m = Pattern.compile("^\\s*" + Pattern.quote(key) + "\\s*=\\s*(.*?)\\s*$", Pattern.MULTILINE).matcher(settings);
            return m.find() ? m.group(1) : null;
        }
    }

    private static void writeEnvironment(Path dir, RunSettings.Preset p, int rounds, JvmInfo jvm, List<String> jvmFlags)
            throws IOException {
        Properties env = new Properties();
        env.setProperty(Environment.CPU_MODEL, cpuModel());
        env.setProperty(Environment.CPU_CORES, Integer.toString(Runtime.getRuntime().availableProcessors()));
        env.setProperty(Environment.OS, System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        env.setProperty(Environment.HOST, host());
        env.setProperty(Environment.DATE, Instant.now().toString());
        env.setProperty(Environment.JAVA_VENDOR, String.valueOf(jvm.vendor()));
        env.setProperty(Environment.JAVA_VERSION, String.valueOf(jvm.version()));
        env.setProperty(Environment.JVM_FLAGS, String.join(" ", jvmFlags));
        env.setProperty(Environment.ROUNDS, Integer.toString(rounds));
        env.setProperty(Environment.PRESET, p.describe());
        Versions.all().forEach((k, v) -> env.setProperty(Environment.VERSION_PREFIX + k, v.toString()));
        try (Writer w = Files.newBufferedWriter(dir.resolve(Environment.FILE_NAME))) {
            env.store(w, "serbench run environment");
        }
    }

    /** After the rounds: how many round files there are and the measuring time. */
    private static void updateEnvironment(Path dir, int rounds, long seconds) throws IOException {
        Path f = dir.resolve(Environment.FILE_NAME);
        if (!Files.exists(f)) {
            return;
        }
        Properties env = new Properties();
        try (var in = Files.newBufferedReader(f)) {
            env.load(in);
        }
        env.setProperty(Environment.ROUNDS, Integer.toString(rounds));
        env.setProperty(Environment.WALL_SECONDS, Long.toString(seconds));
        try (Writer w = Files.newBufferedWriter(f)) {
            env.store(w, "serbench run environment");
        }
    }

    static String cpuModel() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            try (Stream<String> lines = Files.lines(cpuinfo)) {
                return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim())
                        .findFirst().orElse(System.getProperty("os.arch"));
            } catch (IOException e) {
                // fall through to the architecture name
            }
        }
        return System.getProperty("os.arch");
    }
}

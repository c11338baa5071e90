package io.serbench.engine;

import io.serbench.bench.LibraryParams;
import io.serbench.bench.RunSettings;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.measure.Sizes;
import io.serbench.report.Report;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.RoundFileNames;
import io.serbench.runfolder.SizesTable;
import org.openjdk.jmh.runner.options.Options;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * The {@code -Pbench} driver: plans the matrix as cells, runs it in rounds one fork at a time
 * ({@link Engine}: bracketed baseline, seeded order, steady-state re-runs, disturbance and outlier
 * re-measures, more forks for bimodal rows, budgeted extra rounds), writes every round's raw JMH
 * JSON into a new folder under {@code results/} with {@code run.json} and the environment, then
 * the sizes table and the summary. Every knob is checked before anything is created: a bad one is one line on stderr and
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

    @Option(names = "--payload", defaultValue = "", description = "your own root class: time it instead of the matrix (docs/YOUR-PAYLOAD.md)")
    String payload;

    @Option(names = "--payload-samples", defaultValue = "", description = "with --payload: JSON array or JSON Lines of instances")
    String payloadSamples;

    @Option(names = "--payload-classpath", defaultValue = "", description = "with --payload: where its classes are (for messages; the pom puts them on the class path)")
    String payloadClasspath;

    @Option(names = "--list-libraries", arity = "0..1", defaultValue = "", fallbackValue = ALL_LIBRARIES, paramLabel = "REGEX",
            description = "print every library id, one per line: the id, its family and its marks (legacy, lossy), tab-separated; "
                    + "with =REGEX only the ids the matrix runs in the benchmarks it selects (for -p library= on the plain JMH CLI); then exit")
    String listLibraries;

    /** {@code --list-libraries} without a regex: every id. */
    static final String ALL_LIBRARIES = "all";

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
        return execute(new BenchRun(out, err, runners, nanoClock), "serbench", out, err, args);
    }

    /** Runs an engine command: a bad option is one line prefixed by {@code name} and exit 2, an exception exit 1. */
    static int execute(Object command, String name, PrintWriter out, PrintWriter err, String... args) {
        try {
            CommandLine cl = new CommandLine(command);
            cl.setOut(out);
            cl.setErr(err);
            cl.setParameterExceptionHandler((e, a) -> {
                err.println(name + ": " + e.getMessage());
                return 2;
            });
            cl.setExecutionExceptionHandler((e, cmd, parsed) -> {
                err.println(name + ": " + e);
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
        if (!listLibraries.isEmpty()) {
            try {
                listLibraries(out, listLibraries.equals(ALL_LIBRARIES) ? null : listLibraries);
            } catch (IllegalArgumentException e) {
                err.println("serbench: " + e.getMessage());
                return 2;
            }
            return 0;
        }
        try {
            return resume.isBlank() ? start() : resume(Path.of(resume.trim()));
        } catch (BadKnob e) {
            err.println("serbench: " + e.getMessage());
            return 2;
        }
    }

    /**
     * Every id {@code -p library=} accepts, in the matrix's order, the harness last: the id, its
     * family and its marks, tab-separated, so {@code cut -f1} gives the ids. With an include
     * regex, only the ids the matrix runs in the benchmarks it selects ({@link LibraryParams}).
     */
    static void listLibraries(PrintWriter out, String include) {
        Set<String> selected = null;
        if (include != null) {
            selected = new LinkedHashSet<>();
            for (String benchmark : BenchPlan.matching(include)) {
                List<String> ids = LibraryParams.of(BenchPlan.className(benchmark));
                if (ids != null) {
                    selected.addAll(ids);
                }
            }
            if (selected.isEmpty()) {
                throw new IllegalArgumentException("--list-libraries=" + include + ": no benchmark with a library param matches; list them with -l");
            }
        }
        List<Library> all = new ArrayList<>(SupportMatrix.LIBRARIES);
        all.add(SupportMatrix.NOOP);
        for (Library l : all) {
            if (selected != null && !selected.contains(l.id())) {
                continue;
            }
            List<String> marks = new ArrayList<>();
            if (l.isLegacy()) {
                marks.add("legacy");
            }
            if (l.isLossy()) {
                marks.add("lossy");
            }
            out.println(l.id() + "\t" + l.family().label + "\t" + String.join(", ", marks));
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
        int baseRounds = Knobs.rounds(rounds, p);
        List<String> args = Knobs.splitArgs(jmhArgs);
        Options user = Knobs.jmhOptions(args);
        Set<String> libs = new LinkedHashSet<>(Knobs.libraryList(libraries));
        libs.addAll(Knobs.checkedLibraries("-p library", BenchPlan.userParam(user, "library")));
        Map<String, List<String>> knobs = Knobs.userKnobs(user, args);
        PayloadRun.Plan payloadPlan = null;
        if (!payload.isBlank()) {
            payloadPlan = PayloadRun.prepare(payload, payloadSamples, payloadClasspath, libs, args, out);
            args = payloadPlan.jmhArgs();
            user = Knobs.jmhOptions(args);
            libs = new LinkedHashSet<>(payloadPlan.libraries());
            include = PayloadRun.INCLUDE;
        } else if (!payloadSamples.isBlank()) {
            throw new BadKnob("bench.payload.samples needs bench.payload: the root class of the samples");
        }
        Knobs.checkRegex(include);
        Long budgetSeconds = Knobs.budget(budget);
        Double targetPercent = Knobs.target(target);
        if (targetPercent != null && budgetSeconds == null) {
            throw new BadKnob("bench.target needs bench.budget: the target stops a budgeted run early (e.g. -Dbench.budget=2h -Dbench.target=10%)");
        }
        long s = Knobs.seed(seed);
        int[] sh = Knobs.shard(shard);
        String forkJvm = Knobs.forkJvm(jvm, user);
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
        RunJson state = NewRun.state(new NewRun.Settings(p, s, sh, include, List.copyOf(libs), args, forkJvm, user,
                baseRounds, budget, budgetSeconds, targetPercent), cells);

        // Everything checked: the first side effect.
        Path dir = RunFolder.create(results, info.feature(), payloadPlan == null ? "" : payloadPlan.folderSuffix());
        if (payloadPlan != null) {
            payloadPlan.write(dir);
        }
        RunFolder.writeEnvironment(dir, p, baseRounds, info, state.jmh.jvmArgs, state.jmh.libraryJvmOptions);
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

    private int resume(Path dir) throws Exception {
        RunJson state = ResumedRun.load(dir);
        Options user = Knobs.jmhOptions(state.jmhArgs);
        out.printf("serbench: resuming %s with the settings in its %s (other bench knobs are ignored): preset %s, seed %d%s%n",
                dir, RunJson.FILE_NAME, state.preset, state.seed, state.shard == null ? "" : ", shard " + state.shard);
        return execute(dir, state, user);
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
                .forEach(r -> files.add(RoundFileNames.round(dir, r)));
        RunFolder.recordEnd(dir, files.size(), Math.round(state.wallSeconds));
        int report = noReport || files.isEmpty() ? 0 : report(dir, files, state.include);
        if (failed > 0) {
            err.printf("serbench: %d fork(s) failed; see run.json (failures) and %s%n", failed, JmhForkRunner.LOG_NAME);
            return 1;
        }
        return report;
    }

    /** Sizes first (the summary merges them), then the summary of every round. */
    private int report(Path dir, List<Path> files, String include) throws IOException {
        if (!Files.exists(dir.resolve(SizesTable.FILE_NAME))) {
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
}

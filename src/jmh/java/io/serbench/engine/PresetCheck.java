package io.serbench.engine;

import io.serbench.bench.RunSettings;
import io.serbench.codec.SupportMatrix;
import io.serbench.report.PresetCheckReport;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.PresetCheckFiles;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.openjdk.jmh.runner.options.Options;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;

/**
 * Settles the engine's preset against a careful reference (issue 38, item 2). Draws N ratios at
 * random (seeded, recorded) from the fields=10 + media slice: every (cell, library) pair of the
 * cells {@code -p fields=10} plans (classes without a {@code fields} knob, media, included), Jackson
 * and {@code noop} left out as libraries. The draw is written to a new folder
 * {@code results/<date>-jdk<N>-<host>-preset-check/} before any fork. Each ratio is then measured
 * in two arms, one after the other, the first alternating from ratio to ratio (which arm starts is
 * seeded):
 * <ul>
 *   <li><b>engine</b>: the default preset exactly as the engine runs a fork (its JMH settings and
 *       JVM flags, the steady-state re-run): Jackson, the library, Jackson;</li>
 *   <li><b>careful</b>: plain JMH, {@value #CAREFUL_FORKS} forks of {@link RunSettings#WARMUP_ITERATIONS}
 *       × 1 s warmup and {@link RunSettings#MEASUREMENT_ITERATIONS} × 1 s measurement, the same
 *       JVM flags, no steady-state rule (its long warmup is the point): Jackson, then the library.</li>
 * </ul>
 * Every JMH result is kept in the folder, one file per ratio and arm, each result tagged with its
 * arm, ratio and slot ({@link PresetCheckFiles}); a killed check continues with {@code --resume}.
 * At the end {@link PresetCheckReport} writes the report. Bad knobs are one line on stderr and exit
 * code 2 before anything is written.
 *
 * <p>Run: {@code java -cp target/benchmarks.jar io.serbench.engine.PresetCheck [--ratios=40] [--seed=N]
 * [--jvm=PATH] [--resume=FOLDER]} (docs/RUNNING.md, "Settling the preset").
 */
@Command(name = "PresetCheck", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Measures drawn ratios with the engine's preset and with careful plain JMH, interleaved, "
                + "and reports the preset's bias.")
public final class PresetCheck implements Callable<Integer> {
    /** What its messages start with. */
    static final String NAME = "serbench preset check";
    static final int DEFAULT_RATIOS = 40;
    /** The careful reference's forks (issue 38: 2 forks, 5 × 1 s warmup, 5 × 1 s). */
    static final int CAREFUL_FORKS = 2;
    static final int CAREFUL_ITERATION_MILLIS = 1000;
    /** The slice: the cells of this fields value, and the classes without a fields knob. */
    static final String SLICE_FIELDS = "10";
    /** The engine arm's bookkeeping ({@code run.json}: settings, rules, per ratio its forks, re-runs and failures). */
    static final String ENGINE_ARM_DIR = "engine-arm";

    @Option(names = "--results", defaultValue = "results", description = "parent folder of run folders")
    Path results;

    @Option(names = "--ratios", defaultValue = "" + DEFAULT_RATIOS, description = "how many ratios to draw (default ${DEFAULT-VALUE})")
    String ratios;

    @Option(names = "--seed", defaultValue = "", description = "seed of the draw and of the arm order (default: random, recorded)")
    String seed;

    @Option(names = "--jvm", defaultValue = "", description = "java executable of the forks")
    String jvm;

    @Option(names = "--resume", defaultValue = "", description = "a preset-check folder to continue (other knobs are ignored)")
    String resume;

    @Option(names = "--no-report", hidden = true, description = "skip the report (tests)")
    boolean noReport;

    private final PrintWriter out;
    private final PrintWriter err;
    private final Runners runners;
    private final LongSupplier nanoClock;

    private PresetCheck(PrintWriter out, PrintWriter err, Runners runners,
                        LongSupplier nanoClock) {
        this.out = out;
        this.err = err;
        this.runners = runners;
        this.nanoClock = nanoClock;
    }

    /** The fork runner of an arm: its JMH settings, the forks' JVM (null: the driver's), the folder (for the JMH log). */
    interface Runners {
        Engine.ForkRunner of(RunJson.Jmh settings, String jvm, Path dir);
    }

    /** {@code preset-check.json}: the seed, both arms' settings and the drawn ratios in run order. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public static final class DrawFile {
        public String kind = PresetCheckFiles.KIND;
        public long seed;
        public String slice = "every (cell, library) pair of -p fields=" + SLICE_FIELDS
                + " and the classes without a fields knob (media); jackson and noop are not drawn";
        /** How many pairs the slice had to draw from. */
        public int pairs;
        /** The forks' JVM, absent for the driver's own. */
        public String jvm;
        public RunJson.Jmh engine;
        public String engineRule = "steady-state re-run (ForkCheck.isSteady, warmup x2 then x4), as the engine does; "
                + "each slot's last result counts";
        public RunJson.Jmh careful;
        public String carefulRule = "none: plain JMH, both forks in one run";
        public String started;
        public List<DrawnRatio> draw = new ArrayList<>();
    }

    /** One drawn ratio: its cell, its library and the arm that runs first. */
    public static final class DrawnRatio {
        public int index;
        public String benchmark;
        public Map<String, String> knobs = new LinkedHashMap<>();
        public String library;
        public String first;

        Cell cell() {
            return new Cell(benchmark, knobs, List.of(SupportMatrix.BASELINE, library));
        }
    }

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true, StandardCharsets.UTF_8),
                new PrintWriter(System.err, true, StandardCharsets.UTF_8), args));
    }

    /** Exit code: 0 done, 1 forks or the report failed, 2 bad knob. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(out, err, (settings, jvm, dir) -> new JmhForkRunner(jmhOptions(), settings, jvm,
                dir.resolve(JmhForkRunner.LOG_NAME)), System::nanoTime, args);
    }

    /** With other fork runners (tests: no JMH) and clock. */
    static int run(PrintWriter out, PrintWriter err, Runners runners,
                   LongSupplier nanoClock, String... args) {
        return BenchRun.execute(new PresetCheck(out, err, runners, nanoClock), NAME, out, err, args);
    }

    @Override
    public Integer call() throws Exception {
        try {
            return resume.isBlank() ? start() : resume(Path.of(resume.trim()));
        } catch (BadKnob e) {
            err.println(NAME + ": " + e.getMessage());
            return 2;
        }
    }

    // ---------------------------------------------------------------- the draw

    /** Every cell of the slice, as the engine plans it. */
    static List<Cell> slice() {
        return BenchPlan.cells(".*", List.of(), Map.of("fields", List.of(SLICE_FIELDS)));
    }

    /** Every (cell, library) pair of the cells but the baseline and noop, in plan order. */
    static List<DrawnRatio> pairs(List<Cell> cells) {
        List<DrawnRatio> out = new ArrayList<>();
        for (Cell c : cells) {
            for (String library : c.libraries()) {
                if (!ForkResults.isBaseline(library) && !ForkResults.isHarness(library)) {
                    DrawnRatio r = new DrawnRatio();
                    r.benchmark = c.benchmark();
                    r.knobs = new LinkedHashMap<>(c.knobs());
                    r.library = library;
                    out.add(r);
                }
            }
        }
        return out;
    }

    /**
     * n pairs drawn without replacement by {@code seed} (a seeded shuffle, the first n in run order),
     * numbered from 1; the seed also picks the first ratio's first arm, and the arms alternate from there.
     */
    static List<DrawnRatio> draw(List<DrawnRatio> pairs, int n, long seed) {
        List<DrawnRatio> all = new ArrayList<>(pairs);
        Random random = new Random(seed);
        Collections.shuffle(all, random);
        boolean engineFirst = random.nextBoolean();
        List<DrawnRatio> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            // a copy: the caller's pairs stay unnumbered, so one list can be drawn from twice
            DrawnRatio r = new DrawnRatio();
            r.benchmark = all.get(i).benchmark;
            r.knobs = new LinkedHashMap<>(all.get(i).knobs);
            r.library = all.get(i).library;
            r.index = i + 1;
            r.first = engineFirst == (i % 2 == 0) ? PresetCheckFiles.ENGINE : PresetCheckFiles.CAREFUL;
            out.add(r);
        }
        return out;
    }

    static int ratioCount(String text, int available) throws BadKnob {
        int n;
        try {
            n = Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new BadKnob("--ratios: '" + text + "' is not a whole number");
        }
        if (n < 1) {
            throw new BadKnob("--ratios: " + n + " ratios measure nothing; draw at least 1 (default " + DEFAULT_RATIOS + ")");
        }
        if (n > available) {
            throw new BadKnob("--ratios: " + n + " is more than the " + available + " ratios of the slice");
        }
        return n;
    }

    /** The careful reference's settings: plain JMH's careful run, the engine's JVM flags. */
    static RunJson.Jmh careful(RunJson.Jmh engine) {
        RunJson.Jmh c = new RunJson.Jmh();
        c.warmupIterations = RunSettings.WARMUP_ITERATIONS;
        c.warmupMillis = CAREFUL_ITERATION_MILLIS;
        c.measurementIterations = RunSettings.MEASUREMENT_ITERATIONS;
        c.measurementMillis = CAREFUL_ITERATION_MILLIS;
        c.forks = CAREFUL_FORKS;
        c.jvmArgs = new ArrayList<>(engine.jvmArgs);
        return c;
    }

    private static Options jmhOptions() {
        try {
            return Knobs.jmhOptions(List.of());
        } catch (BadKnob e) {
            throw new IllegalStateException(e);
        }
    }

    // ---------------------------------------------------------------- a new check, or a resumed one

    private int start() throws Exception {
        long s = Knobs.seed(seed);
        Options user = Knobs.jmhOptions(List.of());
        String forkJvm = Knobs.forkJvm(jvm, user);
        List<DrawnRatio> pairs = pairs(slice());
        int n = ratioCount(ratios, pairs.size());
        JvmInfo info = forkJvm == null ? JvmInfo.current() : JvmInfo.probe(forkJvm);
        RunSettings.Preset preset = RunSettings.Preset.DEFAULT;
        DrawFile draw = new DrawFile();
        draw.seed = s;
        draw.pairs = pairs.size();
        draw.jvm = forkJvm;
        draw.engine = NewRun.jmhSettings(user, preset);
        draw.careful = careful(draw.engine);
        draw.started = Instant.now().toString();
        draw.draw = draw(pairs, n, s);
        RunJson arm = NewRun.state(new NewRun.Settings(preset, s, null, ".*", List.of(), List.of(), forkJvm, user,
                n, null, null, null), List.of());
        arm.rounds.clear();

        // Everything checked: the first side effect. The draw goes to disk before any fork.
        Path dir = RunFolder.create(results, info.feature(), PresetCheckFiles.FOLDER_SUFFIX);
        RunFolder.writeEnvironment(dir, preset, 0, info, draw.engine.jvmArgs, null);
        writeDraw(dir, draw);
        arm.write(Files.createDirectory(dir.resolve(ENGINE_ARM_DIR)));
        out.printf(NAME + ": %d of %d ratios drawn (seed %d); engine arm: preset %s; careful arm: "
                        + "%d forks, %d × %d ms warmup, %d × %d ms measurement%n", n, pairs.size(), s, preset.describe(),
                draw.careful.forks, draw.careful.warmupIterations, draw.careful.warmupMillis,
                draw.careful.measurementIterations, draw.careful.measurementMillis);
        out.printf(NAME + ": writing %s%n", dir);
        return execute(dir, draw, arm);
    }

    private int resume(Path dir) throws Exception {
        DrawFile draw = readDraw(dir);
        RunJson arm = RunJson.read(dir.resolve(ENGINE_ARM_DIR));
        out.printf(NAME + ": resuming %s with its draw (seed %d, %d ratios); other knobs are ignored%n",
                dir, draw.seed, draw.draw.size());
        return execute(dir, draw, arm);
    }

    static DrawFile readDraw(Path dir) throws BadKnob {
        Path file = dir.resolve(PresetCheckFiles.DRAW);
        if (!Files.isDirectory(dir)) {
            throw new BadKnob("--resume: no such folder: " + dir);
        }
        if (!Files.isRegularFile(file) || !Files.isRegularFile(dir.resolve(ENGINE_ARM_DIR).resolve(RunJson.FILE_NAME))) {
            throw new BadKnob("--resume: " + dir + " is not a preset-check folder (no " + PresetCheckFiles.DRAW
                    + " and " + ENGINE_ARM_DIR + "/" + RunJson.FILE_NAME + ")");
        }
        try {
            DrawFile d = RunJson.JSON.readValue(file.toFile(), DrawFile.class);
            if (!PresetCheckFiles.KIND.equals(d.kind) || d.engine == null || d.careful == null || d.draw.isEmpty()) {
                throw new BadKnob("--resume: " + file + " is not a preset-check draw");
            }
            return d;
        } catch (IOException e) {
            throw new BadKnob("--resume: cannot read " + file + ": " + e.getMessage());
        }
    }

    private static void writeDraw(Path dir, DrawFile draw) throws IOException {
        Path tmp = dir.resolve("." + PresetCheckFiles.DRAW + ".tmp");
        RunJson.JSON.writeValue(tmp.toFile(), draw);
        Files.move(tmp, dir.resolve(PresetCheckFiles.DRAW), StandardCopyOption.ATOMIC_MOVE);
    }

    // ---------------------------------------------------------------- the arms

    private int execute(Path dir, DrawFile draw, RunJson armState) throws Exception {
        Path armDir = dir.resolve(ENGINE_ARM_DIR);
        Engine engine = new Engine(armDir, armState, runners.of(draw.engine, draw.jvm, dir), out, nanoClock);
        Engine.ForkRunner careful = runners.of(draw.careful, draw.jvm, dir);
        // the engine's progress lines count the engine arm's forks: three a ratio
        engine.progress.plannedForks = 3 * (int) draw.draw.stream()
                .filter(r -> !Files.exists(PresetCheckFiles.arm(dir, r.index, PresetCheckFiles.ENGINE))).count();
        armState.sessions++;
        armState.write(armDir);
        int failed = 0;
        try {
            for (DrawnRatio r : draw.draw) {
                if (!measureRatio(dir, r, draw.draw.size(), engine, careful)) {
                    failed++;
                }
            }
        } catch (Engine.Abort e) {
            err.println(NAME + ": stopped: " + e.getMessage() + ". Nothing finished is lost; continue with --resume=" + dir);
            return 1;
        } finally {
            armState.ended = Instant.now().toString();
            armState.write(armDir);
        }
        int report = 0;
        if (!noReport) {
            try {
                PresetCheckReport.write(List.of(dir), out);
            } catch (BadInputException e) {
                err.println(NAME + ": report: " + e.getMessage());
                report = 1;
            }
        }
        if (failed > 0) {
            err.printf(NAME + ": %d ratio(s) not measured (a fork failed; see %s and %s); "
                    + "measure them with --resume=%s%n", failed, ENGINE_ARM_DIR + "/" + RunJson.FILE_NAME, JmhForkRunner.LOG_NAME, dir);
            return 1;
        }
        return report;
    }

    /** Both arms of one ratio, the drawn one first; an arm already on disk is kept. False when a fork failed. */
    private boolean measureRatio(Path dir, DrawnRatio r, int of, Engine engine, Engine.ForkRunner careful) throws IOException {
        Path enginePath = PresetCheckFiles.arm(dir, r.index, PresetCheckFiles.ENGINE);
        Path carefulPath = PresetCheckFiles.arm(dir, r.index, PresetCheckFiles.CAREFUL);
        if (Files.exists(enginePath) && Files.exists(carefulPath)) {
            return true;
        }
        Cell cell = r.cell();
        out.printf(NAME + ": ratio %d/%d: %s · %s, %s arm first%n", r.index, of, cell.label(), r.library, r.first);
        List<String> arms = PresetCheckFiles.ENGINE.equals(r.first)
                ? List.of(PresetCheckFiles.ENGINE, PresetCheckFiles.CAREFUL)
                : List.of(PresetCheckFiles.CAREFUL, PresetCheckFiles.ENGINE);
        for (String arm : arms) {
            Path file = arm.equals(PresetCheckFiles.ENGINE) ? enginePath : carefulPath;
            if (Files.exists(file)) {
                continue;
            }
            List<ObjectNode> got = arm.equals(PresetCheckFiles.ENGINE) ? engineArm(engine, r, cell) : carefulArm(careful, r, cell);
            if (got == null) {
                return false;
            }
            ForkResults.write(file, got);
        }
        return true;
    }

    /** Jackson, the library, Jackson, each re-run while not steady as the engine does; every attempt kept. */
    private List<ObjectNode> engineArm(Engine engine, DrawnRatio r, Cell cell) throws IOException {
        RunJson.Round round = new RunJson.Round();
        round.round = r.index;
        round.kind = Engine.BASE;
        round.cells.add(new RunJson.CellRun(cell, List.of(SupportMatrix.BASELINE, r.library, SupportMatrix.BASELINE)));
        engine.state.rounds.removeIf(x -> x.round == r.index);
        engine.state.rounds.add(round);
        List<ObjectNode> all = new ArrayList<>();
        String[][] slots = {{PresetCheckFiles.BASELINE_BEFORE, SupportMatrix.BASELINE}, {PresetCheckFiles.LIBRARY, r.library},
                {PresetCheckFiles.BASELINE_AFTER, SupportMatrix.BASELINE}};
        long t0 = nanoClock.getAsLong();
        for (String[] slot : slots) {
            List<ObjectNode> attempts = new ArrayList<>();
            if (engine.runFork(round, cell, slot[1], attempts, null) == null) {
                return null;
            }
            tag(attempts, PresetCheckFiles.ENGINE, r.index, slot[0]);
            all.addAll(attempts);
        }
        round.seconds = (nanoClock.getAsLong() - t0) / 1e9;
        round.complete = true;
        engine.state.write(engine.dir);
        return all;
    }

    /** Plain JMH with the careful settings: Jackson, then the library; no steady-state rule. */
    private List<ObjectNode> carefulArm(Engine.ForkRunner careful, DrawnRatio r, Cell cell) {
        List<ObjectNode> all = new ArrayList<>();
        String[][] slots = {{PresetCheckFiles.BASELINE, SupportMatrix.BASELINE}, {PresetCheckFiles.LIBRARY, r.library}};
        for (String[] slot : slots) {
            try {
                List<ObjectNode> got = careful.run(cell, slot[1], 1);
                if (got.isEmpty()) {
                    throw new Engine.ForkFailure("JMH returned no result", null);
                }
                tag(got, PresetCheckFiles.CAREFUL, r.index, slot[0]);
                all.addAll(got);
            } catch (Engine.ForkFailure f) {
                err.printf(NAME + ": FAILED careful arm, ratio %d, %s · %s: %s%n", r.index, cell.label(), slot[1], f.getMessage());
                return null;
            }
        }
        return all;
    }

    /** Where a result belongs; {@code attempt} counts a slot's steady-state re-runs from 1. */
    private static void tag(List<ObjectNode> results, String arm, int ratio, String slot) {
        for (int i = 0; i < results.size(); i++) {
            ObjectNode t = results.get(i).putObject(PresetCheckFiles.TAG);
            t.put("arm", arm);
            t.put("ratio", ratio);
            t.put("slot", slot);
            t.put("attempt", i + 1);
        }
    }
}

package io.serbench.engine;

import io.serbench.bench.RunSettings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.codec.SupportMatrix;
import io.serbench.host.MachineIdentity;
import io.serbench.host.MachineLoad;
import io.serbench.runfolder.SpeedIndex;
import io.serbench.measure.ForkCheck;
import io.serbench.runfolder.RoundFileNames;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Runs a run folder's rounds, one fork at a time, and keeps the folder resumable. Rules (see
 * {@code docs/METHODOLOGY.md}, "Measurement" and "Statistics"):
 * <ul>
 *   <li>a cell's forks run back to back in the order {@link CellOrder} gives (baseline first, in
 *       the middle, last; the rest shuffled by the seed);</li>
 *   <li>a fork that is not steady ({@link ForkCheck#isSteady}) is re-run at once with more warmup,
 *       at most {@link RunSettings#MAX_STEADY_RERUNS} times;</li>
 *   <li>a baseline bracket far from the cell's other brackets ({@link ForkCheck#isDisturbed}
 *       against them) is re-measured at the end of the cell, once;</li>
 *   <li>at the end of a round, and again once every base round is done, a row far outside its
 *       other rounds is re-measured, once ({@link OutlierScreening});</li>
 *   <li>then a row whose forks allocate in two modes gets more forks ({@link BimodalForks});</li>
 *   <li>with a budget, extra rounds of the widest cells follow ({@link BudgetRounds}).</li>
 * </ul>
 * A round is written to its partial file one whole cell at a time (a killed run loses at most the
 * cell it was in), the end-of-round re-measures to its re-measure file; the finished round
 * becomes its round file, results in execution order ({@link RoundFileNames}).
 */
final class Engine {

    /** Runs one fork (a JMH run of one benchmark, one param combination); tests pass a fake. */
    interface ForkRunner {
        /**
         * @param warmupFactor multiplies the warmup iterations (1, then larger for steady-state re-runs)
         * @return the JMH JSON result objects (one per benchmark run; normally one)
         */
        List<ObjectNode> run(Cell cell, String library, int warmupFactor) throws ForkFailure;
    }

    /** A fork that produced no result; the run goes on and counts it. */
    static final class ForkFailure extends Exception {
        ForkFailure(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * Nothing can run (another JMH holds its lock, the forks' JVM does not start): the run stops
     * where it is, resumable, instead of marking every remaining fork failed.
     */
    static final class Abort extends RuntimeException {
        Abort(String message) {
            super(message);
        }
    }

    /** This many failed forks in a row, with no success in between, stop the run (resumable). */
    static final int MAX_FAILURES_IN_A_ROW = 8;

    static final String BASE = "base";
    static final String EXTRA = "extra";

    final Path dir;
    final RunJson state;
    final PrintWriter out;
    final RunProgress progress;
    private final ForkRunner runner;
    private final OutlierScreening outliers;
    private final MachineLoad machineLoad = MachineLoad.thisMachine();
    private final MachineIdentity identity = MachineIdentity.thisMachine();
    private int failuresInARow;

    Engine(Path dir, RunJson state, ForkRunner runner, PrintWriter out, LongSupplier nanoClock) {
        this.dir = dir;
        this.state = state;
        this.runner = runner;
        this.out = out;
        this.progress = new RunProgress(state, out, nanoClock);
        this.outliers = new OutlierScreening(this);
    }

    /** Runs every unfinished round, then extra rounds while the budget lasts; returns the number of failed forks. */
    int run() throws IOException {
        state.sessions++;
        if (state.machineIdentity == null) {
            state.machineIdentity = identity;
        }
        if (state.jdk == null) {
            state.jdk = forkJdk(state.jvm);
        }
        state.write(dir);
        countPlanned();
        progress.printPlan();
        for (RunJson.Round r : List.copyOf(state.rounds)) {
            if (!r.complete) {
                runRound(r);
            }
        }
        outliers.screenRounds();
        new BimodalForks(this).run();
        if (state.budgetSeconds != null) {
            new BudgetRounds(this).run();
        } else {
            state.stopReason = "rounds done";
        }
        state.wallSeconds = progress.elapsed();
        state.ended = Instant.now().toString();
        state.write(dir);
        Map<String, Integer> t = state.totals();
        out.printf(Locale.ROOT, "serbench: done: %d round(s), %d forks (%d re-run for steady state, %d still not steady, "
                        + "%d baseline brackets, %d disturbed forks and %d outlier rounds re-measured, "
                        + "%d extra forks for bimodal rows, %d failed) in %s; %s%n",
                completeRounds(), t.getOrDefault("forks", 0), t.getOrDefault("steadyReruns", 0),
                t.getOrDefault("stillUnsteady", 0), t.getOrDefault("bracketRemeasures", 0),
                t.getOrDefault("disturbanceRemeasures", 0), t.getOrDefault("outlierRemeasures", 0),
                t.getOrDefault("bimodalForks", 0), t.getOrDefault("failures", 0),
                RunProgress.duration(state.wallSeconds), state.stopReason);
        out.flush();
        return progress.failures;
    }

    private long completeRounds() {
        return state.rounds.stream().filter(r -> r.complete).count();
    }

    private void countPlanned() throws IOException {
        for (RunJson.Round r : state.rounds) {
            progress.doneForks += r.forks;
            progress.plannedForks += r.forks;
            if (!r.complete) {
                Set<String> done = cellKeys(ForkResults.read(RoundFileNames.partial(dir, r.round)));
                for (RunJson.CellRun c : r.cells) {
                    if (!done.contains(c.key())) {
                        progress.plannedForks += c.order.size();
                    }
                }
                supersedeFailures(r, done);
            }
        }
    }

    /**
     * A cell left unfinished by an earlier session is measured again from its first fork, so the
     * failures recorded in it (often forks killed by the stop itself) are no longer the run's:
     * they move to {@code supersededFailures}. A failure that recurs is recorded again.
     */
    private void supersedeFailures(RunJson.Round r, Set<String> done) throws IOException {
        List<RunJson.Failure> superseded = state.failures.stream()
                .filter(f -> f.round == r.round && !done.contains(f.key()))
                .toList();
        if (superseded.isEmpty()) {
            return;
        }
        state.failures.removeAll(superseded);
        state.supersededFailures.addAll(superseded);
        r.failures -= superseded.size();
        state.write(dir);
        out.printf("serbench: round %d: %d failure(s) recorded in cells left unfinished are superseded: "
                + "those cells are measured again (run.json keeps them as supersededFailures)%n", r.round, superseded.size());
    }

    private static Set<String> cellKeys(List<? extends JsonNode> results) {
        Set<String> keys = new HashSet<>();
        for (JsonNode r : results) {
            keys.add(ForkResults.cellKey(r));
        }
        return keys;
    }

    /** Runs (or finishes) one round; false when it ran nothing at all (an extra round the budget cut to nothing). */
    boolean runRound(RunJson.Round r) throws IOException {
        Path partial = RoundFileNames.partial(dir, r.round);
        List<ObjectNode> main = ForkResults.read(partial);
        Set<String> done = cellKeys(main);
        String of = BASE.equals(r.kind) ? r.round + "/" + state.baseRounds : r.round + " (extra)";
        out.printf("serbench: round %s: %d cell(s)%s%n", of, r.cells.size(),
                done.isEmpty() ? "" : ", " + done.size() + " already done (resumed)");
        List<RunJson.CellRun> ran = new ArrayList<>();
        for (RunJson.CellRun c : r.cells) {
            if (done.contains(c.key())) {
                ran.add(c);
                continue;
            }
            if (EXTRA.equals(r.kind) && !BudgetRounds.fits(this, c)) {
                out.printf("serbench: budget spent: extra round %d stops before %s%n", r.round, c.cell().label());
                progress.plannedForks -= r.cells.subList(r.cells.indexOf(c), r.cells.size()).stream()
                        .mapToInt(x -> x.order.size()).sum();
                break;
            }
            long t0 = progress.now();
            MachineLoad.CpuTicks before = machineLoad.ticks();
            List<ObjectNode> results = runCell(r, c);
            recordMachine(r, before);
            main.addAll(results);
            ForkResults.write(partial, main);
            ran.add(c);
            r.seconds += (progress.now() - t0) / 1e9;
            state.wallSeconds = progress.elapsed();
            state.write(dir);
        }
        r.cells = ran;
        if (ran.isEmpty() && main.isEmpty()) {
            state.rounds.remove(r);
            Files.deleteIfExists(partial);
            state.write(dir);
            return false;
        }
        List<ObjectNode> remeasured = outliers.endOfRound(r, main);
        List<ObjectNode> all = new ArrayList<>(main);
        all.addAll(remeasured);
        Path file = RoundFileNames.round(dir, r.round);
        ForkResults.write(file, all);
        r.bootId = identity.bootId();
        r.speed = RunJson.Speed.of(SpeedIndex.of(SpeedIndex.baselineNs(all), identity.hostFamily(), state.jdk));
        r.complete = true;
        state.wallSeconds = progress.elapsed();
        state.write(dir);
        Files.deleteIfExists(partial);
        Files.deleteIfExists(RoundFileNames.remeasure(dir, r.round));
        out.printf("serbench: round %s written: %s (%d results)%n", of, file.getFileName(), all.size());
        return true;
    }

    /** The feature release of the forks' JVM: the driver's own unless {@code -jvm} names another. */
    static int forkJdk(String jvm) throws IOException {
        if (jvm == null || jvm.isBlank()) {
            return Runtime.version().feature();
        }
        try {
            return JdkCompatibility.featureOf(Path.of(jvm));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while asking " + jvm + " its version", e);
        }
    }

    /** Adds one cell's steal, idle and load to its round: the speed of everything it measured depends on them. */
    private void recordMachine(RunJson.Round r, MachineLoad.CpuTicks before) {
        MachineLoad.CpuTicks after = machineLoad.ticks();
        double load = machineLoad.loadAverage();
        if (before == null || after == null) {
            return;
        }
        if (r.machine == null) {
            r.machine = new RunJson.MachineState();
        }
        MachineLoad.CpuTicks d = after.since(before);
        r.machine.ticks += d.total();
        r.machine.stealTicks += d.steal();
        r.machine.idleTicks += d.idle();
        if (!Double.isNaN(load)) {
            r.machine.loadSamples++;
            r.machine.loadSum += load;
            r.machine.loadMax = Math.max(r.machine.loadMax, load);
        }
    }

    private List<ObjectNode> runCell(RunJson.Round r, RunJson.CellRun c) throws IOException {
        Cell cell = c.cell();
        List<ObjectNode> results = new ArrayList<>();
        List<ObjectNode> brackets = new ArrayList<>();
        for (String library : c.order) {
            ObjectNode last = runFork(r, cell, library, results, null);
            if (ForkResults.isBaseline(library) && last != null) {
                brackets.add(last);
            }
        }
        // A flat-but-slow bracket passes the trend test; only the cell's other brackets show it.
        for (int i = 0; i < brackets.size(); i++) {
            ObjectNode b = brackets.get(i);
            if (!ForkResults.steady(b)) {
                continue;
            }
            List<Double> others = new ArrayList<>();
            for (int j = 0; j < brackets.size(); j++) {
                if (j != i && ForkResults.steady(brackets.get(j))) {
                    others.add(ForkResults.score(brackets.get(j)));
                }
            }
            double[] ref = others.stream().mapToDouble(Double::doubleValue).toArray();
            if (ForkCheck.isDisturbed(ForkResults.score(b), ref)) {
                r.bracketRemeasures++;
                runFork(r, cell, SupportMatrix.BASELINE, results, String.format(Locale.ROOT,
                        "bracket %d of %d (%s) far from the others %s: re-measuring", i + 1, brackets.size(),
                        RunProgress.num(ForkResults.score(b)), others.stream().map(RunProgress::num).toList()));
            }
        }
        return results;
    }

    /**
     * One fork, re-run with more warmup while it is not steady; every result goes to {@code sink}.
     * Returns the last result, or null if the fork failed before giving one. {@code why} (null
     * for a planned fork) says why an unplanned one runs.
     */
    ObjectNode runFork(RunJson.Round r, Cell cell, String library, List<ObjectNode> sink, String why) throws IOException {
        if (why != null) {
            progress.plannedForks++;
            out.printf("serbench: %s · %s · %s%n", cell.label(), library, why);
        }
        ObjectNode last = null;
        for (int attempt = 0; attempt <= RunSettings.MAX_STEADY_RERUNS; attempt++) {
            int factor = (int) Math.pow(RunSettings.WARMUP_GROWTH, attempt);
            if (attempt > 0) {
                progress.plannedForks++;
            }
            long t0 = progress.now();
            List<ObjectNode> got;
            try {
                got = runner.run(cell, library, factor);
                if (got.isEmpty()) {
                    throw new ForkFailure("JMH returned no result", null);
                }
            } catch (ForkFailure f) {
                progress.forkDone(r, t0);
                fail(r, cell, library, f.getMessage());
                if (++failuresInARow >= MAX_FAILURES_IN_A_ROW) {
                    state.write(dir);
                    throw new Abort(failuresInARow + " forks in a row failed, the last with: " + f.getMessage());
                }
                return last;
            }
            failuresInARow = 0;
            progress.forkDone(r, t0);
            sink.addAll(got);
            last = got.get(got.size() - 1);
            boolean steady = got.stream().allMatch(ForkResults::steady);
            String note = "";
            if (!steady) {
                double[][] raw = ForkResults.raw(last);
                String shape = raw.length == 0 ? "" : String.format(Locale.ROOT, "first iteration %.2f× the rest, drift %.2f×",
                        ForkCheck.warmupExcess(raw[0]), ForkCheck.drift(raw[0]));
                if (attempt < RunSettings.MAX_STEADY_RERUNS) {
                    r.steadyReruns++;
                    note = " · not steady (" + shape + "): re-run with warmup ×"
                            + (int) Math.pow(RunSettings.WARMUP_GROWTH, attempt + 1);
                } else {
                    r.stillUnsteady++;
                    note = " · still not steady (" + shape + ") after " + attempt + " re-runs: kept, flagged";
                }
            }
            progress.progress(r, cell, library, ForkResults.score(last), unit(last), note);
            if (steady) {
                return last;
            }
        }
        return last;
    }

    /**
     * An unplanned fork ({@code why} says why it runs) whose results, each passed to {@code mark}
     * first, are appended to {@code results} and written at once to {@code file}.
     */
    void appendFork(RunJson.Round r, Cell cell, String library, String why, Path file, List<ObjectNode> results,
                    Consumer<ObjectNode> mark) throws IOException {
        List<ObjectNode> got = new ArrayList<>();
        runFork(r, cell, library, got, why);
        got.forEach(mark);
        results.addAll(got);
        ForkResults.write(file, results);
        state.write(dir);
    }

    private void fail(RunJson.Round r, Cell cell, String library, String message) throws IOException {
        progress.failures++;
        r.failures++;
        RunJson.Failure f = new RunJson.Failure();
        f.round = r.round;
        f.benchmark = cell.benchmark();
        f.knobs = new LinkedHashMap<>(cell.knobs());
        f.library = library;
        f.message = message;
        state.failures.add(f);
        state.write(dir);
        out.printf("serbench: FAILED %s · %s: %s%n", cell.label(), library, message);
    }

    private static String unit(JsonNode r) {
        return r.path("primaryMetric").path("scoreUnit").asText("ns/op");
    }
}

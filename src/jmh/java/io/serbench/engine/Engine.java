package io.serbench.engine;

import io.serbench.bench.RunSettings;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.codec.SupportMatrix;
import io.serbench.measure.CellSpread;
import io.serbench.measure.ForkCheck;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
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
 *   <li>at the end of a round, a row far outside its other rounds is re-measured, once, and the
 *       re-measure appended to the round file;</li>
 *   <li>with a budget, extra rounds of the widest cells follow the base rounds.</li>
 * </ul>
 * A round is written to {@code .round-N.partial.json} one whole cell at a time (a killed run loses
 * at most the cell it was in), the end-of-round re-measures to {@code .round-N.remeasure.json};
 * the finished round becomes {@code round-N.json}, results in execution order.
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

    private final Path dir;
    private final RunJson state;
    private final ForkRunner runner;
    private final PrintWriter out;
    private final LongSupplier nanoClock;
    private final long sessionStart;
    private final double secondsBefore;
    private int sessionForks;
    private double sessionForkSeconds;
    private int doneForks;
    private int plannedForks;
    private int failures;
    private int failuresInARow;

    Engine(Path dir, RunJson state, ForkRunner runner, PrintWriter out, LongSupplier nanoClock) {
        this.dir = dir;
        this.state = state;
        this.runner = runner;
        this.out = out;
        this.nanoClock = nanoClock;
        this.sessionStart = nanoClock.getAsLong();
        this.secondsBefore = state.wallSeconds;
    }

    static Path roundFile(Path dir, int round) {
        return dir.resolve("round-" + round + ".json");
    }

    static Path partialFile(Path dir, int round) {
        return dir.resolve(".round-" + round + ".partial.json");
    }

    static Path remeasureFile(Path dir, int round) {
        return dir.resolve(".round-" + round + ".remeasure.json");
    }

    /** Runs every unfinished round, then extra rounds while the budget lasts; returns the number of failed forks. */
    int run() throws IOException {
        state.sessions++;
        state.write(dir);
        countPlanned();
        double rest = Math.max(0, plannedForks - doneForks) * forkSeconds();
        // The plan before the first fork, so a reader can stop a run that would take too long.
        out.printf(Locale.ROOT, "serbench: plan: %d of %d planned forks to run, about %s (%.1f s a fork, JVM start included)%n",
                Math.max(0, plannedForks - doneForks), plannedForks, duration(rest), forkSeconds());
        if (state.budgetSeconds != null && elapsed() + rest > state.budgetSeconds) {
            out.printf("serbench: note: the base rounds alone take about %s, more than the budget (%s): "
                    + "they run in full, the budget only adds rounds%n", duration(rest), duration(state.budgetSeconds));
        }
        for (RunJson.Round r : List.copyOf(state.rounds)) {
            if (!r.complete) {
                runRound(r);
            }
        }
        screenRounds();
        if (state.budgetSeconds != null) {
            extraRounds();
        } else {
            state.stopReason = "rounds done";
        }
        state.wallSeconds = elapsed();
        state.ended = Instant.now().toString();
        state.write(dir);
        Map<String, Integer> t = state.totals();
        out.printf(Locale.ROOT, "serbench: done: %d round(s), %d forks (%d re-run for steady state, %d still not steady, "
                        + "%d baseline brackets, %d disturbed forks and %d outlier rounds re-measured, %d failed) in %s; %s%n",
                completeRounds(), t.getOrDefault("forks", 0), t.getOrDefault("steadyReruns", 0),
                t.getOrDefault("stillUnsteady", 0), t.getOrDefault("bracketRemeasures", 0),
                t.getOrDefault("disturbanceRemeasures", 0), t.getOrDefault("outlierRemeasures", 0),
                t.getOrDefault("failures", 0),
                duration(state.wallSeconds), state.stopReason);
        out.flush();
        return failures;
    }

    private long completeRounds() {
        return state.rounds.stream().filter(r -> r.complete).count();
    }

    private void countPlanned() throws IOException {
        for (RunJson.Round r : state.rounds) {
            doneForks += r.forks;
            plannedForks += r.forks;
            if (!r.complete) {
                Set<String> done = cellKeys(ForkResults.read(partialFile(dir, r.round)));
                for (RunJson.CellRun c : r.cells) {
                    if (!done.contains(c.key())) {
                        plannedForks += c.order.size();
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
    private boolean runRound(RunJson.Round r) throws IOException {
        Path partial = partialFile(dir, r.round);
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
            if (EXTRA.equals(r.kind) && !fitsBudget(c)) {
                out.printf("serbench: budget spent: extra round %d stops before %s%n", r.round, c.cell().label());
                plannedForks -= r.cells.subList(r.cells.indexOf(c), r.cells.size()).stream().mapToInt(x -> x.order.size()).sum();
                break;
            }
            long t0 = nanoClock.getAsLong();
            List<ObjectNode> results = runCell(r, c);
            main.addAll(results);
            ForkResults.write(partial, main);
            ran.add(c);
            r.seconds += (nanoClock.getAsLong() - t0) / 1e9;
            state.wallSeconds = elapsed();
            state.write(dir);
        }
        r.cells = ran;
        if (ran.isEmpty() && main.isEmpty()) {
            state.rounds.remove(r);
            Files.deleteIfExists(partial);
            state.write(dir);
            return false;
        }
        List<ObjectNode> remeasured = disturbancePhase(r, main);
        List<ObjectNode> all = new ArrayList<>(main);
        all.addAll(remeasured);
        ForkResults.write(roundFile(dir, r.round), all);
        r.complete = true;
        state.wallSeconds = elapsed();
        state.write(dir);
        Files.deleteIfExists(partial);
        Files.deleteIfExists(remeasureFile(dir, r.round));
        out.printf("serbench: round %s written: %s (%d results)%n", of, roundFile(dir, r.round).getFileName(), all.size());
        return true;
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
                        num(ForkResults.score(b)), others.stream().map(Engine::num).toList()));
            }
        }
        return results;
    }

    /**
     * One fork, re-run with more warmup while it is not steady; every result goes to {@code sink}.
     * Returns the last result, or null if the fork failed before giving one.
     */
    private ObjectNode runFork(RunJson.Round r, Cell cell, String library, List<ObjectNode> sink, String why) throws IOException {
        if (why != null) {
            plannedForks++;
            out.printf("serbench: %s · %s · %s%n", cell.label(), library, why);
        }
        ObjectNode last = null;
        for (int attempt = 0; attempt <= RunSettings.MAX_STEADY_RERUNS; attempt++) {
            int factor = (int) Math.pow(RunSettings.WARMUP_GROWTH, attempt);
            if (attempt > 0) {
                plannedForks++;
            }
            long t0 = nanoClock.getAsLong();
            List<ObjectNode> got;
            try {
                got = runner.run(cell, library, factor);
                if (got.isEmpty()) {
                    throw new ForkFailure("JMH returned no result", null);
                }
            } catch (ForkFailure f) {
                countFork(r, t0);
                fail(r, cell, library, f.getMessage());
                if (++failuresInARow >= MAX_FAILURES_IN_A_ROW) {
                    state.write(dir);
                    throw new Abort(failuresInARow + " forks in a row failed, the last with: " + f.getMessage());
                }
                return last;
            }
            failuresInARow = 0;
            countFork(r, t0);
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
            progress(r, cell, library, ForkResults.score(last), unit(last), note);
            if (steady) {
                return last;
            }
        }
        return last;
    }

    private void countFork(RunJson.Round r, long t0) {
        double seconds = (nanoClock.getAsLong() - t0) / 1e9;
        sessionForks++;
        sessionForkSeconds += seconds;
        doneForks++;
        r.forks++;
    }

    private void fail(RunJson.Round r, Cell cell, String library, String message) throws IOException {
        failures++;
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

    /**
     * End of round: a row (cell, library) whose value is far outside the same row in the other
     * finished rounds is re-measured once. The harness row (noop) is left alone: its few-ns score
     * is bimodal by code layout, not disturbed. Rows already re-measured (a resumed round) are skipped.
     */
    private List<ObjectNode> disturbancePhase(RunJson.Round r, List<ObjectNode> main) throws IOException {
        Path file = remeasureFile(dir, r.round);
        List<ObjectNode> extra = ForkResults.read(file);
        Map<Integer, Map<String, Map<String, List<JsonNode>>>> others = otherRounds(r.round);
        if (others.size() < ForkCheck.MIN_REFERENCES) {
            return extra;
        }
        Set<String> done = new HashSet<>();
        for (JsonNode x : extra) {
            done.add(ForkResults.cellKey(x) + "|" + ForkResults.library(x));
        }
        Map<String, Map<String, List<JsonNode>>> now = ForkResults.byRow(main);
        for (RunJson.CellRun c : r.cells) {
            Map<String, List<JsonNode>> libs = now.get(c.key());
            if (libs == null) {
                continue;
            }
            for (String library : c.order.stream().distinct().toList()) {
                if (ForkResults.isHarness(library) || !libs.containsKey(library)) {
                    continue;
                }
                boolean baseline = ForkResults.isBaseline(library);
                double value = ForkResults.rowValue(libs.get(library), baseline);
                List<Double> refs = new ArrayList<>();
                for (Map<String, Map<String, List<JsonNode>>> round : others.values()) {
                    List<JsonNode> rr = round.getOrDefault(c.key(), Map.of()).get(library);
                    if (rr != null) {
                        refs.add(ForkResults.rowValue(rr, baseline));
                    }
                }
                double[] ref = refs.stream().mapToDouble(Double::doubleValue).toArray();
                if (!ForkCheck.isDisturbed(value, ref) || done.contains(c.key() + "|" + library)) {
                    continue;
                }
                r.disturbanceRemeasures++;
                List<ObjectNode> got = new ArrayList<>();
                runFork(r, c.cell(), library, got, String.format(Locale.ROOT,
                        "%s ns/op in round %d, other rounds %s (robust z %.1f): disturbed, re-measuring",
                        num(value), r.round, refs.stream().map(Engine::num).toList(), ForkCheck.robustZ(value, ref)));
                extra.addAll(got);
                ForkResults.write(file, extra);
                state.write(dir);
            }
        }
        return extra;
    }

    /**
     * Once every base round is done: every row of every round is checked against the same row in
     * all the other rounds, on its ratio to the cell's baseline in that round (what the reporter
     * reads; a machine-wide slow spell moves both and cancels). A row far outside is re-measured
     * once, at the end, and the re-measure appended to its round's file, where the reporter counts
     * it and marks any outlier that was not. Rounds already screened (a resumed run) are skipped.
     */
    private void screenRounds() throws IOException {
        List<RunJson.Round> done = state.rounds.stream().filter(r -> r.complete && BASE.equals(r.kind)).toList();
        if (done.size() < ForkCheck.MIN_REFERENCES + 1) {
            return;
        }
        Map<Integer, Map<String, Map<String, List<JsonNode>>>> rows = new LinkedHashMap<>();
        for (RunJson.Round r : done) {
            rows.put(r.round, ForkResults.byRow(ForkResults.read(roundFile(dir, r.round))));
        }
        for (RunJson.Round r : done) {
            if (r.screened) {
                continue;
            }
            List<ObjectNode> file = ForkResults.read(roundFile(dir, r.round));
            for (RunJson.CellRun c : r.cells) {
                Map<String, List<JsonNode>> libs = rows.get(r.round).getOrDefault(c.key(), Map.of());
                for (String library : c.order.stream().distinct().toList()) {
                    if (ForkResults.isHarness(library) || ForkResults.isBaseline(library) || !libs.containsKey(library)
                            || libs.get(library).size() > java.util.Collections.frequency(c.order, library)) {
                        continue; // the harness's bimodal few ns, the baseline (its brackets are screened per cell), re-measured rows
                    }
                    double ratio = ratio(rows.get(r.round), c.key(), library);
                    List<Double> refs = new ArrayList<>();
                    rows.forEach((round, m) -> {
                        if (round != r.round && Double.isFinite(ratio(m, c.key(), library))) {
                            refs.add(ratio(m, c.key(), library));
                        }
                    });
                    double[] ref = refs.stream().mapToDouble(Double::doubleValue).toArray();
                    if (!ForkCheck.isDisturbed(ratio, ref)) {
                        continue;
                    }
                    r.outlierRemeasures++;
                    List<ObjectNode> got = new ArrayList<>();
                    runFork(r, c.cell(), library, got, String.format(Locale.ROOT,
                            "ratio %s in round %d, other rounds %s (robust z %.1f): outlier round, re-measuring",
                            num(ratio), r.round, refs.stream().map(Engine::num).toList(), ForkCheck.robustZ(ratio, ref)));
                    file.addAll(got);
                    ForkResults.write(roundFile(dir, r.round), file);
                    state.write(dir);
                }
            }
            r.screened = true;
            state.write(dir);
        }
    }

    /** The row's ratio to its cell's baseline in one round (baseline row value ÷ library row value); NaN when either is missing. */
    private static double ratio(Map<String, Map<String, List<JsonNode>>> round, String cell, String library) {
        Map<String, List<JsonNode>> libs = round.getOrDefault(cell, Map.of());
        double base = ForkResults.rowValue(libs.get(SupportMatrix.BASELINE), true);
        double lib = ForkResults.rowValue(libs.get(library), false);
        return base / lib;
    }

    /** The folder's finished round files other than {@code round}, each grouped by row. */
    private Map<Integer, Map<String, Map<String, List<JsonNode>>>> otherRounds(int round) throws IOException {
        Map<Integer, Map<String, Map<String, List<JsonNode>>>> out = new LinkedHashMap<>();
        for (RunJson.Round r : state.rounds) {
            if (r.complete && r.round != round && Files.exists(roundFile(dir, r.round))) {
                out.put(r.round, ForkResults.byRow(ForkResults.read(roundFile(dir, r.round))));
            }
        }
        return out;
    }

    /**
     * After the base rounds, while the budget lasts: each extra round re-runs the cells whose
     * speedup intervals are widest ({@link CellSpread}). Without a target, every cell measured
     * in fewer than two rounds if there is one, else the wider half of the cells; with a target,
     * every cell still wider than it, and the run stops when none is.
     */
    private void extraRounds() throws IOException {
        List<RunJson.CellRun> plan = state.rounds.isEmpty() ? List.of() : state.rounds.get(0).cells;
        while (true) {
            Map<String, Double> widths = widths(plan);
            List<RunJson.CellRun> ranked = new ArrayList<>(plan);
            ranked.sort(Comparator.comparingDouble((RunJson.CellRun c) -> -widths.getOrDefault(c.key(), 0.0)));
            if (state.targetPercent != null) {
                ranked.removeIf(c -> CellSpread.percent(widths.getOrDefault(c.key(), 0.0)) <= state.targetPercent);
                if (ranked.isEmpty()) {
                    state.stopReason = "target met";
                    out.printf(Locale.ROOT, "serbench: target met: every cell's speedups within ±%.1f%%%n", state.targetPercent);
                    return;
                }
            } else {
                // a cell with nothing to compare, or whose ratios never moved, has nothing to narrow
                ranked.removeIf(c -> widths.getOrDefault(c.key(), 0.0) <= 0);
                if (ranked.isEmpty()) {
                    state.stopReason = "no cell left to narrow";
                    return;
                }
                List<RunJson.CellRun> unknown = ranked.stream()
                        .filter(c -> Double.isInfinite(widths.getOrDefault(c.key(), 0.0))).toList();
                // cells with fewer than two rounds first, all of them; otherwise the wider half
                ranked = !unknown.isEmpty() ? new ArrayList<>(unknown)
                        : new ArrayList<>(ranked.subList(0, (ranked.size() + 1) / 2));
            }
            if (!fitsBudget(ranked.get(0))) {
                state.stopReason = "budget spent";
                return;
            }
            int round = state.rounds.stream().mapToInt(x -> x.round).max().orElse(0) + 1;
            RunJson.Round r = new RunJson.Round();
            r.round = round;
            r.kind = EXTRA;
            for (RunJson.CellRun c : ranked) {
                r.cells.add(new RunJson.CellRun(c.cell(), CellOrder.of(c.cell(), state.seed, round)));
            }
            Map<String, Object> log = new LinkedHashMap<>();
            log.put("round", round);
            log.put("elapsedSeconds", Math.round(elapsed()));
            log.put("cells", r.cells.size());
            Map<String, Object> widest = new LinkedHashMap<>();
            for (RunJson.CellRun c : ranked.subList(0, Math.min(5, ranked.size()))) {
                double p = CellSpread.percent(widths.getOrDefault(c.key(), 0.0));
                widest.put(c.key(), Double.isInfinite(p) ? "unknown" : Math.round(p * 10) / 10.0);
            }
            log.put("widestHalfWidthPercent", widest);
            state.budgetLog.add(log);
            state.rounds.add(r);
            state.write(dir);
            plannedForks += r.cells.stream().mapToInt(c -> c.order.size()).sum();
            RunJson.CellRun top = ranked.get(0);
            out.printf(Locale.ROOT, "serbench: extra round %d: %d widest cell(s), widest %s at ±%s%n", round, r.cells.size(),
                    top.cell().label(), pct(widths.getOrDefault(top.key(), 0.0)));
            if (!runRound(r)) {
                state.stopReason = "budget spent";
                return;
            }
        }
    }

    /** Per cell of the plan: the widest library's 95% half-width (log) from the finished rounds. */
    Map<String, Double> widths(List<RunJson.CellRun> plan) throws IOException {
        Map<String, Map<String, List<Double>>> ratios = new LinkedHashMap<>();
        for (RunJson.Round r : state.rounds) {
            if (!r.complete || !Files.exists(roundFile(dir, r.round))) {
                continue;
            }
            for (Map.Entry<String, Map<String, List<JsonNode>>> cell : ForkResults.byRow(ForkResults.read(roundFile(dir, r.round))).entrySet()) {
                double base = ForkResults.rowValue(cell.getValue().get(SupportMatrix.BASELINE), true);
                if (!(base > 0)) {
                    continue;
                }
                for (Map.Entry<String, List<JsonNode>> row : cell.getValue().entrySet()) {
                    if (ForkResults.isBaseline(row.getKey()) || ForkResults.isHarness(row.getKey())) {
                        continue;
                    }
                    double v = ForkResults.rowValue(row.getValue(), false);
                    if (v > 0) {
                        ratios.computeIfAbsent(cell.getKey(), k -> new LinkedHashMap<>())
                                .computeIfAbsent(row.getKey(), k -> new ArrayList<>()).add(Math.log(base / v));
                    }
                }
            }
        }
        Map<String, Double> out = new LinkedHashMap<>();
        for (RunJson.CellRun c : plan) {
            Map<String, List<Double>> rows = ratios.get(c.key());
            boolean hasLibraries = c.order.stream().anyMatch(l -> !ForkResults.isBaseline(l) && !ForkResults.isHarness(l));
            if (rows == null) {
                out.put(c.key(), hasLibraries ? Double.POSITIVE_INFINITY : 0.0);
                continue;
            }
            List<double[]> arrays = new ArrayList<>();
            rows.values().forEach(l -> arrays.add(l.stream().mapToDouble(Double::doubleValue).toArray()));
            out.put(c.key(), CellSpread.cellHalfWidth(arrays));
        }
        return out;
    }

    private boolean fitsBudget(RunJson.CellRun c) {
        return state.budgetSeconds == null || elapsed() + c.order.size() * forkSeconds() <= state.budgetSeconds;
    }

    double elapsed() {
        return secondsBefore + (nanoClock.getAsLong() - sessionStart) / 1e9;
    }

    /** Mean wall time of a fork: this session's, else the run's so far, else a guess from the settings. */
    private double forkSeconds() {
        if (sessionForks > 0) {
            return sessionForkSeconds / sessionForks;
        }
        int total = state.totals().getOrDefault("forks", 0);
        if (total > 0 && state.wallSeconds > 0) {
            return state.wallSeconds / total;
        }
        RunJson.Jmh j = state.jmh;
        return Math.max(1, j.forks) * (1.0 + (j.warmupIterations * (double) j.warmupMillis
                + j.measurementIterations * (double) j.measurementMillis) / 1000);
    }

    private void progress(RunJson.Round r, Cell cell, String library, double score, String unit, String note) {
        double eta = Math.max(0, plannedForks - doneForks) * forkSeconds();
        String budget = "";
        if (state.budgetSeconds != null) {
            budget = ", budget left " + duration(Math.max(0, state.budgetSeconds - elapsed()));
        }
        String round = BASE.equals(r.kind) ? "round " + r.round + "/" + state.baseRounds : "extra round " + r.round;
        out.printf(Locale.ROOT, "serbench: [%d/%d] %s · %s · %s · %s %s · %s elapsed, ETA %s%s · %d failed%s%n",
                doneForks, plannedForks, round, cell.label(), library, num(score), unit,
                duration(elapsed()), duration(eta), budget, failures, note);
        out.flush();
    }

    private static String unit(JsonNode r) {
        return r.path("primaryMetric").path("scoreUnit").asText("ns/op");
    }

    static String num(double v) {
        if (!Double.isFinite(v)) {
            return String.valueOf(v);
        }
        return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.3g", v);
    }

    private static String pct(double logWidth) {
        double p = CellSpread.percent(logWidth);
        return Double.isInfinite(p) ? "unknown (fewer than 2 rounds)" : String.format(Locale.ROOT, "%.1f%%", p);
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s >= 3600) {
            return String.format(Locale.ROOT, "%dh%02dm", s / 3600, (s % 3600) / 60);
        }
        if (s >= 60) {
            return String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60);
        }
        return s + "s";
    }
}

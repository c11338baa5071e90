package io.serbench.engine;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.codec.SupportMatrix;
import io.serbench.measure.CellSpread;
import io.serbench.runfolder.RoundFileNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * After the base rounds, while the budget lasts: each extra round re-runs the cells whose
 * speedup intervals are widest ({@link CellSpread}). Without a target, every cell measured in
 * fewer than two rounds if there is one, else the wider half of the cells; with a target, every
 * cell still wider than it, and the run stops when none is.
 */
final class BudgetRounds {
    private final Engine engine;
    private final RunJson state;

    BudgetRounds(Engine engine) {
        this.engine = engine;
        this.state = engine.state;
    }

    /** True when the cell's forks still fit in the budget (always, without one). */
    static boolean fits(Engine engine, RunJson.CellRun c) {
        Long budget = engine.state.budgetSeconds;
        return budget == null || engine.progress.elapsed() + c.order.size() * engine.progress.forkSeconds() <= budget;
    }

    /** Runs extra rounds until the budget is spent, the target met or no cell is left to narrow; sets the stop reason. */
    void run() throws IOException {
        List<RunJson.CellRun> plan = state.rounds.isEmpty() ? List.of() : state.rounds.get(0).cells;
        while (true) {
            Map<String, Double> widths = widths(plan);
            List<RunJson.CellRun> ranked = new ArrayList<>(plan);
            ranked.sort(Comparator.comparingDouble((RunJson.CellRun c) -> -widths.getOrDefault(c.key(), 0.0)));
            if (state.targetPercent != null) {
                ranked.removeIf(c -> CellSpread.percent(widths.getOrDefault(c.key(), 0.0)) <= state.targetPercent);
                if (ranked.isEmpty()) {
                    state.stopReason = "target met";
                    engine.out.printf(Locale.ROOT, "serbench: target met: every cell's speedups within ±%.1f%%%n",
                            state.targetPercent);
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
            if (!fits(engine, ranked.get(0))) {
                state.stopReason = "budget spent";
                return;
            }
            RunJson.Round r = plan(ranked, widths);
            RunJson.CellRun top = ranked.get(0);
            engine.out.printf(Locale.ROOT, "serbench: extra round %d: %d widest cell(s), widest %s at ±%s%n", r.round,
                    r.cells.size(), top.cell().label(), RunProgress.pct(widths.getOrDefault(top.key(), 0.0)));
            if (!engine.runRound(r)) {
                state.stopReason = "budget spent";
                return;
            }
        }
    }

    /** The next extra round of the ranked cells, recorded (with why) before it runs. */
    private RunJson.Round plan(List<RunJson.CellRun> ranked, Map<String, Double> widths) throws IOException {
        int round = state.rounds.stream().mapToInt(x -> x.round).max().orElse(0) + 1;
        RunJson.Round r = new RunJson.Round();
        r.round = round;
        r.kind = Engine.EXTRA;
        for (RunJson.CellRun c : ranked) {
            r.cells.add(new RunJson.CellRun(c.cell(), CellOrder.of(c.cell(), state.seed, round)));
        }
        Map<String, Object> log = new LinkedHashMap<>();
        log.put("round", round);
        log.put("elapsedSeconds", Math.round(engine.progress.elapsed()));
        log.put("cells", r.cells.size());
        Map<String, Object> widest = new LinkedHashMap<>();
        for (RunJson.CellRun c : ranked.subList(0, Math.min(5, ranked.size()))) {
            double p = CellSpread.percent(widths.getOrDefault(c.key(), 0.0));
            widest.put(c.key(), Double.isInfinite(p) ? "unknown" : Math.round(p * 10) / 10.0);
        }
        log.put("widestHalfWidthPercent", widest);
        state.budgetLog.add(log);
        state.rounds.add(r);
        state.write(engine.dir);
        engine.progress.plannedForks += r.cells.stream().mapToInt(c -> c.order.size()).sum();
        return r;
    }

    /** Per cell of the plan: the widest library's 95% half-width (log) from the finished rounds. */
    Map<String, Double> widths(List<RunJson.CellRun> plan) throws IOException {
        Map<String, Map<String, List<Double>>> ratios = new LinkedHashMap<>();
        for (RunJson.Round r : state.rounds) {
            Path file = RoundFileNames.round(engine.dir, r.round);
            if (!r.complete || !Files.exists(file)) {
                continue;
            }
            for (Map.Entry<String, Map<String, List<JsonNode>>> cell : ForkResults.byRow(ForkResults.read(file)).entrySet()) {
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
}

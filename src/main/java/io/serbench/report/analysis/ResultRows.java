package io.serbench.report.analysis;

import io.serbench.codec.Library;
import io.serbench.measure.LevelModes;
import io.serbench.report.data.Measurement;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Screen;
import io.serbench.report.stats.Selection;
import io.serbench.report.stats.Stats;
import io.serbench.runfolder.SizesTable;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One {@link ResultRow} from the results {@link Selection} counted for it: the baseline's row,
 * a library's row with its interval and notes, the screen of its rounds and forks, and the
 * bytes and allocation beside them. {@link Analysis} decides which rows exist.
 */
final class ResultRows {
    private ResultRows() {
    }

    static ResultRow baselineRow(RowKey key, String lib, Map<Integer, Selection.Base> byRound, Library library,
                                         SizesTable sizes) {
        List<Double> ns = new ArrayList<>();
        List<Measurement> counted = new ArrayList<>();
        List<Integer> unsteady = new ArrayList<>();
        byRound.forEach((round, b) -> {
            ns.add(b.nsPerOp());
            counted.addAll(b.brackets());
            if (!b.steady()) {
                unsteady.add(round);
            }
        });
        String note = "baseline" + (byRound.values().stream().anyMatch(b -> b.brackets().size() > 1)
                ? ": each round's ns/op is the geometric mean of its brackets" : "") + unsteadyNote(unsteady);
        return new ResultRow(counted.get(0).benchmark(), key, lib, ResultRow.Kind.BASELINE, byRound.size(), List.of(),
                1.0, Double.NaN, Double.NaN, Double.NaN, library != null && library.isLossy(), Stats.median(ns),
                counted.size() == 1 ? counted.get(0).nsError() : Double.NaN, bytes(sizes, lib, key, false),
                bytes(sizes, lib, key, true), alloc(counted), note);
    }

    static ResultRow row(RowKey key, String lib, Map<Integer, Selection.Pick> picks, Intervals.Series series,
                                 Intervals.Interval ci, Screen screen, String baseline, String harness, Library library,
                                 SizesTable sizes) {
        List<Double> ns = new ArrayList<>();
        List<Measurement> counted = new ArrayList<>();
        List<Integer> unsteady = new ArrayList<>();
        picks.forEach((round, p) -> {
            ns.add(p.counted().nsPerOp());
            counted.add(p.counted());
            if (!p.steady()) {
                unsteady.add(round);
            }
        });
        double nsOp = Stats.median(ns);
        double nsError = counted.size() == 1 ? counted.get(0).nsError() : Double.NaN;
        double bytes = bytes(sizes, lib, key, false);
        double deflated = bytes(sizes, lib, key, true);
        boolean lossy = library != null && library.isLossy();
        String benchmark = counted.get(0).benchmark();

        if (lib.equals(harness)) {
            return new ResultRow(benchmark, key, lib, ResultRow.Kind.HARNESS, picks.size(), List.of(), Double.NaN,
                    Double.NaN, Double.NaN, Double.NaN, false, nsOp, nsError, bytes, deflated, alloc(counted),
                    "harness cost: the benchmark loop alone, not a library" + unsteadyNote(unsteady));
        }
        String note = lossy ? "lossy (see the support matrix)" : "";
        if (series == null) {
            note = join(note, "no baseline: " + baseline + " has no result for this cell in the same round");
            return new ResultRow(benchmark, key, lib, ResultRow.Kind.LIBRARY, 0, List.of(), Double.NaN, Double.NaN,
                    Double.NaN, Double.NaN, lossy, nsOp, nsError, bytes, deflated, alloc(counted),
                    note + unsteadyNote(unsteady));
        }
        List<Double> perRound = new ArrayList<>();
        series.obs().forEach(o -> perRound.add(Math.exp(o.y())));
        if (screen.needsCare() || !screen.outliers().isEmpty()) {
            note = join(note, screen.text());
        }
        if (series.obs().size() == 1) {
            note = join(note, ci.known() ? "one round: interval from the spread of " + baseline + "'s forks"
                    : "one round without repeated " + baseline + " forks: fork-to-fork variance unknown, no interval");
        }
        return new ResultRow(benchmark, key, lib, ResultRow.Kind.LIBRARY, perRound.size(), List.copyOf(perRound),
                ci.ratio(), ci.known() ? ci.low() : Double.NaN, ci.known() ? ci.high() : Double.NaN,
                ci.known() ? ci.df() : Double.NaN, lossy, nsOp, nsError, bytes, deflated, alloc(counted),
                note + unsteadyNote(unsteady));
    }

    /**
     * The row screened once every round is in: outlier rounds and bimodal forks ({@link Screen}),
     * its forks' levels divided by {@code shifts} (round → the cell's shift, {@link LevelModes#roundShifts}).
     */
    static Screen screen(Intervals.Series series, Map<Integer, Selection.Pick> picks, Map<Integer, Double> shifts) {
        Map<Integer, Double> speedups = new TreeMap<>();
        series.obs().forEach(o -> speedups.put(o.round(), Math.exp(o.y())));
        Map<Integer, Boolean> again = new TreeMap<>();
        List<Double> bytes = new ArrayList<>();
        Map<Integer, List<Double>> levels = new TreeMap<>();
        picks.forEach((round, p) -> {
            again.put(round, p.remeasured());
            for (double b : p.steadyBytes()) {
                bytes.add(b);
            }
            levels.put(round, p.steadyLevels());
        });
        return Screen.of(speedups, again, bytes.stream().mapToDouble(Double::doubleValue).toArray(),
                LevelModes.of(levels, shifts));
    }

    /** Each row's level per round in one cell (its counted result; the baseline's brackets combined), harness left out. */
    static Map<String, Map<Integer, Double>> roundLevels(Selection sel, RowKey cell, String baseline,
                                                                String harness) {
        Map<String, Map<Integer, Double>> levels = new HashMap<>();
        sel.picks.getOrDefault(cell, Map.of()).forEach((lib, byRound) -> {
            if (!lib.equals(harness)) {
                byRound.forEach((round, p) -> levels.computeIfAbsent(lib, k -> new TreeMap<>())
                        .put(round, p.counted().nsPerOp()));
            }
        });
        sel.baselines.getOrDefault(cell, Map.of()).forEach((round, b) ->
                levels.computeIfAbsent(baseline, k -> new TreeMap<>()).put(round, b.nsPerOp()));
        return levels;
    }

    private static String unsteadyNote(List<Integer> rounds) {
        if (rounds.isEmpty()) {
            return "";
        }
        List<String> r = new ArrayList<>();
        rounds.forEach(i -> r.add(Integer.toString(i + 1)));
        return "; not steady in round " + String.join(", ", r) + " (no steady fork: the last one counts)";
    }

    private static double bytes(SizesTable sizes, String lib, RowKey key, boolean deflated) {
        SizesTable.Size size = sizes.get(lib, key.scenario(), key.element(), key.fields(), key.digits());
        return size == null ? Double.NaN : deflated ? size.deflatedBytes() : size.bytes();
    }

    private static double alloc(List<Measurement> counted) {
        List<Double> alloc = new ArrayList<>();
        counted.forEach(m -> {
            if (!Double.isNaN(m.allocBytes())) {
                alloc.add(m.allocBytes());
            }
        });
        return alloc.isEmpty() ? Double.NaN : Stats.median(alloc);
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : a + "; " + b;
    }
}

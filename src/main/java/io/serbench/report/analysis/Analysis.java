package io.serbench.report.analysis;

import io.serbench.measure.LevelModes;
import io.serbench.codec.Library;
import io.serbench.model.Shape;
import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.Measurement;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.NoiseFloor;
import io.serbench.report.stats.Screen;
import io.serbench.report.stats.Selection;
import io.serbench.report.stats.Stats;
import io.serbench.runfolder.SizesTable;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Combines rounds into one row per (benchmark, params). A speedup is always baseline ns /
 * library ns of the same round, because measurements taken close together share the machine's
 * drift; {@link Selection} decides which results count, {@link Intervals} turns the per-round
 * log ratios into a speedup and its interval and measures the interval's coverage
 * (docs/METHODOLOGY.md, "Statistics").
 */
public final class Analysis {
    private final List<JmhRun> runs;
    private final String baseline;
    private final String harness;
    private final Map<String, Library> matrix;
    private final List<String> libraries;
    private final Map<RowKey, Map<String, ResultRow>> cells;
    private final boolean baselinePresent;
    private final Noise noise;
    private final Map<RowKey, Map<String, Map<Integer, Round>>> byRound;
    private final Map<RowKey, Map<Integer, Intervals.Spread>> spreads;
    private final Map<RowKey, Map<String, Screen>> screens;
    private final Selection selection;
    /** A consensus of runs seen as one analysis; null for the analysis of one run's rounds. */
    private final PooledAnalysis.Source pooled;

    /**
     * One row in one round, as group statistics ({@link GroupStats}) combine it.
     *
     * @param y             the round's log ratio (0 for the baseline)
     * @param libraryFactor 1/f for the library's f forks (0 for the baseline)
     * @param baseline      the baseline's own row: exactly 1 in every round of its cell
     */
    record Round(double y, double libraryFactor, boolean baseline) {
    }

    /**
     * Everything about how far the numbers hold.
     *
     * @param counts      what the steady-state and disturbance rules set aside
     * @param between     prior of the per-round log-ratio variance, fitted over all speedups with 2+ rounds
     * @param forks       prior of the baseline's fork variance, fitted over all (cell, round)s with 2+ forks
     * @param coverage    leave-one-round-out coverage of the speedup intervals (needs 3+ rounds)
     * @param oneRound    coverage of the one-round interval against the other rounds (needs 2+ rounds and brackets)
     * @param brackets    baseline vs baseline spread within (cell, round), over all cells
     * @param byCell      the same per cell
     * @param pairs       A/A ratios of ids sharing their encoder
     */
    public record Noise(Selection.Counts counts, Stats.Prior between, Stats.Prior forks, Intervals.Coverage coverage,
                        Intervals.Coverage oneRound, NoiseFloor.Brackets brackets, Map<RowKey, NoiseFloor.Brackets> byCell,
                        List<NoiseFloor.Pair> pairs) {
    }

    private Analysis(List<JmhRun> runs, String baseline, String harness, Map<String, Library> matrix,
                     List<String> libraries, Map<RowKey, Map<String, ResultRow>> cells, boolean baselinePresent,
                     Noise noise, Map<RowKey, Map<String, Map<Integer, Round>>> byRound,
                     Map<RowKey, Map<Integer, Intervals.Spread>> spreads, Map<RowKey, Map<String, Screen>> screens,
                     Selection selection, PooledAnalysis.Source pooled) {
        this.runs = runs;
        this.baseline = baseline;
        this.harness = harness;
        this.matrix = matrix;
        this.libraries = libraries;
        this.cells = cells;
        this.baselinePresent = baselinePresent;
        this.noise = noise;
        this.byRound = byRound;
        this.spreads = spreads;
        this.screens = screens;
        this.selection = selection;
        this.pooled = pooled;
    }

    /**
     * The pooled rows of a consensus as an analysis, so the one-screen figures (the five lines,
     * the use-case table, the profile) render from it as from a run: it has no rounds, and its
     * group figures come from the consensus model ({@link PooledAnalysis}).
     */
    static Analysis pooled(PooledAnalysis.Source source, String baseline, String harness, List<Library> matrix,
                           List<String> libraries, Map<RowKey, Map<String, ResultRow>> cells) {
        Map<String, Library> byId = new LinkedHashMap<>();
        matrix.forEach(l -> byId.put(l.id(), l));
        boolean baselinePresent = cells.values().stream().anyMatch(m -> m.containsKey(baseline));
        return new Analysis(List.of(), baseline, harness, byId, List.copyOf(libraries), Collections.unmodifiableMap(cells),
                baselinePresent, null, Map.of(), Map.of(), Map.of(), null, source);
    }

    /** The consensus behind a pooled analysis; null for one run's. */
    public PooledAnalysis.Source pooled() {
        return pooled;
    }

    /**
     * @param matrix  libraries in matrix order (their lossy flags and unsupported shapes); ids in
     *                the data but not in it are still reported, after the matrix ones
     * @param harness id of the harness baseline, never a speedup column
     */
    public static Analysis of(List<JmhRun> runs, String baseline, List<Library> matrix, String harness,
                              SizesTable sizes) {
        Map<String, Library> byId = new LinkedHashMap<>();
        matrix.forEach(l -> byId.put(l.id(), l));
        Selection sel = Selection.of(runs, baseline);

        Set<String> seen = new LinkedHashSet<>();
        runs.forEach(r -> r.measurements().forEach(m -> seen.add(m.library())));
        List<String> libraries = new ArrayList<>();
        if (seen.contains(baseline)) {
            libraries.add(baseline);
        }
        for (String id : byId.keySet()) {
            if (seen.contains(id) && !libraries.contains(id)) {
                libraries.add(id);
            }
        }
        for (String id : seen) {
            if (!libraries.contains(id) && !id.equals(harness)) {
                libraries.add(id);
            }
        }

        // the per-round log ratios of every (cell, library), and the baseline's fork spread per (cell, round)
        Map<RowKey, Map<Integer, Intervals.Spread>> spreads = new TreeMap<>(RowKey.ORDER);
        sel.baselines.forEach((cell, byRound) -> byRound.forEach((round, b) ->
                spreads.computeIfAbsent(cell, k -> new TreeMap<>()).put(round, Intervals.Spread.of(b.forkLogs()))));
        Map<RowKey, Map<String, Intervals.Series>> series = new TreeMap<>(RowKey.ORDER);
        List<Intervals.Series> all = new ArrayList<>();
        sel.picks.forEach((cell, libs) -> libs.forEach((lib, byRound) -> {
            if (lib.equals(harness)) {
                return;
            }
            Map<Integer, Selection.Base> base = sel.baselines.getOrDefault(cell, Map.of());
            List<Intervals.Obs> obs = new ArrayList<>();
            byRound.forEach((round, pick) -> {
                Selection.Base b = base.get(round);
                double y = b == null ? Double.NaN : Math.log(b.nsPerOp() / pick.counted().nsPerOp());
                if (Double.isFinite(y)) { // a zero or unreadable score pairs with nothing
                    obs.add(new Intervals.Obs(round, y,
                            1.0 / pick.counted().forkCount() + 1.0 / Math.max(1, b.forkLogs().length)));
                }
            });
            if (!obs.isEmpty()) {
                Intervals.Series s = new Intervals.Series(cell, lib, List.copyOf(obs));
                series.computeIfAbsent(cell, k -> new LinkedHashMap<>()).put(lib, s);
                all.add(s);
            }
        }));
        Intervals model = Intervals.fit(all, spreads);

        Map<RowKey, Map<String, ResultRow>> cells = new TreeMap<>(RowKey.ORDER);
        Map<RowKey, Map<String, Screen>> screens = new TreeMap<>(RowKey.ORDER);
        Set<RowKey> keys = new TreeSet<>(RowKey.ORDER);
        keys.addAll(sel.picks.keySet());
        keys.addAll(sel.baselines.keySet());
        for (RowKey key : keys) {
            Map<String, ResultRow> rows = new LinkedHashMap<>();
            List<String> order = new ArrayList<>(libraries);
            order.add(harness);
            Map<Integer, Double> shifts = LevelModes.roundShifts(ResultRows.roundLevels(sel, key, baseline, harness));
            for (String lib : order) {
                ResultRow row;
                if (lib.equals(baseline)) {
                    Map<Integer, Selection.Base> b = sel.baselines.get(key);
                    row = b == null ? null : ResultRows.baselineRow(key, lib, b, byId.get(lib), sizes);
                } else {
                    Map<Integer, Selection.Pick> picks = sel.picks.getOrDefault(key, Map.of()).get(lib);
                    Intervals.Series s = series.getOrDefault(key, Map.of()).get(lib);
                    Screen screen = picks == null || s == null ? null : ResultRows.screen(s, picks, shifts);
                    if (screen != null) {
                        screens.computeIfAbsent(key, x -> new LinkedHashMap<>()).put(lib, screen);
                    }
                    row = picks == null ? null : ResultRows.row(key, lib, picks, s, s == null ? null : model.of(s), screen, baseline,
                            harness, byId.get(lib), sizes);
                }
                if (row != null) {
                    rows.put(lib, row);
                }
            }
            cells.put(key, Collections.unmodifiableMap(rows));
        }

        List<Intervals.Series> aa = NoiseFloor.aaSeries(sel);
        Noise noise = new Noise(sel.counts, model.between(), model.forks(), Intervals.leaveOneRoundOut(all),
                Intervals.oneRound(all, spreads), NoiseFloor.brackets(sel.baselines),
                NoiseFloor.bracketsByCell(sel.baselines),
                NoiseFloor.pairs(aa, Intervals.fit(aa, spreads)));
        Map<RowKey, Map<String, Map<Integer, Round>>> byRound = new TreeMap<>(RowKey.ORDER);
        series.forEach((cell, libs) -> libs.forEach((lib, s) -> {
            Map<Integer, Round> m = new TreeMap<>();
            for (Intervals.Obs o : s.obs()) {
                Intervals.Spread sp = spreads.getOrDefault(cell, Map.of()).get(o.round());
                int k = sp == null ? 1 : sp.d() + 1; // the baseline forks behind the round, as in the factor
                m.put(o.round(), new Round(o.y(), o.factor() - 1.0 / k, false));
            }
            byRound.computeIfAbsent(cell, x -> new LinkedHashMap<>()).put(lib, m);
        }));
        sel.baselines.forEach((cell, rounds) -> {
            Map<Integer, Round> m = new TreeMap<>();
            rounds.keySet().forEach(r -> m.put(r, new Round(0, 0, true)));
            byRound.computeIfAbsent(cell, x -> new LinkedHashMap<>()).put(baseline, m);
        });
        return new Analysis(List.copyOf(runs), baseline, harness, byId, List.copyOf(libraries),
                Collections.unmodifiableMap(cells), seen.contains(baseline), noise, byRound, spreads, screens, sel, null);
    }

    public List<JmhRun> runs() {
        return runs;
    }

    public String baseline() {
        return baseline;
    }

    public String harness() {
        return harness;
    }

    /** Library ids present in the data: baseline first, then matrix order, then the rest; never the harness. */
    public List<String> libraries() {
        return libraries;
    }

    /** Libraries compared with the baseline: the speedup columns. */
    public List<String> compared() {
        return libraries.stream().filter(l -> !l.equals(baseline)).toList();
    }

    public Map<RowKey, Map<String, ResultRow>> cells() {
        return cells;
    }

    public List<ResultRow> rows() {
        List<ResultRow> all = new ArrayList<>();
        cells.values().forEach(m -> all.addAll(m.values()));
        return all;
    }

    public ResultRow get(RowKey key, String library) {
        Map<String, ResultRow> m = cells.get(key);
        return m == null ? null : m.get(library);
    }

    public boolean baselinePresent() {
        return baselinePresent;
    }

    public boolean allocMeasured() {
        return rows().stream().anyMatch(r -> !Double.isNaN(r.allocBytesOp()));
    }

    public Library library(String id) {
        return matrix.get(id);
    }

    /** The library's family as its declaration names it; the harness's own; null when not declared. */
    public io.serbench.codec.Family family(String id) {
        if (id.equals(harness)) {
            return io.serbench.codec.Family.HARNESS;
        }
        Library l = matrix.get(id);
        return l == null ? null : l.family();
    }

    /** A library that runs only the shapes carrying doubles (a double-format variant). */
    public boolean isDoublesOnly(String id) {
        Library l = matrix.get(id);
        return l != null && !l.supports(Shape.INT) && l.supports(Shape.DOUBLE);
    }

    public boolean isLossy(String id) {
        Library l = matrix.get(id);
        return l != null && l.isLossy();
    }

    /** The support matrix's reason the library counts as legacy, or null. */
    public String legacy(String id) {
        Library l = matrix.get(id);
        return l == null ? null : l.legacy();
    }

    /**
     * What follows a library's name wherever it labels a row or a bar: {@code " †"} when it is
     * lossy, {@code " ‡"} when it is legacy (both explained in every summary's "How to read").
     */
    public String marks(String id) {
        return (isLossy(id) ? " " + LOSSY_MARK : "") + (legacy(id) != null ? " " + LEGACY_MARK : "")
                + (io.serbench.report.data.JdkNeeds.load().marked(id) ? " " + io.serbench.report.data.JdkNeeds.MARK : "");
    }

    /** Marks a lossy library (its doubles do not round-trip exactly). */
    public static final String LOSSY_MARK = "†";
    /** Marks a legacy library (no longer developed, or superseded by its authors). */
    public static final String LEGACY_MARK = "‡";

    /** The support matrix's reason when {@code library} does not run this scenario, else null. */
    public String whyNot(String library, RowKey.ChartKey chart) {
        Library l = matrix.get(library);
        if (l == null) {
            return null;
        }
        Shape shape;
        try {
            shape = Shape.of(chart.scenario(), chart.element());
        } catch (IllegalArgumentException e) {
            return null;
        }
        return l.whyNot(shape);
    }

    public Noise noise() {
        return noise;
    }

    /** The row's rounds as group statistics combine them (0-based round); empty when it has no speedup. */
    Map<Integer, Round> rounds(RowKey cell, String library) {
        return byRound.getOrDefault(cell, Map.of()).getOrDefault(library, Map.of());
    }

    /** The row screened for outlier rounds and bimodal forks; {@link Screen#CLEAR} when there is nothing to say. */
    public Screen screen(RowKey cell, String library) {
        return screens.getOrDefault(cell, Map.of()).getOrDefault(library, Screen.CLEAR);
    }

    /**
     * The lowest and highest B/op of the forks that count for the row, over every round (the
     * baseline: every counted bracket); NaNs without {@code -prof gc}. B/op comes in modes (an
     * allocation the JIT removes in one fork and keeps in another), so this range, not a single
     * figure, is what a run says about a row's allocation.
     */
    double[] allocRange(RowKey cell, String library) {
        List<Measurement> counted = new ArrayList<>();
        if (selection == null) {
            return new double[]{Double.NaN, Double.NaN}; // pooled: no forks of its own
        }
        if (library.equals(baseline)) {
            counted.addAll(selection.baselines.getOrDefault(cell, Map.of()).values().stream()
                    .flatMap(b -> b.brackets().stream()).toList());
        } else {
            Map<Integer, Selection.Pick> picks = selection.picks.getOrDefault(cell, Map.of()).get(library);
            if (picks != null) {
                picks.values().forEach(p -> counted.add(p.counted()));
            }
        }
        double lo = Double.NaN;
        double hi = Double.NaN;
        for (Measurement m : counted) {
            if (!Double.isNaN(m.allocBytes())) {
                lo = Double.isNaN(lo) ? m.allocBytes() : Math.min(lo, m.allocBytes());
                hi = Double.isNaN(hi) ? m.allocBytes() : Math.max(hi, m.allocBytes());
            }
        }
        return new double[]{lo, hi};
    }

    /** Every screened row, in cell order. */
    public Map<RowKey, Map<String, Screen>> screens() {
        return screens;
    }

    /** The baseline forks' spread in one (cell, round). */
    Intervals.Spread spread(RowKey cell, int round) {
        Intervals.Spread sp = spreads.getOrDefault(cell, Map.of()).get(round);
        return sp == null ? new Intervals.Spread(Double.NaN, 0) : sp;
    }

    /** The prior of the baseline's fork variance behind one-round intervals. */
    Stats.Prior forkPrior() {
        return noise.forks();
    }

    /** Rounds in the input (files named round-N.json merge into one). */
    public int roundCount() {
        return RoundFiles.count(runs);
    }

    /** Most rounds behind any speedup. */
    public int maxRounds() {
        return rows().stream().filter(r -> r.kind() == ResultRow.Kind.LIBRARY).mapToInt(ResultRow::rounds).max().orElse(0);
    }

    /** A JMH setting across all inputs: distinct values " / "-joined, so mixed settings are visible. */
    public String setting(String key) {
        Set<String> values = new LinkedHashSet<>();
        for (JmhRun run : runs) {
            String v = run.settings().get(key);
            if (v != null) {
                values.add(v);
            }
        }
        return values.isEmpty() ? Environment.UNKNOWN : String.join(" / ", values);
    }
}

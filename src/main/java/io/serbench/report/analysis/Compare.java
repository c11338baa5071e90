package io.serbench.report.analysis;

import io.serbench.report.data.Environment;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Selection;
import io.serbench.report.stats.Stats;
import io.serbench.report.stats.Welch;
import io.serbench.runfolder.EnvironmentFile;
import org.apache.commons.math3.distribution.BinomialDistribution;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Two runs of the suite side by side ({@code --compare}): this run (A, the reporter's inputs) and
 * the reference (B). Each run is analysed on its own, with the same baseline, exactly as its
 * summary would be; then every ratio both runs have gets a change factor, A's speedup ÷ B's,
 * with a 95% interval combined from the two runs' intervals (docs/METHODOLOGY.md, "Statistics",
 * "Comparing two runs"). A ratio moved when that interval excludes 1.
 */
public final class Compare {
    public static final String FILE_NAME = "COMPARE.md";
    public static final String CSV_NAME = "compare.csv";
    public static final String SVG_NAME = "compare.svg";
    /** One row per shared cell: every ratio's change beside the baseline's own. */
    public static final String CELLS_SVG_NAME = "compare-cells.svg";
    public static final List<String> FILE_NAMES = List.of(FILE_NAME, CSV_NAME, SVG_NAME, CELLS_SVG_NAME);

    public static final String[] CSV_HEADER = {"scenario", "element", "fields", "digits", "direction", "library", "in_runs",
            "speedup_a", "ci_low_a", "ci_high_a", "rounds_a", "speedup_b", "ci_low_b", "ci_high_b", "rounds_b",
            "change", "change_low", "change_high", "change_df", "moved", "abs_log_change", "ns_op_a", "ns_op_b",
            "baseline_ns_op_a", "baseline_ns_op_b", "baseline_change", "alloc_b_op_a", "alloc_b_op_b"};

    /**
     * The smallest B/op change reported as a change in what the code allocates: one 8-byte unit
     * of the heap's object alignment. It applies to the gap between the two runs' ranges over
     * their forks, not to single figures: the same code on the same JVM allocates in modes (in
     * the whole-matrix runs, 12% of rows had counted forks 8 B or more apart, up to 3,840 B), so
     * a change is counted only where no fork of one run allocates like any fork of the other
     * (docs/METHODOLOGY.md, "Comparing two runs", allocation).
     */
    public static final double ALLOC_STEP_BYTES = 8;

    /**
     * One run: its analysis, its environment and how its inputs are named in the text.
     *
     * @param inputs the input files, named by folder and file, never by machine path
     */
    public record Side(Analysis analysis, Environment env, String inputs) {
        /** Per cell, each round's baseline ns/op (geometric mean of its counted brackets). */
        Map<RowKey, List<Double>> baselineByRound() {
            Map<RowKey, List<Double>> out = new TreeMap<>(RowKey.ORDER);
            Selection.of(analysis.runs(), analysis.baseline()).baselines.forEach((cell, byRound) -> {
                List<Double> ns = new ArrayList<>();
                byRound.values().forEach(b -> ns.add(b.nsPerOp()));
                out.put(cell, ns);
            });
            return out;
        }
    }

    /**
     * +1 when a change's interval lies above 1 (A higher), -1 below, 0 when it contains 1 or is
     * unknown.
     */
    public static int moved(Intervals.Interval c) {
        if (!c.known()) {
            return 0;
        }
        return c.low() > 1 ? 1 : c.high() < 1 ? -1 : 0;
    }

    /**
     * The change of one ratio from B to A.
     *
     * @param a      this run's row
     * @param b      the reference's row
     * @param change A's speedup ÷ B's, with its interval
     */
    public record Change(RowKey row, String library, ResultRow a, ResultRow b, Intervals.Interval change) {
        public double size() {
            return Math.abs(change.centre());
        }
    }

    /**
     * The baseline's own time in one cell of both runs.
     *
     * @param nsA    geometric mean over A's rounds of the round's baseline ns/op
     * @param change nsA ÷ nsB with a Welch interval over rounds (unknown below two rounds in either run)
     */
    public record BaselineCell(RowKey row, double nsA, double nsB, int roundsA, int roundsB, Intervals.Interval change) {
    }

    /**
     * One result's allocation in both runs: a library's row or the baseline's, in a shared cell.
     *
     * @param bytesA B/op in A (median gc.alloc.rate.norm over its rounds)
     * @param nsA    ns/op in A, to set the allocation change beside the time change
     */
    public record AllocChange(RowKey row, String library, double bytesA, double bytesB, double nsA, double nsB,
                       double[] rangeA, double[] rangeB) {
        public double delta() {
            return bytesA - bytesB;
        }

        /** The two runs' fork ranges are at least {@link #ALLOC_STEP_BYTES} apart (a point when a run has one fork). */
        boolean changed() {
            double gap = Math.max(rangeA[0] - rangeB[1], rangeB[0] - rangeA[1]);
            return gap >= ALLOC_STEP_BYTES;
        }
    }

    private final Side a;
    private final Side b;
    private final List<Change> shared;
    private final List<AllocChange> allocations;
    private final Map<RowKey, BaselineCell> baselines;
    private final List<RowKey> cellsOnlyA;
    private final List<RowKey> cellsOnlyB;
    /** Ratios of shared cells that only one run has, per library. */
    private final Map<String, List<RowKey>> onlyA;
    private final Map<String, List<RowKey>> onlyB;

    private Compare(Side a, Side b, List<Change> shared, List<AllocChange> allocations, Map<RowKey, BaselineCell> baselines,
                    List<RowKey> cellsOnlyA, List<RowKey> cellsOnlyB, Map<String, List<RowKey>> onlyA,
                    Map<String, List<RowKey>> onlyB) {
        this.a = a;
        this.b = b;
        this.shared = shared;
        this.allocations = allocations;
        this.baselines = baselines;
        this.cellsOnlyA = cellsOnlyA;
        this.cellsOnlyB = cellsOnlyB;
        this.onlyA = onlyA;
        this.onlyB = onlyB;
    }

    public static Compare of(Side a, Side b) {
        Analysis aa = a.analysis();
        Analysis ba = b.analysis();
        List<Change> shared = new ArrayList<>();
        List<AllocChange> allocations = new ArrayList<>();
        List<RowKey> cellsOnlyA = new ArrayList<>();
        List<RowKey> cellsOnlyB = new ArrayList<>();
        Map<String, List<RowKey>> onlyA = new LinkedHashMap<>();
        Map<String, List<RowKey>> onlyB = new LinkedHashMap<>();
        for (RowKey cell : aa.cells().keySet()) {
            if (!ba.cells().containsKey(cell)) {
                cellsOnlyA.add(cell);
                continue;
            }
            for (ResultRow ra : aa.cells().get(cell).values()) {
                ResultRow both = ba.get(cell, ra.library());
                if (ra.kind() != ResultRow.Kind.HARNESS && both != null && both.kind() == ra.kind()
                        && !Double.isNaN(ra.allocBytesOp()) && !Double.isNaN(both.allocBytesOp())) {
                    allocations.add(new AllocChange(cell, ra.library(), ra.allocBytesOp(), both.allocBytesOp(),
                            ra.nsOp(), both.nsOp(), range(aa, cell, ra), range(ba, cell, both)));
                }
                if (ra.kind() != ResultRow.Kind.LIBRARY) {
                    continue;
                }
                ResultRow rb = both;
                if (rb == null || rb.kind() != ResultRow.Kind.LIBRARY) {
                    onlyA.computeIfAbsent(ra.library(), k -> new ArrayList<>()).add(cell);
                } else {
                    shared.add(new Change(cell, ra.library(), ra, rb, change(ra, rb)));
                }
            }
            for (ResultRow rb : ba.cells().get(cell).values()) {
                ResultRow ra = aa.get(cell, rb.library());
                if (rb.kind() == ResultRow.Kind.LIBRARY && (ra == null || ra.kind() != ResultRow.Kind.LIBRARY)) {
                    onlyB.computeIfAbsent(rb.library(), k -> new ArrayList<>()).add(cell);
                }
            }
        }
        for (RowKey cell : ba.cells().keySet()) {
            if (!aa.cells().containsKey(cell)) {
                cellsOnlyB.add(cell);
            }
        }
        // moved first, then the rest; each by the size of the change, largest first
        shared.sort(Comparator.comparingInt((Change c) -> moved(c.change()) != 0 ? 0 : c.change().known() ? 1 : 2)
                .thenComparing(Comparator.comparingDouble(Change::size).reversed())
                .thenComparing(Change::row, RowKey.ORDER).thenComparing(Change::library));

        Map<RowKey, List<Double>> nsA = a.baselineByRound();
        Map<RowKey, List<Double>> nsB = b.baselineByRound();
        Map<RowKey, BaselineCell> baselines = new TreeMap<>(RowKey.ORDER);
        nsA.forEach((cell, ra) -> {
            List<Double> rb = nsB.get(cell);
            if (rb != null) {
                baselines.put(cell, baselineCell(cell, ra, rb));
            }
        });
        // largest change first, in bytes
        allocations.sort(Comparator.comparingDouble((AllocChange c) -> -Math.abs(c.delta()))
                .thenComparing(AllocChange::row, RowKey.ORDER).thenComparing(AllocChange::library));
        return new Compare(a, b, List.copyOf(shared), List.copyOf(allocations), baselines, cellsOnlyA, cellsOnlyB,
                onlyA, onlyB);
    }

    /**
     * A's speedup ÷ B's on the log scale. Each run's interval is exp(m ± t(ν) · se) with se the
     * moderated standard error of its centre (from the spread over rounds, or over the baseline's
     * forks with one round), so se = half ÷ t(ν). The runs are independent: the difference has
     * se² = se_A² + se_B² and Welch–Satterthwaite degrees of freedom.
     */
    static Intervals.Interval change(ResultRow a, ResultRow b) {
        double centre = Math.log(a.speedup()) - Math.log(b.speedup());
        if (!a.hasSpeedup() || !b.hasSpeedup() || !a.hasCi() || !b.hasCi()) {
            return Intervals.Interval.unknown(centre);
        }
        double va = square(Welch.se(a));
        double vb = square(Welch.se(b));
        return Welch.interval(centre, va, a.ciDf(), vb, b.ciDf());
    }

    /** The baseline's time in a cell: geometric means over rounds, and a Welch interval on ln ns/op per round. */
    static BaselineCell baselineCell(RowKey cell, List<Double> a, List<Double> b) {
        double[] la = a.stream().mapToDouble(Math::log).toArray();
        double[] lb = b.stream().mapToDouble(Math::log).toArray();
        double ma = Stats.mean(la);
        double mb = Stats.mean(lb);
        Intervals.Interval change = la.length < 2 || lb.length < 2 ? Intervals.Interval.unknown(ma - mb)
                : Welch.interval(ma - mb, Stats.variance(la) / la.length, la.length - 1, Stats.variance(lb) / lb.length, lb.length - 1);
        return new BaselineCell(cell, Math.exp(ma), Math.exp(mb), la.length, lb.length, change);
    }

    private static double square(double x) {
        return x * x;
    }

    public List<Change> shared() {
        return shared;
    }

    /** Shared ratios with an interval in both runs: the ones that can move. */
    public List<Change> tested() {
        return shared.stream().filter(c -> c.change().known()).toList();
    }

    public List<Change> moved() {
        return shared.stream().filter(c -> moved(c.change()) != 0).toList();
    }

    public Map<RowKey, BaselineCell> baselines() {
        return baselines;
    }

    /** Every result of a shared cell with B/op in both runs, largest change first. */
    public List<AllocChange> allocations() {
        return allocations;
    }

    /** The row's B/op range over its counted forks; its median figure when the analysis has no range. */
    private static double[] range(Analysis an, RowKey cell, ResultRow r) {
        double[] range = an.allocRange(cell, r.library());
        return Double.isNaN(range[0]) ? new double[]{r.allocBytesOp(), r.allocBytesOp()} : range;
    }

    public List<AllocChange> allocationsChanged() {
        return allocations.stream().filter(AllocChange::changed).toList();
    }

    public List<RowKey> cellsOnlyA() {
        return cellsOnlyA;
    }

    public List<RowKey> cellsOnlyB() {
        return cellsOnlyB;
    }

    public Map<String, List<RowKey>> onlyA() {
        return onlyA;
    }

    public Map<String, List<RowKey>> onlyB() {
        return onlyB;
    }

    public Side a() {
        return a;
    }

    public Side b() {
        return b;
    }

    public String baseline() {
        return a.analysis().baseline();
    }

    /** How many moves chance alone gives at 95% when nothing changed: 5% of the tested ratios. */
    public double expectedByChance() {
        return (1 - Stats.LEVEL) * tested().size();
    }

    /**
     * The central 95% range of the number of moves among {@code n} independent ratios when nothing
     * changed (binomial, p = 0.05).
     */
    public static int[] chanceRange(int n) {
        if (n == 0) {
            return new int[]{0, 0};
        }
        BinomialDistribution d = new BinomialDistribution(null, n, 1 - Stats.LEVEL);
        return new int[]{d.inverseCumulativeProbability(0.025), d.inverseCumulativeProbability(0.975)};
    }

    /** ×1.25 [1.10, 1.42] ({@link Fmt#change}). */
    public static String interval(Intervals.Interval c) {
        return Fmt.change(c.ratio(), c.low(), c.high());
    }

    /** How a run's inputs are named: each folder's name with its files, never a machine path. */
    public static String inputs(List<Path> files) {
        Map<String, List<String>> byFolder = new LinkedHashMap<>();
        for (Path f : files) {
            Path parent = f.toAbsolutePath().normalize().getParent();
            String folder = parent == null || parent.getFileName() == null ? "" : parent.getFileName().toString();
            byFolder.computeIfAbsent(folder, k -> new ArrayList<>()).add(String.valueOf(f.getFileName()));
        }
        List<String> parts = new ArrayList<>();
        byFolder.forEach((folder, names) -> parts.add((folder.isEmpty() ? "" : "`" + folder + "/`: ")
                + String.join(", ", names)));
        return String.join("; ", parts);
    }
}

package io.serbench.report;

import io.serbench.runfolder.EnvironmentFile;
import static io.serbench.report.md.Markdown.cell;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.math3.distribution.BinomialDistribution;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
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
final class Compare {
    static final String FILE_NAME = "COMPARE.md";
    static final String CSV_NAME = "compare.csv";
    static final String SVG_NAME = "compare.svg";
    /** One row per shared cell: every ratio's change beside the baseline's own. */
    static final String CELLS_SVG_NAME = "compare-cells.svg";
    static final List<String> FILE_NAMES = List.of(FILE_NAME, CSV_NAME, SVG_NAME, CELLS_SVG_NAME);

    static final String[] CSV_HEADER = {"scenario", "element", "fields", "digits", "direction", "library", "in_runs",
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
    static final double ALLOC_STEP_BYTES = 8;

    /**
     * One run: its analysis, its environment and how its inputs are named in the text.
     *
     * @param inputs the input files, named by folder and file, never by machine path
     */
    record Side(Analysis analysis, Environment env, String inputs) {
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
    static int moved(Intervals.Interval c) {
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
    record Change(RowKey row, String library, ResultRow a, ResultRow b, Intervals.Interval change) {
        double size() {
            return Math.abs(change.centre());
        }
    }

    /**
     * The baseline's own time in one cell of both runs.
     *
     * @param nsA    geometric mean over A's rounds of the round's baseline ns/op
     * @param change nsA ÷ nsB with a Welch interval over rounds (unknown below two rounds in either run)
     */
    record BaselineCell(RowKey row, double nsA, double nsB, int roundsA, int roundsB, Intervals.Interval change) {
    }

    /**
     * One result's allocation in both runs: a library's row or the baseline's, in a shared cell.
     *
     * @param bytesA B/op in A (median gc.alloc.rate.norm over its rounds)
     * @param nsA    ns/op in A, to set the allocation change beside the time change
     */
    record AllocChange(RowKey row, String library, double bytesA, double bytesB, double nsA, double nsB,
                       double[] rangeA, double[] rangeB) {
        double delta() {
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

    static Compare of(Side a, Side b) {
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

    List<Change> shared() {
        return shared;
    }

    /** Shared ratios with an interval in both runs: the ones that can move. */
    List<Change> tested() {
        return shared.stream().filter(c -> c.change().known()).toList();
    }

    List<Change> moved() {
        return shared.stream().filter(c -> moved(c.change()) != 0).toList();
    }

    Map<RowKey, BaselineCell> baselines() {
        return baselines;
    }

    /** Every result of a shared cell with B/op in both runs, largest change first. */
    List<AllocChange> allocations() {
        return allocations;
    }

    /** The row's B/op range over its counted forks; its median figure when the analysis has no range. */
    private static double[] range(Analysis an, RowKey cell, ResultRow r) {
        double[] range = an.allocRange(cell, r.library());
        return Double.isNaN(range[0]) ? new double[]{r.allocBytesOp(), r.allocBytesOp()} : range;
    }

    List<AllocChange> allocationsChanged() {
        return allocations.stream().filter(AllocChange::changed).toList();
    }

    List<RowKey> cellsOnlyA() {
        return cellsOnlyA;
    }

    List<RowKey> cellsOnlyB() {
        return cellsOnlyB;
    }

    Map<String, List<RowKey>> onlyA() {
        return onlyA;
    }

    Map<String, List<RowKey>> onlyB() {
        return onlyB;
    }

    Side a() {
        return a;
    }

    Side b() {
        return b;
    }

    String baseline() {
        return a.analysis().baseline();
    }

    /** How many moves chance alone gives at 95% when nothing changed: 5% of the tested ratios. */
    double expectedByChance() {
        return (1 - Stats.LEVEL) * tested().size();
    }

    /**
     * The central 95% range of the number of moves among {@code n} independent ratios when nothing
     * changed (binomial, p = 0.05).
     */
    static int[] chanceRange(int n) {
        if (n == 0) {
            return new int[]{0, 0};
        }
        BinomialDistribution d = new BinomialDistribution(null, n, 1 - Stats.LEVEL);
        return new int[]{d.inverseCumulativeProbability(0.025), d.inverseCumulativeProbability(0.975)};
    }

    /** The headline, one paragraph: how many moved, of how many, and what chance alone gives. */
    String headline() {
        int tested = tested().size();
        long up = moved().stream().filter(c -> moved(c.change()) > 0).count();
        long down = moved().size() - up;
        int[] range = chanceRange(tested);
        return "**" + moved().size() + " of " + tested + " shared ratios moved** beyond their 95% interval ("
                + up + " faster relative to " + baseline() + " in this run, " + down + " slower). If nothing had changed, "
                + String.format(Locale.ROOT, "about %.1f", expectedByChance()) + " (5% of " + tested
                + ") would move by chance alone; for independent ratios 95% of such counts lie in " + range[0] + "–"
                + range[1] + ".";
    }

    /** One line per baseline fact: the median change of the baseline's own time over the shared cells. */
    String baselineLine() {
        List<Double> changes = new ArrayList<>();
        baselines.values().forEach(c -> changes.add(c.change().ratio()));
        if (changes.isEmpty()) {
            return baseline() + " itself: no cell has " + baseline() + " in both runs.";
        }
        long moved = baselines.values().stream().filter(c -> moved(c.change()) != 0).count();
        long withCi = baselines.values().stream().filter(c -> c.change().known()).count();
        return baseline() + " itself: its ns/op changed by a median " + Fmt.factor(Stats.median(changes)) + " over the "
                + changes.size() + " shared cell(s) (from " + Fmt.factor(changes.stream().min(Double::compare).orElseThrow())
                + " to " + Fmt.factor(changes.stream().max(Double::compare).orElseThrow()) + ")"
                + (withCi == 0 ? "; no interval (one round in a run)." : "; " + moved + " of " + withCi
                + " cell(s) beyond their 95% interval.");
    }

    // ------------------------------------------------------------------ Markdown

    String markdown() {
        StringBuilder md = new StringBuilder();
        String base = baseline();
        md.append("# serbench: what moved between two runs\n\n");
        md.append(CompareVerdict.markdown(this));
        md.append("This run (**A**) against the reference (**B**, `--compare`), speedups vs ").append(base)
                .append(" in each run. A ratio's **change** is A's speedup ÷ B's (×1.20: the library is 20% faster "
                        + "relative to ").append(base).append(" in A than in B); it **moved** when the 95% interval of "
                        + "the change excludes ×1.\n\n");
        md.append(hosts()).append("\n\n");
        md.append(differences()).append("\n\n");
        md.append(headline()).append("\n\n");
        md.append(baselineLine()).append(" A speedup is ").append(base).append("'s time ÷ the library's, so when ")
                .append(base).append(" itself gets faster or slower in one run (another JDK, another ").append(base)
                .append(" version, another machine) every ratio of that cell moves by the same factor, even for a "
                        + "library that did not change; a cell where most ratios moved the same way points at ")
                .append(base).append(", not at the libraries (see \"").append(base).append(" per cell\").\n\n");
        notCompared(md);
        environment(md);
        movedTable(md);
        baselineTable(md);
        allocationTable(md);
        onlyInOne(md);
        withinTable(md);
        howToRead(md);
        return md.toString();
    }

    private void notCompared(StringBuilder md) {
        List<String> parts = new ArrayList<>();
        long noCi = shared.stream().filter(c -> !c.change().known()).count();
        if (noCi > 0) {
            parts.add(noCi + " shared ratio(s) without an interval (or without a speedup) in one run (listed last under "
                    + "\"Within their interval\", never counted as moved)");
        }
        int ratiosOnlyA = onlyA.values().stream().mapToInt(List::size).sum()
                + cellsOnlyA.stream().mapToInt(c -> libraryRows(a.analysis(), c)).sum();
        int ratiosOnlyB = onlyB.values().stream().mapToInt(List::size).sum()
                + cellsOnlyB.stream().mapToInt(c -> libraryRows(b.analysis(), c)).sum();
        if (ratiosOnlyA > 0) {
            parts.add(ratiosOnlyA + " ratio(s) only in A" + where(cellsOnlyA.size(), onlyA.size()));
        }
        if (ratiosOnlyB > 0) {
            parts.add(ratiosOnlyB + " ratio(s) only in B" + where(cellsOnlyB.size(), onlyB.size()));
        }
        if (!parts.isEmpty()) {
            md.append("Not compared (named under \"Only in one run\"): ").append(String.join("; ", parts)).append(".\n\n");
        }
    }

    /** " (in 2 cells the other run lacks, and 3 libraries' ratios in shared cells)", naming only what is there. */
    private static String where(int cells, int libraries) {
        List<String> w = new ArrayList<>();
        if (cells > 0) {
            w.add(cells + " cell(s) the other run lacks");
        }
        if (libraries > 0) {
            w.add(libraries + " librar" + (libraries == 1 ? "y's" : "ies'") + " ratios in shared cells");
        }
        return " (" + String.join("; ", w) + ")";
    }

    private static int libraryRows(Analysis an, RowKey cell) {
        return (int) an.cells().get(cell).values().stream().filter(r -> r.kind() == ResultRow.Kind.LIBRARY).count();
    }

    private void environment(StringBuilder md) {
        md.append("## The two runs\n\n| | A: this run | B: the reference | |\n|---|---|---|---|\n");
        md.append("| inputs | ").append(cell(a.inputs())).append(" | ").append(cell(b.inputs())).append(" | |\n");
        for (String[] row : environmentRows()) {
            md.append("| ").append(row[0]).append(" | ").append(cell(row[1])).append(" | ").append(cell(row[2]))
                    .append(" | ").append(row[3]).append(" |\n");
        }
        String ca = coverage(a.analysis());
        String cb = coverage(b.analysis());
        md.append("| interval coverage | ").append(ca).append(" | ").append(cb).append(" | ")
                .append(ca.equals(cb) ? "" : "**differs**").append(" |\n");
        md.append("| baseline | ").append(baseline()).append(" | same | |\n\n");
    }

    /**
     * Both runs' environment as (label, A, B, "**differs**" or ""), the rows of their summaries'
     * headers; B says "same" where it equals A. Library versions compare key by key: B lists only
     * the versions that differ and the keys one run does not record.
     */
    List<String[]> environmentRows() {
        List<String[]> ea = EnvironmentTable.rows(a.env(), a.analysis());
        List<String[]> eb = EnvironmentTable.rows(b.env(), b.analysis());
        List<String[]> rows = new ArrayList<>();
        for (int i = 0; i < Math.min(ea.size(), eb.size()); i++) {
            String label = ea.get(i)[0];
            if (label.equals("library versions")) {
                rows.add(versionsRow(label, ea.get(i)[1]));
                continue;
            }
            // two unknowns are not a difference, whichever file failed to say
            boolean same = ea.get(i)[1].equals(eb.get(i)[1])
                    || ea.get(i)[1].startsWith(Environment.UNKNOWN) && eb.get(i)[1].startsWith(Environment.UNKNOWN);
            // rounds differ in what matters only by their number (shards split them into more files)
            boolean differs = label.equals("rounds") ? a.analysis().roundCount() != b.analysis().roundCount() : !same;
            rows.add(new String[]{label, ea.get(i)[1], same ? "same" : eb.get(i)[1], differs ? "**differs**" : ""});
        }
        return rows;
    }

    private String[] versionsRow(String label, String textA) {
        Map<String, String> va = a.env().versions();
        Map<String, String> vb = b.env().versions();
        List<String> changed = new ArrayList<>();
        List<String> onlyOne = new ArrayList<>();
        int same = 0;
        for (String key : new TreeSet<>(va.keySet())) {
            if (!vb.containsKey(key)) {
                onlyOne.add(key + " (A only)");
            } else if (va.get(key).equals(vb.get(key))) {
                same++;
            } else {
                changed.add(key + " " + vb.get(key) + " (A: " + va.get(key) + ")");
            }
        }
        for (String key : vb.keySet()) {
            if (!va.containsKey(key)) {
                onlyOne.add(key + " " + vb.get(key) + " (B only)");
            }
        }
        if (va.isEmpty() || vb.isEmpty()) {
            return new String[]{label, textA, vb.isEmpty() ? "not recorded (no " + EnvironmentFile.FILE_NAME + ")"
                    : String.join(", ", vb.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList()), ""};
        }
        List<String> parts = new ArrayList<>();
        if (!changed.isEmpty()) {
            parts.add("changed: " + String.join(", ", changed));
        }
        parts.add(same + " unchanged");
        if (!onlyOne.isEmpty()) {
            parts.add("recorded by one run only: " + String.join(", ", onlyOne));
        }
        return new String[]{label, textA, String.join("; ", parts), changed.isEmpty() ? "" : "**differs**"};
    }

    /** Which host family each run was measured on, first on the page: a ratio that moved between hosts may not be noise. */
    String hosts() {
        boolean same = a.env().hostId().equals(b.env().hostId());
        return "A measured on " + a.env().hostLine() + ".  \nB measured on " + b.env().hostLine() + ".  \n"
                + (same ? "Same host family: a change is the runs' difference (code, JDK, day), not the CPU's."
                : "**Different host families**: a change mixes the CPU's effect with everything else that differs.");
    }

    /** A one-line list of what differs between the runs' environments, for the top of the page. */
    String differences() {
        List<String> labels = new ArrayList<>();
        for (String[] row : environmentRows()) {
            if (!row[3].isEmpty()) {
                labels.add(row[0]);
            }
        }
        String ca = coverage(a.analysis());
        String cb = coverage(b.analysis());
        if (!ca.equals(cb)) {
            labels.add("interval coverage");
        }
        return labels.isEmpty() ? "The two runs' environments do not differ in anything recorded."
                : "The runs differ in: " + String.join(", ", labels) + " (see \"The two runs\").";
    }

    /** How well a run's own intervals held, as its summary measures it. */
    static String coverage(Analysis an) {
        Intervals.Coverage loo = an.noise().coverage();
        Intervals.Coverage one = an.noise().oneRound();
        List<String> parts = new ArrayList<>();
        if (loo.measured()) {
            parts.add(String.format(Locale.ROOT, "%.1f%% leave-one-round-out (%d of %d)", 100 * loo.fraction(), loo.inside(), loo.checks()));
        }
        if (one.measured()) {
            parts.add(String.format(Locale.ROOT, "one-round interval %.1f%% (%d of %d)", 100 * one.fraction(), one.inside(), one.checks()));
        }
        return parts.isEmpty() ? "not measurable with " + an.roundCount() + " round(s): its intervals are as good as "
                + "the method's coverage on runs that can measure it" : String.join("; ", parts);
    }

    private void movedTable(StringBuilder md) {
        List<Change> moved = moved();
        md.append("## What moved\n\n");
        if (!tested().isEmpty()) {
            md.append("Cell by cell: each dot is one library's change, filled when it moved; the black bar is ")
                    .append(baseline()).append("'s own ns/op change in the cell, where a library whose own time did not "
                            + "change lands. Dots gathered on the bar moved because ").append(baseline())
                    .append(" did.\n\n![every shared ratio's change, cell by cell, beside ").append(baseline())
                    .append("'s own](").append(CELLS_SVG_NAME).append(")\n\n");
        }
        if (!moved.isEmpty()) {
            md.append("Ratio by ratio").append(moved.size() > CompareChart.MAX_RATIOS
                    ? " (the " + CompareChart.MAX_RATIOS + " largest moves; the table below has all " + moved.size() + ")" : "")
                    .append(":\n\n![change of each moved ratio, B to A](").append(SVG_NAME).append(")\n\n");
        }
        if (moved.isEmpty()) {
            md.append("No ratio moved beyond its 95% interval.\n\n");
            return;
        }
        md.append("Largest move first. ").append(baseline()).append(" ns/op B→A is the baseline's own change in "
                + "that cell: it moves every ratio of the cell.\n\n");
        changeTable(md, moved);
    }

    private void withinTable(StringBuilder md) {
        List<Change> rest = shared.stream().filter(c -> moved(c.change()) == 0).toList();
        if (rest.isEmpty()) {
            return;
        }
        md.append("## Within their interval\n\n<details><summary>").append(rest.size())
                .append(" shared ratio(s) that did not move (or have no interval), largest change first</summary>\n\n");
        changeTable(md, rest);
        md.append("</details>\n\n");
    }

    private void changeTable(StringBuilder md, List<Change> rows) {
        String base = baseline();
        md.append("| scenario | fields | direction | library | speedup A [95%] | speedup B [95%] | change B→A [95%] | ")
                .append(base).append(" ns/op B→A |\n|---|---|---|---|---|---|---|---|\n");
        for (Change c : rows) {
            BaselineCell bc = baselines.get(c.row());
            String lib = c.library() + (c.a().lossy() || c.b().lossy() ? " †" : "");
            md.append("| ").append(c.row().scenarioLabel()).append(" | ").append(c.row().fieldsLabel()).append(" | ")
                    .append(c.row().direction()).append(" | ").append(lib).append(" | ")
                    .append(speedup(c.a())).append(" | ").append(speedup(c.b())).append(" | ")
                    .append(change(c.change(), true)).append(" | ")
                    .append(bc == null ? Fmt.MISSING : Fmt.factor(bc.change().ratio())).append(" |\n");
        }
        md.append('\n');
    }

    private void baselineTable(StringBuilder md) {
        String base = baseline();
        md.append("## ").append(base).append(" per cell\n\n");
        if (baselines.isEmpty()) {
            md.append("No cell has ").append(base).append(" in both runs.\n\n");
            return;
        }
        md.append("Absolute time per op of ").append(base).append(" (geometric mean over rounds of each round's "
                + "baseline). Absolute times compare less well than ratios: each is exposed to the machine's whole "
                + "drift, which a same-round ratio cancels; the interval (Welch over rounds) needs two or more "
                + "rounds in each run.\n\n");
        md.append("| scenario | fields | direction | ").append(base).append(" ns/op A | ").append(base)
                .append(" ns/op B | change B→A [95%] | ratios compared | moved up | moved down |\n"
                        + "|---|---|---|---|---|---|---|---|---|\n");
        for (BaselineCell bc : baselines.values()) {
            List<Change> inCell = tested().stream().filter(c -> c.row().equals(bc.row())).toList();
            long up = inCell.stream().filter(c -> moved(c.change()) > 0).count();
            long down = inCell.stream().filter(c -> moved(c.change()) < 0).count();
            md.append("| ").append(bc.row().scenarioLabel()).append(" | ").append(bc.row().fieldsLabel()).append(" | ")
                    .append(bc.row().direction()).append(" | ").append(Fmt.ns(bc.nsA())).append(" | ")
                    .append(Fmt.ns(bc.nsB())).append(" | ").append(change(bc.change(), false)).append(" | ")
                    .append(inCell.size()).append(" | ").append(up).append(" | ").append(down).append(" |\n");
        }
        md.append('\n');
    }

    /** One line: how many results' B/op changed, and which way. Empty when no result has B/op in both runs. */
    String allocationLine() {
        if (allocations.isEmpty()) {
            return "";
        }
        List<AllocChange> changed = allocationsChanged();
        long more = changed.stream().filter(c -> c.delta() > 0).count();
        return "**B/op changed in " + changed.size() + " of " + allocations.size() + " results** with `-prof gc` "
                + "figures in both runs (every fork of one run " + (int) ALLOC_STEP_BYTES + " B/op or more from every fork of the other; "
                + more + " allocate more in this run, " + (changed.size() - more) + " less).";
    }

    private void allocationTable(StringBuilder md) {
        md.append("## Allocation (B/op)\n\n");
        if (allocations.isEmpty()) {
            md.append("No result has B/op in both runs (run both with `-prof gc` to compare allocation).\n\n");
            return;
        }
        md.append(allocationLine()).append(" B/op counts bytes, not time, but the same code on the same JVM does "
                + "not always allocate the same: a fork's JIT may remove an allocation another fork keeps, so a row's "
                + "forks can fall in modes 8 B or more apart. Each run's range over its counted forks is therefore "
                + "compared, and a result counts as changed only when the ranges are one 8-byte heap alignment unit "
                + "or more apart (a JDK method that allocates more or less, an allocation the JIT now always removes "
                + "or keeps). Set it beside the time change: more bytes can come with a faster path.\n\n");
        List<AllocChange> changed = allocationsChanged();
        if (changed.isEmpty()) {
            return;
        }
        Map<String, List<AllocChange>> byLibrary = new TreeMap<>();
        Map<String, Integer> compared = new TreeMap<>();
        allocations.forEach(c -> compared.merge(c.library(), 1, Integer::sum));
        changed.forEach(c -> byLibrary.computeIfAbsent(c.library(), k -> new ArrayList<>()).add(c));
        List<String> libraries = new ArrayList<>(byLibrary.keySet());
        libraries.sort(Comparator.comparingInt((String l) -> -byLibrary.get(l).size()).thenComparing(l -> l));
        md.append("| library | results compared | more in A | less in A | largest change: cell, B/op B → A (ns/op B → A) |\n"
                + "|---|---|---|---|---|\n");
        for (String lib : libraries) {
            List<AllocChange> cs = byLibrary.get(lib);
            long more = cs.stream().filter(c -> c.delta() > 0).count();
            AllocChange top = cs.get(0);
            md.append("| ").append(lib).append(" | ").append(compared.get(lib)).append(" | ").append(more).append(" | ")
                    .append(cs.size() - more).append(" | ").append(top.row().cellLabel()).append(" ")
                    .append(top.row().direction()).append(": ")
                    .append(Fmt.one(top.bytesB())).append(" → ").append(Fmt.one(top.bytesA())).append(" (")
                    .append(Fmt.factor(top.nsA() / top.nsB())).append(") |\n");
        }
        List<String> unchanged = compared.keySet().stream().filter(l -> !byLibrary.containsKey(l)).toList();
        if (!unchanged.isEmpty()) {
            md.append("\nUnchanged in every result compared (").append(unchanged.size()).append("): ")
                    .append(String.join(", ", unchanged)).append(".\n");
        }
        md.append("\n<details><summary>").append(changed.size())
                .append(" result(s) whose B/op changed, largest change first</summary>\n\n")
                .append("| scenario | fields | direction | library | B/op B | B/op A | change | ns/op B→A |\n"
                        + "|---|---|---|---|---|---|---|---|\n");
        for (AllocChange c : changed) {
            md.append("| ").append(c.row().scenarioLabel()).append(" | ").append(c.row().fieldsLabel()).append(" | ")
                    .append(c.row().direction()).append(" | ").append(c.library()).append(" | ")
                    .append(Fmt.one(c.bytesB())).append(" | ").append(Fmt.one(c.bytesA())).append(" | ")
                    .append(String.format(Locale.ROOT, "%+.1f", c.delta())).append(" | ")
                    .append(Fmt.factor(c.nsA() / c.nsB())).append(" |\n");
        }
        md.append("\n</details>\n\n");
    }

    private void onlyInOne(StringBuilder md) {
        if (cellsOnlyA.isEmpty() && cellsOnlyB.isEmpty() && onlyA.isEmpty() && onlyB.isEmpty()) {
            return;
        }
        md.append("## Only in one run\n\n");
        only(md, "A", cellsOnlyA, onlyA, b.analysis());
        only(md, "B", cellsOnlyB, onlyB, a.analysis());
        md.append('\n');
    }

    private static void only(StringBuilder md, String run, List<RowKey> cells, Map<String, List<RowKey>> libs, Analysis other) {
        if (!cells.isEmpty()) {
            List<String> names = new ArrayList<>();
            cells.forEach(c -> names.add(c.cellLabel() + " " + c.direction()));
            md.append("- **cells only in ").append(run).append("** (").append(cells.size()).append("): ")
                    .append(String.join(", ", names)).append('\n');
        }
        if (libs.isEmpty()) {
            return;
        }
        Set<String> inOther = new TreeSet<>(other.libraries());
        List<String> absent = new ArrayList<>();
        int absentRatios = 0;
        for (Map.Entry<String, List<RowKey>> e : libs.entrySet()) {
            if (!inOther.contains(e.getKey())) {
                absent.add(e.getKey());
                absentRatios += e.getValue().size();
            }
        }
        if (!absent.isEmpty()) {
            md.append("- **libraries only in ").append(run).append("** (").append(absent.size()).append(", ")
                    .append(absentRatios).append(" ratios in shared cells): ").append(String.join(", ", absent)).append('\n');
        }
        for (Map.Entry<String, List<RowKey>> e : libs.entrySet()) {
            if (absent.contains(e.getKey())) {
                continue;
            }
            List<String> names = new ArrayList<>();
            e.getValue().forEach(c -> names.add(c.cellLabel() + " " + c.direction()));
            md.append("- **").append(e.getKey()).append(" only in ").append(run).append("** in ")
                    .append(e.getValue().size()).append(" shared cell(s): ").append(String.join(", ", names)).append('\n');
        }
    }

    private void howToRead(StringBuilder md) {
        String base = baseline();
        md.append("## How to read\n\n");
        md.append("- Each run is analysed as its own summary would be (same rules for which forks count, same "
                + "moderated intervals, same baseline ").append(base).append("); the runs are never mixed.\n");
        md.append("- change = A's speedup ÷ B's. Its 95% interval combines the two runs' intervals on the log scale "
                + "(standard errors added in quadrature, Welch–Satterthwaite degrees of freedom); it is as well "
                + "calibrated as the two runs' own intervals, whose coverage each run's SUMMARY.md states.\n");
        md.append("- At 95%, one ratio in twenty moves by chance when nothing changed: compare the count of moves "
                + "with the chance count above before reading any single one. Ratios of one cell share its "
                + base + " measurements, so chance moves come in clusters: the expected count is the same, but a count far "
                + "above it is likelier than for independent ratios.\n");
        md.append("- † lossy (see the support matrix). `compare.csv` has every shared ratio and every ratio of only "
                + "one run, sortable (`abs_log_change` orders by the size of the change).\n");
    }

    private static String speedup(ResultRow r) {
        return Fmt.speedup(r.speedup()) + " " + Fmt.interval(r.ciLow(), r.ciHigh());
    }

    /** ×1.25 [1.10, 1.42], bold when it moved (in the ratio tables). */
    private static String change(Intervals.Interval c, boolean bold) {
        String s = c.known() ? interval(c) : Fmt.factor(c.ratio()) + " " + Fmt.NO_INTERVAL;
        return bold && moved(c) != 0 ? "**" + s + "**" : s;
    }

    /** ×1.25 [1.10, 1.42] ({@link Fmt#change}). */
    static String interval(Intervals.Interval c) {
        return Fmt.change(c.ratio(), c.low(), c.high());
    }

    // ------------------------------------------------------------------ CSV

    String csv() {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(CSV_HEADER).setRecordSeparator("\n").build())) {
            for (Change c : shared) {
                record(csv, c.row(), c.library(), "both", c.a(), c.b(), c.change());
            }
            onlyOne(csv, true);
            onlyOne(csv, false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** The CSV rows of the ratios only run A (or only B) has: whole cells first, then single libraries. */
    private void onlyOne(CSVPrinter csv, boolean inA) throws IOException {
        Analysis an = (inA ? a : b).analysis();
        List<ResultRow> rows = new ArrayList<>();
        for (RowKey cell : inA ? cellsOnlyA : cellsOnlyB) {
            an.cells().get(cell).values().stream().filter(r -> r.kind() == ResultRow.Kind.LIBRARY).forEach(rows::add);
        }
        (inA ? onlyA : onlyB).forEach((lib, cells) -> cells.forEach(cell -> rows.add(an.get(cell, lib))));
        for (ResultRow r : rows) {
            record(csv, r.row(), r.library(), inA ? "A only" : "B only", inA ? r : null, inA ? null : r, null);
        }
    }

    private void record(CSVPrinter csv, RowKey k, String library, String in, ResultRow ra, ResultRow rb, Intervals.Interval c)
            throws IOException {
        BaselineCell bc = baselines.get(k);
        ResultRow baseA = a.analysis().get(k, baseline());
        ResultRow baseB = b.analysis().get(k, baseline());
        List<Object> v = new ArrayList<>(List.of(k.scenario(), k.element() == null ? "" : k.element(), k.fields(),
                k.showsDigits() ? Integer.toString(k.digits()) : "", k.direction(), library, in));
        side(v, ra);
        side(v, rb);
        if (c == null) {
            v.addAll(List.of("", "", "", "", "", ""));
        } else {
            v.add(Fmt.csv(c.ratio()));
            v.add(c.known() ? Fmt.csv(c.low()) : "");
            v.add(c.known() ? Fmt.csv(c.high()) : "");
            v.add(!c.known() ? "" : Double.isInfinite(c.df()) ? "inf" : Fmt.csv(c.df()));
            v.add(!c.known() ? "no interval" : moved(c) > 0 ? "up" : moved(c) < 0 ? "down" : "no");
            v.add(Fmt.csv(Math.abs(c.centre())));
        }
        v.add(ra == null ? "" : Fmt.csv(ra.nsOp()));
        v.add(rb == null ? "" : Fmt.csv(rb.nsOp()));
        v.add(bc != null ? Fmt.csv(bc.nsA()) : baseA == null ? "" : Fmt.csv(baseA.nsOp()));
        v.add(bc != null ? Fmt.csv(bc.nsB()) : baseB == null ? "" : Fmt.csv(baseB.nsOp()));
        v.add(bc == null ? "" : Fmt.csv(bc.change().ratio()));
        v.add(ra == null ? "" : Fmt.csv(ra.allocBytesOp()));
        v.add(rb == null ? "" : Fmt.csv(rb.allocBytesOp()));
        csv.printRecord(v);
    }

    private static void side(List<Object> v, ResultRow r) {
        if (r == null) {
            v.addAll(List.of("", "", "", ""));
            return;
        }
        v.add(Fmt.csv(r.speedup()));
        v.add(Fmt.csv(r.ciLow()));
        v.add(Fmt.csv(r.ciHigh()));
        v.add(r.rounds());
    }

    /** How a run's inputs are named: each folder's name with its files, never a machine path. */
    static String inputs(List<Path> files) {
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

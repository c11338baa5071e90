package io.serbench.report.md;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Compare.AllocChange;
import io.serbench.report.analysis.Compare.BaselineCell;
import io.serbench.report.analysis.Compare.Change;
import io.serbench.report.analysis.Compare;
import io.serbench.report.analysis.RunChangeVerdict;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;
import io.serbench.report.svg.CompareChart;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import static io.serbench.report.format.Markdown.cell;

/** COMPARE.md: what changed from the reference run (B) to this one (A), as {@link Compare} computed it. */
public final class CompareMarkdown {
    private final Compare comparison;

    public CompareMarkdown(Compare c) {
        this.comparison = c;
    }

    /** The headline, one paragraph: how many moved, of how many, and what chance alone gives. */
    String headline() {
        int tested = comparison.tested().size();
        long up = comparison.moved().stream().filter(c -> Compare.moved(c.change()) > 0).count();
        long down = comparison.moved().size() - up;
        int[] range = Compare.chanceRange(tested);
        return "**" + comparison.moved().size() + " of " + tested + " shared ratios moved** beyond their 95% interval ("
                + up + " faster relative to " + comparison.baseline() + " in this run, " + down + " slower). If nothing had changed, "
                + String.format(Locale.ROOT, "about %.1f", comparison.expectedByChance()) + " (5% of " + tested
                + ") would move by chance alone; for independent ratios 95% of such counts lie in " + range[0] + "–"
                + range[1] + ".";
    }

    /** One line per baseline fact: the median change of the baseline's own time over the shared cells. */
    String baselineLine() {
        List<Double> changes = new ArrayList<>();
        comparison.baselines().values().forEach(c -> changes.add(c.change().ratio()));
        if (changes.isEmpty()) {
            return comparison.baseline() + " itself: no cell has " + comparison.baseline() + " in both runs.";
        }
        long moved = comparison.baselines().values().stream().filter(c -> Compare.moved(c.change()) != 0).count();
        long withCi = comparison.baselines().values().stream().filter(c -> c.change().known()).count();
        return comparison.baseline() + " itself: its ns/op changed by a median " + Fmt.factor(Stats.median(changes)) + " over the "
                + changes.size() + " shared cell(s) (from " + Fmt.factor(changes.stream().min(Double::compare).orElseThrow())
                + " to " + Fmt.factor(changes.stream().max(Double::compare).orElseThrow()) + ")"
                + (withCi == 0 ? "; no interval (one round in a run)." : "; " + moved + " of " + withCi
                + " cell(s) beyond their 95% interval.");
    }

    // ------------------------------------------------------------------ Markdown

    public String markdown() {
        StringBuilder md = new StringBuilder();
        String base = comparison.baseline();
        CompareRuns runs = new CompareRuns(comparison);
        md.append("# serbench: what moved between two runs\n\n");
        md.append(RunChangeVerdict.markdown(comparison));
        md.append("This run (**A**) against the reference (**B**, `--compare`), speedups vs ").append(base)
                .append(" in each run. A ratio's **change** is A's speedup ÷ B's (×1.20: the library is 20% faster "
                        + "relative to ").append(base).append(" in A than in B); it **moved** when the 95% interval of "
                        + "the change excludes ×1.\n\n");
        md.append(runs.hosts()).append("\n\n");
        md.append(runs.differences()).append("\n\n");
        md.append(headline()).append("\n\n");
        md.append(baselineLine()).append(" A speedup is ").append(base).append("'s time ÷ the library's, so when ")
                .append(base).append(" itself gets faster or slower in one run (another JDK, another ").append(base)
                .append(" version, another machine) every ratio of that cell moves by the same factor, even for a "
                        + "library that did not change; a cell where most ratios moved the same way points at ")
                .append(base).append(", not at the libraries (see \"").append(base).append(" per cell\").\n\n");
        notCompared(md);
        runs.environment(md);
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
        long noCi = comparison.shared().stream().filter(c -> !c.change().known()).count();
        if (noCi > 0) {
            parts.add(noCi + " shared ratio(s) without an interval (or without a speedup) in one run (listed last under "
                    + "\"Within their interval\", never counted as moved)");
        }
        int ratiosOnlyA = comparison.onlyA().values().stream().mapToInt(List::size).sum()
                + comparison.cellsOnlyA().stream().mapToInt(c -> libraryRows(comparison.a().analysis(), c)).sum();
        int ratiosOnlyB = comparison.onlyB().values().stream().mapToInt(List::size).sum()
                + comparison.cellsOnlyB().stream().mapToInt(c -> libraryRows(comparison.b().analysis(), c)).sum();
        if (ratiosOnlyA > 0) {
            parts.add(ratiosOnlyA + " ratio(s) only in A" + where(comparison.cellsOnlyA().size(), comparison.onlyA().size()));
        }
        if (ratiosOnlyB > 0) {
            parts.add(ratiosOnlyB + " ratio(s) only in B" + where(comparison.cellsOnlyB().size(), comparison.onlyB().size()));
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

    private void movedTable(StringBuilder md) {
        List<Change> moved = comparison.moved();
        md.append("## What moved\n\n");
        if (!comparison.tested().isEmpty()) {
            md.append("Cell by cell: each dot is one library's change, filled when it moved; the black bar is ")
                    .append(comparison.baseline()).append("'s own ns/op change in the cell, where a library whose own time did not "
                            + "change lands. Dots gathered on the bar moved because ").append(comparison.baseline())
                    .append(" did.\n\n![every shared ratio's change, cell by cell, beside ").append(comparison.baseline())
                    .append("'s own](").append(Compare.CELLS_SVG_NAME).append(")\n\n");
        }
        if (!moved.isEmpty()) {
            md.append("Ratio by ratio").append(moved.size() > CompareChart.MAX_RATIOS
                    ? " (the " + CompareChart.MAX_RATIOS + " largest moves; the table below has all " + moved.size() + ")" : "")
                    .append(":\n\n![change of each moved ratio, B to A](").append(Compare.SVG_NAME).append(")\n\n");
        }
        if (moved.isEmpty()) {
            md.append("No ratio moved beyond its 95% interval.\n\n");
            return;
        }
        md.append("Largest move first. ").append(comparison.baseline()).append(" ns/op B→A is the baseline's own change in "
                + "that cell: it moves every ratio of the cell.\n\n");
        changeTable(md, moved);
    }

    private void withinTable(StringBuilder md) {
        List<Change> rest = comparison.shared().stream().filter(c -> Compare.moved(c.change()) == 0).toList();
        if (rest.isEmpty()) {
            return;
        }
        md.append("## Within their interval\n\n<details><summary>").append(rest.size())
                .append(" shared ratio(s) that did not move (or have no interval), largest change first</summary>\n\n");
        changeTable(md, rest);
        md.append("</details>\n\n");
    }

    private void changeTable(StringBuilder md, List<Change> rows) {
        String base = comparison.baseline();
        md.append("| scenario | fields | direction | library | speedup A [95%] | speedup B [95%] | change B→A [95%] | ")
                .append(base).append(" ns/op B→A |\n|---|---|---|---|---|---|---|---|\n");
        for (Change c : rows) {
            BaselineCell bc = comparison.baselines().get(c.row());
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
        String base = comparison.baseline();
        md.append("## ").append(base).append(" per cell\n\n");
        if (comparison.baselines().isEmpty()) {
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
        for (BaselineCell bc : comparison.baselines().values()) {
            List<Change> inCell = comparison.tested().stream().filter(c -> c.row().equals(bc.row())).toList();
            long up = inCell.stream().filter(c -> Compare.moved(c.change()) > 0).count();
            long down = inCell.stream().filter(c -> Compare.moved(c.change()) < 0).count();
            md.append("| ").append(bc.row().scenarioLabel()).append(" | ").append(bc.row().fieldsLabel()).append(" | ")
                    .append(bc.row().direction()).append(" | ").append(Fmt.ns(bc.nsA())).append(" | ")
                    .append(Fmt.ns(bc.nsB())).append(" | ").append(change(bc.change(), false)).append(" | ")
                    .append(inCell.size()).append(" | ").append(up).append(" | ").append(down).append(" |\n");
        }
        md.append('\n');
    }

    /** One line: how many results' B/op changed, and which way. Empty when no result has B/op in both runs. */
    String allocationLine() {
        if (comparison.allocations().isEmpty()) {
            return "";
        }
        List<AllocChange> changed = comparison.allocationsChanged();
        long more = changed.stream().filter(c -> c.delta() > 0).count();
        return "**B/op changed in " + changed.size() + " of " + comparison.allocations().size() + " results** with `-prof gc` "
                + "figures in both runs (every fork of one run " + (int) Compare.ALLOC_STEP_BYTES + " B/op or more from every fork of the other; "
                + more + " allocate more in this run, " + (changed.size() - more) + " less).";
    }

    private void allocationTable(StringBuilder md) {
        md.append("## Allocation (B/op)\n\n");
        if (comparison.allocations().isEmpty()) {
            md.append("No result has B/op in both runs (run both with `-prof gc` to compare allocation).\n\n");
            return;
        }
        md.append(allocationLine()).append(" B/op counts bytes, not time, but the same code on the same JVM does "
                + "not always allocate the same: a fork's JIT may remove an allocation another fork keeps, so a row's "
                + "forks can fall in modes 8 B or more apart. Each run's range over its counted forks is therefore "
                + "compared, and a result counts as changed only when the ranges are one 8-byte heap alignment unit "
                + "or more apart (a JDK method that allocates more or less, an allocation the JIT now always removes "
                + "or keeps). Set it beside the time change: more bytes can come with a faster path.\n\n");
        List<AllocChange> changed = comparison.allocationsChanged();
        if (changed.isEmpty()) {
            return;
        }
        Map<String, List<AllocChange>> byLibrary = new TreeMap<>();
        Map<String, Integer> compared = new TreeMap<>();
        comparison.allocations().forEach(c -> compared.merge(c.library(), 1, Integer::sum));
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
        if (comparison.cellsOnlyA().isEmpty() && comparison.cellsOnlyB().isEmpty() && comparison.onlyA().isEmpty()
                && comparison.onlyB().isEmpty()) {
            return;
        }
        md.append("## Only in one run\n\n");
        only(md, "A", comparison.cellsOnlyA(), comparison.onlyA(), comparison.b().analysis());
        only(md, "B", comparison.cellsOnlyB(), comparison.onlyB(), comparison.a().analysis());
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
        String base = comparison.baseline();
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
        String s = c.known() ? Compare.interval(c) : Fmt.factor(c.ratio()) + " " + Fmt.NO_INTERVAL;
        return bold && Compare.moved(c) != 0 ? "**" + s + "**" : s;
    }
}

package io.serbench.report.md;

import io.serbench.measure.AllocModes;
import io.serbench.measure.LevelModes;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Profile;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.NoiseFloor;
import io.serbench.report.stats.Screen;
import io.serbench.report.stats.Selection;
import io.serbench.report.stats.Stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.serbench.report.format.Markdown.cell;
import static io.serbench.report.md.Summary.CARE;
import static io.serbench.report.md.Summary.COVERAGE_TARGET;

/**
 * How far the numbers hold: the bullets near the top of SUMMARY.md (coverage, noise floor,
 * outlier and bimodal rows, forks set aside) and the details at its end.
 */
final class TrustSection {
    private final StringBuilder md;
    private final Analysis a;
    private final Profile profile;

    TrustSection(StringBuilder md, Analysis a, Profile profile) {
        this.md = md;
        this.a = a;
        this.profile = profile;
    }

    /** One bullet near the top: outlier rounds and bimodal rows, counted; the rows are listed under "Rows to read with care". */
    private void careLines() {
        int outliers = 0;
        int remeasured = 0;
        int unresolved = 0;
        int bimodal = 0;
        int byBytes = 0;
        int byLevel = 0;
        for (Map<String, Screen> c : a.screens().values()) {
            for (Screen s : c.values()) {
                outliers += s.outliers().size();
                remeasured += s.remeasured().size();
                unresolved += s.unresolved().isEmpty() ? 0 : 1;
                bimodal += s.bimodal() ? 1 : 0;
                byBytes += s.allocBimodal() ? 1 : 0;
                byLevel += s.levels().bimodal() ? 1 : 0;
            }
        }
        md.append("- **Outlier rounds** (every round of every row against its other rounds, once all are in: a ratio "
                + "about 1.8× or more from the others): ").append(outliers).append(", of which ").append(remeasured)
                .append(" re-measured; ").append(unresolved).append(" row(s) carry one never re-measured. **Bimodal rows** "
                        + "(forks in two modes, compiled differently): ").append(bimodal).append(" (by B/op ").append(byBytes)
                .append(", by level ").append(byLevel).append(").");
        if (unresolved + bimodal > 0) {
            md.append(" Both are marked ").append(CARE).append(" and listed under [Rows to read with care]"
                    + "(#rows-to-read-with-care).");
        }
        md.append('\n');
    }

    /** Every row marked {@link Summary#CARE}, with its rounds or its modes. */
    private void careSection() {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<RowKey, Map<String, Screen>> c : a.screens().entrySet()) {
            for (Map.Entry<String, Screen> e : c.getValue().entrySet()) {
                Screen s = e.getValue();
                ResultRow r = a.get(c.getKey(), e.getKey());
                if (r == null || !s.needsCare()) {
                    continue;
                }
                List<String> per = new ArrayList<>();
                r.perRound().forEach(x -> per.add(Fmt.speedup(x)));
                lines.add("| " + c.getKey().cellLabel() + " · " + c.getKey().direction() + " | " + e.getKey() + " | "
                        + Fmt.speedup(r.speedup()) + " " + Fmt.interval(r.ciLow(), r.ciHigh()) + " | "
                        + String.join(", ", per) + " | " + s.text() + " |");
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        md.append("## Rows to read with care\n\n").append(CARE).append(" rows: an **outlier round** (the row's ratio "
                + "in that round about 1.8× or more from its other rounds, robust z > 4) that was never re-measured, "
                + "so the figure and its interval carry it; or **bimodal** forks (their B/op falls in two modes at least "
                + (int) AllocModes.GAP + " B and " + Math.round(AllocModes.SHARE * 100) + "% apart, or their time per op, "
                + "after the whole cell's shift in each round, in two levels at least " + Fmt.speedup(LevelModes.GAP)
                + " apart: the JIT compiled them differently, or a fork was disturbed, and more forks tell which; the "
                + "ratio is a mixture; the fraction of forks in each mode is given).\n\n"
                + "| cell | library | speedup [95% CI] | per round | why |\n|---|---|---:|---|---|\n");
        lines.forEach(l -> md.append(l).append('\n'));
        md.append('\n');
    }

    /** Near the top: coverage, noise floor, and what the rules set aside, each with how it was computed. */
    void trust() {
        Analysis.Noise n = a.noise();
        md.append("**How far these numbers hold** (details under [Noise and coverage](#noise-and-coverage)):\n\n");
        Intervals.Coverage c = n.coverage();
        if (c.measured()) {
            md.append("- **Interval coverage: ").append(percent(c.fraction())).append("** (the suite's bar: ≥ ")
                    .append(Math.round(COVERAGE_TARGET * 100)).append("%). Measured leave-one-round-out: each of the ")
                    .append(c.rounds()).append(" rounds in turn was held out, every speedup's interval was rebuilt "
                            + "from its other rounds (variance prior refitted without the held-out round) and widened "
                            + "for one new round (the 95% prediction interval), and ").append(c.inside()).append(" of ")
                    .append(c.checks()).append(" held-out per-round ratios fell inside.");
            if (c.fraction() < COVERAGE_TARGET) {
                md.append(" **Below the bar: read the intervals as too narrow.**");
            }
            md.append('\n');
            Intervals.Coverage g = profile.overCells().coverage();
            if (g.measured()) {
                md.append("- **Group intervals** (the profile's and the one-screen lines' geometric means, computed per "
                        + "round like a row): the profile's figures held their held-out rounds in ")
                        .append(percent(g.fraction())).append(" (").append(g.inside()).append(" of ").append(g.checks())
                        .append(") of the same leave-one-round-out checks.\n");
            }
        } else {
            md.append("- **Interval coverage: cannot be measured** with ").append(a.roundCount())
                    .append(a.roundCount() == 1 ? " round" : " rounds").append(": it needs 3 or more (one held out, "
                            + "at least two to build the interval from).");
            if (n.oneRound().measured()) {
                md.append(" The one-round interval, built from each round alone and widened for one new round, held "
                        + "the other round's ratio in ").append(percent(n.oneRound().fraction())).append(" (")
                        .append(n.oneRound().inside()).append(" of ").append(n.oneRound().checks()).append(") of checks.");
            }
            md.append('\n');
        }
        md.append("- **Noise floor:** ");
        NoiseFloor.Brackets b = n.brackets();
        if (b.pairs() > 0) {
            md.append(a.baseline()).append(" vs ").append(a.baseline()).append(" (two bracket forks of one cell in one "
                    + "round) differ by a median of ").append(Fmt.one(b.medianPct())).append("%, 90th percentile ")
                    .append(Fmt.one(b.p90Pct())).append("% (").append(b.pairs()).append(" pairs). ");
        } else {
            md.append("no cell has repeated ").append(a.baseline()).append(" forks in one round (no brackets in these "
                    + "files), so the ").append(a.baseline()).append(" vs ").append(a.baseline())
                    .append(" spread is unknown. ");
        }
        List<NoiseFloor.Pair> pairs = n.pairs();
        if (pairs.isEmpty()) {
            md.append("No A/A pair (ids sharing their encoder: ").append(pairNames())
                    .append(") ran here.\n");
        } else {
            long contain = pairs.stream().filter(p -> p.interval().known() && p.interval().low() <= 1
                    && p.interval().high() >= 1).count();
            long known = pairs.stream().filter(p -> p.interval().known()).count();
            double[] dev = pairs.stream().mapToDouble(p -> Math.abs(p.interval().centre())).toArray();
            md.append("A/A encoders (").append(pairNames()).append(", encode: the same code, so their speedups should "
                    + "agree) are a median ").append(Fmt.one((Math.exp(Stats.median(dev)) - 1) * 100))
                    .append("% apart over ").append(pairs.size()).append(pairs.size() == 1 ? " cell" : " cells");
            md.append(known > 0 ? "; " + contain + " of " + known + " of their 95% intervals contain 1.0.\n" : ".\n");
        }
        careLines();
        Selection.Counts k = n.counts();
        md.append("- **Forks set aside:** ").append(k.steadyReruns()).append(" re-run for steady state (still warming), ")
                .append(k.remeasured()).append(" re-measured after a disturbance, ").append(k.disturbedBrackets())
                .append(" disturbed ").append(a.baseline()).append(" bracket(s) left out, ").append(k.neverSteady())
                .append(" never steady (the last fork counts; flagged in its row's note).\n\n");
    }

    /** The fitted prior in words: what it is and how many rows it came from. */
    static String prior(Stats.Prior p, String rows) {
        if (!p.fitted()) {
            return "here: fewer than " + Stats.MIN_ROWS_FOR_PRIOR + " " + rows + " with a non-zero spread, so no prior; "
                    + "each row stands on its own spread";
        }
        return "here: s0 = " + String.format(java.util.Locale.ROOT, "%.3f", Math.sqrt(p.s0sq())) + " on the log scale, d0 = "
                + (Double.isInfinite(p.d0()) ? "∞" : String.format(java.util.Locale.ROOT, "%.1f", p.d0()))
                + ", fitted over " + p.rows() + " " + rows;
    }

    private static String percent(double fraction) {
        return String.format(java.util.Locale.ROOT, "%.1f%%", fraction * 100);
    }

    private static String pairNames() {
        List<String> names = new ArrayList<>();
        NoiseFloor.SHARED_ENCODER.forEach(p -> names.add(p.get(0) + " / " + p.get(1)));
        return String.join(", ", names);
    }

    void noiseAndCoverage() {
        Analysis.Noise n = a.noise();
        careSection();
        md.append("## Noise and coverage\n\n");
        Intervals.Coverage c = n.coverage();
        if (c.measured()) {
            md.append("Leave-one-round-out coverage per library (held-out per-round ratio inside the 95% prediction "
                    + "interval built from the other rounds):\n\n| library | checks | inside | coverage |\n|---|---:|---:|---:|\n");
            c.byLibrary().forEach((lib, v) -> md.append("| ").append(lib).append(" | ").append(v[0]).append(" | ")
                    .append(v[1]).append(" | ").append(percent((double) v[1] / v[0])).append(" |\n"));
            md.append('\n');
        }
        if (n.oneRound().measured()) {
            md.append("The one-round interval (from ").append(a.baseline()).append("'s bracket spread), checked on "
                    + "this run: built from each round alone and widened for one new round, it held the same row's "
                    + "ratio in another round in ").append(n.oneRound().inside()).append(" of ")
                    .append(n.oneRound().checks()).append(" checks (").append(percent(n.oneRound().fraction()))
                    .append(").\n\n");
        }
        if (!n.pairs().isEmpty()) {
            md.append("A/A pairs: speedup of the first ÷ speedup of the second, same encoder code, per encode cell "
                    + "(1.0 = they agree):\n\n| scenario | fields | pair | ratio [95% CI] | rounds |\n|---|---:|---|---:|---:|\n");
            for (NoiseFloor.Pair p : n.pairs()) {
                Intervals.Interval i = p.interval();
                md.append("| ").append(p.cell().scenarioLabel()).append(" | ").append(p.cell().fieldsLabel()).append(" | ")
                        .append(p.first()).append(" / ").append(p.second()).append(" | ").append(Fmt.ratio(i.ratio()))
                        .append(" ").append(i.known() ? Fmt.interval(i.low(), i.high()) : Fmt.NO_INTERVAL)
                        .append(" | ").append(p.rounds()).append(" |\n");
            }
            md.append('\n');
        }
        if (!c.measured() && !n.oneRound().measured() && n.pairs().isEmpty()) {
            md.append("Nothing to check here: coverage needs 3 or more rounds (or 2 rounds with ").append(a.baseline())
                    .append(" brackets for the one-round interval), and the A/A table needs ").append(pairNames())
                    .append(" encode results.\n\n");
        }
    }
}

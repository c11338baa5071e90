package io.serbench.report.analysis;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;
import io.serbench.report.stats.Welch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * The run-to-run variance component (docs/METHODOLOGY.md, "Hosts and run-to-run variance").
 *
 * <p>A run's interval is about that run's centre: its rounds share the day, the machine instance
 * and the JIT's luck of that run's forks, so a rerun on another day of the same host family moves
 * by more than the interval says. Model: run j of a host family measures ln ratio
 * y_j = μ + δ_j + e_j, with δ_j ~ (0, τ²) the run's own offset and e_j ~ (0, se_j²) the within-run
 * error its interval states (se = half-width ÷ t(ν)). For two independent runs A and B of one
 * ratio, d = y_A − y_B has E[d²] = se_A² + se_B² + 2τ².
 *
 * <p><b>Estimate</b> (method of moments, pooled over every ratio both runs measured):
 * τ̂² = max(0, Σ(d² − se_A² − se_B²) / 2n). Ratios of one cell share the baseline's measurement,
 * so they are not independent: the standard error of τ̂² is a delete-one-cell jackknife, and its
 * degrees of freedom are 2τ̂⁴ / se(τ̂²)² (Satterthwaite's for a variance estimate). With more than
 * two runs every pair of runs contributes its shared ratios.
 *
 * <p><b>Run-to-run interval</b> of a ratio: exp(m ± t(ν*) √(se² + τ̂²)), ν* by Welch–Satterthwaite
 * from the row's ν and τ̂²'s. It is an interval for the host family's ratio μ (what reruns
 * average to), not for this run's centre.
 *
 * <p><b>Rerun interval</b> of a ratio: exp(m ± t(ν*) √(2(se² + τ̂²))), where one independent rerun
 * of the same preset lands (both runs' errors and offsets).
 *
 * <p><b>Held-out-run coverage</b>: the share of an independent run's ratios inside the interval
 * published without it. With three or more runs, τ̂² is refitted without the held-out run; with
 * two, the held-out ratios are those of half of the cells and τ̂² comes from the other half
 * (alternating cells, both halves in turn), so no ratio tests an estimate it helped to make.
 */
public final class RunToRun {

    /** One ratio measured in two runs: d = ln(A) − ln(B), within = se_A² + se_B². */
    public record Pair(RowKey cell, String library, String family, double d, double within) {
    }

    /** τ̂² with its jackknife standard error; {@code excess} = Σd² ÷ Σ(se_A² + se_B²). */
    public record Estimate(double tau2, double se, double df, int ratios, int cells, double excess) {
        static final Estimate NONE = new Estimate(0, Double.NaN, Double.NaN, 0, 0, Double.NaN);
        /** No run-to-run component at all: what the intervals give without one, for comparison. */
        public static final Estimate ZERO = new Estimate(0, 0, Double.POSITIVE_INFINITY, 0, 0, Double.NaN);

        public double tau() {
            return Math.sqrt(tau2);
        }

        public boolean measured() {
            return ratios > 0;
        }
    }

    /** Inside counts of a held-out check: within-run, run-to-run (for μ) and rerun (prediction) intervals. */
    public record Coverage(int checks, int insideWithin, int insideRunToRun, int insideRerun) {
        public double within() {
            return checks == 0 ? Double.NaN : (double) insideWithin / checks;
        }

        public double runToRun() {
            return checks == 0 ? Double.NaN : (double) insideRunToRun / checks;
        }

        public double rerun() {
            return checks == 0 ? Double.NaN : (double) insideRerun / checks;
        }

        Coverage plus(Coverage o) {
            return new Coverage(checks + o.checks, insideWithin + o.insideWithin, insideRunToRun + o.insideRunToRun,
                    insideRerun + o.insideRerun);
        }
    }

    private RunToRun() {
    }

    /** Every library ratio with an interval in both runs. */
    static List<Pair> pairs(Analysis a, Analysis b) {
        List<Pair> out = new ArrayList<>();
        for (ResultRow ra : a.rows()) {
            ResultRow rb = b.get(ra.row(), ra.library());
            if (usable(ra) && rb != null && usable(rb)) {
                double d = Math.log(ra.speedup()) - Math.log(rb.speedup());
                io.serbench.codec.Family f = a.family(ra.library());
                out.add(new Pair(ra.row(), ra.library(), f == null ? "unknown" : f.label, d,
                        square(Welch.se(ra)) + square(Welch.se(rb))));
            }
        }
        return out;
    }

    static boolean usable(ResultRow r) {
        return r.kind() == ResultRow.Kind.LIBRARY && r.hasSpeedup() && r.hasCi() && r.ciDf() > 0;
    }

    /** The pooled method-of-moments estimate with its delete-one-cell jackknife. */
    static Estimate estimate(List<Pair> pairs) {
        if (pairs.isEmpty()) {
            return Estimate.NONE;
        }
        Map<RowKey, double[]> byCell = new TreeMap<>(RowKey.ORDER);
        for (Pair p : pairs) {
            double[] s = byCell.computeIfAbsent(p.cell(), k -> new double[3]);
            s[0] += p.d() * p.d();
            s[1] += p.within();
            s[2]++;
        }
        double d2 = 0;
        double within = 0;
        int n = 0;
        for (double[] s : byCell.values()) {
            d2 += s[0];
            within += s[1];
            n += (int) s[2];
        }
        double tau2 = moments(d2, within, n);
        int g = byCell.size();
        double se = Double.NaN;
        if (g >= 2) {
            double[] leaveOut = new double[g];
            int i = 0;
            for (double[] s : byCell.values()) {
                leaveOut[i++] = n - (int) s[2] == 0 ? 0 : moments(d2 - s[0], within - s[1], n - (int) s[2]);
            }
            double mean = Stats.mean(leaveOut);
            double ss = 0;
            for (double x : leaveOut) {
                ss += (x - mean) * (x - mean);
            }
            se = Math.sqrt((g - 1.0) / g * ss);
        }
        double df = tau2 > 0 && se > 0 ? 2 * tau2 * tau2 / (se * se) : Double.POSITIVE_INFINITY;
        return new Estimate(tau2, se, df, n, g, d2 / within);
    }

    private static double moments(double d2, double within, int n) {
        return Math.max(0, (d2 - within) / (2.0 * n));
    }

    /** The same estimate within each library family: a check on whether one τ² fits all. */
    public static Map<String, Estimate> byFamily(List<Pair> pairs) {
        Map<String, List<Pair>> groups = new TreeMap<>();
        pairs.forEach(p -> groups.computeIfAbsent(p.family(), k -> new ArrayList<>()).add(p));
        Map<String, Estimate> out = new LinkedHashMap<>();
        groups.forEach((k, v) -> out.put(k, estimate(v)));
        return out;
    }

    /** A row's run-to-run 95% interval: its own variance plus τ̂², Welch–Satterthwaite degrees of freedom. */
    static Intervals.Interval widen(ResultRow r, Estimate e) {
        double centre = Math.log(r.speedup());
        if (!usable(r)) {
            return Intervals.Interval.unknown(centre);
        }
        return Welch.interval(centre, square(Welch.se(r)), r.ciDf(), e.tau2(), e.df());
    }

    /**
     * A row's rerun 95% interval: where one independent rerun of the same preset on the same host
     * family lands. Its ratio differs from this run's by both runs' within-run errors and both
     * runs' offsets, so the variance is 2(se² + τ̂²) (the rerun's se taken as this run's).
     */
    public static Intervals.Interval rerun(ResultRow r, Estimate e) {
        double centre = Math.log(r.speedup());
        if (!usable(r)) {
            return Intervals.Interval.unknown(centre);
        }
        return Welch.interval(centre, 2 * square(Welch.se(r)), r.ciDf(), 2 * e.tau2(), e.df());
    }

    /**
     * How many of {@code heldOut}'s ratios fall inside {@code published}'s intervals, within-run and
     * widened by {@code e}, over the ratios {@code include} accepts.
     */
    static Coverage coverage(Analysis published, Analysis heldOut, Estimate e, Function<RowKey, Boolean> include) {
        int checks = 0;
        int within = 0;
        int wide = 0;
        int rerun = 0;
        for (ResultRow r : published.rows()) {
            ResultRow h = heldOut.get(r.row(), r.library());
            if (!usable(r) || h == null || !h.hasSpeedup() || !include.apply(r.row())) {
                continue;
            }
            checks++;
            within += r.ciLow() <= h.speedup() && h.speedup() <= r.ciHigh() ? 1 : 0;
            Intervals.Interval w = widen(r, e);
            wide += w.low() <= h.speedup() && h.speedup() <= w.high() ? 1 : 0;
            Intervals.Interval p = rerun(r, e);
            rerun += p.low() <= h.speedup() && h.speedup() <= p.high() ? 1 : 0;
        }
        return new Coverage(checks, within, wide, rerun);
    }

    /**
     * Held-out-run coverage over the runs of one host family, both directions of every pair.
     * Three or more runs: leave one run out of the estimate. Two: cross-fit over alternating halves
     * of the shared cells.
     */
    public static Coverage heldOut(List<Analysis> runs) {
        Coverage total = new Coverage(0, 0, 0, 0);
        if (runs.size() < 2) {
            return total;
        }
        if (runs.size() >= 3) {
            for (Coverage c : heldOutByRun(runs)) {
                total = total.plus(c);
            }
            return total;
        }
        List<Pair> shared = pairs(runs.get(0), runs.get(1));
        TreeSet<RowKey> sorted = new TreeSet<>(RowKey.ORDER);
        shared.forEach(p -> sorted.add(p.cell()));
        List<RowKey> cells = new ArrayList<>(sorted);
        for (int half = 0; half < 2; half++) {
            int test = half;
            Function<RowKey, Boolean> inTest = c -> cells.indexOf(c) % 2 == test;
            Estimate e = estimate(shared.stream().filter(p -> !inTest.apply(p.cell())).toList());
            total = total.plus(coverage(runs.get(0), runs.get(1), e, inTest)).plus(coverage(runs.get(1), runs.get(0), e, inTest));
        }
        return total;
    }

    /**
     * Three or more runs: each run's own held-out check (its ratios against every other run's
     * intervals, τ̂² refitted without it), in input order. A run far from the others shows here
     * as low coverage of its own ratios; fewer than three runs give an empty list.
     */
    public static List<Coverage> heldOutByRun(List<Analysis> runs) {
        List<Coverage> out = new ArrayList<>();
        if (runs.size() < 3) {
            return out;
        }
        for (int h = 0; h < runs.size(); h++) {
            List<Analysis> others = new ArrayList<>(runs);
            Analysis held = others.remove(h);
            Estimate e = estimate(allPairs(others));
            Coverage c = new Coverage(0, 0, 0, 0);
            for (Analysis o : others) {
                c = c.plus(coverage(o, held, e, cell -> true));
            }
            out.add(c);
        }
        return out;
    }

    /** τ̂² of one pair of runs alone: with three or more runs, which pair disagrees beyond the others. */
    public static Estimate pairEstimate(Analysis a, Analysis b) {
        return estimate(pairs(a, b));
    }

    /** The same check against the estimate from every run, the held-out one included (in-sample). */
    public static Coverage inSample(List<Analysis> runs, Estimate e) {
        Coverage total = new Coverage(0, 0, 0, 0);
        for (Analysis a : runs) {
            for (Analysis b : runs) {
                if (a != b) {
                    total = total.plus(coverage(a, b, e, cell -> true));
                }
            }
        }
        return total;
    }

    /** Pairs from every pair of runs. */
    public static List<Pair> allPairs(List<Analysis> runs) {
        List<Pair> out = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            for (int j = i + 1; j < runs.size(); j++) {
                out.addAll(pairs(runs.get(i), runs.get(j)));
            }
        }
        return out;
    }

    private static double square(double x) {
        return x * x;
    }
}

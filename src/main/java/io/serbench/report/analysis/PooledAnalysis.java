package io.serbench.report.analysis;

import io.serbench.codec.Library;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.GeoMean;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;
import io.serbench.report.stats.Welch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A consensus of runs ({@link Consensus}) as one {@link Analysis}, so the one-screen figures
 * render from the pooled ratios exactly as they render from a run, with one interval per number:
 * a row carries the pooled ratio and its rerun interval (as {@code consensus.csv} does), and a
 * group figure (a geometric mean over libraries or cells, a ratio of two groups) carries the
 * interval of a rerun's group figure under the same model.
 *
 * <p><b>A group's rerun interval.</b> A group statistic is z = Σ w_i · y_i over rows i. Under the
 * consensus model a rerun's y_i* = μ_i + δ_i + e_i, so the rerun's z* misses the pooled
 * ẑ = Σ w_i μ̂_i by Σ w_i (δ_i + e_i) − Σ w_i (μ̂_i − μ_i). Row i's between-run part
 * T_i = b̃_l + var(μ̂_i) (what its rerun interval holds beyond the rerun's own error) is correlated
 * within a cell: a run that moves a cell moves all of its libraries (the baseline's level, the
 * machine), with correlation ρ, the consensus's cell-shared share (clamped to [0, 1]). So
 * var_T(z) = ρ Σ_cells (Σ_{i in cell} w_i √T_i)² + (1 − ρ) Σ_i w_i² T_i, and the rerun's own
 * error var_R(z) = Σ_i w_i² σ²_i / R. The interval is Welch's over the two parts, as a row's: for
 * one row it is that row's interval exactly. A ratio of two groups in one cell (weights summing
 * to 0 there) cancels the shared move, as it should. The rerun's own round errors are taken as
 * independent between libraries; the baseline's bracket error they share is small next to the
 * between-run part.
 *
 * <p><b>"Never" and "every".</b> A statement about every cell holds only if every run agrees:
 * {@link Source#holdsInEveryRun} recomputes the group statistic from each run's own ratios, over
 * the libraries that run measured, and asks that its own 95% interval exclude 1 on the pooled side.
 */
public final class PooledAnalysis {
    private PooledAnalysis() {
    }

    /**
     * What a pooled analysis stands on: the consensus, every run's observations, and the rounds
     * of the reader's rerun its intervals are for.
     */
    public record Source(Consensus consensus, List<Consensus.Obs> obs, int readerRounds, int independentRuns) {
        /** Every pooled run an independent one (no partial run). */
        public Source(Consensus consensus, List<Consensus.Obs> obs, int readerRounds) {
            this(consensus, obs, readerRounds, consensus.runs().size());
        }

        /** "2 independent runs and 1 partial run": the runs behind the pooled figures, as every page counts them. */
        public String runsText() {
            int partial = consensus.runs().size() - independentRuns;
            return independentRuns + " independent run" + (independentRuns == 1 ? "" : "s")
                    + (partial == 0 ? "" : " and " + partial + " partial run" + (partial == 1 ? "" : "s"));
        }

        /** The correlation of two libraries' between-run moves in one cell, clamped to [0, 1]; 0 when unknown. */
        double cellCorrelation() {
            double rho = consensus.cellSharedShare();
            return Double.isFinite(rho) ? Math.max(0, Math.min(1, rho)) : 0;
        }

        /** The group statistic with a rerun's interval; unknown when a member has no pooled ratio. */
        GeoMean of(GroupStats.Contrast c, String baseline) {
            Intervals.Interval i = interval(c, baseline).orElse(null);
            if (i == null) {
                return GeoMean.NONE;
            }
            return i.known() ? new GeoMean(i.ratio(), i.low(), i.high(), c.count())
                    : new GeoMean(i.ratio(), Double.NaN, Double.NaN, c.count());
        }

        /**
         * The group statistic on the log scale with the 95% interval where a reader's rerun of
         * {@link #readerRounds} rounds lands (for a ratio of two libraries in one cell, their
         * shared move cancels); empty when a member other than {@code baseline} has no pooled ratio.
         */
        public Optional<Intervals.Interval> interval(GroupStats.Contrast c, String baseline) {
            double centre = 0;
            double independent = 0;
            double rerun = 0;
            double rerunDfDenominator = 0;
            Map<RowKey, Double> sharedByCell = new TreeMap<>(RowKey.ORDER);
            double rho = cellCorrelation();
            for (GroupStats.Term t : c.terms()) {
                if (t.library().equals(baseline)) {
                    continue; // exactly 1 in every run: no error of its own
                }
                Consensus.Ratio r = consensus.get(t.cell(), t.library());
                if (r == null) {
                    return Optional.empty();
                }
                double w = t.weight();
                double between = r.between() + r.variance();
                centre += w * r.centre();
                independent += w * w * between;
                sharedByCell.merge(t.cell(), w * Math.sqrt(between), Double::sum);
                double own = w * w * r.roundVariance() / readerRounds;
                rerun += own;
                rerunDfDenominator += own * own / r.withinDf();
            }
            double shared = sharedByCell.values().stream().mapToDouble(x -> x * x).sum();
            double betweenVariance = rho * shared + (1 - rho) * independent;
            double rerunDf = rerunDfDenominator == 0 ? Double.POSITIVE_INFINITY : rerun * rerun / rerunDfDenominator;
            return Optional.of(Welch.interval(centre, betweenVariance, consensus.pooledDf(), rerun, rerunDf));
        }

        /**
         * True when every run that measured any of the statistic's rows puts it on the pooled side
         * of 1 with its own 95% interval, computed from the rows that run measured: each side of
         * the contrast (its positive and its negative weights) re-weighted over the run's own
         * libraries, so a group mean becomes the mean of the group members the run has; variance
         * Σ w² se² from the run's own errors, Welch–Satterthwaite's degrees of freedom. A partial
         * run, such as one re-measuring a single library, is judged on what it measured, and not asked
         * when it has no row of one side; false when no run measured any row.
         */
        boolean holdsInEveryRun(GroupStats.Contrast c, String baseline, double pooledValue) {
            return runsApart(c, baseline, pooledValue) == 0 && obs.stream().anyMatch(o -> c.terms().stream()
                    .anyMatch(t -> !t.library().equals(baseline) && t.cell().equals(o.cell()) && t.library().equals(o.library())));
        }

        /** How many runs' own intervals (see {@link #holdsInEveryRun}) do not exclude 1 on the pooled side. */
        int runsApart(GroupStats.Contrast c, String baseline, double pooledValue) {
            Map<String, Map<Consensus.Key, Consensus.Obs>> byRun = new LinkedHashMap<>();
            obs.forEach(o -> byRun.computeIfAbsent(o.run(), k -> new LinkedHashMap<>()).put(o.key(), o));
            double side = Math.signum(Math.log(pooledValue));
            int apart = 0;
            for (Map<Consensus.Key, Consensus.Obs> own : byRun.values()) {
                double[] sum = new double[2]; // weights present, per sign
                double[] all = new double[2]; // weights in the contrast, per sign
                boolean measuredAny = false;
                for (GroupStats.Term t : c.terms()) {
                    int sign = t.weight() > 0 ? 0 : 1;
                    all[sign] += t.weight();
                    boolean present = t.library().equals(baseline) || own.containsKey(new Consensus.Key(t.cell(), t.library()));
                    if (present) {
                        sum[sign] += t.weight();
                    }
                    measuredAny |= !t.library().equals(baseline) && present;
                }
                if (!measuredAny) {
                    continue;
                }
                if ((all[0] != 0 && sum[0] == 0) || (all[1] != 0 && sum[1] == 0)) {
                    continue; // the run measured one side only: it cannot judge the contrast
                }
                double z = 0;
                double v = 0;
                double dfDenominator = 0;
                for (GroupStats.Term t : c.terms()) {
                    if (t.library().equals(baseline)) {
                        continue; // exactly 1 in every run
                    }
                    Consensus.Obs o = own.get(new Consensus.Key(t.cell(), t.library()));
                    if (o == null) {
                        continue;
                    }
                    int sign = t.weight() > 0 ? 0 : 1;
                    double w = t.weight() * all[sign] / sum[sign];
                    z += w * o.y();
                    double part = w * w * o.se2();
                    v += part;
                    dfDenominator += Double.isFinite(o.df()) && o.df() > 0 ? part * part / o.df() : 0;
                }
                double df = dfDenominator == 0 ? Double.POSITIVE_INFINITY : v * v / dfDenominator;
                double half = io.serbench.report.stats.Stats.t975(df) * Math.sqrt(v);
                boolean agrees = side > 0 ? z - half > 0 : side < 0 && z + half < 0;
                if (!agrees) {
                    apart++;
                }
            }
            return apart;
        }
    }

    /**
     * The pooled analysis of one host family: a row per pooled ratio (its speedup and rerun
     * interval, the runs behind it, each run's own speedup in {@code perRound}), and each run's
     * baseline and harness rows merged (their median ns/op over runs); bytes from the first run
     * that has them (the data is seeded, so every run encodes the same bytes).
     */
    public static Analysis of(Source source, List<Analysis> runs, List<String> runNames, List<Library> matrix,
                              String baseline, String harness) {
        Map<RowKey, Map<String, List<ResultRow>>> measured = new TreeMap<>(RowKey.ORDER);
        Set<String> libraries = new LinkedHashSet<>();
        for (Analysis a : runs) {
            a.libraries().forEach(libraries::add);
            a.cells().forEach((cell, rows) -> rows.forEach((lib, row) ->
                    measured.computeIfAbsent(cell, k -> new LinkedHashMap<>()).computeIfAbsent(lib, k -> new ArrayList<>()).add(row)));
        }
        Map<String, Map<Consensus.Key, Double>> perRun = new LinkedHashMap<>();
        runNames.forEach(n -> perRun.put(n, new LinkedHashMap<>()));
        source.obs().forEach(o -> perRun.computeIfAbsent(o.run(), k -> new LinkedHashMap<>()).put(o.key(), o.y()));

        Map<RowKey, Map<String, ResultRow>> cells = new TreeMap<>(RowKey.ORDER);
        measured.forEach((cell, byLib) -> {
            Map<String, ResultRow> rows = new LinkedHashMap<>();
            byLib.forEach((lib, list) -> {
                ResultRow first = list.get(0);
                double ns = Stats.median(list.stream().mapToDouble(ResultRow::nsOp).filter(Double::isFinite).toArray());
                double alloc = Stats.median(list.stream().mapToDouble(ResultRow::allocBytesOp).filter(Double::isFinite).toArray());
                Consensus.Ratio r = source.consensus().get(cell, lib);
                if (first.kind() != ResultRow.Kind.LIBRARY || r == null) {
                    if (first.kind() != ResultRow.Kind.LIBRARY) {
                        rows.put(lib, new ResultRow(first.benchmark(), cell, lib, first.kind(), list.size(), List.of(),
                                first.speedup(), Double.NaN, Double.NaN, Double.NaN, first.lossy(), ns, Double.NaN,
                                first.bytes(), first.deflated(), alloc, "median ns/op over " + list.size() + " run(s)"));
                    }
                    return; // a library row without a pooled ratio (no speedup in any run) is left out
                }
                List<Double> speedups = new ArrayList<>();
                perRun.values().forEach(ys -> {
                    Double y = ys.get(new Consensus.Key(cell, lib));
                    if (y != null) {
                        speedups.add(Math.exp(y));
                    }
                });
                Intervals.Interval i = r.prediction(source.readerRounds());
                rows.put(lib, new ResultRow(first.benchmark(), cell, lib, ResultRow.Kind.LIBRARY, r.runs(), List.copyOf(speedups),
                        r.speedup(), i.known() ? i.low() : Double.NaN, i.known() ? i.high() : Double.NaN, i.df(), first.lossy(),
                        ns, Double.NaN, first.bytes(), first.deflated(), alloc,
                        "pooled over " + r.runs() + " run(s); interval: a rerun of " + source.readerRounds() + " round(s)"));
            });
            cells.put(cell, rows);
        });
        libraries.remove(harness);
        // the order a run's analysis uses: the baseline, then matrix order, then ids the matrix lacks
        List<String> ordered = new ArrayList<>();
        if (libraries.contains(baseline)) {
            ordered.add(baseline);
        }
        matrix.stream().map(Library::id).filter(l -> libraries.contains(l) && !ordered.contains(l)).forEach(ordered::add);
        libraries.stream().filter(l -> !ordered.contains(l)).forEach(ordered::add);
        return Analysis.pooled(source, baseline, harness, matrix, ordered, cells);
    }
}

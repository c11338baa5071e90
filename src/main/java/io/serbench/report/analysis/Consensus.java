package io.serbench.report.analysis;

import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;
import io.serbench.report.stats.Welch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The consensus of independent runs of one preset, JDK and host family (docs/METHODOLOGY.md,
 * "The consensus").
 *
 * <p><b>Model.</b> Run j measures the log ratio of ratio r (a cell and a library l) as
 * y_rj = μ_r + δ_rj + e_rj: e_rj ~ (0, se_rj²) is the run's own error, the one its interval
 * states; δ_rj ~ (0, b_l) is what moves between runs (the day, the machine instance, the JIT's
 * luck of the run's forks). The between-run variance b_l is the library's own: one b for every
 * library is contradicted by the data (some libraries move between runs much more than others).
 *
 * <p><b>Between-run variance, runs as the replicates.</b> For a ratio measured in J_r ≥ 2 runs,
 * q_r = s_r² − mean(se_rj²) (s_r² the sample variance of its y over runs) has expectation b_l.
 * b̂_l is the mean of its ratios' q_r. Its ratios are not independent replicates: they share their
 * runs (a run that is fast for a library is fast for most of its cells), so the sampling variance
 * V_l of b̂_l is taken over runs, by a delete-one-run jackknife over the runs that measured the
 * library when there are three or more; with two runs there is nothing to delete, and V_l is the
 * variance q would have if every ratio of the library moved together, 2 (b̂_l⁺ + mean se²)² / (J − 1)
 * (a chi-square on J − 1 degrees of freedom). The libraries' estimates are shrunk towards the
 * pooled b̂ (the mean of every q_r), empirical-Bayes style: b̃_l = b̂ + k_l (b̂_l − b̂) with
 * k_l = A / (A + V_l), where A = max(0, var(b̂_l) − mean(V_l)) is the spread of the libraries'
 * true b_l beyond what their estimates' noise explains; b̃_l is floored at 0. A library whose
 * estimate rests on few runs keeps little of it, so it reaches 0 only when its runs agree and the
 * pooled value is itself near 0.
 *
 * <p><b>Pooled ratio.</b> μ̂_r = Σ w_j y_rj / Σ w_j with w_j = 1 / (se_rj² + b̃_l), variance 1/Σ w_j.
 *
 * <p><b>A reader's rerun</b> of the same preset on the same host family, with its own error
 * variance s², lands at μ̂_r + (δ + e) − (μ̂_r − μ_r): its 95% prediction interval is
 * μ̂_r ± t(ν) √(b̃_l + var(μ̂_r) + s²). For a rerun of R rounds, s² = σ²_r / R, σ²_r the ratio's
 * round-to-round variance (mean over runs of se_rj² times the rounds behind it); a rerun whose own
 * interval is known brings its own se² instead. ν is Welch–Satterthwaite's over the between-run
 * part (the library's degrees of freedom, below) and the rerun's own part.
 *
 * <p><b>Degrees of freedom, per library.</b> The pooled b̂'s variance comes from a delete-one-run
 * jackknife when three or more runs are pooled (with two, a delete-one-cell jackknife, which
 * over-counts: cells are not independent). A library's b̃_l has variance
 * k_l² V_l + (1 − k_l)² var(b̂), and ν_l = 2 b̃_l² / that variance, never below J_l − 1 (J_l the runs
 * that measured it): what b̃_l has when every ratio of a run moves together.
 */
public final class Consensus {

    /** Rounds a reader's rerun is assumed to have unless said otherwise: the default preset's. */
    public static final int DEFAULT_READER_ROUNDS = 3;

    /** One run's ratio: log centre, its own variance (se²), its interval's degrees of freedom and rounds. */
    public record Obs(String run, RowKey cell, String library, double y, double se2, double df, int rounds) {
        public Key key() {
            return new Key(cell, library);
        }
    }

    /** A ratio: a cell and a library. */
    public record Key(RowKey cell, String library) {
        static final Comparator<Key> ORDER = Comparator.comparing(Key::cell, RowKey.ORDER).thenComparing(Key::library);
    }

    /**
     * A library's between-run variance: the raw moment estimate, its sampling variance over runs,
     * the ratios and runs behind it, the shrunk value the intervals use and its degrees of freedom.
     */
    public record Between(String library, double raw, double rawVariance, int ratios, int runs, double shrunk, double df) {
    }

    /**
     * One pooled ratio: centre and variance of the pooled log ratio, the runs behind it, the
     * library's between-run variance, the ratio's round-to-round variance, and the degrees of
     * freedom of the between-run part.
     */
    public record Ratio(Key key, double centre, double variance, int runs, double between, double roundVariance,
                        double betweenDf, double withinDf) {
        public double speedup() {
            return Math.exp(centre);
        }

        /**
         * The pooled ratio's own 95% interval, μ̂_r ± t(ν_b) √var(μ̂_r): where μ_r lies, not where
         * a rerun lands (Welch's interval with nothing in its second part).
         */
        public Intervals.Interval pooledInterval() {
            return Welch.interval(centre, variance, betweenDf, 0, Double.POSITIVE_INFINITY);
        }

        /** Where a rerun of {@code rounds} rounds on this host family lands, 95%. */
        public Intervals.Interval prediction(int rounds) {
            return predictionWith(roundVariance / rounds, withinDf);
        }

        /** Where a rerun with its own error variance {@code se2} (on {@code df} degrees of freedom) lands, 95%. */
        public Intervals.Interval predictionWith(double se2, double df) {
            return Welch.interval(centre, between + variance, betweenDf, se2, df);
        }

        /** +1 faster than the baseline in the rerun interval, −1 slower, 0 indistinguishable (≈). */
        public int verdict(int rounds) {
            Intervals.Interval i = prediction(rounds);
            return i.low() > 1 ? 1 : i.high() < 1 ? -1 : 0;
        }
    }

    private final List<String> runs;
    private final double pooledRaw;
    private final double pooledDf;
    private final Map<String, Between> between;
    private final Map<Key, Ratio> ratios;
    private final double cellShared;

    private Consensus(List<String> runs, double pooledRaw, double pooledDf, Map<String, Between> between,
                      Map<Key, Ratio> ratios, double cellShared) {
        this.runs = runs;
        this.pooledRaw = pooledRaw;
        this.pooledDf = pooledDf;
        this.between = between;
        this.ratios = ratios;
        this.cellShared = cellShared;
    }

    /** Pools the observations of two or more runs (names as in {@link Obs#run()}). */
    public static Consensus fit(List<Obs> obs) {
        List<String> runNames = obs.stream().map(Obs::run).distinct().toList();
        if (runNames.size() < 2) {
            throw new IllegalArgumentException("a consensus needs two or more runs, got " + runNames);
        }
        Map<Key, List<Obs>> byRatio = byRatio(obs);
        Map<String, List<Double>> q = moments(byRatio);
        double pooled = Stats.mean(flatten(q));
        double pooledVariance = runNames.size() >= 3 ? runJackknifeVariance(obs, runNames) : cellJackknifeVariance(byRatio);
        // at least J − 1: what b̂ would have if every ratio of a run moved together; pooling ratios only adds to it
        double pooledDf = Math.max(runNames.size() - 1, df(Math.max(0, pooled), pooledVariance));
        Map<String, Between> between = shrink(q, pooled, pooledVariance, runVariances(byRatio, pooled));
        Map<Key, Ratio> ratios = new TreeMap<>(Key.ORDER);
        byRatio.forEach((key, list) -> {
            Between b = between.get(key.library());
            double bl = b == null ? Math.max(0, pooled) : b.shrunk();
            double bDf = b == null ? pooledDf : b.df();
            double sw = 0;
            double swy = 0;
            double roundVariance = 0;
            double withinDf = 0;
            for (Obs o : list) {
                double w = 1 / (o.se2() + bl);
                sw += w;
                swy += w * o.y();
                roundVariance += o.se2() * o.rounds() / list.size();
                withinDf += Double.isFinite(o.df()) ? o.df() : 1e9;
            }
            ratios.put(key, new Ratio(key, swy / sw, 1 / sw, list.size(), bl, roundVariance, bDf, withinDf));
        });
        return new Consensus(runNames, pooled, pooledDf, between, ratios, cellShared(byRatio));
    }

    private static Map<Key, List<Obs>> byRatio(List<Obs> obs) {
        Map<Key, List<Obs>> out = new TreeMap<>(Key.ORDER);
        for (Obs o : obs) {
            if (Double.isFinite(o.y()) && Double.isFinite(o.se2())) {
                out.computeIfAbsent(o.key(), k -> new ArrayList<>()).add(o);
            }
        }
        return out;
    }

    /** q_r = s_r² − mean se² of every ratio measured in two or more runs, by library. */
    static Map<String, List<Double>> moments(Map<Key, List<Obs>> byRatio) {
        Map<String, List<Double>> q = new TreeMap<>();
        byRatio.forEach((key, list) -> {
            if (list.size() >= 2) {
                double[] y = list.stream().mapToDouble(Obs::y).toArray();
                double meanSe2 = list.stream().mapToDouble(Obs::se2).average().orElse(Double.NaN);
                q.computeIfAbsent(key.library(), k -> new ArrayList<>()).add(Stats.variance(y) - meanSe2);
            }
        });
        return q;
    }

    /** A library's raw estimate, its sampling variance over runs, and the ratios and runs behind it. */
    record RunVariance(double raw, double variance, int ratios, int runs) {
    }

    /**
     * Each library's b̂_l with its sampling variance taken over runs: a delete-one-run jackknife over
     * the runs that measured it when there are three or more, else the variance q would have if
     * every ratio of the library moved together (see the class comment).
     */
    static Map<String, RunVariance> runVariances(Map<Key, List<Obs>> byRatio, double pooled) {
        Map<String, Map<Key, List<Obs>>> byLibrary = new TreeMap<>();
        byRatio.forEach((k, v) -> {
            if (v.size() >= 2) {
                byLibrary.computeIfAbsent(k.library(), l -> new TreeMap<>(Key.ORDER)).put(k, v);
            }
        });
        Map<String, RunVariance> out = new TreeMap<>();
        byLibrary.forEach((lib, ratios) -> {
            double raw = Stats.mean(flatten(moments(ratios)));
            List<String> runs = ratios.values().stream().flatMap(List::stream).map(Obs::run).distinct().toList();
            double variance;
            if (runs.size() >= 3) {
                double[] leaveOut = new double[runs.size()];
                for (int i = 0; i < runs.size(); i++) {
                    String out1 = runs.get(i);
                    Map<Key, List<Obs>> rest = new TreeMap<>(Key.ORDER);
                    ratios.forEach((k, v) -> rest.put(k, v.stream().filter(o -> !o.run().equals(out1)).toList()));
                    leaveOut[i] = Stats.mean(flatten(moments(rest)));
                }
                variance = jackknifeVariance(leaveOut);
            } else {
                double meanSe2 = ratios.values().stream().flatMap(List::stream).mapToDouble(Obs::se2).average().orElse(0);
                double sigma2 = Math.max(0, raw) + meanSe2;
                variance = 2 * sigma2 * sigma2 / (runs.size() - 1);
            }
            out.put(lib, new RunVariance(raw, variance, ratios.size(), runs.size()));
        });
        return out;
    }

    /**
     * Each library's estimate shrunk towards the pooled value, with its degrees of freedom.
     *
     * @param pooledVariance the sampling variance of the pooled b̂ (its jackknife over runs)
     */
    static Map<String, Between> shrink(Map<String, List<Double>> q, double pooled, double pooledVariance,
                                       Map<String, RunVariance> libraries) {
        double[] estimates = libraries.values().stream().mapToDouble(RunVariance::raw).toArray();
        double[] samplings = libraries.values().stream().mapToDouble(RunVariance::variance).filter(Double::isFinite).toArray();
        double spread = estimates.length >= 2 && samplings.length > 0
                ? Math.max(0, Stats.variance(estimates) - Stats.mean(samplings)) : 0;
        Map<String, Between> out = new TreeMap<>();
        libraries.forEach((lib, r) -> {
            double keep = spread == 0 || !Double.isFinite(r.variance()) ? 0 : spread / (spread + r.variance());
            double shrunk = Math.max(0, pooled + keep * (r.raw() - pooled));
            double variance = (keep == 0 ? 0 : keep * keep * r.variance()) + (keep == 1 ? 0 : (1 - keep) * (1 - keep) * pooledVariance);
            double df = Math.max(r.runs() - 1, df(shrunk, variance));
            out.put(lib, new Between(lib, r.raw(), r.variance(), r.ratios(), r.runs(), shrunk, df));
        });
        return out;
    }

    /** Satterthwaite's degrees of freedom of a variance estimate b with sampling variance v: 2 b² / v. */
    private static double df(double b, double v) {
        return b > 0 && v > 0 ? 2 * b * b / v : Double.POSITIVE_INFINITY;
    }

    /** Sampling variance of the pooled b̂ from deleting one run at a time: the runs, not the cells, are the replicates. */
    private static double runJackknifeVariance(List<Obs> obs, List<String> runNames) {
        int g = runNames.size();
        double[] leaveOut = new double[g];
        for (int i = 0; i < g; i++) {
            String out = runNames.get(i);
            leaveOut[i] = Stats.mean(flatten(moments(byRatio(obs.stream().filter(o -> !o.run().equals(out)).toList()))));
        }
        return jackknifeVariance(leaveOut);
    }

    /** Sampling variance of the pooled b̂ from deleting one cell at a time (two runs: nothing else to delete). */
    private static double cellJackknifeVariance(Map<Key, List<Obs>> byRatio) {
        Map<RowKey, Map<Key, List<Obs>>> byCell = new TreeMap<>(RowKey.ORDER);
        byRatio.forEach((k, v) -> byCell.computeIfAbsent(k.cell(), c -> new TreeMap<>(Key.ORDER)).put(k, v));
        if (byCell.size() < 2) {
            return 0;
        }
        double[] leaveOut = new double[byCell.size()];
        int i = 0;
        for (RowKey cell : byCell.keySet()) {
            Map<Key, List<Obs>> rest = new TreeMap<>(Key.ORDER);
            byRatio.forEach((k, v) -> {
                if (!k.cell().equals(cell)) {
                    rest.put(k, v);
                }
            });
            leaveOut[i++] = Stats.mean(flatten(moments(rest)));
        }
        return jackknifeVariance(leaveOut);
    }

    private static double jackknifeVariance(double[] leaveOut) {
        double[] finite = java.util.Arrays.stream(leaveOut).filter(Double::isFinite).toArray();
        int g = finite.length;
        if (g < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double mean = Stats.mean(finite);
        double ss = 0;
        for (double x : finite) {
            ss += (x - mean) * (x - mean);
        }
        return (g - 1.0) / g * ss;
    }

    /**
     * The share of between-run variation that a whole cell shares: the mean covariance, over
     * runs, of two different libraries' deviations in one cell, over the mean variance of one
     * library's deviations. A shift that moves a whole cell in one run (the baseline's level, or
     * the machine slowing memory-bound code) shows here; independent offsets give about 0.
     */
    static double cellShared(Map<Key, List<Obs>> byRatio) {
        Map<RowKey, List<List<Obs>>> lists = new TreeMap<>(RowKey.ORDER);
        byRatio.forEach((k, v) -> lists.computeIfAbsent(k.cell(), c -> new ArrayList<>()).add(v));
        double cov = 0;
        int covN = 0;
        double var = 0;
        int varN = 0;
        for (List<List<Obs>> cell : lists.values()) {
            List<Map<String, Double>> dev = new ArrayList<>();
            for (List<Obs> ratio : cell) {
                double mean = ratio.stream().mapToDouble(Obs::y).average().orElse(Double.NaN);
                Map<String, Double> d = new LinkedHashMap<>();
                ratio.forEach(o -> d.put(o.run(), o.y() - mean));
                dev.add(d);
                if (ratio.size() >= 2) {
                    var += d.values().stream().mapToDouble(x -> x * x).sum() / (ratio.size() - 1);
                    varN++;
                }
            }
            for (int a = 0; a < dev.size(); a++) {
                for (int b = a + 1; b < dev.size(); b++) {
                    Map<String, Double> da = dev.get(a);
                    Map<String, Double> db = dev.get(b);
                    List<String> shared = da.keySet().stream().filter(db::containsKey).toList();
                    if (shared.size() >= 2 && shared.size() == da.size() && shared.size() == db.size()) {
                        double s = 0;
                        for (String run : shared) {
                            s += da.get(run) * db.get(run);
                        }
                        cov += s / (shared.size() - 1);
                        covN++;
                    }
                }
            }
        }
        return covN == 0 || varN == 0 || var == 0 ? Double.NaN : (cov / covN) / (var / varN);
    }

    private static double[] flatten(Map<String, List<Double>> q) {
        return q.values().stream().flatMap(List::stream).mapToDouble(Double::doubleValue).toArray();
    }

    public List<String> runs() {
        return runs;
    }

    /** The pooled between-run variance b̂ (floored at 0) and its degrees of freedom. */
    public double pooledBetween() {
        return Math.max(0, pooledRaw);
    }

    /** The mean of every q before flooring (negative when the runs agree better than their errors say). */
    public double pooledBetweenRaw() {
        return pooledRaw;
    }

    public double pooledDf() {
        return pooledDf;
    }

    public Map<String, Between> between() {
        return between;
    }

    public Map<Key, Ratio> ratios() {
        return ratios;
    }

    public Ratio get(RowKey cell, String library) {
        return ratios.get(new Key(cell, library));
    }

    /** See {@link #cellShared(Map)}; NaN when no cell has two libraries in two or more runs. */
    public double cellSharedShare() {
        return cellShared;
    }

    // ---- validation: leave one run out ----

    /**
     * One held-out ratio checked against the prediction fitted without its run.
     *
     * @param printed    the interval exactly as the pages print it: a rerun of the reader's rounds
     *                   at the typical round-to-round error, fitted without the held-out run
     * @param own        the same prediction for the held-out run's own error (its own interval's se²)
     * @param fittedRuns the runs behind that prediction: a ratio fitted on one run borrows its
     *                   between-run variance from the library's other ratios, so its checks are
     *                   counted apart
     */
    public record Check(String run, Key key, double y, Intervals.Interval printed, Intervals.Interval own, int fittedRuns) {
        public boolean insidePrinted() {
            return inside(printed);
        }

        public boolean insideOwn() {
            return inside(own);
        }

        private boolean inside(Intervals.Interval i) {
            return i.known() && i.low() <= Math.exp(y) && Math.exp(y) <= i.high();
        }
    }

    /** The checks of one held-out run (its rounds beside them), and the counts the report prints. */
    public record HeldOut(String run, int rounds, List<Check> checks) {
        public int count() {
            return checks.size();
        }

        public int inside(Predicate<Check> p) {
            return (int) checks.stream().filter(p).count();
        }

        public double coveragePrinted() {
            return checks.isEmpty() ? Double.NaN : (double) inside(Check::insidePrinted) / checks.size();
        }

        public double coverageOwn() {
            return checks.isEmpty() ? Double.NaN : (double) inside(Check::insideOwn) / checks.size();
        }

        /** Median 95% half-width, as a percentage of the ratio (exp(half) − 1), of the printed interval. */
        public double medianHalfWidthPercent() {
            double[] h = checks.stream().filter(c -> c.printed().known()).mapToDouble(c -> 100 * Math.expm1(c.printed().half())).toArray();
            return h.length == 0 ? Double.NaN : Stats.median(h);
        }

        /** Misses of the printed interval per cell, largest first: how clustered the misses are. */
        public Map<RowKey, Integer> missesByCell() {
            Map<RowKey, Integer> m = new TreeMap<>(RowKey.ORDER);
            checks.stream().filter(c -> !c.insidePrinted()).forEach(c -> m.merge(c.key().cell(), 1, Integer::sum));
            Map<RowKey, Integer> sorted = new LinkedHashMap<>();
            m.entrySet().stream().sorted(Map.Entry.<RowKey, Integer>comparingByValue().reversed())
                    .forEach(e -> sorted.put(e.getKey(), e.getValue()));
            return sorted;
        }
    }

    /**
     * Leave one run out: for each run named in {@code heldOut}, the consensus of every other run in
     * {@code obs} predicts each of its ratios (a distinct ratio is one check), with the interval as
     * printed (a rerun of {@code readerRounds} rounds) and with the held-out run's own error
     * variance. Runs not named (partial runs) stay in every pool and are never held out. Needs two
     * other runs in the pool.
     */
    public static List<HeldOut> leaveOneRunOut(List<Obs> obs, List<String> heldOut, int readerRounds) {
        List<HeldOut> out = new ArrayList<>();
        for (String held : heldOut) {
            leaveOneRunOutOf(obs, held, readerRounds).ifPresent(out::add);
        }
        return out;
    }

    /** Run {@code held}'s ratios checked against the consensus of every other run in {@code obs}. */
    public static java.util.Optional<HeldOut> leaveOneRunOutOf(List<Obs> obs, String held, int readerRounds) {
        List<Obs> pool = obs.stream().filter(o -> !o.run().equals(held)).toList();
        if (pool.stream().map(Obs::run).distinct().count() < 2) {
            return java.util.Optional.empty();
        }
        Consensus fit = fit(pool);
        List<Check> checks = new ArrayList<>();
        int rounds = 0;
        for (Obs o : obs.stream().filter(o -> o.run().equals(held) && Double.isFinite(o.y()) && Double.isFinite(o.se2()))
                .sorted(Comparator.comparing(Obs::key, Key.ORDER)).toList()) {
            rounds = Math.max(rounds, o.rounds());
            Ratio r = fit.ratios.get(o.key());
            if (r != null) {
                checks.add(new Check(held, o.key(), o.y(), r.prediction(readerRounds), r.predictionWith(o.se2(), o.df()), r.runs()));
            }
        }
        return java.util.Optional.of(new HeldOut(held, rounds, checks));
    }
}

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
 * <p><b>Between-run variance.</b> For a ratio measured in J_r ≥ 2 runs, q_r = s_r² − mean(se_rj²)
 * (s_r² the sample variance of its y over runs) has expectation b_l. b̂_l is the mean of its
 * ratios' q_r, with sampling variance V_l = var(q_r) / n_l. The libraries' estimates are shrunk
 * towards the pooled b̂ (the mean of every q_r), empirical-Bayes style:
 * b̃_l = b̂ + A / (A + V_l) · (b̂_l − b̂), where A = max(0, var(b̂_l) − mean(V_l)) is the spread of
 * the libraries' true b_l beyond what their estimates' noise explains; b̃_l is floored at 0. A
 * library measured in few ratios or with noisy q keeps little of its own estimate.
 *
 * <p><b>Pooled ratio.</b> μ̂_r = Σ w_j y_rj / Σ w_j with w_j = 1 / (se_rj² + b̃_l), variance 1/Σ w_j.
 *
 * <p><b>A reader's rerun</b> of the same preset on the same host family, with its own error
 * variance s², lands at μ̂_r + (δ + e) − (μ̂_r − μ_r): its 95% prediction interval is
 * μ̂_r ± t(ν) √(b̃_l + var(μ̂_r) + s²). For a rerun of R rounds, s² = σ²_r / R, σ²_r the ratio's
 * round-to-round variance (mean over runs of se_rj² times the rounds behind it); a rerun whose own
 * interval is known brings its own se² instead (the validation does). ν is Welch–Satterthwaite's
 * over the between-run part (degrees of freedom of b̂, below) and the rerun's own part.
 *
 * <p><b>Runs are the replicates.</b> Ratios of one run share that run's machine, so the degrees
 * of freedom of b̂ come from a delete-one-run jackknife when three or more runs are pooled:
 * ν_b = 2 b̂² / var_jack(b̂). With two runs there is nothing to delete but cells, and the
 * delete-one-cell jackknife is used (it treats cells as replicates, which over-counts: the
 * validation shows what that costs). ν_b is never below J − 1, what b̂ has when every ratio of a
 * run moves together (one offset per run): a jackknife over a handful of runs can fall far below
 * that when one run stands apart.
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
     * A library's between-run variance: the raw moment estimate, its sampling variance, the
     * ratios behind it, and the shrunk value the intervals use.
     */
    public record Between(String library, double raw, double rawVariance, int ratios, double shrunk) {
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
        Map<String, Between> between = shrink(q, pooled);
        // at least J − 1: what b̂ would have if every ratio of a run moved together; pooling ratios only adds to it
        double pooledDf = Math.max(runNames.size() - 1,
                runNames.size() >= 3 ? runJackknifeDf(obs, runNames, pooled) : cellJackknifeDf(byRatio, pooled));
        Map<Key, Ratio> ratios = new TreeMap<>(Key.ORDER);
        byRatio.forEach((key, list) -> {
            Between b = between.get(key.library());
            double bl = b == null ? Math.max(0, pooled) : b.shrunk();
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
            ratios.put(key, new Ratio(key, swy / sw, 1 / sw, list.size(), bl, roundVariance, pooledDf, withinDf));
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

    /** Each library's raw estimate and its shrinkage towards the pooled value. */
    static Map<String, Between> shrink(Map<String, List<Double>> q, double pooled) {
        Map<String, double[]> raw = new LinkedHashMap<>();
        q.forEach((lib, values) -> {
            double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
            double sampling = v.length >= 2 ? Stats.variance(v) / v.length : Double.POSITIVE_INFINITY;
            raw.put(lib, new double[]{Stats.mean(v), sampling, v.length});
        });
        double[] estimates = raw.values().stream().mapToDouble(r -> r[0]).toArray();
        double[] samplings = raw.values().stream().mapToDouble(r -> r[1]).filter(Double::isFinite).toArray();
        double spread = estimates.length >= 2 && samplings.length > 0
                ? Math.max(0, Stats.variance(estimates) - Stats.mean(samplings)) : 0;
        Map<String, Between> out = new TreeMap<>();
        raw.forEach((lib, r) -> {
            double keep = spread == 0 || !Double.isFinite(r[1]) ? 0 : spread / (spread + r[1]);
            double shrunk = Math.max(0, pooled + keep * (r[0] - pooled));
            out.put(lib, new Between(lib, r[0], r[1], (int) r[2], shrunk));
        });
        return out;
    }

    /** ν of the pooled b̂ from deleting one run at a time: the runs, not the cells, are the replicates. */
    private static double runJackknifeDf(List<Obs> obs, List<String> runNames, double pooled) {
        int g = runNames.size();
        double[] leaveOut = new double[g];
        for (int i = 0; i < g; i++) {
            String out = runNames.get(i);
            leaveOut[i] = Stats.mean(flatten(moments(byRatio(obs.stream().filter(o -> !o.run().equals(out)).toList()))));
        }
        return jackknifeDf(leaveOut, pooled);
    }

    /** ν of the pooled b̂ from deleting one cell at a time (two runs: nothing else to delete). */
    private static double cellJackknifeDf(Map<Key, List<Obs>> byRatio, double pooled) {
        Map<RowKey, Map<Key, List<Obs>>> byCell = new TreeMap<>(RowKey.ORDER);
        byRatio.forEach((k, v) -> byCell.computeIfAbsent(k.cell(), c -> new TreeMap<>(Key.ORDER)).put(k, v));
        if (byCell.size() < 2) {
            return Double.POSITIVE_INFINITY;
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
        return jackknifeDf(leaveOut, pooled);
    }

    private static double jackknifeDf(double[] leaveOut, double pooled) {
        int g = leaveOut.length;
        double mean = Stats.mean(leaveOut);
        double ss = 0;
        for (double x : leaveOut) {
            ss += (x - mean) * (x - mean);
        }
        double var = (g - 1.0) / g * ss;
        double b = Math.max(0, pooled);
        return b > 0 && var > 0 ? 2 * b * b / var : Double.POSITIVE_INFINITY;
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
     * @param fittedRuns the runs behind that prediction: a ratio fitted on one run borrows its
     *                   between-run variance from the library's other ratios, so its checks are
     *                   counted apart
     */
    public record Check(String run, Key key, double y, Intervals.Interval own, Intervals.Interval typical, int fittedRuns) {
        public boolean insideOwn() {
            return own.known() && own.low() <= Math.exp(y) && Math.exp(y) <= own.high();
        }

        public boolean insideTypical() {
            return typical.known() && typical.low() <= Math.exp(y) && Math.exp(y) <= typical.high();
        }
    }

    /** The checks of one held-out run, and the counts the report prints. */
    public record HeldOut(String run, List<Check> checks) {
        public int count() {
            return checks.size();
        }

        public int inside(Predicate<Check> p) {
            return (int) checks.stream().filter(p).count();
        }

        public double coverageOwn() {
            return checks.isEmpty() ? Double.NaN : (double) inside(Check::insideOwn) / checks.size();
        }

        public double coverageTypical() {
            return checks.isEmpty() ? Double.NaN : (double) inside(Check::insideTypical) / checks.size();
        }

        /** Median 95% half-width, as a percentage of the ratio (exp(half) − 1), of the own-precision interval. */
        public double medianHalfWidthPercent() {
            double[] h = checks.stream().filter(c -> c.own().known()).mapToDouble(c -> 100 * Math.expm1(c.own().half())).toArray();
            return h.length == 0 ? Double.NaN : Stats.median(h);
        }

        /** Misses per cell, largest first: how clustered the misses are. */
        public Map<RowKey, Integer> missesByCell() {
            Map<RowKey, Integer> m = new TreeMap<>(RowKey.ORDER);
            checks.stream().filter(c -> !c.insideOwn()).forEach(c -> m.merge(c.key().cell(), 1, Integer::sum));
            Map<RowKey, Integer> sorted = new LinkedHashMap<>();
            m.entrySet().stream().sorted(Map.Entry.<RowKey, Integer>comparingByValue().reversed())
                    .forEach(e -> sorted.put(e.getKey(), e.getValue()));
            return sorted;
        }
    }

    /**
     * Leave one run out: for each run, the consensus of the others predicts each of its ratios
     * (a distinct ratio is one check), once with the held-out run's own error variance (its own
     * interval's se²: what a reader who knows their rerun's precision gets) and once with the
     * typical error of a run of its rounds (σ²_r / R, fitted without it). Needs three or more runs.
     */
    public static List<HeldOut> leaveOneRunOut(List<Obs> obs) {
        List<String> runNames = obs.stream().map(Obs::run).distinct().toList();
        List<HeldOut> out = new ArrayList<>();
        if (runNames.size() < 3) {
            return out;
        }
        for (String held : runNames) {
            leaveOneRunOutOf(obs, held).ifPresent(out::add);
        }
        return out;
    }

    /** Run {@code held}'s ratios checked against the consensus of every other run in {@code obs}. */
    public static java.util.Optional<HeldOut> leaveOneRunOutOf(List<Obs> obs, String held) {
        List<Obs> pool = obs.stream().filter(o -> !o.run().equals(held)).toList();
        if (pool.stream().map(Obs::run).distinct().count() < 2) {
            return java.util.Optional.empty();
        }
        Consensus fit = fit(pool);
        List<Check> checks = new ArrayList<>();
        obs.stream().filter(o -> o.run().equals(held) && Double.isFinite(o.y()) && Double.isFinite(o.se2()))
                .sorted(Comparator.comparing(Obs::key, Key.ORDER))
                .forEach(o -> {
                    Ratio r = fit.ratios.get(o.key());
                    if (r != null) {
                        checks.add(new Check(held, o.key(), o.y(), r.predictionWith(o.se2(), o.df()),
                                r.prediction(Math.max(1, o.rounds())), r.runs()));
                    }
                });
        return java.util.Optional.of(new HeldOut(held, checks));
    }
}

package io.serbench.report.stats;

import io.serbench.report.data.RowKey;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The speedup model (docs/METHODOLOGY.md, "Statistics"). A row (a library in a cell, or an A/A
 * pair) has one log ratio y_r per round r = 1..n it was measured in.
 *
 * <p><b>Centre:</b> m = mean of y_r; the speedup is exp(m), the geometric mean of the per-round ratios.
 *
 * <p><b>n ≥ 2 rounds:</b> s² = Σ (y_r - m)² / (n - 1) on d = n - 1 degrees of freedom, moderated
 * toward the prior fitted over all rows of the report ({@link Stats#fitPrior}):
 * s̃² = (d0 s0² + d s²)/(d0 + d), ν = d0 + d, and the 95% interval is
 * exp(m ± t(0.975, ν) · s̃ / √n).
 *
 * <p><b>One round:</b> no spread over rounds, so the spread within the round stands in for it.
 * The baseline runs several forks in each cell and round (brackets); the sample variance of
 * their ln ns/op, s_b² on k - 1 degrees of freedom, measures what one fork varies by at that
 * time (JIT luck, iteration noise, drift over the cell). It is moderated across all (cell, round)s
 * the same way (prior s0b², d0b), and a library's one fork is taken to vary as much as one
 * baseline fork: var(y) = s̃_b² · (1/f + 1/k), f = the library's forks (usually 1), k = the
 * baseline forks averaged; the interval is exp(y ± t(0.975, d0b + k - 1) · √var(y)). Without any
 * repeated baseline fork in the data the fork-to-fork variance is unknown and no interval is given.
 *
 * <p><b>Coverage</b> ({@link #leaveOneRoundOut}): the interval is a statement about the centre,
 * which is never observed; a held-out round is. For every row with n ≥ 3 rounds and every round h
 * of it, the other n - 1 rounds give m₋ₕ and s̃₋ₕ (the prior refitted without round h for every
 * row), and the check is whether y_h lies in the 95% <i>prediction</i> interval for one new round,
 * m₋ₕ ± t(0.975, ν) · s̃₋ₕ · √(1 + 1/(n - 1)). If the rounds are exchangeable and s̃² is calibrated
 * (s̃²/σ² ~ χ²_ν/ν), then (y_h - m₋ₕ)/(s̃₋ₕ √(1 + 1/(n-1))) and (m - μ)/(s̃/√n) follow the same
 * t_ν, so both intervals cover 95% together or miss together: the prediction interval only adds
 * the new round's own variance σ², which is known in terms of the same s̃. It is the stricter of
 * the two about heavy tails (one round's tail, not a mean's).
 */
public final class Intervals {

    /**
     * One round of a row.
     *
     * @param round  0-based round index
     * @param y      the log ratio of that round
     * @param factor var(y) in units of one fork's variance in that cell and round (1/f + 1/k)
     */
    public record Obs(int round, double y, double factor) {
    }

    /** One row's rounds; {@code library} names the row in coverage breakdowns. */
    public record Series(RowKey cell, String library, List<Obs> obs) {
        double[] ys() {
            return obs.stream().mapToDouble(Obs::y).toArray();
        }
    }

    /** The baseline forks' spread in one (cell, round): sample variance of ln ns/op on d degrees of freedom. */
    public record Spread(double s2, int d) {
        public static Spread of(double[] forkLogs) {
            return forkLogs.length < 2 ? new Spread(Double.NaN, 0) : new Spread(Stats.variance(forkLogs), forkLogs.length - 1);
        }
    }

    /**
     * An interval on the log scale: exp(centre ± half).
     *
     * @param sd the moderated standard deviation of one round's log ratio (s̃), NaN when unknown
     * @param df degrees of freedom of the t quantile (infinite: normal)
     */
    public record Interval(double centre, double half, double sd, double df) {
        public static Interval unknown(double centre) {
            return new Interval(centre, Double.NaN, Double.NaN, Double.NaN);
        }

        public double ratio() {
            return Math.exp(centre);
        }

        public double low() {
            return Math.exp(centre - half);
        }

        public double high() {
            return Math.exp(centre + half);
        }

        public boolean known() {
            return Double.isFinite(half);
        }
    }

    /** Checks made and how many landed inside, overall and per library. */
    public record Coverage(int checks, int inside, int rounds, Map<String, int[]> byLibrary) {
        public static final Coverage NONE = new Coverage(0, 0, 0, Map.of());

        public double fraction() {
            return checks == 0 ? Double.NaN : (double) inside / checks;
        }

        public boolean measured() {
            return checks > 0;
        }
    }

    private final Stats.Prior between;
    private final Stats.Prior forks;
    private final Map<RowKey, Map<Integer, Spread>> spreads;

    private Intervals(Stats.Prior between, Stats.Prior forks, Map<RowKey, Map<Integer, Spread>> spreads) {
        this.between = between;
        this.forks = forks;
        this.spreads = spreads;
    }

    /** Fits both priors: over {@code rows} with 2+ rounds, and over every (cell, round) spread. */
    public static Intervals fit(List<Series> rows, Map<RowKey, Map<Integer, Spread>> spreads) {
        return new Intervals(betweenPrior(rows, -1), forkPrior(spreads, -1), spreads);
    }

    /**
     * The model with priors already fitted (by the report this row is read beside), so a derived
     * row, such as the ratio of two libraries of one cell, gets the interval its report would give.
     */
    public static Intervals withPriors(Stats.Prior between, Stats.Prior forks, Map<RowKey, Map<Integer, Spread>> spreads) {
        return new Intervals(between, forks, spreads);
    }

    public Stats.Prior between() {
        return between;
    }

    public Stats.Prior forks() {
        return forks;
    }

    public Interval of(Series s) {
        double[] y = s.ys();
        double m = Stats.mean(y);
        if (y.length >= 2) {
            int d = y.length - 1;
            double s2 = between.moderate(Stats.variance(y), d);
            double df = between.df(d);
            return new Interval(m, Stats.t975(df) * Math.sqrt(s2 / y.length), Math.sqrt(s2), df);
        }
        Obs o = s.obs().get(0);
        Spread sp = spread(spreads, s.cell(), o.round());
        double s2 = forks.moderate(sp.s2(), sp.d());
        double df = forks.df(sp.d());
        if (!(s2 >= 0) || !(df > 0)) {
            return Interval.unknown(m);
        }
        return new Interval(m, Stats.t975(df) * Math.sqrt(s2 * o.factor()), Math.sqrt(s2 * o.factor()), df);
    }

    private static Spread spread(Map<RowKey, Map<Integer, Spread>> spreads, RowKey cell, int round) {
        Spread sp = spreads.getOrDefault(cell, Map.of()).get(round);
        return sp == null ? new Spread(Double.NaN, 0) : sp;
    }

    /** Prior over the rows' between-round variances, leaving out round {@code without} (-1: none). */
    private static Stats.Prior betweenPrior(List<Series> rows, int without) {
        List<Double> s2 = new ArrayList<>();
        List<Double> d = new ArrayList<>();
        for (Series s : rows) {
            double[] y = s.obs().stream().filter(o -> o.round() != without).mapToDouble(Obs::y).toArray();
            if (y.length >= 2) {
                s2.add(Stats.variance(y));
                d.add((double) (y.length - 1));
            }
        }
        return Stats.fitPrior(s2.stream().mapToDouble(Double::doubleValue).toArray(),
                d.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** Prior over the baseline fork spreads, of round {@code only} (-1: all rounds). */
    private static Stats.Prior forkPrior(Map<RowKey, Map<Integer, Spread>> spreads, int only) {
        List<Double> s2 = new ArrayList<>();
        List<Double> d = new ArrayList<>();
        spreads.values().forEach(byRound -> byRound.forEach((round, sp) -> {
            if ((only < 0 || round == only) && sp.d() > 0) {
                s2.add(sp.s2());
                d.add((double) sp.d());
            }
        }));
        return Stats.fitPrior(s2.stream().mapToDouble(Double::doubleValue).toArray(),
                d.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** Distinct rounds any row was measured in, in order. */
    private static TreeSet<Integer> rounds(List<Series> rows) {
        TreeSet<Integer> r = new TreeSet<>();
        rows.forEach(s -> s.obs().forEach(o -> r.add(o.round())));
        return r;
    }

    /** Counts checks, overall and per library, into a {@link Coverage}. */
    private static final class Tally {
        private int checks;
        private int inside;
        private final Map<String, int[]> byLibrary = new TreeMap<>();

        /** One check: is {@code value} within {@code half} of {@code centre}? Unknown half-widths are no check. */
        void check(String library, double value, double centre, double half) {
            if (!Double.isFinite(half)) {
                return;
            }
            boolean in = Math.abs(value - centre) <= half;
            checks++;
            inside += in ? 1 : 0;
            int[] lib = byLibrary.computeIfAbsent(library, k -> new int[2]);
            lib[0]++;
            lib[1] += in ? 1 : 0;
        }

        Coverage done(int rounds) {
            return checks == 0 ? Coverage.NONE : new Coverage(checks, inside, rounds, byLibrary);
        }
    }

    /**
     * Leave-one-round-out coverage of the interval with 2+ rounds (see the class comment). Needs
     * rows with at least 3 rounds: two to build from, one to check; {@link Coverage#NONE} otherwise.
     */
    public static Coverage leaveOneRoundOut(List<Series> rows) {
        TreeSet<Integer> rounds = rounds(rows);
        Tally tally = new Tally();
        for (int h : rounds) {
            Stats.Prior prior = betweenPrior(rows, h);
            for (Series s : rows) {
                Obs held = s.obs().stream().filter(o -> o.round() == h).findFirst().orElse(null);
                if (s.obs().size() < 3 || held == null) {
                    continue;
                }
                double[] y = s.obs().stream().filter(o -> o.round() != h).mapToDouble(Obs::y).toArray();
                int d = y.length - 1;
                double s2 = prior.moderate(Stats.variance(y), d);
                tally.check(s.library(), held.y(), Stats.mean(y),
                        Stats.t975(prior.df(d)) * Math.sqrt(s2 * (1 + 1.0 / y.length)));
            }
        }
        return tally.done(rounds.size());
    }

    /**
     * How the one-round interval does, measured where there are 2+ rounds: for every round r and
     * every row with another round r', the interval built from round r alone (fork prior fitted to
     * round r's spreads only) is widened for one new round, y_r ± t(0.975, ν) · √(var(y_r) +
     * var(y_r')), both variances from round r's fork spread, and checked against y_r'.
     */
    public static Coverage oneRound(List<Series> rows, Map<RowKey, Map<Integer, Spread>> spreads) {
        TreeSet<Integer> rounds = rounds(rows);
        Tally tally = new Tally();
        for (int r : rounds) {
            Stats.Prior prior = forkPrior(spreads, r);
            for (Series s : rows) {
                Obs built = s.obs().stream().filter(o -> o.round() == r).findFirst().orElse(null);
                if (built == null) {
                    continue;
                }
                Spread sp = spread(spreads, s.cell(), r);
                double s2 = prior.moderate(sp.s2(), sp.d());
                double t = Stats.t975(prior.df(sp.d()));
                for (Obs other : s.obs()) {
                    if (other.round() != r) {
                        tally.check(s.library(), other.y(), built.y(), t * Math.sqrt(s2 * (built.factor() + other.factor())));
                    }
                }
            }
        }
        return tally.done(rounds.size());
    }
}

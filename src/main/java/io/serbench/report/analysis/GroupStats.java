package io.serbench.report.analysis;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.GeoMean;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Statistics of groups of rows (a family's geometric mean in one cell, a ratio of two families,
 * a library's geometric mean over cells) with the same kind of interval as a row, so that one
 * rule decides "≈" everywhere (docs/METHODOLOGY.md, "Group statistics").
 *
 * <p>A group statistic is a weighted sum of rows' log ratios, z = Σ w_i · y_i (a geometric mean
 * of k rows: w = 1/k each; a ratio of two groups: the first group's weights minus the second's).
 * It is computed <b>in each round</b>, from the same per-round log ratios as the rows, so the
 * rounds give z_1..z_n just as they give a row y_1..y_n, and whatever the rows share (the
 * baseline's measurement in a cell and round) is in z_r exactly as often as it should be. The
 * interval is then a row's: with two or more rounds, the variance of z over rounds moderated
 * toward a prior fitted over the statistics of the same kind ({@link #fit}), with Student's t;
 * with one round, the baseline forks' moderated spread of every cell involved, propagated
 * through the weights. A baseline row is exactly 1 (y = 0) in every round of its cell. A
 * consensus of runs has no rounds: its group figures come from the consensus model
 * ({@link PooledAnalysis}).
 */
public final class GroupStats {

    /** One row of a group statistic and its weight. */
    record Term(RowKey cell, String library, double weight) {
    }

    /**
     * A weighted sum of rows' log ratios.
     *
     * @param count what a reader counts behind it: rows of a geometric mean, cells of a mean over cells
     */
    public record Contrast(List<Term> terms, int count) {
        static final Contrast EMPTY = new Contrast(List.of(), 0);

        /** The geometric mean of the rows that have a speedup (the baseline's count as exactly 1). */
        public static Contrast mean(List<ResultRow> rows) {
            List<ResultRow> used = rows.stream().filter(GroupStats::usable).toList();
            List<Term> terms = new ArrayList<>();
            used.forEach(r -> terms.add(new Term(r.row(), r.library(), 1.0 / used.size())));
            return new Contrast(List.copyOf(terms), used.size());
        }

        /**
         * One row at weight 1: a library's speedup in one cell (the baseline's is exactly 1), so
         * that {@code row(cell, a).over(row(cell, b))} is a ÷ b in that cell.
         */
        public static Contrast row(RowKey cell, String library) {
            return new Contrast(List.of(new Term(cell, library, 1)), 1);
        }

        /** The mean of other contrasts, each counting once (e.g. per-cell ratios of two groups). */
        public static Contrast meanOf(List<Contrast> parts) {
            List<Contrast> used = parts.stream().filter(Contrast::present).toList();
            List<Term> terms = new ArrayList<>();
            used.forEach(c -> c.terms.forEach(t -> terms.add(new Term(t.cell(), t.library(), t.weight() / used.size()))));
            return new Contrast(List.copyOf(terms), used.size());
        }

        /** This ÷ {@code other} (a difference on the log scale); its count is this one's. */
        public Contrast over(Contrast other) {
            if (!present() || !other.present()) {
                return EMPTY;
            }
            List<Term> terms = new ArrayList<>(this.terms);
            other.terms.forEach(t -> terms.add(new Term(t.cell(), t.library(), -t.weight())));
            return new Contrast(List.copyOf(terms), count);
        }

        public boolean present() {
            return count > 0;
        }
    }

    /** A row that can be a member: the baseline (exactly 1) or a library with a speedup. */
    static boolean usable(ResultRow r) {
        return r != null && (r.kind() == ResultRow.Kind.BASELINE || (r.kind() == ResultRow.Kind.LIBRARY && r.hasSpeedup()));
    }

    private final Analysis a;

    public GroupStats(Analysis a) {
        this.a = a;
    }

    /**
     * The contrast's value in each round that every one of its rows was measured in (0-based
     * round, z_r); rounds missing a row are left out, so every z_r has the same members.
     */
    Map<Integer, Double> perRound(Contrast c) {
        Map<Integer, Double> z = new TreeMap<>();
        if (!c.present()) {
            return z;
        }
        TreeSet<Integer> rounds = null;
        for (Term t : c.terms()) {
            TreeSet<Integer> have = new TreeSet<>(a.rounds(t.cell(), t.library()).keySet());
            if (rounds == null) {
                rounds = have;
            } else {
                rounds.retainAll(have);
            }
        }
        for (int r : rounds) {
            double sum = 0;
            for (Term t : c.terms()) {
                sum += t.weight() * a.rounds(t.cell(), t.library()).get(r).y();
            }
            z.put(r, sum);
        }
        return z;
    }

    /**
     * The prior for a family of statistics of one kind, fitted over their per-round values, and
     * the family's leave-one-round-out coverage, measured as for rows.
     */
    public Fitted fit(List<Contrast> family) {
        if (a.pooled() != null) {
            return new Fitted(null, Intervals.Coverage.NONE); // a consensus: the model gives every interval
        }
        List<Intervals.Series> series = new ArrayList<>();
        for (Contrast c : family) {
            Intervals.Series s = series(c);
            if (s != null && !baselineOnly(c)) {
                series.add(s);
            }
        }
        return new Fitted(Intervals.fit(series, Map.of()), Intervals.leaveOneRoundOut(series));
    }

    private boolean baselineOnly(Contrast c) {
        return c.terms().stream().allMatch(t -> t.library().equals(a.baseline()));
    }

    private Intervals.Series series(Contrast c) {
        List<Intervals.Obs> obs = new ArrayList<>();
        perRound(c).forEach((r, z) -> obs.add(new Intervals.Obs(r, z, Double.NaN)));
        return obs.isEmpty() ? null : new Intervals.Series(null, "group", List.copyOf(obs));
    }

    /** Intervals of a family's statistics, all from one prior. */
    public final class Fitted {
        private final Intervals prior;
        private final Intervals.Coverage coverage;

        private Fitted(Intervals prior, Intervals.Coverage coverage) {
            this.prior = prior;
            this.coverage = coverage;
        }

        /** Held-out rounds inside the family's prediction intervals (needs 3+ rounds). */
        public Intervals.Coverage coverage() {
            return coverage;
        }

        Stats.Prior prior() {
            return prior.between();
        }

        public GeoMean of(Contrast c) {
            if (!c.present()) {
                return GeoMean.NONE;
            }
            if (a.pooled() != null) {
                return a.pooled().of(c, a.baseline());
            }
            ResultRow only = onlyRow(c);
            if (only != null) {
                // one interval per number: a group of one row is that row, with the row's own interval
                return only.hasCi() ? new GeoMean(only.speedup(), only.ciLow(), only.ciHigh(), c.count())
                        : new GeoMean(only.speedup(), Double.NaN, Double.NaN, c.count());
            }
            Intervals.Series s = series(c);
            if (s == null) {
                return GeoMean.NONE;
            }
            if (baselineOnly(c)) {
                return new GeoMean(1, 1, 1, c.count()); // the baseline over itself: exactly 1 in every round
            }
            Intervals.Interval i = s.obs().size() >= 2 ? prior.of(s) : oneRound(c, s.obs().get(0));
            return i.known() ? new GeoMean(i.ratio(), i.low(), i.high(), c.count())
                    : new GeoMean(i.ratio(), Double.NaN, Double.NaN, c.count());
        }
    }

    /** The row of a contrast that is one library row at weight 1, or null. */
    private ResultRow onlyRow(Contrast c) {
        if (c.terms().size() != 1 || c.terms().get(0).weight() != 1 || c.terms().get(0).library().equals(a.baseline())) {
            return null;
        }
        ResultRow r = a.get(c.terms().get(0).cell(), c.terms().get(0).library());
        return r != null && r.kind() == ResultRow.Kind.LIBRARY && r.hasSpeedup() ? r : null;
    }

    /**
     * True when the statistic's value {@code m} holds on the same side of 1 in every run behind
     * the analysis: always for one run's analysis (its interval already speaks for it); for a
     * consensus, every run's own value must agree, so "never" and "every" need every run.
     */
    public boolean holdsInEveryRun(Contrast c, GeoMean m) {
        return a.pooled() == null || (m.present() && a.pooled().holdsInEveryRun(c, a.baseline(), m.value()));
    }

    /**
     * One round: var(z) = Σ over cells of s̃_c² · (Σ w_i²/f_i + (Σ w_i)²/k_c), the rows' own forks
     * (f_i) and the cell's baseline forks (k_c) weighted as they enter z; t at the smallest
     * degrees of freedom of the cells involved. Unknown when any cell has no baseline spread.
     */
    private Intervals.Interval oneRound(Contrast c, Intervals.Obs o) {
        Map<RowKey, double[]> byCell = new TreeMap<>(RowKey.ORDER); // {Σ w²/f, Σ w}
        for (Term t : c.terms()) {
            Analysis.Round r = a.rounds(t.cell(), t.library()).get(o.round());
            double[] acc = byCell.computeIfAbsent(t.cell(), k -> new double[2]);
            if (!r.baseline()) {
                acc[0] += t.weight() * t.weight() * r.libraryFactor();
                acc[1] += t.weight();
            }
        }
        double var = 0;
        double df = Double.POSITIVE_INFINITY;
        for (Map.Entry<RowKey, double[]> e : byCell.entrySet()) {
            if (e.getValue()[0] == 0) {
                continue; // only the baseline: exactly 0 in this cell
            }
            Intervals.Spread sp = a.spread(e.getKey(), o.round());
            double s2 = a.forkPrior().moderate(sp.s2(), sp.d());
            double d = a.forkPrior().df(sp.d());
            if (!(s2 >= 0) || !(d > 0)) {
                return Intervals.Interval.unknown(o.y());
            }
            var += s2 * (e.getValue()[0] + e.getValue()[1] * e.getValue()[1] / (sp.d() + 1));
            df = Math.min(df, d);
        }
        return new Intervals.Interval(o.y(), Stats.t975(df) * Math.sqrt(var), Math.sqrt(var), df);
    }
}

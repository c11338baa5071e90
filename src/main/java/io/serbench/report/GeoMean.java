package io.serbench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A geometric mean of several speedups (of one library over cells, or of a group of libraries in
 * one cell) with a 95% interval made of the geometric means of the rows' own interval ends. That
 * interval is exact when the rows' errors move together (rows of one cell share the baseline's
 * measurement in each round) and too wide when they are independent: it is never narrower than
 * the mean's true interval, whatever the correlation, because the spread of a mean is at most the
 * mean of the spreads. Unknown when any row has no interval (docs/METHODOLOGY.md, "Statistics").
 *
 * @param value geometric mean of the speedups (NaN for none)
 * @param low   geometric mean of the rows' lower ends (NaN when unknown)
 * @param high  geometric mean of the rows' upper ends (NaN when unknown)
 * @param count rows behind it
 */
record GeoMean(double value, double low, double high, int count) {
    static final GeoMean NONE = new GeoMean(Double.NaN, Double.NaN, Double.NaN, 0);
    /** A row known exactly: the baseline's speedup over itself. */
    static final GeoMean ONE = new GeoMean(1, 1, 1, 1);

    /** Of the rows that have a speedup; the baseline's own rows count as exactly 1. */
    static GeoMean ofRows(List<ResultRow> rows) {
        List<GeoMean> each = new ArrayList<>();
        for (ResultRow r : rows) {
            if (r == null) {
                continue;
            }
            if (r.kind() == ResultRow.Kind.BASELINE) {
                each.add(ONE);
            } else if (r.kind() == ResultRow.Kind.LIBRARY && r.hasSpeedup()) {
                boolean known = r.hasCi() && r.ciLow() > 0;
                each.add(new GeoMean(r.speedup(), known ? r.ciLow() : Double.NaN, known ? r.ciHigh() : Double.NaN, 1));
            }
        }
        return ofMeans(each);
    }

    /** Of other geometric means, each counting once (e.g. per-cell ratios of two groups). */
    static GeoMean ofMeans(List<GeoMean> means) {
        double v = 0;
        double lo = 0;
        double hi = 0;
        int n = 0;
        boolean known = true;
        for (GeoMean m : means) {
            if (!m.present()) {
                continue;
            }
            v += Math.log(m.value);
            if (m.known()) {
                lo += Math.log(m.low);
                hi += Math.log(m.high);
            } else {
                known = false;
            }
            n++;
        }
        if (n == 0) {
            return NONE;
        }
        return new GeoMean(Math.exp(v / n), known ? Math.exp(lo / n) : Double.NaN, known ? Math.exp(hi / n) : Double.NaN, n);
    }

    /**
     * This ÷ {@code other}, with the interval [low ÷ other's high, high ÷ other's low]: again never
     * too narrow, whatever the two share. Its count is this one's.
     */
    GeoMean over(GeoMean other) {
        if (!present() || !other.present()) {
            return NONE;
        }
        boolean known = known() && other.known();
        return new GeoMean(value / other.value, known ? low / other.high : Double.NaN, known ? high / other.low : Double.NaN, count);
    }

    boolean present() {
        return count > 0 && !Double.isNaN(value);
    }

    boolean known() {
        return present() && !Double.isNaN(low) && !Double.isNaN(high);
    }

    /** The interval contains 1: no measurable difference. */
    boolean noDifference() {
        return known() && low <= 1 && high >= 1;
    }

    /** As the summary prints it: {@code ≈1.04× [0.91, 1.19]}, or with {@code [CI unknown]}. */
    String text() {
        if (!present()) {
            return Fmt.MISSING;
        }
        String s = (noDifference() ? Summary.NO_DIFFERENCE : "") + Fmt.speedup(value);
        return known() ? s + " [" + Fmt.ratio(low) + ", " + Fmt.ratio(high) + "]" : s + " [CI unknown]";
    }
}

package io.serbench.report.stats;

import io.serbench.report.format.Fmt;

import java.util.List;

/**
 * A geometric mean of several speedups (of one library over cells, of a group of libraries in
 * one cell, or a ratio of two such means) with its 95% interval, computed per round by
 * {@code GroupStats} the way a row's is, so "≈" means the same for a group as for a row
 * (docs/METHODOLOGY.md, "Group statistics").
 *
 * @param value geometric mean of the speedups (NaN for none)
 * @param low   lower end of the 95% interval (NaN when unknown)
 * @param high  upper end of the 95% interval (NaN when unknown)
 * @param count rows (or cells) behind it
 */
public record GeoMean(double value, double low, double high, int count) {
    public static final GeoMean NONE = new GeoMean(Double.NaN, Double.NaN, Double.NaN, 0);

    /** The geometric mean of exact figures (bytes on the wire), without an interval. */
    public static GeoMean exact(List<Double> values) {
        double v = 0;
        int n = 0;
        for (double x : values) {
            if (x > 0 && Double.isFinite(x)) {
                v += Math.log(x);
                n++;
            }
        }
        return n == 0 ? NONE : new GeoMean(Math.exp(v / n), Double.NaN, Double.NaN, n);
    }

    public boolean present() {
        return count > 0 && !Double.isNaN(value);
    }

    public boolean known() {
        return present() && !Double.isNaN(low) && !Double.isNaN(high);
    }

    /** The interval contains 1: no measurable difference. */
    public boolean noDifference() {
        return known() && low <= 1 && high >= 1;
    }

    /** As the summary prints it: {@code ≈1.04× [0.91, 1.19]}, or with the unknown-interval words. */
    public String text() {
        if (!present()) {
            return Fmt.MISSING;
        }
        return (noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(value) + " " + Fmt.interval(low, high);
    }
}

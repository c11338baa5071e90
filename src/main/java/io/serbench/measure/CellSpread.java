package io.serbench.measure;

import org.apache.commons.math3.distribution.TDistribution;

import java.util.Arrays;
import java.util.Collection;

/**
 * How wide a cell's speedups still are, for deciding where a time budget buys the most: a
 * simple estimate, not the published interval (the reporter builds that). For one library in one
 * cell, the per-round log ratios to the baseline are treated as a sample and the 95% half-width of
 * their mean is t(0.975, k−1) × sd / √k; a cell is as wide as its widest library. Fewer than two
 * rounds: unknown, i.e. infinitely wide, so such a cell is run again first.
 */
public final class CellSpread {
    private CellSpread() {
    }

    /** 95% half-width, in log units, of the mean of these per-round log ratios; +∞ below two rounds. */
    public static double halfWidth(double[] logRatios) {
        double[] v = Arrays.stream(logRatios).filter(Double::isFinite).toArray();
        int k = v.length;
        if (k < 2) {
            return Double.POSITIVE_INFINITY;
        }
        double mean = Arrays.stream(v).average().orElseThrow();
        double ss = 0;
        for (double x : v) {
            ss += (x - mean) * (x - mean);
        }
        double sd = Math.sqrt(ss / (k - 1));
        double t = new TDistribution(k - 1).inverseCumulativeProbability(0.975);
        return t * sd / Math.sqrt(k);
    }

    /** The widest of a cell's libraries ({@code rows}: one array of per-round log ratios per library); 0 for no rows. */
    public static double cellHalfWidth(Collection<double[]> rows) {
        double widest = 0;
        for (double[] row : rows) {
            widest = Math.max(widest, halfWidth(row));
        }
        return widest;
    }

    /** A log half-width as the percentage a speedup may be off by: e^w − 1, in percent. */
    public static double percent(double logHalfWidth) {
        return Double.isInfinite(logHalfWidth) ? Double.POSITIVE_INFINITY : Math.expm1(logHalfWidth) * 100;
    }
}

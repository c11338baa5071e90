package io.serbench.report.stats;

import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.special.Gamma;

import java.util.Arrays;
import java.util.List;

/**
 * The arithmetic behind every speedup and interval the reporter prints (docs/METHODOLOGY.md,
 * "Statistics"). Everything is on the log scale: a speedup is exp of a mean of log ratios, and
 * an interval is exp of centre ± half-width, so a bound is never negative.
 *
 * <p>The variance of a speedup is moderated across all the report's speedups, the way limma
 * moderates the variance of each gene (Smyth 2004): every row's own variance over rounds,
 * s² with d = n - 1 degrees of freedom, is taken as a draw from a scaled inverse chi-square
 * prior with scale s0² and d0 degrees of freedom, fitted to all rows' s² by matching the mean
 * and variance of log s²:
 * <pre>
 *   e_j = ln s_j² - ψ(d_j/2) + ln(d_j/2)            (ψ = digamma)
 *   ē   = mean(e_j)
 *   V   = Σ (e_j - ē)² / (J - 1) - mean ψ'(d_j/2)   (ψ' = trigamma)
 *   V > 0:  d0 = 2 ψ'⁻¹(V),  s0² = exp(ē + ψ(d0/2) - ln(d0/2))
 *   V ≤ 0:  d0 = ∞,          s0² = exp(ē)           (the rows' variances are all alike)
 * </pre>
 * Each row's moderated variance and the degrees of freedom of its t quantile are then
 * <pre>
 *   s̃² = (d0 s0² + d s²) / (d0 + d),   ν = d0 + d
 * </pre>
 * so a row with few rounds borrows strength from the others exactly as far as the spread of all
 * rows' variances says it may (d0 is small when rows differ a lot).
 */
public final class Stats {
    /** Two-sided 95%. */
    public static final double LEVEL = 0.95;
    /** Fewer rows than this cannot tell how much the rows' variances differ: no moderation. */
    public static final int MIN_ROWS_FOR_PRIOR = 3;
    /**
     * A row variance at or below this is zero that rounding made positive (identical ratios in
     * every round differ by ~1e-16 after ln): an sd of 1e-10 on the log scale, far below anything
     * a fork can measure. Such rows stay out of the prior fit, like exact zeros.
     */
    static final double NEGLIGIBLE_VARIANCE = 1e-20;

    private Stats() {
    }

    public static double median(List<Double> values) {
        return median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    public static double median(double[] values) {
        return quantile(values, 0.5);
    }

    /** Linear interpolation between order statistics (type 7, the spreadsheet default); NaN when empty. */
    public static double quantile(double[] values, double p) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] a = values.clone();
        Arrays.sort(a);
        double h = (a.length - 1) * p;
        int lo = (int) Math.floor(h);
        int hi = Math.min(a.length - 1, lo + 1);
        return a[lo] + (h - lo) * (a[hi] - a[lo]);
    }

    public static double mean(double[] values) {
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s / values.length;
    }

    /** Sample variance (n - 1 in the denominator); NaN below two values. */
    public static double variance(double[] values) {
        if (values.length < 2) {
            return Double.NaN;
        }
        double m = mean(values);
        double s = 0;
        for (double v : values) {
            s += (v - m) * (v - m);
        }
        return s / (values.length - 1);
    }

    /** exp(mean(ln x)). */
    static double geometricMean(double[] values) {
        double s = 0;
        for (double v : values) {
            s += Math.log(v);
        }
        return Math.exp(s / values.length);
    }

    /**
     * Two-sided 95% quantile of Student's t with {@code df} degrees of freedom (any positive real);
     * the normal quantile when df is infinite; NaN when df is not positive.
     */
    public static double t975(double df) {
        if (!(df > 0)) {
            return Double.NaN;
        }
        if (Double.isInfinite(df) || df > 1e7) {
            return 1.959963984540054;
        }
        return new TDistribution(null, df).inverseCumulativeProbability(0.5 + LEVEL / 2);
    }

    /** The inverse of the trigamma function on (0, ∞), by bisection on ln x (trigamma is decreasing). */
    static double trigammaInverse(double y) {
        if (!(y > 0)) {
            return Double.NaN;
        }
        // trigamma(x) ~ 1/x² near 0 and ~ 1/x for large x: the same limits limma uses
        if (y > 1e7) {
            return 1 / Math.sqrt(y);
        }
        if (y < 1e-6) {
            return 1 / y;
        }
        double lo = Math.log(1e-4);
        double hi = Math.log(1e7);
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            if (Gamma.trigamma(Math.exp(mid)) > y) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return Math.exp((lo + hi) / 2);
    }

    /**
     * The fitted prior of the rows' variances: scale s0² and d0 degrees of freedom; d0 = 0 when
     * it could not be fitted (each row then stands alone), d0 = ∞ when every row's variance is
     * the same up to sampling noise.
     *
     * @param rows how many rows (with a positive variance) the fit used
     */
    public record Prior(double s0sq, double d0, int rows) {
        public static final Prior NONE = new Prior(Double.NaN, 0, 0);

        public boolean fitted() {
            return d0 > 0;
        }

        /** s̃² = (d0 s0² + d s²) / (d0 + d). */
        public double moderate(double s2, double d) {
            if (Double.isInfinite(d0)) {
                return s0sq;
            }
            if (d0 == 0) {
                return d > 0 ? s2 : Double.NaN;
            }
            return d > 0 ? (d0 * s0sq + d * s2) / (d0 + d) : s0sq;
        }

        /** ν = d0 + d. */
        public double df(double d) {
            return d0 + d;
        }
    }

    /**
     * Fits the prior to row variances {@code s2[j]} on {@code d[j]} degrees of freedom (see the
     * class comment). Rows with a zero (or {@link #NEGLIGIBLE_VARIANCE}) or unknown variance or no
     * degrees of freedom are left out (ln 0 is not defined); fewer than {@link #MIN_ROWS_FOR_PRIOR} rows left give {@link Prior#NONE}.
     */
    public static Prior fitPrior(double[] s2, double[] d) {
        int n = 0;
        double[] e = new double[s2.length];
        double trigammaSum = 0;
        for (int j = 0; j < s2.length; j++) {
            if (s2[j] > NEGLIGIBLE_VARIANCE && d[j] > 0 && Double.isFinite(s2[j])) {
                e[n++] = Math.log(s2[j]) - Gamma.digamma(d[j] / 2) + Math.log(d[j] / 2);
                trigammaSum += Gamma.trigamma(d[j] / 2);
            }
        }
        if (n < MIN_ROWS_FOR_PRIOR) {
            return Prior.NONE;
        }
        double[] used = Arrays.copyOf(e, n);
        double eMean = mean(used);
        double v = variance(used) - trigammaSum / n;
        if (v > 0) {
            double d0 = 2 * trigammaInverse(v);
            return new Prior(Math.exp(eMean + Gamma.digamma(d0 / 2) - Math.log(d0 / 2)), d0, n);
        }
        return new Prior(Math.exp(eMean), Double.POSITIVE_INFINITY, n);
    }
}

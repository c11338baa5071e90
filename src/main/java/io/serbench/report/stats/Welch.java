package io.serbench.report.stats;

import io.serbench.report.data.ResultRow;

/**
 * Welch's interval for a difference of two log-scale means with their own variances and degrees
 * of freedom: how a ratio of two runs' ratios (or of two rounds' times) gets its 95% interval.
 */
public final class Welch {
    private Welch() {
    }

    /** The standard error of a row's log speedup, recovered from its interval: half-width ÷ t(0.975, ν). */
    public static double se(ResultRow r) {
        return (Math.log(r.ciHigh()) - Math.log(r.ciLow())) / 2 / Stats.t975(r.ciDf());
    }

    /**
     * exp(centre ± t(0.975, ν) √(va + vb)), ν = (va + vb)² / (va²/dfa + vb²/dfb); an infinite df
     * contributes nothing to the denominator.
     */
    public static Intervals.Interval interval(double centre, double va, double dfa, double vb, double dfb) {
        double v = va + vb;
        if (!(v >= 0) || !(dfa > 0) || !(dfb > 0)) {
            return Intervals.Interval.unknown(centre);
        }
        if (v == 0) {
            return new Intervals.Interval(centre, 0, 0, Double.POSITIVE_INFINITY);
        }
        double denominator = (Double.isInfinite(dfa) ? 0 : va * va / dfa) + (Double.isInfinite(dfb) ? 0 : vb * vb / dfb);
        double df = denominator == 0 ? Double.POSITIVE_INFINITY : v * v / denominator;
        return new Intervals.Interval(centre, Stats.t975(df) * Math.sqrt(v), Math.sqrt(v), df);
    }
}

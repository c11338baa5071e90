package io.serbench.report.stats;

import io.serbench.report.format.Fmt;
import io.serbench.report.data.ServiceResults;
import io.serbench.report.data.ServiceResults.Key;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The arithmetic of the service sections, apart so tests can check it on hand-made numbers.
 * Ratios of per-fork samples are taken on the log scale: the ratio of geometric means, with a
 * 95% Welch t-interval of the difference of mean logs (forks are independent samples; their
 * counts and spreads may differ between the two sides).
 */
public final class ServiceStats {
    private ServiceStats() {
    }

    /** A ratio and its 95% interval (NaN when either side has fewer than two forks). */
    public record Ratio(double value, double low, double high, int nTop, int nBottom) {
        public boolean hasCi() {
            return !Double.isNaN(low);
        }
    }

    /** geomean(top) / geomean(bottom) / divisor, with its interval. */
    public static Ratio ratio(List<Double> top, List<Double> bottom, double divisor) {
        double[] a = logs(top);
        double[] b = logs(bottom);
        double d = Stats.mean(a) - Stats.mean(b) - Math.log(divisor);
        if (a.length < 2 || b.length < 2) {
            return new Ratio(Math.exp(d), Double.NaN, Double.NaN, a.length, b.length);
        }
        double va = Stats.variance(a) / a.length;
        double vb = Stats.variance(b) / b.length;
        double se = Math.sqrt(va + vb);
        double df = se == 0 ? Double.POSITIVE_INFINITY
                : (va + vb) * (va + vb) / (va * va / (a.length - 1) + vb * vb / (b.length - 1));
        double half = Stats.t975(df) * se;
        return new Ratio(Math.exp(d), Math.exp(d - half), Math.exp(d + half), a.length, b.length);
    }

    public static double geometricMean(List<Double> values) {
        return Math.exp(Stats.mean(logs(values)));
    }

    private static double[] logs(List<Double> values) {
        return values.stream().mapToDouble(Math::log).toArray();
    }

    /** Curve iterations averaged into one window when judging "within": as WarmupProbe's short windows. */
    public static final int WINDOW = 3;
    /** Shortest curve judged: a final quarter of at least three iterations beside the windows before it. */
    static final int MIN_CURVE = 4 * WINDOW;
    /** Within this fraction above the final level counts as warm. */
    static final double WITHIN = 0.10;

    /**
     * Where a warm-up curve (ns/op per iteration) comes within 10% of its final level (the median
     * of its last quarter) for good: the first iteration from which every window of
     * {@value #WINDOW} iterations averages at most 10% above it. {@code iteration} is -1 when even
     * the last window is slower (the fork did not settle); {@code ops} counts the ops before that
     * iteration (iteration time / ns per op, summed).
     */
    public record Warm(int iteration, double millis, double ops) {
        public boolean settled() {
            return iteration >= 0;
        }
    }

    public static Warm warm(double[] curve, double iterationMillis) {
        double limit = finalLevel(curve) * (1 + WITHIN);
        int needed = -1;
        for (int w = curve.length - WINDOW; w >= 0; w--) {
            if (Stats.mean(Arrays.copyOfRange(curve, w, w + WINDOW)) > limit) {
                break;
            }
            needed = w;
        }
        if (needed < 0) {
            return new Warm(-1, Double.NaN, Double.NaN);
        }
        double ops = 0;
        for (int i = 0; i < needed; i++) {
            ops += iterationMillis * 1e6 / curve[i];
        }
        return new Warm(needed, needed * iterationMillis, ops);
    }

    /** Median of the last quarter of the curve (at least one iteration). */
    static double finalLevel(double[] curve) {
        return Stats.median(Arrays.copyOfRange(curve, curve.length - Math.max(1, curve.length / 4), curve.length));
    }

    /** Median warm-up over the forks that settled, and how many did. */
    public record WarmSummary(double millis, double ops, int settled, int forks) {
        public String millisText() {
            return settled == 0 ? (forks == 0 ? Fmt.MISSING : "never") : String.format(Locale.ROOT, "%.0f", millis);
        }

        public String opsText() {
            return settled == 0 ? (forks == 0 ? Fmt.MISSING : "never") : Fmt.count(ops);
        }

        public String settledText() {
            return settled + "/" + forks;
        }
    }

    public static WarmSummary warmSummary(ServiceResults r, Key k) {
        List<double[]> curves = r.curves.get(k);
        if (curves == null) {
            return new WarmSummary(Double.NaN, Double.NaN, 0, 0);
        }
        double iteration = r.curveIterationMillis.get(k);
        List<Double> ms = new ArrayList<>();
        List<Double> ops = new ArrayList<>();
        int usable = 0;
        for (double[] curve : curves) {
            if (curve.length < ServiceStats.MIN_CURVE) {
                continue; // too short to tell warming from the final level
            }
            usable++;
            Warm w = ServiceStats.warm(curve, iteration);
            if (w.settled()) {
                ms.add(w.millis());
                ops.add(w.ops());
            }
        }
        return new WarmSummary(ms.isEmpty() ? Double.NaN : Stats.median(ms), ops.isEmpty() ? Double.NaN : Stats.median(ops),
                ms.size(), usable);
    }
}

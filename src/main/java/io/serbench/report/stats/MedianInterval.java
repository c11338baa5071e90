package io.serbench.report.stats;

import java.util.Arrays;

/**
 * The median of a sample with a distribution-free confidence interval from order statistics:
 * the k-th smallest and the k-th largest value, where the number of values below the true median
 * is Binomial(n, 1/2). k is the largest rank whose interval still covers the median with at least
 * the asked level, {@code 1 − 2·P(B ≤ k−1)}; the exact coverage is kept, since it is higher than
 * asked (with 40 values and 95%: ranks 14 and 27, 96.2%). Assumes only independent values, no
 * shape: the right interval for a median of log differences whose tails nobody has seen.
 *
 * @param median   the sample median (Stats.median)
 * @param low      the k-th smallest value; -Infinity when n is too small for the level
 * @param high     the k-th largest value; +Infinity when n is too small for the level
 * @param rank     k (0 when n is too small)
 * @param coverage the exact coverage of [low, high] (1 when n is too small: the whole line)
 */
public record MedianInterval(int n, double median, double low, double high, int rank, double coverage) {

    public static MedianInterval of(double[] values, double level) {
        double[] a = values.clone();
        Arrays.sort(a);
        int n = a.length;
        double median = Stats.median(a);
        int k = 0;
        double coverage = 1;
        for (int r = 1; r <= n / 2; r++) {
            double c = 1 - 2 * binomialCdf(r - 1, n);
            if (c < level) {
                break;
            }
            k = r;
            coverage = c;
        }
        if (k == 0) {
            return new MedianInterval(n, median, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, 0, 1);
        }
        return new MedianInterval(n, median, a[k - 1], a[n - k], k, coverage);
    }

    /** Whether the sample was large enough for an interval at the asked level. */
    public boolean bounded() {
        return rank > 0;
    }

    /** P(B ≤ x) for B ~ Binomial(n, 1/2), summed in logs so that large n does not overflow. */
    static double binomialCdf(int x, int n) {
        double sum = 0;
        double logHalfN = n * Math.log(0.5);
        double logChoose = 0;
        for (int i = 0; i <= x; i++) {
            if (i > 0) {
                logChoose += Math.log(n - i + 1) - Math.log(i);
            }
            sum += Math.exp(logChoose + logHalfN);
        }
        return sum;
    }
}

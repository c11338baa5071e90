package io.serbench.report;

import org.apache.commons.math3.distribution.TDistribution;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/** The arithmetic behind every speedup and interval the reporter prints. */
public final class Stats {
    /** Fixed, so the same inputs always give the same report. */
    public static final long BOOTSTRAP_SEED = 20170401L;
    public static final int BOOTSTRAP_RESAMPLES = 10_000;
    /** Two-sided 95% normal quantile, for the one-round (delta method) interval. */
    public static final double Z95 = 1.959963984540054;

    private Stats() {
    }

    public static double median(List<Double> values) {
        double[] a = values.stream().mapToDouble(Double::doubleValue).toArray();
        return median(a);
    }

    static double median(double[] values) {
        if (values.length == 0) {
            return Double.NaN;
        }
        double[] a = values.clone();
        Arrays.sort(a);
        int mid = a.length / 2;
        return a.length % 2 == 1 ? a[mid] : (a[mid - 1] + a[mid]) / 2;
    }

    /**
     * Percentile bootstrap 95% interval of the median: resample the per-round values with
     * replacement, take each resample's median, read the 2.5th and 97.5th percentiles.
     * Seeded per call, so an interval does not depend on what else is in the report.
     */
    public static double[] bootstrapMedianCi(List<Double> values) {
        double[] a = values.stream().mapToDouble(Double::doubleValue).toArray();
        SplittableRandom rnd = new SplittableRandom(BOOTSTRAP_SEED);
        double[] medians = new double[BOOTSTRAP_RESAMPLES];
        double[] resample = new double[a.length];
        for (int b = 0; b < BOOTSTRAP_RESAMPLES; b++) {
            for (int i = 0; i < a.length; i++) {
                resample[i] = a[rnd.nextInt(a.length)];
            }
            Arrays.sort(resample);
            int mid = a.length / 2;
            medians[b] = a.length % 2 == 1 ? resample[mid] : (resample[mid - 1] + resample[mid]) / 2;
        }
        Arrays.sort(medians);
        return new double[]{percentile(medians, 0.025), percentile(medians, 0.975)};
    }

    /** Nearest-rank percentile of sorted values. */
    static double percentile(double[] sorted, double p) {
        int rank = (int) Math.ceil(p * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    /**
     * JMH's scoreError is t(0.9995, n-1) x s / sqrt(n): the half-width of a 99.9% Student
     * interval. Dividing by that quantile gives back the standard error of the mean.
     * NaN when it cannot be known (one sample, or no error reported).
     */
    public static double standardError(double scoreError99_9, int samples) {
        if (Double.isNaN(scoreError99_9) || samples < 2) {
            return Double.NaN;
        }
        return scoreError99_9 / tQuantile999(samples);
    }

    static double tQuantile999(int samples) {
        return new TDistribution(null, samples - 1).inverseCumulativeProbability(0.9995);
    }

    /**
     * 95% interval of baseline / library from one measurement of each (delta method: relative
     * standard errors add in quadrature). Returns {ratio, low, high}; low and high are NaN when
     * either error is unknown.
     */
    public static double[] ratioCi(double baseline, double baselineSe, double library, double librarySe) {
        double ratio = baseline / library;
        double relSe = Math.sqrt(Math.pow(baselineSe / baseline, 2) + Math.pow(librarySe / library, 2));
        double half = Z95 * ratio * relSe;
        return new double[]{ratio, ratio - half, ratio + half};
    }
}

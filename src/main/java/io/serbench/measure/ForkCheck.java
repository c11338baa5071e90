package io.serbench.measure;

import java.util.Arrays;

/**
 * Which fork results count: the one rule shared by the {@code -Pbench} engine (which re-runs a
 * fork that fails it) and the reporter (which decides what a summary is built from). See
 * {@code docs/METHODOLOGY.md}, "Measurement" and "Statistics".
 *
 * <p>Two questions, both answered on log scores (a 2× slowdown weighs the same as a 2× speedup):
 * <ul>
 *   <li>{@link #isSteady}: did the fork's measured iterations stop moving? A fork whose first
 *       measured iteration is still much slower than its later ones was still warming up; a fork
 *       whose iterations drift from first to last was disturbed while it ran.</li>
 *   <li>{@link #isDisturbed}: is the fork far outside what the same row measured elsewhere (in
 *       the other rounds, or in the other bracket forks of the same cell)? A fork can be flat
 *       and still wrong: three flat iterations ten times above the steady state (a few minutes of
 *       a noisy neighbour) pass a trend test and only show against other measurements.</li>
 * </ul>
 *
 * <p>Thresholds come from the first published default-preset run (3 rounds, 1,692 forks of
 * 3 × 400 ms iterations on a 2-core VM); the numbers are quoted at each constant.
 */
public final class ForkCheck {
    private ForkCheck() {
    }

    /**
     * A fork is not steady when its first measured iteration is more than this factor slower than
     * the median of the later ones, or when its iterations drift by more than this factor from
     * first to last (either way). Why 1.5: iterations on a small shared VM are noisy. Two
     * post-warmup iterations of the same fork (the 2nd and 3rd) differed by more than 1.3× in 11%
     * of the forks of the published run, so a 1.3× rule would mostly re-run noise; beyond 1.5× they
     * differed in 3.2%. Leftover warm-up shows as a first iteration slower than the rest more often
     * than a 2nd iteration is slower than the 3rd: in the quick preset (0.9 s of warmup, 100 ms
     * iterations) 9.2% against 4.0% of forks beyond 1.5×; in the default preset (1.5 s) 1.5%
     * against 1.6%, i.e. no leftover beyond noise. The rule flagged 5.1% of the default run's forks
     * and 18% of the quick run's. A smaller leftover
     * (Jackson's int decode steps down about 1.3× when C2 finishes) is below what three noisy
     * iterations can show; the rounds' median absorbs it.
     */
    public static final double STEADY_LIMIT = 1.5;

    /**
     * Robust z (|log score − median| / spread of the reference) above which a fork is disturbed.
     * 4 is far in the tail for any well-behaved spread; the floor below keeps it from triggering
     * on tiny spreads.
     */
    public static final double DISTURBED_Z = 4.0;

    /**
     * Floor on the reference spread (standard deviation of log scores, estimated as
     * 1.4826 × MAD). Rounds of the same row differ by a few percent to tens of percent (the 95th
     * percentile of a round's distance from its row's median was 1.29× in the published run), and
     * two or three reference values can agree by chance far more closely than that. With the floor
     * at 0.15 a fork must be more than e^(4 × 0.15) ≈ 1.82× away from its reference's median to be
     * disturbed. On the published run, with every round checked against the other two, this flags
     * exactly the ten forks of one disturbance in round 1 (4–10× slow, double scenario) and, apart
     * from those, only rows of the noop harness baseline, whose few-ns score is bimodal.
     */
    public static final double MIN_SPREAD = 0.15;

    /**
     * Fewest reference values the disturbance rule needs. Two, not three: the default preset runs
     * three rounds, so each round has two others, and with the floor above two agreeing references
     * are enough to tell a 2× outlier; two disagreeing references widen the spread so nothing is
     * flagged (the rule then cannot tell which one was disturbed, and says nothing).
     */
    public static final int MIN_REFERENCES = 2;

    /** 1.4826 × MAD estimates the standard deviation of normally distributed values. */
    private static final double MAD_TO_SD = 1.4826;

    /**
     * True when the measured iterations of one fork (JMH's {@code rawData[fork]}, in order) show
     * neither leftover warm-up nor drift beyond {@link #STEADY_LIMIT}. Fewer than two iterations
     * cannot show a trend and count as steady. A non-finite or non-positive score is not steady.
     */
    public static boolean isSteady(double[] iterationScores) {
        if (iterationScores == null || iterationScores.length == 0) {
            return true;
        }
        for (double s : iterationScores) {
            if (!(s > 0) || !Double.isFinite(s)) {
                return false;
            }
        }
        if (iterationScores.length < 2) {
            return true;
        }
        double limit = Math.log(STEADY_LIMIT);
        return Math.log(warmupExcess(iterationScores)) <= limit && Math.abs(Math.log(drift(iterationScores))) <= limit;
    }

    /** True when every fork of a JMH result ({@code primaryMetric.rawData}: [forks][iterations]) is steady. */
    public static boolean isSteady(double[][] rawData) {
        if (rawData == null) {
            return true;
        }
        for (double[] fork : rawData) {
            if (!isSteady(fork)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The time per operation a result stands for: for each fork the median of its measured
     * iterations, averaged over the forks; JMH's own score (the mean of every iteration) when the
     * result has no per-iteration data. Why the median: a fork's first measured iteration can still
     * carry a late C2 compile. In the published fields=10 run, protobuf's list(int) decode had first
     * iterations 1.3–1.4× its later ones (inside {@link #STEADY_LIMIT}, so no re-run), which pulled
     * the fork's mean about 15% up and the cell's speedup from the careful rerun's 3.6× to 3.0×; the
     * median of three ignores one such iteration without another threshold, and equals the mean
     * when the iterations agree. {@code docs/METHODOLOGY.md}, "Measurement", has the figures.
     */
    public static double level(double[][] rawData, double jmhScore) {
        if (rawData == null || rawData.length == 0) {
            return jmhScore;
        }
        double sum = 0;
        int n = 0;
        for (double[] fork : rawData) {
            if (fork == null || fork.length == 0) {
                continue;
            }
            sum += median(fork);
            n++;
        }
        return n == 0 ? jmhScore : sum / n;
    }

    /**
     * First measured iteration ÷ median of the later ones: above 1 when the fork was still getting
     * faster as measurement began. 1 for fewer than two iterations.
     */
    public static double warmupExcess(double[] iterationScores) {
        if (iterationScores.length < 2) {
            return 1;
        }
        return iterationScores[0] / median(Arrays.copyOfRange(iterationScores, 1, iterationScores.length));
    }

    /**
     * Fitted change from the first to the last measured iteration, as a factor: the Theil–Sen
     * slope of log score per iteration (median of all pairwise slopes, so one odd iteration does
     * not make a trend) times the number of steps. Below 1: getting faster; above 1: slower.
     */
    public static double drift(double[] iterationScores) {
        int n = iterationScores.length;
        if (n < 2) {
            return 1;
        }
        double[] slopes = new double[n * (n - 1) / 2];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                slopes[k++] = (Math.log(iterationScores[j]) - Math.log(iterationScores[i])) / (j - i);
            }
        }
        return Math.exp(median(slopes) * (n - 1));
    }

    /**
     * True when {@code score} is far outside the reference: robust z of its log against the
     * references' logs (median, MAD with the {@link #MIN_SPREAD} floor) beyond
     * {@link #DISTURBED_Z}, in either direction. The reference is the same row (cell and library)
     * measured elsewhere: one score per other round (for the baseline, that round's geometric
     * mean of its brackets), or the other bracket forks of the same cell and round. Needs
     * {@link #MIN_REFERENCES} usable references, otherwise false. Non-finite or non-positive
     * values are ignored; such a score is never called disturbed.
     */
    public static boolean isDisturbed(double score, double[] sameRowOtherRounds) {
        return Math.abs(robustZ(score, sameRowOtherRounds)) > DISTURBED_Z;
    }

    /** The robust z behind {@link #isDisturbed}; 0 when it cannot be computed. */
    public static double robustZ(double score, double[] reference) {
        if (!(score > 0) || !Double.isFinite(score) || reference == null) {
            return 0;
        }
        double[] logs = Arrays.stream(reference).filter(v -> v > 0 && Double.isFinite(v)).map(Math::log).toArray();
        if (logs.length < MIN_REFERENCES) {
            return 0;
        }
        double centre = median(logs);
        double[] deviations = Arrays.stream(logs).map(v -> Math.abs(v - centre)).toArray();
        double spread = Math.max(MAD_TO_SD * median(deviations), MIN_SPREAD);
        return (Math.log(score) - centre) / spread;
    }

    /** Geometric mean of positive finite values (the round's baseline from its brackets); NaN if none. */
    public static double geometricMean(double[] values) {
        double sum = 0;
        int n = 0;
        for (double v : values) {
            if (v > 0 && Double.isFinite(v)) {
                sum += Math.log(v);
                n++;
            }
        }
        return n == 0 ? Double.NaN : Math.exp(sum / n);
    }

    static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}

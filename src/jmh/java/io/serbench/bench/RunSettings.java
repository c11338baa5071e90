package io.serbench.bench;

import io.serbench.runfolder.JvmFlags;

import java.util.Locale;

/**
 * Run settings in one place. The benchmark classes' annotations read these constants (so the
 * plain JMH CLI measures the same way), and {@code engine.BenchRun} applies a {@link Preset} on top.
 *
 * <p>The JVM flags of every fork are {@link JvmFlags}, generated from the pom (one copy).
 */
public final class RunSettings {
    private RunSettings() {
    }

    /** Defaults for a plain JMH CLI run of one scenario: a careful single run. */
    public static final int WARMUP_ITERATIONS = 5;
    public static final int WARMUP_MILLIS = 1000;
    public static final int MEASUREMENT_ITERATIONS = 5;
    public static final int MEASUREMENT_MILLIS = 1000;
    public static final int FORKS = 1;

    /**
     * A fork whose measured iterations are not steady ({@code ForkCheck.isSteady}) is re-run at
     * once with its warmup iterations multiplied by {@link #WARMUP_GROWTH}, at most this many times
     * (so with 2: warmup ×2, then ×4). Then its last result stands, flagged.
     */
    public static final int MAX_STEADY_RERUNS = 2;
    public static final int WARMUP_GROWTH = 2;

    /**
     * How {@code -Pbench} runs the matrix: R rounds instead of one long run, because on a noisy
     * machine a ratio taken within a round (Jackson and the library measured within the same cell,
     * seconds apart) is far steadier than absolute times (see docs/METHODOLOGY.md, "Statistics").
     * Warmup was chosen from {@code engine.WarmupProbe}'s warm-up curves (every scenario direction at
     * fields=10, four libraries, one per family): from 0.5 s of warmup on, a fork's level (the
     * median of its measured iterations) is within 10% of its final level in 66 of 68 forks, and
     * 1.5, 2, 3 or 4 s do no better (64–66); the misses are iteration noise, not warming. What warmup
     * does leave (a late compile in one fork of a few) the steady-state check re-runs and the
     * median of iterations ignores. docs/METHODOLOGY.md, "Measurement", has the figures, and
     * "The cost of a fork" where a fork's time goes ({@code engine.ForkPhasesProfiler}).
     */
    public enum Preset {
        /*
         * 1 s of warmup (2 × 500 ms): twice the 0.5 s after which the warm-up probe saw no fork's
         * score move closer to its final level, as margin for a loaded machine's JIT queue. Until
         * wave 3 it was 3 × 500 ms; ForkPhasesProfiler showed the third 500 ms buys nothing the
         * steady-state check does not already catch, and forks are the cheapest precision.
         */
        DEFAULT(3, 2, 500, 3, 400, "for publication: several rounds, speedup intervals from the round-to-round spread"),
        /*
         * One round of short iterations. 0.9 s of warmup leaves about 5% of forks still warming
         * (ForkCheck.STEADY_LIMIT); they are re-run. With one round there is no round-to-round
         * spread, so an interval can only come from JMH's within-fork errors, which understate how
         * much a ratio moves between runs.
         */
        QUICK(1, 2, 450, 3, 100, "smoke test of the whole pipeline and a first look: one round, "
                + "intervals understate the run-to-run spread; ratios not for publication");

        public final int rounds;
        public final int warmupIterations;
        public final int warmupMillis;
        public final int measurementIterations;
        public final int measurementMillis;
        /** What the preset is for, printed at start and written to run.json and the summary. */
        public final String purpose;

        Preset(int rounds, int warmupIterations, int warmupMillis, int measurementIterations, int measurementMillis,
               String purpose) {
            this.rounds = rounds;
            this.warmupIterations = warmupIterations;
            this.warmupMillis = warmupMillis;
            this.measurementIterations = measurementIterations;
            this.measurementMillis = measurementMillis;
            this.purpose = purpose;
        }

        public static Preset of(String name) {
            try {
                return valueOf(name.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("unknown preset '" + name + "'; use default or quick");
            }
        }

        public String id() {
            return name().toLowerCase(Locale.ROOT);
        }

        public String describe() {
            return id() + ": " + rounds + " round(s), fork 1, warmup "
                    + warmupIterations + "×" + warmupMillis + " ms, measurement "
                    + measurementIterations + "×" + measurementMillis + " ms (" + purpose + ")";
        }
    }
}

package io.serbench.runfolder;

import java.util.List;

/**
 * What a round file says about a fork's own cost: the names under which the engine's forks record
 * where their time went. {@code engine.ForkPhasesProfiler} measures the phases inside the fork
 * (JMH secondary results, milliseconds) and {@code engine.JmhForkRunner} adds the fork's whole
 * wall time, as the engine waited for it, to each result; {@code report.ForkCost} reads them.
 * Round files written before wave 3 have none of these.
 */
public final class ForkPhases {
    private ForkPhases() {
    }

    /** JVM uptime when JMH's first iteration began: JVM start, heap pre-touch, JMH's own start. */
    public static final String START = "fork.startMs";
    /** The first iteration's wall time beyond its nominal time: the benchmark's setup (codec, fixture, verification). */
    public static final String SETUP = "fork.setupMs";
    /** Wall time of all warmup iterations, the setup included (it runs inside the first one). */
    public static final String WARMUP = "fork.warmupMs";
    /** Wall time of the measured iterations. */
    public static final String MEASUREMENT = "fork.measurementMs";
    /** The secondary results above, in the order of a fork's life. */
    public static final List<String> PHASES = List.of(START, SETUP, WARMUP, MEASUREMENT);

    /** Top-level field of a fork's result: milliseconds from starting JMH's runner to its return. */
    public static final String WALL = "forkWallMillis";
}

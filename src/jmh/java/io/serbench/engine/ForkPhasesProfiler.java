package io.serbench.engine;

import io.serbench.runfolder.ForkPhases;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.runner.IterationType;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Where a fork's time goes, measured inside the fork: how long the JVM ran before JMH's first
 * iteration began (JVM start, heap pre-touch, JMH's own start), how long the first iteration
 * took beyond its nominal time (the benchmark's {@code @Setup}: building the codec and the
 * fixture and verifying all 64 inputs, which JMH runs inside the first iteration, before its
 * timed loop), and the wall time of the warmup and measured iterations. The engine adds it to
 * every fork and records the fork's whole wall time beside it ({@link JmhForkRunner}); what is
 * left (results, JVM exit) is the difference. Reported once per fork, at the last measured
 * iteration, as secondary results named in {@link ForkPhases}, in milliseconds; the reporter's
 * tables ignore them, {@code report.ForkCost} sums them up.
 */
public final class ForkPhasesProfiler implements InternalProfiler {
    private long startMillis = -1;
    private long iterationStart;
    private boolean first = true;
    private double setupMillis;
    private double warmupMillis;
    private double measurementMillis;
    private int measured;

    @Override
    public String getDescription() {
        return "serbench: where a fork's time goes (JVM start, setup, warmup, measurement)";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        if (startMillis < 0) {
            startMillis = ManagementFactory.getRuntimeMXBean().getUptime();
        }
        iterationStart = System.nanoTime();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        double wall = (System.nanoTime() - iterationStart) / 1e6;
        if (first) {
            // @Setup(Level.Trial) runs inside the first iteration, before its timed loop
            setupMillis = Math.max(0, wall - iterationParams.getTime().convertTo(TimeUnit.MILLISECONDS));
            first = false;
        }
        if (iterationParams.getType() == IterationType.WARMUP) {
            warmupMillis += wall;
            return List.of();
        }
        measurementMillis += wall;
        if (++measured < iterationParams.getCount()) {
            return List.of();
        }
        List<Result> out = new ArrayList<>();
        out.add(scalar(ForkPhases.START, startMillis));
        out.add(scalar(ForkPhases.SETUP, setupMillis));
        out.add(scalar(ForkPhases.WARMUP, warmupMillis));
        out.add(scalar(ForkPhases.MEASUREMENT, measurementMillis));
        return out;
    }

    private static ScalarResult scalar(String label, double millis) {
        // MAX: the value is reported by one iteration only, so the fork's figure is that value
        return new ScalarResult(label, millis, "ms", AggregationPolicy.MAX);
    }
}

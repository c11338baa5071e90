package io.serbench.bench.probe;

import io.serbench.runfolder.JvmFlags;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The JMH settings of the probes that time calls side by side and are read as ratios of adjacent
 * setups in one file ({@link ExternalSetupsProbe}, {@link GsonEncodeProbe}): as the fidelity A/B
 * (results/experiments/2026-11-25-jdk17-vm-fidelity-ab), 2 forks, 5 × 1 s warmup and measurement,
 * the suite's fork flags. Subclasses inherit them, as in JMH's inheritance sample.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = {JvmFlags.HEAP_MIN, JvmFlags.HEAP_MAX, JvmFlags.GC,
        JvmFlags.PRE_TOUCH, JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC})
public abstract class SideBySideProbe {
}

package io.serbench.bench;

import io.serbench.bench.probe.ExternalSetupsProbe;
import io.serbench.bench.probe.ForyInstanceProbe;
import io.serbench.bench.probe.GsonEncodeProbe;
import io.serbench.bench.probe.ProtobufEncodePhasesProbe;
import io.serbench.engine.BenchPlan;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every @Benchmark method runs once for every param combination that -Pbench would run (the
 * library ids passed with -p library=..., from the matrix, as the engine does), so a
 * broken benchmark (or a setup whose round-trip check fails) breaks the build. It runs in this
 * JVM (forks 0) with one tiny iteration: it checks that the benchmarks work, not how fast.
 */
class BenchSmokeTest {

    @Test
    void everyBenchmarkRunsForEverySupportedCombination() throws Exception {
        List<RunResult> results = new ArrayList<>();
        for (BenchPlan.Run run : BenchPlan.runs(".*", () -> new OptionsBuilder()
                .forks(0)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(1))
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT))) {
            results.addAll(new Runner(run.options()).run());
        }
        assertEquals(expectedCombinations(), results.size(), "benchmark × params combinations run");
        for (RunResult r : results) {
            double score = r.getPrimaryResult().getScore();
            assertTrue(score > 0 && Double.isFinite(score),
                    r.getParams().getBenchmark() + " " + r.getParams() + " scored " + score);
        }
    }

    private static int combinations(Class<?> probe) {
        int n = (int) Arrays.stream(probe.getMethods()).filter(m -> m.isAnnotationPresent(Benchmark.class)).count();
        for (Field f : probe.getFields()) {
            Param p = f.getAnnotation(Param.class);
            if (p != null) {
                n *= f.getName().equals(LibraryParams.PARAM) ? LibraryParams.of(probe).size() : p.value().length;
            }
        }
        return n;
    }

    /**
     * What the support matrix says should run: for every shape, its methods × fields × digits ×
     * supported libraries (+ noop); for every sweep, its methods × sizes × default libraries; for
     * every probe and service class, its methods × its params (its library ids from the matrix).
     */
    private static int expectedCombinations() {
        int total = 0;
        for (Shape s : Shape.values()) {
            int methods = s == Shape.SKIP ? 1 : 2;
            total += methods * s.fields.size() * s.digits().size() * SupportMatrix.benchmarkIds(s).size();
        }
        for (Sweep sw : Sweep.values()) {
            int methods = sw.shape == Shape.SKIP ? 1 : 2;
            total += methods * sw.sizes.size() * Sweep.DEFAULT_LIBRARIES.size();
        }
        // the probes run too (plain JMH runs them; the engine never plans them): methods × params
        total += combinations(ProtobufEncodePhasesProbe.class);
        total += combinations(ExternalSetupsProbe.class);
        total += combinations(ForyInstanceProbe.class);
        total += combinations(GsonEncodeProbe.class);
        // and the service-conditions benchmarks (plain JMH only as well)
        for (Class<?> service : io.serbench.bench.service.ServiceBenchmarks.CLASSES) {
            total += combinations(service);
        }
        return total;
    }
}

package io.serbench.bench;

import io.serbench.bench.service.ServiceBenchmarks;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;
import io.serbench.payload.RuntimeBinding;
import org.openjdk.jmh.annotations.Param;

import java.util.Arrays;
import java.util.List;

/**
 * The library ids each benchmark class runs, read from the support matrix. JMH needs a literal
 * default for a param, so every class declares only {@code @Param("jackson")} (the baseline,
 * which runs every shape: the plain JMH CLI runs nothing unsupported by default); the engine
 * and the smoke test pass these ids with {@code -p library=...}, and a user of the plain CLI
 * names the ones to run the same way. A pair the matrix does not run fails in setup with the
 * library's id and the reason ({@code UnsupportedCaseException}).
 */
public final class LibraryParams {
    /** The JMH param that picks the library. */
    public static final String PARAM = "library";

    private LibraryParams() {
    }

    /**
     * The ids a benchmark class runs: for a scenario class or a service class, every library
     * that supports its shape, then {@code noop}; for a sweep, its default libraries (one per
     * family); for the payload class, the libraries that bind classes at run time. Null for a
     * class without a {@code library} param; for any other class (a probe), its own literal list.
     */
    public static List<String> of(Class<?> bench) {
        for (Shape s : Shape.values()) {
            if (s.benchmarkClassName().equals(bench.getName())) {
                return SupportMatrix.benchmarkIds(s);
            }
        }
        for (Sweep sw : Sweep.values()) {
            if (sw.benchmarkClassName().equals(bench.getName())) {
                return Sweep.DEFAULT_LIBRARIES;
            }
        }
        if (bench == PayloadBench.class) {
            return RuntimeBinding.ids();
        }
        if (ServiceBenchmarks.CLASSES.contains(bench)) {
            return SupportMatrix.benchmarkIds(ServiceBenchmarks.caseOf(bench).shape());
        }
        return Arrays.stream(bench.getFields())
                .filter(f -> f.getName().equals(PARAM) && f.isAnnotationPresent(Param.class))
                .findFirst().map(f -> Arrays.asList(f.getAnnotation(Param.class).value())).orElse(null);
    }

    /** {@link #of(Class)} for a benchmark's class name ({@code io.serbench.bench.IntBench}). */
    public static List<String> of(String benchClassName) {
        try {
            return of(Class.forName(benchClassName));
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("no benchmark class " + benchClassName, e);
        }
    }
}

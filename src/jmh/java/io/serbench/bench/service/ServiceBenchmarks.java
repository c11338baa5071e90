package io.serbench.bench.service;

import io.serbench.model.Case;

import java.util.List;

/**
 * The service-conditions benchmark classes, for the tests: the smoke test runs them all, and
 * {@code ServiceParamsTest} checks each one's library list against the support matrix.
 * The engine never plans them (BenchPlan); they are run with plain JMH, commands in
 * docs/SERVICE-CONDITIONS.md.
 */
public final class ServiceBenchmarks {
    private ServiceBenchmarks() {
    }

    public static final List<Class<?>> CLASSES = List.of(
            ColdMediaBench.class, ColdDoubleBench.class,
            WarmupMediaBench.class, WarmupDoubleBench.class,
            ThreadsMediaBench.class, ThreadsDoubleBench.class);

    /** The service case one of {@link #CLASSES} runs. */
    public static Case caseOf(Class<?> cls) {
        return ServiceCase.of(cls.getName() + ".encode");
    }
}

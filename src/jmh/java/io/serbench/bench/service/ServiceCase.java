package io.serbench.bench.service;

import io.serbench.model.Case;
import io.serbench.model.ServiceCases;

/**
 * Which of {@link ServiceCases} a service benchmark class runs, from its name: a class whose
 * name contains {@code Media} runs media, one that contains {@code Double} runs double at
 * fields=10. JMH params must be literals, so each class lists the matrix's ids for its case
 * ({@code ServiceParamsTest} keeps them in step), and nothing else tells the classes apart.
 */
final class ServiceCase {
    private ServiceCase() {
    }

    /** From JMH's benchmark name, {@code io.serbench.bench.service.ThreadsMediaBench.encode}. */
    static Case of(String benchmark) {
        String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
        return ofSimpleName(cls.substring(cls.lastIndexOf('.') + 1));
    }

    private static Case ofSimpleName(String name) {
        if (name.contains("Media")) {
            return ServiceCases.MEDIA;
        }
        if (name.contains("Double")) {
            return ServiceCases.DOUBLE_10;
        }
        throw new IllegalStateException(name + " names neither Media nor Double: no service case");
    }
}

package io.serbench.bench.service;

import io.serbench.bench.LibraryParams;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Case;
import io.serbench.model.ServiceCases;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openjdk.jmh.annotations.Param;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The service benchmarks run exactly the support matrix's ids for their case, and declare only the
 * baseline as their {@code @Param} default (so the plain JMH CLI never runs an unsupported pair by
 * default), each kind runs both service cases,
 * and together they give every library id a row.
 */
class ServiceParamsTest {

    @TestFactory
    Stream<DynamicTest> libraryParamsMatchTheSupportMatrix() {
        return ServiceBenchmarks.CLASSES.stream().map(cls -> DynamicTest.dynamicTest(cls.getSimpleName(), () -> {
            Case c = ServiceCase.of(cls.getName() + ".encode");
            List<String> declared = Arrays.asList(cls.getField("library").getAnnotation(Param.class).value());
            assertEquals(List.of(SupportMatrix.BASELINE), declared, cls.getSimpleName()
                    + "'s @Param library is the baseline alone: the ids come from the matrix (LibraryParams)");
            assertEquals(SupportMatrix.benchmarkIds(c.shape()), LibraryParams.of(cls), cls.getSimpleName()
                    + " runs exactly the matrix's ids for " + c + ", baseline first, noop last");
            assertEquals(1, Arrays.stream(cls.getFields()).filter(f -> f.isAnnotationPresent(Param.class)).count(),
                    cls.getSimpleName() + " has no knob: its case is fixed");
        }));
    }

    @Test
    void eachKindRunsBothCasesAndEveryIdHasARow() {
        for (String kind : List.of("Cold", "Warmup", "Threads")) {
            Set<Case> cases = new HashSet<>();
            Set<String> ids = new HashSet<>();
            for (Class<?> cls : ServiceBenchmarks.CLASSES) {
                if (cls.getSimpleName().startsWith(kind)) {
                    cases.add(ServiceCase.of(cls.getName() + ".x"));
                    ids.addAll(SupportMatrix.benchmarkIds(ServiceCase.of(cls.getName() + ".x").shape()));
                }
            }
            assertEquals(new HashSet<>(ServiceCases.ALL), cases, kind);
            SupportMatrix.LIBRARIES.forEach(l -> assertTrue(ids.contains(l.id()), kind + " has no row for " + l.id()));
        }
    }

    @Test
    void threadsRunAtTheMatrixDefaultPresetsIterations() {
        io.serbench.bench.RunSettings.Preset p = io.serbench.bench.RunSettings.Preset.DEFAULT;
        org.openjdk.jmh.annotations.Warmup w = ThreadsBench.class.getAnnotation(org.openjdk.jmh.annotations.Warmup.class);
        org.openjdk.jmh.annotations.Measurement m = ThreadsBench.class.getAnnotation(org.openjdk.jmh.annotations.Measurement.class);
        assertEquals(List.of(p.warmupIterations, p.warmupMillis, p.measurementIterations, p.measurementMillis),
                List.of(w.iterations(), w.time(), m.iterations(), m.time()));
    }

    @Test
    void aClassOfNoServiceCaseFails() {
        assertThrows(IllegalStateException.class, () -> ServiceCase.of("io.serbench.bench.service.ThreadsBench.encode"));
    }
}

package io.serbench.bench;

import io.serbench.codec.SupportMatrix;
import io.serbench.codec.UnsupportedCaseException;
import io.serbench.model.Shape;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openjdk.jmh.annotations.Param;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * JMH params must be literals, so each class spells its library ids out; this keeps every
 * list equal to what the support matrix says that scenario runs (plus the noop baseline).
 */
class BenchParamsTest {
    private static final Map<Class<?>, Shape[]> SCENARIOS = Map.of(
            IntBench.class, new Shape[]{Shape.INT},
            DoubleBench.class, new Shape[]{Shape.DOUBLE},
            ObjectBench.class, new Shape[]{Shape.OBJECT},
            ListBench.class, new Shape[]{Shape.LIST_INT, Shape.LIST_DOUBLE, Shape.LIST_OBJECT},
            StringBench.class, new Shape[]{Shape.STRING},
            SkipBench.class, new Shape[]{Shape.SKIP});

    @TestFactory
    Stream<DynamicTest> libraryParamsMatchTheSupportMatrix() {
        return SCENARIOS.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey().getSimpleName(), () -> {
            List<String> declared = Arrays.asList(e.getKey().getField("library").getAnnotation(Param.class).value());
            List<String> expected = SupportMatrix.benchmarkIds(e.getValue());
            assertEquals(expected, declared, e.getKey().getSimpleName()
                    + "'s @Param library must list exactly the matrix's ids for its scenario, baseline first, noop last");
            assertEquals(List.of("1", "5", "10"),
                    Arrays.asList(e.getKey().getField("fields").getAnnotation(Param.class).value()));
        }));
    }

    @Test
    void unsupportedPairFailsFastWithTheReason() {
        var unsupported = SupportMatrix.LIBRARIES.stream()
                .flatMap(l -> Stream.of(Shape.LIST_INT, Shape.LIST_DOUBLE, Shape.LIST_OBJECT)
                        .filter(s -> !l.supports(s)).map(s -> Map.entry(l, s)))
                .findFirst();
        ListBench bench = new ListBench();
        if (unsupported.isEmpty()) {
            // every library runs every element: an unknown id is the remaining way to ask for a missing pair
            bench.library = "no-such-library";
            bench.element = "int";
            bench.fields = 1;
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, bench::setUp);
            assertTrue(e.getMessage().contains("no-such-library"), e.getMessage());
            return;
        }
        bench.library = unsupported.get().getKey().id();
        bench.element = unsupported.get().getValue().element;
        bench.fields = 5;
        UnsupportedCaseException e = assertThrows(UnsupportedCaseException.class, bench::setUp);
        assertTrue(e.getMessage().startsWith(bench.library + " does not run"), e.getMessage());
        assertTrue(e.getMessage().contains(unsupported.get().getKey().whyNot(unsupported.get().getValue())));
    }
}

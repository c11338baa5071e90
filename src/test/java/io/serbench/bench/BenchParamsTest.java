package io.serbench.bench;

import io.serbench.codec.SupportMatrix;
import io.serbench.codec.UnsupportedCaseException;
import io.serbench.model.Shape;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * JMH params must be literals, so each class spells its library ids out; this keeps every
 * list equal to what the support matrix says that scenario runs (plus the noop baseline).
 */
class BenchParamsTest {
    /** The JMH classes as Shape's table names them, each with the shapes it runs. */
    private static Map<String, Shape[]> scenarioClasses() {
        Map<String, Shape[]> out = new LinkedHashMap<>();
        for (Shape s : Shape.values()) {
            out.merge(s.benchmarkClassName(), new Shape[]{s},
                    (a, b) -> Stream.concat(Arrays.stream(a), Arrays.stream(b)).toArray(Shape[]::new));
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> libraryParamsMatchTheSupportMatrix() {
        return scenarioClasses().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            Class<?> bench = Class.forName(e.getKey());
            assertTrue(CodecBench.class.isAssignableFrom(bench), e.getKey() + " must extend CodecBench");
            List<String> declared = Arrays.asList(bench.getField("library").getAnnotation(Param.class).value());
            List<String> expected = SupportMatrix.benchmarkIds(e.getValue());
            assertEquals(expected, declared, bench.getSimpleName()
                    + "'s @Param library must list exactly the matrix's ids for its scenario, baseline first, noop last");
            List<String> fields = Arrays.asList(bench.getField("fields").getAnnotation(Param.class).value());
            assertEquals(Shape.FIELDS.stream().map(String::valueOf).toList(), fields, "the fields param must be Shape.FIELDS");
        }));
    }

    @Test
    void scenarioClassesCarryNoSettingsOfTheirOwn() {
        for (String name : scenarioClasses().keySet()) {
            Class<?> bench = assertDoesNotThrow(() -> Class.forName(name));
            for (Class<? extends java.lang.annotation.Annotation> a : List.of(Warmup.class, Measurement.class, Fork.class,
                    BenchmarkMode.class, OutputTimeUnit.class)) {
                assertNull(bench.getDeclaredAnnotation(a), name + " declares @" + a.getSimpleName()
                        + ": JMH settings live on CodecBench only");
            }
        }
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
            bench.fields = 1;
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> bench.prepare("no-such-library", Shape.LIST_INT));
            assertTrue(e.getMessage().contains("no-such-library"), e.getMessage());
            return;
        }
        String library = unsupported.get().getKey().id();
        bench.fields = 5;
        UnsupportedCaseException e = assertThrows(UnsupportedCaseException.class,
                () -> bench.prepare(library, unsupported.get().getValue()));
        assertTrue(e.getMessage().startsWith(library + " does not run"), e.getMessage());
        assertTrue(e.getMessage().contains(unsupported.get().getKey().whyNot(unsupported.get().getValue())));
    }
}

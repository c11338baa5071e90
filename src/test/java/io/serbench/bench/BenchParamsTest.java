package io.serbench.bench;

import io.serbench.codec.SupportMatrix;
import io.serbench.codec.UnsupportedCaseException;
import io.serbench.model.Case;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;
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
 * JMH params must be literals, so each class declares only the baseline; the ids it runs come from
 * the support matrix ({@link LibraryParams}): what the matrix says that scenario runs, plus noop.
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
            assertEquals(1, e.getValue().length, bench.getSimpleName() + " runs more than one shape: "
                    + Arrays.toString(e.getValue()) + "; one JMH class per shape keeps its library list exact");
            Shape shape = e.getValue()[0];
            assertBaselineDefault(bench);
            assertEquals(SupportMatrix.benchmarkIds(shape), LibraryParams.of(bench), bench.getSimpleName()
                    + " runs exactly the matrix's ids for its scenario, baseline first, noop last");
            if (shape.fields.size() > 1) {
                List<String> fields = Arrays.asList(bench.getField("fields").getAnnotation(Param.class).value());
                assertEquals(shape.fields.stream().map(String::valueOf).toList(), fields, "the fields param must be the shape's fields");
            } else {
                assertThrows(NoSuchFieldException.class, () -> bench.getField("fields"), bench.getSimpleName() + " has one size");
            }
            if (shape.hasDoubles()) {
                List<String> digits = Arrays.asList(bench.getField("digits").getAnnotation(Param.class).value());
                assertEquals(Shape.DIGITS.stream().map(String::valueOf).toList(), digits, "the digits param must be Shape.DIGITS");
            } else {
                assertThrows(NoSuchFieldException.class, () -> bench.getField("digits"), bench.getSimpleName() + " has no doubles");
            }
            if (shape.element != null) {
                assertEquals(List.of(shape.element), Arrays.asList(bench.getField("element").getAnnotation(Param.class).value()),
                        bench.getSimpleName() + "'s element param must be its one element");
            } else {
                assertThrows(NoSuchFieldException.class, () -> bench.getField("element"));
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> sweepParamsMatchTheSweepTable() {
        return Arrays.stream(Sweep.values()).map(sw -> DynamicTest.dynamicTest(sw.benchmarkClass, () -> {
            Class<?> bench = Class.forName(sw.benchmarkClassName());
            assertTrue(CodecBench.class.isAssignableFrom(bench), sw.benchmarkClass + " must extend CodecBench");
            assertEquals(sw.shape != Shape.SKIP, RoundTripBench.class.isAssignableFrom(bench),
                    sw.benchmarkClass + " times encode exactly when its shape is not skip");
            assertBaselineDefault(bench);
            assertEquals(Sweep.DEFAULT_LIBRARIES, LibraryParams.of(bench), "a sweep's default libraries are Sweep.DEFAULT_LIBRARIES");
            for (String id : Sweep.DEFAULT_LIBRARIES) {
                assertTrue(SupportMatrix.library(id).supports(sw.shape), id + " does not run " + sw.shape.label());
            }
            assertEquals(sw.sizes.stream().map(String::valueOf).toList(),
                    Arrays.asList(bench.getField(sw.param).getAnnotation(Param.class).value()),
                    sw.benchmarkClass + "'s " + sw.param + " param must be the sweep's sizes");
            assertEquals(List.of("library", sw.param), Arrays.stream(bench.getFields())
                    .filter(f -> f.isAnnotationPresent(Param.class)).map(java.lang.reflect.Field::getName).sorted(
                            java.util.Comparator.comparing(n -> n.equals("library") ? 0 : 1)).toList(),
                    "a sweep has no knob but its size");
        }));
    }

    /**
     * JMH params are literals, so no class lists ids: each declares the baseline alone, which runs
     * every shape, so the plain JMH CLI runs nothing unsupported unless asked with -p library=.
     */
    private static void assertBaselineDefault(Class<?> bench) throws NoSuchFieldException {
        assertEquals(List.of(SupportMatrix.BASELINE), Arrays.asList(bench.getField("library").getAnnotation(Param.class).value()),
                bench.getSimpleName() + "'s @Param library is the baseline alone: its ids come from the matrix (LibraryParams)");
    }

    @Test
    void theBaselineRunsEveryShape() {
        for (Shape s : Shape.values()) {
            assertTrue(SupportMatrix.library(SupportMatrix.BASELINE).supports(s), "the @Param default must run " + s.label());
        }
    }

    @Test
    void thePayloadClassRunsTheLibrariesThatBindAtRunTime() throws Exception {
        assertBaselineDefault(PayloadBench.class);
        assertEquals(io.serbench.payload.RuntimeBinding.ids(), LibraryParams.of(PayloadBench.class));
    }

    @Test
    void scenarioClassesCarryNoSettingsOfTheirOwn() {
        List<String> classes = new java.util.ArrayList<>(scenarioClasses().keySet());
        Arrays.stream(Sweep.values()).map(Sweep::benchmarkClassName).forEach(classes::add);
        for (String name : classes) {
            Class<?> bench = assertDoesNotThrow(() -> Class.forName(name));
            for (Class<? extends java.lang.annotation.Annotation> a : List.of(Warmup.class, Measurement.class, Fork.class,
                    BenchmarkMode.class, OutputTimeUnit.class)) {
                assertNull(bench.getDeclaredAnnotation(a), name + " declares @" + a.getSimpleName()
                        + ": JMH settings live on CodecBench only");
            }
        }
    }

    @Test
    void unsupportedPairFailsFastWithTheReason() throws Exception {
        // the plain JMH CLI can be asked for any pair (-p library=...): an unsupported one fails in setup, by name
        var unsupported = SupportMatrix.LIBRARIES.stream()
                .flatMap(l -> Arrays.stream(Shape.values()).filter(s -> !l.supports(s)).map(s -> Map.entry(l, s)))
                .findFirst();
        if (unsupported.isEmpty()) {
            // every library runs every shape: an unknown id is the remaining way to ask for a missing pair
            CodecBench bench = new IntBench();
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> bench.prepare("no-such-library", new Case(Shape.INT, 1)));
            assertTrue(e.getMessage().contains("no-such-library"), e.getMessage());
            return;
        }
        String library = unsupported.get().getKey().id();
        Shape shape = unsupported.get().getValue();
        CodecBench bench = (CodecBench) Class.forName(shape.benchmarkClassName()).getDeclaredConstructor().newInstance();
        UnsupportedCaseException e = assertThrows(UnsupportedCaseException.class,
                () -> bench.prepare(library, new Case(shape, shape.fields.get(shape.fields.size() - 1))));
        assertTrue(e.getMessage().startsWith(library + " does not run"), e.getMessage());
        assertTrue(e.getMessage().contains(unsupported.get().getKey().whyNot(shape)));
    }

    @Test
    void aListClassRefusesAnotherElement() {
        // -p element=double on the int-list class names the table instead of measuring the wrong shape
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Shape.ofBenchmark(Shape.LIST_INT.benchmarkClass, "double"));
        assertTrue(e.getMessage().contains(Shape.LIST_INT.benchmarkClass), e.getMessage());
    }
}

package io.serbench.engine;

import io.serbench.bench.probe.ProtobufEncodePhasesProbe;
import io.serbench.bench.sweep.StringLengthSweep;
import io.serbench.bench.sweep.SkipSizeSweep;
import io.serbench.bench.sweep.ListLengthSweep;
import io.serbench.bench.sweep.DoubleDigitsSweep;
import io.serbench.bench.MediaBench;
import io.serbench.bench.IntListBench;
import io.serbench.bench.IntBench;
import io.serbench.bench.DoubleListBench;
import io.serbench.bench.DoubleBench;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BenchPlanTest {

    private static List<Cell> plan() {
        return BenchPlan.cells(".*");
    }

    @Test
    void everySupportedCellIsPlannedWithItsLibrariesAndKnobs() {
        List<Cell> cells = plan();
        int expected = 0;
        for (Shape s : Shape.values()) {
            expected += (s == Shape.SKIP ? 1 : 2) * s.fields.size() * s.digits().size();
        }
        assertEquals(expected, cells.size());
        for (Cell c : cells) {
            Shape shape = Shape.ofBenchmark(BenchPlan.simpleClass(c.benchmark()), c.knob("element"));
            assertEquals(SupportMatrix.benchmarkIds(shape), c.libraries(), c.key());
            Set<String> knobs = new HashSet<>();
            if (shape.fields.size() > 1) {
                knobs.add("fields");
            }
            if (shape.hasDoubles()) {
                knobs.add("digits");
            }
            if (shape.element != null) {
                knobs.add("element");
            }
            assertEquals(knobs, c.knobs().keySet(), c.key());
            assertEquals(shape.element, c.knob("element"));
        }
        assertEquals(cells.size(), new HashSet<>(cells.stream().map(Cell::key).toList()).size(), "keys are unique");
    }

    @Test
    void librariesSubsetKeepsBaselineAndNoop() {
        List<Cell> cells = BenchPlan.cells("DoubleBench", List.of("protobuf"), Map.of("fields", List.of("10")));
        assertEquals(4, cells.size(), "encode and decode at digits 8 and 17");
        for (Cell c : cells) {
            assertEquals(List.of("jackson", "protobuf", "noop"), c.libraries());
            assertEquals("10", c.knob("fields"));
        }
        // a double-only variant leaves out the cells it does not run
        List<Cell> base64 = BenchPlan.cells(".*", List.of("jsoniter-base64"), Map.of());
        assertFalse(base64.isEmpty());
        for (Cell c : base64) {
            assertTrue(c.benchmark().contains("Double"), c.key());
        }
        assertEquals(List.of("object"), BenchPlan.cells("ListBench", List.of(), Map.of("element", List.of("object")))
                .stream().map(c -> c.knob("element")).distinct().toList());
    }

    @Test
    void aDigitsCellHasEveryKnob() {
        List<Cell> cells = BenchPlan.cells("DoubleBench.encode");
        assertEquals(List.of("fields=1 digits=8", "fields=1 digits=17", "fields=5 digits=8", "fields=5 digits=17",
                "fields=10 digits=8", "fields=10 digits=17"), cells.stream().map(Cell::knobsText).toList(), "knobs ascending numerically");
        Cell c = cells.get(4);
        assertEquals("io.serbench.bench.DoubleBench.encode fields=10 digits=8", c.key());
        assertEquals("DoubleBench.encode fields=10 digits=8", c.label());
        assertEquals("DoubleListBench.decode fields=1 digits=8 element=double",
                BenchPlan.cells("DoubleListBench.decode").get(0).label());
    }

    @Test
    void aMediaCellHasNoKnobs() {
        List<Cell> cells = BenchPlan.cells("MediaBench");
        assertEquals(List.of("io.serbench.bench.MediaBench.encode", "io.serbench.bench.MediaBench.decode"),
                cells.stream().map(Cell::key).toList());
        assertTrue(cells.stream().allMatch(c -> c.knobs().isEmpty()));
        assertEquals("MediaBench.decode", cells.get(1).label());
        assertEquals(SupportMatrix.benchmarkIds(Shape.MEDIA), cells.get(0).libraries());
    }

    @Test
    void aSweepCellHasItsSizeAndDefaultLibraries() {
        List<Cell> cells = BenchPlan.cells("StringLengthSweep");
        List<Integer> sizes = Sweep.STRING_LENGTH.sizes;
        assertEquals(2 * sizes.size(), cells.size());
        for (int i = 0; i < sizes.size(); i++) {
            Cell encode = cells.get(i);
            assertEquals(Map.of("length", Integer.toString(sizes.get(i))), encode.knobs(), "sizes ascending numerically");
            assertTrue(encode.benchmark().endsWith("StringLengthSweep.encode"));
            assertEquals(Sweep.DEFAULT_LIBRARIES, encode.libraries(), "no noop on a sweep");
        }
        assertEquals("StringLengthSweep.decode length=32768", cells.get(cells.size() - 1).label());
        assertEquals(Map.of("digits", "3"), BenchPlan.cells("DoubleDigitsSweep.decode").get(0).knobs());
        assertEquals(Map.of("bytes", "64"), BenchPlan.cells("SkipSizeSweep").get(0).knobs());
    }

    @Test
    void sweepsRunOnlyWhenTheIncludeNamesThem() {
        assertTrue(plan().stream().noneMatch(c -> c.benchmark().contains("Sweep")), "the default plan is the matrix alone");
        assertTrue(BenchPlan.cells("Double").stream().noneMatch(c -> c.benchmark().contains("Sweep")));
        List<String> classes = BenchPlan.cells("Sweep").stream().map(c -> BenchPlan.simpleClass(c.benchmark())).distinct().toList();
        assertEquals(Arrays.stream(Sweep.values()).map(sw -> sw.benchmarkClass).toList(), classes, "in Sweep's order");
        List<Cell> both = BenchPlan.cells("IntBench.decode|ListLengthSweep.decode");
        assertEquals(List.of("IntBench", "ListLengthSweep"), both.stream().map(c -> BenchPlan.simpleClass(c.benchmark())).distinct().toList());
    }

    @Test
    void theEngineNeverPlansAProbe() {
        assertTrue(plan().stream().noneMatch(c -> c.benchmark().contains("Probe")), "the default plan is the matrix alone");
        assertTrue(BenchPlan.cells("ProtobufEncodePhasesProbe").isEmpty(), "not even when named: a probe is run with plain JMH");
        assertTrue(BenchPlan.matching(".*").stream().anyMatch(n -> n.endsWith("ProtobufEncodePhasesProbe.size")),
                "yet JMH lists it, so the smoke test runs it");
    }

    @Test
    void aSweepMayRunAnyLibraryThatSupportsItsShape() {
        for (Cell c : BenchPlan.cells("Sweep", List.of("gson"), Map.of())) {
            assertEquals(List.of("jackson", "gson"), c.libraries(), c.key());
        }
        // a double-only variant runs only the digits sweep
        List<Cell> base64 = BenchPlan.cells("Sweep", List.of("jsoniter-base64", "protobuf"), Map.of());
        for (Cell c : base64) {
            boolean digits = c.benchmark().contains("DoubleDigitsSweep");
            assertEquals(digits ? List.of("jackson", "jsoniter-base64", "protobuf") : List.of("jackson", "protobuf"), c.libraries(), c.key());
        }
        assertTrue(BenchPlan.cells("Sweep", List.of("noop"), Map.of()).isEmpty(), "no sweep declares noop");
        // the scenario classes stay with their own lists
        assertTrue(BenchPlan.cells("IntBench", List.of("jsoniter-base64"), Map.of()).isEmpty());
    }

    @Test
    void anyKnobFilters() {
        List<Cell> all = plan();
        List<Cell> eight = BenchPlan.cells(".*", List.of(), Map.of("digits", List.of("8")));
        assertEquals(all.stream().filter(c -> !"17".equals(c.knob("digits"))).toList(), eight,
                "digits=8 keeps the short doubles; classes without digits are not filtered by it");
        assertTrue(eight.stream().anyMatch(c -> "8".equals(c.knob("digits"))));
        assertEquals(List.of("length=8", "length=32768"),
                BenchPlan.cells("StringLengthSweep.decode", List.of(), Map.of("length", List.of("32768", "8")))
                        .stream().map(Cell::knobsText).toList());
        IllegalArgumentException notAKnob = assertThrows(IllegalArgumentException.class,
                () -> BenchPlan.cells("IntBench", List.of(), Map.of("digits", List.of("8"))));
        assertTrue(notAKnob.getMessage().contains("-p digits is not a knob of the selected benchmarks; their knobs are fields"),
                notAKnob.getMessage());
        IllegalArgumentException notAValue = assertThrows(IllegalArgumentException.class,
                () -> BenchPlan.cells("DoubleBench", List.of(), Map.of("digits", List.of("9"))));
        assertTrue(notAValue.getMessage().contains("-p digits=9: the selected benchmarks declare digits 8, 17"), notAValue.getMessage());
    }

    @Test
    void planAndSmokeTestRunTheSameCombinations() {
        // the smoke test runs every benchmark × params combination; -Pbench plans the matrix and, when named, the sweeps
        int planned = 0;
        for (Cell c : BenchPlan.cells(".*|Sweep")) {
            planned += c.libraries().size();
        }
        int declared = 0;
        for (Shape s : Shape.values()) {
            declared += (s == Shape.SKIP ? 1 : 2) * s.fields.size() * s.digits().size() * SupportMatrix.benchmarkIds(s).size();
        }
        for (Sweep sw : Sweep.values()) {
            declared += (sw.shape == Shape.SKIP ? 1 : 2) * sw.sizes.size() * Sweep.DEFAULT_LIBRARIES.size();
        }
        assertEquals(declared, planned);
    }

    @Test
    void keysOfCellsFromBeforeTheKnobsAreUnchanged() {
        // CellOrder seeds its shuffle with the key: earlier runs' orders must rebuild from their seeds
        assertEquals("io.serbench.bench.IntListBench.decode fields=10 element=int",
                new Cell("io.serbench.bench.IntListBench.decode", Map.of("element", "int", "fields", "10"), List.of()).key());
        assertEquals("io.serbench.bench.IntBench.encode fields=1",
                new Cell("io.serbench.bench.IntBench.encode", Map.of("fields", "1"), List.of()).key());
    }

    @Test
    void unknownLibraryIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BenchPlan.checkLibraries(List.of("protobuf", "protobuff")));
        assertTrue(e.getMessage().contains("protobuff") && e.getMessage().contains("known:"), e.getMessage());
    }

    @Test
    void shardsCoverEveryCellExactlyOnce() {
        List<Cell> cells = plan();
        for (int n = 1; n <= 9; n++) {
            Map<String, Integer> seen = new HashMap<>();
            for (int k = 1; k <= n; k++) {
                for (Cell c : BenchPlan.shard(cells, k, n)) {
                    assertTrue(seen.put(c.key(), k) == null, c.key() + " in two shards of " + n);
                    Shape shape = Shape.ofBenchmark(BenchPlan.simpleClass(c.benchmark()), c.knob("element"));
                    assertEquals(SupportMatrix.library(SupportMatrix.BASELINE).supports(shape), c.libraries().contains(SupportMatrix.BASELINE),
                            "the baseline stays with its cell: " + c.key());
                }
            }
            assertEquals(cells.size(), seen.size(), "every cell in some shard of " + n);
        }
    }

    @Test
    void shardsAreDeterministicAndBalanced() {
        List<Cell> cells = plan();
        int largest = cells.stream().mapToInt(Cell::forks).max().orElseThrow();
        for (int n = 2; n <= 6; n++) {
            List<Integer> loads = new ArrayList<>();
            for (int k = 1; k <= n; k++) {
                List<Cell> a = BenchPlan.shard(cells, k, n);
                assertEquals(a, BenchPlan.shard(new ArrayList<>(cells), k, n));
                loads.add(a.stream().mapToInt(Cell::forks).sum());
                // a shard keeps the plan's order
                List<Cell> inPlanOrder = new ArrayList<>(cells);
                inPlanOrder.retainAll(a);
                assertEquals(inPlanOrder, a);
            }
            int spread = loads.stream().mapToInt(Integer::intValue).max().orElseThrow()
                    - loads.stream().mapToInt(Integer::intValue).min().orElseThrow();
            assertTrue(spread <= largest, "fork counts " + loads + " differ by more than one cell");
        }
    }

    @Test
    void badShardIsRefused() {
        List<Cell> cells = plan();
        assertThrows(IllegalArgumentException.class, () -> BenchPlan.shard(cells, 0, 3));
        assertThrows(IllegalArgumentException.class, () -> BenchPlan.shard(cells, 4, 3));
        assertThrows(IllegalArgumentException.class, () -> BenchPlan.shard(cells, 1, 0));
    }

    @Test
    void planOrderFollowsTheShapeTable() {
        List<Cell> cells = plan();
        assertEquals(List.of("IntBench.encode fields=1", "IntBench.encode fields=5", "IntBench.encode fields=10", "IntBench.decode fields=1"),
                cells.subList(0, 4).stream().map(Cell::label).toList());
        List<String> classes = cells.stream().map(c -> BenchPlan.simpleClass(c.benchmark())).distinct().toList();
        assertEquals(Arrays.stream(Shape.values()).map(s -> s.benchmarkClass).toList(), classes);
        assertEquals("MediaBench.decode", cells.get(cells.size() - 1).label());
        List<Cell> withSweeps = BenchPlan.cells(".*|Sweep");
        assertEquals(cells, withSweeps.subList(0, cells.size()), "the sweeps come after the matrix");
        assertEquals("DoubleDigitsSweep.decode digits=17", withSweeps.get(withSweeps.size() - 1).label());
    }
}

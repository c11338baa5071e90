package io.serbench.bench;

import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
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
        return BenchPlan.cells(".*", List.of(), List.of(), List.of());
    }

    @Test
    void everySupportedCellIsPlannedWithItsLibraries() {
        List<Cell> cells = plan();
        int expected = 0;
        for (Shape s : Shape.values()) {
            expected += (s == Shape.SKIP ? 1 : 2) * Shape.FIELDS.size();
        }
        assertEquals(expected, cells.size());
        for (Cell c : cells) {
            String cls = c.benchmark().substring(0, c.benchmark().lastIndexOf('.'));
            Shape shape = Shape.ofBenchmark(cls.substring(cls.lastIndexOf('.') + 1), c.element());
            assertEquals(SupportMatrix.benchmarkIds(shape), c.libraries(), c.key());
            assertEquals(shape.element, c.element());
        }
        assertEquals(cells.size(), new HashSet<>(cells.stream().map(Cell::key).toList()).size(), "keys are unique");
    }

    @Test
    void librariesSubsetKeepsBaselineAndNoop() {
        List<Cell> cells = BenchPlan.cells("DoubleBench", List.of("protobuf"), List.of("10"), List.of());
        assertEquals(2, cells.size());
        for (Cell c : cells) {
            assertEquals(List.of("jackson", "protobuf", "noop"), c.libraries());
            assertEquals(10, c.fields());
        }
        // a double-only variant leaves out the cells it does not run
        List<Cell> base64 = BenchPlan.cells(".*", List.of("jsoniter-base64"), List.of(), List.of());
        assertFalse(base64.isEmpty());
        for (Cell c : base64) {
            assertTrue(c.benchmark().contains("Double"), c.key());
        }
        assertEquals(List.of("object"), BenchPlan.cells("ListBench", List.of(), List.of(), List.of("object"))
                .stream().map(Cell::element).distinct().toList());
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
                    assertTrue(c.libraries().contains(SupportMatrix.BASELINE), "the baseline stays with its cell");
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
        assertTrue(cells.get(0).benchmark().endsWith("IntBench.encode"), cells.get(0).key());
        Set<Integer> firstFields = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            firstFields.add(cells.get(i).fields());
        }
        assertEquals(Set.of(1, 5, 10), firstFields);
        assertTrue(cells.get(cells.size() - 1).benchmark().endsWith("SkipBench.decode"));
    }
}

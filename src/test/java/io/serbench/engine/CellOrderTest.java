package io.serbench.engine;

import io.serbench.codec.SupportMatrix;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CellOrderTest {
    private static final String J = SupportMatrix.BASELINE;

    /** Every cell the baseline runs in, sweeps included (media runs noop alone until its codecs exist). */
    private static List<Cell> plan() {
        return BenchPlan.cells(".*|Sweep").stream().filter(c -> c.libraries().contains(J)).toList();
    }

    @Test
    void baselineFirstMiddleAndLastEveryOtherLibraryOnce() {
        for (Cell c : plan()) {
            for (int round = 1; round <= 3; round++) {
                List<String> order = CellOrder.of(c, 42, round);
                assertEquals(c.forks(), order.size(), c.key());
                assertEquals(J, order.get(0), c.key());
                assertEquals(J, order.get(order.size() - 1), c.key());
                List<String> others = new ArrayList<>(order);
                others.removeIf(J::equals);
                assertEquals(3, order.size() - others.size(), "the baseline runs three times in " + c.key());
                int middle = order.subList(1, order.size() - 1).indexOf(J) + 1;
                int before = middle - 1;
                int after = order.size() - 2 - middle;
                assertTrue(Math.abs(before - after) <= 1, "middle bracket in the middle: " + order);
                List<String> expected = new ArrayList<>(c.libraries());
                expected.remove(J);
                assertEquals(new HashSet<>(expected), new HashSet<>(others), c.key());
                assertEquals(expected.size(), others.size(), "each library once: " + order);
            }
        }
    }

    @Test
    void seededAndDeterministic() {
        for (Cell c : plan()) {
            assertEquals(CellOrder.of(c, 42, 2), CellOrder.of(c, 42, 2));
        }
    }

    @Test
    void orderVariesWithSeedRoundAndCell() {
        Cell c = plan().get(0);
        Set<List<String>> bySeed = new HashSet<>();
        Set<List<String>> byRound = new HashSet<>();
        for (int i = 0; i < 20; i++) {
            bySeed.add(CellOrder.of(c, i, 1));
            byRound.add(CellOrder.of(c, 7, i + 1));
        }
        assertTrue(bySeed.size() > 10, "seeds give different orders: " + bySeed.size());
        assertTrue(byRound.size() > 10, "rounds give different orders: " + byRound.size());
        Cell other = plan().get(1);
        assertNotEquals(CellOrder.of(c, 7, 1).subList(1, 4), CellOrder.of(other, 7, 1).subList(1, 4));
    }

    @Test
    void positionIsNotTiedToLibrary() {
        // over many rounds every library shows up right after the first bracket; with ~40 ids,
        // 200 rounds would miss one of them about one seed in five, 2,000 essentially never
        Cell c = plan().get(0);
        Set<String> second = new HashSet<>();
        for (int round = 1; round <= 2000; round++) {
            second.add(CellOrder.of(c, 1, round).get(1));
        }
        List<String> expected = new ArrayList<>(c.libraries());
        expected.remove(J);
        assertEquals(new HashSet<>(expected), second);
    }

    @Test
    void cellWithoutOthers() {
        Cell c = new Cell("x.Y.decode", java.util.Map.of("fields", "1"), List.of(J, "noop"));
        assertEquals(List.of(J, "noop", J, J), CellOrder.of(c, 1, 1));
    }
}

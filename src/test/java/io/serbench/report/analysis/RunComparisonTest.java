package io.serbench.report.analysis;

import io.serbench.report.ReportProfileTest;
import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.runfolder.SizesTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The comparison model on two hand-made runs: its ratios, intervals and counts, no wording. */
class RunComparisonTest {
    /** Round factors whose geometric mean is exactly 1. */
    private static final double[] NOISE = {1.1, 1.0, 1 / 1.1};

    @TempDir
    Path tmp;

    /** Three rounds of one cell (int encode, fields=10): jackson at {@code jacksonNs}, fastlib {@code speedup}× faster. */
    private Compare.Side side(String name, double jacksonNs, double speedup, boolean withSlowlib) throws Exception {
        List<JmhRun> runs = new ArrayList<>();
        for (int r = 0; r < NOISE.length; r++) {
            List<String> results = new ArrayList<>();
            results.add(result("IntBench", "encode", jacksonNs, "library", "jackson", "fields", "10"));
            results.add(result("IntBench", "encode", jacksonNs / (speedup * NOISE[r]), "library", "fastlib", "fields", "10"));
            if (withSlowlib) {
                results.add(result("IntBench", "encode", jacksonNs * 2, "library", "slowlib", "fields", "10"));
            }
            Path f = jmhFile(tmp.resolve(name).resolve("round-" + (r + 1) + ".json"), results);
            runs.add(JmhRun.read(f, r));
        }
        Analysis a = Analysis.of(runs, "jackson", ReportProfileTest.MATRIX, "noop", SizesTable.empty());
        return new Compare.Side(a, Environment.find(List.of(tmp.resolve(name))), name);
    }

    @Test
    void ratioOfRatiosWithItsInterval() throws Exception {
        Compare c = Compare.of(side("a", 100, 2, false), side("b", 120, 1, true));

        assertEquals(1, c.shared().size(), "fastlib is the one ratio both runs have");
        Compare.Change fast = c.shared().get(0);
        assertEquals("fastlib", fast.library());
        assertEquals(2.0, fast.a().speedup(), 1e-9);
        assertEquals(1.0, fast.b().speedup(), 1e-9);
        Intervals.Interval change = fast.change();
        assertEquals(2.0, change.ratio(), 1e-9, "A's speedup ÷ B's");
        assertTrue(change.known());
        assertTrue(change.low() > 1 && change.low() < 2 && change.high() > 2, change.low() + " " + change.high());
        assertEquals(1, c.tested().size());
        assertEquals(1, c.moved().size(), "a doubling beyond a ±10% round spread moves");
        assertEquals(1, Compare.moved(change));
        assertEquals(0.05, c.expectedByChance(), 1e-12);

        // jackson's own time: 100 ns in A, 120 ns in B, the same in every round (no spread: a point interval)
        Compare.BaselineCell bc = c.baselines().get(fast.row());
        assertEquals(100, bc.nsA(), 1e-9);
        assertEquals(120, bc.nsB(), 1e-9);
        assertEquals(100.0 / 120, bc.change().ratio(), 1e-9);
        assertEquals(3, bc.roundsA());

        // slowlib ran only in B, in a cell both runs have
        assertTrue(c.cellsOnlyA().isEmpty() && c.cellsOnlyB().isEmpty());
        assertEquals(List.of("slowlib"), List.copyOf(c.onlyB().keySet()));
        assertFalse(c.onlyA().containsKey("slowlib"));
        RowKey cell = c.onlyB().get("slowlib").get(0);
        assertEquals(fast.row(), cell);
    }

    @Test
    void chanceRangeIsBinomial() {
        int[] range = Compare.chanceRange(100);
        // 5% of 100 independent ratios: 95% of counts lie within [1, 10]
        assertEquals(1, range[0]);
        assertEquals(10, range[1]);
    }
}

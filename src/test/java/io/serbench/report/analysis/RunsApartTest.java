package io.serbench.report.analysis;

import io.serbench.report.ReportFixtures;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.ResultRow;
import io.serbench.report.stats.Welch;
import io.serbench.runfolder.SizesTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Which of three runs stands apart: runs A and B measure the same ratios, run C every ratio
 * 1.3× higher (a run offset, as a loaded machine or another preset gives). Four ratios (fastlib
 * and binlib, int·1 encode and decode), three rounds, each round's speedup × (1.02, 0.98, 1.00).
 */
class RunsApartTest {
    private static final double[] NOISE = {1.02, 0.98, 1.0};
    private static final double OFFSET = 1.3;

    @TempDir
    Path tmp;

    private Analysis run(String name, double offset) throws Exception {
        List<JmhRun> rounds = new ArrayList<>();
        for (int r = 0; r < NOISE.length; r++) {
            List<String> results = new ArrayList<>();
            for (String direction : List.of("encode", "decode")) {
                results.add(result("IntBench", direction, 200, "library", "jackson", "fields", "1"));
                results.add(result("IntBench", direction, 200 / (2.0 * offset * NOISE[r]), "library", "fastlib", "fields", "1"));
                results.add(result("IntBench", direction, 200 / (3.0 * offset * NOISE[r]), "library", "binlib", "fields", "1"));
            }
            rounds.add(JmhRun.read(jmhFile(tmp.resolve(name).resolve("round-" + (r + 1) + ".json"), results), r));
        }
        return Analysis.of(rounds, "jackson", ReportFixtures.MATRIX, "noop", SizesTable.empty());
    }

    @Test
    void thePairWithTheOffsetRunCarriesTheComponent() throws Exception {
        Analysis a = run("a", 1);
        Analysis b = run("b", 1);
        Analysis c = run("c", OFFSET);

        // A and B agree exactly: no component between them
        RunToRun.Estimate ab = RunToRun.pairEstimate(a, b);
        assertEquals(4, ab.ratios());
        assertEquals(2, ab.cells());
        assertEquals(0, ab.tau2(), 0);

        // A against C: every d = −ln 1.3, so τ̂² = mean(d² − se_A² − se_C²) / 2
        RunToRun.Estimate ac = RunToRun.pairEstimate(a, c);
        double d2 = Math.pow(Math.log(OFFSET), 2);
        double sum = 0;
        List<ResultRow> rows = a.rows().stream().filter(RunToRun::usable).toList();
        for (ResultRow r : rows) {
            sum += d2 - Math.pow(Welch.se(r), 2) - Math.pow(Welch.se(c.get(r.row(), r.library())), 2);
        }
        assertEquals(4, rows.size());
        assertEquals(sum / rows.size() / 2, ac.tau2(), 1e-12);
        assertTrue(ac.tau() > 0.15 && ac.tau() < Math.log(OFFSET) / Math.sqrt(2), "τ̂ " + ac.tau());
    }

    @Test
    void eachRunHeldOutInTurnShowsTheOneApart() throws Exception {
        List<RunToRun.Coverage> byRun = RunToRun.heldOutByRun(List.of(run("a", 1), run("b", 1), run("c", OFFSET)));
        assertEquals(3, byRun.size());
        // A held out: τ̂ from B and C is large, so both their rerun intervals hold A's 4 ratios
        assertEquals(8, byRun.get(0).checks());
        assertEquals(8, byRun.get(0).insideRerun());
        assertEquals(8, byRun.get(1).insideRerun());
        // C held out: A and B alone give τ̂ = 0 and intervals of a few percent; 1.3× is outside all 8
        assertEquals(8, byRun.get(2).checks());
        assertEquals(0, byRun.get(2).insideRerun());
        assertEquals(0, byRun.get(2).insideWithin());

        // the pooled figure is their sum
        RunToRun.Coverage all = RunToRun.heldOut(List.of(run("a2", 1), run("b2", 1), run("c2", OFFSET)));
        assertEquals(24, all.checks());
        assertEquals(16, all.insideRerun());
    }

    @Test
    void fewerThanThreeRunsHaveNoRunByRunCheck() throws Exception {
        assertTrue(RunToRun.heldOutByRun(List.of(run("a", 1), run("b", OFFSET))).isEmpty());
    }
}

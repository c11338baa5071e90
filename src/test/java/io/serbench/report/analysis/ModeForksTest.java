package io.serbench.report.analysis;

import io.serbench.report.ReportFixtures;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Screen;
import io.serbench.runfolder.ForkResultFields;
import io.serbench.runfolder.SizesTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Mode forks (the engine's extra forks of a bimodal row) count for the row's B/op modes only:
 * the round's counted result and the row's ratio are what the round's own forks gave.
 */
class ModeForksTest {
    private static final RowKey INT_1_DECODE = new RowKey("int", null, 1, "decode");

    @TempDir
    Path tmp;

    /** fastlib at 50 ns/op in each round (jackson at 100): B/op 1,960 in round 1, 1,624 in rounds 2 and 3. */
    private Analysis analysis(boolean marked) throws Exception {
        List<JmhRun> runs = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            List<String> results = new ArrayList<>();
            String jackson = ReportFixtures.result("IntBench", "decode", 100, "library", "jackson", "fields", "1");
            results.add(jackson);
            results.add(fastlib(50, round == 1 ? 1960 : 1624, false));
            results.add(jackson);
            results.add(jackson);
            if (round == 3) {
                // two mode forks at another level, one in each mode
                results.add(fastlib(400, 1624, marked));
                results.add(fastlib(400, 1960, marked));
            }
            Path file = ReportFixtures.jmhFile(tmp.resolve((marked ? "marked" : "plain") + "/round-" + round + ".json"), results);
            runs.add(JmhRun.read(file, round - 1));
        }
        return Analysis.of(runs, "jackson", ReportFixtures.MATRIX, "noop", SizesTable.empty());
    }

    private static String fastlib(double ns, double bytes, boolean modeFork) {
        String r = ReportFixtures.result("IntBench", "decode", ns, "library", "fastlib", "fields", "1");
        return r.substring(0, r.length() - 1) + ", \"secondaryMetrics\": {\"" + ForkResultFields.ALLOC_NORM
                + "\": {\"score\": " + bytes + ", \"scoreUnit\": \"B/op\"}}"
                + (modeFork ? ", \"" + ForkResultFields.MODE_FORK + "\": true" : "") + "}";
    }

    @Test
    void modeForksCountForTheModesOnly() throws Exception {
        Analysis a = analysis(true);
        ResultRow row = a.get(INT_1_DECODE, "fastlib");
        assertPerRound(List.of(2.0, 2.0, 2.0), row, "every round counts its own fork: 100 / 50");
        assertEquals(0, a.noise().counts().remeasured(), "a mode fork is no re-measure");
        Screen s = a.screen(INT_1_DECODE, "fastlib");
        assertTrue(s.bimodal());
        assertEquals(5, s.forks(), "three rounds' forks and two mode forks");
        assertEquals(3, s.lowMode());
        assertEquals(1624, s.lowBytes(), 0);
        assertEquals(1960, s.highBytes(), 0);
    }

    @Test
    void unmarkedLaterForksAreReMeasures() throws Exception {
        // the same results without the mark read as round 3 re-measured twice: the last one counts
        Analysis a = analysis(false);
        ResultRow row = a.get(INT_1_DECODE, "fastlib");
        assertPerRound(List.of(2.0, 2.0, 0.25), row, "round 3 counts its last fork: 100 / 400");
        assertEquals(2, a.noise().counts().remeasured());
        assertEquals(5, a.screen(INT_1_DECODE, "fastlib").forks(), "the B/op modes read the same forks either way");
    }

    private static void assertPerRound(List<Double> expected, ResultRow row, String why) {
        assertEquals(expected.size(), row.perRound().size(), why);
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), row.perRound().get(i), 1e-12, why);
        }
    }
}

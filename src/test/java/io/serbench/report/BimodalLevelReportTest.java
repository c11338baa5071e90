package io.serbench.report;

import io.serbench.measure.LevelModes;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.RowKey;
import io.serbench.report.md.Summary;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.stats.Screen;
import io.serbench.runfolder.ForkResultFields;
import io.serbench.runfolder.SizesTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Rows bimodal by level: a fork whose time per op is off the row's others by the level rule's
 * factor or more, once the whole cell's shift in each round is taken out; hand-made forks.
 */
class BimodalLevelReportTest {
    private static final RowKey INT_1_DECODE = new RowKey("int", null, 1, "decode");

    @TempDir
    Path tmp;

    private final List<String> files = new ArrayList<>();

    /**
     * One cell over three rounds: jackson 100 ns, slowlib 80, otherlib 60; fastlib 50 but 150 in
     * round 2 (same B/op); in round 3, if {@code modeForks}, two mode forks of fastlib, at 50 and
     * 150. {@code cellFactor} multiplies every fork of round 2. The files are listed in {@link #files}.
     */
    private List<JmhRun> runs(String name, double fastlibRound2, double cellFactor, boolean modeForks) throws Exception {
        List<JmhRun> runs = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            double f = round == 2 ? cellFactor : 1;
            List<String> results = new ArrayList<>();
            String jackson = lib("jackson", 100 * f, false);
            results.add(jackson);
            results.add(lib("fastlib", round == 2 ? fastlibRound2 * f : 50, false));
            results.add(jackson);
            results.add(lib("slowlib", 80 * f, false));
            results.add(lib("otherlib", 60 * f, false));
            results.add(jackson);
            if (round == 3 && modeForks) {
                results.add(lib("fastlib", 50, true));
                results.add(lib("fastlib", 150, true));
            }
            Path file = ReportFixtures.jmhFile(tmp.resolve(name + "/round-" + round + ".json"), results);
            files.add(file.toString());
            runs.add(JmhRun.read(file, round - 1));
        }
        return runs;
    }

    private static String lib(String library, double ns, boolean modeFork) {
        String r = ReportFixtures.result("IntBench", "decode", ns, "library", library, "fields", "1");
        return r.substring(0, r.length() - 1) + ", \"secondaryMetrics\": {\"" + ForkResultFields.ALLOC_NORM
                + "\": {\"score\": 1624, \"scoreUnit\": \"B/op\"}}"
                + (modeFork ? ", \"" + ForkResultFields.MODE_FORK + "\": true" : "") + "}";
    }

    private static Analysis analysis(List<JmhRun> runs) {
        return Analysis.of(runs, "jackson", ReportFixtures.MATRIX, "noop", SizesTable.empty());
    }

    @Test
    void aForkAtThreeTimesTheOthersPutsTheRowInTwoLevelModes() throws Exception {
        Analysis a = analysis(runs("slow", 150, 1, true));
        Screen s = a.screen(INT_1_DECODE, "fastlib");
        assertTrue(s.bimodal());
        assertFalse(s.allocBimodal(), "every fork at 1,624 B/op");
        assertEquals(3, s.levels().lowMode(), "rounds 1 and 3 and one mode fork at 50 ns");
        assertEquals(5, s.levels().forks(), "three rounds' forks and two mode forks");
        assertEquals(50, s.levels().lowLevel(), 1e-9);
        assertEquals(150, s.levels().highLevel(), 1e-9);
        assertEquals("outlier round 2, never re-measured: the interval carries it; bimodal by level: 3 of 5 forks "
                + "in the faster mode, 2 in one 3.00× slower", s.text());
        assertTrue(s.needsCare());
        for (String other : List.of("slowlib", "otherlib")) {
            assertFalse(a.screen(INT_1_DECODE, other).bimodal(), other);
        }
        assertTrue(a.get(INT_1_DECODE, "fastlib").note().contains("bimodal by level: 3 of 5 forks"));
    }

    @Test
    void aRoundInWhichTheWholeCellRanSlowIsNoLevelMode() throws Exception {
        // every row, jackson included, 1.9x slower in round 2: fastlib's step there is the machine's
        Analysis a = analysis(runs("cell", 50, 1.9, false));
        Screen s = a.screen(INT_1_DECODE, "fastlib");
        assertFalse(s.levels().bimodal(), "50, 95 / 1.9 = 50 and 50: 1.9x apart in the raw levels, all of it the cell's");
        assertTrue(LevelModes.of(new double[]{50, 95, 50}).bimodal(), "unshifted, round 2 would be a second mode");
        assertEquals(Screen.CLEAR, s, "nothing to say: no outlier round either, the ratios are 2, 2 and 2");
        assertFalse(a.screen(INT_1_DECODE, "slowlib").bimodal());
    }

    @Test
    void theSummaryCountsAndListsRowsBimodalByLevel() throws Exception {
        runs("summary", 150, 1, true);
        List<String> args = new ArrayList<>(files);
        args.addAll(List.of("--out", tmp.resolve("out").toString()));
        ReportFixtures.Run run = ReportFixtures.report(args.toArray(String[]::new));
        assertEquals(0, run.exit(), run.err());
        String summary = Files.readString(tmp.resolve("out").resolve(Summary.FILE_NAME));
        assertTrue(summary.contains("**Bimodal rows** (forks in two modes, compiled differently): 1 (by B/op 0, by level 1)."),
                summary);
        assertEquals(1, ReportFixtures.count(summary, "bimodal by level: 3 of 5 forks in the faster mode, 2 in one 3.00× slower |"),
                summary);
    }
}

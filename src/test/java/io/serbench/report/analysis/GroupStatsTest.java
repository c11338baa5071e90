package io.serbench.report.analysis;

import io.serbench.hostile.HostileTable;
import io.serbench.report.ReportFixtures;
import io.serbench.report.ReportProfileTest;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.md.Overview;
import io.serbench.report.stats.GeoMean;
import io.serbench.report.stats.Stats;
import io.serbench.runfolder.SizesTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Group statistics are computed per round and get a row's kind of interval: hand-made rounds,
 * the expected numbers worked out here from the per-round speedups.
 */
class GroupStatsTest {
    @TempDir
    Path tmp;

    /** Student's t, 0.975 quantile, 2 degrees of freedom. */
    private static final double T2 = 4.302652729911275;

    private static final String INT = "IntBench";
    private static final String STR = "StringBench";

    /** jackson at 100 ns in every cell and round; speedups[lib][cell][round] for the rest. */
    private Analysis analysis(String name, Map<String, double[][]> speedups, double[] brackets) throws Exception {
        List<JmhRun> runs = new ArrayList<>();
        int rounds = speedups.values().iterator().next()[0].length;
        for (int r = 0; r < rounds; r++) {
            List<String> results = new ArrayList<>();
            String[] cells = {INT, STR};
            for (int c = 0; c < cells.length; c++) {
                for (double b : brackets) {
                    results.add(result(cells[c], "encode", b, "library", "jackson", "fields", "10"));
                }
                for (Map.Entry<String, double[][]> e : speedups.entrySet()) {
                    results.add(result(cells[c], "encode", 100 / e.getValue()[c][r], "library", e.getKey(), "fields", "10"));
                }
            }
            Path f = jmhFile(tmp.resolve(name).resolve("round-" + (r + 1) + ".json"), results);
            runs.add(JmhRun.read(f, r));
        }
        return Analysis.of(runs, "jackson", ReportProfileTest.MATRIX, "noop", SizesTable.empty());
    }

    private static RowKey cell(Analysis a, String cls) {
        return a.cells().keySet().stream().filter(k -> k.scenario().equals(cls.equals(INT) ? "int" : "string"))
                .findFirst().orElseThrow();
    }

    private static double mean(double... v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    private static double sd(double... v) {
        double m = mean(v);
        double s = 0;
        for (double x : v) {
            s += (x - m) * (x - m);
        }
        return Math.sqrt(s / (v.length - 1));
    }

    @Test
    void aRatioOfTwoLibrariesIsComputedPerRoundWithTheRowsInterval() throws Exception {
        Analysis a = analysis("ratio", Map.of(
                "jsonA", new double[][]{{2.0, 2.4, 2.2}, {3, 3, 3}},
                "jsonB", new double[][]{{1.0, 1.5, 1.2}, {1, 1, 1}}), new double[]{100});
        GroupStats g = new GroupStats(a);
        RowKey k = cell(a, INT);
        GroupStats.Contrast ratio = GroupStats.Contrast.mean(List.of(a.get(k, "jsonA")))
                .over(GroupStats.Contrast.mean(List.of(a.get(k, "jsonB"))));
        double[] z = {Math.log(2.0 / 1.0), Math.log(2.4 / 1.5), Math.log(2.2 / 1.2)};
        Map<Integer, Double> perRound = g.perRound(ratio);
        for (int r = 0; r < 3; r++) {
            assertEquals(z[r], perRound.get(r), 1e-12, "round " + r);
        }
        // one statistic of its kind: no prior (fewer than 3), so its own s² with t at n - 1 = 2, as a lone row
        GeoMean m = g.fit(List.of(ratio)).of(ratio);
        double half = T2 * sd(z) / Math.sqrt(3);
        assertEquals(Math.exp(mean(z)), m.value(), 1e-12);
        assertEquals(Math.exp(mean(z) - half), m.low(), 1e-9);
        assertEquals(Math.exp(mean(z) + half), m.high(), 1e-9);
        // the old [low ÷ high, high ÷ low] of the rows' own intervals would be wider
        ResultRow ra = a.get(k, "jsonA");
        ResultRow rb = a.get(k, "jsonB");
        assertTrue(ra.ciLow() / rb.ciHigh() < m.low() && ra.ciHigh() / rb.ciLow() > m.high(),
                ra.ciLow() / rb.ciHigh() + " " + m.low());
    }

    @Test
    void aGeometricMeanOverCellsMovesWithItsRoundsAndIsModeratedOverItsFamily() throws Exception {
        // jsonA fast in round 1 in one cell and slow in the other: the rounds' means cancel it
        Map<String, double[][]> s = Map.of(
                "jsonA", new double[][]{{2.0, 1.6, 1.8}, {1.5, 1.9, 1.7}},
                "jsonB", new double[][]{{1.1, 1.0, 0.95}, {1.2, 1.0, 1.1}},
                "bin", new double[][]{{4.0, 5.0, 6.0}, {2.0, 2.2, 2.1}},
                "proto", new double[][]{{8.0, 7.0, 9.0}, {3.0, 3.3, 3.1}});
        Analysis a = analysis("family", s, new double[]{100});
        GroupStats g = new GroupStats(a);
        List<GroupStats.Contrast> family = new ArrayList<>();
        List<double[]> zs = new ArrayList<>();
        for (String lib : List.of("jsonA", "jsonB", "bin", "proto")) {
            family.add(GroupStats.Contrast.mean(List.of(a.get(cell(a, INT), lib), a.get(cell(a, STR), lib))));
            double[] z = new double[3];
            for (int r = 0; r < 3; r++) {
                z[r] = (Math.log(s.get(lib)[0][r]) + Math.log(s.get(lib)[1][r])) / 2;
            }
            zs.add(z);
        }
        GroupStats.Fitted fitted = g.fit(family);
        double[] s2 = new double[4];
        double[] d = {2, 2, 2, 2};
        for (int i = 0; i < 4; i++) {
            s2[i] = sd(zs.get(i)) * sd(zs.get(i));
        }
        Stats.Prior prior = Stats.fitPrior(s2, d);
        assertEquals(prior.s0sq(), fitted.prior().s0sq(), 1e-15);
        assertEquals(prior.d0(), fitted.prior().d0(), 1e-9);
        for (int i = 0; i < 4; i++) {
            double[] z = zs.get(i);
            double mod = prior.moderate(s2[i], 2);
            double half = Stats.t975(prior.df(2)) * Math.sqrt(mod / 3);
            GeoMean m = fitted.of(family.get(i));
            assertEquals(Math.exp(mean(z)), m.value(), 1e-12);
            assertEquals(Math.exp(mean(z) - half), m.low(), 1e-9);
            assertEquals(Math.exp(mean(z) + half), m.high(), 1e-9);
            assertEquals(2, m.count());
        }
        // jsonA: per round √(2·1.5), √(1.6·1.9), √(1.8·1.7): 1.73, 1.74, 1.75, far steadier than either cell
        assertEquals(Math.sqrt(2.0 * 1.5), Math.exp(g.perRound(family.get(0)).get(0)), 1e-12);
    }

    @Test
    void oneRoundPropagatesTheBaselineSpreadThroughTheWeights() throws Exception {
        double[] brackets = {100, 110, 90};
        Analysis a = analysis("one", Map.of(
                "jsonA", new double[][]{{2.0}, {3.0}},
                "jsonB", new double[][]{{1.0}, {1.5}}), brackets);
        GroupStats g = new GroupStats(a);
        RowKey k = cell(a, INT);
        double[] logs = {Math.log(100), Math.log(110), Math.log(90)};
        double sb2 = sd(logs) * sd(logs); // the same spread in both cells: the fork prior is all alike
        double base = Math.exp(mean(logs));
        // jsonA ÷ jsonB in one cell: the baseline cancels, each library fork counts once
        GroupStats.Contrast ratio = GroupStats.Contrast.mean(List.of(a.get(k, "jsonA")))
                .over(GroupStats.Contrast.mean(List.of(a.get(k, "jsonB"))));
        Stats.Prior forks = a.forkPrior();
        double s2 = forks.moderate(sb2, 2);
        GeoMean r = g.fit(List.of(ratio)).of(ratio);
        double half = Stats.t975(forks.df(2)) * Math.sqrt(s2 * 2);
        assertEquals(2.0, r.value(), 1e-9);
        assertEquals(2.0 * Math.exp(-half), r.low(), 1e-9);
        assertEquals(2.0 * Math.exp(half), r.high(), 1e-9);
        // jsonA over both cells: each cell adds its fork and its baseline (3 brackets), both at weight 1/2
        GroupStats.Contrast both = GroupStats.Contrast.mean(List.of(a.get(k, "jsonA"), a.get(cell(a, STR), "jsonA")));
        GeoMean m = g.fit(List.of(both)).of(both);
        double var = 2 * s2 * (0.25 + 0.25 / 3);
        double centre = (Math.log(base / (100 / 2.0)) + Math.log(base / (100 / 3.0))) / 2;
        assertEquals(Math.exp(centre), m.value(), 1e-9);
        assertEquals(Math.exp(centre - Stats.t975(forks.df(2)) * Math.sqrt(var)), m.low(), 1e-9);
    }

    @Test
    void theOneScreenLinesUseTheSameRule() throws Exception {
        // jackson-plain 1.1× in both cells, moving with the round: measurable per round
        Map<String, double[][]> s = Map.of(
                "jackson-plain", new double[][]{{1.15, 1.05, 1.10}, {1.05, 1.15, 1.10}},
                "jsonA", new double[][]{{2.0, 1.6, 1.8}, {1.5, 1.9, 1.7}},
                "jsonB", new double[][]{{1.1, 1.0, 0.95}, {1.2, 1.0, 1.1}},
                "bin", new double[][]{{4.0, 5.0, 6.0}, {2.0, 2.2, 2.1}});
        Analysis a = analysis("screen", s, new double[]{100});
        Profile p = Profile.of(a, HostileTable.parse("library,hardening,input,outcome,word\n"));
        String switches = Overview.lines(a, p).get(3);
        GeoMean plain = p.get("jackson-plain").all();
        // per round: √(1.15·1.05), √(1.05·1.15), 1.10: the rounds agree, so the interval is narrow
        assertEquals(Math.pow(1.15 * 1.05 * 1.05 * 1.15 * 1.10 * 1.10, 1.0 / 6), plain.value(), 1e-12);
        assertTrue(plain.low() > 1, plain.low() + " (per cell the rows' intervals contain 1)");
        assertTrue(a.get(cell(a, INT), "jackson-plain").noDifference(), "a single cell is not measurable");
        assertTrue(switches.contains("`jackson-plain` " + Fmt.speedup(plain.value()) + " "
                + Fmt.interval(plain.low(), plain.high())), switches);
        assertFalse(switches.contains("`jackson-plain` ≈"), switches);
    }
}

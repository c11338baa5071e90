package io.serbench.report;

import io.serbench.report.analysis.Analysis;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.NoiseFloor;
import io.serbench.report.stats.Stats;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static io.serbench.report.ReportFixtures.copy;
import static io.serbench.report.ReportFixtures.copyAs;
import static io.serbench.report.ReportFixtures.copyRounds;
import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.list;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.report;
import static io.serbench.report.ReportFixtures.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Round files as the engine writes them: repeated results (brackets, re-runs, re-measures),
 * shards, and what the summary says about them. Fixtures are hand-made JMH JSON with rawData.
 */
class ReportRoundsTest {
    private static final String INT_DECODE = "io.serbench.bench.IntBench.decode";
    private static final String INT_ENCODE = "io.serbench.bench.IntBench.encode";

    @TempDir
    Path tmp;

    /**
     * rules.json, one round. Cell int·1·decode in execution order: jackson 100, fastlib
     * 300/200/130 (first iteration 1.8x the later ones: not steady), binlib 80, jackson 125,
     * extra 300/200/130 (its only result: never steady), fastlib 50 (the re-run), jackson 80,
     * binlib 90 (a later steady result: the re-measure), noop. Cell int·5·decode: jackson 200,
     * fastlib 100, jackson 800 (4x its sibling brackets: disturbed), jackson 220, jackson 180.
     */
    @Test
    void lastSteadyResultCountsAndBracketsAreAveragedGeometrically() throws Exception {
        Path in = copy(tmp.resolve("rules"), "rules.json");
        ReportFixtures.Run run = report(in.resolve("rules.json").toString());
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(in.resolve("results.csv"));

        // baseline = geometric mean of the brackets: (100 x 125 x 80)^(1/3) = 10^6^(1/3) = 100
        CSVRecord jackson = row(rows, INT_DECODE, "jackson", "1");
        assertEquals(100.0, num(jackson, "ns_op"), 1e-9);
        assertEquals("", jackson.get("ns_op_error"), "three brackets: no single JMH error");
        assertTrue(jackson.get("note").contains("geometric mean of its brackets"), jackson.get("note"));

        // the re-run counts (50), not the unsteady first fork (210)
        CSVRecord fast = row(rows, INT_DECODE, "fastlib", "1");
        assertEquals(2.0, num(fast, "speedup"), 1e-9);
        assertEquals(50.0, num(fast, "ns_op"), 1e-9);
        assertEquals("1", fast.get("rounds"));
        // one round: brackets ln(100, 125, 80) have s_b² = 0.0497930 on 2 df; only two cells have a
        // spread, too few for a prior, so ν = 2 and var(y) = s_b² (1 + 1/3) = 0.0663907:
        // half = 4.302653 x 0.257664 = 1.108639, interval 2 x e^(±1.108639) = [0.660016, 6.060461]
        assertEquals(0.660016, num(fast, "ci_low"), 1e-5);
        assertEquals(6.060461, num(fast, "ci_high"), 1e-4);
        assertEquals(2.0, num(fast, "ci_df"), 1e-9);
        assertEquals("true", fast.get("no_difference"), "two forks cannot tell 2x from noise of this size");
        assertTrue(fast.get("note").contains("one round: interval from the spread of jackson's forks"), fast.get("note"));

        // the later steady result (90) counts, not the earlier one (80)
        CSVRecord bin = row(rows, INT_DECODE, "binlib", "1");
        assertEquals(100.0 / 90, num(bin, "speedup"), 1e-5);
        assertEquals(90.0, num(bin, "ns_op"), 1e-9);

        // never steady: the last result counts, and the row says so; it stands for the median of
        // its iterations 300/200/130 (200), not JMH's mean (210)
        CSVRecord extra = row(rows, INT_DECODE, "extra", "1");
        assertEquals(100.0 / 200, num(extra, "speedup"), 1e-5);
        assertEquals(200.0, num(extra, "ns_op"), 1e-9);
        assertTrue(extra.get("note").contains("not steady in round 1"), extra.get("note"));
        assertFalse(fast.get("note").contains("not steady"), fast.get("note"));

        // the disturbed bracket (800) is left out: (200 x 220 x 180)^(1/3) = 199.3311
        assertEquals(199.3311, num(row(rows, INT_DECODE, "jackson", "5"), "ns_op"), 1e-3);
        assertEquals(199.3311 / 100, num(row(rows, INT_DECODE, "fastlib", "5"), "speedup"), 1e-5);

        String summary = Files.readString(in.resolve("SUMMARY.md"));
        assertTrue(summary.contains("**Forks set aside:** 1 re-run for steady state (still warming), 1 re-measured after "
                + "a disturbance, 1 disturbed jackson bracket(s) left out, 1 never steady"), summary);
        assertTrue(summary.contains("**Interval coverage: cannot be measured** with 1 round"), summary);
        // bracket pairs |ln(a/b)|: 0.22314, 0.22314, 0.44629 (int·1) and 0.09531, 0.10536, 0.20067 (int·5);
        // median (0.20067 + 0.22314)/2 = 0.21191 -> √(11/9 · 5/4) = 23.6%; 90th percentile 0.22314 + 0.5 x 0.22314
        // = 0.33471 -> 1.25^1.5 = 39.8%
        NoiseFloor.Brackets brackets = ReportFixtures.analysis(ReportFixtures.MATRIX, in.resolve("rules.json")).noise().brackets();
        assertEquals(6, brackets.pairs());
        assertEquals(100 * (Math.sqrt(11.0 / 9 * 5 / 4) - 1), brackets.medianPct(), 1e-9);
        assertEquals(100 * (Math.pow(1.25, 1.5) - 1), brackets.p90Pct(), 1e-9);
        assertTrue(summary.contains("jackson vs jackson (two bracket forks of one cell in one round) differ by a median of "), summary);
        // the summary says how coverage is found, near the top
        assertTrue(summary.indexOf("Interval coverage") < summary.indexOf("## Environment"));
    }

    /**
     * slow-N.json, three rounds. int·1·decode: brackets 100, 100 in rounds 1 and 2, 100 and 400 in
     * round 3 (400 is far outside the other rounds' baseline: left out); fastlib 50 every round.
     * int·5·decode: brackets 100, 100 in rounds 1 and 2; in round 3 both brackets are 400 and
     * fastlib 200: the whole cell was slow, so nothing is left out and the round still pairs.
     */
    @Test
    void disturbedBracketsAreLeftOutUnlessTheWholeCellWasSlow() throws IOException {
        Path dir = tmp.resolve("slow");
        String[] rounds = copyRounds(dir, "slow", 3);
        // slow-1 and slow-2 hold the same timings; as byte-identical files they would be one file given
        // twice, so round 2 records another warmup time (no figure depends on it)
        Path second = Path.of(rounds[1]);
        Files.writeString(second, Files.readString(second).replace("\"warmupTime\": \"500 ms\"", "\"warmupTime\": \"501 ms\""));
        ReportFixtures.Run run = report(rounds);
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(dir.resolve("results.csv"));
        // with 400 kept, round 3's baseline would be (100 x 400)^(1/2) = 200 and its ratio 4
        CSVRecord one = row(rows, INT_DECODE, "fastlib", "1");
        assertEquals("3", one.get("rounds"));
        assertEquals(2.0, num(one, "speedup"), 1e-9);
        CSVRecord five = row(rows, INT_DECODE, "fastlib", "5");
        assertEquals("3", five.get("rounds"), "the slow round keeps its baseline");
        assertEquals(2.0, num(five, "speedup"), 1e-9);
        assertEquals(100.0, num(row(rows, INT_DECODE, "jackson", "5"), "ns_op"), 1e-9, "median of 100, 100, 400");
        String summary = Files.readString(dir.resolve("SUMMARY.md"));
        assertTrue(summary.contains("0 re-run for steady state (still warming), 0 re-measured after a disturbance, "
                + "1 disturbed jackson bracket(s) left out"), summary);
    }

    /**
     * aa-N.json, three rounds of one encode cell: jackson brackets (100, 110, 90), (120, 100, 110),
     * (90, 100, 95); jsoniter 50, 60, 45; jsoniter-strict 52, 55, 47.
     */
    @Test
    void threeRoundsGiveModeratedIntervalsCoverageAndNoiseFloor() throws Exception {
        Path dir = tmp.resolve("aa");
        String[] rounds = copyRounds(dir, "aa", 3);
        ReportFixtures.Run run = report(rounds);
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(dir.resolve("results.csv"));

        // baselines: 99.66555, 109.69613, 94.91220 (geometric means of the brackets)
        // jsoniter y = ln(99.66555/50, 109.69613/60, 94.91220/45) = (0.689797, 0.603370, 0.746290)
        // m = 0.679819 -> 1.973520; s² = 0.00518122 on 2 df; two rows only, no prior: ν = 2
        // half = 4.302653 x sqrt(0.00518122/3) = 0.178810 -> [1.650385, 2.359922]
        CSVRecord j = row(rows, INT_ENCODE, "jsoniter", "1");
        assertEquals(1.973520, num(j, "speedup"), 1e-5);
        assertEquals(1.650385, num(j, "ci_low"), 1e-5);
        assertEquals(2.359922, num(j, "ci_high"), 1e-5);
        assertEquals(2.0, num(j, "ci_df"), 1e-9);
        assertEquals("3", j.get("rounds"));
        assertEquals("", j.get("ns_op_error"));
        // jsoniter-strict y = (0.650576, 0.690381, 0.702805): 1.976354 [1.846841, 2.114951]
        CSVRecord s = row(rows, INT_ENCODE, "jsoniter-strict", "1");
        assertEquals(1.976354, num(s, "speedup"), 1e-5);
        assertEquals(1.846841, num(s, "ci_low"), 1e-5);
        assertEquals(2.114951, num(s, "ci_high"), 1e-5);

        String summary = Files.readString(dir.resolve("SUMMARY.md"));
        Analysis.Noise noise = ReportFixtures.analysis(ReportFixtures.MATRIX, rounds).noise();
        // leave-one-round-out, d = 1, t = 12.706205: every deviation (largest 0.1147) is inside
        // its half-width (smallest 0.1367): 6 of 6
        assertEquals(6, noise.coverage().checks());
        assertEquals(6, noise.coverage().inside());
        assertEquals(Map.of("jsoniter", List.of(3, 3), "jsoniter-strict", List.of(3, 3)), perLibrary(noise.coverage()));
        assertTrue(summary.contains("**Interval coverage: "), summary);
        assertTrue(summary.contains("each of the 3 rounds in turn was held out"), summary);
        assertTrue(summary.contains("6 of 6 held-out per-round ratios fell inside"), summary);
        // bracket pairs, as ratios: 1.10, 1.11, 1.22; 1.20, 1.09, 1.10; 1.11, 1.06, 1.05:
        // median 1.1 = 10.0%; 90th percentile between ln 1.2 and ln 1.2222 at 0.2: e^0.185990 - 1 = 20.4%
        assertEquals(9, noise.brackets().pairs());
        assertEquals(10.0, noise.brackets().medianPct(), 1e-9);
        assertEquals(100 * (Math.pow(1.2, 0.8) * Math.pow(11.0 / 9, 0.2) - 1), noise.brackets().p90Pct(), 1e-9);
        assertTrue(summary.contains("differ by a median of "), summary);
        // A/A: y = ln(52/50, 55/60, 47/45) = (0.039221, -0.087011, 0.043485), m = -0.001435 -> 0.998566,
        // s² = 0.00549701, half = 4.302653 x 0.0428058 = 0.184179 -> [0.830594, 1.200506]
        List<NoiseFloor.Pair> pairs = noise.pairs();
        assertEquals(1, pairs.size());
        NoiseFloor.Pair aa = pairs.get(0);
        assertEquals("jsoniter", aa.first());
        assertEquals("jsoniter-strict", aa.second());
        assertEquals(3, aa.rounds());
        assertEquals(0.998566, aa.interval().ratio(), 1e-5);
        assertEquals(0.830594, aa.interval().low(), 1e-5);
        assertEquals(1.200506, aa.interval().high(), 1e-5);
        assertTrue(summary.contains("| int | 1 | jsoniter / jsoniter-strict | "), summary);
        assertTrue(summary.contains("% apart over 1 cell; 1 of 1 of their 95% intervals contain 1.0"), summary);
        // one-round check: from each round alone (s_b² = 0.0100756, 0.0083160, 0.0027759 on 2 df),
        // half = 4.302653 x sqrt(s_b² x 8/3) = 0.7053, 0.6407, 0.3702 against deviations of at most 0.1429
        assertEquals(12, noise.oneRound().checks());
        assertEquals(12, noise.oneRound().inside());
        assertTrue(summary.contains("it held the same row's ratio in another round in 12 of 12 checks ("), summary);
        assertTrue(summary.contains("| jsoniter | 3 | 3 | "), summary);
        assertFalse(summary.contains("median of 3 rounds"));
        assertFalse(summary.contains("bootstrap"));
    }

    /**
     * brackets-one-round.json: four cells with three brackets each, so the fork prior is fitted:
     * spreads 0.0100756, 0.00040012, 0.0251391, 0.00234467 (2 df each) give d0 = 2.014839 and
     * s0² = 0.00394489 (the derivation is in ReportStatsTest.priorFittedByMomentsOfLogVariances).
     */
    /** Checks and inside per library, as lists for a readable comparison. */
    private static Map<String, List<Integer>> perLibrary(Intervals.Coverage c) {
        Map<String, List<Integer>> out = new TreeMap<>();
        c.byLibrary().forEach((lib, v) -> out.put(lib, List.of(v[0], v[1])));
        return out;
    }

    @Test
    void oneRoundIntervalBorrowsTheBracketSpreadOfOtherCells() throws Exception {
        Path in = copy(tmp.resolve("one"), "brackets-one-round.json");
        ReportFixtures.Run run = report(in.resolve("brackets-one-round.json").toString());
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(in.resolve("results.csv"));
        // int·1·encode: brackets 100, 110, 90 -> baseline 99.66555; fastlib 50 -> 1.993311.
        // s̃² = (2.014839 x 0.00394489 + 2 x 0.0100756) / 4.014839 = 0.00699891, ν = 4.014839,
        // t = 2.772403; half = 2.772403 x sqrt(0.00699891 x 4/3) = 0.267819 -> [1.524975, 2.605477]
        CSVRecord one = row(rows, INT_ENCODE, "fastlib", "1");
        assertEquals(1.993311, num(one, "speedup"), 1e-5);
        assertEquals(1.524975, num(one, "ci_low"), 1e-5);
        assertEquals(2.605477, num(one, "ci_high"), 1e-5);
        assertEquals(4.01484, num(one, "ci_df"), 1e-5);
        // int·10·encode: the noisiest cell keeps more of its own spread: s̃² = 0.0145028 -> [1.382489, 2.988990]
        CSVRecord ten = row(rows, INT_ENCODE, "fastlib", "10");
        assertEquals(1.382489, num(ten, "ci_low"), 1e-5);
        assertEquals(2.988990, num(ten, "ci_high"), 1e-5);
        // the fork prior of the class comment: s0 = √0.00394489 = 0.063, d0 = 2.0
        Stats.Prior forks = ReportFixtures.analysis(ReportFixtures.MATRIX, in.resolve("brackets-one-round.json")).noise().forks();
        assertEquals(0.00394489, forks.s0sq(), 1e-8);
        assertEquals(2.014839, forks.d0(), 1e-5);
        assertEquals(4, forks.rows());
        String summary = Files.readString(in.resolve("SUMMARY.md"));
        assertTrue(summary.contains(" on the log scale, d0 = "), summary);
        assertTrue(summary.contains(", fitted over 4 (cell, round)s"), summary);
        assertTrue(summary.contains("**Interval coverage: cannot be measured** with 1 round"), summary);
    }

    @Test
    void shardFoldersMergeIntoRounds() throws IOException {
        Path a = tmp.resolve("shard-a");
        Path b = tmp.resolve("shard-b");
        copyAs(a, "round-1.json", "round-1.json");
        copyAs(a, "round-2.json", "round-2.json");
        copyAs(b, "shard-string.json", "round-1.json");
        // a second round of shard b with other timings (identical bytes would be the same file twice)
        Path b2 = copyAs(b, "shard-string.json", "round-2.json");
        Files.writeString(b2, Files.readString(b2).replace("500.0", "550.0"));
        Path out = tmp.resolve("merged");
        ReportFixtures.Run run = report(a.resolve("round-1.json").toString(), b.resolve("round-1.json").toString(),
                a.resolve("round-2.json").toString(), b.resolve("round-2.json").toString(), "--out", out.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("2 round(s) from 4 file(s)"), run.out());
        List<CSVRecord> rows = csv(out.resolve("results.csv"));
        // both shards' cells have both rounds
        assertEquals("2", row(rows, "io.serbench.bench.StringBench.encode", "fastlib", "5").get("rounds"));
        assertEquals("2", row(rows, INT_DECODE, "fastlib", "1").get("rounds"));
        // round 1 pairs 200/100, round 2 220/100: geometric mean sqrt(2.0 x 2.2) = 2.097618
        assertEquals(Math.sqrt(2.0 * 2.2), num(row(rows, INT_DECODE, "fastlib", "1"), "speedup"), 1e-5);
        String summary = Files.readString(out.resolve("SUMMARY.md"));
        assertTrue(summary.contains("round 1: `shard-a/round-1.json`, round 1: `shard-b/round-1.json`"), summary);
        assertTrue(summary.contains("| rounds | 2 round(s) from 4 file(s)"), summary);
        assertTrue(summary.contains("**Interval coverage: cannot be measured** with 2 rounds"), summary);
        assertFalse(summary.contains(tmp.toString()), "no machine paths in the summary");
    }

    @Test
    void overlappingShardsAreRejected() throws IOException {
        Path a = copyAs(tmp.resolve("a"), "round-1.json", "round-1.json");
        // another run's round 1: the same cells, other timings
        Path c = copyAs(tmp.resolve("c"), "round-2.json", "round-1.json");
        ReportFixtures.Run run = report(a.toString(), c.toString());
        assertNotEquals(0, run.exit());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("both hold io.serbench.bench.IntBench.decode"), run.err());
        assertTrue(run.err().contains("merge into one round"), run.err());
        assertEquals(Set.of("round-1.json"), list(tmp.resolve("a")), "nothing written");

        ReportFixtures.Run twice = report(a.toString(), a.toString());
        assertNotEquals(0, twice.exit());
        assertTrue(twice.err().contains("is given twice"), twice.err());
    }

    @Test
    void reportIsReproducible() throws IOException {
        Path a = copy(tmp.resolve("ra"), "rules.json");
        Path b = copy(tmp.resolve("rb"), "rules.json");
        assertEquals(0, report(a.resolve("rules.json").toString()).exit());
        assertEquals(0, report(b.resolve("rules.json").toString()).exit());
        assertEquals(Files.readString(a.resolve("results.csv")), Files.readString(b.resolve("results.csv")));
        assertEquals(Files.readString(a.resolve("SUMMARY.md")), Files.readString(b.resolve("SUMMARY.md")));
    }
}

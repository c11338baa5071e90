package io.serbench.report.analysis;

import io.serbench.report.data.RowKey;
import io.serbench.report.stats.GeoMean;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Group figures of a consensus on hand-made runs: three runs move the whole int-encode cell
 * together by e^{+0.1}, e^{−0.1}, 1 (a baseline that ran fast or slow that day), so both libraries
 * there share every between-run move; each observation has se² = 1e-4 on 1 degree of freedom from
 * 2 rounds, and a reader's rerun has 3 rounds.
 */
class PooledAnalysisTest {
    private static final RowKey ENCODE = new RowKey("int", null, 10, "encode");
    private static final double SE2 = 1e-4;
    private static final int READER_ROUNDS = 3;
    private static final double[] SHIFT = {0.1, -0.1, 0};

    private static List<Consensus.Obs> sharedMoves(double thirdRunOfA) {
        List<Consensus.Obs> out = new ArrayList<>();
        for (int j = 0; j < 3; j++) {
            double a = j == 2 ? thirdRunOfA : Math.log(2) + SHIFT[j];
            out.add(new Consensus.Obs("r" + j, ENCODE, "a", a, SE2, 1, 2));
            out.add(new Consensus.Obs("r" + j, ENCODE, "b", Math.log(3) + SHIFT[j], SE2, 1, 2));
        }
        return out;
    }

    private static PooledAnalysis.Source source(List<Consensus.Obs> obs) {
        return new PooledAnalysis.Source(Consensus.fit(obs), obs, READER_ROUNDS);
    }

    private static GroupStats.Contrast one(String lib) {
        return new GroupStats.Contrast(List.of(new GroupStats.Term(ENCODE, lib, 1)), 1);
    }

    @Test
    void aOneRowGroupCarriesTheRowsRerunInterval() {
        PooledAnalysis.Source s = source(sharedMoves(Math.log(2)));
        Intervals.Interval row = s.consensus().get(ENCODE, "a").prediction(READER_ROUNDS);
        GeoMean group = s.of(one("a"), "jackson");
        assertEquals(row.ratio(), group.value(), 1e-12);
        assertEquals(row.low(), group.low(), 1e-12);
        assertEquals(row.high(), group.high(), 1e-12);
    }

    @Test
    void aRatioOfTwoLibrariesInOneCellCancelsTheMoveTheyShare() {
        PooledAnalysis.Source s = source(sharedMoves(Math.log(2)));
        // every deviation of a equals b's: the cell-shared share is 1
        assertEquals(1.0, s.cellCorrelation(), 1e-9);
        GroupStats.Contrast aOverB = one("a").over(one("b"));
        GeoMean ratio = s.of(aOverB, "jackson");
        assertEquals(2.0 / 3.0, ratio.value(), 1e-9);
        // left: the rerun's own error only. σ² = se² × 2 rounds = 2e-4 per row, over 3 rounds, two rows:
        // var = 2 × 2e-4 / 3; each row's within-run df is 1 + 1 + 1 = 3, so Welch gives (2v)² / (2 v² / 3) = 6
        double half = Stats.t975(6) * Math.sqrt(2 * 2e-4 / 3);
        assertEquals(2.0 / 3.0 * Math.exp(-half), ratio.low(), 1e-9);
        assertEquals(2.0 / 3.0 * Math.exp(half), ratio.high(), 1e-9);
        // while each row alone carries the day-to-day move of ±10%
        Intervals.Interval row = s.consensus().get(ENCODE, "a").prediction(READER_ROUNDS);
        assertTrue(row.half() > 5 * half, "row ±" + row.half() + " vs ratio ±" + half);
    }

    @Test
    void everyRunMustAgreeForAStatementAboutEveryRun() {
        PooledAnalysis.Source agree = source(sharedMoves(Math.log(2)));
        GeoMean a = agree.of(one("a"), "jackson");
        assertTrue(agree.holdsInEveryRun(one("a"), "jackson", a.value()));
        // the third run measured a at 0.9×: the pooled a is still above 1, but not in every run
        PooledAnalysis.Source split = source(sharedMoves(Math.log(0.9)));
        GeoMean pooled = split.of(one("a"), "jackson");
        assertTrue(pooled.value() > 1, "pooled " + pooled.value());
        assertFalse(split.holdsInEveryRun(one("a"), "jackson", pooled.value()));
        // a row nobody pooled says nothing
        GroupStats.Contrast missing = new GroupStats.Contrast(List.of(new GroupStats.Term(ENCODE, "absent", 1)), 1);
        assertFalse(agree.holdsInEveryRun(missing, "jackson", 2.0));
    }

    @Test
    void aPartialRunIsJudgedByTheRowsItMeasured() {
        // a fourth run re-measured only b, at 1.8× where the others have 3× and a 2×: b ÷ a flips in it
        List<Consensus.Obs> obs = new ArrayList<>(sharedMoves(Math.log(2)));
        PooledAnalysis.Source three = source(obs);
        GroupStats.Contrast bOverA = one("b").over(one("a"));
        assertTrue(three.holdsInEveryRun(bOverA, "jackson", three.of(bOverA, "jackson").value()));
        obs.add(new Consensus.Obs("r3", ENCODE, "b", Math.log(1.8), SE2, 1, 2));
        PooledAnalysis.Source four = source(obs);
        GeoMean pooled = four.of(bOverA, "jackson");
        // pooled b ÷ a stays above 1; the fourth run measured no a, so it cannot judge b ÷ a and is not asked
        assertTrue(pooled.value() > 1, "pooled " + pooled.value());
        assertTrue(four.holdsInEveryRun(bOverA, "jackson", pooled.value()));
        // a fifth run measured both, b below a: its own interval puts b ÷ a under 1
        obs.add(new Consensus.Obs("r5", ENCODE, "a", Math.log(2), SE2, 1, 2));
        obs.add(new Consensus.Obs("r5", ENCODE, "b", Math.log(1.8), SE2, 1, 2));
        PooledAnalysis.Source five = source(obs);
        assertFalse(five.holdsInEveryRun(bOverA, "jackson", five.of(bOverA, "jackson").value()));
        obs.remove(obs.size() - 1);
        obs.remove(obs.size() - 1);
        // a run that measured neither row is not asked
        obs.add(new Consensus.Obs("r4", ENCODE, "c", Math.log(5), SE2, 1, 2));
        obs.remove(obs.size() - 2);
        assertTrue(source(obs).holdsInEveryRun(bOverA, "jackson", source(obs).of(bOverA, "jackson").value()));
    }

    @Test
    void aRunsOwnIntervalOverTheLibrariesItMeasuredDecidesWhetherItAgrees() {
        // group (a, b) over the baseline; run r0 has a at 1.05× and b at 1.15×; run r1 has a only, at 1.3×
        RowKey cell = ENCODE;
        List<Consensus.Obs> obs = new ArrayList<>();
        obs.add(new Consensus.Obs("r0", cell, "a", Math.log(1.05), 6e-3, 20, 2));
        obs.add(new Consensus.Obs("r0", cell, "b", Math.log(1.15), 6e-3, 20, 2));
        obs.add(new Consensus.Obs("r1", cell, "a", Math.log(1.3), 1e-4, 20, 2));
        obs.add(new Consensus.Obs("r2", cell, "a", Math.log(1.25), 1e-4, 20, 2));
        obs.add(new Consensus.Obs("r2", cell, "b", Math.log(1.35), 1e-4, 20, 2));
        PooledAnalysis.Source s = source(obs);
        GroupStats.Contrast group = new GroupStats.Contrast(List.of(new GroupStats.Term(cell, "a", 0.5), new GroupStats.Term(cell, "b", 0.5)), 2);
        // r0: z = (ln 1.05 + ln 1.15) / 2 ≈ 0.094, sd = √(2 × 0.25 × 6e-3) ≈ 0.055, t(40) ≈ 2.02: the interval reaches 0
        // r1: a alone, re-weighted to the whole side: ln 1.3 ± 2.09 × 0.01, clear of 0
        assertEquals(1, s.runsApart(group, "jackson", 1.2), "only r0's own interval contains 1");
        assertFalse(s.holdsInEveryRun(group, "jackson", 1.2));
    }
}

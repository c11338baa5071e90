package io.serbench.report.analysis;

import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The consensus arithmetic on hand-made observations: every expected figure is derived here from
 * the model's formulas, not read off a run.
 */
class ConsensusTest {
    private static final RowKey ENCODE = new RowKey("int", null, 10, "encode");
    private static final RowKey DECODE = new RowKey("int", null, 10, "decode");
    private static final RowKey STRING = new RowKey("string", null, 10, "encode");
    private static final double SE2 = 1e-4;

    private static Consensus.Obs obs(String run, RowKey cell, String lib, double speedup) {
        return new Consensus.Obs(run, cell, lib, Math.log(speedup), SE2, 20, 2);
    }

    /** Library "mover" differs between runs by (1.1, 1.0, 0.9); library "steady" not at all. */
    private static List<Consensus.Obs> threeRuns() {
        double[] mover = {1.1, 1.0, 0.9};
        List<Consensus.Obs> out = new ArrayList<>();
        for (int j = 0; j < 3; j++) {
            String run = "r" + j;
            out.add(obs(run, ENCODE, "mover", 2.0 * mover[j]));
            out.add(obs(run, DECODE, "mover", 3.0 * mover[mover.length - 1 - j]));
            out.add(obs(run, STRING, "mover", 0.5 * mover[(j + 1) % 3]));
            out.add(obs(run, ENCODE, "steady", 4.0));
            out.add(obs(run, DECODE, "steady", 1.5));
            out.add(obs(run, STRING, "steady", 0.8));
        }
        return out;
    }

    @Test
    void betweenRunVarianceIsTheSpreadBeyondTheRunsOwnErrors() {
        Consensus c = Consensus.fit(threeRuns());
        // every mover ratio has the same three log offsets, so the same q = var(ln 1.1, ln 1, ln 0.9) − se²
        double q = Stats.variance(new double[]{Math.log(1.1), 0, Math.log(0.9)}) - SE2;
        Consensus.Between mover = c.between().get("mover");
        Consensus.Between steady = c.between().get("steady");
        assertEquals(q, mover.raw(), 1e-12);
        assertEquals(-SE2, steady.raw(), 1e-12);
        // the runs, not the ratios, are the replicates: deleting a run moves mover's estimate, not steady's
        assertTrue(mover.rawVariance() > 0, "mover's q changes with the run left out");
        assertEquals(0, steady.rawVariance(), 1e-15, "steady's q is −se² whichever run is left out");
        assertEquals(3, mover.runs());
        // pooled: the mean of all six q
        assertEquals((q - SE2) / 2, c.pooledBetween(), 1e-12);
        // the spread between the libraries' estimates beyond their noise decides how much each keeps
        double spread = Math.max(0, Stats.variance(new double[]{mover.raw(), steady.raw()})
                - (mover.rawVariance() + steady.rawVariance()) / 2);
        double keep = spread / (spread + mover.rawVariance());
        assertEquals(Math.max(0, c.pooledBetween() + keep * (q - c.pooledBetween())), mover.shrunk(), 1e-12);
        assertEquals(0, steady.shrunk(), 0, "a negative estimate is floored at 0");
    }

    @Test
    void aLibraryWithOneRatioTakesThePooledValue() {
        List<Consensus.Obs> obs = new ArrayList<>(threeRuns());
        double[] lone = {1.3, 1.0, 0.8};
        for (int j = 0; j < 3; j++) {
            obs.add(obs("r" + j, ENCODE, "lone", lone[j]));
        }
        Consensus c = Consensus.fit(obs);
        Consensus.Between b = c.between().get("lone");
        assertEquals(1, b.ratios());
        // one ratio in three runs: its variance over runs is known (two runs left each time), but large
        assertTrue(Double.isFinite(b.rawVariance()) && b.rawVariance() > 0);
        assertTrue(b.shrunk() >= c.pooledBetween() - 1e-12, "shrunk towards the pooled value, not to 0");
        assertTrue(b.raw() > b.shrunk());
    }

    @Test
    void thePooledRatioWeighsRunsByTheirOwnErrorPlusTheLibrarysBetweenVariance() {
        List<Consensus.Obs> obs = new ArrayList<>();
        // run r0 is four times as precise as r1 and r2 for the mover's encode ratio
        double[] y = {Math.log(2.2), Math.log(2.0), Math.log(1.8)};
        double[] se2 = {SE2 / 4, SE2, SE2};
        for (int j = 0; j < 3; j++) {
            obs.add(new Consensus.Obs("r" + j, ENCODE, "mover", y[j], se2[j], 20, 2));
        }
        Consensus c = Consensus.fit(obs);
        double b = c.between().get("mover").shrunk();
        double sw = 0;
        double swy = 0;
        for (int j = 0; j < 3; j++) {
            sw += 1 / (se2[j] + b);
            swy += y[j] / (se2[j] + b);
        }
        Consensus.Ratio r = c.get(ENCODE, "mover");
        assertEquals(swy / sw, r.centre(), 1e-12);
        assertEquals(1 / sw, r.variance(), 1e-15);
        assertEquals(3, r.runs());
        // the round-to-round variance: mean of se² × rounds
        assertEquals((SE2 / 4 + SE2 + SE2) * 2 / 3, r.roundVariance(), 1e-15);
    }

    @Test
    void aRerunOfRRoundsCarriesItsOwnErrorOnTopOfTheBetweenRunPart() {
        Consensus c = Consensus.fit(threeRuns());
        Consensus.Ratio r = c.get(ENCODE, "mover");
        for (int rounds : new int[]{1, 3, 10}) {
            Intervals.Interval p = r.prediction(rounds);
            double va = r.between() + r.variance();
            double vb = r.roundVariance() / rounds;
            double df = (va + vb) * (va + vb) / (va * va / r.betweenDf() + vb * vb / r.withinDf());
            assertEquals(Stats.t975(df) * Math.sqrt(va + vb), p.half(), 1e-12, "rounds " + rounds);
        }
        assertTrue(r.prediction(1).half() > r.prediction(10).half(), "fewer rounds, a wider interval");
        // the steady library has b = 0: only its own error is left, so its interval is far narrower
        assertTrue(c.get(ENCODE, "steady").prediction(3).half() < r.prediction(3).half() / 5);
    }

    @Test
    void threeRunsGiveTheRunJackknifeDegreesOfFreedom() {
        List<Consensus.Obs> obs = threeRuns();
        Consensus c = Consensus.fit(obs);
        double[] leaveOut = new double[3];
        for (int i = 0; i < 3; i++) {
            String out = "r" + i;
            List<Consensus.Obs> rest = obs.stream().filter(o -> !o.run().equals(out)).toList();
            leaveOut[i] = Consensus.fit(rest).pooledBetweenRaw();
        }
        double mean = Stats.mean(leaveOut);
        double ss = 0;
        for (double x : leaveOut) {
            ss += (x - mean) * (x - mean);
        }
        double var = 2.0 / 3 * ss;
        double jackknife = 2 * c.pooledBetween() * c.pooledBetween() / var;
        assertEquals(Math.max(2, jackknife), c.pooledDf(), 1e-9, "never below J − 1 = 2");
    }

    @Test
    void leavingOneRunOutChecksEveryDistinctRatioOnceAndFindsTheRunApart() {
        List<Consensus.Obs> obs = new ArrayList<>();
        String[] libs = {"a", "b", "c"};
        RowKey[] cells = {ENCODE, DECODE, STRING};
        // r0–r2 agree up to ±1% (alternating), r3 has every ratio ×1.5
        double[] wobble = {1.01, 0.99, 1.0};
        for (int j = 0; j < 4; j++) {
            for (int k = 0; k < cells.length; k++) {
                for (int l = 0; l < libs.length; l++) {
                    double s = (l + 1) * (j == 3 ? 1.5 : wobble[(j + k + l) % 3]);
                    obs.add(obs("r" + j, cells[k], libs[l], s));
                }
            }
        }
        List<Consensus.HeldOut> held = Consensus.leaveOneRunOut(obs, List.of("r0", "r1", "r2", "r3"), 2);
        assertEquals(4, held.size());
        held.forEach(h -> assertEquals(9, h.count(), h.run() + ": one check per distinct ratio"));
        Consensus.HeldOut apart = held.get(3);
        assertEquals("r3", apart.run());
        // fitted on r0–r2 only: b̂ ≈ 0, intervals of a few percent; 1.5× is outside all nine
        assertEquals(0, apart.inside(Consensus.Check::insideOwn));
        assertEquals(0, apart.inside(Consensus.Check::insidePrinted));
        assertEquals(2, apart.rounds());
        assertEquals(3, apart.missesByCell().size());
        assertEquals(3, apart.missesByCell().values().iterator().next());
        // with r3 in the pool the between-run variance is large, so r0–r2 fall inside
        for (int j = 0; j < 3; j++) {
            assertEquals(9, held.get(j).inside(Consensus.Check::insidePrinted), "r" + j);
        }
        assertTrue(held.get(0).medianHalfWidthPercent() > apart.medianHalfWidthPercent());
    }

    @Test
    void eachCheckRecordsHowManyRunsItsIntervalWasFittedOn() {
        // r0–r2 measure "a" in every cell; only r0 and r1 measure "b", and only in ENCODE
        List<Consensus.Obs> obs = new ArrayList<>();
        for (int j = 0; j < 3; j++) {
            for (RowKey cell : List.of(ENCODE, DECODE, STRING)) {
                obs.add(obs("r" + j, cell, "a", 2.0 + 0.01 * j));
            }
        }
        obs.add(obs("r0", ENCODE, "b", 3.0));
        obs.add(obs("r1", ENCODE, "b", 3.1));
        List<Consensus.HeldOut> held = Consensus.leaveOneRunOut(obs, List.of("r0", "r1", "r2"), 3);
        Consensus.HeldOut r0 = held.stream().filter(h -> h.run().equals("r0")).findFirst().orElseThrow();
        assertEquals(4, r0.count());
        for (Consensus.Check c : r0.checks()) {
            // without r0, "a" has r1 and r2 behind each ratio, "b" has r1 alone
            assertEquals(c.key().library().equals("b") ? 1 : 2, c.fittedRuns(), c.key().toString());
        }
        Consensus.HeldOut r2 = held.stream().filter(h -> h.run().equals("r2")).findFirst().orElseThrow();
        assertEquals(3, r2.count(), "r2 has no ratio of b to check");
        r2.checks().forEach(c -> assertEquals(2, c.fittedRuns()));
    }

    @Test
    void aShiftSharedByAWholeCellShowsAsCellSharedVariation() {
        List<Consensus.Obs> shared = new ArrayList<>();
        List<Consensus.Obs> own = new ArrayList<>();
        double[] shift = {1.1, 1.0, 0.9};
        for (int j = 0; j < 3; j++) {
            for (String lib : List.of("a", "b", "c")) {
                shared.add(obs("r" + j, ENCODE, lib, 2 * shift[j]));
                // each library moves on its own: offsets rotated, so two libraries' offsets are uncorrelated-ish
                int turn = lib.charAt(0) - 'a';
                own.add(obs("r" + j, ENCODE, lib, 2 * shift[(j + turn) % 3]));
            }
        }
        assertEquals(1.0, Consensus.fit(shared).cellSharedShare(), 1e-9);
        assertTrue(Consensus.fit(own).cellSharedShare() < 0, "rotated offsets covary negatively");
    }

    @Test
    void twoRunsCannotBeValidatedAndOneRunCannotBePooled() {
        List<Consensus.Obs> two = threeRuns().stream().filter(o -> !o.run().equals("r2")).toList();
        assertTrue(Consensus.leaveOneRunOut(two, List.of("r0", "r1"), 3).isEmpty());
        assertFalse(Double.isNaN(Consensus.fit(two).pooledDf()));
        List<Consensus.Obs> one = two.stream().filter(o -> o.run().equals("r0")).toList();
        try {
            Consensus.fit(one);
            throw new AssertionError("one run was pooled");
        } catch (IllegalArgumentException expected) {
            assertTrue(expected.getMessage().contains("two or more runs"));
        }
        Map<Consensus.Key, Consensus.Ratio> ratios = Consensus.fit(two).ratios();
        assertEquals(6, ratios.size());
    }

    /**
     * Hand-made runs with known between-run variances per library: each ratio moves between runs
     * by its own N(0, b_l) draw on top of its run's error N(0, se²).
     */
    private static List<Consensus.Obs> simulated(int runs, Map<String, Double> b, int ratios, boolean runOffsetOnly, long seed) {
        java.util.Random rnd = new java.util.Random(seed);
        List<Consensus.Obs> out = new ArrayList<>();
        double se2 = 4e-4;
        for (int j = 0; j < runs; j++) {
            for (Map.Entry<String, Double> lib : b.entrySet()) {
                double runOffset = rnd.nextGaussian() * Math.sqrt(lib.getValue());
                for (int r = 0; r < ratios; r++) {
                    RowKey cell = new RowKey("int", null, r, "encode");
                    double delta = runOffsetOnly ? runOffset : rnd.nextGaussian() * Math.sqrt(lib.getValue());
                    double y = 0.1 * r + delta + rnd.nextGaussian() * Math.sqrt(se2);
                    out.add(new Consensus.Obs("run" + j, cell, lib.getKey(), y, se2, 20, 3));
                }
            }
        }
        return out;
    }

    @Test
    void knownPerLibraryBetweenRunVariancesAreRecoveredAndNoneIsZero() {
        Map<String, Double> truth = new java.util.TreeMap<>(Map.of("calm", 0.0025, "usual", 0.01, "wild", 0.04));
        Consensus c = Consensus.fit(simulated(8, truth, 40, false, 42));
        truth.forEach((lib, b) -> {
            double got = c.between().get(lib).shrunk();
            assertTrue(got > b / 1.5 && got < b * 1.5, lib + ": b = " + b + ", estimated " + got);
            assertTrue(c.between().get(lib).df() >= 7, lib + ": at least J − 1 degrees of freedom");
        });
    }

    @Test
    void aLibraryWhoseRatiosMoveTogetherHasTheRunsDegreesOfFreedomNotTheRatios() {
        Map<String, Double> truth = Map.of("together", 0.01);
        Consensus together = Consensus.fit(simulated(4, truth, 40, true, 7));
        Consensus apart = Consensus.fit(simulated(4, truth, 40, false, 7));
        // one offset per run: 40 ratios carry the information of 4 runs
        assertTrue(together.between().get("together").df() < 10, "df " + together.between().get("together").df());
        assertTrue(apart.between().get("together").df() > 30, "df " + apart.between().get("together").df());
        assertEquals(together.between().get("together").df(), together.get(new RowKey("int", null, 3, "encode"), "together").betweenDf(),
                1e-12, "a ratio's interval uses its library's degrees of freedom");
    }

    @Test
    void twoRunsTakeTheVarianceOfOneDegreeOfFreedom() {
        Map<String, Double> truth = Map.of("lib", 0.01);
        Consensus c = Consensus.fit(simulated(2, truth, 20, false, 3));
        Consensus.Between b = c.between().get("lib");
        double sigma2 = Math.max(0, b.raw()) + 4e-4;
        assertEquals(2 * sigma2 * sigma2, b.rawVariance(), 1e-15);
        assertEquals(2, b.runs());
    }

    @Test
    void theCheckIsAgainstExactlyThePrintedIntervalAndOnlyTheNamedRunsAreHeldOut() {
        List<Consensus.Obs> obs = new ArrayList<>(threeRuns());
        obs.add(obs("partial", ENCODE, "mover", 2.05));
        List<Consensus.HeldOut> held = Consensus.leaveOneRunOut(obs, List.of("r0", "r1", "r2"), 3);
        assertEquals(List.of("r0", "r1", "r2"), held.stream().map(Consensus.HeldOut::run).toList(), "the partial run is never left out");
        Consensus withoutR0 = Consensus.fit(obs.stream().filter(o -> !o.run().equals("r0")).toList());
        Consensus.Check c = held.get(0).checks().stream().filter(x -> x.key().equals(new Consensus.Key(ENCODE, "mover"))).findFirst().orElseThrow();
        Intervals.Interval printed = withoutR0.get(ENCODE, "mover").prediction(3);
        assertEquals(printed.low(), c.printed().low(), 1e-12);
        assertEquals(printed.high(), c.printed().high(), 1e-12);
        assertEquals(3, c.fittedRuns(), "r1, r2 and the partial run behind it");
    }
}

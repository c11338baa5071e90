package io.serbench.report.stats;

import io.serbench.report.data.RowKey;
import org.apache.commons.math3.special.Gamma;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The arithmetic of the speedup model, on numbers small enough to check by hand. */
class ReportStatsTest {
    /** Euler–Mascheroni: ψ(1) = -γ. */
    private static final double GAMMA = 0.5772156649015329;
    private static final RowKey CELL = new RowKey("int", null, 1, "decode");

    @Test
    void medianAndQuantile() {
        assertEquals(2.0, Stats.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, Stats.median(List.of(4.0, 1.0, 2.0, 3.0)));
        // type 7: h = (5 - 1) x 0.9 = 3.6, between the 4th (4) and 5th (10) values
        assertEquals(4 + 0.6 * 6, Stats.quantile(new double[]{10, 1, 4, 2, 3}, 0.9), 1e-12);
        assertTrue(Double.isNaN(Stats.median(new double[0])));
    }

    @Test
    void studentQuantiles() {
        assertEquals(12.706205, Stats.t975(1), 1e-6);
        assertEquals(4.302653, Stats.t975(2), 1e-6);
        assertEquals(1.959964, Stats.t975(Double.POSITIVE_INFINITY), 1e-6);
        assertEquals(2.772403, Stats.t975(4.0148391), 1e-6); // a moderated, non-integer df
        assertTrue(Double.isNaN(Stats.t975(0)));
    }

    @Test
    void trigammaInverse() {
        // ψ'(1) = π²/6 and ψ'(1/2) = π²/2
        assertEquals(1.0, Stats.trigammaInverse(Math.PI * Math.PI / 6), 1e-9);
        assertEquals(0.5, Stats.trigammaInverse(Math.PI * Math.PI / 2), 1e-9);
        for (double y : new double[]{0.01, 0.3, 1.6272737, 40, 1e5}) {
            assertEquals(y, Gamma.trigamma(Stats.trigammaInverse(y)), y * 1e-9);
        }
    }

    @Test
    void equalVariancesGiveAnInfinitePrior() {
        // d = 2: e_j = ln s² - ψ(1) + ln 1 = ln 0.04 + γ for every row, so var(e) = 0 and
        // V = 0 - ψ'(1) < 0: d0 = ∞ and s0² = exp(ē) = 0.04 e^γ = 0.0712429
        Stats.Prior p = Stats.fitPrior(new double[]{0.04, 0.04, 0.04}, new double[]{2, 2, 2});
        assertTrue(Double.isInfinite(p.d0()));
        assertEquals(0.04 * Math.exp(GAMMA), p.s0sq(), 1e-9);
        assertEquals(p.s0sq(), p.moderate(0.5, 2), 1e-15, "every row gets the prior");
        assertTrue(Double.isInfinite(p.df(2)));
    }

    @Test
    void priorFittedByMomentsOfLogVariances() {
        // the spreads of four cells' brackets: ln(100,110,90), ln(200,204,196), ln(400,480,350), ln(300,330,310)
        double[] s2 = {spread(100, 110, 90), spread(200, 204, 196), spread(400, 480, 350), spread(300, 330, 310)};
        assertEquals(0.0100756, s2[0], 1e-7);
        assertEquals(0.00040012, s2[1], 1e-8);
        assertEquals(0.0251391, s2[2], 1e-7);
        assertEquals(0.00234467, s2[3], 1e-8);
        // d = 2: e_j = ln s²_j + γ = (-4.020423, -7.246530, -3.106113, -5.478397); ē = -4.962866
        // var(e) = 3.272208; V = var(e) - ψ'(1) = 3.272208 - 1.644934 = 1.627274
        // ψ'(x) = V at x = 1.007420, so d0 = 2x = 2.014839
        // s0² = exp(ē + ψ(d0/2) - ln(d0/2)) = exp(-4.962866 - 0.568584 - 0.007392) = 0.00394489
        Stats.Prior p = Stats.fitPrior(s2, new double[]{2, 2, 2, 2});
        assertEquals(2.014839, p.d0(), 1e-5);
        assertEquals(0.00394489, p.s0sq(), 1e-8);
        assertEquals(4, p.rows());
        // moderated: (d0 s0² + 2 s²) / (d0 + 2) = (2.014839 x 0.00394489 + 2 x 0.0100756) / 4.014839 = 0.00699891
        assertEquals(0.00699891, p.moderate(s2[0], 2), 1e-8);
        assertEquals(4.014839, p.df(2), 1e-5);
    }

    @Test
    void tooFewRowsOrZeroSpreadsGiveNoPrior() {
        // zero variances cannot enter ln s²; two rows are left, fewer than three
        Stats.Prior p = Stats.fitPrior(new double[]{0.01, 0, 0.02, 0}, new double[]{2, 2, 2, 2});
        assertSame(Stats.Prior.NONE, p);
        assertFalse(p.fitted());
        assertEquals(0.03, p.moderate(0.03, 1), 1e-15, "without a prior a row keeps its own variance");
        assertEquals(1.0, p.df(1));
        assertTrue(Double.isNaN(p.moderate(Double.NaN, 0)), "and without rounds of its own it has none");
    }

    @Test
    void intervalOverRoundsIsStudentOnLogRatios() {
        // ratios 2.0, 2.2, 1.8: y = (0.693147, 0.788457, 0.587787), m = 0.689797 -> exp = 1.993311
        // s² = 0.0100756 on 2 df (no prior), half = t(0.975, 2) x sqrt(s²/3) = 4.302653 x 0.0579529 = 0.249351
        // interval exp(0.689797 ± 0.249351) = [exp(0.440446), exp(0.939148)] = [1.553400, 2.557801]
        Intervals.Series s = series(Math.log(2.0), Math.log(2.2), Math.log(1.8));
        Intervals.Interval ci = Intervals.fit(List.of(s), Map.of()).of(s);
        assertEquals(1.993311, ci.ratio(), 1e-6);
        assertEquals(1.553400, ci.low(), 1e-5);
        assertEquals(2.557801, ci.high(), 1e-5);
        assertEquals(2.0, ci.df());
        assertTrue(ci.low() > 0);
    }

    @Test
    void intervalUsesTheModeratedVariance() {
        // three rows with the same spread of log ratios (0, 0.1, 0.2 shifted): s² = 0.01 each, d = 2,
        // so d0 = ∞ and s0² = 0.01 e^γ = 0.0178107; half = 1.959964 x sqrt(0.0178107 / 3) = 0.151018
        List<Intervals.Series> rows = List.of(series(0.0, 0.1, 0.2), series(0.5, 0.6, 0.7), series(1.0, 1.1, 1.2));
        Intervals model = Intervals.fit(rows, Map.of());
        Intervals.Interval ci = model.of(rows.get(1));
        assertTrue(Double.isInfinite(ci.df()));
        assertEquals(0.6, ci.centre(), 1e-12);
        assertEquals(1.959964 * Math.sqrt(0.01 * Math.exp(GAMMA) / 3), ci.half(), 1e-6);
        assertEquals(0.151018, ci.half(), 1e-5);
    }

    @Test
    void oneRoundIntervalComesFromTheBracketSpread() {
        // one cell, one round: brackets ln(100, 125, 80): s_b² = 0.0497930 on 2 df, no prior (one cell).
        // The library's one fork against the mean of 3 brackets: var = s_b² (1/1 + 1/3) = 0.0663907,
        // half = 4.302653 x 0.257664 = 1.108639; ratio 2.0 -> [2 e^-1.108639, 2 e^1.108639] = [0.660016, 6.060461]
        Intervals.Spread sp = Intervals.Spread.of(logs(100, 125, 80));
        assertEquals(0.0497930, sp.s2(), 1e-7);
        assertEquals(2, sp.d());
        Intervals.Series s = new Intervals.Series(CELL, "lib", List.of(new Intervals.Obs(0, Math.log(2), 1 + 1.0 / 3)));
        Intervals.Interval ci = Intervals.fit(List.of(s), Map.of(CELL, Map.of(0, sp))).of(s);
        assertEquals(0.660016, ci.low(), 1e-5);
        assertEquals(6.060461, ci.high(), 1e-5);
        assertEquals(2.0, ci.df());
        // no repeated baseline fork anywhere: fork-to-fork variance unknown, no interval
        Intervals.Interval none = Intervals.fit(List.of(s), Map.of(CELL, Map.of(0, Intervals.Spread.of(logs(100))))).of(s);
        assertFalse(none.known());
        assertEquals(2.0, none.ratio(), 1e-12);
    }

    @Test
    void leaveOneRoundOutCoverageOnAKnownExample() {
        // Two rows, no prior (fewer than three rows), so each held-out check uses the other two
        // rounds alone: d = 1, t(0.975, 1) = 12.706205, half = 12.706205 x s x sqrt(1 + 1/2).
        // Row A (0, 0.1, 0.2): leaving out 0.2: m = 0.05, s = 0.0707107, half = 1.100390, |0.2 - 0.05| inside;
        //   leaving out 0 or 0.1 is the same picture (deviation 0.15, half 1.100390): 3 of 3 inside.
        // Row B (0, 0.001, 1.0): leaving out 1.0: m = 0.0005, s = 0.000707107, half = 0.011004,
        //   |1.0 - 0.0005| outside; leaving out 0: m = 0.5005, s = 0.706400, half = 10.99289, inside;
        //   leaving out 0.001: m = 0.5, s = 0.707107, half = 11.00390, inside: 2 of 3.
        // Coverage = 5 of 6.
        Intervals.Coverage c = Intervals.leaveOneRoundOut(List.of(
                new Intervals.Series(CELL, "a", obs(0.0, 0.1, 0.2)),
                new Intervals.Series(CELL, "b", obs(0.0, 0.001, 1.0))));
        assertEquals(6, c.checks());
        assertEquals(5, c.inside());
        assertEquals(3, c.rounds());
        assertEquals(5.0 / 6, c.fraction(), 1e-12);
        assertEquals(3, c.byLibrary().get("a")[1]);
        assertEquals(2, c.byLibrary().get("b")[1]);
    }

    @Test
    void leaveOneRoundOutRefitsThePriorWithoutTheHeldOutRound() {
        // Three rows of the same shape (0, δ, 10δ) + shift, δ = 0.01. With any round held out, the
        // three rows' remaining variances are equal, so the refitted prior has d0 = ∞ and
        // s0² = s² e^(-ψ(1/2)) / 2 = 3.562145 s² (d = 1), the quantile is 1.959964, and
        // half = 1.959964 x sqrt(3.562145 s² x 1.5):
        //   out 10δ: s² = δ²/2 = 0.00005, half = 0.032036; deviation 9.5δ = 0.095: outside
        //   out 0:   s² = 40.5δ², half = 0.288321; deviation 5.5δ = 0.055: inside
        //   out δ:   s² = 50δ², half = 0.320357; deviation 4δ = 0.04: inside
        // Coverage = 6 of 9 (with the plain t(1) quantile instead it would be 9 of 9).
        List<Intervals.Series> rows = new ArrayList<>();
        for (double shift : new double[]{0, 1, 2}) {
            rows.add(new Intervals.Series(CELL, "lib" + shift, obs(shift, shift + 0.01, shift + 0.1)));
        }
        Intervals.Coverage c = Intervals.leaveOneRoundOut(rows);
        assertEquals(9, c.checks());
        assertEquals(6, c.inside());
    }

    @Test
    void coverageNeedsThreeRounds() {
        Intervals.Coverage c = Intervals.leaveOneRoundOut(List.of(
                new Intervals.Series(CELL, "a", obs(0.0, 0.1)), new Intervals.Series(CELL, "b", obs(0.3, 0.2))));
        assertFalse(c.measured());
        assertTrue(Double.isNaN(c.fraction()));
    }

    @Test
    void oneRoundIntervalCheckedAgainstTheOtherRound() {
        // Both rounds: brackets with s_b² = 0.01 on 2 df, no prior (one cell): ν = 2, t = 4.302653.
        // Each row's y has variance 0.01 x 4/3 in either round, so the one-round interval widened for
        // a new round has half = 4.302653 x sqrt(0.01 x 8/3) = 0.702620.
        // Row A: y = (0, 0.1): |0.1| inside, both ways. Row B: y = (0, 1.0): outside, both ways. 2 of 4.
        Map<RowKey, Map<Integer, Intervals.Spread>> spreads = Map.of(CELL,
                Map.of(0, new Intervals.Spread(0.01, 2), 1, new Intervals.Spread(0.01, 2)));
        double f = 1 + 1.0 / 3;
        Intervals.Coverage c = Intervals.oneRound(List.of(
                new Intervals.Series(CELL, "a", List.of(new Intervals.Obs(0, 0, f), new Intervals.Obs(1, 0.1, f))),
                new Intervals.Series(CELL, "b", List.of(new Intervals.Obs(0, 0, f), new Intervals.Obs(1, 1.0, f)))),
                spreads);
        assertEquals(4, c.checks());
        assertEquals(2, c.inside());
    }

    private static Intervals.Series series(double... y) {
        return new Intervals.Series(CELL, "lib", obs(y));
    }

    private static List<Intervals.Obs> obs(double... y) {
        List<Intervals.Obs> out = new ArrayList<>();
        for (int i = 0; i < y.length; i++) {
            out.add(new Intervals.Obs(i, y[i], 2));
        }
        return out;
    }

    private static double[] logs(double... ns) {
        double[] out = new double[ns.length];
        for (int i = 0; i < ns.length; i++) {
            out[i] = Math.log(ns[i]);
        }
        return out;
    }

    private static double spread(double... ns) {
        return Stats.variance(logs(ns));
    }
}

package io.serbench.report.analysis;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The run-to-run component, a host's combined value and the host spread, on hand-made numbers. */
class RunToRunTest {
    private static final double Z = 1.959963984540054;
    private static final RowKey C1 = new RowKey("int", null, 1, 0, "encode");
    private static final RowKey C2 = new RowKey("int", null, 1, 0, "decode");
    private static final RowKey C3 = new RowKey("int", null, 5, 0, "encode");

    /** A library row with speedup s and a normal-quantile interval whose standard error is se. */
    static ResultRow row(RowKey cell, String lib, double s, double se) {
        return new ResultRow("b", cell, lib, ResultRow.Kind.LIBRARY, 3, List.of(s), s, s * Math.exp(-Z * se),
                s * Math.exp(Z * se), Double.POSITIVE_INFINITY, false, 1, Double.NaN, Double.NaN, Double.NaN, Double.NaN, "");
    }

    /**
     * d = 0.3, 0.1 (cell 1), −0.2 (cell 2), 0 (cell 3); se_A² + se_B² = 0.01, 0.01, 0.02, 0.02.
     * Σd² = 0.14, Σ within = 0.06, n = 4: τ̂² = (0.14 − 0.06)/8 = 0.01; excess 0.14/0.06.
     * Leaving out cell 1: (0.04 − 0.04)/4 = 0; cell 2: (0.10 − 0.04)/6 = 0.01; cell 3: (0.14 − 0.04)/6 = 1/60.
     * Jackknife: mean 0.0088889, Σ(x − mean)² = 1.407407e-4, se² = 2/3 of that = 9.382716e-5.
     */
    @Test
    void methodOfMomentsWithACellJackknife() {
        List<RunToRun.Pair> pairs = List.of(
                new RunToRun.Pair(C1, "a", "text", 0.3, 0.01),
                new RunToRun.Pair(C1, "b", "text", 0.1, 0.01),
                new RunToRun.Pair(C2, "a", "text", -0.2, 0.02),
                new RunToRun.Pair(C3, "a", "binary", 0.0, 0.02));
        RunToRun.Estimate e = RunToRun.estimate(pairs);
        assertEquals(0.01, e.tau2(), 1e-12);
        assertEquals(0.1, e.tau(), 1e-12);
        assertEquals(Math.sqrt(9.382716e-5), e.se(), 1e-8);
        assertEquals(2 * 1e-4 / 9.382716e-5, e.df(), 1e-5);
        assertEquals(0.14 / 0.06, e.excess(), 1e-12);
        assertEquals(4, e.ratios());
        assertEquals(3, e.cells());

        // per family: text has d² 0.14 over within 0.04 in 3 ratios, binary none above its own intervals
        Map<String, RunToRun.Estimate> fam = RunToRun.byFamily(pairs);
        assertEquals((0.14 - 0.04) / 6, fam.get("text").tau2(), 1e-12);
        assertEquals(0, fam.get("binary").tau2(), 0);
    }

    @Test
    void differencesWithinTheIntervalsGiveNoComponent() {
        RunToRun.Estimate e = RunToRun.estimate(List.of(new RunToRun.Pair(C1, "a", "text", 0.05, 0.01),
                new RunToRun.Pair(C2, "a", "text", -0.05, 0.01)));
        assertEquals(0, e.tau2(), 0);
        assertEquals(0.0025 * 2 / 0.02, e.excess(), 1e-12);
    }

    /** se 0.1, τ̂² 0.01 with infinite df: run-to-run half-width z·√0.02, rerun z·√0.04. */
    @Test
    void runToRunAndRerunIntervals() {
        RunToRun.Estimate e = new RunToRun.Estimate(0.01, 0, Double.POSITIVE_INFINITY, 10, 5, 1.5);
        ResultRow r = row(C1, "a", 2.0, 0.1);
        Intervals.Interval w = RunToRun.widen(r, e);
        assertEquals(Math.log(2), w.centre(), 1e-12);
        assertEquals(Z * Math.sqrt(0.02), w.half(), 1e-9);
        Intervals.Interval p = RunToRun.rerun(r, e);
        assertEquals(Z * Math.sqrt(0.04), p.half(), 1e-9);
        assertEquals(2.0 * Math.exp(-Z * 0.2), p.low(), 1e-9);
    }

    /**
     * Two runs of one host, 2.0× (se 0.1) and 2.5× (se 0.2), τ̂² = 0.01: weights 1/0.02 = 50 and
     * 1/0.05 = 20; centre (50 ln 2 + 20 ln 2.5)/70 = 0.7569022, variance 1/70.
     */
    @Test
    void aHostsRunsCombineWithRandomEffectsWeights() {
        RunToRun.Estimate e = new RunToRun.Estimate(0.01, 0, Double.POSITIVE_INFINITY, 10, 5, 1.5);
        Hosts.Value v = Hosts.combine(List.of(row(C1, "a", 2.0, 0.1), row(C1, "a", 2.5, 0.2)), e);
        assertEquals(0.7569022, v.centre(), 1e-6);
        assertEquals(Math.exp(0.7569022), v.interval().ratio(), 1e-5);
        assertEquals(1 / 70.0, v.variance(), 1e-12);
        assertEquals(2, v.runs());
        // a new run adds the runs' mean se² (0.01 + 0.04)/2 and τ̂²
        assertEquals(1 / 70.0 + 0.025 + 0.01, Math.pow(v.rerun().sd(), 2), 1e-12);
        assertEquals(1, v.verdict());
    }

    /**
     * 2× on one host, 3× on another, variance 0.01 each: spread 1.5, ln 1.5 ± z·√0.02 = [1.1369, 1.9791]
     * excludes ×1: host-sensitive. 2× against 2.2×: spread 1.1, interval [0.834, 1.451]: not.
     */
    @Test
    void hostSpreadAndSensitivity() {
        Hosts.Value two = new Hosts.Value(Math.log(2), 0.01, Double.POSITIVE_INFINITY, 1, 0.01);
        Hosts.Value three = new Hosts.Value(Math.log(3), 0.01, Double.POSITIVE_INFINITY, 1, 0.01);
        Hosts.Value twoTwo = new Hosts.Value(Math.log(2.2), 0.01, Double.POSITIVE_INFINITY, 1, 0.01);
        Hosts.Ratio apart = Hosts.ratio(C1, "a", new java.util.LinkedHashMap<>(Map.of("x", two, "y", three)));
        assertEquals(1.5, apart.spread().ratio(), 1e-12);
        assertEquals(1.5 * Math.exp(-Z * Math.sqrt(0.02)), apart.spread().low(), 1e-9);
        assertEquals(1.13688, apart.spread().low(), 1e-5);
        assertEquals("y", apart.high());
        assertEquals("x", apart.low());
        assertTrue(apart.sensitive());
        assertFalse(apart.verdictChanged());
        Hosts.Ratio close = Hosts.ratio(C1, "a", new java.util.LinkedHashMap<>(Map.of("x", two, "y", twoTwo)));
        assertEquals(1.1, close.spread().ratio(), 1e-12);
        assertFalse(close.sensitive());
        Hosts.Value slower = new Hosts.Value(Math.log(0.5), 0.01, Double.POSITIVE_INFINITY, 1, 0.01);
        Hosts.Ratio flipped = Hosts.ratio(C1, "a", new java.util.LinkedHashMap<>(Map.of("x", two, "y", slower)));
        assertTrue(flipped.verdictChanged());
        assertTrue(flipped.crossesOne());
        assertEquals(4.0, flipped.spread().ratio(), 1e-12);
    }
}

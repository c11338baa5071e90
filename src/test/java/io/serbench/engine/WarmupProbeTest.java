package io.serbench.engine;

import io.serbench.bench.MediaBench;
import io.serbench.bench.DoubleBench;
import io.serbench.measure.ForkCheck;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.Options;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The probe's arithmetic on hand-made warm-up curves. */
class WarmupProbeTest {

    @Test
    void windowsAverageTheirCurveIterations() {
        double[] curve = {10, 20, 30, 40, 50, 60};
        assertArrayEquals(new double[]{25, 45}, WarmupProbe.window(curve, 1, 2, 2), 1e-9);
    }

    @Test
    void warmupNeededIsWhereEveryLaterWindowPasses() {
        // 6 slow iterations (C1), then flat: a 3 x 1 window is steady from iteration 5 on
        double[] curve = {3000, 2900, 2800, 2000, 1400, 1000, 1000, 1010, 990, 1000, 1005, 995, 1000, 1000, 1000, 1000};
        int steady = WarmupProbe.warmupNeeded(curve, 3, 1, ForkCheck::isSteady);
        assertEquals(4, steady);
        int within = WarmupProbe.warmupNeeded(curve, 3, 1,
                w -> java.util.Arrays.stream(w).average().orElseThrow() <= WarmupProbe.finalLevel(curve) * 1.1);
        assertEquals(5, within, "the 10% test is stricter than the trend test");
        assertEquals(1000, WarmupProbe.finalLevel(curve), 1e-9);
    }

    @Test
    void theLevelAfterAWarmupIgnoresOneSlowIterationButNotTwo() {
        double[] curve = {3000, 2000, 1300, 1000, 1010, 990, 1000, 1005, 995, 1000, 1000, 1000, 1000};
        // after 2 iterations: window 1300, 1000, 1010 -> median 1010, within 10% of 1000
        assertTrue(WarmupProbe.levelWithin(curve, 2, 3, 1, 10));
        // after 1: 2000, 1300, 1000 -> median 1300, 30% off
        assertFalse(WarmupProbe.levelWithin(curve, 1, 3, 1, 10));
        // a window that runs past the curve cannot be judged
        assertFalse(WarmupProbe.levelWithin(curve, 11, 3, 1, 10));
    }

    @Test
    void aForkThatNeverSettlesSaysSo() {
        double[] curve = {100, 100, 100, 100, 100, 300};
        assertEquals(WarmupProbe.NEVER, WarmupProbe.warmupNeeded(curve, 3, 1, ForkCheck::isSteady));
    }

    @Test
    void iterationTimes() {
        assertEquals(100, WarmupProbe.parseMillis("100ms"));
        assertEquals(2000, WarmupProbe.parseMillis("2s"));
    }

    @Test
    void knobFiltersFromFieldsAndParams() {
        assertEquals(Map.of("fields", List.of("1", "10"), "digits", List.of("8")),
                WarmupProbe.knobFilters("1,10", List.of("digits=8")));
        assertEquals(Map.of("length", List.of("8", "32768")), WarmupProbe.knobFilters("", List.of("length=8", "length=32768,8")));
        assertThrows(IllegalArgumentException.class, () -> WarmupProbe.knobFilters("", List.of("digits")));
    }

    @Test
    void aCurveRunPassesEveryKnob() {
        Cell cell = BenchPlan.cells("DoubleBench.decode", List.of(), Map.of("fields", List.of("10"), "digits", List.of("8"))).get(0);
        Options o = WarmupProbe.curveOptions(cell, "protobuf", 60, 100, 2, null);
        assertEquals(List.of("10"), List.copyOf(o.getParameter("fields").get()));
        assertEquals(List.of("8"), List.copyOf(o.getParameter("digits").get()));
        assertEquals(List.of("protobuf"), List.copyOf(o.getParameter("library").get()));
        assertEquals(0, o.getWarmupIterations().get());
        Cell media = BenchPlan.cells("MediaBench.decode").get(0);
        assertFalse(WarmupProbe.curveOptions(media, "noop", 60, 100, 2, null).getParameter("fields").hasValue());
    }
}

package io.serbench.bench;

import io.serbench.measure.ForkCheck;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

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
    void aForkThatNeverSettlesSaysSo() {
        double[] curve = {100, 100, 100, 100, 100, 300};
        assertEquals(WarmupProbe.NEVER, WarmupProbe.warmupNeeded(curve, 3, 1, ForkCheck::isSteady));
    }

    @Test
    void iterationTimes() {
        assertEquals(100, WarmupProbe.parseMillis("100ms"));
        assertEquals(2000, WarmupProbe.parseMillis("2s"));
    }
}

package io.serbench.report;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportStatsTest {

    @Test
    void medianOfOddAndEvenCounts() {
        assertEquals(2.0, Stats.median(List.of(3.0, 1.0, 2.0)));
        assertEquals(2.5, Stats.median(List.of(4.0, 1.0, 2.0, 3.0)));
    }

    @Test
    void standardErrorUndoesJmhsStudentQuantile() {
        assertEquals(ReportFixtures.T999_DF4, Stats.tQuantile999(5), 1e-6);
        assertEquals(10.0 / ReportFixtures.T999_DF4, Stats.standardError(10.0, 5), 1e-9);
        assertTrue(Double.isNaN(Stats.standardError(Double.NaN, 5)));
        assertTrue(Double.isNaN(Stats.standardError(1.0, 1)));
    }

    @Test
    void ratioIntervalByDeltaMethod() {
        double[] r = Stats.ratioCi(300, 3, 100, 2);
        double rel = Math.sqrt(0.01 * 0.01 + 0.02 * 0.02);
        assertEquals(3.0, r[0], 1e-12);
        assertEquals(3.0 - 1.959964 * 3.0 * rel, r[1], 1e-5);
        assertEquals(3.0 + 1.959964 * 3.0 * rel, r[2], 1e-5);
        assertTrue(Double.isNaN(Stats.ratioCi(300, Double.NaN, 100, 2)[1]));
    }

    @Test
    void bootstrapBoundsAreResampledMediansAndRepeat() {
        List<Double> rounds = List.of(1.9, 2.3, 2.0, 2.1, 1.7);
        double[] ci = Stats.bootstrapMedianCi(rounds);
        assertTrue(ci[0] <= 2.0 && 2.0 <= ci[1]);
        // odd count: every resampled median is one of the rounds
        assertTrue(rounds.contains(ci[0]) && rounds.contains(ci[1]));
        assertArrayEquals(ci, Stats.bootstrapMedianCi(rounds), "fixed seed");
        assertArrayEquals(new double[]{4.0, 4.0}, Stats.bootstrapMedianCi(List.of(4.0, 4.0, 4.0)));
    }
}

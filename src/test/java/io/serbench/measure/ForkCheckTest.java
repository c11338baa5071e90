package io.serbench.measure;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Hand-made iteration data: what each rule accepts and what it catches. */
class ForkCheckTest {

    @Test
    void flatForksAreSteady() {
        assertTrue(ForkCheck.isSteady(new double[]{200, 205, 198}));
        assertTrue(ForkCheck.isSteady(new double[]{850, 862, 847, 851, 849}));
    }

    @Test
    void noiseWithinTheLimitIsSteady() {
        // a spike in the middle is not a trend
        assertTrue(ForkCheck.isSteady(new double[]{100, 145, 100}));
        // ±20% between iterations, as on a small shared VM, is not a trend
        assertTrue(ForkCheck.isSteady(new double[]{120, 100, 110}));
        assertTrue(ForkCheck.isSteady(new double[]{100, 120, 95}));
    }

    @Test
    void aFirstIterationStillWarmingIsNotSteady() {
        // C2 finished during the first measured iteration: 2x, then flat
        assertFalse(ForkCheck.isSteady(new double[]{2000, 1000, 1010}));
        assertEquals(2000 / 1005.0, ForkCheck.warmupExcess(new double[]{2000, 1000, 1010}), 1e-9);
        // with many iterations a slow first one is caught even though the slope of the rest is flat
        assertFalse(ForkCheck.isSteady(new double[]{1600, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000}));
    }

    @Test
    void aDriftInEitherDirectionIsNotSteady() {
        // still getting faster all the way through
        assertFalse(ForkCheck.isSteady(new double[]{1000, 800, 600}));
        assertEquals(0.6, ForkCheck.drift(new double[]{1000, 800, 600}), 0.02);
        // getting slower: a disturbance began while the fork was measured
        assertFalse(ForkCheck.isSteady(new double[]{200, 200, 320}));
        assertTrue(ForkCheck.drift(new double[]{200, 200, 320}) > 1.5);
        // a step down late in the fork (late C2 compile)
        assertFalse(ForkCheck.isSteady(new double[]{1200, 1200, 700}));
    }

    @Test
    void aFlatButSlowForkPassesTheTrendTest() {
        // Jackson int decode, three flat iterations ~10x above its steady state: only other
        // measurements of the same row can tell (isDisturbed)
        assertTrue(ForkCheck.isSteady(new double[]{2116, 2259, 2335}));
        assertTrue(ForkCheck.isDisturbed(2237, new double[]{180, 250}));
        assertTrue(ForkCheck.isDisturbed(2237, new double[]{205, 231}));
    }

    @Test
    void degenerateInput() {
        assertTrue(ForkCheck.isSteady(new double[]{}));
        assertTrue(ForkCheck.isSteady(new double[]{123}));
        assertTrue(ForkCheck.isSteady((double[]) null));
        assertFalse(ForkCheck.isSteady(new double[]{100, Double.NaN, 100}));
        assertFalse(ForkCheck.isSteady(new double[]{100, 0, 100}));
    }

    @Test
    void everyForkOfAResultMustBeSteady() {
        assertTrue(ForkCheck.isSteady(new double[][]{{100, 101, 99}, {102, 100, 101}}));
        assertFalse(ForkCheck.isSteady(new double[][]{{100, 101, 99}, {300, 100, 101}}));
        assertTrue(ForkCheck.isSteady((double[][]) null));
    }

    @Test
    void aForkStandsForTheMedianOfItsIterations() {
        // protobuf list(int) decode, fields=10, short warmup: a late C2 compile in the first iteration
        assertEquals(1_212, ForkCheck.level(new double[][]{{1_578, 1_133, 1_212}}, 1_307.7), 1e-9);
        // several forks: their medians are averaged
        assertEquals((200 + 300) / 2.0, ForkCheck.level(new double[][]{{200, 210, 190}, {300, 900, 290}}, 348), 1e-9);
        // an even count takes the middle pair's mean
        assertEquals(105, ForkCheck.level(new double[][]{{100, 110, 90, 120}}, 105), 1e-9);
        // without per-iteration data JMH's own score stands
        assertEquals(42.5, ForkCheck.level(new double[0][], 42.5), 1e-9);
        assertEquals(42.5, ForkCheck.level(null, 42.5), 1e-9);
    }

    @Test
    void disturbanceNeedsTwoReferences() {
        assertFalse(ForkCheck.isDisturbed(5000, new double[]{}));
        assertFalse(ForkCheck.isDisturbed(5000, new double[]{200}));
        assertFalse(ForkCheck.isDisturbed(5000, null));
        // unusable references do not count
        assertFalse(ForkCheck.isDisturbed(5000, new double[]{200, Double.NaN, 0}));
        assertTrue(ForkCheck.isDisturbed(5000, new double[]{200, 210}));
    }

    @Test
    void ordinaryRoundToRoundSpreadIsNotADisturbance() {
        // 20-30% between rounds is the machine's drift
        assertFalse(ForkCheck.isDisturbed(260, new double[]{200, 210}));
        assertFalse(ForkCheck.isDisturbed(160, new double[]{200, 210, 190}));
        // the floor: references that agree to 0.1% still do not make 1.5x a disturbance
        assertFalse(ForkCheck.isDisturbed(300, new double[]{200, 200.2, 199.9}));
        // but 2x from agreeing references is
        assertTrue(ForkCheck.isDisturbed(400, new double[]{200, 200.2, 199.9}));
    }

    @Test
    void fastOutliersAreFlaggedToo() {
        assertTrue(ForkCheck.isDisturbed(40, new double[]{275, 280, 270}));
        assertTrue(ForkCheck.robustZ(40, new double[]{275, 280, 270}) < -ForkCheck.DISTURBED_Z);
    }

    @Test
    void disagreeingReferencesFlagNothing() {
        // one of the two references was disturbed: the rule cannot tell which, and says nothing
        assertFalse(ForkCheck.isDisturbed(210, new double[]{200, 2000}));
        assertFalse(ForkCheck.isDisturbed(1900, new double[]{200, 2000}));
        // with three, the median stays with the majority and the disturbed one is caught
        assertTrue(ForkCheck.isDisturbed(2000, new double[]{200, 210}));
        assertFalse(ForkCheck.isDisturbed(205, new double[]{200, 2000, 210}));
    }

    @Test
    void bracketsAreCheckedAgainstEachOther() {
        // Jackson measured first, in the middle and last of a cell: the middle one ran slow
        double[] brackets = {850, 3400, 870};
        assertTrue(ForkCheck.isDisturbed(brackets[1], new double[]{brackets[0], brackets[2]}));
        assertFalse(ForkCheck.isDisturbed(brackets[0], new double[]{brackets[1], brackets[2]}));
        assertFalse(ForkCheck.isDisturbed(brackets[2], new double[]{brackets[0], brackets[1]}));
    }

    @Test
    void geometricMeanIgnoresUnusableValues() {
        assertEquals(200, ForkCheck.geometricMean(new double[]{100, 400}), 1e-9);
        assertEquals(100, ForkCheck.geometricMean(new double[]{100, Double.NaN, -1}), 1e-9);
        assertTrue(Double.isNaN(ForkCheck.geometricMean(new double[]{})));
    }
}

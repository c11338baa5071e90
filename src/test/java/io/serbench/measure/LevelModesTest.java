package io.serbench.measure;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Hand-made fork levels, some from the published JDK 17 whole-matrix run: which rows run at two levels. */
class LevelModesTest {

    @Test
    void javaBuiltinsSlowForkIsASecondModeThoughItsDriftPassedTheSteadyRule() {
        // list(object) encode, fields=10, round 1: falling 27% over its three iterations, under the 1.5x drift limit
        double[] round1 = {107377, 91571, 78754};
        assertTrue(ForkCheck.isSteady(round1));
        assertEquals(0.733, ForkCheck.drift(round1), 0.001);
        LevelModes m = LevelModes.of(new double[]{ForkCheck.level(new double[][]{round1}, Double.NaN), 24053, 24647});
        assertTrue(m.bimodal());
        assertEquals(2, m.lowMode());
        assertEquals(3, m.forks());
        assertEquals(Math.sqrt(24053.0 * 24647), m.lowLevel(), 1e-6, "the median of two is their geometric mean on logs");
        assertEquals(91571, m.highLevel(), 1e-6);
        assertEquals(3.761, m.apart(), 0.001);
    }

    @Test
    void thriftBinarysSlowRoundIsASecondModeByLevelToo() {
        LevelModes m = LevelModes.of(new double[]{9064, 1555, 1608});
        assertEquals(2, m.lowMode());
        assertEquals(5.732, m.apart(), 0.001);
    }

    @Test
    void aFastMinorityIsTheLowMode() {
        // jackson3 string encode at fields=1 on JDK 25: one fork at half the others' time
        LevelModes m = LevelModes.of(new double[]{483, 249, 488});
        assertEquals(1, m.lowMode());
        assertEquals(249, m.lowLevel(), 1e-9);
        assertEquals(485.5, m.highLevel(), 0.1);
    }

    @Test
    void gapsOfNoiseAreOneMode() {
        // 1.78x: the widest gap of the published run's noise (capnproto list(double) decode, fields=10)
        assertFalse(LevelModes.of(new double[]{359, 373, 667}).bimodal());
        assertFalse(LevelModes.of(new double[]{100, 130, 170, 220}).bimodal(), "steps under 1.8x however wide the whole");
        assertTrue(LevelModes.of(new double[]{100, 100, 181}).bimodal());
        assertEquals(0, LevelModes.of(new double[]{100}).lowMode());
        assertEquals(2, LevelModes.of(new double[]{100, Double.NaN, 0, 300}).forks(), "NaN and 0 are left out");
    }

    @Test
    void aRoundInWhichTheWholeCellRanSlowIsNoMode() {
        // three rows of one cell; in round 3 every row took 1.9x longer: the machine, not the code
        Map<String, Map<Integer, Double>> cell = Map.of(
                "jackson", Map.of(1, 100.0, 2, 100.0, 3, 190.0),
                "kryo", Map.of(1, 50.0, 2, 49.0, 3, 95.0),
                "gson", Map.of(1, 82.0, 2, 80.0, 3, 155.8));
        Map<Integer, Double> shifts = LevelModes.roundShifts(cell);
        assertEquals(1.0, shifts.get(1), 1e-9, "every row at its median in round 1");
        assertEquals(1.9, shifts.get(3), 1e-9);
        assertEquals(0.98, shifts.get(2), 1e-9, "the median of 0, 49/50 and 80/82 on logs");
        Map<Integer, List<Double>> kryo = Map.of(1, List.of(50.0), 2, List.of(49.0), 3, List.of(95.0));
        assertTrue(LevelModes.of(new double[]{50, 49, 95}).bimodal(), "unshifted, round 3 looks like a second mode");
        assertFalse(LevelModes.of(kryo, shifts).bimodal());

        // a row that alone ran 2x slower in round 3 still is one
        Map<Integer, List<Double>> gson = Map.of(1, List.of(82.0), 2, List.of(80.0), 3, List.of(155.8 * 2, 155.8));
        LevelModes m = LevelModes.of(gson, shifts);
        assertEquals(3, m.lowMode());
        assertEquals(4, m.forks(), "a round's every fork counts: a re-measure, a mode fork");
        assertEquals(164.0, m.highLevel(), 1e-9, "311.6 / 1.9");
        assertEquals(82.0, m.lowLevel(), 1e-9, "80, 82 and 155.8 / 1.9");
    }

    @Test
    void aCellWithTooFewRowsIsNotShifted() {
        Map<Integer, Double> shifts = LevelModes.roundShifts(Map.of(
                "jackson", Map.of(1, 100.0, 2, 200.0),
                "kryo", Map.of(1, 50.0, 2, 100.0),
                "gson", Map.of(1, 80.0)));
        assertEquals(Map.of(1, 1.0, 2, 1.0), shifts, "gson, in one round, has no median to deviate from");
    }
}

package io.serbench.measure;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CellSpreadTest {

    @Test
    void fewerThanTwoRoundsIsUnknown() {
        assertEquals(Double.POSITIVE_INFINITY, CellSpread.halfWidth(new double[]{}));
        assertEquals(Double.POSITIVE_INFINITY, CellSpread.halfWidth(new double[]{0.3}));
        assertEquals(Double.POSITIVE_INFINITY, CellSpread.halfWidth(new double[]{0.3, Double.NaN}));
        assertEquals(Double.POSITIVE_INFINITY, CellSpread.percent(Double.POSITIVE_INFINITY));
    }

    @Test
    void halfWidthIsTheStudentInterval() {
        // mean 0, sd 0.1, k = 4: t(0.975, 3) = 3.1824
        double[] r = {0.1, -0.1, 0.1, -0.1};
        double sd = Math.sqrt(4 * 0.01 / 3);
        assertEquals(3.182446 * sd / 2, CellSpread.halfWidth(r), 1e-5);
        assertEquals(0, CellSpread.halfWidth(new double[]{0.2, 0.2, 0.2}), 1e-12);
    }

    @Test
    void moreAgreeingRoundsNarrowTheCell() {
        assertTrue(CellSpread.halfWidth(new double[]{0.1, 0.2, 0.15, 0.12, 0.18}) < CellSpread.halfWidth(new double[]{0.1, 0.2}));
    }

    @Test
    void aCellIsAsWideAsItsWidestLibrary() {
        double narrow = CellSpread.halfWidth(new double[]{0.50, 0.51, 0.49});
        double wide = CellSpread.halfWidth(new double[]{0.1, 0.5, 0.3});
        assertEquals(wide, CellSpread.cellHalfWidth(List.of(new double[]{0.50, 0.51, 0.49}, new double[]{0.1, 0.5, 0.3})), 1e-12);
        assertTrue(narrow < wide);
        assertEquals(Double.POSITIVE_INFINITY, CellSpread.cellHalfWidth(List.of(new double[]{0.50, 0.51}, new double[]{0.1})));
        assertEquals(10.0, CellSpread.percent(Math.log(1.1)), 1e-9);
    }
}

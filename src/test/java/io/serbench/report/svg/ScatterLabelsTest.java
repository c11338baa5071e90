package io.serbench.report.svg;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Scatter labels where the published chart crowds them: the JSON libraries share the baseline's
 * bytes (x = 1), so their points stand in one column through (1×, 1×), 9 to 20 px apart.
 */
class ScatterLabelsTest {
    private static final Scatter.Box PLOT = new Scatter.Box(0, 0, 640, 440);
    private static final double REF_X = 400;
    private static final double REF_Y = 300;

    /** Eleven points in the reference column (one on the crossing, as the baseline) and three beside it. */
    private static List<Scatter.Mark> crowd() {
        List<Scatter.Mark> marks = new ArrayList<>();
        double[] ys = {200, 225, 240, 252, 268, 282, 300, 311, 322, 340, 360};
        String[] names = {"fastjson2", "jsoniter", "jsoniter-strict", "dsljson", "dsljson-strict", "jackson-blackbird",
                "jackson (baseline)", "avaje-jsonb", "jackson-streaming", "jackson-plain", "gson"};
        for (int i = 0; i < ys.length; i++) {
            marks.add(new Scatter.Mark(REF_X, ys[i], i == 6 ? 8 : 6, Svg.width(names[i], 11)));
        }
        marks.add(new Scatter.Mark(380, 270, 6, Svg.width("bson", 11)));
        marks.add(new Scatter.Mark(340, 295, 6, Svg.width("hessian", 11)));
        marks.add(new Scatter.Mark(560, 420, 6, Svg.width("jackson-xml", 11)));
        return marks;
    }

    @Test
    void noLabelCoversAPointOrALabelAndNoLeaderCrossesOne() {
        List<Scatter.Mark> marks = crowd();
        List<Scatter.Placed> placed = Scatter.placeAll(marks, PLOT, REF_X, REF_Y);
        assertEquals(marks.size(), placed.size());
        for (int i = 0; i < placed.size(); i++) {
            Scatter.Box box = placed.get(i).box();
            assertTrue(box.inside(PLOT), "label " + i + " inside the plot");
            for (int j = 0; j < placed.size(); j++) {
                Scatter.Mark other = marks.get(j);
                if (j != i) {
                    assertFalse(overlap(box, placed.get(j).box()), "labels " + i + " and " + j + " overlap");
                    assertFalse(overlap(box, other.box()), "label " + i + " covers point " + j);
                }
                if (placed.get(i).leader()) {
                    double[] end = Scatter.leaderEnd(marks.get(i), box);
                    if (j != i) {
                        assertFalse(Scatter.segmentCrossesBox(marks.get(i).x(), marks.get(i).y(), end[0], end[1],
                                placed.get(j).box()), "leader " + i + " crosses label " + j);
                    }
                }
            }
        }
    }

    /** A point with room around it is labelled beside itself, right first, off the reference lines. */
    @Test
    void aLonePointIsLabelledBesideItself() {
        Scatter.Mark lone = new Scatter.Mark(100, 100, 6, 40);
        Scatter.Placed p = Scatter.placeAll(List.of(lone), PLOT, REF_X, REF_Y).get(0);
        assertFalse(p.leader());
        assertEquals("start", p.anchor());
        assertEquals(108, p.box().x1(), 1e-9);
        assertEquals(100, (p.box().y1() + p.box().y2()) / 2, 1e-9, "centred on the point");
    }

    @Test
    void segmentAndBoxGeometry() {
        Scatter.Box b = new Scatter.Box(10, 10, 20, 20);
        assertTrue(Scatter.segmentCrossesBox(0, 15, 30, 15, b), "straight through");
        assertFalse(Scatter.segmentCrossesBox(0, 0, 9, 30, b), "passes beside");
        assertFalse(Scatter.segmentCrossesBox(0, 10, 30, 10, b), "along an edge is not inside");
        assertTrue(Scatter.segmentsCross(0, 0, 10, 10, 0, 10, 10, 0));
        assertFalse(Scatter.segmentsCross(0, 0, 10, 10, 10, 10, 20, 0), "touching ends do not count");
    }

    private static boolean overlap(Scatter.Box a, Scatter.Box b) {
        return a.x1() < b.x2() && b.x1() < a.x2() && a.y1() < b.y2() && b.y1() < a.y2();
    }
}

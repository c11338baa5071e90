package io.serbench.bench.probe;

import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every cell and call of the gson probe passes its setup's check (all 64 inputs decode back to
 * the canonical value), the cells are the matrix's encode cells, and the calls differ from the
 * suite's only where the probe says. Nothing here is timed.
 */
class GsonEncodeProbeTest {
    private static List<String> values(String field) throws Exception {
        return Arrays.asList(GsonEncodeProbe.class.getField(field).getAnnotation(Param.class).value());
    }

    private static GsonEncodeProbe prepared(String cell, int fields, String call) throws Exception {
        GsonEncodeProbe p = new GsonEncodeProbe();
        p.cell = cell;
        p.fields = fields;
        p.call = call;
        p.setUp();
        return p;
    }

    @Test
    void everyCellAndCallPassesItsCheckAtEverySize() throws Exception {
        for (String cell : values("cell")) {
            for (int fields : new int[] {1, 5, 10}) {
                for (String call : values("call")) {
                    assertTrue(prepared(cell, fields, call).once(0) instanceof byte[], cell + " " + fields + " " + call);
                }
            }
        }
    }

    @Test
    void theCellsAreEveryEncodeShapeWithBothDigitSets() throws Exception {
        List<Case> cases = values("cell").stream().map(c -> GsonEncodeProbe.caseOf(c, 10)).toList();
        for (Shape s : Shape.values()) {
            if (s == Shape.SKIP) {
                continue; // decode only
            }
            for (int d : s.digits()) {
                assertTrue(cases.stream().anyMatch(c -> c.shape() == s && c.digits() == d), s + " digits " + d);
            }
        }
        assertEquals(new Case(Shape.LIST_DOUBLE, 10).withDigits(8), GsonEncodeProbe.caseOf("list-double-8", 10));
        assertEquals(new Case(Shape.MEDIA, 1), GsonEncodeProbe.caseOf("media", 10));
        assertThrows(IllegalArgumentException.class, () -> GsonEncodeProbe.caseOf("list-float", 10));
    }

    /** The adapter's String has the suite's bytes; Gson's plain call leaves media's absent fields out. */
    @Test
    void onlyThePlainCallLeavesNullsOut() throws Exception {
        GsonEncodeProbe suite = prepared("media", 10, "suite");
        GsonEncodeProbe adapter = prepared("media", 10, "adapter-string");
        GsonEncodeProbe plain = prepared("media", 10, "gson-string");
        int withNulls = 0;
        for (int i = 0; i < Dataset.POOL_SIZE; i++) {
            String s = new String((byte[]) suite.once(i), StandardCharsets.UTF_8);
            assertEquals(s, new String((byte[]) adapter.once(i), StandardCharsets.UTF_8), "input " + i);
            assertFalse(new String((byte[]) plain.once(i), StandardCharsets.UTF_8).contains(":null"), "input " + i);
            withNulls += s.contains(":null") ? 1 : 0;
        }
        assertTrue(withNulls > 0, "no media input has an absent field: the check above shows nothing");
    }
}

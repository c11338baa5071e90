package io.serbench.payload;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The field-by-field comparison: paths, private fields without accessors, numbers by their JSON text. */
class TreeDiffTest {

    static class Holder {
        private String hidden;
        public List<Map<String, Object>> rows = new ArrayList<>();
        public BigDecimal amount;
    }

    private static Holder holder(String hidden, BigDecimal amount, Object cell) {
        Holder h = new Holder();
        h.hidden = hidden;
        h.amount = amount;
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("cell", cell);
        h.rows.add(row);
        return h;
    }

    @Test
    void equalValuesHaveNoDifference() {
        assertNull(TreeDiff.first(holder("a", new BigDecimal("1.5"), 42), holder("a", new BigDecimal("1.5"), 42L)));
    }

    @Test
    void privateFieldsWithoutAccessorsAreCompared() {
        assertEquals(new TreeDiff.Difference("$.hidden", "\"a\"", "\"b\""),
                TreeDiff.first(holder("a", BigDecimal.ONE, 1), holder("b", BigDecimal.ONE, 1)));
    }

    @Test
    void theFirstDifferenceCarriesItsPath() {
        assertEquals(new TreeDiff.Difference("$.rows[0].cell", "42", "42.0"),
                TreeDiff.first(holder("a", BigDecimal.ONE, 42), holder("a", BigDecimal.ONE, 42.0)));
    }

    @Test
    void aBigDecimalsScaleIsPartOfItsValue() {
        assertEquals(new TreeDiff.Difference("$.amount", "1.10", "1.1"),
                TreeDiff.first(holder("a", new BigDecimal("1.10"), 1), holder("a", new BigDecimal("1.1"), 1)));
    }

    @Test
    void missingAndExtraEntriesAreDifferences() {
        Holder extra = holder("a", BigDecimal.ONE, 1);
        extra.rows.get(0).put("more", true);
        assertEquals(new TreeDiff.Difference("$.rows[0].more", "(absent)", "true"), TreeDiff.first(holder("a", BigDecimal.ONE, 1), extra));
        Holder shorter = holder("a", BigDecimal.ONE, 1);
        shorter.rows.clear();
        assertEquals(new TreeDiff.Difference("$.rows", "1 elements", "0 elements"), TreeDiff.first(holder("a", BigDecimal.ONE, 1), shorter));
    }
}

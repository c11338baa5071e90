package io.serbench.model;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SweepTest {

    /** The skip sweep's size is the skipped value's length in Jackson's JSON: within 15% on average over the pool. */
    @Test
    void skipSweepSizesAreJsonBytes() throws Exception {
        ObjectMapper json = new ObjectMapper();
        for (int bytes : Sweep.SKIP_SIZE.sizes) {
            double total = 0;
            for (Object o : Dataset.pool(Sweep.SKIP_SIZE.caseAt(bytes))) {
                total += json.writeValueAsBytes(Models.get(o, "field1")).length;
            }
            double mean = total / Dataset.POOL_SIZE;
            assertTrue(Math.abs(mean / bytes - 1) < 0.15, bytes + " bytes asked, " + mean + " written on average");
        }
    }

    @Test
    void eachSizeIsItsOwnCase() {
        for (Sweep sw : Sweep.values()) {
            for (int size : sw.sizes) {
                Case c = sw.caseAt(size);
                assertEquals(sw.shape, c.shape());
                assertEquals(sw.fields, c.fields());
                switch (sw) {
                    case STRING_LENGTH, LIST_LENGTH -> assertEquals(size, c.length());
                    case DOUBLE_DIGITS -> assertEquals(size, c.digits());
                    case SKIP_SIZE -> assertTrue(c.length() >= 1);
                }
            }
            assertEquals(sw, Sweep.ofBenchmark(sw.benchmarkClass));
        }
    }
}

package io.serbench.report.analysis;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.EarlierRatioVerdict;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ArticleRatiosTest {
    private final ArticleRatios article = ArticleRatios.load();

    @Test
    void misprintedRatioIsRecomputedFromNs() {
        ArticleRatios.Figure f = article.get(new RowKey("object", null, 1, "encode"), "protobuf");
        assertEquals(117604.479 / 57502.775, f.speedup(), 1e-9);
        assertTrue(f.recomputed());
        assertEquals(1, article.recomputed().size());
        ArticleRatios.Figure printed = article.get(new RowKey("int", null, 10, "encode"), "thrift");
        assertEquals(0.17, printed.speedup(), 1e-12);
        assertFalse(printed.recomputed());
    }

    @Test
    void unsizedRowsAreFieldsOne() {
        assertEquals(2.92, article.get(new RowKey("list", "int", 1, "decode"), "protobuf").speedup(), 1e-12);
        assertEquals(15.63, article.get(new RowKey("list", "double", 1, 8, "encode"), "protobuf").speedup(), 1e-12);
        assertEquals(3.87, article.get(new RowKey("list", "object", 1, "encode"), "dsljson").speedup(), 1e-12);
        assertEquals(0.4, article.get(new RowKey("skip", null, 1, "decode"), "fastjson").speedup(), 1e-12);
        assertNull(article.get(new RowKey("int", null, 1, "decode"), "jackson"), "the baseline is not a figure");
    }

    @Test
    void hashRowsAreTodaysDefaultIds() {
        ArticleRatios.Figure jsoniter = article.get(new RowKey("object", null, 10, "decode"), "jsoniter");
        assertEquals(2.13, jsoniter.speedup(), 1e-12);
        assertEquals("object,10,decode,jsoniter-hash", jsoniter.source());
        assertEquals(1.91, article.get(new RowKey("object", null, 10, "decode"), "dsljson").speedup(), 1e-12);
        assertNotNull(article.get(new RowKey("object", null, 10, "decode"), "jsoniter-strict"));
        assertEquals(2, article.superseded().size());
    }

    @Test
    void readingRules() {
        assertEquals(EarlierRatioVerdict.HOLDS, EarlierRatioVerdict.of(2.0, today(2.3, 2.2, 2.4)));
        assertEquals(EarlierRatioVerdict.FLIPPED, EarlierRatioVerdict.of(0.17, today(1.3, 1.2, 1.4)));
        assertEquals(EarlierRatioVerdict.LEAD_GREW, EarlierRatioVerdict.of(2.0, today(3.0, 2.9, 3.1)));
        assertEquals(EarlierRatioVerdict.LEAD_SHRANK, EarlierRatioVerdict.of(8.0, today(3.0, 2.9, 3.1)));
        assertEquals(EarlierRatioVerdict.DEFICIT_SHRANK, EarlierRatioVerdict.of(0.4, today(0.8, 0.75, 0.85)));
        assertEquals(EarlierRatioVerdict.NOW_EQUAL, EarlierRatioVerdict.of(1.5, today(1.02, 0.97, 1.08)));
        assertEquals(EarlierRatioVerdict.HOLDS, EarlierRatioVerdict.of(0.98, today(1.02, 0.97, 1.08)));
    }

    private static ResultRow today(double speedup, double low, double high) {
        return new ResultRow("b", new RowKey("int", null, 1, "decode"), "lib", ResultRow.Kind.LIBRARY, 3, List.of(),
                speedup, low, high, 4.0, false, 1, Double.NaN, Double.NaN, Double.NaN, Double.NaN, "");
    }
}

package io.serbench.report;

import io.serbench.hostile.HostileTable;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.md.Overview;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.OverviewFigures;
import io.serbench.report.analysis.Profile;
import io.serbench.report.stats.GeoMean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one-screen verdict lines decided by the numbers: the JSON leader, a lead inside the
 * intervals, the cells binary-vs-JSON lines name, a gap that vanishes. Fixtures are
 * {@link ReportProfileTest}'s rounds at fields=10.
 */
class OneScreenVerdictTest {
    @TempDir
    Path tmp;

    /** The first screen's inputs: an analysis and its profile, with no library tested on hostile input. */
    private record FirstScreen(Analysis a, Profile p) {
        List<String> lines() {
            return Overview.lines(a, p);
        }

        OverviewFigures figures() {
            return OverviewFigures.of(a, p);
        }

        OverviewFigures.Gap gap(String scenario, String direction) {
            RowKey cell = new RowKey(scenario, null, 10, direction);
            return figures().gaps().stream().filter(g -> g.cell().equals(cell)).findFirst()
                    .orElseThrow(() -> new AssertionError("no gap at " + cell));
        }
    }

    private FirstScreen firstScreen(String name, Map<String, double[]> speedups) throws Exception {
        Analysis a = ReportProfileTest.analysis(ReportProfileTest.rounds(tmp.resolve(name), speedups, false));
        return new FirstScreen(a, Profile.of(a, HostileTable.parse("library,hardening,input,outcome,word\n")));
    }

    private List<String> verdict(String name, Map<String, double[]> speedups) throws Exception {
        return firstScreen(name, speedups).lines();
    }

    @Test
    void theJsonLeaderIsDecidedByTheNumbers() throws Exception {
        FirstScreen a = firstScreen("a", ReportProfileTest.speedups(2, 1));
        List<String> aLeads = a.lines();
        List<String> bLeads = verdict("b", ReportProfileTest.speedups(1, 2));
        assertTrue(aLeads.get(2).startsWith("**JSON leader: `jsonA`**"), aLeads.get(2));
        assertTrue(bLeads.get(2).startsWith("**JSON leader: `jsonB`**"), bLeads.get(2));
        assertNotEquals(aLeads.get(2), bLeads.get(2));
        // jsonA at 2 × (2, 8, 4, 2): geometric mean 2 × 128^(1/4) = 6.73×; jsonB half of it; the ratio 2 is measurable
        Profile.Entry jsonA = a.p().get("jsonA");
        Profile.Entry jsonB = a.p().get("jsonB");
        assertEquals(List.of(jsonA, jsonB), a.figures().jsonRanked().subList(0, 2));
        assertEquals(2 * Math.pow(128, 0.25), jsonA.all().value(), 1e-6);
        assertEquals(Math.pow(128, 0.25), jsonB.all().value(), 1e-6);
        GeoMean ratio = a.figures().leadOverNext();
        assertEquals(2.0, ratio.value(), 1e-9);
        assertTrue(ratio.known() && !ratio.noDifference(), ratio.text());
        assertTrue(aLeads.get(2).startsWith("**JSON leader: `jsonA`**, " + jsonA.all().text()), aLeads.get(2));
        assertTrue(aLeads.get(2).contains("; next `jsonB` " + jsonB.all().text() + ": `jsonA` ÷ `jsonB` = " + ratio.text() + ";"),
                aLeads.get(2));
        assertFalse(aLeads.get(2).contains("no measurable difference"), aLeads.get(2));
    }

    @Test
    void aLeadInsideTheIntervalsSaysNoMeasurableDifference() throws Exception {
        FirstScreen even = firstScreen("even", ReportProfileTest.speedups(1.03, 1));
        List<String> lines = even.lines();
        assertTrue(lines.get(2).startsWith("**JSON leader: `jsonA`**"), lines.get(2));
        // jsonA is jsonB × 1.03 in every cell and round: an interval around 1.03 that contains 1
        GeoMean ratio = even.figures().leadOverNext();
        assertEquals(1.03, ratio.value(), 1e-9);
        assertTrue(ratio.noDifference(), ratio.text());
        assertTrue(lines.get(2).contains("`jsonA` ÷ `jsonB` = " + ratio.text() + ", no measurable difference between the two; "),
                lines.get(2));
        // no id of this matrix is in the published hostile-input table, so none is shown safe
        assertTrue(lines.get(2).endsWith("; no JSON library here is both safe on hostile input and maintained."), lines.get(2));
        // jackson-plain equals jackson in every cell: its switch buys nothing measurable
        GeoMean plain = even.p().get("jackson-plain").all();
        assertEquals(1.0, plain.value(), 1e-9);
        assertTrue(plain.noDifference(), plain.text());
        assertTrue(lines.get(3).startsWith("**jackson's switches** (each vs jackson, over its cells): `jackson-plain` " + plain.text()
                + ", no measurable difference; no single cell differs measurably."), lines.get(3));
    }

    @Test
    void binaryVsJsonLinesNameTheCellsTheNumbersPick() throws Exception {
        FirstScreen screen = firstScreen("gap", ReportProfileTest.speedups(1, 1));
        List<String> lines = screen.lines();
        // binary = bin, proto, zc; JSON = jackson, jackson-plain, jsonA, jsonB (not the floor, not the lossy variant)
        // int decode: binary (32·16·64)^(1/3) = 32, JSON (1·1·8·8)^(1/4) = 2.83: the largest ratio, 11.31
        OverviewFigures.Gap most = screen.gap("int", "decode");
        assertEquals(32, most.binary().value(), 1e-9);
        assertEquals(3, most.binary().count());
        assertEquals(Math.sqrt(8), most.json().value(), 1e-9);
        assertEquals(4, most.json().count());
        assertEquals(32 / Math.sqrt(8), most.ratio().value(), 1e-9);
        assertEquals(most, screen.figures().gaps().stream().max(java.util.Comparator.comparingDouble(g -> g.ratio().value())).orElseThrow());
        assertTrue(lines.get(0).startsWith("**Binary formats lead JSON most** at `int · fields=10 decode`: binary (3 libraries) "
                + Fmt.speedup(most.binary().value()) + ", JSON (4 libraries) " + Fmt.speedup(most.json().value())
                + ": binary ÷ JSON = " + most.ratio().text()), lines.get(0));
        // string encode: binary (2·4·4)^(1/3) = 3.17, JSON (1·1·4·4)^(1/4) = 2: the smallest ratio, 1.59
        OverviewFigures.Gap least = screen.gap("string", "encode");
        assertEquals(Math.cbrt(32) / 2, least.ratio().value(), 1e-9);
        assertEquals(least, screen.figures().gaps().stream().min(java.util.Comparator.comparingDouble(g -> g.ratio().value())).orElseThrow());
        assertTrue(lines.get(1).contains("`string · fields=10 encode`"), lines.get(1));
        assertTrue(lines.get(1).contains("binary ÷ JSON = " + least.ratio().text()), lines.get(1));
        // zero-copy ÷ schema: decode (64/16 · 16/4)^(1/2) = 4, encode 1 (equal in both cells)
        OverviewFigures.ZeroCopy zeroCopy = screen.figures().zeroCopy();
        GeoMean decode = zeroCopy.byDirection().get("decode");
        GeoMean encode = zeroCopy.byDirection().get("encode");
        assertEquals(4, decode.value(), 1e-9);
        assertFalse(decode.noDifference(), decode.text());
        assertEquals(1, encode.value(), 1e-9);
        assertTrue(encode.noDifference(), encode.text());
        assertTrue(lines.get(4).startsWith("**Zero-copy formats** (1 library) ÷ binary with schema (1 library): decode "
                + decode.text()), lines.get(4));
        assertTrue(lines.get(4).contains("encode " + encode.text() + ", no measurable difference over 2 cells"), lines.get(4));
    }

    @Test
    void aCellWhereBinaryEqualsJsonSaysTheGapVanishes() throws Exception {
        Map<String, double[]> s = ReportProfileTest.speedups(1, 1);
        // string encode: every binary library at exactly the JSON group's mean, 2×
        s.get("bin")[2] = 2;
        s.get("proto")[2] = 2;
        s.get("zc")[2] = 2;
        FirstScreen screen = firstScreen("vanish", s);
        List<String> lines = screen.lines();
        assertTrue(lines.get(1).startsWith("**The gap vanishes** in 1 of 4 cells (`string · fields=10 encode`)"), lines.get(1));
        OverviewFigures.Gap even = screen.gap("string", "encode");
        assertEquals(1.0, even.ratio().value(), 1e-9);
        assertTrue(even.ratio().noDifference(), even.ratio().text());
        assertTrue(lines.get(1).endsWith("binary ÷ JSON = " + even.ratio().text() + ", no measurable difference."), lines.get(1));
    }
}

package io.serbench.report;

import io.serbench.codec.SupportMatrix;
import io.serbench.report.md.Summary;
import io.serbench.report.svg.Heatmap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Legacy libraries are measured (people still run them) and labelled wherever they are named. */
class ReportLegacyTest {
    @TempDir
    Path tmp;

    @Test
    void theMatrixSaysWhichLibrariesAreLegacyAndWhy() {
        List<String> legacy = SupportMatrix.LIBRARIES.stream().filter(l -> l.isLegacy()).map(l -> l.id()).toList();
        assertEquals(List.of("jsoniter", "jsoniter-strict", "jsoniter-base64", "jsoniter-6digits", "fastjson"), legacy);
        SupportMatrix.LIBRARIES.stream().filter(l -> l.isLegacy())
                .forEach(l -> assertFalse(l.legacy().isBlank(), l.id() + " needs a reason"));
    }

    @Test
    void summaryHeatmapAndBarsLabelALegacyRow() throws Exception {
        Path file = jmhFile(tmp.resolve("run/round-1.json"), List.of(
                result("IntBench", "decode", 400, "library", "jackson", "fields", "10"),
                result("IntBench", "decode", 300, "library", "fastjson", "fields", "10"),
                result("IntBench", "decode", 200, "library", "fastjson2", "fields", "10"),
                result("IntBench", "decode", 410, "library", "jackson", "fields", "10")));
        java.io.StringWriter err = new java.io.StringWriter();
        // the real matrix: which ids are legacy is its business
        int exit = Report.run(SupportMatrix.LIBRARIES, new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(err),
                file.toString());
        assertEquals(0, exit, err.toString());
        Path dir = file.getParent();
        String summary = Files.readString(dir.resolve(Summary.FILE_NAME));
        assertTrue(summary.contains("| `fastjson` ‡ |"), "the by-library row is marked");
        assertTrue(summary.contains("| `fastjson2` § |"), "a maintained library is not legacy (§ is the JDK 25 mark)");
        assertTrue(summary.contains("- `‡` legacy, measured because people still run it: `fastjson` (the last 1.x line; "
                + "its authors' successor is fastjson2)."), "how to read explains the mark, with the reason");
        assertTrue(Files.readString(dir.resolve(Heatmap.FILE_NAME)).contains(">fastjson ‡<"), "heatmap row label");
        assertTrue(Files.readString(dir.resolve("chart-int.svg")).contains("fastjson ‡"), "bar label");
    }
}

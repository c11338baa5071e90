package io.serbench.report.html;

import io.serbench.codec.SupportMatrix;
import io.serbench.report.Report;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The page without a browser: its embedded data, its self-containment, its size and the CLI's refusals. */
class ExplorerPageTest {
    @TempDir
    Path dir;

    @Test
    void embedsEveryResultOfResultsCsvDigitForDigit() throws Exception {
        Path run = HandMadeRuns.write(dir, "2026-01-01-jdk17", HandMadeRuns.RUN_17, "17.0.15");
        assertEquals(0, report("--explorer", run.toString()).exit);
        JsonNode data = data(Files.readString(run.resolve(ExplorerPage.FILE_NAME)));
        List<CSVRecord> csv = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(HandMadeRuns.RUN_17)).getRecords().stream().filter(r -> !r.get("library").equals("noop")).toList();
        assertEquals(csv.size(), data.get("rows").size(), "every result but the harness");
        for (int i = 0; i < csv.size(); i++) {
            CSVRecord r = csv.get(i);
            JsonNode row = data.get("rows").get(i);
            assertEquals(r.get("library"), data.get("libs").get(row.get(2).asInt()).get("id").asText());
            assertEquals(r.get("direction"), data.get("cells").get(row.get(1).asInt()).get("direction").asText());
            assertEquals(Double.parseDouble(r.get("speedup")), row.get(3).asDouble(), 0, r.toString());
            assertEquals(Double.parseDouble(r.get("ns_op")), row.get(6).asDouble(), 0, r.toString());
            assertEquals(Double.parseDouble(r.get("alloc_b_op")), row.get(9).asDouble(), 0, r.toString());
            assertEquals(r.get("ci_low").isEmpty(), row.get(4).isNull(), "no interval is null, not 0");
            int flags = row.get(11).asInt();
            assertEquals(r.get("note").startsWith("baseline"), (flags & ExplorerData.BASELINE) != 0);
            assertEquals(Boolean.parseBoolean(r.get("host_sensitive")), (flags & ExplorerData.HOST_SENSITIVE) != 0);
            assertTrue(row.get(12).isNull() && row.get(13).isNull(), "no rerun columns, no rerun interval");
        }
        Path rerun = HandMadeRuns.write(dir, "2026-01-01-rerun", HandMadeRuns.withRerun(HandMadeRuns.RUN_17, 1.3), "17.0.15");
        assertEquals(0, report("--explorer", rerun.toString()).exit);
        JsonNode withRerun = data(Files.readString(rerun.resolve(ExplorerPage.FILE_NAME)));
        for (int i = 0; i < csv.size(); i++) {
            JsonNode row = withRerun.get("rows").get(i);
            if (csv.get(i).get("ci_low").isEmpty()) {
                assertTrue(row.get(12).isNull(), "the baseline has no rerun interval");
            } else {
                assertEquals(Double.parseDouble(csv.get(i).get("speedup")) * 1.3, row.get(13).asDouble(), 1e-12);
            }
        }
        JsonNode fastjson = lib(data, "fastjson");
        assertEquals(SupportMatrix.library("fastjson").legacy(), fastjson.get("legacy").asText());
        assertEquals("17.0.15", data.get("runs").get(0).get("facts").get("JDK").asText());
    }

    @Test
    void embedsEveryServiceFigureDigitForDigitAndAFolderWithOnlyServiceIsARun() throws Exception {
        Path run = HandMadeRuns.write(dir, "2026-01-02-cold", null, HandMadeRuns.SERVICE_17, "17.0.15");
        Result r = report("--explorer", run.toString());
        assertEquals(0, r.exit, r.err);
        assertTrue(r.out.contains("0 results, " + 14 + " service figures"), r.out);
        JsonNode data = data(Files.readString(run.resolve(ExplorerPage.FILE_NAME)));
        List<CSVRecord> csv = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(HandMadeRuns.SERVICE_17)).getRecords();
        assertEquals(csv.size(), data.get("svcRows").size());
        assertEquals(0, data.get("rows").size());
        for (int i = 0; i < csv.size(); i++) {
            CSVRecord c = csv.get(i);
            JsonNode row = data.get("svcRows").get(i);
            JsonNode cell = data.get("svcCells").get(row.get(1).asInt());
            assertEquals(c.get("library"), data.get("libs").get(row.get(2).asInt()).get("id").asText());
            assertEquals(c.get("measure"), cell.get("measure").asText());
            assertEquals(c.get("direction"), cell.get("direction").asText());
            assertEquals(Integer.parseInt(c.get("threads")), cell.get("threads").asInt());
            assertEquals(c.get("unit"), cell.get("unit").asText());
            assertEquals(Double.parseDouble(c.get("value")), row.get(3).asDouble(), 0, c.toString());
            assertEquals(c.get("ratio").isEmpty(), row.get(4).isNull(), "no ratio is null, not 0");
            if (!c.get("ratio").isEmpty()) {
                assertEquals(Double.parseDouble(c.get("ratio")), row.get(4).asDouble(), 0, c.toString());
                assertEquals(Double.parseDouble(c.get("ratio_low")), row.get(5).asDouble(), 0, c.toString());
                assertEquals(Double.parseDouble(c.get("ratio_high")), row.get(6).asDouble(), 0, c.toString());
            }
            assertEquals(Integer.parseInt(c.get("forks")), row.get(7).asInt());
        }
        assertEquals("media", data.get("svcCells").get(0).get("scenario").asText());
    }

    @Test
    void selfContainedAndNothingInTheDataClosesTheScript() throws Exception {
        String page = ExplorerPage.render(List.of(ExplorerRun.parse("a</script><b>", HandMadeRuns.RUN_17, java.util.Map.of(), "test")),
                SupportMatrix.LIBRARIES);
        assertFalse(Pattern.compile("(src|href)\\s*=", Pattern.CASE_INSENSITIVE).matcher(page).find(), "nothing loaded from elsewhere");
        assertFalse(page.contains("<link"), "no stylesheet link");
        Matcher urls = Pattern.compile("https?://[^\"'\\s)]+").matcher(page);
        while (urls.find()) {
            assertEquals("http://www.w3.org/2000/svg", urls.group(), "the only URL is the SVG namespace name");
        }
        assertEquals(2, page.split("</script>", -1).length - 1, "the data script and the code script close once each");
        assertEquals("a</script><b>", data(page).get("runs").get(0).get("name").asText());
    }

    @Test
    void theWholeMatrixOnTwoJdksStaysUnderTwoMegabytes() throws Exception {
        Path jdk17 = Path.of("results", "2026-11-24-jdk17-vm-full");
        Path jdk25 = Path.of("results", "2026-11-24-jdk25-vm-full");
        String page = ExplorerPage.render(List.of(ExplorerPage.readFolder(jdk17), ExplorerPage.readFolder(jdk25)), SupportMatrix.LIBRARIES);
        int bytes = page.getBytes(StandardCharsets.UTF_8).length;
        assertTrue(bytes < 2_000_000, bytes + " bytes");
        assertEquals(36, data(page).get("libs").size(), "every library id");
    }

    @Test
    void refusesToOverwriteAPageAndToReadAFolderWithoutResults() throws Exception {
        Path run = HandMadeRuns.write(dir, "2026-01-01-jdk17", HandMadeRuns.RUN_17, "17.0.15");
        assertEquals(0, report("--explorer", run.toString()).exit);
        String first = Files.readString(run.resolve(ExplorerPage.FILE_NAME));
        Result again = report("--explorer", run.toString());
        assertEquals(1, again.exit);
        assertTrue(again.err.startsWith("serbench report: refusing to overwrite explorer.html"), again.err);
        assertEquals(1, again.err.strip().lines().count(), "one line on stderr");
        assertEquals(first, Files.readString(run.resolve(ExplorerPage.FILE_NAME)));

        Path empty = Files.createDirectories(dir.resolve("empty"));
        Result none = report("--explorer", empty.toString(), "--out", dir.resolve("out").toString());
        assertEquals(1, none.exit);
        assertTrue(none.err.contains("is not a run folder: it has no results.csv"), none.err);
        assertFalse(Files.exists(dir.resolve("out")), "nothing written");

        Result twice = report("--explorer", run.toString(), run.toString(), "--out", dir.resolve("out2").toString());
        assertEquals(1, twice.exit);
        assertTrue(twice.err.contains("is given twice"), twice.err);
    }

    @Test
    void aPartOfARunIsNamedWithItsRun() {
        assertEquals("2026-11-24-jdk25-vm-full/shard-1-of-4", ExplorerPage.name(Path.of("results/2026-11-24-jdk25-vm-full/shard-1-of-4")));
        assertEquals("2026-11-24-jdk25-vm-full", ExplorerPage.name(Path.of("results/2026-11-24-jdk25-vm-full")));
    }

    private static JsonNode lib(JsonNode data, String id) {
        for (JsonNode l : data.get("libs")) {
            if (l.get("id").asText().equals(id)) {
                return l;
            }
        }
        throw new AssertionError("no " + id);
    }

    private static JsonNode data(String page) throws IOException {
        int start = page.indexOf('>', page.indexOf("<script type=\"application/json\" id=\"data\"")) + 1;
        return new ObjectMapper().readTree(page.substring(start, page.indexOf("</script>", start)));
    }

    private record Result(int exit, String out, String err) {
    }

    private static Result report(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Report.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(code, out.toString(), err.toString());
    }
}

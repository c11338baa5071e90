package io.serbench.report.html;

import io.serbench.codec.SupportMatrix;
import io.serbench.report.Report;
import io.serbench.report.ReportFixtures;
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
import java.util.Comparator;
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
        Path jdk17 = Path.of("results", "archive", "2026-11-24-jdk17-vm-full");
        Path jdk25 = Path.of("results", "archive", "2026-11-24-jdk25-vm-full");
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

    /**
     * A page of run folders records each folder and every file it read with its SHA-256, and
     * counts as stale, naming the page and the file, once a file changes, a folder gains a file
     * the page would read, a folder is renamed away from its run's name, or the page records
     * nothing; rebuilt, it is fresh again.
     */
    @Test
    void aPageOfRunFoldersRecordsItsSourcesAndIsStaleOnceTheyChange() throws Exception {
        Path run17 = HandMadeRuns.write(dir, "2026-01-01-jdk17", HandMadeRuns.RUN_17, "17.0.15");
        Path run25 = HandMadeRuns.write(dir, "2026-01-01-jdk25", HandMadeRuns.RUN_25, "25.0.3");
        // a run measured in shards keeps an environment.properties in each shard folder
        Files.createDirectories(run25.resolve("shard-1-of-2"));
        Files.writeString(run25.resolve("shard-1-of-2/environment.properties"), "java.version=25.0.3\n");
        Path out = dir.resolve("joint");
        assertEquals(0, report("--explorer", run17.toString(), run25.toString(), "--out", out.toString()).exit);
        Path page = out.resolve(ExplorerPage.FILE_NAME);
        JsonNode sources = data(Files.readString(page)).get("sources");
        assertEquals(List.of("../2026-01-01-jdk17", "../2026-01-01-jdk25"), texts(sources.get("folders")));
        List<String> files = new java.util.ArrayList<>();
        sources.get("files").fieldNames().forEachRemaining(files::add);
        assertEquals(List.of("../2026-01-01-jdk17/results.csv", "../2026-01-01-jdk17/environment.properties",
                "../2026-01-01-jdk25/results.csv", "../2026-01-01-jdk25/environment.properties",
                "../2026-01-01-jdk25/shard-1-of-2/environment.properties"), files);
        assertEquals(sha256(HandMadeRuns.RUN_17), sources.get("files").get("../2026-01-01-jdk17/results.csv").asText());
        assertEquals(java.util.Optional.empty(), ExplorerSources.staleness(page));

        Files.writeString(run17.resolve("results.csv"), HandMadeRuns.RUN_17.replace(",2.5,2.2,2.84,", ",2.6,2.2,2.84,"));
        String stale = ExplorerSources.staleness(page).orElseThrow();
        assertTrue(stale.startsWith(page + " is older than its data: ../2026-01-01-jdk17/results.csv changed"), stale);
        assertTrue(stale.contains(ExplorerSources.HOW_TO_REBUILD) && stale.contains("--explorer " + slashes(run17) + " " + slashes(run25)
                + " --out " + slashes(out)), "the message says how to rebuild it: " + stale);
        Files.writeString(run17.resolve("results.csv"), HandMadeRuns.RUN_17);
        assertEquals(java.util.Optional.empty(), ExplorerSources.staleness(page), "the same bytes again");

        Files.writeString(run25.resolve("service.csv"), HandMadeRuns.SERVICE_17);
        assertTrue(ExplorerSources.staleness(page).orElseThrow().contains("its run folders now hold"), "a service.csv the page did not read");
        Files.delete(run25.resolve("service.csv"));

        Files.delete(page);
        assertEquals(0, report("--explorer", run17.toString(), "--out", run17.toString()).exit);
        Path own = run17.resolve(ExplorerPage.FILE_NAME);
        assertEquals(List.of("."), texts(data(Files.readString(own)).get("sources").get("folders")));
        assertEquals(java.util.Optional.empty(), ExplorerSources.staleness(own));
        Path renamed = Files.move(run17, dir.resolve("2026-01-01-jdk17-fields10"));
        assertTrue(ExplorerSources.staleness(renamed.resolve(ExplorerPage.FILE_NAME)).orElseThrow()
                .contains("it names the run of . '2026-01-01-jdk17', not '2026-01-01-jdk17-fields10'"), "the title follows the folder");

        Path unrecorded = Files.createDirectories(dir.resolve("unrecorded")).resolve(ExplorerPage.FILE_NAME);
        Files.writeString(unrecorded, ExplorerPage.render(List.of(ExplorerPage.readFolder(run25)), SupportMatrix.LIBRARIES));
        assertTrue(ExplorerSources.staleness(unrecorded).orElseThrow().contains("it records no sources"));
    }

    /**
     * The page a run's own report writes records the results.csv written beside it; a
     * comparison's page names each side by its run folder and records the round files it read.
     */
    @Test
    void theReportsOwnPagesRecordWhatTheyRead() throws Exception {
        Path a = dir.resolve("2026-02-02-jdk25");
        Path b = dir.resolve("2026-02-01-jdk17");
        for (int round = 1; round <= 2; round++) {
            // A's rounds in its folder, B's in a shard folder, as a run measured in shards keeps them
            for (Path file : List.of(a.resolve("round-" + round + ".json"), b.resolve("shard-1-of-1/round-" + round + ".json"))) {
                double jackson = file.startsWith(a) ? 200 + round : 300 + round;
                ReportFixtures.jmhFile(file, List.of(
                        ReportFixtures.result("IntBench", "encode", jackson, "library", "jackson", "fields", "1"),
                        ReportFixtures.result("IntBench", "encode", jackson / (2 + round / 10.0), "library", "fastlib", "fields", "1")));
            }
        }
        Files.writeString(a.resolve("environment.properties"), "java.version=25.0.3\nrounds=2\npreset=" + HandMadeRuns.PRESET + "\n");
        Files.writeString(b.resolve("environment.properties"), "java.version=17.0.15\n");
        Path round1 = a.resolve("round-1.json");
        Path round2 = a.resolve("round-2.json");
        ReportFixtures.Run own = ReportFixtures.report(round1.toString(), round2.toString(), "--out", a.toString());
        assertEquals(0, own.exit(), own.err());
        assertTrue(own.out().contains("explorer.html"), own.out());
        Path page = a.resolve(ExplorerPage.FILE_NAME);
        JsonNode data = data(Files.readString(page));
        assertEquals("2026-02-02-jdk25", data.get("runs").get(0).get("name").asText());
        assertEquals(sha256(Files.readString(a.resolve("results.csv"))), data.get("sources").get("files").get("results.csv").asText());
        assertEquals("2", data.get("runs").get(0).get("facts").get("rounds").asText());
        assertEquals(java.util.Optional.empty(), ExplorerSources.staleness(page));

        Path compare = a.resolve("compare-vs-jdk17");
        ReportFixtures.Run run = ReportFixtures.report(round1.toString(), round2.toString(), "--compare", b.toString(), "--out", compare.toString());
        assertEquals(0, run.exit(), run.err());
        Path comparePage = compare.resolve(ExplorerPage.FILE_NAME);
        JsonNode cmp = data(Files.readString(comparePage));
        assertEquals(List.of("2026-02-02-jdk25", "2026-02-01-jdk17"), texts(cmp.get("runs"), "name"), "each side by its run folder");
        assertEquals("serbench explorer: 2026-02-02-jdk25 · 2026-02-01-jdk17", cmp.get("title").asText());
        List<String> files = new java.util.ArrayList<>();
        cmp.get("sources").get("files").fieldNames().forEachRemaining(files::add);
        assertEquals(List.of("../round-1.json", "../round-2.json",
                "../../2026-02-01-jdk17/shard-1-of-1/round-1.json", "../../2026-02-01-jdk17/shard-1-of-1/round-2.json",
                "../environment.properties", "../../2026-02-01-jdk17/environment.properties"), files.stream().sorted(
                Comparator.comparing((String f) -> f.endsWith(".properties")).thenComparing(f -> f.startsWith("../../"))
                        .thenComparing(f -> f)).toList());
        assertEquals(java.util.Optional.empty(), ExplorerSources.staleness(comparePage));
        Files.writeString(b.resolve("shard-1-of-1/round-2.json"), Files.readString(b.resolve("shard-1-of-1/round-2.json")) + "\n");
        assertTrue(ExplorerSources.staleness(comparePage).orElseThrow()
                .contains("../../2026-02-01-jdk17/shard-1-of-1/round-2.json changed since it was built"));
    }

    /**
     * The rounds shown are the rounds the results hold, and a preset planned for more says so
     * beside them: "default (3 rounds planned, 2 measured): …", never a bare "3 round(s)".
     */
    @Test
    void theRoundsShownAreTheRoundsMeasuredAndThePresetSaysItPlannedOthers() throws Exception {
        String twoRounds = HandMadeRuns.RUN_17.replace(",3,", ",2,");
        Path run = HandMadeRuns.write(dir, "2026-11-27-jdk17-vm-fields10", twoRounds, "17.0.15");
        JsonNode facts = data(ExplorerPage.render(List.of(ExplorerPage.readFolder(run)), SupportMatrix.LIBRARIES)).get("runs").get(0).get("facts");
        assertEquals("2", facts.get("rounds").asText());
        assertEquals("default (3 rounds planned, 2 measured): fork 1, warmup 3×500 ms, measurement 3×400 ms (for publication: "
                + "several rounds, speedup intervals from the round-to-round spread)", facts.get("preset").asText());
        Path three = HandMadeRuns.write(dir, "2026-01-01-jdk17", HandMadeRuns.RUN_17, "17.0.15");
        JsonNode same = data(ExplorerPage.render(List.of(ExplorerPage.readFolder(three)), SupportMatrix.LIBRARIES)).get("runs").get(0).get("facts");
        assertEquals("3", same.get("rounds").asText());
        assertEquals(HandMadeRuns.PRESET, same.get("preset").asText(), "as planned, as described");
        assertEquals("quick: 1 round(s), fork 1", ExplorerRun.presetLabel("quick: 1 round(s), fork 1", 1));
        assertEquals("a preset of another form", ExplorerRun.presetLabel("a preset of another form", 2));
    }

    /**
     * A run merged from shards measured in two sessions on two CPUs: the page shows each shard's
     * CPU, not the first shard's for the whole run, and the dates as their span; what the shards
     * share is shown once.
     */
    @Test
    void aRunOfShardsOnTwoCpusShowsEachShardsCpu() throws Exception {
        Path run = HandMadeRuns.write(dir, "2026-02-02-jdk17-vm-full", HandMadeRuns.RUN_17, "17.0.15");
        String env = Files.readString(run.resolve("environment.properties"));
        Files.delete(run.resolve("environment.properties"));
        Files.writeString(Files.createDirectories(run.resolve("shard-1-of-2")).resolve("environment.properties"), env);
        Files.writeString(Files.createDirectories(run.resolve("shard-2-of-2")).resolve("environment.properties"),
                env.replace("cpu.model=AMD EPYC", "cpu.model=Intel Xeon").replace("2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z"));
        JsonNode facts = data(ExplorerPage.render(List.of(ExplorerPage.readFolder(run)), SupportMatrix.LIBRARIES)).get("runs").get(0).get("facts");
        assertEquals("AMD EPYC (shard-1-of-2); Intel Xeon (shard-2-of-2)", facts.get("CPU").asText());
        assertEquals("2026-01-01T00:00:00Z … 2026-01-02T00:00:00Z (2 runs started)", facts.get("date").asText());
        assertEquals("17.0.15", facts.get("JDK").asText());
    }

    /** A comparison's side is named by the folder of its files: a run measured in shards by the run's folder. */
    @Test
    void aComparisonsSideIsNamedByItsRunFolder() {
        assertEquals("2026-11-24-jdk25-vm-full", ExplorerPage.nameOfFiles(List.of(
                Path.of("results/2026-11-24-jdk25-vm-full/shard-1-of-4/round-1.json"),
                Path.of("results/2026-11-24-jdk25-vm-full/shard-2-of-4/round-1.json"))));
        assertEquals("2026-11-24-jdk25-vm-full/shard-3-of-4", ExplorerPage.nameOfFiles(List.of(
                Path.of("results/2026-11-24-jdk25-vm-full/shard-3-of-4/round-1.json"),
                Path.of("results/2026-11-24-jdk25-vm-full/shard-3-of-4/round-2.json"))));
    }

    private static List<String> texts(JsonNode array) {
        List<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    private static List<String> texts(JsonNode array, String field) {
        List<String> out = new java.util.ArrayList<>();
        array.forEach(n -> out.add(n.get(field).asText()));
        return out;
    }

    private static String sha256(String text) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    private static String slashes(Path p) {
        return p.toString().replace(java.io.File.separatorChar, '/');
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

package io.serbench.report;

import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;

import static io.serbench.report.ReportFixtures.T999_DF4;
import static io.serbench.report.ReportFixtures.assertOneLineFailure;
import static io.serbench.report.ReportFixtures.copy;
import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.list;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.report;
import static io.serbench.report.ReportFixtures.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportCliTest {
    private static final String INT_ENCODE = "io.serbench.bench.IntBench.encode";
    private static final String INT_DECODE = "io.serbench.bench.IntBench.decode";

    @TempDir
    Path tmp;

    @Test
    void oneRoundWithoutBracketsGivesRatiosButNoInterval() throws IOException {
        Path in = copy(tmp.resolve("run"), "one-round.json");
        ReportFixtures.Run run = report(in.resolve("one-round.json").toString());
        assertEquals(0, run.exit(), run.err());

        List<CSVRecord> rows = csv(in.resolve("results.csv"));
        CSVRecord fast = row(rows, INT_ENCODE, "fastlib", "1");
        assertEquals(2.0, num(fast, "speedup"), 1e-9);
        // one jackson fork per cell: nothing measures fork-to-fork variance, so no interval is
        // claimed (JMH's iteration errors alone would leave out the largest part of the noise)
        assertEquals("", fast.get("ci_low"));
        assertEquals("", fast.get("ci_high"));
        assertEquals("", fast.get("no_difference"));
        assertTrue(fast.get("note").contains("fork-to-fork variance unknown, no interval"), fast.get("note"));
        assertEquals("1", fast.get("rounds"));
        assertEquals(50.0, num(fast, "ns_op"), 1e-9);
        assertEquals(5.0, num(fast, "ns_op_error"), 1e-9);
        assertEquals(24.0, num(fast, "alloc_b_op"), 1e-9);

        CSVRecord bin = row(rows, INT_ENCODE, "binlib", "1");
        assertEquals(100.0 / 101.0, num(bin, "speedup"), 1e-6);
        assertEquals("", bin.get("no_difference"));

        CSVRecord lossy = row(rows, "io.serbench.bench.DoubleBench.decode", "dbl6", "10");
        assertEquals(4.0, num(lossy, "speedup"), 1e-9);
        assertEquals("true", lossy.get("lossy"));
        assertEquals("false", fast.get("lossy"));

        CSVRecord extra = row(rows, INT_DECODE, "extra", "1");
        assertEquals(200.0 / 150.0, num(extra, "speedup"), 1e-5); // the CSV keeps 6 significant digits

        CSVRecord noop = row(rows, INT_ENCODE, "noop", "1");
        assertEquals("", noop.get("speedup"));
        assertTrue(noop.get("note").contains("harness"));

        CSVRecord list = rows.stream().filter(r -> r.get("scenario").equals("list")).findFirst().orElseThrow();
        assertEquals("int", list.get("element"));

        String summary = Files.readString(in.resolve("SUMMARY.md"));
        // headline: speedup columns for the compared libraries, never for the harness
        String header = summary.lines().filter(l -> l.startsWith("| scenario | fields | direction |")).findFirst().orElseThrow();
        assertTrue(header.contains("| fastlib |") && header.contains("| dbl6 † |") && header.contains("| extra |"), header);
        assertFalse(header.contains("| noop |"), header);
        String intEncode = summary.lines().filter(l -> l.startsWith("| int | 1 | encode |")).findFirst().orElseThrow();
        assertTrue(intEncode.contains("| 2.00× |"), intEncode);
        assertTrue(intEncode.contains("| 0.99× |"), "no interval, so no claim of no difference: " + intEncode);
        java.util.regex.Matcher na = java.util.regex.Pattern.compile("n/a([¹²³])").matcher(intEncode);
        assertTrue(na.find(), "dbl6 does not run int: " + intEncode);
        assertTrue(summary.contains(na.group(1) + " n/a: " + ReportFixtures.DOUBLES_ONLY), "the footnote names the reason");
        String skip = summary.lines().filter(l -> l.startsWith("| skip | 1 | decode |")).findFirst().orElseThrow();
        assertTrue(skip.matches(".*\\| n/a[²³] \\|.*"), skip);
        assertTrue(summary.contains("n/a: " + ReportFixtures.NO_SKIP));
        assertTrue(summary.contains("dbl6 is lossy"));
        assertTrue(summary.contains("| B/op |"), "-prof gc was used");
        assertTrue(summary.contains("| fastlib | 2.00× [no interval] | 1 |"), summary);
        assertTrue(summary.contains("fork-to-fork variance is unknown"));
        assertTrue(summary.contains("**Interval coverage: cannot be measured** with 1 round"));
        assertTrue(summary.contains("no cell has repeated jackson forks in one round"));
        assertTrue(summary.contains("unknown (no environment.properties)"));
        assertTrue(summary.contains("1.37"), "JMH version from the JSON");
        assertTrue(summary.contains("(chart-int.svg)"));
        assertTrue(summary.contains("bytes columns say `-`"));
        // the input sits next to SUMMARY.md: linked; JMH Visualizer cannot fetch a local file, so it is a hint
        assertTrue(summary.contains("| inputs | round 1: [`one-round.json`](one-round.json) |"), summary);
        assertTrue(summary.contains("| view a round | in JMH Visualizer: upload an input file at https://jmh.morethan.io/ |"),
                summary);
        assertFalse(summary.contains("?source="), summary);
    }

    @Test
    void threeRoundsGiveGeometricMeanAndStudentInterval() throws IOException {
        Path in = copy(tmp.resolve("rounds"), "round-1.json", "round-2.json", "round-3.json");
        ReportFixtures.Run run = report(in.resolve("round-1.json").toString(), in.resolve("round-2.json").toString(),
                in.resolve("round-3.json").toString());
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(in.resolve("results.csv"));

        // jackson 200/220/180 vs fastlib 100 in every round: per-round 2.0, 2.2, 1.8. Only two rows
        // vary, too few for a prior: y = ln(2.0, 2.2, 1.8), m = 0.689797 -> 1.993311, s² = 0.0100756,
        // half = t(0.975, 2) x sqrt(s²/3) = 4.302653 x 0.0579529 = 0.249351 -> [1.553400, 2.557801]
        CSVRecord fast = row(rows, INT_DECODE, "fastlib", "1");
        assertEquals("3", fast.get("rounds"));
        assertEquals(1.993311, num(fast, "speedup"), 1e-5);
        assertEquals(1.553400, num(fast, "ci_low"), 1e-5);
        assertEquals(2.557801, num(fast, "ci_high"), 1e-5);
        assertEquals("false", fast.get("no_difference"));
        assertEquals("", fast.get("ns_op_error"), "no JMH error once rounds are combined");

        // 200/190, 220/230, 180/170: y = (0.051293, -0.044452, 0.057158), m = 0.021333 -> 1.021562,
        // s² = 0.00325436, half = 4.302653 x 0.0329361 = 0.141713 -> [0.886584, 1.177091]: contains 1.0
        CSVRecord bin = row(rows, INT_DECODE, "binlib", "1");
        assertEquals(1.021562, num(bin, "speedup"), 1e-5);
        assertEquals(0.886584, num(bin, "ci_low"), 1e-5);
        assertEquals(1.177091, num(bin, "ci_high"), 1e-5);
        assertEquals("true", bin.get("no_difference"));

        // identical ratio every round and no prior to borrow from: a zero-width interval that excludes 1.0
        CSVRecord ten = row(rows, INT_DECODE, "fastlib", "10");
        assertEquals(4.0, num(ten, "speedup"), 1e-9);
        assertEquals(4.0, num(ten, "ci_low"), 1e-9);
        assertEquals(4.0, num(ten, "ci_high"), 1e-9);

        CSVRecord jackson = row(rows, INT_DECODE, "jackson", "1");
        assertEquals(200.0, num(jackson, "ns_op"), 1e-9);
        assertEquals(1.0, num(jackson, "speedup"), 1e-9);
        assertEquals(4.0, num(row(rows, INT_DECODE, "noop", "1"), "ns_op"), 1e-9);
        assertEquals("", jackson.get("alloc_b_op"));

        String summary = Files.readString(in.resolve("SUMMARY.md"));
        assertTrue(summary.contains("the geometric mean of the per-round speedups"));
        assertTrue(summary.contains("| fastlib | 1.99× [1.55, 2.56] | 3 |"), summary);
        assertTrue(summary.contains("**Interval coverage: "), summary);
        assertFalse(summary.contains("median of 3 rounds"));
        assertFalse(summary.contains("| B/op |"), "no -prof gc, no allocation column");
    }

    @Test
    void reportIsReproducible() throws IOException {
        Path a = copy(tmp.resolve("a"), "round-1.json", "round-2.json", "round-3.json");
        Path b = copy(tmp.resolve("b"), "round-1.json", "round-2.json", "round-3.json");
        for (Path dir : List.of(a, b)) {
            assertEquals(0, report(dir.resolve("round-1.json").toString(), dir.resolve("round-2.json").toString(),
                    dir.resolve("round-3.json").toString()).exit());
        }
        assertEquals(Files.readString(a.resolve("results.csv")), Files.readString(b.resolve("results.csv")));
    }

    @Test
    void aFileNotNamedRoundNIsARoundOfItsOwn() throws IOException {
        Path in = copy(tmp.resolve("merge"), "round-1.json", "round-2.json", "shard-string.json");
        Path out = tmp.resolve("merged");
        ReportFixtures.Run run = report(in.resolve("round-1.json").toString(), in.resolve("round-2.json").toString(),
                in.resolve("shard-string.json").toString(), "--out", out.toString());
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(out.resolve("results.csv"));
        assertEquals("2", row(rows, INT_DECODE, "fastlib", "1").get("rounds"));
        CSVRecord string = row(rows, "io.serbench.bench.StringBench.encode", "fastlib", "5");
        assertEquals("1", string.get("rounds"));
        assertEquals(2.0, num(string, "speedup"), 1e-9);
        assertEquals(Set.of("SUMMARY.md", "results.csv", "explorer.html", "heatmap.svg", "profile.csv", "chart-int.svg", "chart-string.svg"), list(out));
        assertFalse(Files.exists(in.resolve("SUMMARY.md")), "--out decides where the report goes");
    }

    @Test
    void chartsArePlainSvgWithReferenceLine() throws Exception {
        Path in = copy(tmp.resolve("charts"), "one-round.json");
        assertEquals(0, report(in.resolve("one-round.json").toString()).exit());
        assertEquals(Set.of("one-round.json", "SUMMARY.md", "results.csv", "explorer.html", "heatmap.svg", "profile.csv", "chart-int.svg",
                "chart-double.svg", "chart-skip.svg", "chart-list-int.svg"), list(in));
        for (String chart : List.of("chart-int.svg", "chart-double.svg", "chart-skip.svg", "chart-list-int.svg")) {
            String svg = Files.readString(in.resolve(chart));
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(new java.io.ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
            assertEquals("svg", doc.getDocumentElement().getTagName());
            assertFalse(svg.contains("<script") || svg.contains("@import") || svg.contains("href=\"http"), chart);
            assertTrue(svg.contains("1.0 = jackson"), chart);
            assertTrue(svg.contains("speedup vs jackson (log scale, right = faster)"), chart);
        }
        String intChart = Files.readString(in.resolve("chart-int.svg"));
        assertTrue(intChart.contains(">fastlib<") && intChart.contains(">binlib<"), "legend");
        assertFalse(intChart.contains(">noop<"), "the harness is not a bar");
        assertTrue(intChart.contains("n/a here (reasons in SUMMARY.md): dbl6"));
    }

    /** A shard's round-1.json: one int cell at fields=1, jackson at 200 ns and fastlib at {@code fastlibNs}. */
    private static Path shardRound(Path shard, String direction, double fastlibNs) throws IOException {
        return ReportFixtures.jmhFile(shard.resolve("round-1.json"), List.of(
                ReportFixtures.result("IntBench", direction, 200, "library", "jackson", "fields", "1"),
                ReportFixtures.result("IntBench", direction, fastlibNs, "library", "fastlib", "fields", "1")));
    }

    /**
     * A run merged from shard folders took the sum of their measuring times and spans their
     * start dates; where the shards' files disagree (another host), each shard's value is given.
     */
    @Test
    void shardsWallTimesAreSummedAndTheirDatesSpanned() throws IOException {
        Path shard1 = shardRound(tmp.resolve("run/shard-1"), "encode", 100);
        Path shard2 = shardRound(tmp.resolve("run/shard-2"), "decode", 50);
        Files.writeString(shard1.resolveSibling("environment.properties"), "host=first\ndate=2026-11-24T00:42:24Z\nwall.seconds=7094\n");
        Files.writeString(shard2.resolveSibling("environment.properties"), "host=second\ndate=2026-11-25T03:31:00Z\nwall.seconds=4500\n");
        Path out = tmp.resolve("run/merged");
        ReportFixtures.Run run = report(shard1.toString(), shard2.toString(), "--out", out.toString());
        assertEquals(0, run.exit(), run.err());
        String summary = Files.readString(out.resolve("SUMMARY.md"));
        assertTrue(summary.contains("| wall time | 3 h 13 min in 2 runs (1 h 58 min + 1 h 15 min) |"), summary);
        assertTrue(summary.contains("| host | first (shard-1); second (shard-2) |"), summary);
        assertTrue(summary.contains("| date | 2026-11-24T00:42:24Z … 2026-11-25T03:31:00Z (2 runs started) |"), summary);

        // a shard whose file records no time: the total is not passed off as the whole run's
        Files.writeString(shard2.resolveSibling("environment.properties"), "host=second\n");
        Path partial = tmp.resolve("run/partial");
        assertEquals(0, report(shard1.toString(), shard2.toString(), "--out", partial.toString()).exit());
        String partialSummary = Files.readString(partial.resolve("SUMMARY.md"));
        assertTrue(partialSummary.contains("| wall time | 1 h 58 min; 1 of 2 environment.properties files record no wall.seconds |"),
                partialSummary);

        Files.writeString(shard2.resolveSibling("environment.properties"), "wall.seconds=75 min\n");
        ReportFixtures.Run bad = report(shard1.toString(), shard2.toString(), "--out", tmp.resolve("run/bad").toString());
        assertOneLineFailure(bad, "wall.seconds is not a whole number of seconds: 75 min");
    }

    /**
     * Shards measured in different sessions can run on different host families: the summary
     * names each shard's family and machine state, never the first shard's for all, and says
     * that a ratio holds for its shard's family.
     */
    @Test
    void shardsOfTwoHostFamiliesAreDescribedShardByShard() throws IOException {
        Path shard1 = shardRound(tmp.resolve("mixed/shard-1-of-2"), "encode", 100);
        Path shard2 = shardRound(tmp.resolve("mixed/shard-2-of-2"), "decode", 50);
        Files.writeString(shard1.resolveSibling("environment.properties"),
                "host.id=fam-a\ncpu.model=CPU A\npreset=default\nversion.fastlib=1.0\nversion.jackson=2.0\n");
        Files.writeString(shard2.resolveSibling("environment.properties"),
                "host.id=fam-b\ncpu.model=CPU B\npreset=default\nversion.fastlib=1.1\nversion.jackson=2.0\n");
        // steal 40 of 1000 ticks and load 3.0 on the first; 0 of 3000 and load 1.0 on the second
        Files.writeString(shard1.resolveSibling("run.json"), "{\"rounds\": [{\"machine\": {\"ticks\": 1000, \"stealTicks\": 40, "
                + "\"loadSamples\": 2, \"loadSum\": 6.0, \"loadMax\": 4.0}}]}");
        Files.writeString(shard2.resolveSibling("run.json"), "{\"rounds\": [{\"machine\": {\"ticks\": 3000, \"stealTicks\": 0, "
                + "\"loadSamples\": 2, \"loadSum\": 2.0, \"loadMax\": 1.5}}]}");
        Path out = tmp.resolve("mixed/merged");
        ReportFixtures.Run run = report(shard1.toString(), shard2.toString(), "--out", out.toString());
        assertEquals(0, run.exit(), run.err());
        String summary = Files.readString(out.resolve("SUMMARY.md"));
        assertTrue(summary.contains("Measured on shards of 2 host families: **`fam-a`** (shard-1-of-2); **`fam-b`** (shard-2-of-2); "
                + "each cell was measured within one shard, so each ratio holds for its shard's family; other CPUs"), summary);
        assertTrue(summary.contains("| host family | mixed (fam-a, fam-b) |"), summary);
        assertTrue(summary.contains("| CPU | CPU A (shard-1-of-2); CPU B (shard-2-of-2) |"), summary);
        // the total over both shards: 40 of 4000 ticks = 1.0%, load (6 + 2) / 4 samples = 2.0, highest 4.0
        assertTrue(summary.contains("| machine while measuring | CPU steal 1.0% of all CPU time; load average 2.0 (highest 4.0), "
                + "sampled after each cell (run.json); by shard: shard-1-of-2: CPU steal 4.0% of all CPU time; load average 3.0 "
                + "(highest 4.0); shard-2-of-2: CPU steal 0.0% of all CPU time; load average 1.0 (highest 1.5) |"), summary);
        assertTrue(summary.contains("preset default |"), "the preset both shards share is said once: " + summary);
        assertTrue(summary.contains("; **shards differ:** fastlib: 1.0 (shard-1-of-2); 1.1 (shard-2-of-2) |"), summary);
        assertFalse(summary.contains("jackson: 2.0 (shard"), "a version both shards share is not listed as differing");
    }

    @Test
    void readsEnvironmentAndSizesNextToTheInputs() throws IOException {
        Path in = copy(tmp.resolve("env"), "one-round.json");
        Files.writeString(in.resolve("environment.properties"), String.join("\n",
                "cpu.model=Test CPU 9000", "cpu.cores=2", "os=Linux 6.1", "host=box", "date=2025-01-02",
                "java.vendor=Eclipse Adoptium", "java.version=21.0.5", "jvm.flags=-Xmx1g", "rounds=1", "preset=quick",
                "wall.seconds=7094", "version.jackson=2.19.2", "version.fastlib=1.0", "version.binlib=3.4"));
        Files.writeString(in.resolve("sizes.csv"), String.join("\n",
                "library,scenario,element,fields,inputs,mean_bytes,mean_deflated_bytes,min_bytes,max_bytes",
                "jackson,int,,1,64,20.00,26.50,14,21", "fastlib,int,,1,64,20.00,26.50,14,21",
                "fastlib,list,int,1,64,150.00,120.00,140,152", ""));
        Path out = tmp.resolve("envout");
        assertEquals(0, report(in.resolve("one-round.json").toString(), "--out", out.toString()).exit());

        String summary = Files.readString(out.resolve("SUMMARY.md"));
        for (String expected : List.of("Test CPU 9000", "| cores | 2 |", "Linux 6.1", "Eclipse Adoptium, 21.0.5",
                "-Xmx1g", "2025-01-02", "preset quick", "jackson 2.19.2", "fastlib 1.0", "binlib 3.4",
                "| wall time | 1 h 58 min |")) {
            assertTrue(summary.contains(expected), expected);
        }
        List<CSVRecord> rows = csv(out.resolve("results.csv"));
        CSVRecord fast = row(rows, INT_ENCODE, "fastlib", "1");
        assertEquals(20.0, num(fast, "bytes"), 1e-9);
        assertEquals(26.5, num(fast, "deflated_bytes"), 1e-9);
        assertEquals(20.0 / 50.0 * 1000, num(fast, "mb_per_s"), 1e-6);
        assertEquals("", row(rows, INT_ENCODE, "binlib", "1").get("bytes"), "no size row: no bytes");
        assertEquals(150.0, num(row(rows, "io.serbench.bench.ListBench.encode", "fastlib", "1"), "bytes"), 1e-9);
        assertEquals(Set.of("SUMMARY.md", "results.csv", "explorer.html", "heatmap.svg", "profile.csv", "chart-int.svg", "chart-double.svg",
                "chart-skip.svg", "chart-list-int.svg"), list(out), "inputs' environment and sizes are read, not copied");
    }

    @Test
    void otherBaselineIsAccepted() throws IOException {
        Path in = copy(tmp.resolve("base"), "one-round.json");
        assertEquals(0, report(in.resolve("one-round.json").toString(), "--baseline", "fastlib").exit());
        CSVRecord jackson = row(csv(in.resolve("results.csv")), INT_DECODE, "jackson", "1");
        assertEquals(80.0 / 200.0, num(jackson, "speedup"), 1e-9);
        String summary = Files.readString(in.resolve("SUMMARY.md"));
        assertTrue(summary.contains("no row is comparable"), "the article's ratios are against jackson");
    }

    @Test
    void noBaselineRowsStillReportsEverythingElse() throws IOException {
        Path in = copy(tmp.resolve("nobase"), "no-baseline.json");
        ReportFixtures.Run run = report(in.resolve("no-baseline.json").toString());
        assertEquals(0, run.exit());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        // one line: what is missing and what to pass instead (the ids the input has, never the harness)
        assertTrue(run.err().contains("no jackson results: pass --baseline with one of: fastlib ("), run.err());
        assertFalse(run.err().contains("noop"), run.err());
        CSVRecord fast = row(csv(in.resolve("results.csv")), INT_DECODE, "fastlib", "1");
        assertEquals("", fast.get("speedup"));
        assertTrue(fast.get("note").startsWith("no baseline"));
        assertEquals(80.0, num(fast, "ns_op"), 1e-9);
        String summary = Files.readString(in.resolve("SUMMARY.md"));
        assertTrue(summary.lines().anyMatch(l -> l.startsWith("| int | 1 | decode |") && l.contains("| no baseline |")));
    }

    // ---- bad input: one line on stderr, a non-zero exit, nothing written or overwritten ----

    @Test
    void rejectsFileThatIsNotJmhJson() throws IOException {
        assertRejected("not-jmh.json", "is not JMH JSON");
        assertRejected("text-output.json", "is not JMH JSON");
    }

    @Test
    void rejectsEmptyFileAndEmptyRun() throws IOException {
        assertRejected("empty.json", "is empty");
        assertRejected("empty-run.json", "no benchmark results");
    }

    @Test
    void rejectsUnreadablePath() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("missing"));
        ReportFixtures.Run run = report(dir.resolve("nope.json").toString());
        assertOneLineFailure(run, "no such file");
        assertEquals(Set.of(), list(dir));
        ReportFixtures.Run folder = report(dir.toString());
        assertOneLineFailure(folder, "cannot read");
    }

    @Test
    void rejectsUnknownBaseline() throws IOException {
        Path in = copy(tmp.resolve("unknown"), "one-round.json");
        ReportFixtures.Run run = report(in.resolve("one-round.json").toString(), "--baseline", "nosuchlib");
        assertOneLineFailure(run, "unknown --baseline 'nosuchlib'");
        assertEquals(Set.of("one-round.json"), list(in));
        assertOneLineFailure(report(in.resolve("one-round.json").toString(), "--baseline", "noop"), "harness");
    }

    @Test
    void rejectsMixOfGoodAndBadFilesWithoutWriting() throws IOException {
        Path in = copy(tmp.resolve("mix"), "round-1.json", "not-jmh.json");
        assertOneLineFailure(report(in.resolve("round-1.json").toString(), in.resolve("not-jmh.json").toString()),
                "not-jmh.json is not JMH JSON");
        assertEquals(Set.of("round-1.json", "not-jmh.json"), list(in));
    }

    @Test
    void neverOverwritesAnExistingReport() throws IOException {
        Path in = copy(tmp.resolve("twice"), "one-round.json");
        assertEquals(0, report(in.resolve("one-round.json").toString()).exit());
        String summary = Files.readString(in.resolve("SUMMARY.md"));
        String results = Files.readString(in.resolve("results.csv"));
        String chart = Files.readString(in.resolve("chart-int.svg"));

        ReportFixtures.Run again = report(in.resolve("one-round.json").toString(), "--baseline", "fastlib");
        assertOneLineFailure(again, "refusing to overwrite");
        assertEquals(summary, Files.readString(in.resolve("SUMMARY.md")));
        assertEquals(results, Files.readString(in.resolve("results.csv")));
        assertEquals(chart, Files.readString(in.resolve("chart-int.svg")));
    }

    @Test
    void aStrayChartAloneAlsoStopsTheRun() throws IOException {
        Path in = copy(tmp.resolve("stray"), "one-round.json");
        Files.writeString(in.resolve("chart-string.svg"), "keep me");
        assertOneLineFailure(report(in.resolve("one-round.json").toString()), "chart-string.svg");
        assertEquals("keep me", Files.readString(in.resolve("chart-string.svg")));
        assertEquals(Set.of("one-round.json", "chart-string.svg"), list(in));
    }

    @Test
    void helpPrintsNoFormatWarning() {
        for (String flag : List.of("--help", "-h")) {
            // picocli reports a bad format string through its own tracer on System.err, not the CLI's writer
            java.io.PrintStream saved = System.err;
            java.io.ByteArrayOutputStream tracer = new java.io.ByteArrayOutputStream();
            ReportFixtures.Run run;
            try {
                System.setErr(new java.io.PrintStream(tracer, true, StandardCharsets.UTF_8));
                run = report(flag);
            } finally {
                System.setErr(saved);
            }
            assertEquals(0, run.exit(), run.err());
            assertTrue(run.out().contains("Usage:"), run.out());
            assertTrue(run.out().replaceAll("\\s+", " ").contains("calibrated 95% interval"), "the percent sign prints once: " + run.out());
            for (String stream : List.of(run.out(), run.err(), tracer.toString(StandardCharsets.UTF_8))) {
                String lower = stream.toLowerCase(java.util.Locale.ROOT);
                assertFalse(lower.contains("warn"), stream);
                assertFalse(lower.contains("unknown format"), stream);
                assertFalse(lower.contains("could not format"), stream);
                assertFalse(stream.contains("%%") || stream.contains("%n"), "no format left unexpanded: " + stream);
            }
        }
    }

    @Test
    void versionIsTheSuiteVersion() throws IOException {
        java.util.Properties p = new java.util.Properties();
        try (java.io.InputStream in = ReportCliTest.class.getResourceAsStream("/serbench-versions.properties")) {
            p.load(in);
        }
        String version = p.getProperty("serbench");
        assertTrue(version != null && version.matches("\\d+\\.\\d+.*"), "filtered from the pom: " + version);
        for (String flag : List.of("-V", "--version")) {
            ReportFixtures.Run run = report(flag);
            assertEquals(0, run.exit(), run.err());
            assertEquals("serbench " + version, run.out().strip());
            assertEquals("", run.err());
        }
    }

    @Test
    void sameFileTwiceIsRefusedByContent() throws IOException {
        Path in = copy(tmp.resolve("dup"), "one-round.json");
        Files.copy(in.resolve("one-round.json"), in.resolve("copy.json"));
        Files.writeString(in.resolve("SUMMARY.md"), "an older report");
        String a = in.resolve("one-round.json").toString();
        String b = in.resolve("copy.json").toString();

        ReportFixtures.Run renamed = report(a, b);
        assertOneLineFailure(renamed, "are the same file");
        assertTrue(renamed.err().contains(a) && renamed.err().contains(b), "names both paths: " + renamed.err());
        assertTrue(renamed.err().contains("SHA-256"), renamed.err());

        ReportFixtures.Run twice = report(a, a);
        assertOneLineFailure(twice, a + " is given twice");

        // a copy in a shard folder under the round name is the same file too, whatever its name
        Path shard = tmp.resolve("dup-shard");
        Files.createDirectories(shard);
        Files.copy(in.resolve("one-round.json"), shard.resolve("round-1.json"));
        ReportFixtures.Run shardCopy = report(a, shard.resolve("round-1.json").toString(), "--out", tmp.resolve("dup-out").toString());
        assertOneLineFailure(shardCopy, "are the same file");
        assertFalse(Files.exists(tmp.resolve("dup-out")), "nothing written");

        assertEquals("an older report", Files.readString(in.resolve("SUMMARY.md")));
        assertEquals(Set.of("one-round.json", "copy.json", "SUMMARY.md"), list(in));
        assertEquals(Set.of("round-1.json"), list(shard));
    }

    @Test
    void usageErrorsAreOneLineToo() {
        ReportFixtures.Run run = report();
        assertEquals(2, run.exit());
        assertEquals(1, run.err().strip().lines().count(), run.err());
    }

    private void assertRejected(String resource, String message) throws IOException {
        Path in = copy(tmp.resolve(resource + "-dir"), resource);
        Files.writeString(in.resolve("SUMMARY.md"), "an older report");
        ReportFixtures.Run run = report(in.resolve(resource).toString());
        assertOneLineFailure(run, message);
        assertEquals("an older report", Files.readString(in.resolve("SUMMARY.md")));
        assertEquals(Set.of(resource, "SUMMARY.md"), list(in));
    }
}

package io.serbench.report.analysis;

import io.serbench.report.ReportFixtures;
import io.serbench.report.data.Environment;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;
import io.serbench.report.stats.Welch;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;

import static io.serbench.report.ReportFixtures.assertOneLineFailure;
import static io.serbench.report.ReportFixtures.copy;
import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.list;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.report;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --compare}: two hand-made 3-round runs. Cell int·1·encode is in both: fastlib doubles
 * its speedup from B to A (it moved), binlib keeps it (it did not). Run A also has a cell
 * (int·5·encode) and a library (extra) that B lacks; B has a cell (int·5·decode) that A lacks,
 * and is written as two shard folders, as a sharded run is.
 */
class CompareTest {
    @TempDir
    Path tmp;

    /**
     * Run A, round r: int·1·encode jackson 200/220/180, fastlib 100, binlib 160/200/150, extra
     * (always jackson ÷ 4); int·5·encode jackson 100, fastlib 50.
     */
    private String[] runA() throws IOException {
        double[] jackson = {200, 220, 180};
        double[] bin = {160, 200, 150};
        String[] paths = new String[3];
        for (int r = 0; r < 3; r++) {
            paths[r] = jmhFile(tmp.resolve("a/round-" + (r + 1) + ".json"), List.of(
                    result("IntBench", "encode", jackson[r], "library", "jackson", "fields", "1"),
                    result("IntBench", "encode", 100, "library", "fastlib", "fields", "1"),
                    result("IntBench", "encode", bin[r], "library", "binlib", "fields", "1"),
                    result("IntBench", "encode", jackson[r] / 4, "library", "extra", "fields", "1"),
                    result("IntBench", "encode", 100, "library", "jackson", "fields", "5"),
                    result("IntBench", "encode", 50, "library", "fastlib", "fields", "5"))).toString();
        }
        return paths;
    }

    /**
     * Run B in two shard folders, round r: shard-1 int·1·encode jackson 150/160/140, fastlib 150,
     * binlib 120/140/120; shard-2 int·5·decode jackson 75/80/70, fastlib a quarter of that.
     */
    private Path runB() throws IOException {
        double[] jackson = {150, 160, 140};
        double[] bin = {120, 140, 120};
        for (int r = 0; r < 3; r++) {
            jmhFile(tmp.resolve("b/shard-1/round-" + (r + 1) + ".json"), List.of(
                    result("IntBench", "encode", jackson[r], "library", "jackson", "fields", "1"),
                    result("IntBench", "encode", 150, "library", "fastlib", "fields", "1"),
                    result("IntBench", "encode", bin[r], "library", "binlib", "fields", "1")));
            jmhFile(tmp.resolve("b/shard-2/round-" + (r + 1) + ".json"), List.of(
                    result("IntBench", "decode", jackson[r] / 2, "library", "jackson", "fields", "5"),
                    result("IntBench", "decode", jackson[r] / 8, "library", "fastlib", "fields", "5")));
        }
        return tmp.resolve("b");
    }

    private static String[] args(String[] inputs, String... more) {
        List<String> all = new ArrayList<>(List.of(inputs));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    private static CSVRecord change(List<CSVRecord> rows, String library, String fields, String direction) {
        return rows.stream().filter(r -> r.get("library").equals(library) && r.get("fields").equals(fields)
                        && r.get("direction").equals(direction)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + library + " " + fields + " " + direction));
    }

    /** The model COMPARE.md, compare.csv and the charts are rendered from: run A's inputs against run B's. */
    private static Compare compare(String[] a, Path b) throws Exception {
        Environment none = Environment.find(List.of());
        return Compare.of(new Compare.Side(ReportFixtures.analysis(ReportFixtures.MATRIX, a), none, ""),
                new Compare.Side(ReportFixtures.analysis(ReportFixtures.MATRIX, b), none, ""));
    }

    private static Compare.Change change(Compare c, RowKey cell, String library) {
        return c.shared().stream().filter(ch -> ch.row().equals(cell) && ch.library().equals(library)).findFirst()
                .orElseThrow(() -> new AssertionError("no shared ratio " + library + " " + cell));
    }

    /** A run's row: speedup and 95% interval to 1e-5. */
    private static void assertRow(double speedup, double low, double high, ResultRow r) {
        assertEquals(speedup, r.speedup(), 1e-5, r.library());
        assertEquals(low, r.ciLow(), 1e-5, r.library());
        assertEquals(high, r.ciHigh(), 1e-5, r.library());
    }

    /** A change factor (log-scale interval) as a ratio with its 95% interval, to 1e-5. */
    private static void assertInterval(double ratio, double low, double high, Intervals.Interval i) {
        assertEquals(ratio, i.ratio(), 1e-5);
        assertEquals(low, i.low(), 1e-5);
        assertEquals(high, i.high(), 1e-5);
    }

    /** The one line of {@code text} that starts with {@code start}. */
    private static String line(String text, String start) {
        List<String> lines = text.lines().filter(l -> l.startsWith(start)).toList();
        assertEquals(1, lines.size(), start + " in " + text);
        return lines.get(0);
    }

    private static final String[] COMPARED = {"speedup_a", "speedup_b", "change", "change_low", "change_high", "change_df"};

    /** A shared ratio's row of compare.csv: the {@link #COMPARED} columns to 1e-5, and whether it moved. */
    private static void assertCompared(CSVRecord row, double[] expected, String moved) {
        for (int i = 0; i < COMPARED.length; i++) {
            assertEquals(expected[i], num(row, COMPARED[i]), 1e-5, COMPARED[i]);
        }
        assertEquals(moved, row.get("moved"));
    }

    @Test
    void changeFactorsIntervalsAndWhatMoved() throws Exception {
        Path out = tmp.resolve("out");
        String[] a = runA();
        Path b = runB();
        // B's environment sits in its run folder, above the shard folders
        Files.writeString(tmp.resolve("a/environment.properties"), "java.version=17.0.15\nwall.seconds=3600\nversion.fastlib=1.0\nversion.binlib=2.0\n");
        Files.writeString(b.resolve("environment.properties"), "java.version=25.0.1\nwall.seconds=5400\nversion.fastlib=1.1\nversion.binlib=2.0\n");
        ReportFixtures.Run run = report(args(a, "--compare", b.toString(), "--out", out.toString()));
        assertEquals(0, run.exit(), run.err());
        assertEquals(Set.of("COMPARE.md", "compare.csv", "compare.svg", "compare-cells.svg", "explorer.html"), list(out),
                "the comparison, its explorer page and nothing else");
        assertTrue(run.out().contains("1 of 2 shared ratios moved (0.1 expected by chance)"), run.out());

        List<CSVRecord> rows = csv(out.resolve("compare.csv"));
        // Every run alone has two rows that vary over rounds, too few for a prior: each row's own s²
        // on 2 df. fastlib: A y = ln(2.0, 2.2, 1.8) -> 1.993311 [1.553400, 2.557801], se_A = 0.0579529;
        // B y = ln(1, 16/15, 14/15) -> 0.998516 [0.845886, 1.178687], se_B = 0.0386080.
        // change = 1.993311 / 0.998516 = 1.996273; se = √(se_A² + se_B²) = 0.0696350, Welch df
        // = (se_A² + se_B²)² / (se_A⁴/2 + se_B⁴/2) = 3.480365, t(0.975, 3.48) = 2.92758 -> [1.625956, 2.450930]
        CSVRecord fast = change(rows, "fastlib", "1", "encode");
        assertEquals("both", fast.get("in_runs"));
        assertCompared(fast, new double[]{1.993311, 0.998516, 1.996273, 1.625956, 2.450930, 3.480365}, "up");

        // binlib: A y = ln(1.25, 1.1, 1.2) -> 1.181666, B y = ln(1.25, 8/7, 7/6) -> 1.185631;
        // change 0.996655, Welch df 3.631207 -> [0.871468, 1.139826]: contains 1, did not move
        assertCompared(change(rows, "binlib", "1", "encode"),
                new double[]{1.181666, 1.185631, 0.996655, 0.871468, 1.139826, 3.631207}, "no");

        // jackson's own time in the cell: geometric means 199.3311 and 149.7774, change 1.330849,
        // Welch over the rounds' ln ns/op (the same spreads as fastlib's ratios) -> [1.083971, 1.633954]
        assertEquals(199.3311, num(fast, "baseline_ns_op_a"), 1e-3);
        assertEquals(149.7774, num(fast, "baseline_ns_op_b"), 1e-3);
        assertEquals(1.330849, num(fast, "baseline_change"), 1e-5);

        // only in one run: each named, none dropped
        assertEquals("A only", change(rows, "extra", "1", "encode").get("in_runs"));
        assertEquals("A only", change(rows, "fastlib", "5", "encode").get("in_runs"));
        assertEquals("B only", change(rows, "fastlib", "5", "decode").get("in_runs"));
        assertEquals(2.0, num(change(rows, "fastlib", "5", "encode"), "speedup_a"), 1e-9);
        assertEquals(4.0, num(change(rows, "fastlib", "5", "decode"), "speedup_b"), 1e-9);
        assertEquals(5, rows.size(), "2 shared + 2 only in A + 1 only in B");

        // the same figures on the model the documents are rendered from
        Compare c = compare(a, b);
        RowKey cell = new RowKey("int", null, 1, "encode");
        Compare.Change fastChange = change(c, cell, "fastlib");
        assertRow(1.993311, 1.553400, 2.557801, fastChange.a());
        assertRow(0.998516, 0.845886, 1.178687, fastChange.b());
        assertInterval(1.996273, 1.625956, 2.450930, fastChange.change());
        Compare.Change binChange = change(c, cell, "binlib");
        assertEquals(1.181666, binChange.a().speedup(), 1e-5);
        assertEquals(1.185631, binChange.b().speedup(), 1e-5);
        assertInterval(0.996655, 0.871468, 1.139826, binChange.change());
        assertEquals(List.of(fastChange), c.moved());
        Compare.BaselineCell baseline = c.baselines().get(cell);
        assertEquals(199.3311, baseline.nsA(), 1e-3);
        assertEquals(149.7774, baseline.nsB(), 1e-3);
        assertInterval(1.330849, 1.083971, 1.633954, baseline.change());

        String md = Files.readString(out.resolve("COMPARE.md"));
        // the verdict first: the runs in words, moved against chance, the cell that moved most
        String verdict = md.lines().skip(2).findFirst().orElseThrow();
        assertTrue(verdict.matches("\\*\\*Verdict, JDK (17|25) against JDK (17|25):\\*\\* 1 of 2 ratios moved beyond their 95% "
                + "interval, .*"), verdict);
        assertTrue(verdict.contains("Cells that moved most: `int · fields=1 · encode` median "), verdict);
        assertFalse(verdict.contains("Spearman"), "two libraries rank nothing: " + verdict);
        // 5% of the 2 tested ratios move by chance, and 0 to 1 of them in 95% of such comparisons
        assertEquals(2, c.tested().size());
        assertEquals(0.1, c.expectedByChance(), 1e-12);
        assertEquals(List.of(0, 1), java.util.Arrays.stream(Compare.chanceRange(2)).boxed().toList());
        assertTrue(md.contains("**1 of 2 shared ratios moved** beyond their 95% interval (1 faster relative to jackson "
                + "in this run, 0 slower). If nothing had changed, about "), md);
        assertTrue(md.contains(" (5% of 2) would move by chance alone; for independent ratios 95% of such counts lie in 0–1."), md);
        // a moved ratio's change in bold, beside the baseline's own change in the cell
        assertTrue(line(md, "| int | 1 | encode | fastlib | ").endsWith(" | **" + Compare.interval(fastChange.change()) + "** | "
                + Fmt.factor(baseline.change().ratio()) + " |"), md);
        assertTrue(line(md, "| int | 1 | encode | binlib | ").endsWith(" | " + Compare.interval(binChange.change()) + " | "
                + Fmt.factor(baseline.change().ratio()) + " |"), md);
        assertTrue(md.indexOf("| fastlib |") < md.indexOf("## Within their interval")
                && md.indexOf("| binlib |") > md.indexOf("## Within their interval"), "moved first");
        // the baseline's row: 2 ratios compared, 1 moved up, 0 down
        assertTrue(md.lines().anyMatch(l -> l.startsWith("| int | 1 | encode | ")
                && l.endsWith(" | " + Compare.interval(baseline.change()) + " | 2 | 1 | 0 |")), md);
        assertTrue(md.contains("- **cells only in A** (1): int · fields=5 encode"), md);
        assertTrue(md.contains("- **cells only in B** (1): int · fields=5 decode"), md);
        assertTrue(md.contains("- **libraries only in A** (1, 1 ratios in shared cells): extra"), md);
        assertTrue(md.contains("Not compared (named under \"Only in one run\"): 2 ratio(s) only in A (1 cell(s) the other "
                + "run lacks; 1 library's ratios in shared cells); 1 ratio(s) only in B (1 cell(s) the other run lacks)."), md);
        assertTrue(md.contains("`a/`: round-1.json, round-2.json, round-3.json"), md);
        assertTrue(md.contains("`shard-1/`: round-1.json") && md.contains("`shard-2/`: round-1.json"), md);
        assertTrue(md.contains("every ratio of that cell moves by the same factor"), md);
        assertTrue(md.contains("The runs differ in: JVM, wall time, library versions, interval coverage (see \"The two runs\")."), md);
        // each run's environment file counted once, though its folder is named both by --compare and as its files' parent
        assertTrue(md.contains("| wall time | 1 h 00 min | 1 h 30 min | **differs** |"), md);
        assertTrue(md.contains("| library versions | jackson unknown, fastlib 1.0, binlib 2.0, extra unknown | changed: fastlib 1.1 (A: 1.0); "
                + "1 unchanged | **differs** |"), md);
        assertFalse(md.contains(tmp.toString()), "no machine path in the report");
        assertTrue(md.contains("No result has B/op in both runs"), "neither run has -prof gc figures: " + md);
        assertFalse(run.out().contains("B/op"), run.out());

        String svg = Files.readString(out.resolve("compare.svg"));
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(svg.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        assertEquals("svg", doc.getDocumentElement().getNodeName());
        assertTrue(svg.contains(">" + Compare.interval(fastChange.change()) + "</text>"), "the value is written next to its mark");
        // the runs named in words from their environments (JDK 17 and JDK 25), the reference first
        assertTrue(java.util.regex.Pattern.compile("int · fields=1 · encode — jackson ns/op JDK (17|25) → JDK (17|25) "
                + java.util.regex.Pattern.quote(Fmt.factor(baseline.change().ratio()))).matcher(svg).find(), svg);
        assertFalse(svg.contains(">binlib<"), "only moved ratios are drawn");

        // one row per shared cell: both ratios as dots (the moved one filled, the other hollow), jackson's own change as a bar
        String cells = Files.readString(out.resolve("compare-cells.svg"));
        assertEquals("svg", DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(cells.getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .getDocumentElement().getNodeName());
        assertTrue(cells.contains(">int · fields=1 · encode</text>"), cells);
        assertFalse(cells.contains("fields=5"), "cells only one run has are not drawn");
        // right of the row: the baseline's change, how many moved, and which library moved most, by name
        assertTrue(cells.contains(">jackson " + Fmt.factor(baseline.change().ratio()) + " · 1/2 up, 0 down; most fastlib "
                + Fmt.factor(fastChange.change().ratio()) + "</text>"), cells);
        java.util.regex.Matcher jdks = java.util.regex.Pattern.compile("<title>fastlib: "
                + java.util.regex.Pattern.quote(Compare.interval(fastChange.change()) + " (speedup " + Fmt.speedup(fastChange.b().speedup()))
                + " on (JDK \\d+), " + java.util.regex.Pattern.quote(Fmt.speedup(fastChange.a().speedup())) + " on (JDK \\d+)\\)</title>")
                .matcher(cells);
        assertTrue(jdks.find(), "each dot names its library and both runs in words: " + cells);
        assertTrue(cells.contains("fill=\"none\" stroke=\"#8c8c8c\" stroke-width=\"1\"><title>binlib: "
                + Compare.interval(binChange.change())), cells);
        assertTrue(cells.contains("<title>jackson ns/op " + jdks.group(1) + " → " + jdks.group(2) + " "
                + Compare.interval(baseline.change()) + "</title>"), cells);
        assertTrue(cells.contains("What moved, cell by cell: each ratio's change " + jdks.group(1) + " → " + jdks.group(2)), cells);
        assertTrue(md.contains("![every shared ratio's change, cell by cell, beside jackson's own](compare-cells.svg)"), md);
    }

    /**
     * The same three rounds, once as they are and once as if run with {@code -prof gc}: the
     * comparison names the profiler difference, read from the results rather than from any
     * command line, since allocation profiling changes what the forks do.
     */
    @Test
    void aProfilerDifferenceIsNamed() throws Exception {
        String[] a = runA();
        for (int r = 0; r < a.length; r++) {
            String text = Files.readString(Path.of(a[r]));
            Path withGc = tmp.resolve("gc/round-" + (r + 1) + ".json");
            Files.createDirectories(withGc.getParent());
            Files.writeString(withGc, text.replace("]]}}", "]]}, \"secondaryMetrics\": {\"gc.alloc.rate.norm\": "
                    + "{\"score\": 48.0, \"scoreError\": 0.0, \"scoreUnit\": \"B/op\"}}}"));
        }
        // the reference's round files sit in the --compare folder itself, so that folder is named twice
        Files.writeString(tmp.resolve("gc/environment.properties"), "wall.seconds=600\n");
        Path out = tmp.resolve("out");
        ReportFixtures.Run run = report(args(a, "--compare", tmp.resolve("gc").toString(), "--out", out.toString()));
        assertEquals(0, run.exit(), run.err());
        String md = Files.readString(out.resolve("COMPARE.md"));
        assertTrue(md.contains("| profilers | none recorded (no -prof gc figures) | -prof gc: B/op on 6 of 6 rows | **differs** |"), md);
        assertTrue(md.contains("The runs differ in: profilers, wall time (see"), md);
        assertTrue(md.contains("| 10 min | **differs** |"), "its environment file counted once: " + md);
        assertTrue(run.out().contains("0 of 4 shared ratios moved"), run.out());
        assertTrue(md.contains("No result has B/op in both runs"), "only one run has B/op: " + md);
    }

    /** A JMH result with a {@code -prof gc} figure, as JMH writes it: gc.alloc.rate.norm in B/op. */
    private static String withAlloc(String result, double bytesPerOp) {
        return result.replace("]]}}", "]]}, \"secondaryMetrics\": {\"gc.alloc.rate.norm\": {\"score\": "
                + bytesPerOp + ", \"scoreError\": 0.0, \"scoreUnit\": \"B/op\"}}}");
    }

    /**
     * Both runs with {@code -prof gc}, one cell, three rounds each. B/op in B: jackson 200, fastlib
     * 56, binlib 100; in A: jackson 240 (+40), fastlib 48 (−8, exactly one alignment unit: a
     * change), binlib 100.004 (a rounding difference: not one). The baseline's own allocation
     * is compared too, since a JDK change to the baseline moves every ratio of its cell.
     */
    @Test
    void allocationChangesFromOneAlignmentUnitAreListedBesideTheTimeChange() throws Exception {
        double[] jackson = {200, 220, 180};
        for (int r = 0; r < 3; r++) {
            jmhFile(tmp.resolve("ga/round-" + (r + 1) + ".json"), List.of(
                    withAlloc(result("IntBench", "encode", jackson[r], "library", "jackson", "fields", "1"), 240),
                    withAlloc(result("IntBench", "encode", 100, "library", "fastlib", "fields", "1"), 48),
                    withAlloc(result("IntBench", "encode", 160, "library", "binlib", "fields", "1"), 100.004)));
            jmhFile(tmp.resolve("gb/round-" + (r + 1) + ".json"), List.of(
                    withAlloc(result("IntBench", "encode", jackson[r], "library", "jackson", "fields", "1"), 200),
                    withAlloc(result("IntBench", "encode", 150, "library", "fastlib", "fields", "1"), 56),
                    withAlloc(result("IntBench", "encode", 160, "library", "binlib", "fields", "1"), 100)));
        }
        Path out = tmp.resolve("out");
        ReportFixtures.Run run = report(tmp.resolve("ga/round-1.json").toString(), tmp.resolve("ga/round-2.json").toString(),
                tmp.resolve("ga/round-3.json").toString(), "--compare", tmp.resolve("gb").toString(), "--out", out.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("; B/op changed in 2 of 3 results"), run.out());

        String md = Files.readString(out.resolve("COMPARE.md"));
        assertTrue(md.contains("**B/op changed in 2 of 3 results** with `-prof gc` figures in both runs (every fork of one "
                + "run 8 B/op or more from every fork of the other; 1 allocate more in this run, 1 less)."), md);
        // B/op B → A and ns/op A ÷ B of each changed result, largest change in bytes first
        Compare c = compare(new String[]{tmp.resolve("ga").toString()}, tmp.resolve("gb"));
        List<Compare.AllocChange> changed = c.allocationsChanged();
        assertEquals(List.of("jackson", "fastlib"), changed.stream().map(Compare.AllocChange::library).toList());
        Compare.AllocChange jacksonAlloc = changed.get(0);
        assertEquals(200, jacksonAlloc.bytesB(), 1e-9);
        assertEquals(240, jacksonAlloc.bytesA(), 1e-9);
        assertEquals(40, jacksonAlloc.delta(), 1e-9);
        assertEquals(1.0, jacksonAlloc.nsA() / jacksonAlloc.nsB(), 1e-9, "the same jackson times in both runs");
        Compare.AllocChange fastAlloc = changed.get(1);
        assertEquals(56, fastAlloc.bytesB(), 1e-9);
        assertEquals(48, fastAlloc.bytesA(), 1e-9);
        assertEquals(100.0 / 150, fastAlloc.nsA() / fastAlloc.nsB(), 1e-9);
        assertTrue(md.contains("| fastlib | 1 | 0 | 1 | int · fields=1 encode: "), md);
        assertTrue(md.contains("| jackson | 1 | 1 | 0 | int · fields=1 encode: "), md);
        assertTrue(md.contains("Unchanged in every result compared (1): binlib."), md);
        assertTrue(md.indexOf("| int | 1 | encode | jackson | 200.0") < md.indexOf("| int | 1 | encode | fastlib | 56.0"),
                "largest change first");
        assertFalse(md.contains("| int | 1 | encode | binlib | 100.0"), "below one alignment unit: not listed");

        List<CSVRecord> rows = csv(out.resolve("compare.csv"));
        CSVRecord fast = change(rows, "fastlib", "1", "encode");
        assertEquals(48.0, num(fast, "alloc_b_op_a"), 1e-9);
        assertEquals(56.0, num(fast, "alloc_b_op_b"), 1e-9);
        assertEquals(100.004, num(change(rows, "binlib", "1", "encode"), "alloc_b_op_a"), 1e-9);
    }

    @Test
    void welchCombinesTheRunsStandardErrors() {
        // se 0.03 on infinite df and se 0.04 on 4 df: se = 0.05, df = 0.05⁴ / (0.04⁴ / 4) = 9.765625
        Intervals.Interval c = Welch.interval(Math.log(1.5), 0.03 * 0.03, Double.POSITIVE_INFINITY, 0.04 * 0.04, 4);
        assertEquals(9.765625, c.df(), 1e-9);
        assertEquals(Stats.t975(9.765625) * 0.05, c.half(), 1e-12);
        assertEquals(1, Compare.moved(c));
        assertEquals(0, Compare.moved(Welch.interval(0.01, 0.01, 3, 0.01, 3)));
    }

    @Test
    void aFolderWithoutRoundFilesOrAMissingPathIsOneLineAndNothingIsWritten() throws IOException {
        String[] a = runA();
        Path out = tmp.resolve("out");
        Files.createDirectories(out);
        Files.writeString(out.resolve("keep.txt"), "mine");

        assertOneLineFailure(report(args(a, "--compare", tmp.resolve("nowhere").toString(), "--out", out.toString())),
                "--compare: " + tmp.resolve("nowhere") + ": no such file or folder");
        Files.createDirectories(tmp.resolve("empty"));
        assertOneLineFailure(report(args(a, "--compare", tmp.resolve("empty").toString(), "--out", out.toString())),
                "holds no round-N.json file");
        Path notJmh = copy(tmp.resolve("bad"), "not-jmh.json").resolve("not-jmh.json");
        assertOneLineFailure(report(args(a, "--compare", notJmh.toString(), "--out", out.toString())),
                "--compare: " + notJmh + " is not JMH JSON");
        assertEquals(Set.of("keep.txt"), list(out));
        assertEquals("mine", Files.readString(out.resolve("keep.txt")));
    }

    @Test
    void aRunComparedWithItselfIsRefused() throws IOException {
        String[] a = runA();
        Path out = tmp.resolve("out");
        assertOneLineFailure(report(args(a, "--compare", tmp.resolve("a").toString(), "--out", out.toString())),
                "is the same run as the inputs (identical files)");
        // one file shared (a copy under another name) is refused too: the runs would not be independent
        Path copy = tmp.resolve("c/round-1.json");
        Files.createDirectories(copy.getParent());
        Files.copy(Path.of(a[0]), copy);
        assertOneLineFailure(report(args(a, "--compare", copy.toString(), "--out", out.toString())),
                "are the same file (identical bytes");
        assertFalse(Files.exists(out));
    }

    @Test
    void existingComparisonIsNeverOverwritten() throws IOException {
        String[] a = runA();
        Path b = runB();
        Path out = tmp.resolve("out");
        Files.createDirectories(out);
        Files.writeString(out.resolve("compare.csv"), "old");
        // a summary's charts in the folder are no obstacle: only the comparison's own names are
        Files.writeString(out.resolve("chart-int.svg"), "<svg/>");
        assertOneLineFailure(report(args(a, "--compare", b.toString(), "--out", out.toString())),
                "refusing to overwrite compare.csv");
        assertEquals("old", Files.readString(out.resolve("compare.csv")));
        assertEquals(Set.of("compare.csv", "chart-int.svg"), list(out));
    }

    @Test
    void aShellPatternSpilledPastCompareIsRefusedBeforeTheRunsMix() throws IOException {
        String[] a = runA();
        runB();
        // --compare b/shard-1/round-*.json a/round-*.json: only round-1 went to --compare
        List<String> spilled = new ArrayList<>(List.of(tmp.resolve("b/shard-1/round-2.json").toString(),
                tmp.resolve("b/shard-1/round-3.json").toString()));
        spilled.addAll(List.of(a));
        spilled.addAll(List.of("--compare", tmp.resolve("b/shard-1/round-1.json").toString(), "--out", tmp.resolve("out").toString()));
        assertOneLineFailure(report(spilled.toArray(String[]::new)), "a shell pattern after --compare gives it only its first file");
        assertFalse(Files.exists(tmp.resolve("out")));
    }

    @Test
    void aReferenceWithoutTheBaselineIsRefused() throws IOException {
        String[] a = runA();
        Path b = jmhFile(tmp.resolve("nobase/round-1.json"), List.of(
                result("IntBench", "encode", 100, "library", "fastlib", "fields", "1")));
        assertOneLineFailure(report(args(a, "--compare", b.toString(), "--out", tmp.resolve("out").toString())),
                "--compare: no jackson results in the reference run");
        assertFalse(Files.exists(tmp.resolve("out")));
    }

    @Test
    void helpDocumentsCompare() {
        ReportFixtures.Run run = report("--help");
        assertEquals(0, run.exit());
        String help = run.out().replaceAll("\\s+", " ");
        assertTrue(help.contains("--compare=OTHER"), help);
        assertTrue(help.contains("OTHER is B's folder"), help);
        assertTrue(help.contains("COMPARE.md, compare.csv, compare.svg and compare-cells"), help);
    }
}

package io.serbench.report;

import io.serbench.report.data.RowKey;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.CrossRatios;
import io.serbench.report.stats.Intervals;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * docs/EXTERNAL-FIGURES.md against its data: the tables are what the reference data and the named
 * run folder give (so no figure on the page is typed by hand), the counts are those of the rows,
 * every row has a source link and a class, every explained row its evidence, and our ratios to
 * Jackson are the run's own {@code results.csv} figures.
 */
class ExternalFiguresTest {
    private static final Path PAGE = Path.of("docs", "EXTERNAL-FIGURES.md");

    private static String page;
    private static String folder;
    private static Analysis analysis;
    private static List<ExternalFigures.Row> rows;

    @BeforeAll
    static void load() throws Exception {
        page = Files.readString(PAGE, StandardCharsets.UTF_8);
        folder = ExternalFigures.runFolder(page);
        analysis = ExternalFigures.analyse(Path.of(folder));
        rows = ExternalFigures.rows(ExternalFigures.load(), analysis);
    }

    @Test
    void tablesAreWhatTheDataGives() {
        assertEquals(ExternalFigures.refresh(page, rows, folder), page,
                "regenerate: java -cp target/benchmarks.jar io.serbench.report.ExternalFigures " + PAGE);
    }

    /** One table row of the page, as a reader sees it. */
    private record PageRow(String id, String ratio, String theirs, String ours, String relation, String kind, String text) {
    }

    private static final Pattern ROW = Pattern.compile(
            "^\\| ([A-Z]\\d+) \\| [^|]+ \\| ([^|]+) \\| ([^|]+) \\| ([^|]+) \\| ([^|]+) \\| (agrees|explained|open) \\| (.*) \\|$",
            Pattern.MULTILINE);

    private static List<PageRow> pageRows() {
        List<PageRow> out = new ArrayList<>();
        Matcher m = ROW.matcher(page);
        while (m.find()) {
            out.add(new PageRow(m.group(1), m.group(2).trim(), m.group(3), m.group(4).trim(), m.group(5).trim(),
                    m.group(6), m.group(7)));
        }
        return out;
    }

    @Test
    void everyRowHasASourceLinkAClassAndForExplainedItsEvidence() {
        List<PageRow> parsed = pageRows();
        assertEquals(rows.size(), parsed.size(), "every figure of the reference data is one row of the page");
        for (PageRow r : parsed) {
            assertTrue(r.theirs().contains("[page](https://github.com/"), r.id() + " links the line of its source");
            assertTrue(r.theirs().matches(".*#L\\d+.*"), r.id() + " links a line, not a whole file");
            if (r.kind().equals("explained")) {
                Matcher ab = Pattern.compile("`(results/(?:experiments/|archive/)?[^`/]+)`").matcher(r.text());
                boolean runFolder = ab.find() && Files.isDirectory(Path.of(ab.group(1)));
                boolean code = r.text().contains("**Why:** Code:") && r.theirs().contains("[code](https://github.com/");
                assertTrue(runFolder || code, r.id() + ": explained by an A/B run folder that exists or a cited line of their code");
            }
            if (!r.kind().equals("agrees")) {
                assertTrue(r.text().contains("**Why:**"), r.id() + " says why, or what was tried");
            }
        }
    }

    @Test
    void countsAreThoseOfTheRows() {
        Map<String, int[]> bySection = new HashMap<>();
        int[] all = new int[4];
        for (ExternalFigures.Row r : rows) {
            int[] c = bySection.computeIfAbsent(r.figure().section(), k -> new int[4]);
            c[0]++;
            c[1 + r.kind().ordinal()]++;
            all[0]++;
            all[1 + r.kind().ordinal()]++;
        }
        // the page's own rows, parsed: the classes the reader sees add up to the counts it states
        int[] seen = new int[4];
        for (PageRow r : pageRows()) {
            seen[0]++;
            seen[switch (r.kind()) {
                case "agrees" -> 1;
                case "explained" -> 2;
                default -> 3;
            }]++;
        }
        assertEquals(List.of(all[0], all[1], all[2], all[3]), List.of(seen[0], seen[1], seen[2], seen[3]));
        String counts = block("counts");
        assertTrue(counts.contains(String.format(Locale.ROOT, "| **all** | %d | %d (%d%%) | %d | %d |", all[0], all[1],
                Math.round(100.0 * all[1] / all[0]), all[2], all[3])), counts);
        bySection.forEach((s, c) -> assertTrue(counts.contains("| " + s + " | " + c[0] + " | " + c[1] + " ("), s));
        assertTrue(counts.contains("| rows on our host family (AMD EPYC) |"));
        assertEquals(all[3], block("open").lines().count(), "the open list names every open row");
        assertEquals(all[2], block("explained").lines().count(), "the explained list names every explained row");
    }

    @Test
    void agreementFollowsTheStatedBand() {
        for (PageRow r : pageRows()) {
            // the page shows two decimals: only rows clear of the band's edge are judged from them
            double off = Math.abs(Double.parseDouble(r.relation().split(" ")[0]) - 1);
            if (off < ExternalFigures.AGREEMENT - 0.005) {
                assertEquals("agrees", r.kind(), r.id() + " " + r.relation());
            } else if (off > ExternalFigures.AGREEMENT + 0.005) {
                assertFalse(r.kind().equals("agrees"), r.id() + " " + r.relation());
            }
        }
        for (ExternalFigures.Row r : rows) {
            assertEquals(Math.abs(r.oursOverTheirs() - 1) <= ExternalFigures.AGREEMENT,
                    r.kind() == ExternalFigures.Kind.AGREE, r.figure().id());
        }
    }

    @Test
    void oursAgainstJacksonIsTheRunsOwnSpeedup() throws IOException {
        Map<String, String[]> csv = new HashMap<>();
        List<String> lines = Files.readAllLines(Path.of(folder, "results.csv"), StandardCharsets.UTF_8);
        List<String> header = List.of(lines.get(0).split(","));
        int scenario = header.indexOf("scenario");
        int direction = header.indexOf("direction");
        int library = header.indexOf("library");
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            if (f[scenario].equals("media")) {
                csv.put(f[direction] + "/" + f[library], f);
            }
        }
        int checked = 0;
        for (ExternalFigures.Row r : rows) {
            if (!r.figure().versus().equals("jackson")) {
                continue;
            }
            String[] f = csv.get(r.figure().key().direction() + "/" + r.figure().library());
            Intervals.Interval i = r.ours();
            assertEquals(Double.parseDouble(f[header.indexOf("speedup")]), i.ratio(), 1e-5, r.figure().id());
            assertEquals(Double.parseDouble(f[header.indexOf("ci_low")]), i.low(), 1e-5, r.figure().id());
            assertEquals(Double.parseDouble(f[header.indexOf("ci_high")]), i.high(), 1e-5, r.figure().id());
            checked++;
        }
        assertTrue(checked >= 10, "the JSON sources' rows are set against jackson");
    }

    @Test
    void aCrossRatioIsTheQuotientOfTheTwoSpeedupsWithItsOwnInterval() {
        RowKey media = new RowKey("media", null, 1, "encode");
        Intervals.Interval fory = CrossRatios.of(analysis, media, "fory", "jackson");
        Intervals.Interval kryo = CrossRatios.of(analysis, media, "kryo", "jackson");
        Intervals.Interval cross = CrossRatios.of(analysis, media, "fory", "kryo");
        assertEquals(fory.ratio() / kryo.ratio(), cross.ratio(), 1e-9, "the bracket cancels: same centre as the two speedups'");
        assertTrue(cross.known() && cross.low() < cross.ratio() && cross.ratio() < cross.high());
        Intervals.Interval back = CrossRatios.of(analysis, media, "kryo", "fory");
        assertEquals(1 / cross.ratio(), back.ratio(), 1e-9, "the reverse ratio is the reciprocal");
        assertEquals(1 / cross.high(), back.low(), 1e-9, "and so is its interval");
        assertFalse(Double.isNaN(cross.half()));
    }

    /** F2 is explained by the fidelity A/B: fastjson on its own output took 0.40× the time of Jackson's bytes (its README). */
    @Test
    void theFastjsonInputOrderABBringsOursWithinTheBand() throws IOException {
        String readme = Files.readString(Path.of("results", "experiments", "2026-11-25-jdk17-vm-fidelity-ab", "README.md"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("\\| 2 \\| fastjson decoding its own output \\(sorted names, no nulls\\) instead of Jackson's bytes \\| Media decode \\| [^|]+ \\| ([0-9.]+) ")
                .matcher(readme);
        assertTrue(m.find(), "the A/B's fastjson row");
        double ownOverJackson = Double.parseDouble(m.group(1));
        ExternalFigures.Row f2 = rows.stream().filter(r -> r.figure().id().equals("F2")).findFirst().orElseThrow();
        assertEquals(ExternalFigures.Kind.EXPLAINED, f2.kind());
        double q = f2.oursOverTheirs() / ownOverJackson;
        assertTrue(Math.abs(q - 1) <= ExternalFigures.AGREEMENT, "with their input order ours ÷ theirs would be " + q);
    }

    private static String block(String name) {
        Matcher m = Pattern.compile("<!-- external:begin " + name + " -->\\n(.*?)<!-- external:end " + name + " -->", Pattern.DOTALL)
                .matcher(page);
        assertTrue(m.find(), "block " + name);
        return m.group(1);
    }
}

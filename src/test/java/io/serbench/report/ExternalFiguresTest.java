package io.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
 * run folder or consensus give (so no figure on the page is typed by hand), the counts are those of
 * the rows, every row has a source link and a class, every explained row its evidence, and our
 * ratios to Jackson are the published figures (a run's {@code results.csv}, a consensus's
 * {@code consensus.csv}).
 */
class ExternalFiguresTest {
    private static final Path PAGE = Path.of("docs", "EXTERNAL-FIGURES.md");

    private static String page;
    private static ExternalFigures.Marker marker;
    /** The page's one run, or the first of its consensus: the cross-ratio arithmetic is checked on it. */
    private static Analysis analysis;
    private static ExternalFigures.ConsensusOurs pooled;
    private static ExternalFigures.OursLabel label;
    private static List<ExternalFigures.Row> rows;

    @BeforeAll
    static void load() throws Exception {
        page = Files.readString(PAGE, StandardCharsets.UTF_8);
        marker = ExternalFigures.marker(page);
        analysis = ExternalFigures.analyse(Path.of(marker.folders().get(0)));
        if (marker.consensus()) {
            pooled = ExternalFigures.ConsensusOurs.read(marker.folders().stream().map(Path::of).toList(), marker.folders());
            rows = ExternalFigures.rows(ExternalFigures.load(), pooled);
            label = pooled.label();
        } else {
            rows = ExternalFigures.rows(ExternalFigures.load(), analysis);
            label = ExternalFigures.OursLabel.run(marker.folders().get(0));
        }
    }

    @Test
    void tablesAreWhatTheDataGives() {
        assertEquals(ExternalFigures.refresh(page, rows, label), page,
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

    /**
     * Ours against Jackson is the published figure: the run's own speedup from its
     * {@code results.csv}, or, for a consensus, the pooled ratio and rerun interval of the host
     * family's rows in the consensus folder the page links.
     */
    @Test
    void oursAgainstJacksonIsThePublishedFigure() throws IOException {
        Path csvFile;
        String centre;
        String low;
        String high;
        if (marker.consensus()) {
            Matcher link = Pattern.compile("\\((\\.\\./)?(results/[^/)]+-consensus)/CONSENSUS\\.md\\)").matcher(page);
            assertTrue(link.find(), "the page links the consensus folder its runs belong to");
            csvFile = Path.of(link.group(2), "consensus.csv");
            centre = "speedup";
            low = "rerun_low";
            high = "rerun_high";
        } else {
            csvFile = Path.of(marker.folders().get(0), "results.csv");
            centre = "speedup";
            low = "ci_low";
            high = "ci_high";
        }
        Map<String, String[]> csv = new HashMap<>();
        List<String> lines = Files.readAllLines(csvFile, StandardCharsets.UTF_8);
        List<String> header = List.of(lines.get(0).split(","));
        int scenario = header.indexOf("scenario");
        int direction = header.indexOf("direction");
        int library = header.indexOf("library");
        int host = header.indexOf("host_family");
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split(",", -1);
            if (f[scenario].equals("media") && (pooled == null || f[host].equals(pooled.host()))) {
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
            assertEquals(Double.parseDouble(f[header.indexOf(centre)]), i.ratio(), 1e-5, r.figure().id());
            assertEquals(Double.parseDouble(f[header.indexOf(low)]), i.low(), 1e-5, r.figure().id());
            assertEquals(Double.parseDouble(f[header.indexOf(high)]), i.high(), 1e-5, r.figure().id());
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

    /**
     * One setup difference a probe timed: the source's setup ({@code variant}) beside the suite's
     * ({@code suite}), both in {@code file}, on the side of the row's ratio it changes (the
     * library, the ratio's numerator, or the library it is set against).
     */
    private record Swap(String file, String variant, String suite, boolean versusSide) {
        /** The factor that turns ours into ours with their setup (ratios are speeds: the versus's time over the library's). */
        double factor(Map<String, Double> ns) {
            double v = ns.get(variant);
            double s = ns.get(suite);
            return versusSide ? v / s : s / v;
        }
    }

    private static final String EXTERNAL_AB = "results/experiments/2026-11-28-jdk17-vm-external-ab";
    private static final String SETUPS = EXTERNAL_AB + "/external-setups.json";
    private static final String FORY_INSTANCE = EXTERNAL_AB + "/fory-instance.json";

    /**
     * Every row the page explains by that A/B folder, with the swaps that reproduce the source's
     * setup (J1's swap, gson's String call, became the suite's own call, so J1 is measured, not swapped).
     */
    private static final Map<String, List<Swap>> EXPLAINED_BY_AB = Map.of(
            "F2", List.of(new Swap(SETUPS, "fastjson-own/decode", "fastjson/decode", false)),
            "K3", List.of(new Swap(SETUPS, "jackson-xml-aalto/decode", "jackson-xml/decode", false)),
            "F12", List.of(new Swap(SETUPS, "java-builtin-nofilter/decode", "java-builtin/decode", false),
                    new Swap(SETUPS, "fastjson2-jsonb-keyed/decode", "fastjson2-jsonb/decode", true)),
            "A2", List.of(new Swap(FORY_INSTANCE, "fory/decode@fory-instance", "fory/decode@suite-pool", false),
                    new Swap(FORY_INSTANCE, "kryo/decode@fory-instance", "kryo/decode@suite-pool", true)));

    /**
     * The rule's "explained": ours, with the source's setup swapped in by the factors the A/B
     * measured, lands within the band; and every row the page explains by the A/B folder is
     * recomputed here.
     */
    @Test
    void anABExplainedRowComesWithinTheBandWithTheirSetup() throws IOException {
        for (Map.Entry<String, List<Swap>> e : EXPLAINED_BY_AB.entrySet()) {
            ExternalFigures.Row row = rows.stream().filter(r -> r.figure().id().equals(e.getKey())).findFirst().orElseThrow();
            assertEquals(ExternalFigures.Kind.EXPLAINED, row.kind(), e.getKey());
            assertTrue(row.figure().why().contains("`" + EXTERNAL_AB + "`"), e.getKey() + " names the A/B's run folder");
            double q = row.oursOverTheirs();
            for (Swap swap : e.getValue()) {
                q *= swap.factor(scores(Path.of(swap.file())));
            }
            assertTrue(Math.abs(q - 1) <= ExternalFigures.AGREEMENT, e.getKey() + ": with their setup ours ÷ theirs would be " + q);
        }
        List<String> explainedByRun = rows.stream()
                .filter(r -> r.kind() == ExternalFigures.Kind.EXPLAINED && r.figure().why().contains("`" + EXTERNAL_AB + "`"))
                .map(r -> r.figure().id()).sorted().toList();
        assertEquals(EXPLAINED_BY_AB.keySet().stream().sorted().toList(), explainedByRun,
                "every row explained by the A/B folder is recomputed here");
    }

    /**
     * A probe's JMH JSON, ns/op by setup: ExternalSetupsProbe's {@code setup} param, or
     * ForyInstanceProbe's {@code library/method@input}.
     */
    private static Map<String, Double> scores(Path json) throws IOException {
        Map<String, Double> out = new HashMap<>();
        for (JsonNode result : new ObjectMapper().readTree(json.toFile())) {
            JsonNode params = result.path("params");
            String benchmark = result.path("benchmark").asText();
            String key = params.has("setup") ? params.path("setup").asText()
                    : params.path("library").asText() + "/" + benchmark.substring(benchmark.lastIndexOf('.') + 1)
                    + "@" + params.path("input").asText();
            out.put(key, result.path("primaryMetric").path("score").asDouble());
        }
        return out;
    }

    private static String block(String name) {
        Matcher m = Pattern.compile("<!-- external:begin " + name + " -->\\n(.*?)<!-- external:end " + name + " -->", Pattern.DOTALL)
                .matcher(page);
        assertTrue(m.find(), "block " + name);
        return m.group(1);
    }
}

package io.serbench.report.svg;

import io.serbench.report.ReportFixtures;
import io.serbench.report.ReportProfileTest;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.md.ServiceSectionTest;
import io.serbench.report.analysis.ServiceFigures;
import io.serbench.report.stats.Screen;
import io.serbench.report.data.ServiceResults;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;

import static io.serbench.report.ReportFixtures.copy;
import static io.serbench.report.ReportFixtures.report;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReportHeatmapTest {
    @TempDir
    Path tmp;

    @Test
    void colourIsWhiteAtParityAndDarkensWithDistanceOnALogScale() {
        assertArrayEquals(new int[]{247, 247, 247}, Heatmap.colour(1.0));
        double two = brightness(Heatmap.colour(2));
        double sixteen = brightness(Heatmap.colour(16));
        double max = brightness(Heatmap.colour(128));
        assertTrue(two > sixteen && sixteen > max, "faster is darker blue: " + two + " " + sixteen + " " + max);
        assertArrayEquals(Heatmap.colour(128), Heatmap.colour(1000), "clamped beyond 128×");
        int[] slower = Heatmap.colour(0.25);
        assertTrue(slower[0] > slower[2], "slower is orange (red over blue): " + java.util.Arrays.toString(slower));
        // log scale: each doubling darkens by the same step within a segment (2× to 16× here)
        double four = brightness(Heatmap.colour(4));
        double eight = brightness(Heatmap.colour(8));
        assertEquals(two - four, four - eight, 1.5, "rounded to whole RGB values");
        assertEquals("37", Heatmap.number(37.45));
        assertEquals("2.4", Heatmap.number(2.41));
        assertEquals("0.71", Heatmap.number(0.711));
    }

    @Test
    void reportWritesAHeatmapWithOneCellPerLibraryAndColumn() throws Exception {
        Path in = copy(tmp.resolve("run"), "one-round.json");
        ReportFixtures.Run run = report(in.resolve("one-round.json").toString());
        assertEquals(0, run.exit(), run.err());
        Path svg = in.resolve(Heatmap.FILE_NAME);
        assertTrue(Files.exists(svg), "heatmap.svg written");
        // well-formed XML, and the summary shows it
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
        String text = Files.readString(svg);
        assertTrue(text.contains(">fastlib<"), "a row per compared library");
        // fastlib's double decode at fields=10, 1000 ÷ 500 ns, is written in its cell
        ResultRow fastDouble = ReportFixtures.analysis(ReportFixtures.MATRIX, in.resolve("one-round.json"))
                .get(new RowKey("double", null, 10, "decode"), "fastlib");
        assertEquals(2.0, fastDouble.speedup(), 1e-9);
        assertTrue(text.contains(">" + Heatmap.number(fastDouble.speedup()) + "<"), "fastlib's double decode is written in its cell");
        assertTrue(text.contains(">n/a<"), "a library that does not run a shape shows n/a");
        assertTrue(!text.contains(">noop<"), "the harness is never a row");
        assertTrue(Files.readString(in.resolve("SUMMARY.md")).contains("](" + Heatmap.FILE_NAME + ")"));
    }

    /**
     * A matrix run with service results beside it: the cold and threads columns after the matrix's,
     * behind a rule, with the figures of {@link ServiceSectionTest}; and a row whose forks allocate
     * in two modes (32 B/op in round 1, 136 in rounds 2 and 3: 104 B apart, 76% of the upper mode)
     * gets the care mark the summary's § stands for.
     */
    @Test
    void serviceColumnsFollowTheMatrixAndBimodalCellsAreMarked() throws Exception {
        double[] jackson = {200, 220, 180};
        double[] alloc = {32, 136, 136};
        List<Path> files = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            files.add(ReportFixtures.jmhFile(tmp.resolve("run").resolve("round-" + (r + 1) + ".json"), List.of(
                    ReportProfileTest.result("MediaBench", "encode", jackson[r], 600, "jackson"),
                    ReportProfileTest.result("MediaBench", "encode", jackson[r] / 2, alloc[r], "fastlib"))));
        }
        files.add(ReportFixtures.jmhFile(tmp.resolve("run").resolve("service.json"), List.of(
                ServiceSectionTest.cold("firstRoundTrip", "jackson", 1000, 2000, 4000),
                ServiceSectionTest.cold("firstRoundTrip", "fastlib", 2000, 4000, 8000),
                ServiceSectionTest.threads("encode", "fastlib", 1, ServiceSectionTest.perFork(100, 200, 400)),
                ServiceSectionTest.threads("encode", "fastlib", 2, ServiceSectionTest.perFork(180, 360, 720)))));
        List<String> args = new ArrayList<>(files.stream().map(Path::toString).toList());
        args.addAll(List.of("--out", tmp.resolve("out").toString()));
        ReportFixtures.Run run = report(args.toArray(String[]::new));
        assertEquals(0, run.exit(), run.err());
        String svg = Files.readString(tmp.resolve("out").resolve(Heatmap.FILE_NAME));
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(tmp.resolve("out").resolve(Heatmap.FILE_NAME).toFile());
        int media = svg.indexOf(">media enc<");
        int cold = svg.indexOf(">cold media enc+dec<");
        int threads = svg.indexOf(">2 threads media enc<");
        assertTrue(media > 0 && cold > media && threads > cold, "matrix, then cold, then threads");
        // cold: jackson's 2000 µs ÷ fastlib's 4000 = 0.50 [0.10, 2.41], pale and ≈; threads: 360 ÷ (2 × 200) = 0.90
        // [0.19, 4.33]; both × e^∓1.571336 (ServiceSectionTest's forks spaced by 2)
        ServiceFigures figures = ServiceFigures.of(ServiceResults.read(files));
        List<ServiceFigures.Column> columns = figures.heatmapColumns();
        assertEquals(List.of("cold media enc+dec", "2 threads media enc"), columns.stream().map(ServiceFigures.Column::label).toList());
        ServiceFigures.Figure coldStart = figures.get(columns.get(0), "fastlib");
        assertFigure(0.5, coldStart);
        assertFigure(0.9, figures.get(columns.get(1), "fastlib"));
        assertTrue(svg.contains(">≈" + Heatmap.number(coldStart.ratio().value()) + "<"), "the cold figure's interval contains 1: " + svg);
        assertTrue(svg.contains("<title>fastlib, cold media enc+dec: "), svg);
        assertTrue(svg.contains("<title>fastlib, 2 threads media enc: "), svg);
        assertTrue(svg.contains("right of the rule, service conditions"), svg);
        Screen care = ReportFixtures.analysis(ReportFixtures.MATRIX, files.subList(0, 3).toArray(Path[]::new))
                .screen(new RowKey("media", null, 1, "encode"), "fastlib");
        assertEquals(List.of(1, 3), List.of(care.lowMode(), care.forks()), "1 of 3 forks in the lower mode");
        assertEquals(32.0, care.lowBytes(), 1e-9);
        assertEquals(136.0, care.highBytes(), 1e-9);
        assertEquals(1, ReportFixtures.count(svg, "<title>read with care: " + care.text() + "</title>"));
        assertTrue(svg.contains("◣ corner: read with care"), svg);
    }

    /** A service figure of 3 forks against 3, spaced by 2: {@code ratio} × e^∓1.571336. */
    private static void assertFigure(double ratio, ServiceFigures.Figure f) {
        assertEquals(3, f.forks());
        assertEquals(ratio, f.ratio().value(), 1e-9);
        assertEquals(ratio * Math.exp(-1.571336), f.ratio().low(), 1e-6);
        assertEquals(ratio * Math.exp(1.571336), f.ratio().high(), 1e-5);
    }

    private static double brightness(int[] c) {
        return (c[0] + c[1] + c[2]) / 3.0;
    }
}

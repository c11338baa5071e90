package io.serbench.report.svg;

import io.serbench.report.ReportFixtures;
import io.serbench.report.ReportProfileTest;
import io.serbench.report.md.ServiceSectionTest;
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
        assertTrue(text.contains(">2.0<"), "fastlib's double decode at fields=10 (2.00×) is written in its cell");
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
        assertTrue(svg.contains(">≈0.50<"), svg);
        assertTrue(svg.contains("fastlib, cold media enc+dec: 0.50 [0.10, 2.41], 3 forks"), svg);
        assertTrue(svg.contains(">0.90<"), svg);
        assertTrue(svg.contains("fastlib, 2 threads media enc: 0.90 [0.19, 4.33], 3 forks"), svg);
        assertTrue(svg.contains("right of the rule, service conditions"), svg);
        assertEquals(1, ReportFixtures.count(svg, "<title>read with care: bimodal by B/op: 1 of 3 forks at 32.0 B/op, 2 at 136.0 B/op</title>"));
        assertTrue(svg.contains("◣ corner: read with care"), svg);
    }

    private static double brightness(int[] c) {
        return (c[0] + c[1] + c[2]) / 3.0;
    }
}

package io.serbench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.xml.parsers.DocumentBuilderFactory;
import java.nio.file.Files;
import java.nio.file.Path;

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

    private static double brightness(int[] c) {
        return (c[0] + c[1] + c[2]) / 3.0;
    }
}

package io.serbench.report.svg;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import io.serbench.report.Report;
import io.serbench.report.ReportFixtures;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static io.serbench.report.ReportFixtures.jmhFile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every chart the reporter writes fits a 1,000 px wide page, on the biggest run the suite makes:
 * every library of the support matrix, every scenario at fields 1/5/10, both digit sets, three
 * rounds, and a comparison of two such runs.
 */
class ChartWidthTest {
    @TempDir
    Path tmp;

    private static final Pattern WIDTH = Pattern.compile("<svg[^>]*\\swidth=\"([0-9.]+)\"");

    /** Three rounds of the whole matrix; speedups from 0.1× to 200×, spread by {@code seed}. */
    private static List<Path> wholeMatrix(Path dir, long seed) throws IOException {
        Random random = new Random(seed);
        List<Path> files = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            List<String> results = new ArrayList<>();
            for (Shape shape : Shape.values()) {
                List<String> directions = shape == Shape.SKIP ? List.of("decode") : List.of("encode", "decode");
                List<String> fields = shape == Shape.MEDIA ? List.of("") : List.of("1", "5", "10");
                List<String> digits = shape.hasDoubles() ? List.of("8", "17") : List.of("");
                for (String direction : directions) {
                    for (String f : fields) {
                        for (String d : digits) {
                            for (Library lib : SupportMatrix.LIBRARIES) {
                                if (!lib.supports(shape)) {
                                    continue;
                                }
                                double speedup = lib.id().equals(SupportMatrix.BASELINE) ? 1 : Math.exp(-2.3 + random.nextDouble() * 7.6);
                                List<String> params = new ArrayList<>(List.of("library", lib.id()));
                                if (!f.isEmpty()) {
                                    params.addAll(List.of("fields", f));
                                }
                                if (!d.isEmpty()) {
                                    params.addAll(List.of("digits", d));
                                }
                                if (shape.element != null) {
                                    params.addAll(List.of("element", shape.element));
                                }
                                results.add(ReportFixtures.result(shape.benchmarkClass, direction, 1000 / speedup,
                                        params.toArray(new String[0])));
                            }
                        }
                    }
                }
            }
            files.add(jmhFile(dir.resolve("round-" + round + ".json"), results));
        }
        return files;
    }

    private static int run(String... args) {
        StringWriter err = new StringWriter();
        int exit = Report.run(SupportMatrix.LIBRARIES, new PrintWriter(new StringWriter()), new PrintWriter(err), args);
        assertEquals(0, exit, err.toString());
        return exit;
    }

    @Test
    void everyChartOfTheWholeMatrixAndItsComparisonFitsAThousandPixels() throws Exception {
        List<Path> a = wholeMatrix(tmp.resolve("a"), 1);
        List<Path> b = wholeMatrix(tmp.resolve("b"), 2);
        run(a.stream().map(Path::toString).toArray(String[]::new));
        List<String> cmp = new ArrayList<>(b.stream().map(Path::toString).toList());
        cmp.addAll(List.of("--compare", tmp.resolve("a").toString(), "--out", tmp.resolve("cmp").toString()));
        run(cmp.toArray(new String[0]));

        List<Path> svgs;
        try (Stream<Path> files = Files.walk(tmp)) {
            svgs = files.filter(p -> p.toString().endsWith(".svg")).sorted().toList();
        }
        assertTrue(svgs.size() >= 10, "charts of both the summary and the comparison: " + svgs);
        assertTrue(svgs.stream().anyMatch(p -> p.getFileName().toString().equals("compare-cells.svg")), svgs.toString());
        List<String> tooWide = new ArrayList<>();
        for (Path svg : svgs) {
            Matcher m = WIDTH.matcher(Files.readString(svg));
            assertTrue(m.find(), svg + " has no width");
            if (Double.parseDouble(m.group(1)) > SvgChart.MAX_WIDTH) {
                tooWide.add(tmp.relativize(svg) + " " + m.group(1) + " px");
            }
        }
        assertEquals(List.of(), tooWide, "charts wider than " + SvgChart.MAX_WIDTH + " px");
    }

    private static final Pattern START_TEXT = Pattern.compile(
            "<text x=\"([0-9.]+)\" y=\"[0-9.]+\" text-anchor=\"start\" font-size=\"([0-9.]+)\"[^>]*>([^<]*)</text>");

    /** A one-panel chart is narrower than the widest allowed: its notes wrap to its own width, none runs past its edge. */
    @Test
    void theNotesOfANarrowChartWrapInsideIt() throws Exception {
        List<Path> files = new ArrayList<>();
        for (int round = 1; round <= 2; round++) {
            List<String> results = new ArrayList<>();
            for (Library lib : SupportMatrix.LIBRARIES) {
                if (lib.supports(Shape.STRING)) {
                    double speedup = lib.id().equals(SupportMatrix.BASELINE) ? 1 : 0.5 + (lib.id().length() % 7) * round * 0.3;
                    results.add(ReportFixtures.result(Shape.STRING.benchmarkClass, "decode", 1000 / speedup, "library", lib.id(),
                            "fields", "10"));
                }
            }
            files.add(jmhFile(tmp.resolve("one").resolve("round-" + round + ".json"), results));
        }
        run(files.stream().map(Path::toString).toArray(String[]::new));
        String svg = Files.readString(tmp.resolve("one").resolve("chart-string.svg"));
        Matcher w = WIDTH.matcher(svg);
        assertTrue(w.find());
        double width = Double.parseDouble(w.group(1));
        assertTrue(width < SvgChart.MAX_WIDTH, "a one-panel chart: " + width + " px");
        List<String> overflowing = new ArrayList<>();
        Matcher t = START_TEXT.matcher(svg);
        while (t.find()) {
            String text = t.group(3).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">");
            double end = Double.parseDouble(t.group(1)) + Svg.width(text, Double.parseDouble(t.group(2)));
            if (end > width) {
                overflowing.add(text + " (ends at " + Math.round(end) + " px)");
            }
        }
        assertEquals(List.of(), overflowing, "texts past the chart's " + width + " px");
    }
}

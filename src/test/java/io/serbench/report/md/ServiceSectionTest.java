package io.serbench.report.md;

import io.serbench.report.ReportFixtures;
import io.serbench.report.data.ResultRow;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.ServiceFigures;
import io.serbench.report.data.ServiceResults;
import io.serbench.report.data.ServiceResults.Case;
import io.serbench.report.stats.ServiceStats;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.report.ReportFixtures.assertOneLineFailure;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.report;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The service sections on hand-made JMH JSON, every figure worked out by hand. Forks spaced by a
 * factor of 2 ({100, 200, 400} and the like) give log-variance ln(2)² on each side, so a ratio of
 * two such sides of 3 forks has a Welch interval with 4 degrees of freedom and half-width
 * t(0.975, 4) × √(2 ln(2)² / 3) = 2.776445 × 0.565945 = 1.571336 on the log scale: the ratio
 * × e^∓1.571336, i.e. × 0.207768 and × 4.81307.
 */
public class ServiceSectionTest {
    private static final String PKG = "io.serbench.bench.service.";

    /** One service result; {@code forks} is rawData: one array per fork, one value per iteration. */
    static String service(String cls, String method, String library, String mode, String unit, int threads,
                          String measurementTime, double[][] forks) {
        StringBuilder raw = new StringBuilder("[");
        for (int f = 0; f < forks.length; f++) {
            raw.append(f == 0 ? "[" : ", [");
            for (int i = 0; i < forks[f].length; i++) {
                raw.append(i == 0 ? "" : ", ").append(forks[f][i]);
            }
            raw.append(']');
        }
        raw.append(']');
        return "{\"jmhVersion\": \"1.37\", \"benchmark\": \"" + PKG + cls + "." + method + "\", \"mode\": \"" + mode + "\", "
                + "\"threads\": " + threads + ", \"forks\": " + forks.length + ", \"measurementTime\": \"" + measurementTime + "\", "
                + "\"params\": {\"library\": \"" + library + "\"}, "
                + "\"primaryMetric\": {\"score\": " + forks[0][0] + ", \"scoreError\": \"NaN\", \"scoreUnit\": \"" + unit + "\", "
                + "\"rawData\": " + raw + "}}";
    }

    public static double[][] perFork(double... values) {
        double[][] out = new double[values.length][];
        for (int i = 0; i < values.length; i++) {
            out[i] = new double[]{values[i]};
        }
        return out;
    }

    public static String cold(String method, String library, double... micros) {
        return service("ColdMediaBench", method, library, "ss", "us/op", 1, "single-shot", perFork(micros));
    }

    public static String threads(String method, String library, int threads, double[][] forks) {
        return service("ThreadsMediaBench", method, library, "thrpt", "ops/s", threads, "1000 ms", forks);
    }

    /** t(0.975, 4). */
    private static final double T4 = 2.776445105;
    /** The log half-width of a ratio of two 3-fork sides spaced by 2: t(0.975, 4) × √(2 ln(2)² / 3). */
    private static final double HALF = T4 * Math.sqrt(2 * Math.log(2) * Math.log(2) / 3);

    /** A ratio of two 3-fork sides spaced by 2: {@code expected} × e^∓HALF. */
    private static void assertRatio(double expected, ServiceStats.Ratio r) {
        assertEquals(expected, r.value(), 1e-9 * expected);
        assertEquals(expected * Math.exp(-HALF), r.low(), 1e-8 * expected);
        assertEquals(expected * Math.exp(HALF), r.high(), 1e-8 * expected);
    }

    /** The figures of the summary written by {@link #summary}, read from its input as the report reads them. */
    private static ServiceFigures figures(Path dir) throws Exception {
        return ServiceFigures.of(ServiceResults.read(List.of(dir.resolve("in").resolve("service.json"))));
    }

    private static ServiceFigures.Figure figure(ServiceFigures f, String measure, String direction, String library, int threads) {
        ServiceFigures.Figure figure = f.figure(measure, Case.MEDIA, direction, library, threads);
        assertNotNull(figure, measure + " " + direction + " " + library + " " + threads);
        return figure;
    }

    private static String summary(Path dir, List<String> results) throws Exception {
        Path in = jmhFile(dir.resolve("in").resolve("service.json"), results);
        ReportFixtures.Run run = report(in.toString(), "--out", dir.resolve("out").toString());
        assertEquals(0, run.exit(), run.err());
        return Files.readString(dir.resolve("out").resolve(Summary.FILE_NAME));
    }

    @Test
    void coldStartRatiosAgainstTheBaselineWithWelchIntervals(@TempDir Path dir) throws Exception {
        String md = summary(dir, List.of(
                cold("firstEncode", "jackson", 100, 200, 400),
                cold("firstEncode", "fastlib", 50, 100, 200),
                cold("firstRoundTrip", "jackson", 1000, 2000, 4000),
                cold("firstRoundTrip", "fastlib", 2000, 4000, 8000)));
        assertTrue(md.contains("### Cold start"), md);
        ServiceFigures f = figures(dir);
        // jackson: geomean 200 µs = 0.20 ms, round trip 2 ms; against itself 1 × e^∓HALF
        ServiceFigures.Figure jackson = figure(f, ServiceFigures.COLD, ServiceFigures.FIRST_ENCODE, "jackson", 1);
        assertEquals(0.2, jackson.value(), 1e-12);
        assertRatio(1, jackson.ratio());
        ServiceFigures.Figure jacksonRoundTrip = figure(f, ServiceFigures.COLD, ServiceFigures.FIRST_ROUND_TRIP, "jackson", 1);
        assertEquals(2.0, jacksonRoundTrip.value(), 1e-12);
        assertRatio(1, jacksonRoundTrip.ratio());
        // fastlib 100 µs: 200/100 = 2.00; round trip 4 ms: 2000/4000 = 0.50, 3 forks each
        ServiceFigures.Figure fast = figure(f, ServiceFigures.COLD, ServiceFigures.FIRST_ENCODE, "fastlib", 1);
        assertEquals(0.1, fast.value(), 1e-12);
        assertRatio(2, fast.ratio());
        ServiceFigures.Figure fastRoundTrip = figure(f, ServiceFigures.COLD, ServiceFigures.FIRST_ROUND_TRIP, "fastlib", 1);
        assertEquals(4.0, fastRoundTrip.value(), 1e-12);
        assertRatio(0.5, fastRoundTrip.ratio());
        assertEquals(3, fastRoundTrip.forks());
        // no matrix in this report: no steady-state ratio beside cold start
        assertTrue(md.contains("| jackson | "), md);
        assertTrue(md.contains(" | - | - | 3 · 3 |"), md);
    }

    @Test
    void warmUpIsTheFirstIterationFromWhichEveryWindowIsWithinTenPercent(@TempDir Path dir) throws Exception {
        // final level 100 ns (median of the last quarter); from iteration 3 on every 3-window averages
        // at most 110 ([110, 100, 100] = 103.3); from 2 it would not ([200, 110, 100] = 136.7).
        double[] settles = {1000, 500, 200, 110, 100, 100, 100, 100, 100, 100, 100, 100};
        // its last window averages 400 against a final level of 100: never settles
        double[] never = {100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 1000};
        String md = summary(dir, List.of(
                service("WarmupMediaBench", "encode", "jackson", "avgt", "ns/op", 1, "50 ms", new double[][]{settles, never}),
                service("WarmupMediaBench", "decode", "jackson", "avgt", "ns/op", 1, "50 ms", new double[][]{never})));
        // 3 iterations of 50 ms = 150 ms; ops 50e6/1000 + 50e6/500 + 50e6/200 = 400,000
        assertTrue(md.contains("| jackson | 150 | 400,000 | never | never | 1/2 · 0/1 |"), md);
        assertEquals(150, ServiceStats.warm(settles, 50).millis());
        assertFalse(ServiceStats.warm(never, 50).settled());
    }

    @Test
    void threadsScalingEfficiencyOwnCodecAndTheCostOfTheSetup(@TempDir Path dir) throws Exception {
        List<String> results = new ArrayList<>();
        // 1 thread: forks of two iterations each, fork means 100, 200, 400 (geomean 200)
        results.add(threads("encode", "jackson", 1, new double[][]{{90, 110}, {200, 200}, {300, 500}}));
        results.add(threads("encode", "jackson", 2, perFork(180, 360, 720)));
        results.add(threads("encodeOwnCodec", "jackson", 1, perFork(200, 400, 800)));
        results.add(threads("encodeOwnCodec", "jackson", 2, perFork(400, 800, 1600)));
        String md = summary(dir, results);
        ServiceFigures f = figures(dir);
        assertEquals(200, figure(f, ServiceFigures.THREADS, "encode", "jackson", 1).value(), 1e-9);
        ServiceFigures.Figure two = figure(f, ServiceFigures.THREADS, "encode", "jackson", 2);
        assertEquals(360, two.value(), 1e-9);
        // efficiency 360 / (2 × 200) = 0.90 [0.19, 4.33]; own 800 / (2 × 400) = 1.00 [0.21, 4.81];
        // setup ÷ own at 1 thread 200 / 400 = 0.50 [0.10, 2.41]
        assertRatio(0.9, two.ratio());
        assertRatio(1.0, figure(f, ServiceFigures.THREADS_OWN, "encode", "jackson", 2).ratio());
        ServiceResults r = ServiceResults.read(List.of(dir.resolve("in").resolve("service.json")));
        assertRatio(0.5, ServiceFigures.setupOverOwn(r, Case.MEDIA, "encode", "jackson"));
        assertTrue(md.contains("| jackson | one instance, shared | encode | "), md);
        assertFalse(md.contains("| jackson | one instance, shared | decode |"), "no decode results, no decode row");
    }

    @Test
    void serviceSectionsFollowTheMatrixWithTheSteadyStateRatioBesideColdStart(@TempDir Path dir) throws Exception {
        String md = summary(dir, List.of(
                result("MediaBench", "encode", 1000, "library", "jackson"),
                result("MediaBench", "encode", 500, "library", "fastlib"),
                cold("firstEncode", "jackson", 100, 200, 400),
                cold("firstEncode", "fastlib", 50, 100, 200)));
        int matrix = md.indexOf("## Headline");
        int service = md.indexOf("## Service conditions (apart from the steady-state matrix)");
        assertTrue(matrix >= 0 && service > matrix, "the service sections come after the matrix");
        // the matrix's media encode, 1000 / 500 = 2, beside fastlib's cold start (2 × e^∓HALF)
        ResultRow steady = ReportFixtures.analysis(ReportFixtures.MATRIX, dir.resolve("in").resolve("service.json"))
                .get(ServiceFigures.cell(Case.MEDIA, "encode"), "fastlib");
        assertEquals(2.0, steady.speedup(), 1e-9);
        assertRatio(2, figure(figures(dir), ServiceFigures.COLD, ServiceFigures.FIRST_ENCODE, "fastlib", 1).ratio());
        assertTrue(md.contains(" | - | - | " + Fmt.speedup(steady.speedup()) + " | - | 3 · 0 |"), md);
    }

    /**
     * service.csv holds the summary's figures one per line, with six significant digits: the cold
     * start and threads numbers of the tests above, and the warm-up's.
     */
    @Test
    void serviceCsvHoldsEveryFigureWithItsInterval(@TempDir Path dir) throws Exception {
        double[] settles = {1000, 500, 200, 110, 100, 100, 100, 100, 100, 100, 100, 100};
        summary(dir, List.of(
                cold("firstEncode", "jackson", 100, 200, 400),
                cold("firstEncode", "fastlib", 50, 100, 200),
                cold("firstRoundTrip", "jackson", 1000, 2000, 4000),
                cold("firstRoundTrip", "fastlib", 2000, 4000, 8000),
                service("WarmupMediaBench", "encode", "jackson", "avgt", "ns/op", 1, "50 ms", new double[][]{settles}),
                threads("encode", "jackson", 1, new double[][]{{90, 110}, {200, 200}, {300, 500}}),
                threads("encode", "jackson", 2, perFork(180, 360, 720)),
                threads("encodeOwnCodec", "jackson", 2, perFork(400, 800, 1600))));
        Path csv = dir.resolve("out").resolve(ServiceFigures.FILE_NAME);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(String.join(",", ServiceFigures.HEADER), lines.get(0));
        List<CSVRecord> rows = ReportFixtures.csv(csv);
        // fastlib's first encode: 0.1 ms, 2 × e^∓HALF; its first round trip 4 ms, 0.5 × the same
        CSVRecord encode = figure(rows, "cold", "encode", "fastlib", "1");
        assertEquals("3", encode.get("forks"));
        assertEquals("ms", encode.get("unit"));
        assertCsv(0.1, 2, encode);
        assertCsv(4, 0.5, figure(rows, "cold", "encode+decode", "fastlib", "1"));
        assertTrue(lines.contains("warmup,media,,,encode,jackson,1,1,150,ms,,,,settled in 1 of 1 forks; 400000 ops before"), lines.toString());
        // 1 thread: geometric mean 200 ops/s, no efficiency; 2 threads: 360 ops/s, 0.90 [0.19, 4.33]
        assertTrue(lines.contains("threads,media,,,encode,jackson,1,3,200,ops/s,,,,"), lines.toString());
        CSVRecord two = figure(rows, "threads", "encode", "jackson", "2");
        assertEquals("ops/s", two.get("unit"));
        assertCsv(360, 0.9, two);
        // the own-codec figures have no 1-thread side here: no efficiency
        assertTrue(lines.contains("threads-own-codec,media,,,encode,jackson,2,3,800,ops/s,,,,"), lines.toString());
        assertEquals(9, lines.size(), "a header and one line per figure");
        assertTrue(Files.exists(dir.resolve("out").resolve("explorer.html")), "a service-only report has an explorer page too");
    }

    private static CSVRecord figure(List<CSVRecord> rows, String measure, String direction, String library, String threads) {
        return rows.stream().filter(r -> r.get("measure").equals(measure) && r.get("direction").equals(direction)
                        && r.get("library").equals(library) && r.get("threads").equals(threads)).findFirst()
                .orElseThrow(() -> new AssertionError("no line " + measure + " " + direction + " " + library + " " + threads));
    }

    /** A line's value and ratio, the ratio's interval × e^∓HALF, to the file's six significant digits. */
    private static void assertCsv(double value, double ratio, CSVRecord row) {
        assertEquals(value, ReportFixtures.num(row, "value"), 1e-6 * value);
        assertEquals(ratio, ReportFixtures.num(row, "ratio"), 1e-6 * ratio);
        assertEquals(ratio * Math.exp(-HALF), ReportFixtures.num(row, "ratio_low"), 1e-5 * ratio);
        assertEquals(ratio * Math.exp(HALF), ReportFixtures.num(row, "ratio_high"), 1e-5 * ratio);
    }

    @Test
    void onlyOneThreadCountSaysSoInsteadOfAnEmptyTable(@TempDir Path dir) throws Exception {
        String md = summary(dir, List.of(threads("encode", "jackson", 1, perFork(100, 200))));
        assertTrue(md.contains("Only 1-thread results"), md);
    }

    @Test
    void aColdStartResultInThroughputIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path in = jmhFile(dir.resolve("bad.json"), List.of(
                service("ColdMediaBench", "firstEncode", "jackson", "thrpt", "ops/s", 1, "1 s", perFork(1, 2))));
        assertOneLineFailure(report(in.toString(), "--out", dir.resolve("out").toString()), "cold start is a time per op");
        assertFalse(Files.exists(dir.resolve("out").resolve(Summary.FILE_NAME)));
    }
}

package io.serbench.report;

import io.serbench.report.data.PresetCheckRun;
import io.serbench.report.analysis.PresetBias;
import io.serbench.report.stats.MedianInterval;
import io.serbench.runfolder.PresetCheckFiles;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The preset-check report on hand-made folders: JMH JSON whose levels give chosen log differences
 * d, so the median, its order-statistic interval, the share within ±10% and the verdict can be
 * derived here from the d's alone.
 */
class PresetCheckReportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String BENCH = "io.serbench.bench.IntBench.encode";
    private static final String[] LIBRARIES = {"avro", "protobuf", "kryo", "fury", "dsljson", "msgpack", "cbor", "smile", "thrift"};
    /** Careful arm: Jackson 1000 ns, library 100 ns (speedup 10); engine brackets 900 and 1100 ns. */
    private static final double CAREFUL_JACKSON = 1000;
    private static final double CAREFUL_LIBRARY = 100;
    private static final double BEFORE = 900;
    private static final double AFTER = 1100;

    @TempDir
    Path tmp;

    /** A JMH result with every iteration at {@code ns}: its level is exactly {@code ns}. */
    private static ObjectNode result(String library, int forks, double ns, String arm, int ratio, String slot) {
        ObjectNode r = JSON.createObjectNode();
        r.put("benchmark", BENCH);
        r.put("mode", "avgt");
        r.put("forks", forks);
        ObjectNode params = r.putObject("params");
        params.put("fields", "10");
        params.put("library", library);
        ObjectNode metric = r.putObject("primaryMetric");
        metric.put("score", ns);
        metric.put("scoreUnit", "ns/op");
        ArrayNode raw = metric.putArray("rawData");
        for (int f = 0; f < forks; f++) {
            ArrayNode it = raw.addArray();
            for (int i = 0; i < 3; i++) {
                it.add(ns);
            }
        }
        ObjectNode tag = r.putObject(PresetCheckFiles.TAG);
        tag.put("arm", arm);
        tag.put("ratio", ratio);
        tag.put("slot", slot);
        return r;
    }

    /**
     * A preset-check folder whose ratio i has log difference d[i]: the engine's library time is
     * chosen so that geomean(brackets) ÷ time = careful speedup × e^d. One more ratio is drawn but
     * not measured (a check not finished), which the report must leave out.
     */
    private Path folder(String name, double... d) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve(name));
        ObjectNode draw = JSON.createObjectNode();
        draw.put("kind", PresetCheckFiles.KIND);
        draw.put("seed", 42);
        ArrayNode list = draw.putArray("draw");
        for (int i = 0; i <= d.length; i++) {
            ObjectNode r = list.addObject();
            r.put("index", i + 1);
            r.put("benchmark", BENCH);
            r.putObject("knobs").put("fields", "10");
            r.put("library", LIBRARIES[i % LIBRARIES.length] + (i >= LIBRARIES.length ? "-" + i : ""));
            r.put("first", i % 2 == 0 ? PresetCheckFiles.ENGINE : PresetCheckFiles.CAREFUL);
        }
        JSON.writeValue(dir.resolve(PresetCheckFiles.DRAW).toFile(), draw);
        for (int i = 0; i < d.length; i++) {
            int index = i + 1;
            String lib = list.get(i).path("library").asText();
            double engineLibrary = Math.sqrt(BEFORE * AFTER) / (CAREFUL_JACKSON / CAREFUL_LIBRARY * Math.exp(d[i]));
            ArrayNode engine = JSON.createArrayNode();
            // a steady-state re-run: the slot's first attempt is superseded by its last
            engine.add(result("jackson", 1, 5000, PresetCheckFiles.ENGINE, index, PresetCheckFiles.BASELINE_BEFORE));
            engine.add(result("jackson", 1, BEFORE, PresetCheckFiles.ENGINE, index, PresetCheckFiles.BASELINE_BEFORE));
            engine.add(result(lib, 1, engineLibrary, PresetCheckFiles.ENGINE, index, PresetCheckFiles.LIBRARY));
            engine.add(result("jackson", 1, AFTER, PresetCheckFiles.ENGINE, index, PresetCheckFiles.BASELINE_AFTER));
            JSON.writeValue(PresetCheckFiles.arm(dir, index, PresetCheckFiles.ENGINE).toFile(), engine);
            ArrayNode careful = JSON.createArrayNode();
            careful.add(result("jackson", 2, CAREFUL_JACKSON, PresetCheckFiles.CAREFUL, index, PresetCheckFiles.BASELINE));
            careful.add(result(lib, 2, CAREFUL_LIBRARY, PresetCheckFiles.CAREFUL, index, PresetCheckFiles.LIBRARY));
            JSON.writeValue(PresetCheckFiles.arm(dir, index, PresetCheckFiles.CAREFUL).toFile(), careful);
        }
        return dir;
    }

    /** Nine ratios, engine above careful by 5–15% but one: the interval lies above +3%. */
    private static final double[] BIASED = {0.05, 0.06, 0.07, 0.08, 0.09, 0.10, 0.12, 0.15, -0.02};
    /** Nine ratios around 0 within ±2% but one far off: the interval lies within ±3%. */
    private static final double[] UNBIASED = {0.005, -0.02, 0.2, -0.015, -0.01, 0.015, 0, 0.01, -0.005};

    /** P(B ≤ x) for B ~ Binomial(n, 1/2), by direct count. */
    private static double binomialCdf(int x, int n) {
        double sum = 0;
        double choose = 1;
        for (int i = 0; i <= x; i++) {
            sum += choose;
            choose = choose * (n - i) / (i + 1);
        }
        return sum / Math.pow(2, n);
    }

    private static void assertArithmetic(PresetBias bias, double[] d) {
        double[] sorted = d.clone();
        Arrays.sort(sorted);
        int n = d.length;
        assertEquals(n, bias.ratios().size());
        assertEquals(sorted[n / 2], bias.medianD().median(), 1e-12, "median of nine: the fifth");
        // n = 9: P(B <= 0) = 1/512, P(B <= 1) = 10/512, P(B <= 2) = 46/512: rank 2 covers 1 - 20/512 >= 95%, rank 3 only 82%
        assertEquals(1 - 2 * 10 / 512.0, 1 - 2 * binomialCdf(1, 9), 1e-15);
        assertTrue(1 - 2 * binomialCdf(2, 9) < 0.95);
        assertEquals(2, bias.medianD().rank());
        assertEquals(1 - 20 / 512.0, bias.medianD().coverage(), 1e-12);
        assertEquals(sorted[1], bias.medianD().low(), 1e-12);
        assertEquals(sorted[n - 2], bias.medianD().high(), 1e-12);
        long within = Arrays.stream(d).filter(x -> Math.abs(Math.exp(x) - 1) <= 0.10).count();
        assertEquals(within / (double) n, bias.shareWithin10(), 1e-12);
        // sorted by |d|, largest first
        double[] abs = bias.ratios().stream().mapToDouble(PresetBias.Ratio::absD).toArray();
        for (int i = 1; i < abs.length; i++) {
            assertTrue(abs[i - 1] >= abs[i]);
        }
        assertEquals(Math.sqrt(BEFORE * AFTER), bias.engineBaselineMedian(), 1e-9);
        assertEquals(CAREFUL_JACKSON, bias.carefulBaselineMedian(), 1e-9);
        assertEquals(AFTER / BEFORE, bias.bracketSpreadMedian(), 1e-12);
    }

    @Test
    void biasedBeyondThreePercentOnlyWhenTheIntervalExcludesIt() throws Exception {
        PresetBias biased = PresetBias.of(PresetCheckRun.read(folder("biased", BIASED)).pairs());
        assertArithmetic(biased, BIASED);
        assertEquals(6 / 9.0, biased.shareWithin10(), 1e-12, "0.10 and above are beyond ln(1.1) = 0.0953");
        assertEquals(PresetBias.BiasVerdict.BIASED_HIGH, biased.verdict());

        double[] low = Arrays.stream(BIASED).map(x -> -x).toArray();
        PresetBias lower = PresetBias.of(PresetCheckRun.read(folder("low", low)).pairs());
        assertArithmetic(lower, low);
        assertEquals(PresetBias.BiasVerdict.BIASED_LOW, lower.verdict());

        PresetBias unbiased = PresetBias.of(PresetCheckRun.read(folder("unbiased", UNBIASED)).pairs());
        assertArithmetic(unbiased, UNBIASED);
        assertEquals(8 / 9.0, unbiased.shareWithin10(), 1e-12);
        assertEquals(PresetBias.BiasVerdict.WITHIN, unbiased.verdict());

        // an interval reaching past +3% from inside: not a bias, not settled
        double[] wide = {-0.01, 0, 0.01, 0.02, 0.02, 0.03, 0.04, 0.05, 0.06};
        PresetBias unsettled = PresetBias.of(PresetCheckRun.read(folder("wide", wide)).pairs());
        assertArithmetic(unsettled, wide);
        assertEquals(PresetBias.BiasVerdict.UNSETTLED, unsettled.verdict());
    }

    @Test
    void fortyRatiosTakeTheRanksWhoseBinomialCoverageFirstReaches95Percent() {
        double[] values = new double[40];
        for (int i = 0; i < values.length; i++) {
            values[i] = (i * 7919 % 40) / 100.0; // 0.00 .. 0.39 in a scrambled order
        }
        int k = 0;
        while (1 - 2 * binomialCdf(k, 40) >= 0.95) {
            k++;
        }
        MedianInterval m = MedianInterval.of(values, 0.95);
        assertEquals(14, k, "the docs name ranks 14 and 27 for 40 ratios");
        assertEquals(k, m.rank());
        assertEquals(1 - 2 * binomialCdf(k - 1, 40), m.coverage(), 1e-12);
        assertEquals((k - 1) / 100.0, m.low(), 1e-12);
        assertEquals((40 - k) / 100.0, m.high(), 1e-12);
        assertEquals((0.19 + 0.20) / 2, m.median(), 1e-12);
        assertFalse(MedianInterval.of(new double[]{1, 2, 3, 4, 5}, 0.95).bounded(), "five values cannot reach 95%");
    }

    private record Outcome(int code, String out, String err) {
    }

    private static Outcome report(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = PresetCheckReport.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Outcome(code, out.toString(), err.toString());
    }

    @Test
    void writesTheReportAndTheCsvAndComparesTwoFolders() throws Exception {
        Path a = folder("with-chrt", BIASED);
        Path b = folder("without-chrt", UNBIASED);
        Outcome o = report(a.toString(), b.toString());
        assertEquals(0, o.code(), o.out() + o.err());
        String md = Files.readString(a.resolve(PresetCheckFiles.REPORT_MD));
        assertTrue(md.contains("9 of 10 drawn ratios"), md);
        assertTrue(md.contains("**Verdict: the preset is biased by more than ±3%"), md);
        assertTrue(md.contains("| +0.0800 | ×1.08 | [1.051, 1.127] | 67% | 9 |"), md);
        List<String> csv = Files.readAllLines(a.resolve(PresetCheckFiles.REPORT_CSV));
        assertEquals(10, csv.size(), "header and nine ratios");
        assertTrue(csv.get(1).startsWith("8,"), "the largest |d| (0.15, ratio 8) first: " + csv.get(1));
        assertTrue(Files.readString(b.resolve(PresetCheckFiles.REPORT_MD)).contains("**Verdict: the preset is not biased"));

        // both folders drew the same ratios (same libraries by index): d(A) - d(B) per ratio
        double[] diff = new double[BIASED.length];
        for (int i = 0; i < diff.length; i++) {
            diff[i] = BIASED[i] - UNBIASED[i];
        }
        Arrays.sort(diff);
        String ab = Files.readString(a.resolve(PresetCheckFiles.AB_MD));
        assertTrue(ab.contains(String.format(java.util.Locale.ROOT, "Median of d(A) − d(B): %+.4f [%+.4f, %+.4f]",
                diff[4], diff[1], diff[7])), ab);
        assertTrue(ab.contains("| Jackson's engine brackets apart, median | ×1.22 | ×1.22 |"), ab);
    }

    private static List<Path> listing(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void badInputIsOneLineAndWritesNothing() throws Exception {
        Path other = Files.createDirectories(tmp.resolve("2020-01-01-jdk17-host"));
        Files.writeString(other.resolve("round-1.json"), "[]");
        Path unfinished = folder("unfinished");
        List<Path> before = listing(tmp);
        for (String[] args : List.of(new String[]{tmp.resolve("no-such-folder").toString()},
                new String[]{other.toString()}, new String[]{unfinished.toString()},
                new String[]{unfinished.toString(), other.toString()})) {
            Outcome o = report(args);
            assertFalse(o.code() == 0, o.out() + o.err());
            String err = o.err().strip();
            assertEquals(1, err.lines().count(), "one line: " + err);
            assertTrue(err.startsWith("serbench preset-check-report: "), err);
        }
        assertEquals(before, listing(tmp), "nothing written");
        assertTrue(report(other.toString()).err().contains("not a preset-check folder"));
        assertTrue(report(unfinished.toString()).err().contains("no ratio measured in both arms"));
    }
}

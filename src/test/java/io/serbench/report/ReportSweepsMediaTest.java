package io.serbench.report;

import io.serbench.model.Shape;
import io.serbench.model.Sweep;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.JvmSerializersMedia;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.ArticleRatios;
import io.serbench.report.analysis.Sweeps;
import io.serbench.report.stats.EarlierRatioVerdict;
import io.serbench.report.svg.SweepChart;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.SizesTable;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.serbench.report.ReportFixtures.MATRIX;
import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.list;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.report;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rows with digits and media, the sweeps section and the 2011 comparison, on hand-made JMH JSON. */
class ReportSweepsMediaTest {
    @TempDir
    Path tmp;

    // ---- rows ----

    @Test
    void digitsAndMediaRowsAreKeyedApartAndSweepsStayOutOfTheRatioTables() throws IOException, BadInputException {
        List<String> results = new ArrayList<>();
        for (String digits : List.of("8", "17")) {
            double jackson = digits.equals("8") ? 200 : 400;
            results.add(result("DoubleBench", "decode", jackson, "library", "jackson", "fields", "10", "digits", digits));
            results.add(result("DoubleBench", "decode", jackson / 2, "library", "fastlib", "fields", "10", "digits", digits));
        }
        results.add(result("MediaBench", "encode", 1000, "library", "jackson"));
        results.add(result("MediaBench", "encode", 250, "library", "fastlib"));
        results.add(result("StringLengthSweep", "encode", 40, "library", "jackson", "length", "8"));
        results.add(result("StringLengthSweep", "encode", 160, "library", "jackson", "length", "32"));
        Path file = jmhFile(tmp.resolve("run/round-1.json"), results);

        ReportFixtures.Run run = report(file.toString());
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(tmp.resolve("run/results.csv"));
        CSVRecord d8 = row(rows, "io.serbench.bench.DoubleBench.decode", "fastlib", "8");
        CSVRecord d17 = row(rows, "io.serbench.bench.DoubleBench.decode", "fastlib", "17");
        assertEquals(100.0, num(d8, "ns_op"), 1e-9);
        assertEquals(200.0, num(d17, "ns_op"), 1e-9);
        assertEquals(2.0, num(d8, "speedup"), 1e-9);
        CSVRecord media = row(rows, "io.serbench.bench.MediaBench.encode", "fastlib", "");
        assertEquals("media", media.get("scenario"));
        assertEquals("1", media.get("fields"));
        assertEquals(4.0, num(media, "speedup"), 1e-9);
        assertTrue(rows.stream().noneMatch(r -> r.get("benchmark").contains("Sweep")), "sweeps are not ratio rows");

        String md = Files.readString(tmp.resolve("run/SUMMARY.md"));
        assertTrue(md.contains("**double · fields=10 · digits=8 · decode**"), md);
        assertTrue(md.contains("**double · fields=10 · digits=17 · decode**"), md);
        assertTrue(md.contains("**media · encode**"), md);
        assertTrue(md.contains("| double · digits=8 | 10 | decode |"), md);
        assertTrue(md.contains("| media |  | encode |"), md);
        String headline = md.substring(md.indexOf("## Headline"), md.indexOf("## Per scenario"));
        assertFalse(headline.contains("string"), "no sweep row in the headline: " + headline);
        assertTrue(md.contains("## Sweeps"), md);
        assertTrue(list(tmp.resolve("run")).containsAll(Set.of("sweeps.csv", "sweep-string-length.svg", "chart-media.svg")));
    }

    @Test
    void byLibraryKeepsTheShorterDigitSetInASmallTableOfItsOwn() throws IOException, BadInputException {
        List<String> results = new ArrayList<>();
        for (String digits : List.of("8", "17")) {
            double jackson = digits.equals("8") ? 200 : 400;
            results.add(result("DoubleBench", "encode", jackson, "library", "jackson", "fields", "10", "digits", digits));
            results.add(result("DoubleBench", "encode", jackson / 4, "library", "fastlib", "fields", "10", "digits", digits));
        }
        results.add(result("IntBench", "decode", 90, "library", "jackson", "fields", "10"));
        results.add(result("IntBench", "decode", 30, "library", "fastlib", "fields", "10"));
        Path file = jmhFile(tmp.resolve("run/round-1.json"), results);

        ReportFixtures.Run run = report(file.toString());
        assertEquals(0, run.exit(), run.err());
        // int decode 90 / 30 = 3; double encode 400 / 100 = 4 at 17 digits, 200 / 50 = 4 at 8
        Analysis a = ReportFixtures.analysis(MATRIX, file);
        ResultRow intDecode = a.get(new RowKey("int", null, 10, "decode"), "fastlib");
        ResultRow full = a.get(new RowKey("double", null, 10, 17, "encode"), "fastlib");
        ResultRow short8 = a.get(new RowKey("double", null, 10, 8, "encode"), "fastlib");
        assertEquals(3.0, intDecode.speedup(), 1e-9);
        assertEquals(4.0, full.speedup(), 1e-9);
        assertEquals(4.0, short8.speedup(), 1e-9);
        String md = Files.readString(tmp.resolve("run/SUMMARY.md"));
        String section = md.substring(md.indexOf("### fields=10"), md.indexOf("## Headline"));
        // the main table: int and the full-precision doubles, not the 8-digit ones
        String main = section.substring(0, section.indexOf("The double shapes at digits=8:"));
        assertTrue(main.contains("| library | int dec | double digits=17 enc |"), main);
        assertFalse(main.contains("digits=8"), main);
        assertTrue(main.contains("| `fastlib` | " + Fmt.speedup(intDecode.speedup()) + " | " + Fmt.speedup(full.speedup()) + " |"), main);
        // the small table: only the 8-digit double column, the same libraries, jackson's ns/op last
        String small = section.substring(section.indexOf("The double shapes at digits=8:"));
        assertTrue(small.contains("| library | double digits=8 enc |"), small);
        assertFalse(small.contains("int dec"), small);
        assertTrue(small.contains("| `fastlib` | " + Fmt.speedup(short8.speedup()) + " |"), small);
        ResultRow jackson8 = a.get(new RowKey("double", null, 10, 8, "encode"), "jackson");
        assertEquals(200.0, jackson8.nsOp(), 1e-9);
        assertTrue(small.contains("| *jackson ns/op* | " + Fmt.ns(jackson8.nsOp()) + " |"), small);
    }

    @Test
    void resultsWithoutADigitsParamAreFullPrecision() throws IOException, BadInputException {
        Path file = jmhFile(tmp.resolve("old/old.json"), List.of(
                result("DoubleBench", "encode", 300, "library", "jackson", "fields", "1"),
                result("DoubleBench", "encode", 100, "library", "fastlib", "fields", "1")));
        JmhRun run = JmhRun.read(file, 0);
        assertEquals(new RowKey("double", null, 1, 17, "encode"), run.measurements().get(0).row());
        ReportFixtures.Run r = report(file.toString());
        assertEquals(0, r.exit(), r.err());
        CSVRecord row = row(csv(tmp.resolve("old/results.csv")), "io.serbench.bench.DoubleBench.encode", "fastlib", "17");
        assertEquals(3.0, num(row, "speedup"), 1e-9);
    }

    @Test
    void articleDoubleRowsAreEightDigitCells() {
        ArticleRatios article = ArticleRatios.load();
        assertEquals(15.63, article.get(new RowKey("list", "double", 1, 8, "encode"), "protobuf").speedup(), 1e-12);
        assertNull(article.get(new RowKey("list", "double", 1, 17, "encode"), "protobuf"));
        assertNull(article.get(new RowKey("double", null, 10, 17, "decode"), "protobuf"));
    }

    // ---- slopes ----

    @Test
    void slopeIsTheLeastSquaresExponent() {
        Sweeps.Fit linear = Sweeps.fit(points(List.of(8, 32, 128, 512), n -> 5.0 * n));
        assertEquals(1.0, linear.slope(), 1e-12);
        assertEquals(1.0, linear.low(), 1e-9, "a perfect line has a zero-width interval");
        assertEquals(1.0, linear.high(), 1e-9);
        assertEquals(0.0, Sweeps.fit(points(List.of(64, 256, 1024, 4096), n -> 70.0)).slope(), 1e-12);
        assertEquals(0.5, Sweeps.fit(points(List.of(1, 4, 16, 64, 256), n -> 3 * Math.sqrt(n))).slope(), 1e-12);

        // x = ln(1, 10, 100) = (0, 1, 2)·L and y = (0, 1.1, 2)·L, L = ln 10: slope Sxy/Sxx = 2/2 = 1,
        // residuals (-1, 2, -1)·L/30, s² = (6/900)·L² on 1 df, se = √(s² / (2·L²)) = 0.0577350,
        // half-width t(0.975, 1) · se = 12.7062047 · 0.0577350 = 0.733593
        Sweeps.Fit fit = Sweeps.fit(List.of(new Sweeps.Point(1, 1, 1), new Sweeps.Point(10, Math.pow(10, 1.1), 1),
                new Sweeps.Point(100, 100, 1)));
        assertEquals(1.0, fit.slope(), 1e-12);
        assertEquals(1 - 0.733593, fit.low(), 1e-5);
        assertEquals(1 + 0.733593, fit.high(), 1e-5);

        Sweeps.Fit two = Sweeps.fit(points(List.of(1, 2), n -> n));
        assertEquals(1.0, two.slope(), 1e-12);
        assertFalse(two.hasCi(), "two sizes: no residual degrees of freedom");
        assertEquals(List.of(512, 2048, 8192, 32768), Sweeps.upperHalf(points(Sweep.STRING_LENGTH.sizes, n -> n))
                .stream().map(Sweeps.Point::size).toList());
        assertEquals(List.of(1024, 4096, 16384, 65536), Sweeps.upperHalf(points(Sweep.SKIP_SIZE.sizes, n -> n))
                .stream().map(Sweeps.Point::size).toList());
    }

    @Test
    void sweepMediansAndSlopesFromRoundFiles() throws IOException, BadInputException {
        // round 1: ns = 5·length, round 2: ns = 7·length, round 3: ns = 6·length: median 6·length
        List<JmhRun> runs = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            double k = new double[]{5, 7, 6}[r];
            List<String> results = new ArrayList<>();
            for (int size : Sweep.STRING_LENGTH.sizes) {
                results.add(result("StringLengthSweep", "encode", k * size, "library", "jackson", "length", Integer.toString(size)));
            }
            runs.add(JmhRun.read(jmhFile(tmp.resolve("r/round-" + (r + 1) + ".json"), results), r));
        }
        Sweeps sweeps = Sweeps.of(runs, MATRIX);
        Sweeps.Line line = sweeps.lines(Sweep.STRING_LENGTH).get(0);
        assertEquals(7, line.points().size());
        assertEquals(6.0 * 8, line.points().get(0).nsOp(), 1e-9);
        assertEquals(3, line.points().get(0).rounds());
        assertEquals(1.0, line.all().slope(), 1e-12);
        assertEquals(1.0, line.upper().slope(), 1e-12);
        assertTrue(sweeps.csv().contains("string-length,encode,jackson,32768,196608,3\n"), sweeps.csv());
    }

    // ---- claims ----

    @Test
    void copyBoundClaimFlipsWithTheData() throws IOException, BadInputException {
        Sweeps linear = sweeps("lin", Sweep.STRING_LENGTH, "StringLengthSweep", "length",
                List.of("jackson", "binlib"), (lib, n) -> 20 + 5.0 * n);
        Sweeps.Claim holds = linear.claim(Sweep.STRING_LENGTH);
        assertEquals(Boolean.TRUE, holds.holds(), holds.text());
        assertTrue(holds.text().contains("**holds**"), holds.text());

        Sweeps flat = sweeps("flat", Sweep.STRING_LENGTH, "StringLengthSweep", "length",
                List.of("jackson", "binlib"), (lib, n) -> lib.equals("binlib") ? 90 : 20 + 5.0 * n);
        Sweeps.Claim not = flat.claim(Sweep.STRING_LENGTH);
        assertEquals(Boolean.FALSE, not.holds(), not.text());
        // binlib's flat 90 ns: slope 0, outside [0.8, 1.2]
        Sweeps.Line binlib = line(flat, Sweep.STRING_LENGTH, "binlib");
        assertEquals(0.0, binlib.upper().slope(), 1e-12);
        assertTrue(not.text().contains("binlib encode " + Sweeps.slope(binlib.upper().slope())), not.text());
        assertFalse(not.text().contains("jackson encode"), not.text());
    }

    @Test
    void skipClaimNeedsJsonLinearAndProtobufConstant() throws IOException, BadInputException {
        Sweeps holds = sweeps("s1", Sweep.SKIP_SIZE, "SkipSizeSweep", "bytes", List.of("jackson", "protobuf", "binlib"),
                (lib, n) -> lib.equals("protobuf") ? 30 : lib.equals("binlib") ? Math.sqrt(n) : 50 + 2.0 * n);
        Sweeps.Claim c = holds.claim(Sweep.SKIP_SIZE);
        assertEquals(Boolean.TRUE, c.holds(), c.text());
        // binlib, neither JSON nor protobuf, is listed with its slope: √n grows as n^0.5
        Sweeps.Line binlib = line(holds, Sweep.SKIP_SIZE, "binlib");
        assertEquals(0.5, binlib.upper().slope(), 1e-12);
        assertTrue(c.text().contains("Not judged: binlib decode " + Sweeps.slope(binlib.upper().slope())), c.text());

        Sweeps grows = sweeps("s2", Sweep.SKIP_SIZE, "SkipSizeSweep", "bytes", List.of("jackson", "protobuf"),
                (lib, n) -> 50 + 2.0 * n);
        Sweeps.Claim g = grows.claim(Sweep.SKIP_SIZE);
        assertEquals(Boolean.FALSE, g.holds(), g.text());
        // least squares of ln(50 + 2n) on ln n over n = 1,024 … 65,536: 0.994534, not below 0.2
        Sweeps.Line protobuf = line(grows, Sweep.SKIP_SIZE, "protobuf");
        assertEquals(0.994534, protobuf.upper().slope(), 1e-6);
        assertTrue(g.text().contains("protobuf decode " + Sweeps.slope(protobuf.upper().slope()) + " (protobuf, not below 0.2)"),
                g.text());

        Sweeps noProto = sweeps("s3", Sweep.SKIP_SIZE, "SkipSizeSweep", "bytes", List.of("jackson"), (lib, n) -> n);
        assertNull(noProto.claim(Sweep.SKIP_SIZE).holds());
        assertTrue(noProto.claim(Sweep.SKIP_SIZE).text().contains("cannot be decided"));
    }

    @Test
    void sweepsWithoutAClaimGetOneDescriptiveLine() throws IOException, BadInputException {
        Sweeps s = sweeps("d", Sweep.DOUBLE_DIGITS, "DoubleDigitsSweep", "digits", List.of("jackson", "binlib"),
                (lib, n) -> lib.equals("jackson") ? 10.0 * n : 40);
        Sweeps.Claim c = s.claim(Sweep.DOUBLE_DIGITS);
        assertNull(c.holds());
        assertTrue(c.text().startsWith("No article claim."), c.text());
        // from 3 to 17 digits binlib's 40 ns stays, jackson's 10 ns per digit grows 17/3 = 5.67 times
        Sweeps.Line binlib = line(s, Sweep.DOUBLE_DIGITS, "binlib");
        Sweeps.Line jackson = line(s, Sweep.DOUBLE_DIGITS, "jackson");
        assertEquals(1.0, binlib.growth(), 1e-12);
        assertEquals(17.0 / 3, jackson.growth(), 1e-12);
        assertTrue(c.text().contains("grows least for binlib encode (" + Fmt.ratio(binlib.growth()) + "×) and most for jackson encode ("
                + Fmt.ratio(jackson.growth()) + "×)"), c.text());
    }

    @Test
    void sweepChartHasOneColourPerLibraryAndRoomForTheLegend() throws IOException, BadInputException {
        List<String> libs = List.of("jackson", "binlib", "a-rather-long-library-id");
        Sweeps s = sweeps("c", Sweep.STRING_LENGTH, "StringLengthSweep", "length", libs, (lib, n) -> (libs.indexOf(lib) + 1) * n);
        String svg = SweepChart.render(s, Sweep.STRING_LENGTH);
        Set<String> colours = new HashSet<>();
        Matcher m = Pattern.compile("<polyline [^>]*stroke=\"(#[0-9a-fA-F]{6})\"").matcher(svg);
        while (m.find()) {
            colours.add(m.group(1));
        }
        assertEquals(3, colours.size(), svg);
        Matcher w = Pattern.compile("width=\"(\\d+)\"").matcher(svg);
        assertTrue(w.find());
        int width = Integer.parseInt(w.group(1));
        Matcher legend = Pattern.compile("<text x=\"([0-9.]+)\"[^>]*>a-rather-long-library-id</text>").matcher(svg);
        assertTrue(legend.find(), svg);
        assertTrue(Double.parseDouble(legend.group(1)) + 24 * 7.2 <= width, "legend text fits in " + width);
        assertTrue(svg.contains("string length (chars) (log scale)"), svg);
    }

    // ---- 2011 ----

    @Test
    void media2011ReadsTheReferenceCsv() {
        JvmSerializersMedia m = JvmSerializersMedia.load();
        assertTrue(m.header().stream().anyMatch(h -> h.contains("https://github.com/eishay/jvm-serializers")));
        assertTrue(m.header().stream().anyMatch(h -> h.contains("2011-01-25") && h.contains("1.6")));
        JvmSerializersMedia.Figure kryo = m.counterpart("kryo");
        assertEquals(3728.0 / 2545, m.serVsJackson(kryo), 1e-12);
        assertEquals(5862.0 / 2628, m.deserVsJackson(kryo), 1e-12);
        assertEquals(233, kryo.size());
        assertEquals("thrift-compact", m.counterpart("thrift").name());
        assertEquals("thrift", m.counterpart("thrift-binary").name());
        assertEquals("xml/jackson-databind/aalto", m.counterpart("jackson-xml").name());
        assertEquals(1.0, m.serVsJackson(m.counterpart("jackson")), 1e-12);
        assertNull(m.counterpart("fastlib"));
        assertEquals(14, JvmSerializersMedia.COUNTERPARTS.size());
    }

    @Test
    void twentyElevenSectionComparesRatiosAndStandardBytes() throws IOException, BadInputException {
        Path dir = tmp.resolve("media");
        // 2011: kryo ser 3728/2545 = 1.46x, deser 5862/2628 = 2.23x; now encode 4x, decode 2.2x
        jmhFile(dir.resolve("round-1.json"), List.of(
                result("MediaBench", "encode", 1000, "library", "jackson"),
                result("MediaBench", "encode", 250, "library", "kryo"),
                result("MediaBench", "decode", 2200, "library", "jackson"),
                result("MediaBench", "decode", 1000, "library", "kryo"),
                result("MediaBench", "decode", 500, "library", "fastlib")));
        Files.writeString(dir.resolve("sizes.csv"), String.join(",", SizesTable.HEADER) + "\n"
                + "jackson,media,,1,64,480.00,300.00,400,560,,470\n"
                + "kryo,media,,1,64,200.00,180.00,150,260,,211\n"
                + "kryo,double,,10,64,90.00,85.00,90,90,8,\n");
        ReportFixtures.Run run = report(dir.resolve("round-1.json").toString());
        assertEquals(0, run.exit(), run.err());
        // 2011 ratios from the reference table, now from this run's media rows (one fork: no interval)
        JvmSerializersMedia m2011 = JvmSerializersMedia.load();
        double ser = m2011.serVsJackson(m2011.counterpart("kryo"));
        double deser = m2011.deserVsJackson(m2011.counterpart("kryo"));
        assertEquals(3728.0 / 2545, ser, 1e-12);
        assertEquals(5862.0 / 2628, deser, 1e-12);
        Analysis a = ReportFixtures.analysis(MATRIX, dir.resolve("round-1.json"));
        ResultRow encode = a.get(new RowKey("media", null, 1, "encode"), "kryo");
        ResultRow decode = a.get(new RowKey("media", null, 1, "decode"), "kryo");
        assertEquals(4.0, encode.speedup(), 1e-9);
        assertEquals(2.2, decode.speedup(), 1e-9);
        assertFalse(encode.hasCi() || decode.hasCi());
        // 1.46× then, 4.00× now: outside [1.46 ÷ 1.25, 1.46 × 1.25], so not "holds"; 2.23× then, 2.20× now holds
        assertEquals(EarlierRatioVerdict.LEAD_GREW, EarlierRatioVerdict.of(ser, encode));
        assertEquals(EarlierRatioVerdict.HOLDS, EarlierRatioVerdict.of(deser, decode));

        String md = Files.readString(dir.resolve("SUMMARY.md"));
        String section = md.substring(md.indexOf("## 2011 vs now (media)"));
        assertTrue(section.contains("another machine"), section);
        assertTrue(section.contains("https://github.com/eishay/jvm-serializers"), section);
        assertTrue(section.contains("| kryo | kryo | " + Fmt.speedup(ser) + " | " + Fmt.speedup(encode.speedup()) + " [no interval] | "
                + EarlierRatioVerdict.LEAD_GREW.text + " | " + Fmt.speedup(deser) + " | " + Fmt.speedup(decode.speedup()) + " [no interval] | "
                + EarlierRatioVerdict.HOLDS.text + " | 233 | 211 |"), section);
        assertTrue(section.contains("| jackson | json/jackson-databind | " + Fmt.speedup(m2011.serVsJackson(m2011.counterpart("jackson")))
                + " |"), section);
        assertTrue(section.contains("| 503 | 470 |"), section);
        assertFalse(section.contains("| fastlib |"), "no 2011 counterpart: " + section);
        assertTrue(section.contains("the 2011 ratio holds in 1 of 2 rows; lead grew: kryo encode (" + Fmt.speedup(ser) + " → "
                + Fmt.speedup(encode.speedup()) + ")"), section);
        assertEquals(1, ReportFixtures.count(section, EarlierRatioVerdict.legend("2011")), "the legend, once: " + section);
        // the reading is a block docs/RESULTS.md quotes (ReadmeBlocks), holding exactly the reading line
        assertEquals("- **media**: the 2011 ratio holds in 1 of 2 rows; lead grew: kryo encode (" + Fmt.speedup(ser) + " → "
                + Fmt.speedup(encode.speedup()) + ").\n", io.serbench.report.format.Markdown.block(md, "reading-2011"));

        SizesTable sizes = SizesTable.read(dir.resolve("sizes.csv"));
        assertEquals(211.0, sizes.get("kryo", "media", null, 1, Shape.FULL_DIGITS).standardBytes(), 1e-9);
        assertEquals(90.0, sizes.get("kryo", "double", null, 10, 8).bytes(), 1e-9);
        assertNull(sizes.get("kryo", "double", null, 10, 17));
    }

    @Test
    void sizesCsvWithoutTheNewColumnsStillReads() throws IOException, BadInputException {
        Path old = tmp.resolve("old-sizes.csv");
        Files.writeString(old, "library,scenario,element,fields,inputs,mean_bytes,mean_deflated_bytes,min_bytes,max_bytes\n"
                + "jackson,double,,10,64,250.00,150.00,240,260\n");
        SizesTable t = SizesTable.read(old);
        SizesTable.Size size = t.get("jackson", "double", null, 10, Shape.FULL_DIGITS);
        assertEquals(250.0, size.bytes(), 1e-9);
        assertTrue(Double.isNaN(size.standardBytes()));
    }

    // ---- helpers ----

    private static List<Sweeps.Point> points(List<Integer> sizes, IntToDoubleFunction ns) {
        List<Sweeps.Point> out = new ArrayList<>();
        sizes.forEach(n -> out.add(new Sweeps.Point(n, ns.applyAsDouble(n), 1)));
        return out;
    }

    interface Curve {
        double ns(String library, int size);
    }

    /** One round of one sweep, every size of its table, direction encode (decode for skip). */
    private Sweeps sweeps(String name, Sweep sweep, String cls, String param, List<String> libs, Curve curve) throws IOException, BadInputException {
        String method = sweep == Sweep.SKIP_SIZE ? "decode" : "encode";
        List<String> results = new ArrayList<>();
        for (String lib : libs) {
            for (int size : sweep.sizes) {
                results.add(result(cls, method, curve.ns(lib, size), "library", lib, param, Integer.toString(size)));
            }
        }
        return Sweeps.of(List.of(JmhRun.read(jmhFile(tmp.resolve(name + "/run.json"), results), 0)), MATRIX);
    }

    private static Sweeps.Line line(Sweeps sweeps, Sweep sweep, String library) {
        return sweeps.lines(sweep).stream().filter(l -> l.library().equals(library)).findFirst()
                .orElseThrow(() -> new AssertionError("no line " + library + " in " + sweep));
    }

    private static CSVRecord row(List<CSVRecord> rows, String benchmark, String library, String digits) {
        return rows.stream().filter(r -> r.get("benchmark").equals(benchmark) && r.get("library").equals(library)
                        && r.get("digits").equals(digits)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + benchmark + " " + library + " digits=" + digits));
    }
}

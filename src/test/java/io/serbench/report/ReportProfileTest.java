package io.serbench.report;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.hostile.HostileTable;
import io.serbench.model.Shape;
import io.serbench.report.csv.ResultsCsv;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.md.Summary;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.ArticleRatios;
import io.serbench.report.analysis.Profile;
import io.serbench.report.stats.GeoMean;
import io.serbench.report.stats.EarlierRatioVerdict;
import io.serbench.report.svg.Dumbbell;
import io.serbench.report.svg.Heatmap;
import io.serbench.report.svg.Palette;
import io.serbench.report.svg.Scatter;
import io.serbench.report.svg.Svg;
import io.serbench.runfolder.SizesTable;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;

import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.num;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The per-library profile (geometric means over the largest size, bytes, B/op, flags), its CSV,
 * the one-screen verdict lines and the charts drawn from them, on hand-made JMH JSON with a
 * matrix of one or two libraries per family.
 */
public class ReportProfileTest {
    @TempDir
    Path tmp;

    /** One or two libraries per family; "dbl" is a lossy doubles-only variant. */
    public static final List<Library> MATRIX = List.of(
            Library.of("jackson", "jackson", Format.JSON, Family.TEXT, "baseline", c -> null),
            Library.of("jackson-plain", "jackson", Format.JSON, Family.TEXT, "no module", c -> null),
            Library.of("jsonA", "a", Format.JSON, Family.TEXT, "json a", c -> null),
            Library.of("jsonB", "b", Format.JSON, Family.TEXT, "json b", c -> null),
            Library.of("dbl", "a", Format.JSON, Family.TEXT, "6 decimals", c -> null).lossy(1e-6)
                    .only(EnumSet.of(Shape.DOUBLE, Shape.LIST_DOUBLE), "doubles only"),
            Library.of("bin", "bin", Format.BINARY, Family.SCHEMALESS, "binary", c -> null),
            Library.of("proto", "proto", Format.BINARY, Family.SCHEMA, "schema", c -> null),
            Library.of("zc", "zc", Format.BINARY, Family.ZERO_COPY, "zero-copy", c -> null),
            Library.of("floor", null, Format.BINARY, Family.FLOOR, "hand-written", c -> null));

    /** The four cells every full library runs: int and string at fields=10, both directions. */
    static final List<String[]> CELLS = List.of(new String[]{"IntBench", "encode"}, new String[]{"IntBench", "decode"},
            new String[]{"StringBench", "encode"}, new String[]{"StringBench", "decode"});

    /** Per-round multipliers of every library's speedup: their geometric mean is 1, their spread gives intervals. */
    public static final double[] NOISE = {1.1, 1.0, 1 / 1.1};

    /** Speedups per library, in {@link #CELLS} order. */
    static Map<String, double[]> speedups(double a, double b) {
        Map<String, double[]> m = new LinkedHashMap<>();
        m.put("jackson-plain", new double[]{1.0, 1.0, 1.0, 1.0});
        m.put("jsonA", new double[]{2 * a, 8 * a, 4 * a, 2 * a});
        m.put("jsonB", new double[]{2 * b, 8 * b, 4 * b, 2 * b});
        m.put("bin", new double[]{8, 32, 2, 4});
        m.put("proto", new double[]{16, 16, 4, 4});
        m.put("zc", new double[]{16, 64, 4, 16});
        m.put("floor", new double[]{32, 64, 8, 8});
        return m;
    }

    /** A result like {@link ReportFixtures#result}, with B/op when {@code alloc} is a number. */
    public static String result(String cls, String method, double ns, double alloc, String library) {
        String r = ReportFixtures.result(cls, method, ns, "library", library, "fields", "10");
        if (Double.isNaN(alloc)) {
            return r;
        }
        return r.substring(0, r.length() - 1) + ", \"secondaryMetrics\": {\"·gc.alloc.rate.norm\": {\"score\": "
                + alloc + ", \"scoreError\": 0.0, \"scoreUnit\": \"B/op\"}}}";
    }

    /** Three rounds: jackson at 100 ns everywhere, each library at 100 ns ÷ its speedup × the round's noise. */
    static List<Path> rounds(Path dir, Map<String, double[]> speedups, boolean alloc) throws IOException {
        List<Path> files = new ArrayList<>();
        for (int round = 0; round < NOISE.length; round++) {
            List<String> results = new ArrayList<>();
            for (int c = 0; c < CELLS.size(); c++) {
                String cls = CELLS.get(c)[0];
                String method = CELLS.get(c)[1];
                results.add(result(cls, method, 100, Double.NaN, "jackson"));
                for (Map.Entry<String, double[]> e : speedups.entrySet()) {
                    // jsonA allocates 64 / 256 B encoding and 100 / 400 B decoding int / string
                    double b = alloc && e.getKey().equals("jsonA")
                            ? (method.equals("encode") ? 64 : 100) * (cls.equals("IntBench") ? 1 : 4) : Double.NaN;
                    results.add(result(cls, method, 100 / (e.getValue()[c] * NOISE[round]), b, e.getKey()));
                }
            }
            for (String method : List.of("encode", "decode")) {
                results.add(ReportFixtures.result("DoubleBench", method, 100, "library", "jackson", "fields", "10"));
                results.add(ReportFixtures.result("DoubleBench", method, 100 / (3 * NOISE[round]), "library", "dbl", "fields", "10"));
            }
            files.add(jmhFile(dir.resolve("round-" + (round + 1) + ".json"), results));
        }
        Files.writeString(dir.resolve("sizes.csv"), String.join("\n",
                "library,scenario,element,fields,inputs,mean_bytes,mean_deflated_bytes,min_bytes,max_bytes",
                "jackson,int,,10,64,100,80,100,100", "jackson,string,,10,64,1000,800,1000,1000",
                "jsonA,int,,10,64,100,80,100,100", "jsonA,string,,10,64,1000,800,1000,1000",
                "bin,int,,10,64,25,20,25,25", "bin,string,,10,64,250,200,250,250",
                "proto,int,,10,64,50,40,50,50", "proto,string,,10,64,2000,1600,2000,2000", ""));
        return files;
    }

    private Path report(Path dir, Map<String, double[]> speedups, boolean alloc) throws IOException {
        List<Path> files = rounds(dir, speedups, alloc);
        List<String> args = new ArrayList<>();
        files.forEach(f -> args.add(f.toString()));
        StringWriter err = new StringWriter();
        int exit = Report.run(MATRIX, new PrintWriter(new StringWriter()), new PrintWriter(err), args.toArray(new String[0]));
        assertEquals(0, exit, err.toString());
        return dir;
    }

    /** The round files {@link #rounds} wrote into {@code dir}. */
    private static List<Path> roundFiles(Path dir) {
        List<Path> files = new ArrayList<>();
        for (int round = 1; round <= NOISE.length; round++) {
            files.add(dir.resolve("round-" + round + ".json"));
        }
        return files;
    }

    static Analysis analysis(List<Path> files) throws Exception {
        List<JmhRun> runs = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            runs.add(JmhRun.read(files.get(i), i));
        }
        return Analysis.of(runs, "jackson", MATRIX, "noop", SizesTable.read(files.get(0).getParent().resolve("sizes.csv")));
    }

    private static CSVRecord profileRow(Path dir, String library) throws IOException {
        return csv(dir.resolve(Profile.FILE_NAME)).stream().filter(r -> r.get("library").equals(library)).findFirst()
                .orElseThrow(() -> new AssertionError("no profile row " + library));
    }

    @Test
    void profileIsTheGeometricMeanOfEachDirectionOverTheLargestSize() throws Exception {
        Path dir = report(tmp.resolve("p"), speedups(1, 1.5), true);
        CSVRecord a = profileRow(dir, "jsonA");
        assertEquals(List.of(Profile.HEADER), csv(dir.resolve(Profile.FILE_NAME)).get(0).getParser().getHeaderNames());
        assertEquals(Math.sqrt(2 * 4), num(a, "encode_speedup"), 1e-4, "int 2×, string 4×");
        assertEquals(Math.sqrt(8 * 2), num(a, "decode_speedup"), 1e-4, "int 8×, string 2×");
        assertEquals(Math.pow(2 * 8 * 4 * 2, 0.25), num(a, "speedup"), 1e-4, "all four cells");
        assertEquals("2", a.get("encode_cells"));
        assertEquals("4", a.get("cells"));
        assertEquals("JSON / text", a.get("family"));
        // the interval: geometric means of the rows' own ends, as results.csv gives them
        List<CSVRecord> rows = csv(dir.resolve(ResultsCsv.FILE_NAME));
        double lo = 1;
        double hi = 1;
        for (CSVRecord r : rows) {
            if (r.get("library").equals("jsonA") && r.get("direction").equals("encode")) {
                lo *= num(r, "ci_low");
                hi *= num(r, "ci_high");
            }
        }
        assertEquals(Math.sqrt(lo), num(a, "encode_ci_low"), 1e-4 * Math.sqrt(lo));
        assertEquals(Math.sqrt(hi), num(a, "encode_ci_high"), 1e-4 * Math.sqrt(hi));
        assertTrue(num(a, "encode_ci_low") < num(a, "encode_speedup") && num(a, "encode_speedup") < num(a, "encode_ci_high"));

        // bytes ÷ the baseline's, geometric mean over the scenarios
        assertEquals(1.0, num(a, "bytes_vs_baseline"), 1e-9);
        assertEquals("2", a.get("bytes_scenarios"));
        assertEquals(0.25, num(profileRow(dir, "bin"), "bytes_vs_baseline"), 1e-9);
        assertEquals(1.0, num(profileRow(dir, "proto"), "bytes_vs_baseline"), 1e-9, "0.5× and 2×");
        assertEquals("", profileRow(dir, "zc").get("bytes_vs_baseline"), "no size: no figure");

        // B/op: geometric mean per direction
        assertEquals(128.0, num(a, "alloc_encode_b_op"), 1e-6, "64 and 256 B");
        assertEquals(200.0, num(a, "alloc_decode_b_op"), 1e-6, "100 and 400 B");
        assertEquals("4", a.get("alloc_cells"));
        assertEquals("", profileRow(dir, "bin").get("alloc_encode_b_op"));

        // the baseline is exactly 1, the doubles-only variant apart, over its double cells
        CSVRecord base = profileRow(dir, "jackson");
        assertEquals(1.0, num(base, "speedup"), 0);
        CSVRecord dbl = profileRow(dir, "dbl");
        assertEquals("true", dbl.get("doubles_only"));
        assertEquals("true", dbl.get("lossy"));
        assertEquals(3.0, num(dbl, "decode_speedup"), 1e-4);
        assertEquals("1", dbl.get("decode_cells"));
        assertEquals("not tested", a.get("hostile"), "no id of this matrix is in the published hostile table");

        // jsonA runs no double cell: its mean without doubles is its mean over all cells, (2 · 8 · 4 · 2)^(1/4) = 3.36
        Analysis an = analysis(roundFiles(dir));
        Profile profile = Profile.of(an, HostileTable.load());
        GeoMean plain = profile.withoutDoubles(an, "jsonA");
        GeoMean all = profile.get("jsonA").all();
        assertEquals(Math.pow(2 * 8 * 4 * 2, 0.25), plain.value(), 1e-6);
        assertEquals(List.of(all.value(), all.low(), all.high(), (double) all.count()),
                List.of(plain.value(), plain.low(), plain.high(), (double) plain.count()), "no double cell: both means agree");
        String summary = Files.readString(dir.resolve(Summary.FILE_NAME));
        assertTrue(summary.contains("## Profile per library"), summary);
        assertTrue(summary.contains("| `jsonA` | JSON / text | " + plain.text() + " (4) | " + all.text() + " (4) | "), summary);
        Profile.Entry jsonA = profile.get("jsonA");
        assertEquals(128.0, jsonA.allocEncode(), 1e-6);
        assertEquals(200.0, jsonA.allocDecode(), 1e-6);
        assertTrue(summary.contains(Fmt.one(jsonA.allocEncode()) + " / " + Fmt.one(jsonA.allocDecode())), "B/op enc / dec");
        assertTrue(summary.contains("Double-format variants, over the double cells only"), summary);
        // a full library's rows never include the variant: it is in the second table only
        String full = summary.substring(summary.indexOf("## Profile per library"), summary.indexOf("Double-format variants, over"));
        assertFalse(full.contains("`dbl`"), full);
    }

    @Test
    void withoutProfGcTheProfileSaysSoOnceAndHasNoBopColumn() throws Exception {
        Path dir = report(tmp.resolve("nogc"), speedups(1, 1.5), false);
        String summary = Files.readString(dir.resolve(Summary.FILE_NAME));
        String profile = summary.substring(summary.indexOf("## Profile per library"), summary.indexOf("## Headline"));
        assertTrue(profile.contains("**B/op** = geometric mean of JMH's `gc.alloc.rate.norm` over the encode / decode cells, "
                + "not measured (run with -prof gc)."), profile);
        assertFalse(profile.contains("| B/op enc / dec |"), profile);
        assertTrue(profile.contains("| library | family | encode [95% CI] | decode [95% CI] | cells enc / dec | bytes | lossy | hostile input |"),
                profile);
        assertTrue(summary.contains("B/op (bytes allocated per operation, JMH's `gc.alloc.rate.norm`, median over rounds): "
                + "not measured (run with -prof gc)."), "how to read says it too");
        assertEquals("", profileRow(dir, "jsonA").get("alloc_encode_b_op"));
        assertEquals("0", profileRow(dir, "jsonA").get("alloc_cells"));
    }

    @Test
    void hostileFlagComesFromThePublishedTable() throws Exception {
        List<Path> files = rounds(tmp.resolve("h"), speedups(1, 1.5), false);
        HostileTable table = HostileTable.parse(String.join("\n", "library,hardening,input,outcome,word",
                "bin,,length,out_of_memory,OOM", "bin,,depth,rejected,rejected", "bin,setting,length,rejected,rejected",
                "jsonA,,length,not_applicable,n/a", "jsonA,,depth,stack_overflow,stack overflow",
                "proto,,length,rejected,rejected", "proto,,depth,accepted,skipped", ""));
        Profile p = Profile.of(analysis(files), table);
        assertEquals(Profile.Hostile.UNSAFE, p.get("bin").hostile());
        assertEquals(List.of("2^31 length: OOM"), p.get("bin").failures(), "the hardened row does not count");
        assertEquals(List.of("10^5 deep: stack overflow"), p.get("jsonA").failures());
        assertEquals(Profile.Hostile.SURVIVES, p.get("proto").hostile());
        assertEquals(Profile.Hostile.NOT_TESTED, p.get("zc").hostile());
    }

    @Test
    void thePublishedHostileTableCoversEveryLibraryOfTheMatrix() {
        HostileTable t = HostileTable.load();
        for (Library l : io.serbench.codec.SupportMatrix.LIBRARIES) {
            assertTrue(t.tested(l.id()), l.id() + " is not in " + HostileTable.PATH);
        }
    }

    @Test
    void oneScreenComesRightAfterTheTitle() throws Exception {
        Path dir = report(tmp.resolve("top"), speedups(1, 1.5), false);
        String summary = Files.readString(dir.resolve(Summary.FILE_NAME));
        List<String> lines = summary.lines().toList();
        assertTrue(lines.get(0).startsWith("# serbench"));
        // which machine comes first: a ratio holds for its host family
        assertTrue(lines.get(2).startsWith("Measured on host **`unknown`**: no environment.properties"), lines.get(2));
        assertTrue(lines.get(4).startsWith("**In one screen** (6 cells, a cell being one scenario at one size in one direction: "
                + "int, double (17 digits), string at fields=10)"), lines.get(4));
        assertEquals("<!-- serbench:begin five-lines -->", lines.get(6));
        for (int i = 1; i <= 5; i++) {
            assertTrue(lines.get(6 + i).startsWith(i + ". **"), lines.get(6 + i));
        }
        assertTrue(lines.get(15).startsWith("![Speedup vs jackson at fields=10: 8 libraries as rows"), lines.get(15));
        int trust = summary.indexOf("**How far these numbers hold**");
        assertTrue(summary.indexOf("**Bytes on the wire ÷ jackson's**") < trust, "bytes before everything else");
        // bytes ÷ jackson's: bin 25/100 and 250/1000; jsonA writes what jackson writes
        Profile profile = Profile.of(analysis(roundFiles(dir)), HostileTable.load());
        assertEquals(0.25, profile.get("bin").bytes().value(), 1e-9);
        assertEquals(1.0, profile.get("jsonA").bytes().value(), 1e-9);
        assertEquals(1.0, profile.get("jackson").bytes().value(), 1e-9);
        assertTrue(summary.contains("| binary, schemaless | `bin` "), summary);
        assertTrue(summary.contains("| JSON / text | `jsonA`, `jackson` "), "equal sizes share one figure: " + summary);
    }

    @Test
    void chartsAreColouredByFamilyAndNothingIsClipped() throws Exception {
        Path dir = report(tmp.resolve("svg"), speedups(1, 1.5), false);
        for (String name : List.of(Heatmap.FILE_NAME, Scatter.FILE_NAME, "chart-int.svg")) {
            Path svg = dir.resolve(name);
            assertTrue(Files.exists(svg), name);
            DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
            String text = Files.readString(svg);
            for (Family f : List.of(Family.TEXT, Family.SCHEMALESS, Family.SCHEMA, Family.ZERO_COPY, Family.FLOOR)) {
                assertTrue(text.contains(">" + f.label + "<"), name + " has a legend entry for " + f);
            }
        }
        Palette p = Palette.of(List.of("jsonA", "jsonB", "bin"), id -> id.startsWith("json") ? Family.TEXT : Family.SCHEMALESS);
        assertNotEquals(p.colour("jsonA"), p.colour("jsonB"), "shades within a family differ");
        // int · fields=10 encode: jsonA 2×, proto 16×, each in every round
        Analysis a = analysis(roundFiles(dir));
        ResultRow jsonA = a.get(new RowKey("int", null, 10, "encode"), "jsonA");
        ResultRow proto = a.get(new RowKey("int", null, 10, "encode"), "proto");
        assertEquals(2.0, jsonA.speedup(), 1e-9);
        assertEquals(16.0, proto.speedup(), 1e-9);
        String chart = Files.readString(dir.resolve("chart-int.svg"));
        assertTrue(chart.contains(">" + Fmt.speedup(jsonA.speedup()) + "<") && chart.contains(">" + Fmt.speedup(proto.speedup()) + "<"),
                "values written at the bars' ends");
        assertNull(Dumbbell.render(analysis(rounds(tmp.resolve("d"), speedups(1, 1), false)), List.of()));
    }

    @Test
    void longestIdsFitTheirCharts() throws Exception {
        // every text's estimated extent stays inside the canvas, for the suite's longest ids
        List<Library> matrix = List.of(
                Library.of("jackson", "jackson", Format.JSON, Family.TEXT, "baseline", c -> null),
                Library.of("protobuf-bytestring", "p", Format.BINARY, Family.SCHEMA, "p", c -> null),
                Library.of("jsoniter-6digits", "j", Format.JSON, Family.TEXT, "j", c -> null).lossy(1e-6));
        Path dir = tmp.resolve("long");
        List<String> results = new ArrayList<>();
        for (String method : List.of("encode", "decode")) {
            results.add(ReportFixtures.result("DoubleBench", method, 100, "library", "jackson", "fields", "10"));
            results.add(ReportFixtures.result("DoubleBench", method, 1, "library", "protobuf-bytestring", "fields", "10"));
            results.add(ReportFixtures.result("DoubleBench", method, 300, "library", "jsoniter-6digits", "fields", "10"));
        }
        Path file = jmhFile(dir.resolve("run.json"), results);
        assertEquals(0, Report.run(matrix, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), file.toString()));
        for (String name : List.of(Heatmap.FILE_NAME, "chart-double.svg")) {
            String svg = Files.readString(dir.resolve(name));
            java.util.regex.Matcher w = java.util.regex.Pattern.compile("width=\"(\\d+)\"").matcher(svg);
            assertTrue(w.find());
            double width = Double.parseDouble(w.group(1));
            java.util.regex.Matcher t = java.util.regex.Pattern.compile(
                    "<text x=\"([0-9.]+)\" y=\"[0-9.]+\" text-anchor=\"(start|middle|end)\" font-size=\"([0-9.]+)\"[^>]*>([^<]*)</text>").matcher(svg);
            int texts = 0;
            while (t.find()) {
                texts++;
                double x = Double.parseDouble(t.group(1));
                double size = Double.parseDouble(t.group(3));
                String content = t.group(4).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"");
                double tw = Svg.width(content, size);
                double left = t.group(2).equals("start") ? x : t.group(2).equals("end") ? x - tw : x - tw / 2;
                assertTrue(left >= 0 && left + tw <= width, name + ": '" + content + "' at " + x + " runs off " + width);
            }
            assertTrue(texts > 5, name);
            assertTrue(svg.contains(">protobuf-bytestring<") && svg.contains(">jsoniter-6digits † §<"), name);
        }
    }

    private static ArticleRatios.Comparison comparison(List<ArticleRatios.Comparison> compared, String direction) {
        return compared.stream().filter(c -> c.library().equals("protobuf") && c.row().direction().equals(direction)
                        && c.row().scenario().equals("int") && c.row().fields() == 10).findFirst()
                .orElseThrow(() -> new AssertionError("no 2017 comparison of protobuf int · fields=10 " + direction));
    }

    @Test
    void dumbbellDrawsEachComparedRatioThenAndNow() throws Exception {
        // the article's int fields=10 rows: protobuf encode 2.9×, decode 8.51×
        List<Library> matrix = List.of(Library.of("jackson", "jackson", Format.JSON, Family.TEXT, "baseline", c -> null),
                Library.of("protobuf", "protobuf", Format.BINARY, Family.SCHEMA, "p", c -> null));
        Path dir = tmp.resolve("dumbbell");
        List<String> results = new ArrayList<>();
        for (String method : List.of("encode", "decode")) {
            results.add(ReportFixtures.result("IntBench", method, 100, "library", "jackson", "fields", "10"));
            results.add(ReportFixtures.result("IntBench", method, method.equals("encode") ? 100 / 3.0 : 25, "library", "protobuf",
                    "fields", "10"));
        }
        Path file = jmhFile(dir.resolve("run.json"), results);
        assertEquals(0, Report.run(matrix, new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()), file.toString()));
        String svg = Files.readString(dir.resolve(Dumbbell.FILE_NAME));
        DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(dir.resolve(Dumbbell.FILE_NAME).toFile());
        // encode 2.9× → 3×: within the band (holds); decode 8.51× → 4×: below it (lead shrank)
        List<ArticleRatios.Comparison> compared = ArticleRatios.load().compare(ReportFixtures.analysis(matrix, file));
        ArticleRatios.Comparison encode = comparison(compared, "encode");
        ArticleRatios.Comparison decode = comparison(compared, "decode");
        assertEquals(2.9, encode.figure().speedup(), 1e-9);
        assertEquals(3.0, encode.now().speedup(), 1e-9);
        assertEquals(EarlierRatioVerdict.HOLDS, encode.verdict());
        assertEquals(8.51, decode.figure().speedup(), 1e-9);
        assertEquals(4.0, decode.now().speedup(), 1e-9);
        assertEquals(EarlierRatioVerdict.LEAD_SHRANK, decode.verdict());
        for (ArticleRatios.Comparison c : List.of(encode, decode)) {
            assertTrue(svg.contains(">" + Fmt.speedup(c.figure().speedup()) + "<"), "2017 value written: " + svg);
            assertTrue(svg.contains(">" + Fmt.speedup(c.now().speedup()) + "<"), "now value written: " + svg);
        }
        // each in its colour
        assertTrue(svg.contains("fill=\"" + Dumbbell.colour(EarlierRatioVerdict.HOLDS) + "\""), svg);
        assertTrue(svg.contains("fill=\"" + Dumbbell.colour(EarlierRatioVerdict.LEAD_SHRANK) + "\""), svg);
        assertTrue(svg.contains(">" + EarlierRatioVerdict.HOLDS.text + "<") && svg.contains(">" + EarlierRatioVerdict.LEAD_SHRANK.text + "<"), "legend");
        assertTrue(Files.readString(dir.resolve(Summary.FILE_NAME)).contains("](" + Dumbbell.FILE_NAME + ")"), "the summary shows it");
    }
}

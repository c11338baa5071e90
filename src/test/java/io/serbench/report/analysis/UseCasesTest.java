package io.serbench.report.analysis;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.hostile.HostileTable;
import io.serbench.report.Report;
import io.serbench.report.ReportFixtures;
import io.serbench.report.ReportProfileTest;
import io.serbench.report.data.JmhRun;
import io.serbench.report.md.Overview;
import io.serbench.report.md.Summary;
import io.serbench.report.stats.GeoMean;
import io.serbench.runfolder.SizesTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.serbench.report.ReportFixtures.jmhFile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The use-case table, the marks of the five lines and the summary's order, on hand-made rounds
 * whose speedups are chosen so each column has one right answer: a fast JSON library that is
 * unsafe on hostile input, a faster-on-ints one that is legacy, a safe maintained one, an unsafe
 * binary format that leads everywhere, a safe schema format, and a hand-written floor that is
 * faster than all and never chosen.
 */
class UseCasesTest {
    @TempDir
    Path tmp;

    static final List<Library> MATRIX = List.of(
            Library.of("jackson", "jackson", Format.JSON, Family.TEXT, "baseline", c -> null),
            Library.of("jsonA", "a", Format.JSON, Family.TEXT, "fast, unsafe", c -> null),
            Library.of("jsonB", "b", Format.JSON, Family.TEXT, "legacy", c -> null).legacy("no release since 2018"),
            Library.of("jsonC", "c", Format.JSON, Family.TEXT, "safe", c -> null),
            Library.of("bin", "bin", Format.BINARY, Family.SCHEMALESS, "binary, unsafe", c -> null),
            Library.of("proto", "proto", Format.BINARY, Family.SCHEMA, "schema, safe", c -> null),
            Library.of("floor", null, Format.BINARY, Family.FLOOR, "hand-written", c -> null));

    /** Benchmark classes in the order of {@link #speedups()}'s arrays, both directions each. */
    static final List<String> CLASSES = List.of("MediaBench", "IntBench", "StringBench");

    /** Speedup per library and class (the same in both directions). */
    static Map<String, double[]> speedups() {
        Map<String, double[]> m = new LinkedHashMap<>();
        m.put("jsonA", new double[]{3, 3, 3});
        m.put("jsonB", new double[]{1, 4, 1});
        m.put("jsonC", new double[]{2, 2, 2.2});
        m.put("bin", new double[]{10, 10, 10});
        m.put("proto", new double[]{5, 6, 1.5});
        m.put("floor", new double[]{50, 50, 50});
        return m;
    }

    static final String HOSTILE = String.join("\n", "library,hardening,input,outcome,word",
            "jackson,,depth,rejected,rejected", "jsonA,,depth,stack_overflow,stack overflow", "jsonB,,depth,rejected,rejected",
            "jsonC,,depth,rejected,rejected", "bin,,length,out_of_memory,OOM", "proto,,length,rejected,rejected",
            "floor,,length,rejected,rejected", "");

    private List<Path> rounds(Path dir) throws Exception {
        return rounds(dir, speedups());
    }

    private List<Path> rounds(Path dir, Map<String, double[]> speedups) throws Exception {
        double[] noise = ReportProfileTest.NOISE;
        List<Path> files = new ArrayList<>();
        for (int round = 0; round < noise.length; round++) {
            List<String> results = new ArrayList<>();
            for (int c = 0; c < CLASSES.size(); c++) {
                for (String method : List.of("encode", "decode")) {
                    String[] params = CLASSES.get(c).equals("MediaBench") ? new String[0] : new String[]{"fields", "10"};
                    results.add(result(CLASSES.get(c), method, 100, "jackson", params));
                    for (Map.Entry<String, double[]> e : speedups.entrySet()) {
                        results.add(result(CLASSES.get(c), method, 100 / (e.getValue()[c] * noise[round]), e.getKey(), params));
                    }
                }
            }
            files.add(jmhFile(dir.resolve("round-" + (round + 1) + ".json"), results));
        }
        return files;
    }

    private static String result(String cls, String method, double ns, String library, String... more) {
        String[] params = new String[2 + more.length];
        params[0] = "library";
        params[1] = library;
        System.arraycopy(more, 0, params, 2, more.length);
        return ReportFixtures.result(cls, method, ns, params);
    }

    private Analysis analysis(List<Path> files) throws Exception {
        List<JmhRun> runs = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            runs.add(JmhRun.read(files.get(i), i));
        }
        return Analysis.of(runs, "jackson", MATRIX, "noop", SizesTable.empty());
    }

    private static UseCases.Row row(List<UseCases.Row> rows, UseCases.Kind kind) {
        return rows.stream().filter(r -> r.kind() == kind).findFirst().orElseThrow(() -> new AssertionError("no row " + kind));
    }

    private static void assertPick(String library, double speedup, UseCases.Pick pick) {
        assertNotNull(pick, "no pick, expected " + library);
        assertEquals(library, pick.library());
        assertEquals(speedup, pick.speedup().value(), 1e-6 * speedup, library);
        assertTrue(pick.speedup().known() && pick.speedup().low() < speedup && speedup < pick.speedup().high(),
                "an interval around the centre: " + pick.speedup().text());
    }

    @Test
    void eachColumnPicksItsFastestQualifyingLibraryWithItsInterval() throws Exception {
        Analysis a = analysis(rounds(tmp.resolve("run")));
        Profile p = Profile.of(a, HostileTable.parse(HOSTILE));
        List<UseCases.Row> rows = UseCases.rows(a, p);
        assertEquals(List.of(UseCases.Kind.DTO, UseCases.Kind.NUMERIC, UseCases.Kind.STRINGS, UseCases.Kind.UNTRUSTED),
                rows.stream().map(UseCases.Row::kind).toList(), "only the kinds these cells stand for");

        UseCases.Row media = row(rows, UseCases.Kind.DTO);
        assertEquals(2, media.cells().size(), "media encode and decode");
        assertPick("jsonA", 3, media.json());
        assertPick("bin", 10, media.binary());
        assertPick("proto", 5, media.safe()); // bin is unsafe, the floor never counts

        UseCases.Row numeric = row(rows, UseCases.Kind.NUMERIC);
        assertPick("jsonB", 4, numeric.json()); // legacy may lead its column; only the safe column excludes it
        assertPick("proto", 6, numeric.safe());

        UseCases.Row strings = row(rows, UseCases.Kind.STRINGS);
        assertPick("jsonA", 3, strings.json());
        assertPick("jsonC", 2.2, strings.safe()); // safe and maintained beats the safe schema format here

        UseCases.Row untrusted = row(rows, UseCases.Kind.UNTRUSTED);
        assertEquals(6, untrusted.cells().size());
        assertPick("jsonC", Math.pow(2 * 2 * 2 * 2 * 2.2 * 2.2, 1 / 6.0), untrusted.json()); // jsonA unsafe; jsonB slower overall
        assertPick("proto", Math.pow(5 * 5 * 6 * 6 * 1.5 * 1.5, 1 / 6.0), untrusted.binary()); // bin unsafe
        assertPick("proto", Math.pow(5 * 5 * 6 * 6 * 1.5 * 1.5, 1 / 6.0), untrusted.safe());

        // the safe, maintained JSON column: jsonC, measurably ahead of jackson in every row it has
        assertPick("jsonC", 2, media.safeJson());
        assertPick("jsonC", 2.2, strings.safeJson());
        assertTrue(UseCases.markdown(a, p).contains("| `proto` " + media.safe().speedup().text() + " | `jsonC` "
                + media.safeJson().speedup().text() + " |"), UseCases.markdown(a, p));

        // one interval per number: a one-cell figure (media encode) carries its row's own interval
        GeoMean mediaEncode = p.media(a, "jsonC", "encode");
        io.serbench.report.data.ResultRow row = a.cells().entrySet().stream()
                .filter(e -> e.getKey().scenario().equals("media") && e.getKey().direction().equals("encode"))
                .map(e -> e.getValue().get("jsonC")).findFirst().orElseThrow();
        assertEquals(row.speedup(), mediaEncode.value(), 1e-12);
        assertEquals(row.ciLow(), mediaEncode.low(), 1e-12);
        assertEquals(row.ciHigh(), mediaEncode.high(), 1e-12);

        // the picks' figures are asserted above; the table marks the unsafe and the legacy ones
        String md = UseCases.markdown(a, p);
        assertTrue(md.contains("| REST-style DTOs (media) | `jsonA` *unsafe* " + media.json().speedup().text() + " |"), md);
        assertTrue(md.contains("| `bin` *unsafe* " + media.binary().speedup().text() + " |"), md);
        assertTrue(md.contains("| numeric payloads (int, double and their lists) | `jsonB` ‡ " + numeric.json().speedup().text() + " |"), md);
        assertTrue(md.lines().allMatch(l -> !l.startsWith("|") || l.split("\\|", -1).length - 2 <= Summary.MAX_COLUMNS), md);

        // line 3 names the leader with its mark and the best safe, maintained JSON library beside it
        String line3 = Overview.lines(a, p).get(2);
        assertTrue(line3.startsWith("**JSON leader: `jsonA` *unsafe***"), line3);
        // jsonC over every cell: (2 · 2 · 2 · 2 · 2.2 · 2.2)^(1/6) = 2.06
        Profile.Entry jsonC = p.get("jsonC");
        assertEquals(Math.pow(2 * 2 * 2 * 2 * 2.2 * 2.2, 1 / 6.0), jsonC.all().value(), 1e-6);
        assertTrue(line3.contains("best safe and maintained: `jsonC` " + jsonC.all().text() + " over 6 cells (on media "
                + p.over(a, "jsonC", k -> k.scenario().equals("media")).text() + ")"), line3);
    }

    @Test
    void noSafeMaintainedJsonLibraryBeatingTheBaselineIsSaidSoWithTheBestFigure() throws Exception {
        Map<String, double[]> s = speedups();
        s.put("jsonC", new double[]{1.0, 0.6, 1.0}); // safe and maintained, but no faster than jackson
        Analysis a = analysis(rounds(tmp.resolve("none"), s));
        Profile p = Profile.of(a, HostileTable.parse(HOSTILE));
        UseCases.Row media = row(UseCases.rows(a, p), UseCases.Kind.DTO);
        assertEquals("jsonC", media.safeJson().library(), "the best safe JSON library is still named");
        assertTrue(media.safeJson().speedup().noDifference(), media.safeJson().speedup().text());
        String md = UseCases.markdown(a, p);
        assertTrue(md.contains("| none measurably faster than jackson (best: `jsonC` " + media.safeJson().speedup().text() + ") |"), md);
        // on ints jsonC is measurably slower: still none faster, with its figure
        UseCases.Row numeric = row(UseCases.rows(a, p), UseCases.Kind.NUMERIC);
        assertTrue(numeric.safeJson().speedup().high() < 1, numeric.safeJson().speedup().text());
        assertTrue(md.contains("none measurably faster than jackson (best: `jsonC` " + numeric.safeJson().speedup().text() + ")"), md);
    }

    @Test
    void theSummaryAnswersFirstAndKeepsTheMachineryForTheEnd() throws Exception {
        List<Path> files = rounds(tmp.resolve("order"));
        Analysis a = analysis(files);
        Profile p = Profile.of(a, HostileTable.load());
        StringWriter err = new StringWriter();
        int exit = Report.run(MATRIX, new PrintWriter(new StringWriter()), new PrintWriter(err),
                files.stream().map(Path::toString).toArray(String[]::new));
        assertEquals(0, exit, err.toString());
        String md = Files.readString(tmp.resolve("order").resolve(Summary.FILE_NAME));
        List<String> order = List.of("<!-- serbench:begin five-lines -->", "<!-- serbench:begin heatmap -->",
                "<!-- serbench:begin use-cases -->", "## Profile per library", "<!-- serbench:begin bytes -->", "## By library",
                "## Per scenario", "## Noise and coverage", "## How to read", "## Environment");
        int at = -1;
        for (String mark : order) {
            int next = md.indexOf(mark);
            assertTrue(next > at, mark + " after the part before it:\n" + md);
            at = next;
        }
        // the profile leads with media and the mean without doubles, the all-cells mean beside it
        assertTrue(md.contains("| library | family | media encode | media decode | without doubles | all cells | bytes |"), md);
        // bin's media encode figure, 10 in every round
        GeoMean binMedia = p.media(a, "bin", "encode");
        assertEquals(10, binMedia.value(), 1e-6);
        assertTrue(md.contains("| `bin` | binary, schemaless | " + binMedia.text() + " |"), md);
        // no table wider than a screen
        assertTrue(md.lines().filter(l -> l.startsWith("|")).allMatch(l -> l.split("\\|", -1).length - 2 <= Summary.MAX_COLUMNS), md);
    }
}

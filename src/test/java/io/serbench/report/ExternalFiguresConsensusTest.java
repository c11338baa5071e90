package io.serbench.report;

import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.runfolder.BadInputException;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static io.serbench.report.ReportFixtures.AMD_ZEN3_KVM;
import static io.serbench.report.ReportFixtures.INTEL_XEON_KVM;
import static io.serbench.report.ReportFixtures.POOLED_MATRIX;
import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Ours" of docs/EXTERNAL-FIGURES.md from a consensus, on hand-made runs: three AMD Zen 3 runs of
 * media, two rounds each. In every run fastlib is 2× Jackson and binlib 3×, both times the run's
 * cell move m (1, 1.1, 0.9: Jackson's level moved, so both libraries move together), fastlib
 * × 1.02 / 0.98 by round and binlib the other way. So fastlib ÷ binlib is (2/3) · 1.02 · 0.98 in
 * every run: the cell's move cancels in it.
 */
class ExternalFiguresConsensusTest {
    private static final double[] ROUND = {1.02, 0.98};
    private static final double[] MOVE = {1, 1.1, 0.9};
    private static final List<String> NAMES = List.of("results/a", "results/b", "results/c");
    private static final RowKey ENCODE = new RowKey("media", null, 1, "encode");
    private static final String SETTINGS = "preset=default: 3 round(s), warmup 2×500 ms\njvm.flags=-Xms1g -Xmx1g\n"
            + "java.version=17.0.15\nversion.jackson=2.0\nversion.fastlib=1.0\nversion.binlib=1.0\n";
    private static final Properties CURRENT = new Properties();

    static {
        CURRENT.setProperty("jackson", "2.0");
        CURRENT.setProperty("fastlib", "1.0");
        CURRENT.setProperty("binlib", "1.0");
    }

    @TempDir
    Path tmp;

    private Path run(String name, double move, String cpu) throws IOException {
        Path dir = tmp.resolve(name);
        for (int r = 0; r < ROUND.length; r++) {
            double j = 200;
            jmhFile(dir.resolve("round-" + (r + 1) + ".json"), List.of(
                    result("MediaBench", "encode", j, "library", "jackson"),
                    result("MediaBench", "encode", j / (2 * move * ROUND[r]), "library", "fastlib"),
                    result("MediaBench", "encode", j / (3 * move / ROUND[r]), "library", "binlib"),
                    result("MediaBench", "decode", j, "library", "jackson"),
                    result("MediaBench", "decode", j / (2 * move * ROUND[r]), "library", "fastlib"),
                    result("MediaBench", "decode", j / (3 * move / ROUND[r]), "library", "binlib")));
        }
        // each run on a day of its own, so that each counts as an independent run
        Files.writeString(dir.resolve("environment.properties"), cpu + SETTINGS
                + String.format(java.util.Locale.ROOT, "date=2026-01-%02dT00:00:00Z\n", ++days));
        return dir;
    }

    private int days;

    private List<Path> threeRuns() throws IOException {
        return List.of(run("a", MOVE[0], AMD_ZEN3_KVM), run("b", MOVE[1], AMD_ZEN3_KVM), run("c", MOVE[2], AMD_ZEN3_KVM));
    }

    private static ExternalFigures.ConsensusOurs pool(List<Path> runs) throws IOException, BadInputException {
        return ExternalFigures.ConsensusOurs.read(runs, NAMES, POOLED_MATRIX, CURRENT);
    }

    @Test
    void againstJacksonOursIsThePooledRatioOfConsensusCsv() throws Exception {
        List<Path> runs = threeRuns();
        Intervals.Interval fast = pool(runs).of(ENCODE, "fastlib", "jackson");
        // equal weights (every run has the same round spread): the geometric mean over runs of each run's speedup
        double expected = 2 * Math.cbrt(MOVE[0] * MOVE[1] * MOVE[2]) * Math.sqrt(ROUND[0] * ROUND[1]);
        assertEquals(expected, fast.ratio(), 1e-9);

        Path out = tmp.resolve("consensus");
        List<String> args = new java.util.ArrayList<>(runs.stream().map(Path::toString).toList());
        args.addAll(List.of("--out", out.toString()));
        StringWriter err = new StringWriter();
        int exit = ConsensusReport.run(POOLED_MATRIX, CURRENT, new PrintWriter(new StringWriter()), new PrintWriter(err),
                args.toArray(String[]::new));
        assertEquals(0, exit, err.toString());
        CSVRecord row = csv(out.resolve("consensus.csv")).stream()
                .filter(r -> r.get("library").equals("fastlib") && r.get("direction").equals("encode")).findFirst().orElseThrow();
        assertEquals(3, num(row, "reader_rounds"), "the page's interval is for the consensus's reader rounds");
        // as the CSV rounds them
        assertEquals(num(row, "speedup"), fast.ratio(), 1e-4 * fast.ratio());
        assertEquals(num(row, "rerun_low"), fast.low(), 1e-4 * fast.low());
        assertEquals(num(row, "rerun_high"), fast.high(), 1e-4 * fast.high());
    }

    @Test
    void aCrossLibraryRatioCancelsTheMoveBothShareInTheirCell() throws Exception {
        ExternalFigures.ConsensusOurs ours = pool(threeRuns());
        Intervals.Interval fast = ours.of(ENCODE, "fastlib", "jackson");
        Intervals.Interval bin = ours.of(ENCODE, "binlib", "jackson");
        Intervals.Interval cross = ours.of(ENCODE, "fastlib", "binlib");

        assertEquals(fast.centre() - bin.centre(), cross.centre(), 1e-12, "the centre is the quotient of the two pooled speedups");
        assertEquals(2.0 / 3 * ROUND[0] * ROUND[1], cross.ratio(), 1e-9, "fastlib ÷ binlib of every run");
        assertTrue(cross.known() && cross.low() < cross.ratio() && cross.ratio() < cross.high());
        // the two rows' moves are one move: taken as independent they would add up; in the ratio they cancel
        double naive = Math.sqrt(fast.half() * fast.half() + bin.half() * bin.half());
        assertTrue(cross.half() < naive / 2, "cross ±" + cross.half() + " against the naive ±" + naive);

        Intervals.Interval back = ours.of(ENCODE, "binlib", "fastlib");
        assertEquals(1 / cross.ratio(), back.ratio(), 1e-9, "the reverse ratio is the reciprocal");
        assertEquals(1 / cross.high(), back.low(), 1e-9, "and so is its interval");
    }

    @Test
    void thePageSaysItIsAConsensusOfItsRunsWithRerunIntervals() throws Exception {
        String page = "<!-- external:ours consensus of results/a results/b results/c -->\n"
                + "<!-- external:begin ours -->\nwritten by hand\n<!-- external:end ours -->\n"
                + "<!-- external:begin media -->\n<!-- external:end media -->\n";
        ExternalFigures.Marker marker = ExternalFigures.marker(page);
        assertEquals(new ExternalFigures.Marker(NAMES, true), marker);
        assertThrows(IllegalStateException.class, () -> ExternalFigures.runFolder(page), "no single run folder to give");

        ExternalFigures.ConsensusOurs ours = pool(threeRuns());
        List<ExternalFigures.Figure> figures = List.of(
                figure("T1", "fastlib", "jackson", 2.0),
                figure("T2", "fastlib", "binlib", 0.5));
        List<ExternalFigures.Row> rows = ExternalFigures.rows(figures, ours);
        String out = ExternalFigures.refresh(page, rows, ours.label());

        assertTrue(out.contains("| ours (consensus of 3 independent runs on `amd-epyc-zen3-kvm`; interval: a rerun of 3 rounds) |"), out);
        assertTrue(out.contains("**Ours** is a consensus of 3 independent runs on the host family `amd-epyc-zen3-kvm` (from `results/a`, "
                + "`results/b`, `results/c`)"), out);
        assertTrue(out.contains("rerun interval"), out);
        assertTrue(out.contains("| T2 | t | fastlib vs binlib | 0.50× ([page](p)) | "
                + ExternalFigures.ours(ours.of(ENCODE, "fastlib", "binlib")) + " |"), out);
        assertEquals(out, ExternalFigures.refresh(out, rows, ours.label()), "a second refresh changes nothing");

        String withoutSentence = page.replace("<!-- external:begin ours -->\nwritten by hand\n<!-- external:end ours -->\n", "");
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ExternalFigures.refresh(withoutSentence, rows, ours.label()));
        assertTrue(e.getMessage().contains("external:begin ours"), e.getMessage());
    }

    @Test
    void runsOfTwoHostFamiliesGiveTheFamilyWithTheMostIndependentRuns() throws Exception {
        List<Path> runs = List.of(run("a", MOVE[0], AMD_ZEN3_KVM), run("b", MOVE[1], AMD_ZEN3_KVM), run("c", MOVE[2], INTEL_XEON_KVM));
        assertTrue(pool(runs).label().sentence().contains("2 independent runs on the host family `amd-epyc-zen3-kvm`"),
                pool(runs).label().sentence());
    }

    private static ExternalFigures.Figure figure(String id, String library, String versus, double theirs) {
        return new ExternalFigures.Figure(id, "media", "t", "media/encode", library, versus, theirs, "p", "", "amd-epyc", "open",
                "setup", "why");
    }
}

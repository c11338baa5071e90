package io.serbench.report;

import io.serbench.codec.Direction;
import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
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
import java.util.Set;

import static io.serbench.report.ReportFixtures.assertOneLineFailure;
import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.list;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The consensus command on hand-made run folders: three AMD Zen 3 runs of one preset, two rounds
 * each; fastlib is 2× Jackson in every run (× 1.02 / 0.98 by round), binlib 3× in runs a and b and
 * 3.3× in run c. Jackson takes 200 ns, × the run's machine speed (run c is a slow machine: × 1.5).
 */
class ConsensusReportTest {
    private static final double[] ROUND = {1.02, 0.98};
    private static final List<Library> MATRIX = List.of(
            Library.of("jackson", "jackson", Format.JSON, Family.TEXT, "baseline", c -> null),
            Library.of("fastlib", "fastlib", Format.JSON, Family.TEXT, "fast JSON", c -> null),
            Library.of("binlib", "binlib", Format.BINARY, Family.SCHEMALESS, "binary", c -> null),
            Library.of("newlib", "newlib", Format.JSON, Family.TEXT, "added after the runs", c -> null));
    private static final String AMD = "cpu.vendor=AuthenticAMD\ncpu.family=25\ncpu.model.number=1\ncpu.stepping=1\n"
            + "cpu.model=AMD EPYC\ncpu.virtual=true\ncpu.hypervisor=KVM\n";
    private static final String PRESET = "preset=default: 3 round(s), warmup 2×500 ms\njvm.flags=-Xms1g -Xmx1g\n";
    /** The versions the hand-made runs record, and the ones the consensus's build times. */
    private static final String VERSIONS = "version.jackson=2.0\nversion.fastlib=1.0\nversion.binlib=1.0\n";
    private static final java.util.Properties CURRENT = new java.util.Properties();

    static {
        CURRENT.setProperty("jackson", "2.0");
        CURRENT.setProperty("fastlib", "1.0");
        CURRENT.setProperty("binlib", "1.0");
        CURRENT.setProperty("newlib", "1.0");
    }

    @TempDir
    Path tmp;

    private Path run(String name, double speed, double bin, String settings) throws IOException {
        return run(name, speed, bin, 2, settings);
    }

    /** As above, with fastlib's encode {@code fastEncode}× Jackson's (by round × 1.02 / 0.98). */
    private Path run(String name, double speed, double bin, double fastEncode, String settings) throws IOException {
        Path dir = tmp.resolve(name);
        for (int r = 0; r < ROUND.length; r++) {
            double j = 200 * speed;
            jmhFile(dir.resolve("round-" + (r + 1) + ".json"), List.of(
                    result("IntBench", "encode", j, "library", "jackson", "fields", "10"),
                    result("IntBench", "encode", j / fastEncode / ROUND[r], "library", "fastlib", "fields", "10"),
                    result("IntBench", "encode", j / bin * ROUND[r], "library", "binlib", "fields", "10"),
                    result("IntBench", "decode", j, "library", "jackson", "fields", "10"),
                    result("IntBench", "decode", j / 2 * ROUND[r], "library", "fastlib", "fields", "10"),
                    result("IntBench", "decode", j / bin / ROUND[r], "library", "binlib", "fields", "10")));
        }
        // each hand-made run on a day of its own: runs of one day would be one sitting, one independent run
        String day = settings.contains("date=") ? "" : String.format(java.util.Locale.ROOT, "date=2026-01-%02dT00:00:00Z\n", ++days);
        Files.writeString(dir.resolve("environment.properties"), AMD + settings + day);
        return dir;
    }

    private int days;

    private Path run(String name, double speed, double bin) throws IOException {
        return run(name, speed, bin, PRESET + "java.version=17.0.15\n" + VERSIONS);
    }

    private static ReportFixtures.Run consensus(String... args) {
        return consensus(MATRIX, CURRENT, args);
    }

    private static ReportFixtures.Run consensus(List<Library> matrix, Properties current, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ConsensusReport.run(matrix, current, new PrintWriter(out), new PrintWriter(err), args);
        return new ReportFixtures.Run(exit, out.toString(), err.toString());
    }

    @Test
    void threeRunsPooledWithTheirValidationAndMachineState() throws Exception {
        Path a = run("a", 1, 3);
        Path b = run("b", 1, 3);
        Path c = run("c", 1.5, 3.3);
        Path out = tmp.resolve("out");
        ReportFixtures.Run r = consensus(a.toString(), b.toString(), c.toString(), "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        assertEquals(Set.of("CONSENSUS.md", "consensus.csv", "validation.csv", "heatmap.svg"), list(out),
                "three validated runs of one family: a headline, with its heatmap");

        List<CSVRecord> rows = csv(out.resolve("consensus.csv"));
        assertEquals(4, rows.size(), "two libraries × two cells, one host family");
        CSVRecord fast = row(rows, "fastlib", "encode");
        // every run: rounds 2/1.02 · 1.02 … the geometric mean of 2·1.02 and 2·0.98 in each run, identical across runs
        assertEquals(2 * Math.sqrt(1.02 * 0.98), num(fast, "speedup"), 1e-4, "as the CSV rounds it");
        assertEquals("amd-epyc-zen3-kvm", fast.get("host_family"));
        assertEquals(3, num(fast, "runs"));
        assertEquals(3, num(fast, "reader_rounds"));
        assertTrue(num(fast, "rerun_low") < num(fast, "speedup") && num(fast, "speedup") < num(fast, "rerun_high"));

        List<CSVRecord> checks = csv(out.resolve("validation.csv"));
        assertEquals(12, checks.size(), "each of 4 ratios in each of 3 runs left out, once");

        String md = Files.readString(out.resolve("CONSENSUS.md"));
        assertTrue(md.contains("| `c` | `amd-epyc-zen3-kvm` |"), md);
        // run c's Jackson takes 1.5× as long as a's and b's: its speed index is 1.5 and it is flagged slow
        assertTrue(md.contains("| ×1.50 | - |"), md);
        assertTrue(md.contains("**slow**"), md);
        assertFalse(md.contains("methods check"), md);
    }

    @Test
    void theHeadlineBlocksComeFromThePooledRatiosAndTheREADMECanQuoteThem() throws Exception {
        Path out = tmp.resolve("out");
        Path a = run("a", 1, 3);
        // the runs encode the same seeded data: one sizes.csv gives the bytes (binlib writes 45 of Jackson's 180)
        Files.writeString(a.resolve("sizes.csv"), String.join(",", io.serbench.runfolder.SizesTable.HEADER) + "\n"
                + "jackson,int,,10,64,180,100,175,182,,\nfastlib,int,,10,64,180,100,175,182,,\nbinlib,int,,10,64,45,40,40,50,,\n");
        ReportFixtures.Run r = consensus(a.toString(), run("b", 1, 3).toString(), run("c", 1.5, 3.3).toString(),
                "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        String md = Files.readString(out.resolve("CONSENSUS.md"));
        assertTrue(md.contains("## The answer on `amd-epyc-zen3-kvm`"), md);
        assertTrue(md.contains("where a rerun of 3 round(s) on this host family lands, 95%, from the consensus of 3 independent runs"), md);
        // binlib is ahead of the JSON group in every cell of every run
        assertTrue(md.contains("**The gap never vanishes** (every cell's interval excludes 1, and so does every run's own interval)"), md);

        // the pooled ratio of consensus.csv is the figure the one screen shows
        CSVRecord binEncode = row(csv(out.resolve("consensus.csv")), "binlib", "encode");
        assertTrue(md.contains("binary (1 library) " + String.format(java.util.Locale.ROOT, "%.2f×", num(binEncode, "speedup"))), md);
        assertTrue(md.contains("| numeric payloads"), md);
        // and the bytes behind the bytes block are in it too
        assertEquals(45, num(binEncode, "bytes"));
        assertEquals(180, num(binEncode, "baseline_bytes"));

        // the bytes block: binlib 45 ÷ 180 = 0.25 of Jackson's, fastlib the same as Jackson
        assertTrue(md.contains("| binary, schemaless | `binlib` 0.25 |"), md);
        assertTrue(md.contains("## Profile per library"), md);
        // the heatmap's note states the validation of validation.csv: 12 held-out checks (4 ratios × 3 runs)
        long inside = csv(out.resolve("validation.csv")).stream().filter(x -> x.get("inside_printed").equals("true")).count();
        double share = inside / 12.0;
        assertTrue(md.contains("held that run's ratio for " + String.format(java.util.Locale.ROOT, "%.1f%%", 100 * share)
                + " of 12 checks"), md);
        // 10 of 12 inside: rounded down, 8 times in 10
        assertEquals(10, inside, "run c's binlib (3.3×, on a slow machine) is outside the interval fitted on a and b");
        assertTrue(md.contains("**a rerun on this host family lands inside this interval 8 times in 10**"), md);
        assertEquals("19 times in 20", io.serbench.report.md.ConsensusPage.inTen(0.951));
        assertEquals("9 times in 10", io.serbench.report.md.ConsensusPage.inTen(0.949));
        assertEquals("every time it was tried", io.serbench.report.md.ConsensusPage.inTen(1.0));
        assertTrue(Files.readString(out.resolve("heatmap.svg")).startsWith("<svg"), "the heatmap the block shows");

        String page = "# x\n\n<!-- serbench:begin five-lines from out -->\nold\n<!-- serbench:end five-lines -->\n"
                + "<!-- serbench:begin heatmap from out -->\nold\n<!-- serbench:end heatmap -->\n"
                + "<!-- serbench:begin which-interval from out -->\nold\n<!-- serbench:end which-interval -->\n";
        String fresh = ReadmeBlocks.refresh(page, tmp);
        assertTrue(fresh.contains("**The gap never vanishes**"), fresh);
        assertTrue(fresh.contains("](out/heatmap.svg)"), fresh);
        assertTrue(fresh.contains("lands inside this interval 8 times in 10"), fresh);
        assertFalse(fresh.contains("\nold\n"), fresh);
    }

    @Test
    void aGroupStatementNeedsEveryRunNotOnlyThePooledValue() throws Exception {
        Path out = tmp.resolve("out");
        // run c measures binlib at 1.2×, below the JSON group's √2 (jackson 1, fastlib 2)
        ReportFixtures.Run r = consensus(run("a", 1, 3).toString(), run("b", 1, 3).toString(), run("c", 1, 1.2).toString(),
                "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        String md = Files.readString(out.resolve("CONSENSUS.md"));
        assertTrue(md.contains("## The answer on"), md);
        assertFalse(md.contains("never vanishes"), md);
    }

    @Test
    void runsOfDifferentPresetsAreRefusedUnlessCheckingTheMethod() throws Exception {
        Path a = run("a", 1, 3);
        Path b = run("b", 1, 3);
        Path c = run("c", 1, 3, "preset=default: 3 round(s), warmup 3×500 ms\njvm.flags=-Xms1g -Xmx1g\njava.version=17.0.15\n" + VERSIONS);
        Path out = tmp.resolve("out");
        assertOneLineFailure(consensus(a.toString(), b.toString(), c.toString(), "--out", out.toString()),
                "a and c differ in preset");
        assertFalse(Files.exists(out), "nothing written");
        ReportFixtures.Run check = consensus(a.toString(), b.toString(), c.toString(), "--out", out.toString(), "--methods-check");
        assertEquals(0, check.exit(), check.err());
        assertTrue(Files.readString(out.resolve("CONSENSUS.md")).contains("A methods check, not a headline"));
    }

    @Test
    void aRunsRatiosOfALibraryAtAnotherVersionStayOutOfThePool() throws Exception {
        Path a = run("a", 1, 3);
        Path b = run("b", 1, 3);
        // run c timed binlib 0.9 (3.3×, not 3×): its binlib ratios predate the codec this build times
        Path c = run("c", 1, 3.3, PRESET + "java.version=17.0.15\nversion.jackson=2.0\nversion.fastlib=1.0\nversion.binlib=0.9\n");
        // run d did not record fastlib's version: nothing shows it was the one timed now
        Path d = run("d", 1, 3, PRESET + "java.version=17.0.15\nversion.jackson=2.0\nversion.binlib=1.0\n");
        Path out = tmp.resolve("out");
        ReportFixtures.Run r = consensus(a.toString(), b.toString(), c.toString(), d.toString(), "--out", out.toString());
        assertEquals(0, r.exit(), r.err());

        List<CSVRecord> rows = csv(out.resolve("consensus.csv"));
        CSVRecord bin = row(rows, "binlib", "encode");
        assertEquals(3, num(bin, "runs"), "a, b and d; not c");
        // a, b and d measured binlib's encode at 3 ÷ 1.02 and 3 ÷ 0.98 by round: c's 3.3× would have pulled it up
        assertEquals(3 / Math.sqrt(1.02 * 0.98), num(bin, "speedup"), 1e-4);
        CSVRecord fast = row(rows, "fastlib", "encode");
        assertEquals(3, num(fast, "runs"), "a, b and c; not d");

        String md = Files.readString(out.resolve("CONSENSUS.md"));
        assertTrue(md.contains("- `c`: `binlib` (binlib 0.9, now 1.0)"), md);
        assertTrue(md.contains("- `d`: `fastlib` (fastlib not recorded, now 1.0)"), md);
        // newlib is in the matrix but no run measured it: there is nothing of it to leave out
        assertFalse(md.contains("`newlib`"), md);
        assertFalse(md.contains("loses that direction only"), "no direction left out alone: " + md);

        // with another baseline version every ratio of the run predates the current codecs
        Path e = run("e", 1, 3, PRESET + "java.version=17.0.15\nversion.jackson=1.9\nversion.fastlib=1.0\nversion.binlib=1.0\n");
        Path out2 = tmp.resolve("out2");
        assertOneLineFailure(consensus(a.toString(), b.toString(), e.toString(), "--out", out2.toString()),
                "measured the baseline jackson at other versions than this build (jackson 1.9, now 2.0)");
        assertFalse(Files.exists(out2), "nothing written");
        // a methods check pools them anyway: it tests the method, it is no headline
        assertEquals(0, consensus(a.toString(), b.toString(), e.toString(), "--out", out2.toString(), "--methods-check").exit());
    }

    /** The consensus row of {@code library} in {@code direction} (the test's runs have one cell per direction). */
    private static CSVRecord row(List<CSVRecord> rows, String library, String direction) {
        return rows.stream().filter(x -> x.get("library").equals(library) && x.get("direction").equals(direction))
                .findFirst().orElseThrow();
    }

    /** The matrix with {@code revised} naming a revision of the suite's call in one direction, under {@code key}. */
    private static List<Library> revising(String revised, Direction direction, String key) {
        return MATRIX.stream().map(l -> !l.id().equals(revised) ? l : Library.declare(l.id()).version(l.versionKey())
                .codecRevision(direction, key).format(l.format()).family(l.family()).note(l.note()).codec(l.factory()).build())
                .toList();
    }

    /** This build's versions, with the revision {@code key} at 2. */
    private static Properties currentWith(String key) {
        Properties current = new Properties();
        current.putAll(CURRENT);
        current.setProperty(key, "2");
        return current;
    }

    @Test
    void aRunBeforeARevisionOfOneDirectionLosesThatDirectionOnly() throws Exception {
        List<Library> matrix = revising("fastlib", Direction.ENCODE, "fastlib-encode-call");
        Properties current = currentWith("fastlib-encode-call");
        String revised = PRESET + "java.version=17.0.15\n" + VERSIONS + "version.fastlib-encode-call=2\n";
        Path a = run("a", 1, 3, 2, revised);
        Path b = run("b", 1, 3, 2, revised);
        Path d = run("d", 1, 3, 2, revised);
        // run c timed fastlib's earlier encode call (1.5× Jackson, not 2×) and recorded no revision
        Path c = run("c", 1, 3, 1.5, PRESET + "java.version=17.0.15\n" + VERSIONS);
        Path out = tmp.resolve("out");
        ReportFixtures.Run r = consensus(matrix, current, a.toString(), b.toString(), c.toString(), d.toString(), "--out", out.toString());
        assertEquals(0, r.exit(), r.err());

        List<CSVRecord> rows = csv(out.resolve("consensus.csv"));
        CSVRecord encode = row(rows, "fastlib", "encode");
        assertEquals(3, num(encode, "runs"), "a, b and d; not c");
        // a, b and d: 2 × 1.02 and 2 × 0.98 by round; c's 1.5 × would have pulled it down
        assertEquals(2 * Math.sqrt(1.02 * 0.98), num(encode, "speedup"), 1e-4);
        CSVRecord decode = row(rows, "fastlib", "decode");
        assertEquals(4, num(decode, "runs"), "c's decode is of the current call: kept");
        // every run's decode: 2 ÷ 1.02 and 2 ÷ 0.98 by round
        assertEquals(2 / Math.sqrt(1.02 * 0.98), num(decode, "speedup"), 1e-4);
        CSVRecord bin = row(rows, "binlib", "encode");
        assertEquals(4, num(bin, "runs"), "another id of run c: kept");

        String md = Files.readString(out.resolve("CONSENSUS.md"));
        assertTrue(md.contains("- `c`: `fastlib` encode (fastlib-encode-call not recorded, now 2)\n"), md);
        assertTrue(md.contains("loses that direction only"), md);
        for (String kept : List.of("a", "b", "d")) {
            assertFalse(md.contains("- `" + kept + "`: "), "run " + kept + " recorded the revision: " + md);
        }

        // a run that recorded another revision loses that direction too, and says which it recorded
        Path e = run("e", 1, 3, 1.5, PRESET + "java.version=17.0.15\n" + VERSIONS + "version.fastlib-encode-call=1\n");
        Path out2 = tmp.resolve("out2");
        assertEquals(0, consensus(matrix, current, a.toString(), b.toString(), e.toString(), "--out", out2.toString()).exit());
        assertTrue(Files.readString(out2.resolve("CONSENSUS.md")).contains("- `e`: `fastlib` encode (fastlib-encode-call 1, now 2)\n"));
    }

    @Test
    void aRunBeforeARevisionOfTheBaselinesDirectionIsRefused() throws Exception {
        List<Library> matrix = revising("jackson", Direction.DECODE, "jackson-decode-call");
        Properties current = currentWith("jackson-decode-call");
        String revised = PRESET + "java.version=17.0.15\n" + VERSIONS + "version.jackson-decode-call=2\n";
        Path a = run("a", 1, 3, 2, revised);
        Path b = run("b", 1, 3, 2, revised);
        Path c = run("c", 1, 3);
        Path out = tmp.resolve("out");
        // without the baseline's decode no decode ratio of the run exists
        assertOneLineFailure(consensus(matrix, current, a.toString(), b.toString(), c.toString(), "--out", out.toString()),
                "measured the baseline jackson decode at other versions than this build (jackson-decode-call not recorded, now 2)");
        assertFalse(Files.exists(out), "nothing written");
        assertEquals(0, consensus(matrix, current, a.toString(), b.toString(), c.toString(), "--out", out.toString(), "--methods-check")
                .exit(), "a methods check pools it anyway");
    }

    @Test
    void badInputGetsOneLineAndWritesNothing() throws Exception {
        Path a = run("a", 1, 3);
        Path b = run("b", 1, 3);
        Path c = run("c", 1, 3);
        Path jdk25 = run("d", 1, 3, PRESET + "java.version=25.0.1\n" + VERSIONS);
        Path empty = Files.createDirectories(tmp.resolve("empty"));
        Path out = tmp.resolve("out");
        assertOneLineFailure(consensus(a.toString(), b.toString(), jdk25.toString(), "--out", out.toString()),
                "a ran on JDK 17 and d on JDK 25");
        assertOneLineFailure(consensus(a.toString(), b.toString(), a.toString(), "--out", out.toString()), "is given twice");
        assertOneLineFailure(consensus(a.toString(), b.toString(), empty.toString(), "--out", out.toString()), "holds no round files");
        assertOneLineFailure(consensus(a.toString(), b.toString(), "--out", out.toString()), "at least 3 independent runs");
        assertOneLineFailure(consensus(a.toString(), b.toString(), c.toString(), "--out", out.toString(), "--reader-rounds", "0"),
                "--reader-rounds must be 1 or more");
        assertFalse(Files.exists(out), "nothing written");

        Files.createDirectories(out);
        Files.writeString(out.resolve("CONSENSUS.md"), "earlier");
        assertOneLineFailure(consensus(a.toString(), b.toString(), c.toString(), "--out", out.toString()), "refusing to overwrite CONSENSUS.md");
        assertEquals("earlier", Files.readString(out.resolve("CONSENSUS.md")));
        assertEquals(Set.of("CONSENSUS.md"), list(out));
    }

    @Test
    void runsOfOneDayAreOneSittingAndCountOnce() throws Exception {
        String sameDay = PRESET + "java.version=17.0.15\n" + VERSIONS + "date=2026-02-01T05:00:00Z\n";
        Path a = run("a", 1, 3, sameDay);
        Path b = run("b", 1, 3, sameDay.replace("05:00", "09:00"));
        Path c = run("c", 1, 3.1);
        Path out = tmp.resolve("out");
        ReportFixtures.Run r = consensus(a.toString(), b.toString(), c.toString(), "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        String md = Files.readString(out.resolve("CONSENSUS.md"));
        assertTrue(md.startsWith("# serbench: the consensus of 2 independent runs"), md);
        assertTrue(md.contains("2 independent runs from 3 run folders: two independent runs cannot be validated"), md);
        assertTrue(md.contains("| `b` | `amd-epyc-zen3-kvm` | 2026-02-01 | - | `a` |"), "b belongs to a's sitting: " + md);
        assertTrue(md.contains("**Not yet validated:**"), md);
        assertEquals(1, Files.readAllLines(out.resolve("validation.csv")).size(), "nothing to leave out: the header only");
    }

    @Test
    void aPartialRunAddsItsRatiosButIsNeverLeftOut() throws Exception {
        Path a = run("a", 1, 3);
        Path b = run("b", 1, 3);
        Path c = run("c", 1, 3.1);
        // d re-measured fastlib alone, with jackson beside it: fewer than half of the family's libraries
        Path d = tmp.resolve("d");
        for (int round = 0; round < ROUND.length; round++) {
            jmhFile(d.resolve("round-" + (round + 1) + ".json"), List.of(
                    result("IntBench", "encode", 200, "library", "jackson", "fields", "10"),
                    result("IntBench", "encode", 100 / ROUND[round], "library", "fastlib", "fields", "10")));
        }
        Files.writeString(d.resolve("environment.properties"), AMD + PRESET + "java.version=17.0.15\n" + VERSIONS
                + "date=2026-03-01T00:00:00Z\n");
        Path out = tmp.resolve("out");
        ReportFixtures.Run r = consensus(a.toString(), b.toString(), c.toString(), d.toString(), "--out", out.toString());
        assertEquals(0, r.exit(), r.err());
        String md = Files.readString(out.resolve("CONSENSUS.md"));
        assertTrue(md.contains("3 independent runs from 4 run folders (1 partial)"), md);
        assertTrue(md.contains("| `d` | `amd-epyc-zen3-kvm` | 2026-03-01 | - | *partial* |"), md);
        assertTrue(csv(out.resolve("validation.csv")).stream().noneMatch(x -> x.get("held_out_run").equals("d")), "d is never left out");
        CSVRecord fastEncode = row(csv(out.resolve("consensus.csv")), "fastlib", "encode");
        assertEquals(4, num(fastEncode, "runs"), "d's ratio is pooled");
    }
}

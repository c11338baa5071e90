package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.data.RowKey;
import io.serbench.report.analysis.Hosts;
import io.serbench.report.analysis.RunToRun;
import io.serbench.runfolder.BadInputException;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.serbench.report.ReportFixtures.assertOneLineFailure;
import static io.serbench.report.ReportFixtures.count;
import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.list;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two hand-made host families, three rounds per run: an AMD EPYC Zen 3 KVM guest measured twice
 * (run a2 is run a1 with every time × 1.25, so its ratios are a1's) and an Intel Xeon Ice Lake
 * KVM guest measured once. Jackson takes 200/220/180 ns in rounds 1–3 in both cells.
 * <ul>
 *   <li>int·1 encode, fastlib: 100 ns on AMD (2.0/2.2/1.8×), 50 ns on Intel (twice that): spread 2.</li>
 *   <li>int·1 encode, binlib: Jackson ÷ 3 × (1.05, 0.95, 1.00) on both: spread 1.</li>
 *   <li>int·1 decode, fastlib: Jackson ÷ 1.5 × (1.0, 1.1, 0.9) on both: spread 1.</li>
 *   <li>int·1 decode, binlib: 1.2× on AMD, 0.5× on Intel, × (1.02, 0.98, 1.00): spread 2.4, verdict flips.</li>
 * </ul>
 */
class HostsReportTest {
    private static final double[] JACKSON = {200, 220, 180};
    private static final double[] BIN_NOISE = {1.05, 0.95, 1.0};
    private static final double[] DEC_NOISE = {1.0, 1.1, 0.9};
    private static final double[] FLIP_NOISE = {1.02, 0.98, 1.0};
    private static final List<Library> MATRIX = ReportFixtures.POOLED_MATRIX;
    private static final String AMD = ReportFixtures.AMD_ZEN3_KVM + "cpu.cache.l2=512K\njava.runtime.version=17.0.15+6\n";
    private static final String INTEL = ReportFixtures.INTEL_XEON_KVM + "java.runtime.version=17.0.15+6\n";

    @TempDir
    Path tmp;

    private Path run(String name, String env, double scale, double fastEncode, double flip) throws IOException {
        Path dir = tmp.resolve(name);
        for (int r = 0; r < 3; r++) {
            double j = JACKSON[r] * scale;
            jmhFile(dir.resolve("round-" + (r + 1) + ".json"), List.of(
                    result("IntBench", "encode", j, "library", "jackson", "fields", "1"),
                    result("IntBench", "encode", fastEncode * scale, "library", "fastlib", "fields", "1"),
                    result("IntBench", "encode", j / 3 * BIN_NOISE[r], "library", "binlib", "fields", "1"),
                    result("IntBench", "decode", j, "library", "jackson", "fields", "1"),
                    result("IntBench", "decode", j / 1.5 * DEC_NOISE[r], "library", "fastlib", "fields", "1"),
                    result("IntBench", "decode", j / flip * FLIP_NOISE[r], "library", "binlib", "fields", "1")));
        }
        Files.writeString(dir.resolve("environment.properties"), env);
        return dir;
    }

    private static ReportFixtures.Run hosts(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = HostsReport.run(MATRIX, new PrintWriter(out), new PrintWriter(err), args);
        return new ReportFixtures.Run(exit, out.toString(), err.toString());
    }

    /** The model HOSTS.md and hosts.csv are rendered from, for these run folders. */
    private static Hosts model(Path... runs) throws BadInputException {
        List<Hosts.Run> read = new ArrayList<>();
        for (Path run : runs) {
            read.add(HostsReport.readRun(MATRIX, run, RoundFiles.expand(List.of(run)), "jackson"));
        }
        return Hosts.of(read);
    }

    private static CSVRecord ratio(List<CSVRecord> rows, String library, String direction) {
        return rows.stream().filter(r -> r.get("library").equals(library) && r.get("direction").equals(direction))
                .findFirst().orElseThrow(() -> new AssertionError(library + " " + direction));
    }

    @Test
    void twoHostFamiliesSideBySide() throws Exception {
        Path a1 = run("a1", AMD, 1, 100, 1.2);
        Path a2 = run("a2", AMD, 1.25, 100, 1.2);
        Path b1 = run("b1", INTEL, 1, 50, 0.5);
        // a2's engine recorded its machine: 1,000 + 3,000 ticks, 40 + 20 stolen; load 2 and 4, then 6
        Files.writeString(a2.resolve("run.json"), "{\"rounds\": [{\"machine\": {\"ticks\": 1000, \"stealTicks\": 40, "
                + "\"loadSamples\": 2, \"loadSum\": 6.0, \"loadMax\": 4.0}}, {\"machine\": {\"ticks\": 3000, \"stealTicks\": 20, "
                + "\"loadSamples\": 1, \"loadSum\": 6.0, \"loadMax\": 6.0}}]}");
        Path out = tmp.resolve("out");
        ReportFixtures.Run run = hosts(a1.toString(), a2.toString(), b1.toString(), "--out", out.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("3 runs on 2 host families, 4 ratios"), run.out());
        assertEquals(Set.of("HOSTS.md", "hosts.csv", "heatmap-hosts.svg", "run-to-run.csv"), list(out));

        List<CSVRecord> rows = csv(out.resolve("hosts.csv"));
        assertEquals(4, rows.size());
        String amd = "amd-epyc-zen3-kvm";
        String intel = "intel-xeon-icelake-kvm";
        CSVRecord fastEnc = ratio(rows, "fastlib", "encode");
        // geometric mean of 2.0, 2.2, 1.8 = 7.92^(1/3); the AMD host's two runs agree, so their mean is it
        assertEquals(Math.cbrt(7.92), num(fastEnc, amd + ":speedup"), 1e-5);
        assertEquals(2, num(fastEnc, amd + ":runs"));
        assertEquals(2 * Math.cbrt(7.92), num(fastEnc, intel + ":speedup"), 1e-5);
        assertEquals(1, num(fastEnc, intel + ":runs"));
        assertEquals(2.0, num(fastEnc, "spread"), 1e-5);
        assertEquals("true", fastEnc.get("host_sensitive"));
        assertEquals("false", fastEnc.get("verdict_changed"));
        CSVRecord binEnc = ratio(rows, "binlib", "encode");
        assertEquals(1.0, num(binEnc, "spread"), 1e-5);
        assertEquals("false", binEnc.get("host_sensitive"));
        CSVRecord flip = ratio(rows, "binlib", "decode");
        assertEquals(2.4, num(flip, "spread"), 1e-5);
        assertEquals("true", flip.get("host_sensitive"));
        assertEquals("true", flip.get("verdict_changed"));

        String md = Files.readString(out.resolve("HOSTS.md"));
        String firstScreen = md.substring(0, md.indexOf("## What holds"));
        assertTrue(firstScreen.contains("| **`" + amd + "`** | AMD EPYC (AuthenticAMD, family 25 model 1 stepping 1)"), firstScreen);
        assertTrue(firstScreen.contains("| **`" + intel + "`** | Intel(R) Xeon(R) Platinum 8375C"), firstScreen);
        // steal 60 of 4,000 ticks = 1.5%; load (2 + 4 + 6) / 3 = 4.0, highest 6.0; a1 recorded nothing
        assertTrue(firstScreen.contains("`a1` (3 round(s)), `a2` (3 round(s); CPU steal 1.5%, load 4.0 mean, 6.0 max)"), firstScreen);
        Hosts hosts = model(a1, a2, b1);
        // shifts 1, 1, 2, 2.4: median √2 (41.4%), 90th percentile 2 · 1.2^0.7 = 2.2723 (127.2%)
        assertEquals(Math.sqrt(2), hosts.shiftQuantile(0.5), 1e-9);
        assertEquals(2 * Math.pow(1.2, 0.7), hosts.shiftQuantile(0.9), 1e-9);
        assertTrue(md.contains("4 ratios measured on all 2 host families. A ratio moves between hosts by a median **"), md);
        assertTrue(md.contains("**1 of 4 (25%)** change verdict between hosts"), md);
        assertTrue(md.contains("; 1 land on the other side of 1.0."), md);
        assertTrue(md.contains("**2 (50%) host-sensitive**"), md);
        assertTrue(md.contains("Faster than jackson in every shared cell on every host: fastlib."), md);
        assertTrue(md.contains("Slower in every shared cell on every host: none."), md);
        assertTrue(md.contains("The fastest library is the same on every host in 1 of 2 cells (int · fields=1 decode: fastlib)"), md);
        // binlib ÷ fastlib at encode: 3 ÷ ∛(1.05 · 0.95) ÷ ∛7.92 = 3.0025/1.9933 = ×1.51 on AMD, half that on
        // Intel; decode is lower on both
        Map<String, Hosts.Lead> lead = hosts.binaryLeadsMost(hosts.hosts().get(amd).get(0).analysis()::family);
        RowKey intEncode = new RowKey("int", null, 1, "encode");
        double amdLead = 3 / Math.cbrt(1.05 * 0.95 * 7.92);
        assertEquals(intEncode, lead.get(amd).cell());
        assertEquals(amdLead, lead.get(amd).factor(), 1e-9);
        assertEquals(intEncode, lead.get(intel).cell());
        assertEquals(amdLead / 2, lead.get(intel).factor(), 1e-9);
        assertTrue(md.contains("at **int · fields=1 encode** on every host: `" + amd + "` ×"), md);
        // a2 repeats a1's ratios exactly: no run-to-run component, every held-out ratio inside
        assertTrue(hosts.tau().measured());
        assertEquals(0.0, hosts.tau().tau(), 1e-12);
        assertTrue(md.contains("the run-to-run component of a log ratio is **τ̂ = "), md);
        RunToRun.Coverage held = RunToRun.heldOut(hosts.hosts().get(amd).stream().map(Hosts.Run::analysis).toList());
        assertEquals(8, held.checks());
        assertEquals(List.of(1.0, 1.0, 1.0), List.of(held.within(), held.runToRun(), held.rerun()));
        assertTrue(md.contains("| `" + amd + "` | 2 | 8 | "), md);

        // by library, AMD ÷ Intel: fastlib encode ×0.5 and decode ×1 give a median of √0.5; binlib ×1 and ×2.4, √2.4
        assertTrue(md.contains("**`" + amd + "` ÷ `" + intel + "`:** a library's median moves from ×0.71 (`fastlib`) to ×1.55 "
                + "(`binlib`); 0 of 2 libraries shift as a whole"), md);
        assertTrue(md.contains("| `fastlib` | 2 | ×0.71 (too few ratios for an interval) | 0 / 1 |"), md);

        String svg = Files.readString(out.resolve("heatmap-hosts.svg"));
        assertEquals(2, count(svg, "<title>host-sensitive"), "one mark per host-sensitive cell");
        assertTrue(svg.contains("◥ corner: host-sensitive"));
    }

    /**
     * Eight int encode cells (fields 1 to 8) on each host, Jackson at 200 ns: binlib 3× Jackson on
     * AMD and 3.75× on Intel in every cell (AMD ÷ Intel ×0.8 throughout), fastlib 2× on AMD and on
     * Intel 2× times a cell factor around 1. Eight values give the median's 95% interval as their
     * minimum and maximum (exact coverage 1 − 2 · 0.5⁸ = 99.2%; the next ranks cover 93.0%).
     */
    @Test
    void aLibraryTheCpuMovesInEveryCellIsAWholeLibraryShift() throws Exception {
        double[] cellFactor = {0.97, 0.98, 0.99, 1.0, 1.0, 1.01, 1.02, 1.03};
        double[] roundNoise = {1.0, 1.01, 0.99};
        Path amd = tmp.resolve("amd");
        Path intel = tmp.resolve("intel");
        for (int r = 0; r < 3; r++) {
            List<String> a = new ArrayList<>();
            List<String> i = new ArrayList<>();
            for (int f = 1; f <= 8; f++) {
                String fields = Integer.toString(f);
                a.add(result("IntBench", "encode", 200, "library", "jackson", "fields", fields));
                a.add(result("IntBench", "encode", 200 / 3.0 * roundNoise[r], "library", "binlib", "fields", fields));
                a.add(result("IntBench", "encode", 100 * roundNoise[r], "library", "fastlib", "fields", fields));
                i.add(result("IntBench", "encode", 200, "library", "jackson", "fields", fields));
                i.add(result("IntBench", "encode", 200 / 3.75 * roundNoise[r], "library", "binlib", "fields", fields));
                i.add(result("IntBench", "encode", 100 * roundNoise[r] * cellFactor[f - 1], "library", "fastlib", "fields", fields));
            }
            jmhFile(amd.resolve("round-" + (r + 1) + ".json"), a);
            jmhFile(intel.resolve("round-" + (r + 1) + ".json"), i);
        }
        Files.writeString(amd.resolve("environment.properties"), AMD);
        Files.writeString(intel.resolve("environment.properties"), INTEL);

        Map<Hosts.Pair, List<Hosts.LibraryShift>> shifts = model(amd, intel).libraryShifts();
        List<Hosts.LibraryShift> libs = shifts.get(new Hosts.Pair("amd-epyc-zen3-kvm", "intel-xeon-icelake-kvm"));
        assertEquals(List.of("binlib", "fastlib"), libs.stream().map(Hosts.LibraryShift::library).toList(), "largest move first");
        Hosts.LibraryShift bin = libs.get(0);
        assertEquals(8, bin.shift().n());
        assertEquals(Math.log(0.8), bin.shift().median(), 1e-9);
        assertEquals(Math.log(0.8), bin.shift().high(), 1e-9);
        assertEquals(1, bin.shift().rank());
        assertEquals(1 - 2 * Math.pow(0.5, 8), bin.shift().coverage(), 1e-12);
        assertTrue(bin.whole());
        assertEquals(List.of(0, 8), List.of(bin.higher(), bin.lower()));
        // fastlib: AMD ÷ Intel = the cell factor; its median ×1.00 and its interval [0.97, 1.03] holds 1
        Hosts.LibraryShift fast = libs.get(1);
        assertEquals(0.0, fast.shift().median(), 1e-9);
        assertEquals(Math.log(0.97), fast.shift().low(), 1e-9);
        assertEquals(Math.log(1.03), fast.shift().high(), 1e-9);
        assertTrue(!fast.whole());
        // cell factors above 1 make Intel's ratio lower, so AMD ÷ Intel higher: 1.01, 1.02, 1.03; below 1: 0.97, 0.98, 0.99
        assertEquals(List.of(3, 3), List.of(fast.higher(), fast.lower()));

        Path out = tmp.resolve("out");
        assertEquals(0, hosts(amd.toString(), intel.toString(), "--out", out.toString()).exit());
        String md = Files.readString(out.resolve("HOSTS.md"));
        assertTrue(md.contains("a library's median moves from ×0.80 (`binlib`) to ×1.00 (`fastlib`); 1 of 2 libraries shift as a whole"), md);
        assertTrue(md.contains("| `binlib` | 8 | **×0.80 [0.80, 0.80]** | 0 / 8 |"), md);
        assertTrue(md.contains("| `fastlib` | 8 | ×1.00 [0.97, 1.03] | 3 / 3 |"), md);
    }

    @Test
    void oneHostFamilySaysSoAndDrawsNoHeatmap() throws Exception {
        Path out = tmp.resolve("out");
        ReportFixtures.Run run = hosts(run("a1", AMD, 1, 100, 1.2).toString(), run("a2", AMD, 1.1, 105, 1.2).toString(),
                "--out", out.toString());
        assertEquals(0, run.exit(), run.err());
        assertEquals(Set.of("HOSTS.md", "hosts.csv", "run-to-run.csv"), list(out));
        assertTrue(Files.readString(out.resolve("HOSTS.md")).contains("One host family measured: nothing here is shown to hold on another CPU."));
    }

    @Test
    void aRunFromBeforeTheFullRecordJoinsTheOneFamilyItMatches() throws Exception {
        Path out = tmp.resolve("out");
        ReportFixtures.Run run = hosts(run("old", "cpu.model=AMD EPYC\n", 1, 100, 1.2).toString(),
                run("a1", AMD, 1, 100, 1.2).toString(), run("b1", INTEL, 1, 50, 0.5).toString(), "--out", out.toString());
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("3 runs on 2 host families"), run.out());
        String md = Files.readString(out.resolve("HOSTS.md"));
        assertTrue(md.contains("(`amd-epyc`: model name only) are counted as `amd-epyc-zen3-kvm`"), md);
        assertTrue(md.contains("`a1` (3 round(s)), `old` (3 round(s))"), md);
    }

    @Test
    void badInputIsOneLineAndWritesNothing() throws Exception {
        Path a1 = run("a1", AMD, 1, 100, 1.2);
        Path out = tmp.resolve("out");
        assertOneLineFailure(hosts(a1.toString(), a1.toString(), "--out", out.toString()), "is in two of the runs given");
        assertOneLineFailure(hosts(a1.toString(), tmp.resolve("nothing").toString(), "--out", out.toString()), "is not a run folder");
        assertOneLineFailure(hosts(a1.toString(), "--out", out.toString()), "RUN");
        assertTrue(Files.notExists(out));
        Files.createDirectories(out);
        Files.writeString(out.resolve("HOSTS.md"), "kept");
        assertOneLineFailure(hosts(a1.toString(), run("b1", INTEL, 1, 50, 0.5).toString(), "--out", out.toString()),
                "refusing to overwrite HOSTS.md");
        assertEquals("kept", Files.readString(out.resolve("HOSTS.md")));
    }
}

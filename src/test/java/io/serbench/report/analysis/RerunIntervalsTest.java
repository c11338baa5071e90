package io.serbench.report.analysis;

import io.serbench.codec.Library;
import io.serbench.report.HostsReport;
import io.serbench.report.Report;
import io.serbench.report.ReportFixtures;
import io.serbench.report.csv.RunToRunCsv;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Markdown;
import io.serbench.report.stats.Intervals;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.serbench.report.ReportFixtures.POOLED_MATRIX;
import static io.serbench.report.ReportFixtures.assertOneLineFailure;
import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The rerun interval in a run's own outputs, from τ̂ that HostsReport measured, on hand-made runs.
 * Every round of a run has the same ratios (Jackson 200/220/180 ns, each library Jackson's time ÷
 * its ratio), so a run's own intervals have zero width and τ̂² is the two runs' differences alone:
 * <ul>
 *   <li>run a1: int·1 encode fastlib 2.0×, binlib 3.0×; decode fastlib 1.5×, binlib 1.2×;</li>
 *   <li>run a2: the same × e^0.1, × e^−0.1, × e^0.2 and × 1.</li>
 * </ul>
 * Σd² = 0.01 + 0.01 + 0.04 + 0 = 0.06 over n = 4 ratios: τ̂² = 0.06 / 8 = 0.0075. Delete-one-cell:
 * without encode 0.04 / 4 = 0.01, without decode 0.02 / 4 = 0.005; jackknife se² = ½ · 2 · 0.0025²
 * = 6.25e-6, se 0.0025; degrees of freedom 2τ̂⁴ / se² = 18.
 */
class RerunIntervalsTest {
    private static final double[] JACKSON = {200, 220, 180};
    /** t(0.975, 18). */
    private static final double T18 = 2.10092204;
    private static final List<Library> MATRIX = POOLED_MATRIX;
    private static final String AMD = "cpu.vendor=AuthenticAMD\ncpu.family=25\ncpu.model.number=1\ncpu.stepping=1\n"
            + "cpu.model=AMD EPYC\ncpu.virtual=true\ncpu.hypervisor=KVM\njava.runtime.version=17.0.15+6\n";
    private static final String AMD_JDK25 = AMD.replace("17.0.15+6", "25.0.3+9");
    private static final String INTEL = "cpu.vendor=GenuineIntel\ncpu.family=6\ncpu.model.number=106\ncpu.stepping=6\n"
            + "cpu.model=Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz\ncpu.virtual=true\ncpu.hypervisor=KVM\n"
            + "java.runtime.version=17.0.15+6\n";

    @TempDir
    Path tmp;

    private Path run(String name, String env, double fastEnc, double binEnc, double fastDec, double binDec) throws IOException {
        Path dir = tmp.resolve(name);
        for (int r = 0; r < 3; r++) {
            double j = JACKSON[r];
            jmhFile(dir.resolve("round-" + (r + 1) + ".json"), List.of(
                    result("IntBench", "encode", j, "library", "jackson", "fields", "1"),
                    result("IntBench", "encode", j / fastEnc, "library", "fastlib", "fields", "1"),
                    result("IntBench", "encode", j / binEnc, "library", "binlib", "fields", "1"),
                    result("IntBench", "decode", j, "library", "jackson", "fields", "1"),
                    result("IntBench", "decode", j / fastDec, "library", "fastlib", "fields", "1"),
                    result("IntBench", "decode", j / binDec, "library", "binlib", "fields", "1")));
        }
        Files.writeString(dir.resolve("environment.properties"), env);
        return dir;
    }

    private Path a1(String env) throws IOException {
        return run("a1", env, 2.0, 3.0, 1.5, 1.2);
    }

    private Path a2() throws IOException {
        return run("a2", AMD, 2.0 * Math.exp(0.1), 3.0 * Math.exp(-0.1), 1.5 * Math.exp(0.2), 1.2);
    }

    private static ReportFixtures.Run hosts(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = HostsReport.run(MATRIX, new PrintWriter(out), new PrintWriter(err), args);
        return new ReportFixtures.Run(exit, out.toString(), err.toString());
    }

    private static ReportFixtures.Run report(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Report.run(MATRIX, new PrintWriter(out), new PrintWriter(err), args);
        return new ReportFixtures.Run(exit, out.toString(), err.toString());
    }

    private static String[] rounds(Path run, String... more) {
        List<String> args = new java.util.ArrayList<>();
        for (int r = 1; r <= 3; r++) {
            args.add(run.resolve("round-" + r + ".json").toString());
        }
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private static CSVRecord row(List<CSVRecord> rows, String library, String direction) {
        return rows.stream().filter(r -> r.get("library").equals(library) && r.get("direction").equals(direction))
                .findFirst().orElseThrow(() -> new AssertionError(library + " " + direction));
    }

    /** HostsReport writes τ̂ from the two runs; a1's own report applies it to every ratio. */
    @Test
    void theRerunIntervalComesFromTheRunToRunFile() throws Exception {
        Path a1 = a1(AMD);
        Path r2r = tmp.resolve("a1").resolve("run-to-run");
        ReportFixtures.Run hosts = hosts(a1.toString(), a2().toString(), "--out", r2r.toString());
        assertEquals(0, hosts.exit(), hosts.err());
        CSVRecord tau = csv(r2r.resolve(RunToRunCsv.FILE_NAME)).get(0);
        assertEquals("amd-epyc-zen3-kvm", tau.get("host_family"));
        assertEquals("17", tau.get("jdk"));
        assertEquals("a1 a2", tau.get("runs"));
        assertEquals(0.0075, num(tau, "tau2"), 1e-9);
        assertEquals(0.0025, num(tau, "tau2_se"), 1e-9);
        assertEquals(18, num(tau, "tau2_df"), 1e-3);
        assertEquals(4, num(tau, "ratios"));
        assertEquals(2, num(tau, "cells"));

        ReportFixtures.Run run = report(rounds(a1, "--out", a1.toString(), "--rerun-tau", r2r.resolve(RunToRunCsv.FILE_NAME).toString()));
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(a1.resolve("results.csv"));
        // the run's own intervals have no width: the rerun interval is exp(m ± t(18) √(2 τ̂²))
        double half = T18 * Math.sqrt(2 * 0.0075);
        CSVRecord fast = row(rows, "fastlib", "encode");
        assertEquals(2.0, num(fast, "ci_low"), 1e-9);
        assertEquals(2.0 * Math.exp(-half), num(fast, "rerun_low"), 1e-5);
        assertEquals(2.0 * Math.exp(half), num(fast, "rerun_high"), 1e-5);
        assertEquals(1.54626, num(fast, "rerun_low"), 1e-5);
        CSVRecord bin = row(rows, "binlib", "decode");
        assertEquals(1.2 * Math.exp(half), num(bin, "rerun_high"), 1e-5);
        assertEquals("", row(rows, "jackson", "encode").get("rerun_low"), "the baseline has no ratio to rerun");

        String md = Files.readString(a1.resolve("SUMMARY.md"));
        String heatmapBlock = Markdown.block(md, "heatmap");
        assertTrue(heatmapBlock.contains("every bracketed interval in this summary is the run's own 95% interval"), heatmapBlock);
        // the estimate the summary applies, as read back from the file: τ̂ = √0.0075 = 0.087
        RunToRunFile.Entry entry = RunToRunFile.read(r2r.resolve(RunToRunCsv.FILE_NAME)).get(0);
        assertEquals(0.0075, entry.estimate().tau2(), 1e-9);
        assertEquals(Math.sqrt(0.0075), entry.estimate().tau(), 1e-9);
        assertEquals(0.0025, entry.estimate().se(), 1e-9);
        assertEquals(18, entry.estimate().df(), 1e-3);
        // the median half-widths: 0% for the run's own, exp(0.25731) − 1 = 29.3% for the rerun
        double[] widths = RerunIntervals.applying(entry, RunToRunCsv.FILE_NAME)
                .medianHalfWidths(ReportFixtures.analysis(MATRIX, rounds(a1)).rows());
        assertEquals(0.0, widths[0], 1e-9);
        assertEquals(Math.exp(half) - 1, widths[1], 1e-6);
        assertTrue(heatmapBlock.contains("for the run's own): τ̂ = "), heatmapBlock);
        assertTrue(heatmapBlock.contains(" on the log scale, from `run-to-run/run-to-run.csv` (host family `amd-epyc-zen3-kvm`, "
                + "JDK 17, 2 independent runs, 4 ratios in 2 cells)"), heatmapBlock);
        assertTrue(md.contains("Here τ̂² = "), md);
        assertTrue(md.contains(" degrees of freedom), from `run-to-run/run-to-run.csv`: runs `a1`, `a2`."), md);
    }

    @Test
    void withoutAnEstimateTheColumnsAreEmptyAndTheSummarySaysSo() throws Exception {
        Path a1 = a1(AMD_JDK25);
        ReportFixtures.Run run = report(rounds(a1, "--out", a1.toString()));
        assertEquals(0, run.exit(), run.err());
        for (CSVRecord r : csv(a1.resolve("results.csv"))) {
            assertEquals("", r.get("rerun_low"));
            assertEquals("", r.get("rerun_high"));
        }
        String block = Markdown.block(Files.readString(a1.resolve("SUMMARY.md")), "heatmap");
        assertTrue(block.contains("This report has no run-to-run estimate τ̂ for host family `amd-epyc-zen3-kvm` on JDK 25 (it takes "
                + "two or more independent runs of that family and JDK"), block);
        assertTrue(block.contains("so results.csv's `rerun_low` and `rerun_high` are empty"), block);
    }

    /** An estimate made on JDK 17 is not borrowed for a JDK 25 run, nor one of AMD for an Intel run. */
    @Test
    void anEstimateForAnotherJdkOrHostIsRefused() throws Exception {
        Path r2r = tmp.resolve("r2r");
        assertEquals(0, hosts(run("b1", AMD, 2, 3, 1.5, 1.2).toString(), a2().toString(), "--out", r2r.toString()).exit());
        Path jdk25 = a1(AMD_JDK25);
        assertOneLineFailure(report(rounds(jdk25, "--out", tmp.resolve("o25").toString(), "--rerun-tau", r2r.toString())),
                "its run-to-run estimate is for amd-epyc-zen3-kvm on JDK 17, this run is amd-epyc-zen3-kvm on JDK 25");
        Path intel = run("i1", INTEL, 2, 3, 1.5, 1.2);
        assertOneLineFailure(report(rounds(intel, "--out", tmp.resolve("oi").toString(), "--rerun-tau", r2r.toString())),
                "this run is intel-xeon-icelake-kvm on JDK 17");
        assertTrue(Files.notExists(tmp.resolve("o25")) && Files.notExists(tmp.resolve("oi")), "nothing written");
        assertOneLineFailure(report(rounds(intel, "--out", tmp.resolve("oi").toString(), "--rerun-tau", tmp.resolve("none").toString())),
                "no run-to-run.csv there");
    }

    /**
     * Rows with se 0.05, 0.1 and 0.2 (infinite degrees of freedom) and τ̂² = 0.01 read from a
     * hand-written file: the middle row sets both medians, the run's own half-width
     * exp(z·0.1) − 1 = 21.65% and the rerun's exp(z·√(2(0.01 + 0.01))) − 1 = exp(z·0.2) − 1 = 47.99%.
     */
    @Test
    void medianHalfWidthsOfTheRunsOwnAndTheRerunInterval() throws Exception {
        Path file = tmp.resolve(RunToRunCsv.FILE_NAME);
        Files.writeString(file, String.join(",", RunToRunFile.HEADER) + "\nhost-x,17,r1 r2,10,5,0.1,0.01,,inf,0,,\n");
        List<RunToRunFile.Entry> entries = RunToRunFile.read(file);
        assertEquals(0.01, entries.get(0).estimate().tau2(), 0);
        assertEquals(List.of("r1", "r2"), entries.get(0).runs());
        RerunIntervals rerun = RerunIntervals.applying(entries.get(0), RunToRunCsv.FILE_NAME);
        RowKey cell = new RowKey("int", null, 1, 0, "encode");
        List<ResultRow> rows = List.of(RunToRunTest.row(cell, "a", 2.0, 0.05), RunToRunTest.row(cell, "b", 2.0, 0.1),
                RunToRunTest.row(cell, "c", 2.0, 0.2));
        double[] widths = rerun.medianHalfWidths(rows);
        assertEquals(0.2165, widths[0], 1e-4);
        assertEquals(0.4799, widths[1], 1e-4);
        Intervals.Interval p = rerun.of(rows.get(1));
        assertEquals(1.3514, p.low(), 1e-4);
        assertEquals(2.9599, p.high(), 1e-4);
        assertTrue(RunToRunFile.match(entries, file, "host-x-kvm", "17") == entries.get(0), "a finer id of the same family");
        assertOneLineFailure(new ReportFixtures.Run(1, "", refusal(() -> RunToRunFile.match(entries, file, "host-x", "21")) + "\n"),
                "its run-to-run estimate is for host-x on JDK 17, this run is host-x on JDK 21");
    }

    private static String refusal(org.junit.jupiter.api.function.Executable call) {
        return org.junit.jupiter.api.Assertions.assertThrows(io.serbench.runfolder.BadInputException.class, call).getMessage();
    }
}

package io.serbench.report.analysis;

import io.serbench.report.data.Environment;
import io.serbench.report.data.ResultRow;
import io.serbench.report.format.Fmt;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.Stats;
import io.serbench.runfolder.BadInputException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rerun 95% interval of each ratio, exp(m ± t(ν*)·√(2(se² + τ̂²))) ({@link RunToRun#rerun}):
 * where one independent rerun of the same preset on the same host family lands. τ̂ is read from a
 * run-to-run.csv ({@link RunToRunFile}) measured for this run's host family and JDK; without one the
 * results.csv columns stay empty and the summary says so. The summary's own intervals stay the
 * run's (within-run) ones; this class writes the sentence that tells them apart.
 */
public final class RerunIntervals {
    public static final RerunIntervals NONE = new RerunIntervals(null, null, null, null);

    private final RunToRunFile.Entry entry;
    /** The file as the summary names it: relative to the report folder, never a machine path. */
    private final String source;
    private final String hostId;
    private final String jdk;

    private RerunIntervals(RunToRunFile.Entry entry, String source, String hostId, String jdk) {
        this.entry = entry;
        this.source = source;
        this.hostId = hostId;
        this.jdk = jdk;
    }

    /** Without an estimate, for this run's host family and JDK (named in the summary's sentence). */
    public static RerunIntervals none(Environment env, Analysis a) {
        return new RerunIntervals(null, null, env.hostId(), RunToRunFile.jdkFeature(env, a));
    }

    /** The estimate in {@code file} (a run-to-run.csv or its folder) that matches this run, or a refusal. */
    public static RerunIntervals read(Path file, Path outDir, Environment env, Analysis a) throws BadInputException {
        String host = env.hostId();
        String jdk = RunToRunFile.jdkFeature(env, a);
        RunToRunFile.Entry e = RunToRunFile.match(RunToRunFile.read(file), file, host, jdk);
        return applying(e, name(file, outDir));
    }

    /** This estimate, named {@code source} in the summary. */
    static RerunIntervals applying(RunToRunFile.Entry e, String source) {
        return new RerunIntervals(e, source, e.hostFamily(), e.jdk());
    }

    private static String name(Path given, Path outDir) {
        Path file = (java.nio.file.Files.isDirectory(given) ? given.resolve(RunToRunFile.FILE_NAME) : given).toAbsolutePath().normalize();
        Path rel = null;
        try {
            rel = outDir.toAbsolutePath().normalize().relativize(file);
        } catch (IllegalArgumentException e) {
            // another root: named by its folder below
        }
        if (rel != null && !rel.startsWith("..")) {
            return rel.toString().replace('\\', '/');
        }
        Path parent = file.getParent();
        return (parent == null || parent.getFileName() == null ? "" : parent.getFileName() + "/") + file.getFileName();
    }

    boolean applies() {
        return entry != null;
    }

    /** The row's rerun interval; unknown without an estimate or for a row without an interval of its own. */
    public Intervals.Interval of(ResultRow r) {
        if (entry == null || !RunToRun.usable(r)) {
            return Intervals.Interval.unknown(r.hasSpeedup() ? Math.log(r.speedup()) : Double.NaN);
        }
        return RunToRun.rerun(r, entry.estimate());
    }

    /** The one-screen sentence: which interval the summary shows, and the rerun interval with τ̂ and its source. */
    public String note(Analysis a) {
        StringBuilder s = new StringBuilder("**Which interval:** every bracketed interval in this summary is the run's own "
                + "95% interval, for this run's mean; a rerun on another day moves further than it says. ");
        if (entry == null) {
            return s.append("This report has no run-to-run estimate τ̂ for host family `").append(hostId).append("` on JDK ")
                    .append(jdk).append(" (it takes two or more independent runs of that family and JDK, measured by HostsReport "
                            + "and given with `Report --rerun-tau`), so results.csv's `rerun_low` and `rerun_high` are empty: "
                            + "no rerun interval is claimed for this run, and none is borrowed from another JDK or host "
                            + "(docs/METHODOLOGY.md, \"Hosts and run-to-run variance\").\n").toString();
        }
        RunToRun.Estimate e = entry.estimate();
        double[] widths = medianHalfWidths(a.rows());
        s.append("To compare with another run, use the **rerun 95% interval** exp(m ± t·√(2(se² + τ̂²))) in results.csv (`rerun_low`, "
                        + "`rerun_high`; median half-width ").append(pct(widths[1])).append(" against ").append(pct(widths[0]))
                .append(" for the run's own): ").append(String.format(Locale.ROOT, "τ̂ = %.3f", e.tau()))
                .append(" on the log scale, from `").append(source).append("` (host family `").append(entry.hostFamily())
                .append("`, JDK ").append(entry.jdk()).append(", ").append(entry.runs().size()).append(" independent runs, ")
                .append(e.ratios()).append(" ratios in ").append(e.cells()).append(" cells)");
        if (entry.checks() > 0) {
            s.append(", whose rerun interval held an independent rerun's ratio in ").append(share(entry.rerun()))
                    .append(" of ").append(entry.checks()).append(" held-out checks (the run's own interval: ")
                    .append(share(entry.within())).append(")");
        }
        return s.append(".\n").toString();
    }

    /** The "How to read" bullet: the formula and where the figures are. */
    public String howToRead() {
        String formula = "- **Rerun 95% interval** (results.csv `rerun_low`, `rerun_high`): exp(m ± t(ν*) · √(2(se² + τ̂²))), "
                + "se = the row's half-width ÷ its t quantile, τ̂ the run-to-run component of the host family, ν* by "
                + "Welch–Satterthwaite from the row's and τ̂²'s degrees of freedom: where one independent rerun of the same "
                + "preset on this host family lands (both runs' errors and day offsets). ";
        if (entry == null) {
            return formula + "Not computed for this run: no run-to-run estimate was given (`Report --rerun-tau`).\n";
        }
        RunToRun.Estimate e = entry.estimate();
        return formula + String.format(Locale.ROOT, "Here τ̂² = %.5f", e.tau2())
                + (Double.isFinite(e.se()) ? String.format(Locale.ROOT, " ± %.5f", e.se()) : "")
                + (Double.isFinite(e.df()) ? String.format(Locale.ROOT, " (%.0f degrees of freedom)", e.df()) : "")
                + ", from `" + source + "`: runs " + String.join(", ", entry.runs().stream().map(r -> "`" + r + "`").toList()) + ".\n";
    }

    /** Median relative half-widths over the library rows with an interval: {within-run, rerun}, as factors − 1. */
    double[] medianHalfWidths(List<ResultRow> rows) {
        List<Double> within = new ArrayList<>();
        List<Double> rerun = new ArrayList<>();
        for (ResultRow r : rows) {
            if (!RunToRun.usable(r)) {
                continue;
            }
            within.add(Math.sqrt(r.ciHigh() / r.ciLow()) - 1);
            Intervals.Interval p = of(r);
            if (p.known()) {
                rerun.add(Math.exp(p.half()) - 1);
            }
        }
        return new double[]{within.isEmpty() ? Double.NaN : Stats.median(within), rerun.isEmpty() ? Double.NaN : Stats.median(rerun)};
    }

    private static String pct(double x) {
        return Double.isNaN(x) ? Fmt.MISSING : String.format(Locale.ROOT, "±%.1f%%", 100 * x);
    }

    private static String share(double x) {
        return Double.isNaN(x) ? Fmt.MISSING : String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }
}

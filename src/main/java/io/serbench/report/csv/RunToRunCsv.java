package io.serbench.report.csv;

import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Hosts;
import io.serbench.report.analysis.RunToRun;
import io.serbench.report.analysis.RunToRunFile;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Writes run-to-run.csv ({@link RunToRunFile} reads it): the run-to-run component τ̂² that {@code HostsReport} measured from independent
 * runs, one row per host family with two or more runs, so that a run's own report can apply it
 * ({@code Report --rerun-tau}) instead of a number typed into code. Each row names the runs and
 * the JDK behind the estimate, and the held-out-run coverage of the rerun interval it gives.
 */
public final class RunToRunCsv {
    public static final String FILE_NAME = RunToRunFile.FILE_NAME;

    private RunToRunCsv() {
    }

    /** The rows for a host comparison, or null when no host family has two runs (nothing measured). */
    public static String render(Hosts h) {
        if (!h.tau().measured()) {
            return null;
        }
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(RunToRunFile.HEADER).setRecordSeparator("\n").build())) {
            RunToRun.Estimate e = h.tau();
            for (var family : h.hosts().entrySet()) {
                List<Hosts.Run> runs = family.getValue();
                if (runs.size() < 2) {
                    continue;
                }
                RunToRun.Coverage held = RunToRun.heldOut(runs.stream().map(Hosts.Run::analysis).toList());
                Set<String> jdks = new LinkedHashSet<>();
                runs.forEach(r -> jdks.add(RunToRunFile.jdkFeature(r.env(), r.analysis())));
                csv.printRecord(family.getKey(), String.join(" / ", jdks), String.join(" ", runs.stream().map(Hosts.Run::name).toList()),
                        e.ratios(), e.cells(), Fmt.csv(e.tau()), Fmt.csv(e.tau2()), Fmt.csv(e.se()),
                        Double.isFinite(e.df()) ? Fmt.csv(e.df()) : "inf", held.checks(), Fmt.csv(held.within()),
                        Fmt.csv(held.rerun()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}

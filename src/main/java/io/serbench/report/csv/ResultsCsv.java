package io.serbench.report.csv;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.RerunIntervals;
import io.serbench.report.stats.Intervals;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * results.csv: one row per (benchmark, params), every figure of the summary, for spreadsheets.
 * {@code digits} is filled where the shape carries doubles; sweep results go to {@code sweeps.csv}.
 */
public final class ResultsCsv {
    public static final String FILE_NAME = "results.csv";
    static final String[] HEADER = {"benchmark", "scenario", "element", "fields", "digits", "direction", "library", "rounds",
            "speedup", "ci_low", "ci_high", "no_difference", "lossy", "ns_op", "ns_op_error", "bytes",
            "deflated_bytes", "mb_per_s", "alloc_b_op", "note", "ci_df", "rerun_low", "rerun_high"};

    private ResultsCsv() {
    }

    /** Without a run-to-run estimate: the rerun columns are empty. */
    public static String render(Analysis a) {
        return render(a, RerunIntervals.NONE);
    }

    /** {@code ci_low}, {@code ci_high}: the run's own 95% interval; {@code rerun_low}, {@code rerun_high}: {@link RerunIntervals}. */
    public static String render(Analysis a, RerunIntervals rerun) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(HEADER).setRecordSeparator("\n").build())) {
            for (ResultRow r : a.rows()) {
                RowKey k = r.row();
                csv.printRecord(r.benchmark(), k.scenario(), k.element() == null ? "" : k.element(), k.fields(),
                        k.showsDigits() ? Integer.toString(k.digits()) : "", k.direction(), r.library(), r.rounds(), Fmt.csv(r.speedup()), Fmt.csv(r.ciLow()),
                        Fmt.csv(r.ciHigh()), r.kind() == ResultRow.Kind.LIBRARY && r.hasCi() ? r.noDifference() : "",
                        r.lossy(), Fmt.csv(r.nsOp()), Fmt.csv(r.nsOpError()), Fmt.csv(r.bytes()),
                        Fmt.csv(r.deflated()), Fmt.csv(r.mbPerSecond()), Fmt.csv(r.allocBytesOp()), r.note(),
                        Double.isInfinite(r.ciDf()) ? "inf" : Fmt.csv(r.ciDf()), rerunEnd(rerun, r, true), rerunEnd(rerun, r, false));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static String rerunEnd(RerunIntervals rerun, ResultRow r, boolean low) {
        Intervals.Interval i = rerun.of(r);
        return i.known() ? Fmt.csv(low ? i.low() : i.high()) : "";
    }
}

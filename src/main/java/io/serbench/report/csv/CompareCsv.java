package io.serbench.report.csv;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Compare.BaselineCell;
import io.serbench.report.analysis.Compare.Change;
import io.serbench.report.analysis.Compare;
import io.serbench.report.stats.Intervals;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** compare.csv: every ratio of the two runs, shared ones with their change, then those only one run has. */
public final class CompareCsv {
    private final Compare comparison;

    public CompareCsv(Compare c) {
        this.comparison = c;
    }

    public String csv() {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(Compare.CSV_HEADER).setRecordSeparator("\n").build())) {
            for (Change c : comparison.shared()) {
                record(csv, c.row(), c.library(), "both", c.a(), c.b(), c.change());
            }
            onlyOne(csv, true);
            onlyOne(csv, false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** The CSV rows of the ratios only run A (or only B) has: whole cells first, then single libraries. */
    private void onlyOne(CSVPrinter csv, boolean inA) throws IOException {
        Analysis an = (inA ? comparison.a() : comparison.b()).analysis();
        List<ResultRow> rows = new ArrayList<>();
        for (RowKey cell : inA ? comparison.cellsOnlyA() : comparison.cellsOnlyB()) {
            an.cells().get(cell).values().stream().filter(r -> r.kind() == ResultRow.Kind.LIBRARY).forEach(rows::add);
        }
        (inA ? comparison.onlyA() : comparison.onlyB()).forEach((lib, cells) -> cells.forEach(cell -> rows.add(an.get(cell, lib))));
        for (ResultRow r : rows) {
            record(csv, r.row(), r.library(), inA ? "A only" : "B only", inA ? r : null, inA ? null : r, null);
        }
    }

    private void record(CSVPrinter csv, RowKey k, String library, String in, ResultRow ra, ResultRow rb, Intervals.Interval c)
            throws IOException {
        BaselineCell bc = comparison.baselines().get(k);
        ResultRow baseA = comparison.a().analysis().get(k, comparison.baseline());
        ResultRow baseB = comparison.b().analysis().get(k, comparison.baseline());
        List<Object> v = new ArrayList<>(List.of(k.scenario(), k.element() == null ? "" : k.element(), k.fields(),
                k.showsDigits() ? Integer.toString(k.digits()) : "", k.direction(), library, in));
        side(v, ra);
        side(v, rb);
        if (c == null) {
            v.addAll(List.of("", "", "", "", "", ""));
        } else {
            v.add(Fmt.csv(c.ratio()));
            v.add(c.known() ? Fmt.csv(c.low()) : "");
            v.add(c.known() ? Fmt.csv(c.high()) : "");
            v.add(!c.known() ? "" : Double.isInfinite(c.df()) ? "inf" : Fmt.csv(c.df()));
            v.add(!c.known() ? "no interval" : Compare.moved(c) > 0 ? "up" : Compare.moved(c) < 0 ? "down" : "no");
            v.add(Fmt.csv(Math.abs(c.centre())));
        }
        v.add(ra == null ? "" : Fmt.csv(ra.nsOp()));
        v.add(rb == null ? "" : Fmt.csv(rb.nsOp()));
        v.add(bc != null ? Fmt.csv(bc.nsA()) : baseA == null ? "" : Fmt.csv(baseA.nsOp()));
        v.add(bc != null ? Fmt.csv(bc.nsB()) : baseB == null ? "" : Fmt.csv(baseB.nsOp()));
        v.add(bc == null ? "" : Fmt.csv(bc.change().ratio()));
        v.add(ra == null ? "" : Fmt.csv(ra.allocBytesOp()));
        v.add(rb == null ? "" : Fmt.csv(rb.allocBytesOp()));
        csv.printRecord(v);
    }

    private static void side(List<Object> v, ResultRow r) {
        if (r == null) {
            v.addAll(List.of("", "", "", ""));
            return;
        }
        v.add(Fmt.csv(r.speedup()));
        v.add(Fmt.csv(r.ciLow()));
        v.add(Fmt.csv(r.ciHigh()));
        v.add(r.rounds());
    }
}

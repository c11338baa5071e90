package io.serbench.report.csv;

import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Consensus;
import io.serbench.report.analysis.ConsensusRuns;
import io.serbench.report.stats.Intervals;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * consensus.csv: one row per ratio and host family, the pooled speedup and the 95% interval where
 * a reader's rerun of {@code reader_rounds} rounds on that family lands, with the variance parts
 * behind it (so a rerun of other rounds can be recomputed: between + pooled + round ÷ R); and
 * validation.csv: every leave-one-run-out check.
 */
public final class ConsensusCsv {
    public static final String FILE_NAME = "consensus.csv";
    public static final String VALIDATION_NAME = "validation.csv";
    static final String[] HEADER = {"scenario", "element", "fields", "digits", "direction", "library", "host_family", "runs",
            "speedup", "rerun_low", "rerun_high", "reader_rounds", "between_variance", "pooled_variance", "round_variance",
            "df_between", "df_within", "bytes", "deflated_bytes", "baseline_bytes"};
    static final String[] VALIDATION_HEADER = {"host_family", "held_out_run", "scenario", "element", "fields", "digits", "direction",
            "library", "held_out_speedup", "rerun_low", "rerun_high", "inside", "typical_low", "typical_high", "inside_typical"};

    private ConsensusCsv() {
    }

    /**
     * Mean bytes on the wire of a ratio's library and of the baseline in that cell (the runs encode
     * the same seeded data, so one run's sizes.csv gives them), NaN when no run has a sizes.csv.
     */
    public record Bytes(double bytes, double deflated, double baseline) {
        public static final Bytes UNKNOWN = new Bytes(Double.NaN, Double.NaN, Double.NaN);
    }

    public static String render(Iterable<ConsensusRuns.Family> families, int readerRounds,
                                java.util.function.Function<Consensus.Key, Bytes> bytes) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = printer(out, HEADER)) {
            for (ConsensusRuns.Family f : families) {
                if (f.consensus() == null) {
                    continue;
                }
                for (Consensus.Ratio r : f.consensus().ratios().values()) {
                    RowKey k = r.key().cell();
                    Intervals.Interval p = r.prediction(readerRounds);
                    Bytes b = bytes.apply(r.key());
                    csv.printRecord(k.scenario(), k.element() == null ? "" : k.element(), k.fields(), k.digits(), k.direction(),
                            r.key().library(), f.host(), r.runs(), Fmt.csv(r.speedup()), Fmt.csv(p.low()), Fmt.csv(p.high()),
                            readerRounds, Fmt.csv(r.between()), Fmt.csv(r.variance()), Fmt.csv(r.roundVariance()),
                            df(r.betweenDf()), df(r.withinDf()), size(b.bytes()), size(b.deflated()), size(b.baseline()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static String validation(Iterable<ConsensusRuns.Family> families) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = printer(out, VALIDATION_HEADER)) {
            for (ConsensusRuns.Family f : families) {
                for (Consensus.HeldOut h : f.heldOut()) {
                    for (Consensus.Check c : h.checks()) {
                        RowKey k = c.key().cell();
                        csv.printRecord(f.host(), h.run(), k.scenario(), k.element() == null ? "" : k.element(), k.fields(),
                                k.digits(), k.direction(), c.key().library(), Fmt.csv(Math.exp(c.y())), Fmt.csv(c.own().low()),
                                Fmt.csv(c.own().high()), c.insideOwn(), Fmt.csv(c.typical().low()), Fmt.csv(c.typical().high()),
                                c.insideTypical());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static CSVPrinter printer(StringWriter out, String[] header) throws IOException {
        return new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(header).setRecordSeparator("\n").build());
    }

    private static String size(double bytes) {
        return Double.isFinite(bytes) ? Fmt.csv(bytes) : "";
    }

    private static String df(double df) {
        return Double.isFinite(df) ? Fmt.csv(df) : "inf";
    }
}

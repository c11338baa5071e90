package io.serbench.report.csv;

import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Consensus;
import io.serbench.report.analysis.ConsensusRuns;
import io.serbench.report.stats.Intervals;
import io.serbench.runfolder.BadInputException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * consensus.csv: one row per ratio and host family, the pooled speedup and the 95% interval where
 * a reader's rerun of {@code reader_rounds} rounds on that family lands, with the variance parts
 * behind it (so a rerun of other rounds can be recomputed: between + pooled + round ÷ R); and
 * validation.csv: every leave-one-run-out check.
 */
public final class ConsensusCsv {
    public static final String FILE_NAME = "consensus.csv";
    public static final String VALIDATION_NAME = "validation.csv";
    /** The columns a consensus.csv must have: the ratio and its interval's parts. */
    static final List<String> RATIO_COLUMNS = List.of("scenario", "element", "fields", "digits", "direction", "library",
            "host_family", "runs", "speedup", "rerun_low", "rerun_high", "reader_rounds", "between_variance", "pooled_variance",
            "round_variance", "df_between", "df_within");
    /** Bytes on the wire, added after the first consensus folders were published: read when present. */
    static final List<String> BYTES_COLUMNS = List.of("bytes", "deflated_bytes", "baseline_bytes");
    static final String[] HEADER = java.util.stream.Stream.concat(RATIO_COLUMNS.stream(), BYTES_COLUMNS.stream())
            .toArray(String[]::new);
    static final String[] VALIDATION_HEADER = {"host_family", "held_out_run", "scenario", "element", "fields", "digits", "direction",
            "library", "held_out_rounds", "held_out_speedup", "printed_low", "printed_high", "inside_printed", "own_low", "own_high",
            "inside_own", "fitted_runs"};

    private ConsensusCsv() {
    }

    /**
     * Mean bytes on the wire of a ratio's library and of the baseline in that cell (the runs encode
     * the same seeded data, so one run's sizes.csv gives them), NaN when no run has a sizes.csv.
     */
    public record Bytes(double bytes, double deflated, double baseline) {
        public static final Bytes UNKNOWN = new Bytes(Double.NaN, Double.NaN, Double.NaN);
    }

    /**
     * One consensus.csv row read back: the host family it was pooled on, the speedup as printed,
     * the rounds of the rerun its printed interval is for, and the ratio rebuilt from its variance
     * parts (so that {@link Consensus.Ratio#prediction(int)} gives the interval for other rounds).
     */
    public record Pooled(String host, double speedup, int readerRounds, Consensus.Ratio ratio, Bytes bytes) {
    }

    /** A consensus.csv text, row by row; {@code source} names it in messages. */
    public static List<Pooled> read(String csv, String source) throws BadInputException {
        List<Pooled> out = new ArrayList<>();
        try (CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(new StringReader(csv))) {
            for (String column : RATIO_COLUMNS) {
                if (!p.getHeaderMap().containsKey(column)) {
                    throw new BadInputException(source + ": not a " + FILE_NAME + " (no '" + column + "' column)");
                }
            }
            for (CSVRecord r : p) {
                out.add(pooled(r, source));
            }
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            throw new BadInputException(source + ": " + e.getMessage());
        }
        if (out.isEmpty()) {
            throw new BadInputException(source + ": no pooled ratio in it");
        }
        return out;
    }

    private static Pooled pooled(CSVRecord r, String source) throws BadInputException {
        try {
            String element = r.get("element");
            RowKey key = new RowKey(r.get("scenario"), element.isEmpty() ? null : element, Integer.parseInt(r.get("fields")),
                    Integer.parseInt(r.get("digits")), r.get("direction"));
            double speedup = Double.parseDouble(r.get("speedup"));
            int readerRounds = Integer.parseInt(r.get("reader_rounds"));
            if (!(speedup > 0) || readerRounds < 1) {
                throw new NumberFormatException("speedup " + r.get("speedup") + ", reader_rounds " + r.get("reader_rounds"));
            }
            Consensus.Ratio ratio = new Consensus.Ratio(new Consensus.Key(key, r.get("library")), Math.log(speedup),
                    number(r.get("pooled_variance")), Integer.parseInt(r.get("runs")), number(r.get("between_variance")),
                    number(r.get("round_variance")), number(r.get("df_between")), number(r.get("df_within")));
            Bytes bytes = r.isMapped("bytes") ? new Bytes(size(r.get("bytes")), size(r.get("deflated_bytes")),
                    size(r.get("baseline_bytes"))) : Bytes.UNKNOWN;
            return new Pooled(r.get("host_family"), speedup, readerRounds, ratio, bytes);
        } catch (NumberFormatException e) {
            throw new BadInputException(source + " line " + r.getRecordNumber() + ": not a number: " + e.getMessage());
        }
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
                                k.digits(), k.direction(), c.key().library(), h.rounds(), Fmt.csv(Math.exp(c.y())),
                                Fmt.csv(c.printed().low()), Fmt.csv(c.printed().high()), c.insidePrinted(), Fmt.csv(c.own().low()),
                                Fmt.csv(c.own().high()), c.insideOwn(), c.fittedRuns());
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

    private static double size(String cell) {
        return cell.isEmpty() ? Double.NaN : Double.parseDouble(cell);
    }

    private static String size(double bytes) {
        return Double.isFinite(bytes) ? Fmt.csv(bytes) : "";
    }

    private static String df(double df) {
        return Double.isFinite(df) ? Fmt.csv(df) : "inf";
    }

    /** A figure as {@link #render} prints it: empty for none (NaN), "inf" for an infinite df. */
    private static double number(String v) {
        return v.isEmpty() ? Double.NaN : v.equals("inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(v);
    }
}

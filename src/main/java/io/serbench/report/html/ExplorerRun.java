package io.serbench.report.html;

import io.serbench.model.Shape;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.runfolder.BadInputException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One run as the explorer shows it: its results.csv rows (the reporter's own figures, to the digit),
 * its service.csv rows (service conditions, apart from the matrix) and the few environment facts a
 * reader tells runs apart by.
 *
 * @param name         short id for permalinks (a folder name)
 * @param facts        environment facts in display order (JDK, CPU, date, rounds measured, preset)
 * @param rows         every results.csv row
 * @param service      every service.csv row
 * @param readerRounds for a consensus ({@link ExplorerConsensus}), the rounds of the reader's
 *                     rerun its consensus.csv interval is for; 0 for a run
 */
public record ExplorerRun(String name, Map<String, String> facts, List<Row> rows, List<ServiceRow> service, int readerRounds) {

    /** The environment keys shown for a run, in order, with their labels. */
    static final Map<String, String> FACT_KEYS = factKeys();

    private static Map<String, String> factKeys() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("java.version", "JDK");
        m.put("java.vendor", "vendor");
        m.put("cpu.model", "CPU");
        m.put("cpu.cores", "cores");
        m.put("date", "date");
        m.put("rounds", "rounds");
        m.put("preset", "preset");
        return m;
    }

    /**
     * One results.csv row.
     *
     * @param key           the cell and direction
     * @param baseline      the baseline's own row (its speedup is 1 by definition)
     * @param hostSensitive hosts disagree on this ratio beyond their intervals (a results.csv
     *                      {@code host_sensitive} column, when the reporter writes one)
     * @param rerunLow      the rerun 95% interval (where an independent rerun lands), NaN when the
     *                      run has none
     * @param rerunByRounds a consensus's rerun 95% interval for a reader's rerun of 1, 2, …
     *                      rounds, in that order; empty for a run's row
     */
    public record Row(RowKey key, String library, boolean baseline, int rounds, double speedup, double ciLow, double ciHigh,
                      double ciDf, boolean lossy, double nsOp, double bytes, double deflated, double allocBytesOp,
                      String note, boolean hostSensitive, double rerunLow, double rerunHigh,
                      List<Intervals.Interval> rerunByRounds) {
    }

    /**
     * One service.csv row: a cold-start, warm-up or threads figure of one library in one case.
     *
     * @param key       the case (scenario, fields, digits) and the direction as service.csv names it
     * @param threads   thread count (1 for cold start and warm-up)
     * @param value     the figure in {@code unit}
     * @param ratio     cold start: the baseline's time ÷ the library's; threads: scaling efficiency; else NaN
     */
    public record ServiceRow(String measure, RowKey key, String library, int threads, int forks, double value, String unit,
                             double ratio, double ratioLow, double ratioHigh, String note) {
    }

    /** Column the multi-host reporter may add to results.csv; read when present. */
    static final String HOST_SENSITIVE = "host_sensitive";

    /**
     * Reads a results.csv text.
     *
     * @param source for messages: where the text came from
     */
    public static ExplorerRun parse(String name, String csv, Map<String, String> environment, String source)
            throws BadInputException {
        return parse(name, csv, null, environment, source);
    }

    /**
     * Reads a results.csv text and a service.csv text, either of them null (not both).
     *
     * @param source for messages: where the texts came from
     */
    public static ExplorerRun parse(String name, String csv, String serviceCsv, Map<String, String> environment, String source)
            throws BadInputException {
        List<Row> rows = csv == null ? List.of() : rows(csv, source);
        List<ServiceRow> service = serviceCsv == null ? List.of() : service(serviceCsv, source);
        if (rows.isEmpty() && service.isEmpty()) {
            throw new BadInputException(source + ": no results");
        }
        int measured = rows.stream().mapToInt(Row::rounds).max().orElse(0);
        Map<String, String> shown = new LinkedHashMap<>();
        FACT_KEYS.forEach((key, label) -> {
            String v = environment.get(key);
            if (key.equals("rounds")) {
                // the rounds the results hold: environment.properties says the rounds planned until the run ends
                v = measured > 0 ? String.valueOf(measured) : null;
            } else if (key.equals("preset") && v != null) {
                v = presetLabel(v.trim(), measured);
            }
            if (v != null && !v.isBlank()) {
                shown.put(label, v.trim());
            }
        });
        return new ExplorerRun(name, shown, List.copyOf(rows), List.copyOf(service), 0);
    }

    /** "default: 3 round(s), fork 1, …" as the engine describes a preset. */
    private static final Pattern PRESET = Pattern.compile("([^:]+): (\\d+) round\\(s\\), (.*)", Pattern.DOTALL);

    /**
     * The preset as environment.properties describes it, its planned rounds beside the rounds
     * measured when a run set its own count (-Dbench.rounds), so the label never contradicts the
     * rounds shown: "default (3 rounds planned, 2 measured): fork 1, warmup …".
     */
    static String presetLabel(String preset, int measured) {
        Matcher m = PRESET.matcher(preset);
        if (!m.matches() || measured <= 0 || Integer.parseInt(m.group(2)) == measured) {
            return preset;
        }
        return m.group(1) + " (" + m.group(2) + " rounds planned, " + measured + " measured): " + m.group(3);
    }

    private static List<Row> rows(String csv, String source) throws BadInputException {
        List<Row> rows = new ArrayList<>();
        try (CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(new StringReader(csv))) {
            for (String column : List.of("scenario", "element", "fields", "direction", "library", "speedup", "ns_op")) {
                if (!p.getHeaderMap().containsKey(column)) {
                    throw new BadInputException(source + ": not a results.csv (no '" + column + "' column)");
                }
            }
            for (CSVRecord r : p) {
                rows.add(row(r, source));
            }
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            throw new BadInputException(source + ": " + e.getMessage());
        }
        return rows;
    }

    private static List<ServiceRow> service(String csv, String source) throws BadInputException {
        List<ServiceRow> rows = new ArrayList<>();
        try (CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(new StringReader(csv))) {
            for (String column : List.of("measure", "scenario", "fields", "direction", "library", "threads", "value", "ratio")) {
                if (!p.getHeaderMap().containsKey(column)) {
                    throw new BadInputException(source + ": not a service.csv (no '" + column + "' column)");
                }
            }
            for (CSVRecord r : p) {
                try {
                    String fields = r.get("fields");
                    String digits = text(r, "digits");
                    RowKey key = new RowKey(r.get("scenario"), null, fields.isEmpty() ? 1 : Integer.parseInt(fields),
                            digits.isEmpty() ? Shape.FULL_DIGITS : Integer.parseInt(digits), r.get("direction"));
                    rows.add(new ServiceRow(r.get("measure"), key, r.get("library"), Integer.parseInt(r.get("threads")),
                            (int) number(r, "forks"), number(r, "value"), text(r, "unit"), number(r, "ratio"),
                            number(r, "ratio_low"), number(r, "ratio_high"), text(r, "note")));
                } catch (NumberFormatException e) {
                    throw new BadInputException(source + " (service) line " + r.getRecordNumber() + ": not a number: " + e.getMessage());
                }
            }
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            throw new BadInputException(source + ": " + e.getMessage());
        }
        return rows;
    }

    private static Row row(CSVRecord r, String source) throws BadInputException {
        try {
            String element = r.get("element");
            String digits = r.isMapped("digits") ? r.get("digits") : "";
            RowKey key = new RowKey(r.get("scenario"), element.isEmpty() ? null : element, Integer.parseInt(r.get("fields")),
                    digits.isEmpty() ? Shape.FULL_DIGITS : Integer.parseInt(digits), r.get("direction"));
            String note = text(r, "note");
            return new Row(key, r.get("library"), note.startsWith("baseline"), (int) number(r, "rounds"),
                    number(r, "speedup"), number(r, "ci_low"), number(r, "ci_high"), number(r, "ci_df"),
                    Boolean.parseBoolean(text(r, "lossy")), number(r, "ns_op"), number(r, "bytes"),
                    number(r, "deflated_bytes"), number(r, "alloc_b_op"), note, Boolean.parseBoolean(text(r, HOST_SENSITIVE)),
                    number(r, "rerun_low"), number(r, "rerun_high"), List.of());
        } catch (NumberFormatException e) {
            throw new BadInputException(source + " line " + r.getRecordNumber() + ": not a number: " + e.getMessage());
        }
    }

    private static String text(CSVRecord r, String column) {
        return r.isMapped(column) ? r.get(column) : "";
    }

    /** A figure, NaN when the column is absent or empty; "inf" for an infinite df. */
    private static double number(CSVRecord r, String column) {
        String v = text(r, column).trim();
        return v.isEmpty() ? Double.NaN : v.equals("inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(v);
    }
}

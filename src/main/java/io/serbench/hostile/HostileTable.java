package io.serbench.hostile;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The hostile-input table as data: one line per (row, input) with the outcome, written by
 * {@code HostileInputTest} from the same cells as the table of docs/INPUT-SAFETY.md and
 * {@value HostileReport#DETAILS_PATH}, and checked against every run like them. It is a classpath
 * resource, so the reporter (which runs from the jar, anywhere) reads the published results from
 * it: the suite's one machine-readable copy.
 */
public final class HostileTable {
    /** The classpath resource. */
    public static final String RESOURCE = "/hostile-input.csv";
    /** Where it is committed, relative to the project root. */
    public static final String PATH = "src/main/resources" + RESOURCE;
    static final String[] HEADER = {"library", "hardening", "input", "outcome", "word"};
    /** The file's first line, a comment the parser skips: a tool writes it. */
    static final String NOTICE = "written by HostileInputTest, do not edit: " + HostileReport.REGENERATE;

    /**
     * One cell.
     *
     * @param library   matrix id
     * @param hardening the row's hardening setting, or empty for the library as the suite configures it
     */
    public record Entry(String library, String hardening, HostileInput input, Outcome outcome, String word) {
        public boolean asConfigured() {
            return hardening.isEmpty();
        }
    }

    private final List<Entry> entries;

    private HostileTable(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /** The published table, or an empty one when the resource is missing. */
    public static HostileTable load() {
        try (InputStream in = HostileTable.class.getResourceAsStream(RESOURCE)) {
            return in == null ? new HostileTable(List.of()) : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static HostileTable parse(String csv) {
        List<Entry> out = new ArrayList<>();
        try (CSVParser p = CSVFormat.DEFAULT.builder().setCommentMarker('#').setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(csv))) {
            for (CSVRecord r : p) {
                out.add(new Entry(r.get("library"), r.get("hardening"), HostileInput.ofId(r.get("input")),
                        Outcome.valueOf(r.get("outcome").toUpperCase(java.util.Locale.ROOT)), r.get("word")));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new HostileTable(out);
    }

    /** The CSV of a run's cells, rows in table order, inputs in column order. */
    static String render(Map<HostileRows.Row, Map<HostileInput, HostileResult>> cells) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setCommentMarker('#').setHeaderComments(NOTICE)
                .setHeader(HEADER).setRecordSeparator("\n").build())) {
            for (Map.Entry<HostileRows.Row, Map<HostileInput, HostileResult>> row : cells.entrySet()) {
                HostileRows.Row r = row.getKey();
                for (HostileInput in : HostileInput.values()) {
                    HostileResult c = row.getValue().get(in);
                    csv.printRecord(r.library().id(), r.kind() == HostileRows.Kind.AS_CONFIGURED ? "" : r.setting(), in.id(),
                            c.outcome().id(), c.word());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public List<Entry> entries() {
        return entries;
    }

    /** True when the library, as the suite configures it, was given the hostile inputs. */
    public boolean tested(String library) {
        return entries.stream().anyMatch(e -> e.library().equals(library) && e.asConfigured());
    }

    /** The inputs that took down the library as configured (out of memory, stack overflow, timeout, crash, Error). */
    public List<Entry> failures(String library) {
        return entries.stream().filter(e -> e.library().equals(library) && e.asConfigured() && e.outcome().isFailure()).toList();
    }
}

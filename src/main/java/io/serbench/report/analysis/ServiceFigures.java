package io.serbench.report.analysis;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.data.ServiceResults.Case;
import io.serbench.report.data.ServiceResults.Key;
import io.serbench.report.data.ServiceResults;
import io.serbench.report.stats.ServiceStats;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The service-conditions figures one per line, for service.csv, the explorer's and the heatmap's
 * "cold" and "threads" columns: cold start (time to the first encode, and to the first encode and
 * decode, with the baseline's time ÷ the library's), warm-up to within 10% of steady state, and
 * throughput at each thread count with the scaling efficiency. The arithmetic is
 * {@link ServiceStats}'; the summary's sections ({@code ServiceSection}) print the same figures.
 */
public final class ServiceFigures {
    public static final String FILE_NAME = "service.csv";
    public static final String[] HEADER = {"measure", "scenario", "fields", "digits", "direction", "library", "threads", "forks",
            "value", "unit", "ratio", "ratio_low", "ratio_high", "note"};

    public static final String COLD = "cold";
    public static final String WARMUP = "warmup";
    public static final String THREADS = "threads";
    public static final String THREADS_OWN = "threads-own-codec";
    /** Cold start's two directions: the first encode, and the first encode and decode both done. */
    public static final String FIRST_ENCODE = "encode";
    public static final String FIRST_ROUND_TRIP = "encode+decode";

    /**
     * One figure. {@code ratio}: for cold start the baseline's time ÷ the library's (above 1: the
     * library is ready sooner); for threads at N ≥ 2 the scaling efficiency N-thread ops/s ÷ (N ×
     * 1-thread ops/s); absent (NaN) otherwise.
     */
    public record Figure(String measure, Case c, String direction, String library, int threads, int forks, double value, String unit,
                  ServiceStats.Ratio ratio, String note) {
        boolean hasRatio() {
            return ratio != null;
        }
    }

    private final String baseline;
    private final List<Figure> figures = new ArrayList<>();

    private ServiceFigures(String baseline) {
        this.baseline = baseline;
    }

    public static ServiceFigures of(ServiceResults r) {
        ServiceFigures f = new ServiceFigures(SupportMatrix.BASELINE);
        f.cold(r);
        f.warmup(r);
        f.threads(r, "", THREADS);
        f.threads(r, "OwnCodec", THREADS_OWN);
        return f;
    }

    public boolean isEmpty() {
        return figures.isEmpty();
    }

    List<Figure> all() {
        return figures;
    }

    /** The figure of one measure ({@link #COLD}, {@link #THREADS}, ...), case, direction, library and thread count, or null. */
    public Figure figure(String measure, Case c, String direction, String library, int threads) {
        return figures.stream().filter(f -> f.measure().equals(measure) && f.c() == c && f.direction().equals(direction)
                && f.library().equals(library) && f.threads() == threads).findFirst().orElse(null);
    }

    /**
     * The cost of the thread-safe setup itself: its 1-thread ops/s ÷ those of the library's own
     * single-thread codec, or null without both. Not a line of service.csv; the summary prints it.
     */
    public static ServiceStats.Ratio setupOverOwn(ServiceResults r, Case c, String direction, String library) {
        List<Double> shared = r.opsPerSecond.get(new Key(c, direction, library, 1));
        List<Double> own = r.opsPerSecond.get(new Key(c, direction + "OwnCodec", library, 1));
        return shared == null || own == null ? null : ServiceStats.ratio(shared, own, 1);
    }

    private void cold(ServiceResults r) {
        for (Case c : Case.values()) {
            for (String lib : libraries(r.coldMicros.keySet(), c)) {
                for (String[] m : new String[][]{{"firstEncode", FIRST_ENCODE}, {"firstRoundTrip", FIRST_ROUND_TRIP}}) {
                    List<Double> micros = r.coldMicros.get(new Key(c, m[0], lib, 1));
                    if (micros == null) {
                        continue;
                    }
                    List<Double> base = r.coldMicros.get(new Key(c, m[0], baseline, 1));
                    figures.add(new Figure(COLD, c, m[1], lib, 1, micros.size(), ServiceStats.geometricMean(micros) / 1e3, "ms",
                            base == null ? null : ServiceStats.ratio(base, micros, 1), ""));
                }
            }
        }
    }

    private void warmup(ServiceResults r) {
        for (Case c : Case.values()) {
            for (String lib : libraries(r.curves.keySet(), c)) {
                for (String dir : List.of("encode", "decode")) {
                    Key k = new Key(c, dir, lib, 1);
                    if (!r.curves.containsKey(k)) {
                        continue;
                    }
                    ServiceStats.WarmSummary w = ServiceStats.warmSummary(r, k);
                    figures.add(new Figure(WARMUP, c, dir, lib, 1, w.forks(), w.millis(), "ms", null,
                            "settled in " + w.settled() + " of " + w.forks() + " forks"
                                    + (w.settled() > 0 ? String.format(Locale.ROOT, "; %.0f ops before", w.ops()) : "")));
                }
            }
        }
    }

    private void threads(ServiceResults r, String suffix, String measure) {
        Set<Integer> counts = new TreeSet<>();
        r.opsPerSecond.keySet().forEach(k -> counts.add(k.threads()));
        for (Case c : Case.values()) {
            for (String lib : libraries(r.opsPerSecond.keySet(), c)) {
                for (String dir : List.of("encode", "decode")) {
                    List<Double> one = r.opsPerSecond.get(new Key(c, dir + suffix, lib, 1));
                    for (int n : counts) {
                        List<Double> many = r.opsPerSecond.get(new Key(c, dir + suffix, lib, n));
                        if (many == null) {
                            continue;
                        }
                        figures.add(new Figure(measure, c, dir, lib, n, many.size(), ServiceStats.geometricMean(many), "ops/s",
                                n == 1 || one == null ? null : ServiceStats.ratio(many, one, n), ""));
                    }
                }
            }
        }
    }

    /** Libraries with a result for the case: the support matrix's order (baseline first), then ids it does not know. */
    public static List<String> libraries(Set<Key> keys, Case c) {
        TreeSet<String> present = new TreeSet<>();
        keys.stream().filter(k -> k.c() == c).forEach(k -> present.add(k.library()));
        List<String> out = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            if (present.remove(l.id())) {
                out.add(l.id());
            }
        }
        out.addAll(present);
        return out;
    }

    /** The case as results.csv names a cell: scenario, fields, digits (blank where the shape has none). */
    public static RowKey cell(Case c, String direction) {
        return c == Case.MEDIA ? new RowKey(Shape.MEDIA.scenario, null, 1, Shape.FULL_DIGITS, direction)
                : new RowKey(Shape.DOUBLE.scenario, null, 10, Shape.FULL_DIGITS, direction);
    }

    public String csv() {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(HEADER).setRecordSeparator("\n").build())) {
            for (Figure f : figures) {
                RowKey k = cell(f.c(), f.direction());
                csv.printRecord(f.measure(), k.scenario(), k.showsFields() ? k.fields() : "", k.showsDigits() ? k.digits() : "",
                        f.direction(), f.library(), f.threads(), f.forks(), Fmt.csv(f.value()), f.unit(),
                        f.hasRatio() ? Fmt.csv(f.ratio().value()) : "", f.hasRatio() ? Fmt.csv(f.ratio().low()) : "",
                        f.hasRatio() ? Fmt.csv(f.ratio().high()) : "", f.note());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    // ---- the heatmap's columns ----

    /** A heatmap column of service figures: cold start to the first round trip, or efficiency at the most threads. */
    public record Column(String measure, Case c, String direction, int threads) {
        public String label() {
            String dir = direction.equals(FIRST_ROUND_TRIP) ? "enc+dec" : direction.equals("encode") ? "enc" : "dec";
            return (measure.equals(COLD) ? "cold " : threads + " threads ") + c.label.replace(" · fields=", " ·") + " " + dir;
        }
    }

    /**
     * Per case: cold start to the first encode and decode (vs the baseline), then the scaling
     * efficiency of encode and decode at the largest thread count measured.
     */
    public List<Column> heatmapColumns() {
        List<Column> out = new ArrayList<>();
        for (Case c : Case.values()) {
            if (figures.stream().anyMatch(f -> f.measure().equals(COLD) && f.c() == c && f.direction().equals(FIRST_ROUND_TRIP)
                    && f.hasRatio())) {
                out.add(new Column(COLD, c, FIRST_ROUND_TRIP, 1));
            }
            int most = figures.stream().filter(f -> f.measure().equals(THREADS) && f.c() == c && f.hasRatio())
                    .mapToInt(Figure::threads).max().orElse(0);
            for (String dir : List.of("encode", "decode")) {
                if (most >= 2 && figures.stream().anyMatch(f -> f.measure().equals(THREADS) && f.c() == c && f.threads() == most
                        && f.direction().equals(dir) && f.hasRatio())) {
                    out.add(new Column(THREADS, c, dir, most));
                }
            }
        }
        return out;
    }

    /** The figure a column shows for a library, or null. */
    public Figure get(Column col, String library) {
        return figures.stream().filter(f -> f.measure().equals(col.measure()) && f.c() == col.c()
                && f.direction().equals(col.direction()) && f.threads() == col.threads() && f.library().equals(library)
                && f.hasRatio()).findFirst().orElse(null);
    }
}

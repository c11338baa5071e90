package io.serbench.report.analysis;

import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.measure.ForkCheck;
import io.serbench.model.Sweep;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.Measurement;
import io.serbench.report.format.Fmt;
import io.serbench.report.stats.Selection;
import io.serbench.report.stats.Stats;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sweeps: how one cost grows with one size (docs/METHODOLOGY.md, "Sweeps"). Sweep results are
 * never ratios to the baseline; per (sweep, direction, library, size) each round's result is
 * chosen as for any library ({@link Selection}: the last steady fork counts, else the last one),
 * and the figure is the median over rounds. Then, per (sweep, direction, library), a straight
 * line is fitted to ln(ns/op) against ln(size) by least squares: its slope is the exponent of the
 * growth (1 = linear, 0 = constant). The 95% interval of a slope is from the fit's residuals:
 * b ± t(0.975, n − 2) · √(s² / Sxx), s² = Σ residual² / (n − 2), over the n sizes the fit used.
 * It says how far the points stray from one straight line (curvature as much as noise), not how
 * much a slope moves between rounds; it is unknown with fewer than 3 sizes.
 */
public final class Sweeps {
    public static final String CSV_NAME = "sweeps.csv";
    static final String[] CSV_HEADER = {"sweep", "direction", "library", "size", "ns_op", "rounds"};

    /** "Near 1" for the copy-bound and grows-with-length claims: slope within [0.8, 1.2]. */
    static final double LINEAR_LOW = 0.8;
    static final double LINEAR_HIGH = 1.2;
    /** "Near 0" for the stays-constant claim: |slope| below 0.2. */
    static final double CONSTANT_BELOW = 0.2;

    /** One size of one line: median ns/op over the rounds that measured it. */
    public record Point(int size, double nsOp, int rounds) {
    }

    /** A least-squares slope of ln ns on ln size, its 95% interval (NaN when unknown) and the sizes used. */
    public record Fit(double slope, double low, double high, int points) {
        static final Fit NONE = new Fit(Double.NaN, Double.NaN, Double.NaN, 0);

        boolean known() {
            return !Double.isNaN(slope);
        }

        public boolean hasCi() {
            return !Double.isNaN(low) && !Double.isNaN(high);
        }
    }

    /**
     * One curve: a library in one direction of one sweep.
     *
     * @param all   slope over every measured size
     * @param upper slope over the upper half: the sizes from the median size up (4 of 7, 4 of 6)
     */
    public record Line(Sweep sweep, String direction, String library, List<Point> points, Fit all, Fit upper) {
        public String name() {
            return library + " " + direction;
        }

        /** ns/op at the largest size ÷ at the smallest. */
        public double growth() {
            return points.get(points.size() - 1).nsOp() / points.get(0).nsOp();
        }
    }

    /**
     * What the sweep says about the article's claim.
     *
     * @param holds true or false when decided, null when there is no claim or too little data
     * @param text  the generated line
     */
    public record Claim(Boolean holds, String text) {
    }

    private final Map<Sweep, List<Line>> lines;
    private final Map<String, Library> matrix;

    private Sweeps(Map<Sweep, List<Line>> lines, Map<String, Library> matrix) {
        this.lines = lines;
        this.matrix = matrix;
    }

    /**
     * @param matrix libraries in matrix order: the order of the lines, and which ids are JSON
     */
    public static Sweeps of(List<JmhRun> runs, List<Library> matrix) {
        Map<String, Library> byId = new LinkedHashMap<>();
        matrix.forEach(l -> byId.put(l.id(), l));
        // sweep -> direction -> library -> size -> round -> results in execution order
        Map<Sweep, Map<String, Map<String, Map<Integer, Map<Integer, List<Measurement>>>>>> all = new EnumMap<>(Sweep.class);
        for (JmhRun run : runs) {
            for (JmhRun.SweepPoint p : run.sweeps()) {
                all.computeIfAbsent(p.sweep(), k -> new TreeMap<>(Comparator.comparingInt(Sweeps::directionRank)
                                .thenComparing(Comparator.naturalOrder())))
                        .computeIfAbsent(p.m().row().direction(), k -> new TreeMap<>(libraryOrder(byId)))
                        .computeIfAbsent(p.m().library(), k -> new TreeMap<>())
                        .computeIfAbsent(p.size(), k -> new TreeMap<>())
                        .computeIfAbsent(p.m().round(), k -> new ArrayList<>()).add(p.m());
            }
        }
        Map<Sweep, List<Line>> lines = new EnumMap<>(Sweep.class);
        all.forEach((sweep, byDirection) -> byDirection.forEach((direction, byLibrary) -> byLibrary.forEach((lib, bySize) -> {
            List<Point> points = new ArrayList<>();
            bySize.forEach((size, byRound) -> {
                List<Double> ns = new ArrayList<>();
                byRound.values().forEach(results -> ns.add(counted(results).nsPerOp()));
                points.add(new Point(size, Stats.median(ns), ns.size()));
            });
            lines.computeIfAbsent(sweep, k -> new ArrayList<>())
                    .add(new Line(sweep, direction, lib, List.copyOf(points), fit(points), fit(upperHalf(points))));
        })));
        return new Sweeps(lines, byId);
    }

    private static int directionRank(String direction) {
        return direction.equals("encode") ? 0 : direction.equals("decode") ? 1 : 2;
    }

    /** A library's family as the matrix declares it, or null. */
    public io.serbench.codec.Family family(String id) {
        Library l = matrix.get(id);
        return l == null ? null : l.family();
    }

    /** Matrix order, then ids the matrix does not know, alphabetically. */
    private static Comparator<String> libraryOrder(Map<String, Library> matrix) {
        List<String> ids = new ArrayList<>(matrix.keySet());
        return Comparator.comparingInt((String id) -> ids.contains(id) ? ids.indexOf(id) : ids.size())
                .thenComparing(Comparator.naturalOrder());
    }

    /** The result that counts in one round: the last steady one, else the last (as {@link Selection} picks). */
    private static Measurement counted(List<Measurement> results) {
        List<Measurement> sorted = new ArrayList<>(results);
        sorted.sort(Comparator.comparingInt(Measurement::index));
        Measurement counted = sorted.get(sorted.size() - 1);
        for (Measurement m : sorted) {
            if (ForkCheck.isSteady(m.forks())) {
                counted = m;
            }
        }
        return counted;
    }

    /** The sizes from the median size up: index ⌊(n − 1)/2⌋ to the end. */
    public static List<Point> upperHalf(List<Point> points) {
        return points.subList((points.size() - 1) / 2, points.size());
    }

    /** Least squares of ln ns on ln size; the interval from the residuals (see the class comment). */
    public static Fit fit(List<Point> points) {
        int n = points.size();
        if (n < 2) {
            return Fit.NONE;
        }
        double[] x = new double[n];
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = Math.log(points.get(i).size());
            y[i] = Math.log(points.get(i).nsOp());
        }
        double mx = Stats.mean(x);
        double my = Stats.mean(y);
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < n; i++) {
            sxx += (x[i] - mx) * (x[i] - mx);
            sxy += (x[i] - mx) * (y[i] - my);
        }
        if (!(sxx > 0)) {
            return Fit.NONE;
        }
        double b = sxy / sxx;
        if (n < 3) {
            return new Fit(b, Double.NaN, Double.NaN, n);
        }
        double rss = 0;
        for (int i = 0; i < n; i++) {
            double r = y[i] - (my + b * (x[i] - mx));
            rss += r * r;
        }
        double half = Stats.t975(n - 2) * Math.sqrt(rss / (n - 2) / sxx);
        return new Fit(b, b - half, b + half, n);
    }

    public boolean isEmpty() {
        return lines.isEmpty();
    }

    /** Sweeps with results, in {@link Sweep}'s order. */
    public List<Sweep> sweeps() {
        return new ArrayList<>(lines.keySet());
    }

    public List<Line> lines(Sweep sweep) {
        return lines.getOrDefault(sweep, List.of());
    }

    /** The libraries of one sweep, in line order, each once: a library keeps its colour in both directions. */
    public List<String> libraries(Sweep sweep) {
        List<String> out = new ArrayList<>();
        for (Line l : lines(sweep)) {
            if (!out.contains(l.library())) {
                out.add(l.library());
            }
        }
        out.sort(libraryOrder(matrix));
        return out;
    }

    /** Ids that write JSON (standard or a dialect), by the support matrix. */
    boolean isJson(String library) {
        Library l = matrix.get(library);
        return l != null && (l.format() == Format.JSON || l.format() == Format.JSON_DIALECT);
    }

    /** protobuf and its variants (protobuf-bytestring, protobuf-stream). */
    static boolean isProtobuf(String library) {
        return library.equals("protobuf") || library.startsWith("protobuf-");
    }

    static String id(Sweep sweep) {
        return sweep.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static String title(Sweep sweep) {
        return id(sweep).replace('-', ' ');
    }

    public static String fileName(Sweep sweep) {
        return "sweep-" + id(sweep) + ".svg";
    }

    /** The rule each claim is decided by, in words (printed above the sweeps). */
    public static String rules() {
        return "**string length**, the article's \"long strings are copy-bound\": holds when every library's "
                + "upper-half slope, in every direction, lies in [" + LINEAR_LOW + ", " + LINEAR_HIGH + "]. "
                + "**skip size**, the article's \"JSON's skip cost grows with the skipped length while protobuf's "
                + "stays constant\": holds when every JSON library's upper-half slope lies in [" + LINEAR_LOW + ", "
                + LINEAR_HIGH + "] and every protobuf id's is below " + CONSTANT_BELOW + " in absolute value (JSON: "
                + "the support matrix's JSON and JSON-dialect formats; other formats are listed, not judged); it "
                + "cannot be decided without both a JSON and a protobuf result. The upper half is used because at "
                + "small sizes a fixed per-call cost flattens every curve. **list length** and **double digits** "
                + "have no article claim: one line describes them. The rules read the slopes themselves; the "
                + "intervals show how straight each line is.";
    }

    /** The generated line about the article's claim, or the descriptive line of a sweep without one. */
    public Claim claim(Sweep sweep) {
        List<Line> ls = lines(sweep).stream().filter(l -> l.upper().known()).toList();
        if (ls.isEmpty()) {
            return new Claim(null, "Too few sizes per library (2 or more needed) to fit a slope.");
        }
        switch (sweep) {
            case STRING_LENGTH: {
                List<String> off = new ArrayList<>();
                ls.forEach(l -> {
                    if (!linear(l.upper().slope())) {
                        off.add(l.name() + " " + slope(l.upper().slope()));
                    }
                });
                return off.isEmpty()
                        ? new Claim(true, "\"Long strings are copy-bound\" **holds**: every upper-half slope is in ["
                                + LINEAR_LOW + ", " + LINEAR_HIGH + "] (" + range(ls) + ").")
                        : new Claim(false, "\"Long strings are copy-bound\" **does not hold** for " + off.size() + " of "
                                + ls.size() + " curves: " + String.join(", ", off) + " (upper-half slope outside ["
                                + LINEAR_LOW + ", " + LINEAR_HIGH + "]).");
            }
            case SKIP_SIZE: {
                List<Line> json = ls.stream().filter(l -> isJson(l.library())).toList();
                List<Line> proto = ls.stream().filter(l -> isProtobuf(l.library())).toList();
                List<Line> other = ls.stream().filter(l -> !isJson(l.library()) && !isProtobuf(l.library())).toList();
                String others = other.isEmpty() ? "" : " Not judged: " + names(other) + ".";
                String claim = "\"JSON's skip cost grows with the skipped length while protobuf's stays constant\"";
                if (json.isEmpty() || proto.isEmpty()) {
                    return new Claim(null, claim + " **cannot be decided**: no " + (json.isEmpty() ? "JSON" : "protobuf")
                            + " library in these sweep results." + others);
                }
                List<String> off = new ArrayList<>();
                json.forEach(l -> {
                    if (!linear(l.upper().slope())) {
                        off.add(l.name() + " " + slope(l.upper().slope()) + " (JSON, not in [" + LINEAR_LOW + ", "
                                + LINEAR_HIGH + "])");
                    }
                });
                proto.forEach(l -> {
                    if (!(Math.abs(l.upper().slope()) < CONSTANT_BELOW)) {
                        off.add(l.name() + " " + slope(l.upper().slope()) + " (protobuf, not below " + CONSTANT_BELOW + ")");
                    }
                });
                String slopes = " JSON: " + names(json) + "; protobuf: " + names(proto) + ".";
                return off.isEmpty()
                        ? new Claim(true, claim + " **holds**." + slopes + others)
                        : new Claim(false, claim + " **does not hold**: " + String.join(", ", off) + "." + slopes + others);
            }
            default: {
                Line least = ls.get(0);
                Line most = ls.get(0);
                for (Line l : ls) {
                    least = l.growth() < least.growth() ? l : least;
                    most = l.growth() > most.growth() ? l : most;
                }
                return new Claim(null, "No article claim. Upper-half slopes " + range(ls) + "; from "
                        + sizeText(least.points().get(0).size()) + " to "
                        + sizeText(least.points().get(least.points().size() - 1).size()) + " " + sweep.axis
                        + ", ns/op grows least for " + least.name() + " (" + Fmt.ratio(least.growth()) + "×) and most for "
                        + most.name() + " (" + Fmt.ratio(most.growth()) + "×).");
            }
        }
    }

    private static boolean linear(double slope) {
        return slope >= LINEAR_LOW && slope <= LINEAR_HIGH;
    }

    private static String range(List<Line> ls) {
        Line lo = ls.get(0);
        Line hi = ls.get(0);
        for (Line l : ls) {
            lo = l.upper().slope() < lo.upper().slope() ? l : lo;
            hi = l.upper().slope() > hi.upper().slope() ? l : hi;
        }
        return lo == hi ? slope(lo.upper().slope()) + " (" + lo.name() + ")"
                : "from " + slope(lo.upper().slope()) + " (" + lo.name() + ") to " + slope(hi.upper().slope()) + " (" + hi.name() + ")";
    }

    private static String names(List<Line> ls) {
        List<String> out = new ArrayList<>();
        ls.forEach(l -> out.add(l.name() + " " + slope(l.upper().slope())));
        return String.join(", ", out);
    }

    public static String slope(double s) {
        return Double.isNaN(s) ? Fmt.MISSING : String.format(Locale.ROOT, "%.2f", s);
    }

    public static String fit(Fit f) {
        if (!f.known()) {
            return Fmt.MISSING;
        }
        return slope(f.slope()) + " " + (f.hasCi() ? Fmt.interval(f.low(), f.high(), Sweeps::slope) : Fmt.NO_INTERVAL);
    }

    /** Sizes as the axis and tables print them: 32,768. */
    public static String sizeText(int size) {
        return String.format(Locale.ROOT, "%,d", size);
    }

    /** sweeps.csv: one row per (sweep, direction, library, size). */
    public String csv() {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(CSV_HEADER).setRecordSeparator("\n").build())) {
            for (Sweep s : sweeps()) {
                for (Line l : lines(s)) {
                    for (Point p : l.points()) {
                        csv.printRecord(id(s), l.direction(), l.library(), p.size(), Fmt.csv(p.nsOp()), p.rounds());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}

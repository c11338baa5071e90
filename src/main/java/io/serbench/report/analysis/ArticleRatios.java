package io.serbench.report.analysis;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.EarlierRatioVerdict;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The 2017 article's relative-to-Jackson figures (classpath resource), mapped onto today's
 * row keys and library ids.
 */
public final class ArticleRatios {
    public static final String RESOURCE = "/reference/article-2017-relative-to-jackson.csv";

    /**
     * A header line of the form "scenario,fields,direction,library prints X ... trust the ns column"
     * names a printed ratio that disagrees with its own ns figures.
     */
    private static final Pattern WRONG_RATIO = Pattern.compile(
            "([A-Za-z]+),(\\d*),(encode|decode),([\\w-]+) prints [0-9.]+.*trust the ns column");

    /**
     * The article's doubles had 8 significant digits (31.415926): its double rows are today's
     * digits=8 cells, never the full-precision ones.
     */
    static final int ARTICLE_DIGITS = 8;

    /** Article rows with no fields value; at fields=1 these shapes match the article's (docs/METHODOLOGY.md, "Scenarios"). */
    private static final Map<String, RowKey> UNSIZED = Map.of(
            "intList", new RowKey("list", "int", 1, ""),
            "doubleArray", new RowKey("list", "double", 1, ARTICLE_DIGITS, ""),
            "objectList", new RowKey("list", "object", 1, ""),
            "skip", new RowKey("skip", null, 1, ""));

    /** The article measured hash field matching under these names; today it is the plain id's default. */
    private static final Map<String, String> RENAMED = Map.of("jsoniter-hash", "jsoniter", "dsljson-hash", "dsljson");

    /**
     * One article figure on today's keys.
     *
     * @param row        today's row key
     * @param library    today's library id
     * @param speedup    the article's ratio (recomputed from ns where the header says it is misprinted)
     * @param recomputed true when the printed ratio was replaced by the ns-based one
     * @param source     the article's own row, e.g. "object,10,decode,jsoniter-hash"
     */
    public record Figure(RowKey row, String library, double speedup, boolean recomputed, String source) {
    }

    private final Map<String, Figure> figures;
    /** Article rows set aside because a renamed row supplies the same cell, for the footnote. */
    private final List<String> superseded;

    private ArticleRatios(Map<String, Figure> figures, List<String> superseded) {
        this.figures = figures;
        this.superseded = superseded;
    }

    public static ArticleRatios load() {
        try (InputStream in = ArticleRatios.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static ArticleRatios parse(String text) throws IOException {
        Set<String> wrong = new HashSet<>();
        StringBuilder body = new StringBuilder();
        for (String line : new BufferedReader(new java.io.StringReader(text)).lines().toList()) {
            if (line.startsWith("#")) {
                Matcher m = WRONG_RATIO.matcher(line);
                while (m.find()) {
                    wrong.add(m.group(1) + "," + m.group(2) + "," + m.group(3) + "," + m.group(4));
                }
            } else if (!line.isBlank()) {
                body.append(line).append('\n');
            }
        }
        List<CSVRecord> records;
        try (CSVParser csv = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new java.io.StringReader(body.toString()))) {
            records = csv.getRecords();
        }
        // the article's Jackson time per (scenario, fields, direction), for recomputing a misprinted ratio
        Map<String, Double> jacksonNs = new HashMap<>();
        for (CSVRecord r : records) {
            if (r.get("library").equals("jackson")) {
                jacksonNs.put(r.get("scenario") + "," + r.get("fields") + "," + r.get("direction"),
                        Double.parseDouble(r.get("ns_per_1000_ops")));
            }
        }
        Map<String, Figure> figures = new LinkedHashMap<>();
        List<String> superseded = new ArrayList<>();
        for (CSVRecord r : records) {
            String library = r.get("library");
            if (library.equals("jackson")) {
                continue;
            }
            String source = r.get("scenario") + "," + r.get("fields") + "," + r.get("direction") + "," + library;
            double speedup = Double.parseDouble(r.get("speedup_vs_jackson"));
            boolean recomputed = wrong.contains(source);
            if (recomputed) {
                speedup = jacksonNs.get(r.get("scenario") + "," + r.get("fields") + "," + r.get("direction"))
                        / Double.parseDouble(r.get("ns_per_1000_ops"));
            }
            RowKey row = rowKey(r.get("scenario"), r.get("fields"), r.get("direction"));
            String today = RENAMED.getOrDefault(library, library);
            Figure f = new Figure(row, today, speedup, recomputed, source);
            String key = key(row, today);
            Figure existing = figures.get(key);
            if (existing == null || RENAMED.containsKey(library)) {
                // a -hash row is the article's measurement of today's default mode, so it wins
                if (existing != null) {
                    superseded.add(existing.source() + " (" + fmt(existing.speedup()) + ") in favour of " + source
                            + " (" + fmt(speedup) + ")");
                }
                figures.put(key, f);
            } else {
                superseded.add(source + " (" + fmt(speedup) + ") in favour of " + existing.source()
                        + " (" + fmt(existing.speedup()) + ")");
            }
        }
        return new ArticleRatios(figures, superseded);
    }

    private static RowKey rowKey(String scenario, String fields, String direction) {
        RowKey unsized = UNSIZED.get(scenario);
        if (fields.isEmpty() && unsized != null) {
            return new RowKey(unsized.scenario(), unsized.element(), unsized.fields(), unsized.digits(), direction);
        }
        return new RowKey(scenario, null, Integer.parseInt(fields),
                scenario.equals("double") ? ARTICLE_DIGITS : io.serbench.model.Shape.FULL_DIGITS, direction);
    }

    private static String key(RowKey row, String library) {
        return row + "/" + library;
    }

    private static String fmt(double d) {
        return String.format(java.util.Locale.ROOT, "%.2f", d);
    }

    public Figure get(RowKey row, String library) {
        return figures.get(key(row, library));
    }

    /** The library every ratio of the article is relative to. */
    public static final String BASELINE = "jackson";

    /** One article figure beside today's row and the verdict of {@link EarlierRatioVerdict#of(double, ResultRow)}. */
    public record Comparison(RowKey row, String library, Figure figure, ResultRow now, EarlierRatioVerdict verdict) {
        /** Short name for charts and readings, e.g. {@code protobuf encode·10} or {@code jsoniter decode·10·8dig}. */
        public String what() {
            return library + " " + row.direction() + "·" + row.fields() + (row.showsDigits() ? "·" + row.digits() + "dig" : "");
        }
    }

    /**
     * Every row both the article and this report measured, in the report's row order, libraries
     * in its column order; none when the report's baseline is not the article's.
     */
    public List<Comparison> compare(Analysis a) {
        List<Comparison> out = new ArrayList<>();
        if (!a.baseline().equals(BASELINE)) {
            return out;
        }
        for (RowKey k : a.cells().keySet()) {
            for (String lib : a.compared()) {
                Figure f = get(k, lib);
                ResultRow r = a.get(k, lib);
                if (f != null && r != null && r.hasSpeedup()) {
                    out.add(new Comparison(k, lib, f, r, EarlierRatioVerdict.of(f.speedup(), r)));
                }
            }
        }
        return out;
    }

    public List<String> superseded() {
        return superseded;
    }

    public List<Figure> recomputed() {
        return figures.values().stream().filter(Figure::recomputed).collect(Collectors.toList());
    }
}

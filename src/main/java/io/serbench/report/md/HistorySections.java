package io.serbench.report.md;

import io.serbench.model.Shape;
import io.serbench.report.data.JvmSerializersMedia;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.format.Markdown;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.ArticleRatios;
import io.serbench.report.stats.EarlierRatioVerdict;
import io.serbench.report.svg.Dumbbell;
import io.serbench.runfolder.SizesTable;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.serbench.report.format.Markdown.cell;
import static io.serbench.report.md.Summary.LOSSY;
import static io.serbench.report.md.Summary.NOT_RUN;

/** SUMMARY.md against the published past: the 2017 article and jvm-serializers' 2011 media tables. */
final class HistorySections {
    private final StringBuilder md;
    private final Analysis a;
    private final ArticleRatios article;
    private final JvmSerializersMedia jvmSerializersMedia;
    private final SizesTable sizes;

    HistorySections(StringBuilder md, Analysis a, ArticleRatios article, JvmSerializersMedia jvmSerializersMedia, SizesTable sizes) {
        this.md = md;
        this.a = a;
        this.article = article;
        this.jvmSerializersMedia = jvmSerializersMedia;
        this.sizes = sizes;
    }

    void versus2017() {
        md.append("## 2017 vs now\n\n");
        md.append("The article (JDK 8, 2017) against this run, for every row both measured. The article's rows "
                + "without a size are mapped to fields=1 (intList → list(int), doubleArray → list(double), "
                + "objectList → list(object), skip); its 10-int/10-double rows are fields=10; its doubles had 8 "
                + "significant digits, so its double rows are compared with digits=8; its jsoniter-hash and "
                + "dsljson-hash rows are today's jsoniter and dsljson.\n\n");
        if (!a.baseline().equals(ArticleRatios.BASELINE)) {
            md.append("The article's ratios are against ").append(ArticleRatios.BASELINE).append("; this report's baseline is `")
                    .append(a.baseline()).append("`, so no row is comparable.\n\n");
            return;
        }
        Map<RowKey.ChartKey, List<Compared>> byChart = new LinkedHashMap<>();
        StringBuilder table = new StringBuilder("| scenario | fields | direction | library | 2017 | now [95% CI] | reading |\n"
                + "|---|---:|---|---|---:|---:|---|\n");
        List<ArticleRatios.Comparison> comparisons = article.compare(a);
        int rows = comparisons.size();
        for (ArticleRatios.Comparison c : comparisons) {
            RowKey k = c.row();
            ResultRow r = c.now();
            ArticleRatios.Figure f = c.figure();
            table.append("| ").append(k.scenarioLabel()).append(" | ").append(k.fieldsLabel()).append(" | ").append(k.direction())
                    .append(" | ").append(c.library()).append(r.lossy() ? " " + LOSSY : "").append(" | ")
                    .append(Fmt.speedup(f.speedup())).append(f.recomputed() ? "*" : "").append(" | ")
                    .append(LibraryTables.speedupWithCi(a, r)).append(" | ").append(c.verdict().text).append(" |\n");
            byChart.computeIfAbsent(k.chart(), x -> new ArrayList<>()).add(new Compared(c.what(),
                    Fmt.speedup(f.speedup()), (r.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(r.speedup()), c.verdict()));
        }
        if (rows == 0) {
            md.append("No row of these results matches one of the article's.\n\n");
            return;
        }
        md.append(EarlierRatioVerdict.legend("2017")).append('\n');
        md.append("[![2017 vs now: each compared ratio then and now, coloured by its reading](").append(Dumbbell.FILE_NAME)
                .append(")](").append(Dumbbell.FILE_NAME).append(")\n\n");
        md.append("### Reading per scenario\n\n");
        List<RowKey.ChartKey> charts = new ArrayList<>(byChart.keySet());
        charts.sort(RowKey.ChartKey.ORDER);
        StringBuilder readings = new StringBuilder();
        for (RowKey.ChartKey chart : charts) {
            readings.append("- ").append(reading(chart, byChart.get(chart))).append('\n');
        }
        // a block, so docs/RESULTS.md quotes the readings of the run it cites rather than retyping them
        md.append(Markdown.wrapBlock("reading-2017", readings.toString()));
        md.append("### Row by row\n\n").append(table).append('\n');
        if (!article.recomputed().isEmpty()) {
            md.append("\\* the article printed a ratio its own ns figures contradict; shown recomputed from its ns column: ");
            List<String> parts = new ArrayList<>();
            article.recomputed().forEach(f -> parts.add("`" + f.source() + "`"));
            md.append(String.join(", ", parts)).append(".  \n");
        }
        if (!article.superseded().isEmpty()) {
            md.append("Article rows set aside because another row of the article measured the same cell: ")
                    .append(cell(String.join("; ", article.superseded()))).append(".\n");
        }
        md.append('\n');
    }

    /** One row of "2017 vs now", as the per-scenario reading names it. */
    private record Compared(String what, String then, String now, EarlierRatioVerdict verdict) {
    }

    /** One generated line: how many rows hold, and which flipped or lost their difference. */
    private String reading(RowKey.ChartKey chart, List<Compared> rows) {
        return reading(chart.label(), "2017", rows);
    }

    private static String reading(String label, String year, List<Compared> rows) {
        int holds = 0;
        Map<EarlierRatioVerdict, List<String>> named = new LinkedHashMap<>();
        for (EarlierRatioVerdict v : EarlierRatioVerdict.values()) {
            if (v != EarlierRatioVerdict.HOLDS) {
                named.put(v, new ArrayList<>());
            }
        }
        for (Compared r : rows) {
            if (r.verdict() == EarlierRatioVerdict.HOLDS) {
                holds++;
            }
            if (named.containsKey(r.verdict())) {
                named.get(r.verdict()).add(r.what() + " (" + r.then() + " → " + r.now() + ")");
            }
        }
        StringBuilder s = new StringBuilder("**").append(label).append("**: the ").append(year).append(" ratio holds in ")
                .append(holds).append(" of ").append(rows.size()).append(" rows");
        Set<String> parts = new LinkedHashSet<>();
        for (Map.Entry<EarlierRatioVerdict, List<String>> e : named.entrySet()) {
            if (!e.getValue().isEmpty()) {
                parts.add(e.getKey().text + ": " + String.join(", ", e.getValue()));
            }
        }
        if (!parts.isEmpty()) {
            s.append("; ").append(String.join("; ", parts));
        }
        return s.append('.').toString();
    }

    /** The media scenario against jvm-serializers' 2011 MediaContent tables: ratios and bytes, never ns. */
    void versus2011() {
        RowKey encode = null;
        RowKey decode = null;
        for (RowKey k : a.cells().keySet()) {
            if (k.scenario().equals("media") && k.element() == null) {
                if (k.direction().equals("encode")) {
                    encode = k;
                } else if (k.direction().equals("decode")) {
                    decode = k;
                }
            }
        }
        if (encode == null && decode == null) {
            return;
        }
        md.append("## 2011 vs now (media)\n\n");
        md.append("[jvm-serializers](https://github.com/eishay/jvm-serializers)' published MediaContent figures of "
                + "2011-01-25 against this run's media scenario, per library "
                + "with a 2011 counterpart. Ratios and bytes are compared, never ns: 2011 ran on another machine "
                + "(Core 2 Quad 2.66GHz) and JVM (Sun JRE 1.6), so its ns measure that setup as much as the libraries; "
                + "a ratio to Jackson measured in the same run cancels the machine and the JVM to first order, and "
                + "bytes on the wire do not depend on either. 2011 ratios are `").append(JvmSerializersMedia.JACKSON_2011)
                .append("` ns ÷ the serializer's ns (2011's `ser`, which includes creating the object, and `+deep`, "
                        + "deserialization with every field read); now: speedup vs ").append(a.baseline())
                .append(" with its 95% interval. Bytes: 2011's size of its standard instance, and ours of the same "
                        + "instance (`standard_bytes` in `sizes.csv`).\n\n");
        if (!a.baseline().equals("jackson")) {
            md.append("The 2011 ratios are against Jackson; this report's baseline is `").append(a.baseline())
                    .append("`, so no ratio is comparable.\n\n");
            return;
        }
        StringBuilder table = new StringBuilder("| library | 2011 serializer | 2011 ser | now encode [95% CI] | reading "
                + "| 2011 deser (deep) | now decode [95% CI] | reading | 2011 bytes | bytes now |\n"
                + "|---|---|---:|---:|---|---:|---:|---|---:|---:|\n");
        List<Compared> compared = new ArrayList<>();
        int rows = 0;
        for (Map.Entry<String, String> e : JvmSerializersMedia.COUNTERPARTS.entrySet()) {
            String lib = e.getKey();
            JvmSerializersMedia.Figure f = jvmSerializersMedia.get(e.getValue());
            ResultRow enc = encode == null ? null : a.get(encode, lib);
            ResultRow dec = decode == null ? null : a.get(decode, lib);
            if (f == null || (enc == null && dec == null)) {
                continue;
            }
            rows++;
            double ser = jvmSerializersMedia.serVsJackson(f);
            double deser = jvmSerializersMedia.deserVsJackson(f);
            table.append("| ").append(lib).append(" | ").append(f.name()).append(" | ")
                    .append(Fmt.speedup(ser)).append(" | ").append(now2011(enc)).append(" | ")
                    .append(reading2011(ser, enc, compared, lib + " encode")).append(" | ")
                    .append(Fmt.speedup(deser)).append(" | ").append(now2011(dec)).append(" | ")
                    .append(reading2011(deser, dec, compared, lib + " decode")).append(" | ")
                    .append(f.size()).append(" | ").append(standardBytes(lib)).append(" |\n");
        }
        if (rows == 0) {
            md.append("No library of these media results has a 2011 counterpart.\n\n");
            return;
        }
        if (!compared.isEmpty()) {
            md.append(EarlierRatioVerdict.legend("2011")).append('\n');
            md.append(Markdown.wrapBlock("reading-2011", "- " + reading("media", "2011", compared) + "\n"));
        }
        md.append(table).append('\n');
        md.append("Counterparts: ");
        List<String> pairs = new ArrayList<>();
        JvmSerializersMedia.COUNTERPARTS.forEach((today, then) -> pairs.add(today + " ↔ " + then));
        md.append(cell(String.join(", ", pairs))).append(". `bytes now` is `-` without a `sizes.csv` that has the "
                + "standard instance.\n\n");
    }

    private String now2011(ResultRow r) {
        return r == null ? NOT_RUN : LibraryTables.speedupWithCi(a, r);
    }

    /** The verdict of one 2011 ratio against today's row, collected for the reading line. */
    private String reading2011(double then, ResultRow now, List<Compared> compared, String what) {
        if (now == null || now.kind() != ResultRow.Kind.LIBRARY || !now.hasSpeedup()) {
            return now != null && now.kind() == ResultRow.Kind.BASELINE ? "baseline" : NOT_RUN;
        }
        EarlierRatioVerdict v = EarlierRatioVerdict.of(then, now);
        compared.add(new Compared(what, Fmt.speedup(then), (now.noDifference() ? Fmt.NO_DIFFERENCE : "")
                + Fmt.speedup(now.speedup()), v));
        return v.text;
    }

    private String standardBytes(String lib) {
        SizesTable.Size size = sizes.get(lib, "media", null, 1, Shape.FULL_DIGITS);
        return size == null || Double.isNaN(size.standardBytes()) ? Fmt.MISSING
                : Long.toString(Math.round(size.standardBytes()));
    }
}

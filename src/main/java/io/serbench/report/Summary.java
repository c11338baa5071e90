package io.serbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/** SUMMARY.md: environment, headline matrix, per-scenario tables with charts, 2017 vs now. */
final class Summary {
    static final String FILE_NAME = "SUMMARY.md";
    static final String NO_DIFFERENCE = "≈";
    static final String LOSSY = "†";
    static final String NOT_RUN = "–";
    static final String NO_BASELINE = "no baseline";

    private final Analysis a;
    private final Environment env;
    private final Article2017 article;
    private final SizesTable sizes;
    /** n/a reasons, numbered in order of first use. */
    private final Map<String, Integer> reasons = new LinkedHashMap<>();
    private final StringBuilder md = new StringBuilder();

    private Summary(Analysis a, Environment env, Article2017 article, SizesTable sizes) {
        this.a = a;
        this.env = env;
        this.article = article;
        this.sizes = sizes;
    }

    static String render(Analysis a, Environment env, Article2017 article, SizesTable sizes) {
        return new Summary(a, env, article, sizes).render();
    }

    private String render() {
        md.append("# serbench: speedup vs ").append(a.baseline()).append("\n\n");
        environment();
        howToRead();
        headline();
        perScenario();
        versus2017();
        return md.toString();
    }

    private void environment() {
        md.append("## Environment\n\n| | |\n|---|---|\n");
        for (String[] row : env.header(a)) {
            md.append("| ").append(row[0]).append(" | ").append(cell(row[1])).append(" |\n");
        }
        md.append("| inputs | ");
        List<String> names = new ArrayList<>();
        for (JmhRun run : a.runs()) {
            names.add("round " + (run.round() + 1) + ": `" + run.path().getFileName() + "`");
        }
        md.append(cell(String.join(", ", names))).append(" |\n");
        md.append("| sizes | ").append(sizes.source() == null ? "no " + SizesTable.FILE_NAME + " found: bytes columns say `-`"
                : "`" + sizes.source().getFileName() + "` (mean over the 64 pool inputs)").append(" |\n\n");
    }

    private void howToRead() {
        md.append("## How to read\n\n");
        md.append("- **speedup** = ").append(a.baseline()).append(" ns/op ÷ library ns/op, both from the same round "
                + "(the same input file); higher is faster, 1.00× is parity.\n");
        md.append("- **Combining rounds:** each input file is one round. With 2 or more rounds a cell shows the "
                + "median of its per-round speedups and a 95% percentile-bootstrap interval of that median ("
                + Stats.BOOTSTRAP_RESAMPLES + " resamples, fixed seed " + Stats.BOOTSTRAP_SEED + ", so reruns of the "
                + "reporter print the same numbers). With one round the interval comes from JMH's own errors: its "
                + "99.9% half-width is turned back into a standard error (÷ Student t over forks × iterations) "
                + "and propagated to the ratio by the delta method, ±1.96 SE. ns/op is the median over rounds; "
                + "JMH's ± 99.9% error is shown only for a single round.\n");
        md.append("- This run: most rounds behind a speedup = ").append(a.maxRounds()).append(".\n");
        md.append("- `").append(NO_DIFFERENCE).append("` before a speedup: its 95% interval contains 1.0, "
                + "no measurable difference from ").append(a.baseline()).append(".\n");
        md.append("- `").append(LOSSY).append("` lossy: the library does not round-trip doubles exactly "
                + "(the support matrix's tolerance), so its speed is not like for like.\n");
        md.append("- `n/a` with a footnote: the library does not run that shape, for the reason given. `")
                .append(NOT_RUN).append("`: not in these input files.\n");
        md.append("- `").append(a.harness()).append("` is the harness baseline: the benchmark loop with "
                + "pre-built results. Its ns/op is what every figure includes for free; it is never a speedup.\n");
        md.append("- MB/s = mean bytes on the wire ÷ ns/op × 1000 (decimal MB). Bytes and deflated bytes come "
                + "from `sizes.csv` (zlib, default level, including its 6 framing bytes).\n\n");
    }

    private void headline() {
        md.append("## Headline: speedup vs ").append(a.baseline()).append("\n\n");
        if (!a.baselinePresent()) {
            md.append("**No baseline:** these files have no `").append(a.baseline())
                    .append("` results, so every ratio says `").append(NO_BASELINE).append("`.\n\n");
        }
        List<String> cols = a.compared();
        boolean harness = a.rows().stream().anyMatch(r -> r.kind() == ResultRow.Kind.HARNESS);
        md.append("| scenario | fields | direction |");
        for (String lib : cols) {
            md.append(' ').append(lib).append(a.isLossy(lib) ? " " + LOSSY : "").append(" |");
        }
        md.append(' ').append(a.baseline()).append(" ns/op |");
        if (harness) {
            md.append(" harness ns/op |");
        }
        md.append("\n|---|---:|---|");
        md.append("---:|".repeat(cols.size() + 1 + (harness ? 1 : 0)));
        md.append('\n');
        for (RowKey k : a.cells().keySet()) {
            md.append("| ").append(k.label()).append(" | ").append(k.fields()).append(" | ").append(k.direction()).append(" |");
            for (String lib : cols) {
                md.append(' ').append(headlineCell(k, lib)).append(" |");
            }
            ResultRow base = a.get(k, a.baseline());
            md.append(' ').append(base == null ? NOT_RUN : Fmt.ns(base.nsOp())).append(" |");
            if (harness) {
                ResultRow h = a.get(k, a.harness());
                md.append(' ').append(h == null ? NOT_RUN : Fmt.ns(h.nsOp())).append(" |");
            }
            md.append('\n');
        }
        footnotes();
    }

    private String headlineCell(RowKey k, String lib) {
        ResultRow r = a.get(k, lib);
        if (r != null) {
            if (!r.hasSpeedup()) {
                return NO_BASELINE;
            }
            return (r.noDifference() ? NO_DIFFERENCE : "") + Fmt.speedup(r.speedup()) + (r.lossy() ? " " + LOSSY : "");
        }
        String why = a.whyNot(lib, k.chart());
        return why != null ? "n/a" + mark(why) : NOT_RUN;
    }

    private String mark(String reason) {
        int n = reasons.computeIfAbsent(reason, r -> reasons.size() + 1);
        return superscript(n);
    }

    private static String superscript(int n) {
        String digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
        StringBuilder s = new StringBuilder();
        for (char c : Integer.toString(n).toCharArray()) {
            s.append(digits.charAt(c - '0'));
        }
        return s.toString();
    }

    private void footnotes() {
        md.append('\n');
        for (Map.Entry<String, Integer> e : reasons.entrySet()) {
            md.append(superscript(e.getValue())).append(" n/a: ").append(cell(e.getKey())).append("  \n");
        }
        Set<String> lossy = new TreeSet<>();
        a.compared().stream().filter(a::isLossy).forEach(lossy::add);
        for (String lib : lossy) {
            var l = a.library(lib);
            md.append(LOSSY).append(' ').append(lib).append(" is lossy: doubles round-trip within ")
                    .append(l.tolerance()).append(" (").append(l.note()).append(")  \n");
        }
        md.append('\n');
    }

    private void perScenario() {
        md.append("## Per scenario\n\n");
        Set<RowKey.ChartKey> charts = new TreeSet<>(RowKey.ChartKey.ORDER);
        a.cells().keySet().forEach(k -> charts.add(k.chart()));
        boolean alloc = a.allocMeasured();
        for (RowKey.ChartKey chart : charts) {
            md.append("### ").append(chart.label()).append("\n\n");
            md.append("[![").append(chart.label()).append(": speedup vs ").append(a.baseline()).append("](")
                    .append(chart.fileName()).append(")](").append(chart.fileName()).append(")\n\n");
            for (RowKey k : a.cells().keySet()) {
                if (!k.chart().equals(chart)) {
                    continue;
                }
                md.append("**").append(k.label()).append(" · fields=").append(k.fields()).append(" · ")
                        .append(k.direction()).append("**\n\n");
                md.append("| library | speedup [95% CI] | rounds | ns/op | bytes | deflated | MB/s |")
                        .append(alloc ? " B/op |" : "").append('\n');
                md.append("|---|---:|---:|---:|---:|---:|---:|").append(alloc ? "---:|" : "").append('\n');
                List<String> libs = new ArrayList<>(a.libraries());
                libs.add(a.harness());
                for (String lib : libs) {
                    ResultRow r = a.get(k, lib);
                    if (r == null) {
                        String why = lib.equals(a.harness()) ? null : a.whyNot(lib, chart);
                        if (why != null) {
                            md.append("| ").append(lib).append(" | n/a: ").append(cell(why)).append(" | | | | | |")
                                    .append(alloc ? " |" : "").append('\n');
                        }
                        continue;
                    }
                    md.append("| ").append(lib).append(r.lossy() ? " " + LOSSY : "").append(" | ")
                            .append(speedupWithCi(r)).append(" | ").append(r.rounds()).append(" | ")
                            .append(Fmt.ns(r.nsOp())).append(Double.isNaN(r.nsOpError()) ? "" : " ± " + Fmt.ns(r.nsOpError()))
                            .append(" | ").append(Fmt.one(r.bytes())).append(" | ").append(Fmt.one(r.deflated()))
                            .append(" | ").append(Fmt.one(r.mbPerSecond())).append(" |");
                    if (alloc) {
                        md.append(' ').append(Fmt.one(r.allocBytesOp())).append(" |");
                    }
                    md.append('\n');
                }
                md.append('\n');
            }
        }
    }

    private String speedupWithCi(ResultRow r) {
        switch (r.kind()) {
            case HARNESS:
                return "harness cost";
            case BASELINE:
                return "1 (baseline)";
            default:
                if (!r.hasSpeedup()) {
                    return NO_BASELINE;
                }
                String s = (r.noDifference() ? NO_DIFFERENCE : "") + Fmt.speedup(r.speedup());
                return r.hasCi() ? s + " [" + Fmt.ratio(r.ciLow()) + ", " + Fmt.ratio(r.ciHigh()) + "]" : s + " [CI unknown]";
        }
    }

    private void versus2017() {
        md.append("## 2017 vs now\n\n");
        md.append("The article (JDK 8, 2017) against this run, for every row both measured. The article's rows "
                + "without a size are mapped to fields=1 (intList → list(int), doubleArray → list(double), "
                + "objectList → list(object), skip); its 10-int/10-double rows are fields=10; its jsoniter-hash and "
                + "dsljson-hash rows are today's jsoniter and dsljson. Reading: today's interval contains 1.0 → "
                + "\"now ≈ jackson\"; opposite sides of 1.0 → \"flipped\"; within ±25% of the article → \"holds\"; "
                + "otherwise the lead (faster) or deficit (slower) grew or shrank.\n\n");
        if (!a.baseline().equals("jackson")) {
            md.append("The article's ratios are against jackson; this report's baseline is `").append(a.baseline())
                    .append("`, so no row is comparable.\n\n");
            return;
        }
        Map<RowKey.ChartKey, List<Compared>> byChart = new LinkedHashMap<>();
        Map<RowKey.ChartKey, List<Verdict>> verdicts = new LinkedHashMap<>();
        StringBuilder table = new StringBuilder("| scenario | fields | direction | library | 2017 | now [95% CI] | reading |\n"
                + "|---|---:|---|---|---:|---:|---|\n");
        int rows = 0;
        for (RowKey k : a.cells().keySet()) {
            for (String lib : a.compared()) {
                Article2017.Figure f = article.get(k, lib);
                ResultRow r = a.get(k, lib);
                if (f == null || r == null || !r.hasSpeedup()) {
                    continue;
                }
                Verdict v = Verdict.of(f.speedup(), r);
                rows++;
                table.append("| ").append(k.label()).append(" | ").append(k.fields()).append(" | ").append(k.direction())
                        .append(" | ").append(lib).append(r.lossy() ? " " + LOSSY : "").append(" | ")
                        .append(Fmt.speedup(f.speedup())).append(f.recomputed() ? "*" : "").append(" | ")
                        .append(speedupWithCi(r)).append(" | ").append(v.text).append(" |\n");
                byChart.computeIfAbsent(k.chart(), c -> new ArrayList<>()).add(new Compared(
                        lib + " " + k.direction() + "·" + k.fields(), Fmt.speedup(f.speedup()),
                        (r.noDifference() ? NO_DIFFERENCE : "") + Fmt.speedup(r.speedup()), v));
                verdicts.computeIfAbsent(k.chart(), c -> new ArrayList<>()).add(v);
            }
        }
        if (rows == 0) {
            md.append("No row of these results matches one of the article's.\n\n");
            return;
        }
        md.append("### Reading per scenario\n\n");
        List<RowKey.ChartKey> charts = new ArrayList<>(byChart.keySet());
        charts.sort(RowKey.ChartKey.ORDER);
        for (RowKey.ChartKey chart : charts) {
            md.append("- ").append(reading(chart, byChart.get(chart))).append('\n');
        }
        md.append("\n### Row by row\n\n").append(table).append('\n');
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
    private record Compared(String what, String then, String now, Verdict verdict) {
    }

    /** One generated line: how many rows hold, and which flipped or lost their difference. */
    private String reading(RowKey.ChartKey chart, List<Compared> rows) {
        int holds = 0;
        Map<Verdict, List<String>> named = new LinkedHashMap<>();
        for (Verdict v : new Verdict[]{Verdict.FLIPPED, Verdict.NOW_EQUAL, Verdict.LEAD_GREW, Verdict.LEAD_SHRANK,
                Verdict.DEFICIT_GREW, Verdict.DEFICIT_SHRANK}) {
            named.put(v, new ArrayList<>());
        }
        for (Compared r : rows) {
            if (r.verdict().holds()) {
                holds++;
            }
            if (named.containsKey(r.verdict())) {
                named.get(r.verdict()).add(r.what() + " (" + r.then() + " → " + r.now() + ")");
            }
        }
        StringBuilder s = new StringBuilder("**").append(chart.label()).append("**: the 2017 conclusion holds in ")
                .append(holds).append(" of ").append(rows.size()).append(" rows");
        Set<String> parts = new LinkedHashSet<>();
        for (Map.Entry<Verdict, List<String>> e : named.entrySet()) {
            if (!e.getValue().isEmpty()) {
                parts.add(e.getKey().text.replace("holds, ", "") + ": " + String.join(", ", e.getValue()));
            }
        }
        if (!parts.isEmpty()) {
            s.append("; ").append(String.join("; ", parts));
        }
        return s.append('.').toString();
    }

    /** Keeps a value inside its table cell. */
    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}

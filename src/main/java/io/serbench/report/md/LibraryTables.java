package io.serbench.report.md;

import io.serbench.report.csv.ResultsCsv;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.format.Markdown;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.stats.NoiseFloor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static io.serbench.report.format.Markdown.cell;
import static io.serbench.report.md.Summary.CARE;
import static io.serbench.report.md.Summary.LOSSY;
import static io.serbench.report.md.Summary.MAX_COLUMNS;
import static io.serbench.report.md.Summary.NOT_RUN;
import static io.serbench.report.md.Summary.NO_BASELINE;

/**
 * The speedup tables of SUMMARY.md: by library, the headline with its n/a footnotes, and one
 * table per scenario cell.
 */
final class LibraryTables {
    private final StringBuilder md;
    private final Analysis a;
    /** n/a reasons, numbered in order of first use. */
    private final Map<String, Integer> reasons = new LinkedHashMap<>();

    LibraryTables(StringBuilder md, Analysis a) {
        this.md = md;
        this.a = a;
    }

    /**
     * The headline turned around: one table per size, libraries as rows and scenario directions
     * as columns, so it stays narrow however many libraries run. Libraries that run only the
     * double shapes get their own small table, and so do doubles at fewer digits than the
     * largest set; the baseline's ns/op closes each table.
     */
    void byLibrary() {
        Map<String, List<RowKey>> bySize = new LinkedHashMap<>();
        List<RowKey> keys = new ArrayList<>(a.cells().keySet());
        keys.sort(java.util.Comparator.comparing((RowKey k) -> !k.showsFields()).thenComparing(k -> -k.fields()));
        for (RowKey k : keys) {
            bySize.computeIfAbsent(k.showsFields() ? "fields=" + k.fields() : k.label(), x -> new ArrayList<>()).add(k);
        }
        if (bySize.isEmpty() || a.compared().isEmpty()) {
            return;
        }
        md.append("## By library\n\n");
        // the section is a block other pages quote (docs/RESULTS.md), so it carries its own footnotes
        int start = md.length();
        md.append("Speedup vs ").append(a.baseline()).append(", one table per size, libraries as rows (the heatmap "
                + "draws the largest size; ")
                .append(Fmt.NO_DIFFERENCE).append(" = the 95% interval contains 1, no measurable difference; `n/a` = the library "
                        + "does not run that shape, for the reason in the footnotes under the tables).\n\n");
        for (Map.Entry<String, List<RowKey>> e : bySize.entrySet()) {
            List<RowKey> cols = new ArrayList<>(e.getValue());
            cols.sort(java.util.Comparator.comparingInt(this::keysOrder));
            List<String> full = a.compared().stream().filter(l -> !doublesOnly(l)).toList();
            List<String> variants = a.compared().stream().filter(this::doublesOnly).toList();
            md.append("### ").append(e.getKey()).append("\n\n");
            // With two digit sets the table would be six columns wider: the main table keeps the
            // full-precision doubles and each shorter set gets a small table of its own.
            int mainDigits = cols.stream().filter(RowKey::showsDigits).mapToInt(RowKey::digits).max().orElse(0);
            byLibraryTable(full, cols.stream().filter(k -> !k.showsDigits() || k.digits() == mainDigits).toList());
            cols.stream().filter(RowKey::showsDigits).mapToInt(RowKey::digits).filter(d -> d != mainDigits)
                    .distinct().sorted().forEach(d -> {
                        md.append("The double shapes at digits=").append(d).append(":\n\n");
                        byLibraryTable(full, cols.stream().filter(k -> k.showsDigits() && k.digits() == d).toList());
                    });
            List<RowKey> doubleCols = cols.stream().filter(RowKey::showsDigits).toList();
            if (!variants.isEmpty() && !doubleCols.isEmpty()) {
                md.append("Double-format variants (they differ from their base library only where doubles are written):\n\n");
                byLibraryTable(variants, doubleCols);
            }
        }
        while (md.length() > start + 1 && md.charAt(md.length() - 1) == '\n' && md.charAt(md.length() - 2) == '\n') {
            md.setLength(md.length() - 1);
        }
        footnotes();
        String body = md.substring(start);
        md.setLength(start);
        md.append(Markdown.wrapBlock(BLOCK, body.stripTrailing() + "\n"));
        footnotesWritten = true;
    }

    /** The name of the by-library block: {@code ReadmeBlocks} quotes it from a summary or a consensus page. */
    static final String BLOCK = "by-library";
    /** Whether {@link #byLibrary} wrote the footnotes, so that the headline need not repeat them. */
    private boolean footnotesWritten;

    private int keysOrder(RowKey k) {
        return new ArrayList<>(a.cells().keySet()).indexOf(k);
    }

    private boolean doublesOnly(String lib) {
        return a.isDoublesOnly(lib);
    }

    private void byLibraryTable(List<String> libs, List<RowKey> cols) {
        if (cols.size() + 1 > MAX_COLUMNS && cols.stream().map(RowKey::direction).distinct().count() == 1) {
            for (int i = 0; i < cols.size(); i += MAX_COLUMNS - 1) {
                byLibraryTable(libs, cols.subList(i, Math.min(cols.size(), i + MAX_COLUMNS - 1)));
            }
            return;
        }
        if (cols.size() + 1 > MAX_COLUMNS) {
            // encode and decode as two tables, each within a screen
            for (String direction : List.of("encode", "decode")) {
                List<RowKey> part = cols.stream().filter(k -> k.direction().equals(direction)).toList();
                if (!part.isEmpty()) {
                    md.append("*").append(direction).append("*:\n\n");
                    byLibraryTable(libs, part);
                }
            }
            List<RowKey> rest = cols.stream().filter(k -> !k.direction().equals("encode") && !k.direction().equals("decode")).toList();
            if (!rest.isEmpty()) {
                byLibraryTable(libs, rest);
            }
            return;
        }
        md.append("| library |");
        for (RowKey k : cols) {
            md.append(' ').append(k.scenarioLabel().replace(" · ", " ")).append(' ')
                    .append(k.direction().equals("encode") ? "enc" : k.direction().equals("decode") ? "dec" : k.direction())
                    .append(" |");
        }
        md.append("\n|---|").append("---:|".repeat(cols.size())).append("\n");
        for (String lib : libs) {
            md.append("| `").append(lib).append('`').append(a.marks(lib)).append(" |");
            for (RowKey k : cols) {
                md.append(' ').append(headlineCell(k, lib)).append(" |");
            }
            md.append("\n");
        }
        md.append("| *").append(a.baseline()).append(" ns/op* |");
        for (RowKey k : cols) {
            ResultRow base = a.get(k, a.baseline());
            md.append(' ').append(base == null ? NOT_RUN : Fmt.ns(base.nsOp())).append(" |");
        }
        md.append("\n\n");
    }

    void headline() {
        md.append("## Headline: speedup vs ").append(a.baseline()).append("\n\n");
        if (!a.baselinePresent()) {
            md.append("**No baseline:** these files have no `").append(a.baseline())
                    .append("` results, so every ratio says `").append(NO_BASELINE).append("`.\n\n");
        }
        List<String> cols = a.compared();
        boolean harness = a.rows().stream().anyMatch(r -> r.kind() == ResultRow.Kind.HARNESS);
        if (3 + cols.size() + 1 + (harness ? 1 : 0) > MAX_COLUMNS) {
            // a column per library would not fit a screen: the tables by library above hold the same figures
            md.append("With ").append(cols.size()).append(" libraries a column each would not fit a screen: the tables "
                    + "[by library](#by-library) above hold every speedup (their footnotes say why a cell is n/a), and `")
                    .append(ResultsCsv.FILE_NAME).append("` holds every figure, one row per scenario, size, direction and library.\n\n");
            if (!footnotesWritten) {
                footnotes();
            }
            return;
        }
        md.append("| scenario | fields | direction |");
        for (String lib : cols) {
            md.append(' ').append(lib).append(a.marks(lib)).append(" |");
        }
        md.append(' ').append(a.baseline()).append(" ns/op |");
        if (harness) {
            md.append(" harness ns/op |");
        }
        md.append("\n|---|---:|---|");
        md.append("---:|".repeat(cols.size() + 1 + (harness ? 1 : 0)));
        md.append('\n');
        for (RowKey k : a.cells().keySet()) {
            md.append("| ").append(k.scenarioLabel()).append(" | ").append(k.fieldsLabel()).append(" | ").append(k.direction()).append(" |");
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
            return (r.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(r.speedup()) + (r.lossy() ? " " + LOSSY : "");
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

    void perScenario() {
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
                md.append("**").append(k.cellLabel()).append(" · ").append(k.direction()).append("**\n\n");
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
                            .append(speedupWithCi(a, r)).append(" | ").append(r.rounds()).append(" | ")
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

    /** A library row's speedup with its interval, as every table of the summary prints it. */
    static String speedupWithCi(Analysis a, ResultRow r) {
        switch (r.kind()) {
            case HARNESS:
                return "harness cost";
            case BASELINE:
                NoiseFloor.Brackets b = a.noise().byCell().get(r.row());
                return b == null ? "1 (baseline)" : "1 (baseline; brackets " + Fmt.one(b.medianPct()) + "% apart, median)";
            default:
                if (!r.hasSpeedup()) {
                    return NO_BASELINE;
                }
                String s = (r.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(r.speedup());
                return s + " " + Fmt.interval(r.ciLow(), r.ciHigh())
                        + (a.screen(r.row(), r.library()).needsCare() ? " " + CARE : "");
        }
    }
}

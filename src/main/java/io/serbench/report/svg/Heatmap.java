package io.serbench.report.svg;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Families;
import io.serbench.report.analysis.LargestSize;
import io.serbench.report.analysis.ServiceFigures;
import io.serbench.report.stats.Screen;
import io.serbench.report.stats.ServiceStats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BiPredicate;

/**
 * The one-glance picture: libraries as rows, scenario directions of the largest size as columns,
 * each cell coloured by its speedup vs the baseline on a log scale (orange slower, white even,
 * blue faster) with the number written in it. A cell whose 95% interval contains 1.0 is drawn
 * pale with "≈" before its number, so colour never claims a difference the interval does not.
 * Rows are grouped by family, each with a stripe of its family colour ({@link Palette}) beside
 * its name and a family legend under the colour scale. Margins follow the longest row and column
 * label. Plain SVG: rects and text, generic font family.
 */
public final class Heatmap {
    public static final String FILE_NAME = "heatmap.svg";

    /** Widest and narrowest cell: the cells shrink to keep the chart within {@value SvgChart#MAX_WIDTH} px. */
    private static final int CELL_W = 62;
    private static final int MIN_CELL_W = 36;
    /** A speedup whose 95% interval reaches further than this factor either way is hatched: read it with care. */
    static final double UNRELIABLE = 1.30;
    private static final int CELL_H = 20;
    /** Room above the column labels: title and subtitle. */
    private static final int HEAD = 52;
    private static final int LEGEND_H = 96;
    private static final int STRIPE_W = 8;
    /**
     * The family strip's colours: none blue or orange, so a family is never read as a speed on the
     * scale beside it (the bar charts keep the report's palette, where no speed scale competes).
     */
    private static final java.util.Map<io.serbench.codec.Family, String> STRIP = java.util.Map.of(
            io.serbench.codec.Family.TEXT, "#1b9e77", io.serbench.codec.Family.SCHEMALESS, "#e6ab02",
            io.serbench.codec.Family.SCHEMA, "#7570b3", io.serbench.codec.Family.ZERO_COPY, "#a6761d",
            io.serbench.codec.Family.FLOOR, "#444444");
    /** Width of the colour scale under the rows. */
    private static final int SCALE_W = 330;
    /** The colour scale's ends, in log2 of the speedup: 1/16 and 128. */
    private static final double LOG2_MIN = -4;
    private static final double LOG2_MAX = 7;
    private static final int[] WHITE = {247, 247, 247};
    private static final int[] SLOWER = {230, 97, 0};
    private static final int[][] FASTER = {{146, 197, 222}, {33, 102, 172}, {5, 48, 97}};
    private static final int[] NOT_RUN = {224, 224, 224};
    /** Thread efficiency: white at this value (N threads no better than one) and below, green at 1. */
    private static final double EFFICIENCY_WHITE = 0.5;
    private static final int[] EFFICIENT = {27, 120, 55};
    /** Space between the matrix's columns and the service columns. */
    private static final int SERVICE_GAP = 14;

    private Heatmap() {
    }

    /** The image's alt text, with the chart's own counts (so it never says fewer columns than it draws). */
    public static String altText(Analysis a) {
        int cols = LargestSize.columns(a).size();
        int rows = Palette.byFamily(a.compared(), a::family).size();
        String size = LargestSize.label(a);
        return "Speedup vs " + a.baseline() + (size.isEmpty() ? "" : " at " + size) + ": " + rows + " libraries as rows, grouped by family; "
                + cols + " columns, one per scenario and direction; log colour scale, the number in each cell, pale and ≈ where "
                + "the 95% interval contains 1";
    }

    public static String render(Analysis a) {
        return render(a, (cell, library) -> false, null);
    }

    /** With the service-conditions columns (cold start, threads) after the matrix, apart from it. */
    public static String render(Analysis a, ServiceFigures service) {
        return render(a, (cell, library) -> false, service);
    }

    /**
     * With a mark on the cells {@code hostSensitive} flags: a dark corner triangle, so a reader does
     * not take that ratio as holding on every CPU (the host comparison supplies the flag).
     */
    public static String render(Analysis a, BiPredicate<RowKey, String> hostSensitive) {
        return render(a, hostSensitive, null);
    }

    /**
     * The matrix's columns, then, after a gap and a rule, the service columns of {@code service}
     * (null or empty: none): their own benchmarks, so they never sit among the ratios they are not.
     */
    private static String render(Analysis a, BiPredicate<RowKey, String> hostSensitive, ServiceFigures service) {
        List<RowKey> cols = LargestSize.columns(a);
        List<ServiceFigures.Column> svc = service == null ? List.of() : service.heatmapColumns();
        List<String> labels = new ArrayList<>();
        cols.forEach(k -> labels.add(columnLabel(k)));
        svc.forEach(c -> labels.add(c.label()));
        int gap = svc.isEmpty() ? 0 : SERVICE_GAP;
        boolean care = a.rows().stream().anyMatch(r -> r.kind() == ResultRow.Kind.LIBRARY && cols.contains(r.row())
                && a.screen(r.row(), r.library()).needsCare());
        List<String> rows = Palette.byFamily(a.compared(), a::family);
        Palette palette = Palette.of(a);
        double labelW = 0;
        for (String lib : rows) {
            labelW = Math.max(labelW, Svg.width(rowLabel(a, lib), 11));
        }
        int left = (int) Math.ceil(10 + labelW + 6 + STRIPE_W + 4);
        // a column label, turned 45°, reaches right of its column by its width ÷ √2
        double lastLabel = labels.isEmpty() ? 0 : Svg.width(labels.get(labels.size() - 1), 11) / Math.sqrt(2);
        int cellW = (int) Math.max(MIN_CELL_W, Math.min(CELL_W,
                Math.floor((SvgChart.MAX_WIDTH - left - gap - Math.max(20, lastLabel - 10)) / Math.max(1, labels.size()))));
        double reach = 0;
        double rise = 0;
        for (int c = 0; c < labels.size(); c++) {
            double w = Svg.width(labels.get(c), 11) / Math.sqrt(2);
            reach = Math.max(reach, columnX(c, cols.size(), left, cellW, gap) + cellW / 2.0 - 4 + w);
            rise = Math.max(rise, w);
        }
        int right = columnX(labels.size(), cols.size(), left, cellW, gap);
        int content = (int) Math.ceil(Math.max(Math.max(right + 20, reach + 10),
                left + Math.max(palette.legendWidth(), SCALE_W + 20) + 10));
        // the subtitle wraps to the chart's width (at least 600 px), so it never sets the width itself
        List<String> subtitle = SvgChart.wrap("baseline ns ÷ library ns, same round; blue faster, orange slower, "
                + "log scale; ≈ and pale: the 95% interval contains 1.0; hatched: the interval reaches beyond ×/÷ "
                + String.format(Locale.ROOT, "%.2f", UNRELIABLE) + " (read with care); n/a: not run; † lossy; ‡ legacy"
                + (a.rows().stream().anyMatch(r -> hostSensitive.test(r.row(), r.library())) ? "; ◥ corner: host-sensitive" : "")
                + (care ? "; ◣ corner: read with care (bimodal forks, or an outlier round never re-measured; the summary's "
                + "\"Rows to read with care\")" : "")
                + (svc.isEmpty() ? "" : "; right of the rule, service conditions, their own benchmarks and in no ratio left of it: "
                + "cold = " + a.baseline() + "'s time from a fresh JVM to the first encode and decode ÷ the library's (same colours); "
                + "N threads = scaling efficiency, N-thread ops/s ÷ (N × 1-thread ops/s), green up to 1 = perfect"),
                Math.min(SvgChart.MAX_WIDTH, Math.max(600, content)) - 20, 11);
        int top = (int) Math.ceil(HEAD + (subtitle.size() - 1) * 14 + rise + 10);
        double widest = 0;
        for (String line : subtitle) {
            widest = Math.max(widest, Svg.width(line, 11));
        }
        int width = (int) Math.ceil(Math.max(content, 20 + widest));
        int height = top + rows.size() * CELL_H + LEGEND_H;
        StringBuilder svg = new StringBuilder(Svg.open(width, height));
        svg.append("<defs><pattern id=\"unreliable\" width=\"5\" height=\"5\" patternUnits=\"userSpaceOnUse\" "
                + "patternTransform=\"rotate(45)\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"5\" stroke=\"#000\" "
                + "stroke-width=\"1.2\" stroke-opacity=\"0.45\"/></pattern></defs>\n");
        svg.append(Svg.text(10, 22, "start", 15, "bold", "Speedup vs " + a.baseline() + ", "
                + (LargestSize.label(a).isEmpty() ? "every scenario" : LargestSize.label(a))));
        for (int i = 0; i < subtitle.size(); i++) {
            svg.append(Svg.text(10, 40 + i * 14, "start", 11, "normal", "#444", subtitle.get(i)));
        }
        for (int c = 0; c < labels.size(); c++) {
            double x = columnX(c, cols.size(), left, cellW, gap) + cellW / 2.0;
            svg.append(Svg.rotated(x - 4, top - 6, -45, "start", 11, labels.get(c)));
        }
        for (int r = 0; r < rows.size(); r++) {
            String lib = rows.get(r);
            int y = top + r * CELL_H;
            svg.append(Svg.text(left - STRIPE_W - 10, y + CELL_H - 6, "end", 11, "normal", rowLabel(a, lib)));
            svg.append(Svg.rect(left - STRIPE_W - 4, y + 1, STRIPE_W, CELL_H - 2, strip(a.family(lib)), "",
                    Families.label(a.family(lib))));
            if (r > 0 && a.family(lib) != a.family(rows.get(r - 1))) {
                // a separator between families, across the names and the cells
                svg.append(Svg.line(10, y, right, y, "#222222", 1.5, null));
            }
            for (int c = 0; c < cols.size(); c++) {
                ResultRow row = a.get(cols.get(c), lib);
                svg.append(cell(a, row, left + c * cellW, y, cellW));
                if (hostSensitive.test(cols.get(c), lib)) {
                    svg.append(hostMark(left + c * cellW, y, cellW));
                }
                if (row != null && row.kind() == ResultRow.Kind.LIBRARY && a.screen(cols.get(c), lib).needsCare()) {
                    svg.append(careMark(left + c * cellW, y, a.screen(cols.get(c), lib)));
                }
            }
            for (int c = 0; c < svc.size(); c++) {
                svg.append(serviceCell(svc.get(c), service.get(svc.get(c), lib), lib,
                        columnX(cols.size() + c, cols.size(), left, cellW, gap), y, cellW));
            }
        }
        if (!svc.isEmpty()) {
            double rule = columnX(cols.size(), cols.size(), left, cellW, gap) - gap / 2.0;
            svg.append(Svg.line(rule, top - 4, rule, top + rows.size() * CELL_H, "#222222", 2, null));
        }
        legend(svg, left, top + rows.size() * CELL_H + 24);
        stripLegend(svg, rows, a, left, top + rows.size() * CELL_H + 80);
        svg.append(Svg.close());
        return svg.toString();
    }

    /** The x of column {@code c}: the service columns start one gap after the matrix's {@code matrix} columns. */
    private static int columnX(int c, int matrix, int left, int cellW, int gap) {
        return left + c * cellW + (c >= matrix ? gap : 0);
    }

    /** A bottom-left corner triangle on a row the summary marks § (bimodal forks, or an unresolved outlier round). */
    private static String careMark(double x, int y, Screen s) {
        return String.format(Locale.ROOT, "<path d=\"M%.1f %dv-8l8 8z\" fill=\"#6a3d9a\"><title>%s</title></path>\n",
                x + 1, y + CELL_H - 1, Svg.esc("read with care: " + s.text()));
    }

    /**
     * A service figure: cold start coloured on the speedup scale (with ≈ and pale when its interval
     * contains 1); thread efficiency on a scale of its own, white at one thread's worth or less,
     * green at perfect scaling.
     */
    private static String serviceCell(ServiceFigures.Column col, ServiceFigures.Figure f, String lib, int x, int y, int cellW) {
        int[] fill;
        String text;
        ServiceStats.Ratio r = f == null ? null : f.ratio();
        if (r == null) {
            fill = NOT_RUN;
            text = "–";
        } else if (col.measure().equals(ServiceFigures.COLD)) {
            boolean even = r.hasCi() && r.low() <= 1 && r.high() >= 1;
            fill = even ? mix(colour(r.value()), WHITE, 0.65) : colour(r.value());
            text = (even ? "≈" : "") + number(r.value());
        } else {
            double t = Math.max(0, Math.min(1, (r.value() - EFFICIENCY_WHITE) / (1 - EFFICIENCY_WHITE)));
            fill = mix(WHITE, EFFICIENT, t);
            text = String.format(Locale.ROOT, "%.2f", r.value());
        }
        boolean dark = luminance(fill) < 0.45;
        String title = r == null ? "" : "<title>" + Svg.esc(lib + ", " + col.label() + ": " + Fmt.ratio(r.value())
                + (r.hasCi() ? " " + Fmt.interval(r.low(), r.high()) : "") + ", " + f.forks() + " forks") + "</title>";
        return String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"white\">%s</rect>"
                        + "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\" fill=\"%s\">%s</text>\n",
                x, y, cellW, CELL_H, hex(fill), title, x + cellW / 2, y + CELL_H - 6, dark ? "white" : "#111", Svg.esc(text));
    }

    private static String hostMark(double x, int y, double cellW) {
        return String.format(Locale.ROOT, "<path d=\"M%.1f %dh-8l8 8z\" fill=\"#111\"><title>host-sensitive: the hosts "
                + "measured disagree beyond their intervals</title></path>\n", x + cellW - 1, y + 1);
    }

    private static String strip(io.serbench.codec.Family f) {
        return f == null ? "#bbbbbb" : STRIP.getOrDefault(f, "#bbbbbb");
    }

    /** The families of the strip, in row order, each with its colour and name. */
    private static void stripLegend(StringBuilder svg, List<String> rows, Analysis a, int x0, int y) {
        java.util.Set<io.serbench.codec.Family> seen = new java.util.LinkedHashSet<>();
        rows.forEach(lib -> {
            if (a.family(lib) != null) {
                seen.add(a.family(lib));
            }
        });
        double x = x0;
        svg.append(Svg.text(x, y + 10, "start", 11, "normal", "family:"));
        x += Svg.width("family:", 11) + 8;
        for (io.serbench.codec.Family f : seen) {
            svg.append(Svg.rect(x, y, STRIPE_W, 12, strip(f), "", null));
            svg.append(Svg.text(x + STRIPE_W + 4, y + 10, "start", 11, "normal", Families.label(f)));
            x += STRIPE_W + 4 + Svg.width(Families.label(f), 11) + 16;
        }
    }

    private static String rowLabel(Analysis a, String lib) {
        return lib + a.marks(lib);
    }

    private static String columnLabel(RowKey k) {
        String dir = k.direction().equals("encode") ? "enc" : k.direction().equals("decode") ? "dec" : k.direction();
        return k.label() + (k.showsDigits() ? " d" + k.digits() : "") + " " + dir;
    }

    /** True when the row's 95% interval reaches beyond ×/÷ {@link #UNRELIABLE} of its centre. */
    static boolean unreliable(ResultRow r) {
        return r != null && r.hasSpeedup() && r.hasCi() && r.ciLow() > 0
                && Math.max(r.ciHigh() / r.speedup(), r.speedup() / r.ciLow()) > UNRELIABLE;
    }

    private static String cell(Analysis a, ResultRow r, int x, int y, int cellW) {
        int[] fill;
        String text;
        if (r == null || !r.hasSpeedup()) {
            fill = NOT_RUN;
            text = r == null ? "n/a" : "–";
        } else {
            fill = colour(r.speedup());
            if (r.noDifference()) {
                fill = mix(fill, WHITE, 0.65);
            }
            text = (r.noDifference() ? "≈" : "") + number(r.speedup());
        }
        boolean dark = luminance(fill) < 0.45;
        String hatch = unreliable(r) ? String.format(Locale.ROOT,
                "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"url(#unreliable)\"/>", x, y, cellW, CELL_H) : "";
        String title = r == null || !r.hasSpeedup() || !r.hasCi() ? "" : "<title>" + Svg.esc(r.library() + ": "
                + Fmt.speedup(r.speedup()) + " [" + Fmt.ratio(r.ciLow()) + ", " + Fmt.ratio(r.ciHigh()) + "]") + "</title>";
        return String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"white\">%s</rect>%s"
                        + "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\" font-size=\"11\" fill=\"%s\">%s</text>\n",
                x, y, cellW, CELL_H, hex(fill), title, hatch, x + cellW / 2, y + CELL_H - 6, dark ? "white" : "#111", Svg.esc(text));
    }

    /** Two significant digits below 10, whole numbers above: enough to rank, short enough to fit. */
    static String number(double speedup) {
        if (speedup >= 10) {
            return String.format(Locale.ROOT, "%.0f", speedup);
        }
        return String.format(Locale.ROOT, speedup >= 1 ? "%.1f" : "%.2f", speedup);
    }

    /** The fill of a speedup: white at 1.0, orange toward 1/16, light to dark blue toward 128. */
    static int[] colour(double speedup) {
        double l = Math.max(LOG2_MIN, Math.min(LOG2_MAX, Math.log(speedup) / Math.log(2)));
        if (l < 0) {
            return mix(WHITE, SLOWER, l / LOG2_MIN);
        }
        // 0..1 (1×..2×) white to light blue, then light to mid blue up to 16×, then to dark blue at 128×
        if (l <= 1) {
            return mix(WHITE, FASTER[0], l);
        }
        if (l <= 4) {
            return mix(FASTER[0], FASTER[1], (l - 1) / 3);
        }
        return mix(FASTER[1], FASTER[2], (l - 4) / (LOG2_MAX - 4));
    }

    private static void legend(StringBuilder svg, int x0, int y) {
        double[] ticks = {1.0 / 16, 0.25, 0.5, 1, 2, 4, 16, 128};
        int w = SCALE_W;
        int steps = 66;
        for (int i = 0; i < steps; i++) {
            double l = LOG2_MIN + (LOG2_MAX - LOG2_MIN) * i / steps;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"12\" fill=\"%s\"/>\n",
                    x0 + w * (double) i / steps, y, w / (double) steps + 0.5, hex(colour(Math.pow(2, l)))));
        }
        for (double t : ticks) {
            double x = x0 + w * (Math.log(t) / Math.log(2) - LOG2_MIN) / (LOG2_MAX - LOG2_MIN);
            String label = t < 1 ? "1/" + Math.round(1 / t) : Math.round(t) + "×";
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#333\"/>"
                    + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x, y + 12, x, y + 16, x, y + 28, label));
        }
    }

    private static int[] mix(int[] a, int[] b, double t) {
        return new int[]{(int) Math.round(a[0] + (b[0] - a[0]) * t), (int) Math.round(a[1] + (b[1] - a[1]) * t),
                (int) Math.round(a[2] + (b[2] - a[2]) * t)};
    }

    private static double luminance(int[] c) {
        return (0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]) / 255;
    }

    private static String hex(int[] c) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", c[0], c[1], c[2]);
    }

}

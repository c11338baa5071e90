package io.serbench.report.svg;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Families;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * One bar chart per scenario: one panel per direction and size, stacked two abreast at most so the
 * chart fits {@value #MAX_WIDTH} px; in each panel the libraries as rows, fastest first, each name
 * with a stripe of its family colour, each bar from 1.0 to the speedup on a log axis shared by the
 * panels, so 2× faster and 2× slower are the same length.
 * Every bar has its 95% interval as a whisker and its value written at its end; a pale bar has
 * no measurable difference, a dashed outline is lossy. Margins follow the longest label, so no
 * text is clipped. Plain SVG ({@link Svg}).
 */
public final class SvgChart {
    private static final double[] TICKS = {0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500};

    private static final int MARGIN = 12;
    private static final int ROW_H = 18;
    private static final int BAR_H = 11;
    private static final int PLOT_W = 300;
    /** Narrowest bar area of a panel before the grid drops to one panel per row. */
    private static final int MIN_PLOT_W = 180;
    /** Widest chart: readable on a code-hosting page without scrolling. */
    static final int MAX_WIDTH = 1000;
    private static final int PANEL_GAP = 18;
    private static final int VALUE_SIZE = 10;
    private static final int LABEL_SIZE = 12;

    private SvgChart() {
    }

    public static String render(Analysis a, RowKey.ChartKey chart) {
        List<RowKey> groups = new ArrayList<>();
        for (RowKey k : a.cells().keySet()) {
            if (k.chart().equals(chart)) {
                groups.add(k);
            }
        }
        // encode panels then decode panels, each by fields: the direction is the first thing a reader compares
        groups.sort(Comparator.comparing((RowKey k) -> k.direction().equals("encode") ? 0 : k.direction().equals("decode") ? 1 : 2)
                .thenComparing(RowKey::direction).thenComparingInt(RowKey::fields).thenComparingInt(RowKey::digits));
        List<String> present = new ArrayList<>();
        List<String> notApplicable = new ArrayList<>();
        for (String lib : a.compared()) {
            if (groups.stream().anyMatch(g -> a.get(g, lib) != null)) {
                present.add(lib);
            } else if (a.whyNot(lib, chart) != null) {
                notApplicable.add(lib);
            }
        }
        List<String> series = Palette.byFamily(present, a::family);
        Palette palette = Palette.of(a);

        double lo = 1;
        double hi = 1;
        double valueW = Svg.width("≈0.00×", VALUE_SIZE);
        for (RowKey g : groups) {
            for (String lib : series) {
                ResultRow r = a.get(g, lib);
                if (r != null && r.hasSpeedup()) {
                    lo = Math.min(lo, r.hasCi() && r.ciLow() > 0 ? Math.min(r.ciLow(), r.speedup()) : r.speedup());
                    hi = Math.max(hi, r.hasCi() ? Math.max(r.ciHigh(), r.speedup()) : r.speedup());
                    valueW = Math.max(valueW, Svg.width(value(r), VALUE_SIZE));
                }
            }
        }
        // at least 0.5x..2x, so a chart of near-equal results does not magnify noise
        double axisLo = Math.min(0.5, lowestTickAtOrBelow(TICKS, lo));
        double axisHi = Math.max(2, lowestTickAtOrAbove(TICKS, hi));

        double labelW = Svg.width("library", LABEL_SIZE);
        for (String lib : series) {
            labelW = Math.max(labelW, Svg.width(label(a, lib), LABEL_SIZE));
        }
        // Panels in a grid that fits MAX_WIDTH: two side by side when the bars keep MIN_PLOT_W, else
        // one per row; every panel has its own names and is sorted by its own speedups.
        double pad = valueW + 8;
        double labelBlock = labelW + 6 + 12;
        int panels = Math.max(1, groups.size());
        int perRow = Math.min(panels, 2);
        double plotW = PLOT_W;
        while (true) {
            double room = (MAX_WIDTH - 2 * MARGIN - (perRow - 1) * PANEL_GAP) / (double) perRow - labelBlock - 2 * pad;
            plotW = Math.min(PLOT_W, room);
            if (plotW >= MIN_PLOT_W || perRow == 1) {
                break;
            }
            perRow--;
        }
        final double fPlotW = plotW;
        double unitW = labelBlock + pad + plotW + pad;
        double gridW = perRow * unitW + (perRow - 1) * PANEL_GAP;

        int rounds = groups.stream().flatMap(g -> series.stream().map(l -> a.get(g, l)))
                .filter(r -> r != null).mapToInt(ResultRow::rounds).max().orElse(0);
        String title = chart.label() + ": speedup vs " + a.baseline();
        double width = Math.min(MAX_WIDTH, Math.max(MARGIN * 2 + gridW, MARGIN * 2 + Math.max(Svg.width(title, 15), palette.legendWidth())));
        // the notes wrap to the chart's own width: a one-panel chart is narrower than the widest allowed
        double textW = width - 2 * MARGIN;
        List<String> subtitle = wrap((rounds >= 2 ? "geometric mean of " + rounds + " rounds" : "one round")
                + "; each panel sorted fastest first; whisker: 95% interval; pale bar: no measurable difference; "
                + "dashed outline: lossy; † lossy; ‡ legacy", textW, 12);
        String axisTitle = "speedup vs " + a.baseline() + " (log scale, right = faster)";
        List<String> caption = wrap("dashed line: 1.0 = " + a.baseline() + "; speedup = " + a.baseline()
                + " ns/op ÷ library ns/op, same round; – = not measured", textW, 11);
        List<String> naLines = notApplicable.isEmpty() ? List.of()
                : wrap("n/a here (reasons in SUMMARY.md): " + String.join(", ", notApplicable), Math.max(300, Math.min(textW, gridW)), 11);

        double legendY = 44 + subtitle.size() * 16;
        double gridTop = legendY + 26;
        boolean twoLineHeaders = groups.stream().anyMatch(g -> g.showsFields() || g.showsDigits());
        double headerH = twoLineHeaders ? 26 : 12;
        double panelH = headerH + 14 + Math.max(1, series.size()) * ROW_H + 44;
        int gridRows = (panels + perRow - 1) / perRow;
        double height = gridTop + gridRows * panelH + naLines.size() * 14 + caption.size() * 14 + 12;

        final double fLo = axisLo;
        final double fHi = axisHi;
        StringBuilder s = new StringBuilder(Svg.open(width, height));
        s.append(Svg.text(MARGIN, 22, "start", 15, "bold", title));
        for (int i = 0; i < subtitle.size(); i++) {
            s.append(Svg.text(MARGIN, 40 + i * 16, "start", 12, "normal", subtitle.get(i)));
        }
        palette.legend(MARGIN, legendY, s);
        if (!a.baselinePresent() || series.isEmpty()) {
            s.append(Svg.text(MARGIN, gridTop + headerH + 27, "start", 13, "normal",
                    !a.baselinePresent() ? "no baseline: no " + a.baseline() + " results to compare with"
                            : "no library besides " + a.baseline() + " in these results"));
        }

        for (int gi = 0; gi < groups.size(); gi++) {
            RowKey g = groups.get(gi);
            double ux = MARGIN + (gi % perRow) * (unitW + PANEL_GAP);
            double top = gridTop + (gi / perRow) * panelH;
            double headerY = top + 13;
            double rowsTop = top + headerH + 14;
            double rowsBottom = rowsTop + Math.max(1, series.size()) * ROW_H;
            double stripeX = ux + labelW + 6;
            double x0 = stripeX + 12 + pad;
            DoubleUnaryOperator x = v -> x0 + (Math.log(v) - Math.log(fLo)) / (Math.log(fHi) - Math.log(fLo)) * fPlotW;
            double mid = x0 + fPlotW / 2.0;
            String head = g.direction() + (g.showsFields() ? " · fields=" + g.fields() : "") + (g.showsDigits() ? " · digits=" + g.digits() : "");
            s.append(Svg.text(mid, headerY, "middle", 13, "bold", head));
            // fastest first; libraries without a figure in this panel last, in family order
            List<String> order = new ArrayList<>(series);
            order.sort(Comparator.comparingDouble((String lib) -> {
                ResultRow r = a.get(g, lib);
                return r != null && r.hasSpeedup() ? -r.speedup() : Double.MAX_VALUE;
            }));
            for (int si = 0; si < order.size(); si++) {
                String lib = order.get(si);
                double y = rowsTop + si * ROW_H;
                if (si % 2 == 1) {
                    s.append(Svg.rect(ux, y, unitW, ROW_H, "#f4f4f4", "", null));
                }
                s.append(Svg.text(stripeX - 6, y + ROW_H - 5, "end", LABEL_SIZE, "normal", label(a, lib)));
                s.append(Svg.rect(stripeX, y + 2, 6, ROW_H - 4, palette.colour(lib), "", Families.label(a.family(lib))));
            }
            List<Double> ticks = new ArrayList<>();
            for (double t : TICKS) {
                if (t >= axisLo - 1e-12 && t <= axisHi + 1e-12) {
                    ticks.add(t);
                    s.append(Svg.line(x.applyAsDouble(t), rowsTop, x.applyAsDouble(t), rowsBottom, "#dddddd", 1, null));
                }
            }
            for (double t : labelledTicks(ticks, x, 10)) {
                s.append(Svg.text(x.applyAsDouble(t), rowsBottom + 14, "middle", 10, t == 1 ? "bold" : "normal", Svg.tickLabel(t)));
            }
            s.append(Svg.text(mid, rowsBottom + 30, "middle", 11, "normal", axisTitle));
            for (int si = 0; si < order.size(); si++) {
                String lib = order.get(si);
                ResultRow r = a.get(g, lib);
                double y = rowsTop + si * ROW_H;
                double one = x.applyAsDouble(1);
                if (r == null || !r.hasSpeedup()) {
                    s.append(Svg.text(one + 4, y + ROW_H - 5, "start", VALUE_SIZE, "normal", "–"));
                    continue;
                }
                double end = x.applyAsDouble(Math.max(axisLo, Math.min(axisHi, r.speedup())));
                String extra = (r.noDifference() ? "fill-opacity=\"0.35\"" : "")
                        + (r.lossy() ? (r.noDifference() ? " " : "") + "stroke=\"#000000\" stroke-width=\"1\" stroke-dasharray=\"2 2\"" : "");
                s.append(Svg.rect(Math.min(one, end), y + (ROW_H - BAR_H) / 2.0, Math.max(1, Math.abs(end - one)), BAR_H,
                        palette.colour(lib), extra, lib + " " + g.cellLabel() + " · " + g.direction() + ": " + value(r)));
                double left = Math.min(one, end);
                double right = Math.max(one, end);
                if (r.hasCi() && r.ciLow() > 0) {
                    double cy = y + ROW_H / 2.0;
                    double x1 = x.applyAsDouble(Math.max(axisLo, r.ciLow()));
                    double x2 = x.applyAsDouble(Math.min(axisHi, r.ciHigh()));
                    s.append(Svg.line(x1, cy, x2, cy, "#222222", 1, null));
                    s.append(Svg.line(x1, cy - 3, x1, cy + 3, "#222222", 1, null));
                    s.append(Svg.line(x2, cy - 3, x2, cy + 3, "#222222", 1, null));
                    left = Math.min(left, x1);
                    right = Math.max(right, x2);
                }
                boolean faster = r.speedup() >= 1;
                s.append(Svg.haloText(faster ? right + 4 : left - 4, y + ROW_H - 5, faster ? "start" : "end", VALUE_SIZE, "normal", null, value(r)));
            }
            // reference line at 1.0, drawn last so bars do not hide it
            double one = x.applyAsDouble(1);
            s.append(Svg.line(one, rowsTop - 4, one, rowsBottom, "#000000", 1.5, "6 3"));
        }

        double ny = gridTop + gridRows * panelH;
        for (String line : naLines) {
            s.append(Svg.text(MARGIN, ny, "start", 11, "normal", line));
            ny += 14;
        }
        for (String line : caption) {
            s.append(Svg.text(MARGIN, ny + 4, "start", 11, "normal", line));
            ny += 14;
        }
        s.append(Svg.close());
        return s.toString();
    }

    private static String label(Analysis a, String lib) {
        return lib + a.marks(lib);
    }

    /** The value written at a bar's end: ≈ when the interval contains 1. */
    private static String value(ResultRow r) {
        return (r.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(r.speedup());
    }

    /**
     * The ticks that get a label without touching their neighbours' labels: 1 always, then
     * outward from it, each kept when it clears the last kept one.
     */
    static List<Double> labelledTicks(List<Double> ticks, DoubleUnaryOperator x, double size) {
        List<Double> kept = new ArrayList<>();
        if (!ticks.contains(1.0)) {
            return kept;
        }
        // 1×, 10×, 100× (and 0.1×, 0.01×) always; the ticks between them only where their labels clear
        for (double t : ticks) {
            if (Math.abs(Math.log10(t) - Math.rint(Math.log10(t))) < 1e-9) {
                kept.add(t);
            }
        }
        for (double t : ticks) {
            if (kept.contains(t)) {
                continue;
            }
            boolean clear = true;
            for (double k : kept) {
                double gap = Math.abs(x.applyAsDouble(t) - x.applyAsDouble(k));
                clear &= gap >= (Svg.width(Svg.tickLabel(t), size) + Svg.width(Svg.tickLabel(k), size)) / 2 + 6;
            }
            if (clear) {
                kept.add(t);
            }
        }
        kept.sort(null);
        return kept;
    }

    /** Words of {@code text} in lines no wider than {@code width} at {@code size} px. */
    static List<String> wrap(String text, double width, double size) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String next = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && Svg.width(next, size) > width) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(next);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** The largest of the ascending {@code ticks} at or below {@code v} (the first when none is). */
    static double lowestTickAtOrBelow(double[] ticks, double v) {
        double best = ticks[0];
        for (double t : ticks) {
            if (t <= v) {
                best = t;
            }
        }
        return best;
    }

    /** The smallest of the ascending {@code ticks} at or above {@code v} (the last when none is). */
    static double lowestTickAtOrAbove(double[] ticks, double v) {
        for (double t : ticks) {
            if (t >= v) {
                return t;
            }
        }
        return ticks[ticks.length - 1];
    }
}

package io.serbench.report.svg;


import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Compare;
import io.serbench.report.analysis.Families;
import io.serbench.report.analysis.RunNames;
import io.serbench.report.stats.Intervals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * compare.svg: one line per moved ratio, its change factor (A's speedup ÷ B's) as a dot with its
 * 95% interval on a log axis, the value written to the right. Ratios are grouped by cell (a
 * header line per cell names the baseline's own change there, which moves every ratio of the
 * cell) and coloured by the library's family (the palette every chart uses). Plain SVG: text, lines, circles and rects.
 */
public final class CompareChart {
    private static final double[] TICKS = {0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.33, 0.4, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2,
            2.5, 3, 4, 5, 10, 20, 50, 100};
    private static final int ROW = 18;
    /** About four screens of rows. */
    public static final int MAX_RATIOS = 100;
    private static final int HEADER_ROW = 22;
    private static final int TOP = 92;
    private static final int PLOT_W = 460;
    private static final int VALUE_W = 150;
    private static final int BOTTOM = 56;
    /** Average width of one character at 12 px in a sans-serif font, rounded up so text is never clipped. */
    private static final double CHAR_W = 7.2;
    /** Tick labels closer than this would overlap. */
    private static final int MIN_TICK_GAP = 40;

    private CompareChart() {
    }

    public static String render(Compare c) {
        return render(c, MAX_RATIOS);
    }

    /**
     * @param most the largest number of ratios drawn: past it the chart would be taller than anyone
     *             scrolls (a change of JDK moves half the matrix), so it keeps the largest moves and
     *             says so; COMPARE.md and compare.csv list every one, compare-cells.svg shows them all
     */
    public static String render(Compare c, int most) {
        Analysis a = c.a().analysis();
        String base = c.baseline();
        List<Compare.Change> drawnRatios = c.moved().stream()
                .sorted(Comparator.comparingDouble(Compare.Change::size).reversed())
                .limit(most)
                .toList();
        // cell -> moved ratios, largest change first within the cell
        Map<RowKey, List<Compare.Change>> groups = new TreeMap<>(RowKey.ORDER);
        for (Compare.Change ch : drawnRatios) {
            groups.computeIfAbsent(ch.row(), k -> new ArrayList<>()).add(ch);
        }
        groups.values().forEach(l -> l.sort(Comparator.comparingDouble((Compare.Change ch) -> ch.change().ratio()).reversed()));

        double lo = 0.8;
        double hi = 1.25;
        for (Compare.Change ch : drawnRatios) {
            lo = Math.min(lo, ch.change().low());
            hi = Math.max(hi, ch.change().high());
        }
        double axisLo = SvgChart.lowestTickAtOrBelow(TICKS, lo);
        double axisHi = SvgChart.lowestTickAtOrAbove(TICKS, hi);

        int labelChars = 8;
        for (Compare.Change ch : drawnRatios) {
            labelChars = Math.max(labelChars, label(a, ch.library()).length());
        }
        int left = 16 + (int) Math.ceil(labelChars * CHAR_W) + 12;
        List<String> headers = new ArrayList<>();
        groups.keySet().forEach(k -> headers.add(header(c, k)));
        RunNames n = RunNames.of(c);
        String title = "What moved: change of each ratio's speedup vs " + base + ", " + n.arrow();
        String subtitle = c.moved().size() + " of " + c.tested().size() + " shared ratios moved beyond their 95% interval"
                + String.format(Locale.ROOT, " (about %.1f expected by chance)", c.expectedByChance())
                + (drawnRatios.size() < c.moved().size() ? "; the " + drawnRatios.size() + " largest drawn (all in COMPARE.md)" : "");
        String footer1 = "dot: speedup on " + n.a() + " ÷ on " + n.b() + ", line: its 95% interval; right of ×1: faster relative to "
                + base + " on " + n.a() + "; log axis";
        String footer2 = "grey bands: one cell each, with " + base + "'s own ns/op change " + n.arrow() + ", which moves every ratio of the cell";
        int textW = (int) Math.ceil(Math.max(title.length() * 8.5, subtitle.length() * CHAR_W)) + 32;
        textW = Math.max(textW, (int) Math.ceil(Math.max(footer1.length(), footer2.length()) * 6.6) + 32);
        for (String h : headers) {
            textW = Math.max(textW, 16 + (int) Math.ceil(h.length() * CHAR_W) + 16);
        }
        int width = Math.max(left + PLOT_W + VALUE_W, textW);
        int plotH = groups.size() * HEADER_ROW + drawnRatios.size() * ROW;
        int height = TOP + Math.max(plotH, 40) + BOTTOM;
        final double fLo = axisLo;
        final double fHi = axisHi;
        java.util.function.DoubleUnaryOperator x = v -> left + (Math.log(v) - Math.log(fLo)) / (Math.log(fHi) - Math.log(fLo)) * PLOT_W;

        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">%n", width, height, width, height));
        s.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n", width, height));
        s.append(text(16, 22, "start", 15, "bold", "#000000", title));
        s.append(text(16, 40, "start", 12, "normal", "#333333", subtitle));
        // legend: the families drawn, in the palette every chart of the report uses
        java.util.Set<io.serbench.codec.Family> drawn = new java.util.HashSet<>();
        drawnRatios.forEach(ch -> drawn.add(a.family(ch.library())));
        double lx = 16;
        for (io.serbench.codec.Family f : io.serbench.codec.Family.values()) {
            if (!drawn.contains(f)) {
                continue;
            }
            String name = Families.label(f);
            s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"56\" r=\"5\" fill=\"%s\"/>%n", lx + 5, Palette.colour(f)));
            s.append(text(lx + 14, 60, "start", 12, "normal", "#000000", name));
            lx += 14 + name.length() * CHAR_W + 18;
        }

        int plotTop = TOP;
        int plotBottom = TOP + Math.max(plotH, 40);
        for (double t : ticks(axisLo, axisHi, x)) {
            double tx = x.applyAsDouble(t);
            s.append(Svg.line(tx, plotTop - 6, tx, plotBottom, t == 1 ? "#000000" : "#e5e5e5", t == 1 ? 1.2 : 1, t == 1 ? "5 3" : null));
            String tl = "×" + Fmt.ratio(t).replaceAll("\\.?0+$", "");
            s.append(text(tx, plotTop - 10, "middle", 11, t == 1 ? "bold" : "normal", "#333333", tl));
            s.append(text(tx, plotBottom + 14, "middle", 11, t == 1 ? "bold" : "normal", "#333333", tl));
        }

        if (c.moved().isEmpty()) {
            s.append(text(left + PLOT_W / 2.0, plotTop + 26, "middle", 13, "normal", "#000000",
                    "no ratio moved beyond its 95% interval"));
        }
        double y = plotTop;
        for (Map.Entry<RowKey, List<Compare.Change>> g : groups.entrySet()) {
            y += HEADER_ROW;
            s.append(String.format(Locale.ROOT, "<rect x=\"8\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"#f3f3f3\"/>%n",
                    y - HEADER_ROW + 3, width - 16, HEADER_ROW - 3));
            s.append(text(16, y - 5, "start", 12, "bold", "#000000", header(c, g.getKey())));
            for (Compare.Change ch : g.getValue()) {
                y += ROW;
                double cy = y - ROW / 2.0 + 1;
                Intervals.Interval ci = ch.change();
                String colour = Palette.colour(a.family(ch.library()));
                s.append(text(left - 12, cy + 4, "end", 12, "normal", "#000000", label(a, ch.library())));
                double x1 = x.applyAsDouble(ci.low());
                double x2 = x.applyAsDouble(ci.high());
                s.append(Svg.line(x1, cy, x2, cy, colour, 2, null));
                s.append(Svg.line(x1, cy - 4, x1, cy + 4, colour, 1.5, null));
                s.append(Svg.line(x2, cy - 4, x2, cy + 4, colour, 1.5, null));
                s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s</title></circle>%n",
                        x.applyAsDouble(ci.ratio()), cy, colour, Svg.esc(ch.library() + " " + ch.row().cellLabel() + " "
                                + ch.row().direction() + ": speedup " + Fmt.speedup(ch.b().speedup()) + " on " + n.b() + ", "
                                + Fmt.speedup(ch.a().speedup()) + " on " + n.a())));
                // right of the interval, and never across the ×1 line
                s.append(text(Math.max(x2, x.applyAsDouble(1)) + 8, cy + 4, "start", 11, "normal", "#000000",
                        Compare.interval(ci)));
            }
        }
        s.append(text(16, height - 26, "start", 11, "normal", "#333333", footer1));
        s.append(text(16, height - 10, "start", 11, "normal", "#333333", footer2));
        s.append("</svg>\n");
        return s.toString();
    }

    private static String header(Compare c, RowKey k) {
        Compare.BaselineCell bc = c.baselines().get(k);
        return k.cellLabel() + " · " + k.direction() + " — " + c.baseline() + " ns/op " + RunNames.of(c).arrow() + " "
                + (bc == null ? "not in both runs" : Fmt.factor(bc.change().ratio()));
    }

    private static String label(Analysis a, String library) {
        return library + (a.isLossy(library) ? " (lossy)" : "") + (a.legacy(library) != null ? " (legacy)" : "");
    }

    /** The ticks drawn: ×1 always, then outward from it each tick at least {@link #MIN_TICK_GAP} px from the last. */
    static List<Double> ticks(double axisLo, double axisHi, java.util.function.DoubleUnaryOperator x) {
        List<Double> out = new ArrayList<>(List.of(1.0));
        double last = x.applyAsDouble(1);
        for (double t : TICKS) {
            if (t > 1 && t <= axisHi + 1e-12 && x.applyAsDouble(t) - last >= MIN_TICK_GAP) {
                out.add(t);
                last = x.applyAsDouble(t);
            }
        }
        last = x.applyAsDouble(1);
        for (int i = TICKS.length - 1; i >= 0; i--) {
            double t = TICKS[i];
            if (t < 1 && t >= axisLo - 1e-12 && last - x.applyAsDouble(t) >= MIN_TICK_GAP) {
                out.add(t);
                last = x.applyAsDouble(t);
            }
        }
        return out;
    }

    private static String text(double x, double y, String anchor, int size, String weight, String fill, String content) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\" fill=\"%s\"%s>%s</text>%n",
                x, y, anchor, size, fill, weight.equals("bold") ? " font-weight=\"bold\"" : "", Svg.esc(content));
    }
}

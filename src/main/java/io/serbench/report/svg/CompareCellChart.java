package io.serbench.report.svg;

import io.serbench.codec.Family;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Compare;
import io.serbench.report.analysis.Families;
import io.serbench.report.analysis.RunNames;
import io.serbench.report.stats.Intervals;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.DoubleUnaryOperator;

/**
 * compare-cells.svg: the whole comparison on one screen, one row per shared cell. Every ratio of
 * the cell is a dot at its change (A's speedup ÷ B's, log axis): filled in its family's colour
 * when it moved beyond its interval, hollow when not. A black bar marks the baseline's own
 * ns/op change in the cell (grey band: its interval). Since a speedup is the baseline's time ÷ the
 * library's, a library whose own time did not change lands on that bar: a row whose dots gather
 * on the bar moved because of the baseline, a row whose dots stay at ×1 while the bar is away
 * means the libraries changed with it. The per-ratio chart (compare.svg) names the libraries;
 * this one shows at a glance which of the two stories each cell tells.
 */
public final class CompareCellChart {
    private static final double[] TICKS = {0.1, 0.2, 0.25, 0.33, 0.4, 0.5, 0.67, 0.8, 1, 1.25, 1.5, 2, 2.5, 3, 4, 5, 10};
    private static final int ROW = 20;
    private static final int TOP = 96;
    private static final int PLOT_W = 520;
    private static final int MIN_PLOT_W = 200;
    private static final int BOTTOM = 58;
    private static final int MARGIN = 16;
    private static final double LABEL_SIZE = 12;
    private static final String MOVED_STROKE = "#ffffff";
    private static final String UNMOVED = "#8c8c8c";

    private CompareCellChart() {
    }

    public static String render(Compare c) {
        Analysis a = c.a().analysis();
        String base = c.baseline();
        Map<RowKey, List<Compare.Change>> cells = new TreeMap<>(RowKey.ORDER);
        for (Compare.Change ch : c.tested()) {
            cells.computeIfAbsent(ch.row(), k -> new ArrayList<>()).add(ch);
        }

        // the axis: every dot and every baseline interval, clamped to the ticks' range
        double lo = 0.8;
        double hi = 1.25;
        for (Compare.Change ch : c.tested()) {
            lo = Math.min(lo, ch.change().ratio());
            hi = Math.max(hi, ch.change().ratio());
        }
        for (RowKey k : cells.keySet()) {
            Compare.BaselineCell bc = c.baselines().get(k);
            if (bc != null && bc.change().known()) {
                lo = Math.min(lo, bc.change().low());
                hi = Math.max(hi, bc.change().high());
            }
        }
        double axisLo = SvgChart.lowestTickAtOrBelow(TICKS, Math.max(lo, TICKS[0]));
        double axisHi = SvgChart.lowestTickAtOrAbove(TICKS, Math.min(hi, TICKS[TICKS.length - 1]));
        double labelW = 0;
        double valueW = 0;
        for (Map.Entry<RowKey, List<Compare.Change>> e : cells.entrySet()) {
            labelW = Math.max(labelW, Svg.width(label(e.getKey()), LABEL_SIZE));
            valueW = Math.max(valueW, Svg.width(value(c, e.getKey(), e.getValue()), 11));
        }
        double left = MARGIN + labelW + 12;
        // the plot takes what the labels and values leave of the chart's width, within bounds
        double plotW = Math.max(MIN_PLOT_W, Math.min(PLOT_W, SvgChart.MAX_WIDTH - left - 14 - valueW - MARGIN));
        double plotRight = left + plotW;
        RunNames n = RunNames.of(c);
        String title = "What moved, cell by cell: each ratio's change " + n.arrow() + ", and " + base + "'s own";
        String subtitle = c.moved().size() + " of " + c.tested().size() + " shared ratios moved beyond their 95% interval"
                + String.format(Locale.ROOT, " (about %.1f expected by chance)", c.expectedByChance());
        String footer1 = "dot: a library's speedup on " + n.a() + " ÷ on " + n.b() + " (filled: moved, hollow: not; "
                + "hover for its name); log axis";
        String footer2 = "black bar: " + base + "'s own ns/op change (grey: its interval), where an unchanged library lands; "
                + "right: ratios up and down, and the one that moved most";
        double width = Math.max(plotRight + 14 + valueW + MARGIN,
                MARGIN + Math.max(Math.max(Svg.width(title, 15), Svg.width(subtitle, 12)),
                        Math.max(Svg.width(footer1, 11), Svg.width(footer2, 11))) + MARGIN);
        int plotH = Math.max(cells.size() * ROW, 40);
        double height = TOP + plotH + BOTTOM;
        DoubleUnaryOperator x = v -> left + (Math.log(clamp(v, axisLo, axisHi)) - Math.log(axisLo))
                / (Math.log(axisHi) - Math.log(axisLo)) * plotW;

        StringBuilder s = new StringBuilder(Svg.open(width, height));
        s.append(Svg.text(MARGIN, 22, "start", 15, "bold", title));
        s.append(Svg.text(MARGIN, 40, "start", 12, "normal", "#333333", subtitle));
        legend(s, a, c);

        double plotTop = TOP;
        double plotBottom = TOP + plotH;
        for (double t : CompareChart.ticks(axisLo, axisHi, x)) {
            double tx = x.applyAsDouble(t);
            boolean one = t == 1;
            s.append(Svg.line(tx, plotTop - 6, tx, plotBottom, one ? "#000000" : "#e5e5e5", one ? 1.2 : 1, one ? "5 3" : null));
            String tl = "×" + Fmt.ratio(t).replaceAll("\\.?0+$", "");
            s.append(Svg.text(tx, plotTop - 10, "middle", 11, one ? "bold" : "normal", "#333333", tl));
            s.append(Svg.text(tx, plotBottom + 14, "middle", 11, one ? "bold" : "normal", "#333333", tl));
        }
        if (cells.isEmpty()) {
            s.append(Svg.text(left + plotW / 2.0, plotTop + 26, "middle", 13, "normal", "no ratio has an interval in both runs"));
        }

        double y = plotTop;
        int i = 0;
        for (Map.Entry<RowKey, List<Compare.Change>> e : cells.entrySet()) {
            RowKey k = e.getKey();
            double cy = y + ROW / 2.0;
            if (i++ % 2 == 0) {
                s.append(Svg.rect(MARGIN / 2.0, y, width - MARGIN, ROW, "#f6f6f6", "", null));
            }
            s.append(Svg.text(left - 12, cy + 4, "end", LABEL_SIZE, "normal", label(k)));
            Compare.BaselineCell bc = c.baselines().get(k);
            if (bc != null && !Double.isNaN(bc.change().ratio())) {
                Intervals.Interval bci = bc.change();
                if (bci.known()) {
                    double x1 = x.applyAsDouble(bci.low());
                    s.append(Svg.rect(x1, y + 2, Math.max(x.applyAsDouble(bci.high()) - x1, 1), ROW - 4, "#d9d9d9", "",
                            base + " ns/op " + n.arrow() + " " + Compare.interval(bci)));
                }
                double bx = x.applyAsDouble(bci.ratio());
                s.append(Svg.line(bx, y + 1, bx, y + ROW - 1, "#000000", 2.5, null));
            }
            for (Compare.Change ch : e.getValue()) {
                Intervals.Interval ci = ch.change();
                int moved = Compare.moved(ci);
                String tip = ch.library() + ": " + Compare.interval(ci) + " (speedup " + Fmt.speedup(ch.b().speedup())
                        + " on " + n.b() + ", " + Fmt.speedup(ch.a().speedup()) + " on " + n.a() + ")";
                double cx = x.applyAsDouble(ci.ratio());
                s.append(moved != 0
                        ? Svg.circle(cx, cy, 4, Palette.colour(a.family(ch.library())),
                                "fill-opacity=\"0.85\" stroke=\"" + MOVED_STROKE + "\" stroke-width=\"0.8\"", tip)
                        : Svg.circle(cx, cy, 3, "none", "stroke=\"" + UNMOVED + "\" stroke-width=\"1\"", tip));
            }
            s.append(Svg.text(plotRight + 14, cy + 4, "start", 11, "normal", "#333333", value(c, k, e.getValue())));
            y += ROW;
        }
        s.append(Svg.text(MARGIN, height - 28, "start", 11, "normal", "#333333", footer1));
        s.append(Svg.text(MARGIN, height - 12, "start", 11, "normal", "#333333", footer2));
        s.append(Svg.close());
        return s.toString();
    }

    /** The families that have a moved ratio, in the palette every chart of the report uses. */
    private static void legend(StringBuilder s, Analysis a, Compare c) {
        Set<Family> drawn = EnumSet.noneOf(Family.class);
        c.moved().stream().map(ch -> a.family(ch.library())).filter(java.util.Objects::nonNull).forEach(drawn::add);
        double lx = MARGIN;
        for (Family f : Family.values()) {
            if (!drawn.contains(f)) {
                continue;
            }
            String name = Families.label(f);
            s.append(Svg.circle(lx + 5, 58, 5, Palette.colour(f), "", null));
            s.append(Svg.text(lx + 14, 62, "start", 12, "normal", name));
            lx += 14 + Svg.width(name, 12) + 18;
        }
        s.append(Svg.circle(lx + 5, 58, 4, "none", "stroke=\"" + UNMOVED + "\" stroke-width=\"1\"", null));
        s.append(Svg.text(lx + 14, 62, "start", 12, "normal", "within its interval"));
    }

    private static String label(RowKey k) {
        return k.cellLabel() + " · " + k.direction();
    }

    /** Right of the row: the baseline's own change and how many ratios moved which way. */
    private static String value(Compare c, RowKey k, List<Compare.Change> changes) {
        long up = changes.stream().filter(ch -> Compare.moved(ch.change()) > 0).count();
        long down = changes.stream().filter(ch -> Compare.moved(ch.change()) < 0).count();
        Compare.BaselineCell bc = c.baselines().get(k);
        String own = bc == null ? "" : c.baseline() + " " + Fmt.factor(bc.change().ratio()) + " · ";
        Compare.Change most = changes.stream().filter(ch -> Compare.moved(ch.change()) != 0)
                .max(java.util.Comparator.comparingDouble(ch -> Math.abs(Math.log(ch.change().ratio())))).orElse(null);
        return own + up + "/" + changes.size() + " up, " + down + " down"
                + (most == null ? "" : "; most " + most.library() + " " + Fmt.factor(most.change().ratio()));
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}

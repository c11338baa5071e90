package io.serbench.report.svg;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.ArticleRatios;
import io.serbench.report.stats.EarlierRatioVerdict;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.DoubleUnaryOperator;

/**
 * 2017 vs now, one row per compared ratio: a hollow dot at the article's ratio, a filled dot at
 * today's with its 95% interval, a line between them, both values written beside their dots, and
 * the row coloured by its reading ({@link EarlierRatioVerdict}, whose legend the summary prints). Rows are in
 * the summary's table order, grouped by scenario. Plain SVG ({@link Svg}).
 */
public final class Dumbbell {
    public static final String FILE_NAME = "dumbbell-2017.svg";

    private static final int MARGIN = 12;
    private static final int ROW_H = 20;
    private static final int PLOT_W = 420;
    private static final int VALUE_SIZE = 10;
    private static final Map<EarlierRatioVerdict, String> COLOURS = new EnumMap<>(EarlierRatioVerdict.class);

    static {
        for (EarlierRatioVerdict v : EarlierRatioVerdict.values()) {
            COLOURS.put(v, switch (v) {
                case HOLDS -> "#4d9221";
                case NOW_EQUAL -> "#7f7f7f";
                case NOW_FASTER -> "#2166ac";
                case LEAD_GREW -> "#00a6d6";
                case DEFICIT_SHRANK -> "#c51b7d";
                case NOW_SLOWER -> "#8c510a";
                case LEAD_SHRANK -> "#f4a31a";
                case DEFICIT_GREW -> "#6a3d9a";
                case FLIPPED -> "#d62728";
            });
        }
    }

    private Dumbbell() {
    }

    public static String colour(EarlierRatioVerdict v) {
        return COLOURS.get(v);
    }

    /** Null when no row of the report matches one of the article's. */
    public static String render(Analysis a, List<ArticleRatios.Comparison> rows) {
        if (rows.isEmpty()) {
            return null;
        }
        List<ArticleRatios.Comparison> sorted = new ArrayList<>(rows);
        sorted.sort(java.util.Comparator.comparing((ArticleRatios.Comparison c) -> c.row().chart(), RowKey.ChartKey.ORDER));
        double lo = 1;
        double hi = 1;
        double labelW = 0;
        double valueW = Svg.width("0.000×", VALUE_SIZE);
        for (ArticleRatios.Comparison c : sorted) {
            ResultRow r = c.now();
            lo = Math.min(lo, Math.min(c.figure().speedup(), r.hasCi() && r.ciLow() > 0 ? r.ciLow() : r.speedup()));
            hi = Math.max(hi, Math.max(c.figure().speedup(), r.hasCi() ? r.ciHigh() : r.speedup()));
            labelW = Math.max(labelW, Svg.width(label(c), 12));
            valueW = Math.max(valueW, Svg.width(nowText(r), VALUE_SIZE));
        }
        double axisLo = Math.min(0.5, SweepChart.tickAtOrBelow(lo));
        double axisHi = Math.max(2, SweepChart.tickAtOrAbove(hi));
        double plotX = MARGIN + labelW + 10 + valueW + 10;
        double plotRight = plotX + PLOT_W;
        DoubleUnaryOperator x = v -> plotX + (Math.log(v) - Math.log(axisLo)) / (Math.log(axisHi) - Math.log(axisLo)) * PLOT_W;

        Set<EarlierRatioVerdict> present = new LinkedHashSet<>();
        for (EarlierRatioVerdict v : EarlierRatioVerdict.values()) {
            if (sorted.stream().anyMatch(c -> c.verdict() == v)) {
                present.add(v);
            }
        }
        String title = "2017 vs now: speedup vs " + ArticleRatios.BASELINE + ", each ratio both measured";
        String subtitle = "hollow dot: the article (JDK 8, 2017); filled dot: now, whisker = 95% interval; "
                + "colour: the reading (what each means: SUMMARY.md)";
        String caption = "dashed line: 1.0 = " + ArticleRatios.BASELINE + "; log scale, right = faster";
        // the colour legend on top, under the dots' legend, so a reader has it before the first row
        double legendY = 86;
        double top = legendY + 22;
        double rowsTop = top + 10;
        int groups = (int) sorted.stream().map(c -> c.row().chart()).distinct().count();
        double rowsBottom = rowsTop + sorted.size() * ROW_H + groups * 18;
        double legendX = MARGIN;
        double legendReach = legendX;
        for (EarlierRatioVerdict v : present) {
            legendReach += 16 + Svg.width(v.text, 12) + 18;
        }
        double width = Math.max(plotRight + valueW + 18 + MARGIN, MARGIN * 2 + Math.max(Math.max(Svg.width(title, 15),
                Svg.width(subtitle, 12)), Math.max(Svg.width(caption, 11), legendReach)));
        double height = rowsBottom + 60;

        StringBuilder s = new StringBuilder(Svg.open(width, height));
        s.append(Svg.text(MARGIN, 22, "start", 15, "bold", title));
        s.append(Svg.text(MARGIN, 40, "start", 12, "normal", subtitle));
        s.append(Svg.circle(MARGIN + 6, 60, 4.5, "#ffffff", "stroke=\"#333333\" stroke-width=\"1.5\"", null));
        s.append(Svg.text(MARGIN + 16, 64, "start", 12, "normal", "2017"));
        s.append(Svg.circle(MARGIN + 62, 60, 4.5, "#333333", "", null));
        s.append(Svg.text(MARGIN + 72, 64, "start", 12, "normal", "now"));

        for (double t : Svg.ticks(axisLo, axisHi, 12)) {
            double tx = x.applyAsDouble(t);
            s.append(Svg.line(tx, rowsTop - 4, tx, rowsBottom, "#e2e2e2", 1, null));
            s.append(Svg.text(tx, rowsBottom + 14, "middle", 10, t == 1 ? "bold" : "normal", Svg.tickLabel(t)));
        }
        s.append(Svg.text(plotX + PLOT_W / 2.0, rowsBottom + 28, "middle", 11, "normal",
                "speedup vs " + ArticleRatios.BASELINE + " (log scale, right = faster)"));

        // the 1.0 line under the rows, so no value is hidden behind it
        double one = x.applyAsDouble(1);
        s.append(Svg.line(one, rowsTop - 4, one, rowsBottom, "#000000", 1.2, "6 3"));
        double y = rowsTop;
        RowKey.ChartKey group = null;
        for (ArticleRatios.Comparison c : sorted) {
            if (!c.row().chart().equals(group)) {
                group = c.row().chart();
                y += 18;
                s.append(Svg.text(MARGIN, y - 5, "start", 12, "bold", group.label()));
            }
            ResultRow r = c.now();
            String col = colour(c.verdict());
            double cy = y + ROW_H / 2.0;
            double xThen = x.applyAsDouble(c.figure().speedup());
            double xNow = x.applyAsDouble(r.speedup());
            s.append(Svg.text(MARGIN + labelW, cy + 4, "end", 12, "normal", label(c)));
            s.append(Svg.line(Math.min(xThen, xNow), cy, Math.max(xThen, xNow), cy, col, 3, null));
            double left = Math.min(xThen, xNow);
            double right = Math.max(xThen, xNow);
            if (r.hasCi() && r.ciLow() > 0) {
                double x1 = x.applyAsDouble(r.ciLow());
                double x2 = x.applyAsDouble(r.ciHigh());
                s.append(Svg.line(x1, cy - 4, x1, cy + 4, col, 1.2, null));
                s.append(Svg.line(x2, cy - 4, x2, cy + 4, col, 1.2, null));
                s.append(Svg.line(x1, cy, x2, cy, col, 1.2, null));
                left = Math.min(left, x1);
                right = Math.max(right, x2);
            }
            s.append(Svg.circle(xThen, cy, 4.5, "#ffffff", "stroke=\"" + col + "\" stroke-width=\"1.8\"",
                    "2017: " + Fmt.speedup(c.figure().speedup()) + " (" + c.figure().source() + ")"));
            s.append(Svg.circle(xNow, cy, 4.5, col, "", "now: " + nowText(r) + " · " + c.verdict().text));
            // each value on its own dot's side: the smaller ratio's to the left, the larger's to the right
            boolean thenLeft = c.figure().speedup() <= r.speedup();
            String thenText = Fmt.speedup(c.figure().speedup());
            s.append(Svg.haloText(thenLeft ? left - 8 : right + 8, cy + 4, thenLeft ? "end" : "start", VALUE_SIZE, "normal", "#555555", thenText));
            s.append(Svg.haloText(thenLeft ? right + 8 : left - 8, cy + 4, thenLeft ? "start" : "end", VALUE_SIZE, "bold", col, nowText(r)));
            y += ROW_H;
        }
        double lx = legendX;
        for (EarlierRatioVerdict v : present) {
            s.append(Svg.rect(lx, legendY - 10, 12, 12, colour(v), "", null));
            s.append(Svg.text(lx + 16, legendY, "start", 12, "normal", v.text));
            lx += 16 + Svg.width(v.text, 12) + 18;
        }
        s.append(Svg.text(MARGIN, height - 8, "start", 11, "normal", caption));
        s.append(Svg.close());
        return s.toString();
    }

    private static String label(ArticleRatios.Comparison c) {
        RowKey k = c.row();
        return c.library() + " · " + k.direction() + (k.showsFields() ? " · fields=" + k.fields() : "")
                + (k.showsDigits() ? " · digits=" + k.digits() : "");
    }

    private static String nowText(ResultRow r) {
        return (r.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(r.speedup());
    }
}

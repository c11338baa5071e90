package io.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One bar chart per scenario: speedup vs the baseline per library, grouped by direction and
 * fields. Bars start at 1.0 on a log axis, so 2× faster and 2× slower are the same length.
 * Plain SVG: text, lines and rects only, generic font family, white background.
 */
final class SvgChart {
    /** Colour-blind-aware categorical palette; a library keeps its colour in every chart. */
    private static final String[] PALETTE = {
            "#4477AA", "#EE6677", "#228833", "#CCBB44", "#66CCEE", "#AA3377", "#BBBBBB",
            "#004488", "#DDAA33", "#BB5566", "#117733", "#882255", "#44AA99", "#999933", "#332288"};
    private static final double[] TICKS = {0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500};

    private static final int BAR = 14;
    private static final int GROUP_GAP = 26;
    private static final int LEFT = 78;
    private static final int TOP = 56;
    private static final int PLOT_H = 300;
    private static final int BOTTOM = 64;
    private static final int LEGEND_W = 210;

    private SvgChart() {
    }

    static String render(Analysis a, RowKey.ChartKey chart) {
        List<RowKey> groups = new ArrayList<>();
        for (RowKey k : a.cells().keySet()) {
            if (k.chart().equals(chart)) {
                groups.add(k);
            }
        }
        // encode groups then decode groups, each by fields: the direction is the first thing a reader compares
        groups.sort(Comparator.comparing((RowKey k) -> k.direction().equals("encode") ? 0 : k.direction().equals("decode") ? 1 : 2)
                .thenComparing(RowKey::direction).thenComparingInt(RowKey::fields).thenComparingInt(RowKey::digits));
        boolean digits = groups.stream().anyMatch(RowKey::showsDigits);
        List<String> series = new ArrayList<>();
        List<String> notApplicable = new ArrayList<>();
        for (String lib : a.compared()) {
            boolean present = groups.stream().anyMatch(g -> a.get(g, lib) != null);
            if (present) {
                series.add(lib);
            } else if (a.whyNot(lib, chart) != null) {
                notApplicable.add(lib);
            }
        }

        double lo = 1;
        double hi = 1;
        for (RowKey g : groups) {
            for (String lib : series) {
                ResultRow r = a.get(g, lib);
                if (r != null && r.hasSpeedup()) {
                    lo = Math.min(lo, r.hasCi() && r.ciLow() > 0 ? Math.min(r.ciLow(), r.speedup()) : r.speedup());
                    hi = Math.max(hi, r.hasCi() ? Math.max(r.ciHigh(), r.speedup()) : r.speedup());
                }
            }
        }
        // at least 0.5x..2x, so a chart of near-equal results does not magnify noise
        double axisLo = Math.min(0.5, lowestTickAtOrBelow(TICKS, lo));
        double axisHi = Math.max(2, lowestTickAtOrAbove(TICKS, hi));

        int groupW = Math.max(1, series.size()) * BAR + GROUP_GAP;
        // wide enough for the subtitle and the caption even with one group
        int plotW = Math.max(440, Math.max(1, groups.size()) * groupW);
        int width = LEFT + plotW + 20 + LEGEND_W;
        int legendH = TOP + 24 + (series.size() + 3) * 18;
        int height = Math.max(TOP + PLOT_H + BOTTOM + (digits ? 16 : 0), legendH) + 14;
        final double fLo = axisLo;
        final double fHi = axisHi;
        java.util.function.DoubleUnaryOperator y = v -> TOP + PLOT_H
                - (Math.log(v) - Math.log(fLo)) / (Math.log(fHi) - Math.log(fLo)) * PLOT_H;

        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\">%n", width, height, width, height));
        s.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n", width, height));
        int rounds = groups.stream().flatMap(g -> series.stream().map(l -> a.get(g, l)))
                .filter(r -> r != null).mapToInt(ResultRow::rounds).max().orElse(0);
        s.append(text(LEFT, 22, "start", 15, "bold", chart.label() + ": speedup vs " + a.baseline()));
        s.append(text(LEFT, 40, "start", 12, "normal", rounds >= 2
                ? "geometric mean of " + rounds + " rounds, whiskers = 95% interval; pale bar = no measurable difference"
                : "one round, whiskers = 95% interval (fork spread); pale bar = no measurable difference"));

        // axis, ticks and grid
        for (double t : TICKS) {
            if (t < axisLo - 1e-12 || t > axisHi + 1e-12) {
                continue;
            }
            double ty = y.applyAsDouble(t);
            s.append(line(LEFT, ty, LEFT + plotW, ty, "#e5e5e5", 1, null));
            s.append(text(LEFT - 6, ty + 4, "end", 11, t == 1 ? "bold" : "normal", Fmt.ratio(t).replaceAll("\\.?0+$", "") + "×"));
        }
        s.append(line(LEFT, TOP, LEFT, TOP + PLOT_H, "#333333", 1, null));
        s.append(String.format(Locale.ROOT, "<text x=\"18\" y=\"%d\" text-anchor=\"middle\" font-size=\"12\" "
                        + "transform=\"rotate(-90 18 %d)\">%s</text>%n", TOP + PLOT_H / 2, TOP + PLOT_H / 2,
                esc("speedup vs " + a.baseline() + " (log scale, higher = faster)")));

        if (!a.baselinePresent() || series.isEmpty()) {
            s.append(text(LEFT + plotW / 2.0, TOP + PLOT_H / 2.0 - 20, "middle", 13, "normal",
                    !a.baselinePresent() ? "no baseline: no " + a.baseline() + " results to compare with"
                            : "no library besides " + a.baseline() + " in these results"));
        }

        for (int gi = 0; gi < groups.size(); gi++) {
            RowKey g = groups.get(gi);
            double gx = LEFT + gi * groupW + GROUP_GAP / 2.0;
            for (int si = 0; si < series.size(); si++) {
                String lib = series.get(si);
                ResultRow r = a.get(g, lib);
                double x = gx + si * BAR;
                if (r == null || !r.hasSpeedup()) {
                    s.append(text(x + BAR / 2.0, y.applyAsDouble(1) - 4, "middle", 8, "normal", "–"));
                    continue;
                }
                double top = Math.min(y.applyAsDouble(1), y.applyAsDouble(r.speedup()));
                double h = Math.max(1, Math.abs(y.applyAsDouble(1) - y.applyAsDouble(r.speedup())));
                s.append(String.format(Locale.ROOT,
                        "<rect x=\"%.1f\" y=\"%.1f\" width=\"%d\" height=\"%.1f\" fill=\"%s\" fill-opacity=\"%s\"%s>"
                                + "<title>%s</title></rect>%n",
                        x + 1, top, BAR - 2, h, colour(a, lib), r.noDifference() ? "0.35" : "1",
                        r.lossy() ? " stroke=\"#000000\" stroke-width=\"1\" stroke-dasharray=\"2 2\"" : "",
                        esc(lib + " " + g.cellLabel() + " · " + g.direction() + ": " + Fmt.speedup(r.speedup()))));
                if (r.hasCi() && r.ciLow() > 0) {
                    double cx = x + BAR / 2.0;
                    double y1 = y.applyAsDouble(Math.max(axisLo, r.ciLow()));
                    double y2 = y.applyAsDouble(Math.min(axisHi, r.ciHigh()));
                    s.append(line(cx, y1, cx, y2, "#222222", 1, null));
                    s.append(line(cx - 3, y1, cx + 3, y1, "#222222", 1, null));
                    s.append(line(cx - 3, y2, cx + 3, y2, "#222222", 1, null));
                }
            }
            double mid = LEFT + gi * groupW + groupW / 2.0;
            s.append(text(mid, TOP + PLOT_H + 18, "middle", 12, "bold", g.direction()));
            if (g.showsFields()) {
                s.append(text(mid, TOP + PLOT_H + 34, "middle", 12, "normal", "fields=" + g.fields()));
            }
            if (g.showsDigits()) {
                s.append(text(mid, TOP + PLOT_H + (g.showsFields() ? 50 : 34), "middle", 12, "normal", "digits=" + g.digits()));
            }
            if (gi > 0) {
                double sepX = LEFT + gi * groupW;
                s.append(line(sepX, TOP, sepX, TOP + PLOT_H, "#f0f0f0", 1, null));
            }
        }

        // reference line at 1.0, drawn last so bars do not hide it
        double one = y.applyAsDouble(1);
        s.append(line(LEFT, one, LEFT + plotW, one, "#000000", 1.5, "6 3"));

        // legend
        int lx = LEFT + plotW + 20;
        int ly = TOP + 4;
        s.append(text(lx, ly, "start", 12, "bold", "library"));
        for (int si = 0; si < series.size(); si++) {
            String lib = series.get(si);
            int ey = ly + 14 + si * 18;
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"%s/>%n",
                    lx, ey, colour(a, lib), a.isLossy(lib) ? " stroke=\"#000000\" stroke-dasharray=\"2 2\"" : ""));
            s.append(text(lx + 18, ey + 10, "start", 12, "normal", lib + (a.isLossy(lib) ? " (lossy)" : "")));
        }
        int ny = ly + 14 + series.size() * 18 + 10;
        if (!notApplicable.isEmpty()) {
            s.append(text(lx, ny, "start", 11, "normal", "n/a here: " + String.join(", ", notApplicable)));
            s.append(text(lx, ny + 14, "start", 11, "normal", "(reasons in SUMMARY.md)"));
        }
        s.append(text(LEFT, height - 8, "start", 11, "normal",
                "dashed line: 1.0 = " + a.baseline() + "; speedup = " + a.baseline()
                        + " ns/op ÷ library ns/op, same round; – = not measured"));
        s.append("</svg>\n");
        return s.toString();
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

    private static String colour(Analysis a, String lib) {
        int i = a.libraries().indexOf(lib);
        return PALETTE[Math.floorMod(i < 0 ? lib.hashCode() : i, PALETTE.length)];
    }

    static String line(double x1, double y1, double x2, double y2, String colour, double width, String dash) {
        return String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%s\"%s/>%n",
                x1, y1, x2, y2, colour, Fmt.ratio(width), dash == null ? "" : " stroke-dasharray=\"" + dash + "\"");
    }

    private static String text(double x, double y, String anchor, int size, String weight, String content) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%d\"%s>%s</text>%n",
                x, y, anchor, size, weight.equals("bold") ? " font-weight=\"bold\"" : "", esc(content));
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

package io.serbench.report.svg;

import io.serbench.model.Sweep;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Sweeps;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.function.DoubleUnaryOperator;

/**
 * One chart per sweep: ns/op against size on log-log axes, one panel per direction, one line per
 * library, coloured by family ({@link Palette}; a library keeps its colour in both panels, and the
 * second, third and fourth library of a family are also dashed). Both panels share the y range so
 * they compare at a glance. Plain SVG ({@link Svg}): the legend's width follows the longest
 * library id, so nothing is clipped.
 */
public final class SweepChart {
    private static final String[] DASHES = {null, "6 3", "2 2", "8 3 2 3"};
    private static final double[] MANTISSAS = {1, 2, 5};

    private static final int LEFT = 78;
    private static final int TOP = 86;
    private static final int PLOT_W = 320;
    private static final int PLOT_H = 300;
    private static final int PANEL_GAP = 70;
    private static final int BOTTOM = 62;
    /** Width of one character of the 12px legend text, generously (ids are ASCII). */
    private static final double CHAR_W = 7.2;

    private SweepChart() {
    }

    /** The dash of a library: by its place among the libraries of its family in this chart. */
    private static String dash(List<String> libraries, String lib, Sweeps sweeps) {
        int i = 0;
        for (String other : libraries) {
            if (other.equals(lib)) {
                break;
            }
            if (java.util.Objects.equals(sweeps.family(other), sweeps.family(lib))) {
                i++;
            }
        }
        return DASHES[i % DASHES.length];
    }

    public static String render(Sweeps sweeps, Sweep sweep) {
        List<Sweeps.Line> lines = sweeps.lines(sweep);
        List<String> libraries = sweeps.libraries(sweep);
        Palette palette = Palette.of(libraries, sweeps::family);
        List<String> directions = new ArrayList<>();
        lines.forEach(l -> {
            if (!directions.contains(l.direction())) {
                directions.add(l.direction());
            }
        });
        TreeSet<Integer> sizes = new TreeSet<>(sweep.sizes);
        double lo = Double.POSITIVE_INFINITY;
        double hi = 0;
        for (Sweeps.Line l : lines) {
            for (Sweeps.Point p : l.points()) {
                sizes.add(p.size());
                lo = Math.min(lo, p.nsOp());
                hi = Math.max(hi, p.nsOp());
            }
        }
        double yLo = tickAtOrBelow(lo);
        double yHi = tickAtOrAbove(hi);
        if (yHi <= yLo) {
            yHi = yLo * 10;
        }
        double xLo = sizes.first();
        double xHi = sizes.last() > xLo ? sizes.last() : xLo * 2;

        int longest = "library".length();
        for (String lib : libraries) {
            longest = Math.max(longest, lib.length());
        }
        int legendW = 40 + (int) Math.ceil(longest * CHAR_W);
        int panels = Math.max(1, directions.size());
        int plotsW = panels * PLOT_W + (panels - 1) * PANEL_GAP;
        int legendX = LEFT + plotsW + 30;
        int width = (int) Math.ceil(Math.max(Math.max(legendX + legendW + 10, LEFT + 560), LEFT + palette.legendWidth() + 10));
        int legendH = TOP + 20 + libraries.size() * 18;
        int height = Math.max(TOP + PLOT_H + BOTTOM, legendH + 30) + 10;

        final double fyLo = yLo;
        final double fyHi = yHi;
        DoubleUnaryOperator y = v -> TOP + PLOT_H - (Math.log(v) - Math.log(fyLo)) / (Math.log(fyHi) - Math.log(fyLo)) * PLOT_H;

        StringBuilder s = new StringBuilder(Svg.open(width, height));
        s.append(text(LEFT, 22, "start", 15, "bold", Sweeps.title(sweep) + " sweep: ns/op vs " + sweep.axis));
        s.append(text(LEFT, 40, "start", 12, "normal",
                "log-log: slope 1 = linear growth, flat = constant cost; median over rounds"));
        palette.legend(LEFT, TOP - 30, s);

        for (int pi = 0; pi < panels; pi++) {
            int px = LEFT + pi * (PLOT_W + PANEL_GAP);
            final double fxLo = xLo;
            final double fxHi = xHi;
            DoubleUnaryOperator x = v -> px + 10 + (Math.log(v) - Math.log(fxLo)) / (Math.log(fxHi) - Math.log(fxLo)) * (PLOT_W - 20);
            String direction = directions.isEmpty() ? "" : directions.get(pi);
            s.append(text(px + PLOT_W / 2.0, TOP - 6, "middle", 13, "bold", direction));
            // grid and ticks
            for (double t : Svg.ticks(yLo, yHi, 9)) {
                double ty = y.applyAsDouble(t);
                s.append(line(px, ty, px + PLOT_W, ty, "#e5e5e5", 1, null));
                s.append(text(px - 6, ty + 4, "end", 11, "normal", Fmt.ns(t).replaceAll("\\.0+$", "")));
            }
            int shown = 0;
            double lastX = Double.NEGATIVE_INFINITY;
            for (int size : sizes) {
                double tx = x.applyAsDouble(size);
                s.append(line(tx, TOP, tx, TOP + PLOT_H, "#f0f0f0", 1, null));
                // skip a label that would touch the previous one
                if (tx - lastX >= 44 || shown == 0) {
                    s.append(text(tx, TOP + PLOT_H + 16, "middle", 11, "normal", Sweeps.sizeText(size)));
                    lastX = tx;
                    shown++;
                }
            }
            s.append(line(px, TOP, px, TOP + PLOT_H, "#333333", 1, null));
            s.append(line(px, TOP + PLOT_H, px + PLOT_W, TOP + PLOT_H, "#333333", 1, null));
            s.append(text(px + PLOT_W / 2.0, TOP + PLOT_H + 36, "middle", 12, "normal", sweep.axis + " (log scale)"));
            if (pi == 0) {
                s.append(String.format(Locale.ROOT, "<text x=\"18\" y=\"%d\" text-anchor=\"middle\" font-size=\"12\" "
                        + "transform=\"rotate(-90 18 %d)\">%s</text>%n", TOP + PLOT_H / 2, TOP + PLOT_H / 2,
                        Svg.esc("ns/op (log scale, lower = faster)")));
            }
            for (Sweeps.Line l : lines) {
                if (!l.direction().equals(direction)) {
                    continue;
                }
                String colour = palette.colour(l.library());
                StringBuilder pts = new StringBuilder();
                for (Sweeps.Point p : l.points()) {
                    pts.append(String.format(Locale.ROOT, "%.1f,%.1f ", x.applyAsDouble(p.size()), y.applyAsDouble(p.nsOp())));
                }
                String d = dash(libraries, l.library(), sweeps);
                s.append(String.format(Locale.ROOT, "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s>"
                                + "<title>%s</title></polyline>%n", pts.toString().trim(), colour,
                        d == null ? "" : " stroke-dasharray=\"" + d + "\"",
                        Svg.esc(l.name() + ": slope " + Sweeps.slope(l.all().slope()) + " (all sizes), "
                                + Sweeps.slope(l.upper().slope()) + " (upper half)")));
                for (Sweeps.Point p : l.points()) {
                    s.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\">"
                                    + "<title>%s</title></circle>%n", x.applyAsDouble(p.size()), y.applyAsDouble(p.nsOp()),
                            colour, Svg.esc(l.name() + " at " + Sweeps.sizeText(p.size()) + ": " + Fmt.ns(p.nsOp()) + " ns/op")));
                }
            }
        }

        // legend: one entry per library, in both panels the same colour
        s.append(text(legendX, TOP + 4, "start", 12, "bold", "library"));
        for (int i = 0; i < libraries.size(); i++) {
            int ey = TOP + 18 + i * 18;
            String colour = palette.colour(libraries.get(i));
            s.append(line(legendX, ey, legendX + 24, ey, colour, 2.5, dash(libraries, libraries.get(i), sweeps)));
            s.append(Svg.circle(legendX + 12, ey, 3, colour, "", null));
            s.append(text(legendX + 30, ey + 4, "start", 12, "normal", libraries.get(i)));
        }
        s.append(text(LEFT, height - 8, "start", 11, "normal",
                "slopes and their intervals: SUMMARY.md, Sweeps; figures: sweeps.csv"));
        s.append(Svg.close());
        return s.toString();
    }

    /** The largest 1-2-5 value at or below v. */
    static double tickAtOrBelow(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (int i = MANTISSAS.length - 1; i >= 0; i--) {
            if (MANTISSAS[i] * p <= v * (1 + 1e-9)) {
                return MANTISSAS[i] * p;
            }
        }
        return p;
    }

    /** The smallest 1-2-5 value at or above v. */
    static double tickAtOrAbove(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : MANTISSAS) {
            if (m * p >= v * (1 - 1e-9)) {
                return m * p;
            }
        }
        return 10 * p;
    }

    private static String line(double x1, double y1, double x2, double y2, String colour, double width, String dash) {
        return Svg.line(x1, y1, x2, y2, colour, width, dash);
    }

    private static String text(double x, double y, String anchor, int size, String weight, String content) {
        return Svg.text(x, y, anchor, size, weight, content);
    }
}

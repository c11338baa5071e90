package io.serbench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * Size against speed, one point per library of the profile: bytes on the wire relative to the
 * baseline (x, log) against the decode speedup (y, log), both geometric means over the profile's
 * cells, coloured by family ({@link Palette}). The baseline sits at (1, 1), marked by two dashed
 * lines; up and left is smaller and faster. Labels are placed greedily: each tries eight places
 * around its point, then the same farther out with a leader line, and takes the first that
 * touches no point, no label placed before it and no edge. Double-format variants are left out
 * (their means cover other cells). Plain SVG ({@link Svg}).
 */
final class Scatter {
    static final String FILE_NAME = "scatter.svg";

    private static final int LEFT = 74;
    private static final int TOP = 84;
    private static final int PLOT_W = 640;
    private static final int PLOT_H = 440;
    private static final int BOTTOM = 64;
    private static final double R = 5;
    private static final double LABEL_SIZE = 11;

    /** A box a label or a point occupies. */
    record Box(double x1, double y1, double x2, double y2) {
        boolean overlaps(Box o) {
            return x1 < o.x2 && o.x1 < x2 && y1 < o.y2 && o.y1 < y2;
        }

        boolean inside(Box o) {
            return x1 >= o.x1 && x2 <= o.x2 && y1 >= o.y1 && y2 <= o.y2;
        }
    }

    /** A placed label: where its text goes, its anchor, its box, and whether it needs a leader line. */
    record Placed(double x, double y, String anchor, Box box, boolean leader) {
    }

    private Scatter() {
    }

    /** The profile's full libraries with both a bytes and a decode figure. */
    static List<Profile.Entry> points(Profile p) {
        return p.full().stream().filter(e -> e.bytes().present() && e.decode().present()).toList();
    }

    /** Null when no library has both figures (no sizes.csv, or no decode cell). */
    static String render(Analysis a, Profile p) {
        List<Profile.Entry> points = points(p);
        if (points.isEmpty()) {
            return null;
        }
        double xLo = 1;
        double xHi = 1;
        double yLo = 1;
        double yHi = 1;
        for (Profile.Entry e : points) {
            xLo = Math.min(xLo, e.bytes().value());
            xHi = Math.max(xHi, e.bytes().value());
            yLo = Math.min(yLo, e.decode().value());
            yHi = Math.max(yHi, e.decode().value());
        }
        double fxLo = SweepChart.tickAtOrBelow(xLo / 1.15);
        double fxHi = SweepChart.tickAtOrAbove(xHi * 1.15);
        double fyLo = SweepChart.tickAtOrBelow(yLo / 1.15);
        double fyHi = SweepChart.tickAtOrAbove(yHi * 1.15);
        DoubleUnaryOperator x = v -> LEFT + (Math.log(v) - Math.log(fxLo)) / (Math.log(fxHi) - Math.log(fxLo)) * PLOT_W;
        DoubleUnaryOperator y = v -> TOP + PLOT_H - (Math.log(v) - Math.log(fyLo)) / (Math.log(fyHi) - Math.log(fyLo)) * PLOT_H;

        Palette palette = Palette.of(a);
        String title = "Size vs speed: bytes and decode speedup vs " + a.baseline() + ", one point per library";
        String subtitle = "geometric means over " + p.cells().size() + " cells (SUMMARY.md, Profile); up and left: "
                + "faster and smaller; " + a.baseline() + " at (1, 1)";
        List<String> variants = new ArrayList<>();
        p.doublesOnly().forEach(e -> variants.add(e.library()));
        String caption = "log scales" + (variants.isEmpty() ? "" : "; not plotted (double-format variants, other cells): "
                + String.join(", ", variants));
        double width = Math.max(LEFT + PLOT_W + 24, 24 + Math.max(Math.max(Svg.width(title, 15), Svg.width(subtitle, 12)),
                Math.max(Svg.width(caption, 11), palette.legendWidth())));
        double height = TOP + PLOT_H + BOTTOM;

        StringBuilder s = new StringBuilder(Svg.open(width, height));
        s.append(Svg.text(12, 22, "start", 15, "bold", title));
        s.append(Svg.text(12, 40, "start", 12, "normal", subtitle));
        palette.legend(12, 62, s);
        for (double t : Svg.ticks(fxLo, fxHi, 10)) {
            double tx = x.applyAsDouble(t);
            s.append(Svg.line(tx, TOP, tx, TOP + PLOT_H, "#e5e5e5", 1, null));
            s.append(Svg.text(tx, TOP + PLOT_H + 16, "middle", 11, "normal", Svg.tickLabel(t)));
        }
        for (double t : Svg.ticks(fyLo, fyHi, 10)) {
            double ty = y.applyAsDouble(t);
            s.append(Svg.line(LEFT, ty, LEFT + PLOT_W, ty, "#e5e5e5", 1, null));
            s.append(Svg.text(LEFT - 6, ty + 4, "end", 11, "normal", Svg.tickLabel(t)));
        }
        s.append(Svg.line(LEFT, TOP, LEFT, TOP + PLOT_H, "#333333", 1, null));
        s.append(Svg.line(LEFT, TOP + PLOT_H, LEFT + PLOT_W, TOP + PLOT_H, "#333333", 1, null));
        s.append(Svg.text(LEFT + PLOT_W / 2.0, TOP + PLOT_H + 36, "middle", 12, "normal",
                "bytes on the wire ÷ " + a.baseline() + "'s (log scale, left = smaller)"));
        s.append(String.format(java.util.Locale.ROOT, "<text x=\"18\" y=\"%d\" text-anchor=\"middle\" font-size=\"12\" "
                        + "transform=\"rotate(-90 18 %d)\">%s</text>%n", TOP + PLOT_H / 2, TOP + PLOT_H / 2,
                Svg.esc("decode speedup vs " + a.baseline() + " (log scale, up = faster)")));
        double ox = x.applyAsDouble(1);
        double oy = y.applyAsDouble(1);
        s.append(Svg.line(ox, TOP, ox, TOP + PLOT_H, "#000000", 1, "6 3"));
        s.append(Svg.line(LEFT, oy, LEFT + PLOT_W, oy, "#000000", 1, "6 3"));

        Box plot = new Box(LEFT + 1, TOP + 1, LEFT + PLOT_W - 1, TOP + PLOT_H - 1);
        List<Box> taken = new ArrayList<>();
        for (Profile.Entry e : points) {
            double px = x.applyAsDouble(e.bytes().value());
            double py = y.applyAsDouble(e.decode().value());
            double r = e.baseline() ? R + 3 : R + 1;
            taken.add(new Box(px - r, py - r, px + r, py + r));
        }
        // the crowded middle first, so the points with room around them give way
        List<Profile.Entry> order = new ArrayList<>(points);
        order.sort(Comparator.comparingDouble(e -> neighbours(e, points, x, y)));
        java.util.Collections.reverse(order);
        for (Profile.Entry e : order) {
            double px = x.applyAsDouble(e.bytes().value());
            double py = y.applyAsDouble(e.decode().value());
            String text = label(a, e);
            Placed at = place(px, py, Svg.width(text, LABEL_SIZE), plot, taken);
            taken.add(at.box());
            if (at.leader()) {
                double lx = Math.max(at.box().x1(), Math.min(px, at.box().x2()));
                double ly = Math.max(at.box().y1(), Math.min(py, at.box().y2()));
                s.append(Svg.line(px, py, lx, ly, "#555555", 1, null));
            }
            s.append(Svg.haloText(at.x(), at.y(), at.anchor(), LABEL_SIZE, e.baseline() ? "bold" : "normal", null, text));
        }
        for (Profile.Entry e : points) {
            double px = x.applyAsDouble(e.bytes().value());
            double py = y.applyAsDouble(e.decode().value());
            String tip = e.library() + ": bytes " + Fmt.speedup(e.bytes().value()) + ", decode " + e.decode().text();
            s.append(e.baseline()
                    ? Svg.circle(px, py, R + 1.5, "#ffffff", "stroke=\"#000000\" stroke-width=\"2\"", tip)
                    : Svg.circle(px, py, R, palette.colour(e.library()), "stroke=\"#ffffff\" stroke-width=\"0.8\"", tip));
        }
        s.append(Svg.text(12, height - 8, "start", 11, "normal", caption));
        s.append(Svg.close());
        return s.toString();
    }

    private static String label(Analysis a, Profile.Entry e) {
        return e.library() + (e.baseline() ? " (baseline)" : "");
    }

    /** How many other points lie within 40 px: the crowded are labelled first. */
    private static double neighbours(Profile.Entry e, List<Profile.Entry> all, DoubleUnaryOperator x, DoubleUnaryOperator y) {
        double px = x.applyAsDouble(e.bytes().value());
        double py = y.applyAsDouble(e.decode().value());
        int n = 0;
        for (Profile.Entry o : all) {
            double dx = x.applyAsDouble(o.bytes().value()) - px;
            double dy = y.applyAsDouble(o.decode().value()) - py;
            if (o != e && dx * dx + dy * dy < 1600) {
                n++;
            }
        }
        return n;
    }

    /**
     * The first free place for a label of width {@code w} around (px, py): right, left, above,
     * below and the four diagonals, then the same at 2, 3, ... times the distance (with a leader
     * line); if none is free within the plot, the place that overlaps least.
     */
    static Placed place(double px, double py, double w, Box plot, List<Box> taken) {
        double h = LABEL_SIZE + 1;
        Placed best = null;
        double bestOverlap = Double.POSITIVE_INFINITY;
        for (int ring = 1; ring <= 8; ring++) {
            double d = R + 3 + (ring - 1) * 12;
            double[][] offsets = {{d, 0}, {-d, 0}, {0, -d}, {0, d}, {d, -d}, {d, d}, {-d, -d}, {-d, d}};
            for (double[] o : offsets) {
                double cx = px + o[0];
                double cy = py + o[1];
                String anchor = o[0] > 0 ? "start" : o[0] < 0 ? "end" : "middle";
                double x1 = anchor.equals("start") ? cx : anchor.equals("end") ? cx - w : cx - w / 2;
                // vertical: beside the point the text is centred on it; above it ends at cy, below it starts there
                double y1 = o[1] < 0 ? cy - h : o[1] > 0 ? cy : cy - h / 2;
                Box box = new Box(x1, y1, x1 + w, y1 + h);
                Placed p = new Placed(cx, y1 + h - 3, anchor, box, ring > 1);
                if (!box.inside(plot)) {
                    continue;
                }
                double overlap = 0;
                Box padded = new Box(box.x1() - 2, box.y1() - 1, box.x2() + 2, box.y2() + 1);
                for (Box t : taken) {
                    if (padded.overlaps(t)) {
                        overlap += (Math.min(box.x2(), t.x2()) - Math.max(box.x1(), t.x1()))
                                * (Math.min(box.y2(), t.y2()) - Math.max(box.y1(), t.y1()));
                    }
                }
                if (overlap == 0) {
                    return p;
                }
                if (overlap < bestOverlap) {
                    bestOverlap = overlap;
                    best = p;
                }
            }
        }
        return best != null ? best : new Placed(px + R + 3, py + 4, "start", new Box(px + R + 3, py - h / 2, px + R + 3 + w, py + h / 2), false);
    }
}

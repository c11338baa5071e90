package io.serbench.report.svg;

import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.DoubleUnaryOperator;

/**
 * Size against speed, one point per library of the profile: bytes on the wire relative to the
 * baseline (x, log) against the decode speedup (y, log), both geometric means over the profile's
 * cells, coloured by family ({@link Palette}). The baseline sits at (1, 1), marked by two dashed
 * lines; up and left is smaller and faster. Labels are placed greedily, crowded points first, each at
 * the cheapest of twelve places around its point and the same farther out with a leader line
 * ({@link #placeAll}): no label over a point or a label, no leader across one, off the dashed lines
 * where there is room. Double-format variants are left out
 * (their means cover other cells). Plain SVG ({@link Svg}).
 */
public final class Scatter {
    public static final String FILE_NAME = "scatter.svg";

    private static final int LEFT = 74;
    private static final int TOP = 84;
    private static final int PLOT_W = 640;
    private static final int PLOT_H = 440;
    private static final int BOTTOM = 64;
    private static final double R = 5;
    private static final double LABEL_SIZE = 11;

    /** A box a label or a point occupies. */
    record Box(double x1, double y1, double x2, double y2) {
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
    public static List<Profile.Entry> points(Profile p) {
        return p.full().stream().filter(e -> e.bytes().present() && e.decode().present()).toList();
    }

    /** Null when no library has both figures (no sizes.csv, or no decode cell). */
    public static String render(Analysis a, Profile p) {
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
        List<Mark> marks = new ArrayList<>();
        for (Profile.Entry e : points) {
            marks.add(new Mark(x.applyAsDouble(e.bytes().value()), y.applyAsDouble(e.decode().value()),
                    e.baseline() ? R + 3 : R + 1, Svg.width(label(a, e), LABEL_SIZE)));
        }
        List<Placed> placed = placeAll(marks, plot, ox, oy);
        for (int i = 0; i < points.size(); i++) {
            Profile.Entry e = points.get(i);
            Placed at = placed.get(i);
            if (at.leader()) {
                double[] end = leaderEnd(marks.get(i), at.box());
                s.append(Svg.line(marks.get(i).x(), marks.get(i).y(), end[0], end[1], "#555555", 1, null));
            }
            s.append(Svg.haloText(at.x(), at.y(), at.anchor(), LABEL_SIZE, e.baseline() ? "bold" : "normal", null, label(a, e)));
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

    /** A point to label: its centre, the radius it occupies, and its label's width. */
    record Mark(double x, double y, double r, double labelWidth) {
        Box box() {
            return new Box(x - r, y - r, x + r, y + r);
        }
    }

    /** What a candidate costs: a label over a point or a label is worst, then a leader across one, then a reference line. */
    private static final double OVERLAP = 100;
    private static final double CROSSING = 400;
    private static final double ON_LINE = 60;
    /** A label nearer another point than its own reads as that point's (a leader line halves the doubt). */
    private static final double AMBIGUOUS = 150;
    private static final double PER_RING = 10;

    /**
     * Labels for every mark, in the marks' order. The crowded marks are placed first (most others
     * within 40 px), each at the cheapest of its candidates ({@link #candidates}): the cost counts
     * the area it covers of points and labels already placed, its leader line crossing a point, a
     * label or another leader, its box nearer another point than its own, its box lying across the
     * reference lines at {@code refX} and {@code refY} (the baseline's dashed lines), and its
     * distance from the point.
     */
    static List<Placed> placeAll(List<Mark> marks, Box plot, double refX, double refY) {
        List<Box> points = marks.stream().map(Mark::box).toList();
        List<Box> labels = new ArrayList<>();
        List<double[]> leaders = new ArrayList<>();
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < marks.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingInt((Integer i) -> -neighbours(marks.get(i), marks)).thenComparingInt(i -> i));
        Placed[] out = new Placed[marks.size()];
        for (int i : order) {
            Mark m = marks.get(i);
            Placed best = null;
            double bestCost = Double.POSITIVE_INFINITY;
            for (Placed c : candidates(m, plot)) {
                double cost = cost(c, m, points, labels, leaders, refX, refY);
                if (cost < bestCost) {
                    bestCost = cost;
                    best = c;
                }
            }
            if (best == null) {
                double h = LABEL_SIZE + 1;
                best = new Placed(m.x() + m.r() + 2, m.y() + 4, "start",
                        new Box(m.x() + m.r() + 2, m.y() - h / 2, m.x() + m.r() + 2 + m.labelWidth(), m.y() + h / 2), false);
            }
            out[i] = best;
            labels.add(best.box());
            if (best.leader()) {
                double[] end = leaderEnd(m, best.box());
                leaders.add(new double[]{m.x(), m.y(), end[0], end[1]});
            }
        }
        return List.of(out);
    }

    /** How many other marks lie within 40 px. */
    private static int neighbours(Mark m, List<Mark> all) {
        int n = 0;
        for (Mark o : all) {
            double dx = o.x() - m.x();
            double dy = o.y() - m.y();
            if (o != m && dx * dx + dy * dy < 1600) {
                n++;
            }
        }
        return n;
    }

    /**
     * Around the point: right, left, above, below, the four diagonals and four shallower slants,
     * first beside the point, then at 12 px steps farther out (those with a leader line), within the plot.
     */
    static List<Placed> candidates(Mark m, Box plot) {
        double h = LABEL_SIZE + 1;
        double w = m.labelWidth();
        List<Placed> out = new ArrayList<>();
        for (int ring = 1; ring <= 10; ring++) {
            double d = m.r() + 2 + (ring - 1) * 12;
            double[][] offsets = {{d, 0}, {-d, 0}, {0, -d}, {0, d}, {d, -d}, {d, d}, {-d, -d}, {-d, d},
                    {d, -d / 2}, {d, d / 2}, {-d, -d / 2}, {-d, d / 2}};
            for (double[] o : offsets) {
                double cx = m.x() + o[0];
                double cy = m.y() + o[1];
                String anchor = o[0] > 0 ? "start" : o[0] < 0 ? "end" : "middle";
                double x1 = anchor.equals("start") ? cx : anchor.equals("end") ? cx - w : cx - w / 2;
                // beside the point the text is centred on it; above it ends at cy, below it starts there
                double y1 = o[0] != 0 && Math.abs(o[1]) < d ? cy - h / 2 : o[1] < 0 ? cy - h : o[1] > 0 ? cy : cy - h / 2;
                Box box = new Box(x1, y1, x1 + w, y1 + h);
                if (box.inside(plot)) {
                    out.add(new Placed(cx, y1 + h - 3, anchor, box, ring > 1));
                }
            }
        }
        return out;
    }

    private static double cost(Placed c, Mark m, List<Box> points, List<Box> labels, List<double[]> leaders, double refX, double refY) {
        Box box = c.box();
        Box padded = new Box(box.x1() - 2, box.y1() - 1, box.x2() + 2, box.y2() + 1);
        double cost = 0;
        for (Box t : points) {
            cost += OVERLAP * area(padded, t);
        }
        for (Box t : labels) {
            cost += OVERLAP * area(padded, t);
        }
        for (double[] l : leaders) {
            cost += segmentCrossesBox(l[0], l[1], l[2], l[3], padded) ? CROSSING : 0;
        }
        if (c.leader()) {
            double[] end = leaderEnd(m, box);
            Box own = m.box();
            for (Box t : points) {
                if (!t.equals(own) && segmentCrossesBox(m.x(), m.y(), end[0], end[1], t)) {
                    cost += CROSSING;
                }
            }
            for (Box t : labels) {
                cost += segmentCrossesBox(m.x(), m.y(), end[0], end[1], t) ? CROSSING : 0;
            }
            for (double[] l : leaders) {
                cost += segmentsCross(m.x(), m.y(), end[0], end[1], l[0], l[1], l[2], l[3]) ? CROSSING : 0;
            }
        }
        double own = distance(m.x(), m.y(), box);
        for (Box t : points) {
            double cx = (t.x1() + t.x2()) / 2;
            double cy = (t.y1() + t.y2()) / 2;
            if (!t.equals(m.box()) && distance(cx, cy, box) + 2 < own) {
                cost += c.leader() ? AMBIGUOUS / 2 : AMBIGUOUS;
                break;
            }
        }
        if ((box.x1() < refX && refX < box.x2()) || (box.y1() < refY && refY < box.y2())) {
            cost += ON_LINE;
        }
        double ring = Math.max(Math.abs(c.x() - m.x()), Math.abs(c.y() - m.y()));
        return cost + PER_RING * ring / 12;
    }

    private static double distance(double x, double y, Box b) {
        double dx = Math.max(0, Math.max(b.x1() - x, x - b.x2()));
        double dy = Math.max(0, Math.max(b.y1() - y, y - b.y2()));
        return Math.sqrt(dx * dx + dy * dy);
    }

    private static double area(Box a, Box b) {
        double w = Math.min(a.x2(), b.x2()) - Math.max(a.x1(), b.x1());
        double h = Math.min(a.y2(), b.y2()) - Math.max(a.y1(), b.y1());
        return w > 0 && h > 0 ? w * h : 0;
    }

    /** Where a leader from the mark meets its label: the label box's point nearest the mark. */
    static double[] leaderEnd(Mark m, Box b) {
        return new double[]{Math.max(b.x1(), Math.min(m.x(), b.x2())), Math.max(b.y1(), Math.min(m.y(), b.y2()))};
    }

    /** True when the segment passes through the box's inside (Liang–Barsky clipping). */
    static boolean segmentCrossesBox(double x1, double y1, double x2, double y2, Box b) {
        double t0 = 0;
        double t1 = 1;
        double dx = x2 - x1;
        double dy = y2 - y1;
        double[] p = {-dx, dx, -dy, dy};
        double[] q = {x1 - b.x1(), b.x2() - x1, y1 - b.y1(), b.y2() - y1};
        for (int i = 0; i < 4; i++) {
            if (p[i] == 0) {
                if (q[i] <= 0) {
                    return false;
                }
            } else {
                double t = q[i] / p[i];
                if (p[i] < 0) {
                    t0 = Math.max(t0, t);
                } else {
                    t1 = Math.min(t1, t);
                }
            }
        }
        return t1 - t0 > 1e-9;
    }

    /** True when two segments cross at a point inside both (touching ends do not count). */
    static boolean segmentsCross(double ax, double ay, double bx, double by, double cx, double cy, double dx, double dy) {
        double d1 = orient(cx, cy, dx, dy, ax, ay);
        double d2 = orient(cx, cy, dx, dy, bx, by);
        double d3 = orient(ax, ay, bx, by, cx, cy);
        double d4 = orient(ax, ay, bx, by, dx, dy);
        return d1 * d2 < 0 && d3 * d4 < 0;
    }

    private static double orient(double ax, double ay, double bx, double by, double cx, double cy) {
        return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    }
}

package io.serbench.report.svg;

import io.serbench.report.format.Fmt;

import java.util.Locale;

/**
 * The few SVG elements every chart draws, and an estimate of how wide a text renders, so that a
 * chart can size its margins from its longest label instead of clipping it. Plain SVG: text,
 * lines, rects and circles, generic font family, white background, no script or external reference.
 */
public final class Svg {
    static final String FONT = "Helvetica, Arial, sans-serif";

    private Svg() {
    }

    /** The opening tag and a white background. */
    static String open(double width, double height) {
        int w = (int) Math.ceil(width);
        int h = (int) Math.ceil(height);
        return String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" font-family=\"%s\" font-size=\"12\">%n", w, h, w, h, FONT)
                + String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#ffffff\"/>%n", w, h);
    }

    static String close() {
        return "</svg>\n";
    }

    static String text(double x, double y, String anchor, double size, String weight, String content) {
        return text(x, y, anchor, size, weight, null, content);
    }

    /** A text; {@code fill} null for black. */
    static String text(double x, double y, String anchor, double size, String weight, String fill, String content) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" font-size=\"%s\"%s%s>%s</text>%n",
                x, y, anchor, number(size), weight.equals("bold") ? " font-weight=\"bold\"" : "",
                fill == null ? "" : " fill=\"" + fill + "\"", esc(content));
    }

    /** A text with a white halo, legible over grid lines and whiskers. */
    static String haloText(double x, double y, String anchor, double size, String weight, String fill, String content) {
        return text(x, y, anchor, size, weight, fill, content).replaceFirst("<text ",
                "<text stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" paint-order=\"stroke\" ");
    }

    /** A text turned about its anchor point by {@code degrees} (negative: counter-clockwise). */
    static String rotated(double x, double y, double degrees, String anchor, double size, String content) {
        return String.format(Locale.ROOT, "<text transform=\"translate(%.1f,%.1f) rotate(%s)\" text-anchor=\"%s\" "
                + "font-size=\"%s\">%s</text>%n", x, y, number(degrees), anchor, number(size), esc(content));
    }

    static String line(double x1, double y1, double x2, double y2, String colour, double width, String dash) {
        return String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%s\"%s/>%n",
                x1, y1, x2, y2, colour, number(width), dash == null ? "" : " stroke-dasharray=\"" + dash + "\"");
    }

    /** A filled rect; {@code extra} more attributes (may be empty); {@code title} a tooltip, or null. */
    static String rect(double x, double y, double w, double h, String fill, String extra, String title) {
        String attrs = String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\"%s",
                x, y, w, h, fill, extra.isEmpty() ? "" : " " + extra);
        return title == null ? attrs + "/>\n" : attrs + "><title>" + esc(title) + "</title></rect>\n";
    }

    static String circle(double cx, double cy, double r, String fill, String extra, String title) {
        String attrs = String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%s\" fill=\"%s\"%s",
                cx, cy, number(r), fill, extra.isEmpty() ? "" : " " + extra);
        return title == null ? attrs + "/>\n" : attrs + "><title>" + esc(title) + "</title></circle>\n";
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /**
     * How wide {@code s} renders at {@code size} px, rounded up, on the wide side of the fonts a
     * viewer may substitute for Helvetica and Arial (per-character advance widths of DejaVu Sans,
     * the widest common fallback, by class: narrow, punctuation, digits, lower case, upper case,
     * wide, symbols). Charts size their margins with it, so a label never runs off the canvas.
     */
    public static double width(String s, double size) {
        double em = 0;
        for (int i = 0; i < s.length(); i++) {
            em += advance(s.charAt(i));
        }
        return Math.ceil(em * size * 1.02);
    }

    private static double advance(char c) {
        if ("ijlI.,:;|!'".indexOf(c) >= 0) {
            return 0.30;
        }
        if ("ftr()[]- /".indexOf(c) >= 0) {
            return 0.40;
        }
        if (c >= '0' && c <= '9') {
            return 0.64;
        }
        if ("mwMW%@".indexOf(c) >= 0) {
            return 0.98;
        }
        if (c >= 'A' && c <= 'Z') {
            return 0.74;
        }
        if (c < 128) {
            return 0.62;
        }
        return "×÷≈†·–".indexOf(c) >= 0 ? 0.84 : 1.0;
    }

    private static String number(double d) {
        return d == Math.rint(d) ? Long.toString((long) d) : String.format(Locale.ROOT, "%.1f", d);
    }

    /** 1-2-5 ticks in [lo, hi], the powers of ten only when that would be more than {@code most}. */
    static java.util.List<Double> ticks(double lo, double hi, int most) {
        java.util.List<Double> all = new java.util.ArrayList<>();
        java.util.List<Double> decades = new java.util.ArrayList<>();
        for (int e = (int) Math.floor(Math.log10(lo)) - 1; e <= (int) Math.ceil(Math.log10(hi)) + 1; e++) {
            for (double m : new double[]{1, 2, 5}) {
                double t = m * Math.pow(10, e);
                if (t >= lo * (1 - 1e-9) && t <= hi * (1 + 1e-9)) {
                    all.add(t);
                    if (m == 1) {
                        decades.add(t);
                    }
                }
            }
        }
        return all.size() > most ? decades : all;
    }

    /** A tick value as an axis prints it: 0.05×, 1×, 20×. */
    static String tickLabel(double t) {
        return Fmt.ratio(t).replaceAll("\\.?0+$", "") + "×";
    }
}

package io.serbench.report.svg;

import io.serbench.codec.Family;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Families;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * Colours by family, for every chart: one hue range per {@link Family}, and within it one shade
 * per library, the hue stepping across the family's range while the lightness cycles through
 * three levels, so neighbours in a family differ at a glance. A library keeps its colour in every
 * chart of a report. Ids no declaration gives a family are "other", in grey-brown.
 */
public final class Palette {
    /** Hue range (degrees), saturation and the lightness levels of each family. */
    private record Hues(double from, double to, double saturation) {
    }

    private static final Map<Family, Hues> HUES = new EnumMap<>(Map.of(
            Family.TEXT, new Hues(192, 232, 0.62),
            Family.SCHEMALESS, new Hues(88, 158, 0.55),
            Family.SCHEMA, new Hues(268, 318, 0.50),
            Family.ZERO_COPY, new Hues(4, 34, 0.72),
            Family.FLOOR, new Hues(0, 0, 0),
            Family.HARNESS, new Hues(0, 0, 0)));
    private static final Hues OTHER = new Hues(30, 30, 0.18);
    private static final double[] LIGHTNESS = {0.34, 0.52, 0.66};

    private final Map<String, Family> families;
    private final Map<String, String> colours;

    private Palette(Map<String, Family> families, Map<String, String> colours) {
        this.families = families;
        this.colours = colours;
    }

    /** The palette of a report: every library of the analysis, the harness included. */
    static Palette of(Analysis a) {
        List<String> ids = new ArrayList<>(a.libraries());
        ids.add(a.harness());
        return of(ids, a::family);
    }

    /** Shades are handed out in the order of {@code ids} within each family. */
    public static Palette of(List<String> ids, Function<String, Family> family) {
        Map<String, Family> families = new LinkedHashMap<>();
        Map<Family, List<String>> members = new LinkedHashMap<>();
        for (String id : ids) {
            Family f = family.apply(id);
            families.put(id, f);
            members.computeIfAbsent(f, k -> new ArrayList<>()).add(id);
        }
        Map<String, String> colours = new LinkedHashMap<>();
        members.forEach((f, list) -> {
            for (int i = 0; i < list.size(); i++) {
                colours.put(list.get(i), shade(f, i, list.size()));
            }
        });
        return new Palette(families, colours);
    }

    /** The {@code i}-th of {@code n} shades of a family. */
    static String shade(Family f, int i, int n) {
        Hues h = f == null ? OTHER : HUES.get(f);
        double t = n <= 1 ? 0.5 : (double) i / (n - 1);
        double lightness = n <= 1 ? 0.45 : LIGHTNESS[i % LIGHTNESS.length];
        if (f == Family.FLOOR || f == Family.HARNESS) {
            lightness = f == Family.FLOOR ? 0.30 : 0.55;
        }
        return hsl(h.from + (h.to - h.from) * t, h.saturation, lightness);
    }

    /** The family's own colour, for legends: its middle hue at middle lightness. */
    public static String colour(Family f) {
        return shade(f, 0, 1);
    }

    public String colour(String id) {
        String c = colours.get(id);
        return c != null ? c : shade(null, 0, 1);
    }

    Family family(String id) {
        return families.get(id);
    }

    /** The families present, in the enum's order, "other" (null) last. */
    List<Family> present() {
        List<Family> out = new ArrayList<>();
        for (Family f : Family.values()) {
            if (families.containsValue(f)) {
                out.add(f);
            }
        }
        if (families.containsValue(null)) {
            out.add(null);
        }
        return out;
    }

    /** {@code ids} grouped by family (the enum's order, "other" last), keeping their order within a family. */
    static List<String> byFamily(List<String> ids, Function<String, Family> family) {
        List<String> out = new ArrayList<>(ids);
        out.sort(Comparator.comparingInt(id -> Families.rank(family.apply(id))));
        return out;
    }

    /** HSL (hue in degrees, saturation and lightness in 0..1) as #rrggbb. */
    static String hsl(double hue, double s, double l) {
        double c = (1 - Math.abs(2 * l - 1)) * s;
        double hp = ((hue % 360) + 360) % 360 / 60;
        double x = c * (1 - Math.abs(hp % 2 - 1));
        double[] rgb = hp < 1 ? new double[]{c, x, 0} : hp < 2 ? new double[]{x, c, 0} : hp < 3 ? new double[]{0, c, x}
                : hp < 4 ? new double[]{0, x, c} : hp < 5 ? new double[]{x, 0, c} : new double[]{c, 0, x};
        double m = l - c / 2;
        return String.format(Locale.ROOT, "#%02x%02x%02x", Math.round((rgb[0] + m) * 255), Math.round((rgb[1] + m) * 255),
                Math.round((rgb[2] + m) * 255));
    }

    /**
     * A family legend: a swatch and the family's label per family present (not the harness), in
     * one row from {@code x}, appended to {@code svg}; returns the x it reaches.
     */
    double legend(double x, double y, StringBuilder svg) {
        double cx = x;
        for (Family f : present()) {
            if (f == Family.HARNESS) {
                continue;
            }
            svg.append(Svg.rect(cx, y - 10, 12, 12, colour(f), "", null));
            svg.append(Svg.text(cx + 16, y, "start", 12, "normal", Families.label(f)));
            cx += 16 + Svg.width(Families.label(f), 12) + 18;
        }
        return cx;
    }

    /** How wide {@link #legend} draws. */
    double legendWidth() {
        return legend(0, 0, new StringBuilder());
    }
}

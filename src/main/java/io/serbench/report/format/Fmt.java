package io.serbench.report.format;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/** Number formats shared by the Markdown, the CSV and the charts. */
public final class Fmt {
    private Fmt() {
    }

    public static final String MISSING = "-";
    /** Before a speedup whose 95% interval contains 1.0: no measurable difference. */
    public static final String NO_DIFFERENCE = "≈";

    public static String ratio(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return MISSING;
        }
        return String.format(Locale.ROOT, x < 0.1 ? "%.3f" : "%.2f", x);
    }

    /** What an interval that cannot be computed prints as, everywhere. */
    public static final String NO_INTERVAL = "[no interval]";

    /**
     * A 95% interval as every table and line prints it: {@code [0.91, 1.19]}, or
     * {@link #NO_INTERVAL} when either end is unknown.
     */
    public static String interval(double low, double high) {
        return interval(low, high, Fmt::ratio);
    }

    /** The same with the ends in another number format (slopes, change factors). */
    public static String interval(double low, double high, java.util.function.DoubleFunction<String> format) {
        if (!Double.isFinite(low) || !Double.isFinite(high)) {
            return NO_INTERVAL;
        }
        return "[" + format.apply(low) + ", " + format.apply(high) + "]";
    }

    /**
     * A change factor with its interval: {@code ×1.25 [1.10, 1.42]}; a bound that would print as
     * 1.00 gets a third decimal, so it shows its side of 1.
     */
    public static String change(double ratio, double low, double high) {
        return factor(ratio) + " " + interval(low, high, Fmt::bound);
    }

    private static String bound(double x) {
        String s = ratio(x);
        return s.equals("1.00") && x != 1 ? String.format(Locale.ROOT, "%.3f", x) : s;
    }

    /** A change factor: {@code ×1.25}. */
    public static String factor(double x) {
        return Double.isNaN(x) ? MISSING : "×" + ratio(x);
    }

    public static String speedup(double x) {
        return Double.isNaN(x) ? MISSING : ratio(x) + "×";
    }

    public static String ns(double x) {
        if (Double.isNaN(x)) {
            return MISSING;
        }
        if (x >= 1000) {
            return String.format(Locale.ROOT, "%,.0f", x);
        }
        return String.format(Locale.ROOT, x >= 10 ? "%.1f" : "%.2f", x);
    }

    public static String one(double x) {
        return Double.isNaN(x) ? MISSING : String.format(Locale.ROOT, "%.1f", x);
    }

    /** A measuring time for prose: "1 h 58 min", "37 min", "45 s". */
    public static String duration(long seconds) {
        if (seconds < 60) {
            return seconds + " s";
        }
        return minutes(Math.round(seconds / 60.0));
    }

    /** Whole minutes for prose: "1 h 58 min", "37 min". */
    public static String minutes(long minutes) {
        return minutes < 60 ? minutes + " min" : String.format(Locale.ROOT, "%d h %02d min", minutes / 60, minutes % 60);
    }

    /** Six significant digits, plain notation, for spreadsheets; empty when unknown. */
    public static String csv(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return "";
        }
        return new BigDecimal(x).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }

    /** 1234 -> "1,234"; 1.5e6 -> "1.50 M". */
    public static String count(double x) {
        if (Double.isNaN(x)) {
            return Fmt.MISSING;
        }
        if (x >= 1e6) {
            return String.format(Locale.ROOT, "%.2f M", x / 1e6);
        }
        return String.format(Locale.ROOT, "%,.0f", x);
    }
}

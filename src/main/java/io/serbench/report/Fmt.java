package io.serbench.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Locale;

/** Number formats shared by the Markdown, the CSV and the charts. */
final class Fmt {
    private Fmt() {
    }

    static final String MISSING = "-";
    /** Before a speedup whose 95% interval contains 1.0: no measurable difference. */
    static final String NO_DIFFERENCE = "≈";

    static String ratio(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return MISSING;
        }
        return String.format(Locale.ROOT, x < 0.1 ? "%.3f" : "%.2f", x);
    }

    /** What an interval that cannot be computed prints as, everywhere. */
    static final String NO_INTERVAL = "[no interval]";

    /**
     * A 95% interval as every table and line prints it: {@code [0.91, 1.19]}, or
     * {@link #NO_INTERVAL} when either end is unknown.
     */
    static String interval(double low, double high) {
        return interval(low, high, Fmt::ratio);
    }

    /** The same with the ends in another number format (slopes, change factors). */
    static String interval(double low, double high, java.util.function.DoubleFunction<String> format) {
        if (!Double.isFinite(low) || !Double.isFinite(high)) {
            return NO_INTERVAL;
        }
        return "[" + format.apply(low) + ", " + format.apply(high) + "]";
    }

    /**
     * A change factor with its interval: {@code ×1.25 [1.10, 1.42]}; a bound that would print as
     * 1.00 gets a third decimal, so it shows its side of 1.
     */
    static String change(double ratio, double low, double high) {
        return factor(ratio) + " " + interval(low, high, Fmt::bound);
    }

    private static String bound(double x) {
        String s = ratio(x);
        return s.equals("1.00") && x != 1 ? String.format(Locale.ROOT, "%.3f", x) : s;
    }

    /** A change factor: {@code ×1.25}. */
    static String factor(double x) {
        return Double.isNaN(x) ? MISSING : "×" + ratio(x);
    }

    static String speedup(double x) {
        return Double.isNaN(x) ? MISSING : ratio(x) + "×";
    }

    static String ns(double x) {
        if (Double.isNaN(x)) {
            return MISSING;
        }
        if (x >= 1000) {
            return String.format(Locale.ROOT, "%,.0f", x);
        }
        return String.format(Locale.ROOT, x >= 10 ? "%.1f" : "%.2f", x);
    }

    static String one(double x) {
        return Double.isNaN(x) ? MISSING : String.format(Locale.ROOT, "%.1f", x);
    }

    /** A measuring time for prose: "1 h 58 min", "37 min", "45 s". */
    static String duration(long seconds) {
        if (seconds < 60) {
            return seconds + " s";
        }
        return minutes(Math.round(seconds / 60.0));
    }

    /** Whole minutes for prose: "1 h 58 min", "37 min". */
    static String minutes(long minutes) {
        return minutes < 60 ? minutes + " min" : String.format(Locale.ROOT, "%d h %02d min", minutes / 60, minutes % 60);
    }

    /** Six significant digits, plain notation, for spreadsheets; empty when unknown. */
    static String csv(double x) {
        if (Double.isNaN(x) || Double.isInfinite(x)) {
            return "";
        }
        return new BigDecimal(x).round(new MathContext(6)).stripTrailingZeros().toPlainString();
    }

    /** 1234 -> "1,234"; 1.5e6 -> "1.50 M". */
    static String count(double x) {
        if (Double.isNaN(x)) {
            return Fmt.MISSING;
        }
        if (x >= 1e6) {
            return String.format(Locale.ROOT, "%.2f M", x / 1e6);
        }
        return String.format(Locale.ROOT, "%,.0f", x);
    }
}

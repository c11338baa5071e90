package io.serbench.report.stats;

import io.serbench.report.data.ResultRow;

import java.math.BigDecimal;

/**
 * Reads an earlier ratio (the 2017 article's, or 2011's) against today's 95% interval. The rules
 * are {@link #legend(String)}, printed once in each section that uses them, and {@link #of} applies
 * exactly that text: both are built from {@link #BAND} and {@link #EVEN}, nothing else. Rules, in
 * order, first match wins (A = the earlier ratio, I = today's interval, or today's ratio alone
 * where there is no interval; band = [A ÷ BAND, A × BAND]; even = [1 ÷ EVEN, EVEN]):
 * <ol>
 *   <li>now ≈ jackson: I contains 1.0 and A is outside even;</li>
 *   <li>holds: I overlaps the band;</li>
 *   <li>now faster / now slower: A inside even, I entirely above / below the band;</li>
 *   <li>flipped: I entirely on the other side of 1.0 from A;</li>
 *   <li>lead grew / shrank: A above even, I entirely above / below the band;</li>
 *   <li>deficit grew / shrank: A below even, I entirely below / above the band.</li>
 * </ol>
 * After rule 2 fails, I lies entirely above or entirely below the band, so rules 3, 5 and 6
 * (with 4 before them) cover every remaining case.
 */
public enum EarlierRatioVerdict {
    NOW_EQUAL("now ≈ jackson"),
    HOLDS("holds"),
    NOW_FASTER("now faster"),
    NOW_SLOWER("now slower"),
    FLIPPED("flipped"),
    LEAD_GREW("lead grew"),
    LEAD_SHRANK("lead shrank"),
    DEFICIT_GREW("deficit grew"),
    DEFICIT_SHRANK("deficit shrank");

    /** Today's interval must reach [A ÷ BAND, A × BAND] for the earlier ratio to hold. */
    static final double BAND = 1.25;
    /** An earlier ratio within [1 ÷ EVEN, EVEN] found no difference from Jackson. */
    static final double EVEN = 1.05;

    public final String text;

    EarlierRatioVerdict(String text) {
        this.text = text;
    }

    /** Today's row: its 95% interval, or its ratio alone when the row has no interval. */
    public static EarlierRatioVerdict of(double then, ResultRow today) {
        return today.hasCi() ? of(then, today.ciLow(), today.ciHigh()) : of(then, today.speedup(), today.speedup());
    }

    /** The rules of {@link #legend(String)}, in its order, on the earlier ratio and today's interval [low, high]. */
    public static EarlierRatioVerdict of(double then, double low, double high) {
        double bandLow = then / BAND;
        double bandHigh = then * BAND;
        boolean thenEven = then >= 1 / EVEN && then <= EVEN;
        if (low <= 1 && high >= 1 && !thenEven) {
            return NOW_EQUAL;
        }
        if (low <= bandHigh && high >= bandLow) {
            return HOLDS;
        }
        boolean above = low > bandHigh; // otherwise high < bandLow: entirely below the band
        if (thenEven) {
            return above ? NOW_FASTER : NOW_SLOWER;
        }
        if ((then > 1 && high < 1) || (then < 1 && low > 1)) {
            return FLIPPED;
        }
        if (then > 1) {
            return above ? LEAD_GREW : LEAD_SHRANK;
        }
        return above ? DEFICIT_SHRANK : DEFICIT_GREW;
    }

    /**
     * The reading rules as printed, for an earlier ratio labelled {@code then} (e.g. "2017"); the
     * only numbers in it besides that label, 95% and 1.0 are {@link #BAND} and {@link #EVEN}.
     */
    public static String legend(String then) {
        String band = number(BAND);
        String even = number(EVEN);
        return "**Reading** (each row takes the first rule that fits; " + then + " = the " + then + " ratio; "
                + "*today* = today's 95% interval, or today's ratio alone where a row has no interval; "
                + "*band* = [" + then + " ÷ " + band + ", " + then + " × " + band + "]; "
                + "*even* = [1 ÷ " + even + ", " + even + "]):\n\n"
                + "1. **" + NOW_EQUAL.text + "**: today contains 1.0 and " + then + " is outside even.\n"
                + "2. **" + HOLDS.text + "**: today overlaps the band.\n"
                + "3. **" + NOW_FASTER.text + "** / **" + NOW_SLOWER.text + "**: " + then
                + " is inside even and today lies entirely above / below the band.\n"
                + "4. **" + FLIPPED.text + "**: today lies entirely on the other side of 1.0 from " + then + ".\n"
                + "5. **" + LEAD_GREW.text + "** / **" + LEAD_SHRANK.text + "**: " + then
                + " is above even (faster) and today lies entirely above / below the band.\n"
                + "6. **" + DEFICIT_GREW.text + "** / **" + DEFICIT_SHRANK.text + "**: " + then
                + " is below even (slower) and today lies entirely below / above the band.\n";
    }

    /** A constant as written in the legend: plain digits, no trailing zeros. */
    static String number(double d) {
        return new BigDecimal(Double.toString(d)).stripTrailingZeros().toPlainString();
    }
}

package io.serbench.report.stats;

import io.serbench.report.ReportFixtures;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.analysis.ArticleRatios;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.report;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The "2017 vs now" / "2011 vs now" readings: every verdict follows from the printed legend, read
 * literally, and the legend names exactly the constants the verdicts use.
 */
class EarlierRatioVerdictTest {
    @TempDir
    Path tmp;

    /** The band and even factors as the printed legend states them, parsed back from its text. */
    private record Legend(double band, double even) {
        static Legend parse(String text, String then) {
            Matcher band = Pattern.compile("\\*band\\* = \\[" + then + " ÷ ([0-9.]+), " + then + " × ([0-9.]+)\\]").matcher(text);
            Matcher even = Pattern.compile("\\*even\\* = \\[1 ÷ ([0-9.]+), ([0-9.]+)\\]").matcher(text);
            assertTrue(band.find(), text);
            assertTrue(even.find(), text);
            assertEquals(band.group(1), band.group(2), "one band factor both ways");
            assertEquals(even.group(1), even.group(2), "one even factor both ways");
            return new Legend(Double.parseDouble(band.group(1)), Double.parseDouble(even.group(1)));
        }
    }

    @Test
    void legendNamesExactlyTheConstantsUsed() {
        for (String then : List.of("2017", "2011")) {
            String text = EarlierRatioVerdict.legend(then);
            Legend l = Legend.parse(text, then);
            assertEquals(EarlierRatioVerdict.BAND, l.band(), 0);
            assertEquals(EarlierRatioVerdict.EVEN, l.even(), 0);
            // every number the legend prints: the year, 95%, 1.0 / 1, the rule numbers and the two constants
            Set<String> numbers = new TreeSet<>();
            Matcher m = Pattern.compile("(?<![\\w.])\\d+(?:\\.\\d+)?").matcher(text.replaceAll("(?m)^\\d\\. ", ""));
            while (m.find()) {
                numbers.add(m.group());
            }
            assertEquals(new TreeSet<>(Set.of(then, "95", "1.0", "1", EarlierRatioVerdict.number(EarlierRatioVerdict.BAND),
                    EarlierRatioVerdict.number(EarlierRatioVerdict.EVEN))), numbers, text);
            // each label is printed once, in bold, in its rule
            for (EarlierRatioVerdict v : EarlierRatioVerdict.values()) {
                assertEquals(1, ReportFixtures.count(text, "**" + v.text + "**"), v + " in " + text);
            }
        }
    }

    /**
     * Many synthetic (earlier ratio, today's interval) pairs: the verdict is the first rule of the
     * legend, as printed, that fits; and each label's own condition holds for every pair it gets.
     */
    @Test
    void everyVerdictFollowsTheLegend() {
        Legend l = Legend.parse(EarlierRatioVerdict.legend("2017"), "2017");
        List<Double> thens = new ArrayList<>();
        List<Double> points = new ArrayList<>();
        for (double x = -3; x <= 3.0001; x += 0.05) {
            points.add(Math.exp(x)); // 0.05 .. 20, log-spaced
        }
        for (double t : new double[]{0.17, 0.4, 0.9, 1 / l.even(), 0.97, 1.0, 1.02, l.even(), 1.06, 1.5, 2.0, 6.45, 15.63}) {
            thens.add(t);
        }
        thens.addAll(points.stream().filter(p -> p > 0.1 && p < 16).toList());
        // boundaries exactly on the band and on 1.0
        List<Double> edges = new ArrayList<>(points);
        edges.add(1.0);
        int checked = 0;
        Set<EarlierRatioVerdict> seen = EnumSet.noneOf(EarlierRatioVerdict.class);
        for (double then : thens) {
            List<Double> ends = new ArrayList<>(edges);
            ends.add(then / l.band());
            ends.add(then * l.band());
            for (int i = 0; i < ends.size(); i++) {
                for (int j = 0; j < ends.size(); j++) {
                    double low = ends.get(i);
                    double high = ends.get(j);
                    if (low > high) {
                        continue;
                    }
                    EarlierRatioVerdict v = EarlierRatioVerdict.of(then, low, high);
                    assertEquals(firstRule(l, then, low, high), v, then + " vs [" + low + ", " + high + "]");
                    assertOwnCondition(l, v, then, low, high);
                    seen.add(v);
                    checked++;
                }
            }
        }
        assertEquals(EnumSet.allOf(EarlierRatioVerdict.class), seen, "every label occurs");
        assertTrue(checked > 100_000, "checked " + checked);
    }

    @Test
    void theIssuesExampleNoLongerHolds() {
        // the article's 6.45×, today's 2.97× [2.8, 3.1]: below [5.16, 8.06], still faster than jackson
        assertEquals(EarlierRatioVerdict.LEAD_SHRANK, EarlierRatioVerdict.of(6.45, 2.8, 3.1));
        // a one-round row without an interval: the ratio alone stands in
        ResultRow alone = new ResultRow("b", new RowKey("int", null, 1, "decode"), "lib", ResultRow.Kind.LIBRARY, 1,
                List.of(), 2.97, Double.NaN, Double.NaN, Double.NaN, false, 1, Double.NaN, Double.NaN, Double.NaN,
                Double.NaN, "");
        assertEquals(EarlierRatioVerdict.LEAD_SHRANK, EarlierRatioVerdict.of(6.45, alone));
        assertEquals(EarlierRatioVerdict.HOLDS, EarlierRatioVerdict.of(2.5, alone));
    }

    /** The summary prints the legend once in the 2017 section, and its rows say what the legend says. */
    @Test
    void summaryPrintsTheLegendOnceAndUsesIt() throws IOException {
        // the article: protobuf int·10 encode 2017 is a figure; with jackson 300 and protobuf 100, today is 3.00×
        Path dir = tmp.resolve("v");
        jmhFile(dir.resolve("round-1.json"), List.of(
                result("IntBench", "encode", 300, "library", "jackson", "fields", "10"),
                result("IntBench", "encode", 100, "library", "protobuf", "fields", "10")));
        ReportFixtures.Run run = report(dir.resolve("round-1.json").toString());
        assertEquals(0, run.exit(), run.err());
        String md = Files.readString(dir.resolve("SUMMARY.md"));
        String section = md.substring(md.indexOf("## 2017 vs now"));
        int end = section.indexOf("\n## ", 3);
        section = end < 0 ? section : section.substring(0, end);
        assertEquals(1, ReportFixtures.count(section, EarlierRatioVerdict.legend("2017")), section);
        assertEquals(1, ReportFixtures.count(md, "**Reading**"), "one legend in the whole summary (no media rows): " + md);
        ArticleRatios.Figure f = ArticleRatios.load().get(new RowKey("int", null, 10, "encode"), "protobuf");
        EarlierRatioVerdict expected = EarlierRatioVerdict.of(f.speedup(), 3.0, 3.0);
        Matcher row = Pattern.compile("\\| int \\| 10 \\| encode \\| protobuf \\| [^|]+ \\| 3\\.00× \\[no interval\\] \\| ([^|]+) \\|")
                .matcher(section);
        assertTrue(row.find(), section);
        assertEquals(expected.text, row.group(1).strip());
    }

    /** The legend's rules in its printed order, written out from its text. */
    private static EarlierRatioVerdict firstRule(Legend l, double then, double low, double high) {
        boolean contains1 = low <= 1.0 && 1.0 <= high;
        boolean thenEven = 1 / l.even() <= then && then <= l.even();
        double bandLow = then / l.band();
        double bandHigh = then * l.band();
        boolean overlaps = low <= bandHigh && high >= bandLow;
        boolean above = low > bandHigh;
        boolean below = high < bandLow;
        // 1. now ≈ jackson: today contains 1.0 and then is outside even
        if (contains1 && !thenEven) {
            return EarlierRatioVerdict.NOW_EQUAL;
        }
        // 2. holds: today overlaps the band
        if (overlaps) {
            return EarlierRatioVerdict.HOLDS;
        }
        // 3. now faster / now slower: then inside even, today entirely above / below the band
        if (thenEven && above) {
            return EarlierRatioVerdict.NOW_FASTER;
        }
        if (thenEven && below) {
            return EarlierRatioVerdict.NOW_SLOWER;
        }
        // 4. flipped: today entirely on the other side of 1.0 from then
        if ((then > 1 && high < 1) || (then < 1 && low > 1)) {
            return EarlierRatioVerdict.FLIPPED;
        }
        // 5. lead grew / lead shrank: then above even, today entirely above / below the band
        if (then > l.even() && above) {
            return EarlierRatioVerdict.LEAD_GREW;
        }
        if (then > l.even() && below) {
            return EarlierRatioVerdict.LEAD_SHRANK;
        }
        // 6. deficit grew / deficit shrank: then below even, today entirely below / above the band
        if (then < 1 / l.even() && below) {
            return EarlierRatioVerdict.DEFICIT_GREW;
        }
        if (then < 1 / l.even() && above) {
            return EarlierRatioVerdict.DEFICIT_SHRANK;
        }
        fail("no rule of the legend fits " + then + " vs [" + low + ", " + high + "]");
        return null;
    }

    /** What a label claims on its own, whatever rule order: never a label whose condition is false. */
    private static void assertOwnCondition(Legend l, EarlierRatioVerdict v, double then, double low, double high) {
        String what = v + ": " + then + " vs [" + low + ", " + high + "]";
        double bandLow = then / l.band();
        double bandHigh = then * l.band();
        switch (v) {
            case HOLDS -> assertTrue(low <= bandHigh && high >= bandLow, what);
            case NOW_EQUAL -> assertTrue(low <= 1 && high >= 1 && (then < 1 / l.even() || then > l.even()), what);
            case NOW_FASTER -> assertTrue(low > bandHigh && low > 1 && then >= 1 / l.even() && then <= l.even(), what);
            case NOW_SLOWER -> assertTrue(high < bandLow && high < 1 && then >= 1 / l.even() && then <= l.even(), what);
            case FLIPPED -> assertTrue(then > 1 ? high < 1 : low > 1, what);
            case LEAD_GREW -> assertTrue(then > l.even() && low > bandHigh, what);
            case LEAD_SHRANK -> assertTrue(then > l.even() && high < bandLow && low > 1, what);
            case DEFICIT_GREW -> assertTrue(then < 1 / l.even() && high < bandLow, what);
            case DEFICIT_SHRANK -> assertTrue(then < 1 / l.even() && low > bandHigh && high < 1, what);
        }
    }
}

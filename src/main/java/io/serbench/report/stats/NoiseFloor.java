package io.serbench.report.stats;

import io.serbench.report.data.Measurement;
import io.serbench.report.data.RowKey;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How far apart two measurements of the same code land (docs/METHODOLOGY.md, "Statistics"):
 * <ul>
 *   <li><b>baseline vs baseline:</b> in every (cell, round), each pair of the baseline's counted
 *       forks (its brackets) gives |ln(a/b)|; published as the median and 90th percentile over
 *       all pairs, as a percentage (exp(|ln(a/b)|) - 1);</li>
 *   <li><b>A/A pairs:</b> libraries that share their encoder ({@link #SHARED_ENCODER}) measure the
 *       same code on encode, so the ratio of their encode speedups should be 1.0; each cell's
 *       ratio gets the same kind of interval as a speedup.</li>
 * </ul>
 */
public final class NoiseFloor {
    /** Pairs of ids whose encoders are the same code: they differ only in how a decoder matches names. */
    public static final List<List<String>> SHARED_ENCODER = List.of(
            List.of("jsoniter", "jsoniter-strict"),
            List.of("dsljson", "dsljson-strict"));
    static final String ENCODE = "encode";

    /** One A/A ratio: speedup of {@code first} ÷ speedup of {@code second} = second's ns ÷ first's ns. */
    public record Pair(RowKey cell, String first, String second, int rounds, Intervals.Interval interval) {
    }

    /**
     * @param pairs      bracket pairs compared
     * @param medianPct  median of exp(|ln(a/b)|) - 1, in percent
     * @param p90Pct     90th percentile of the same
     */
    public record Brackets(int pairs, double medianPct, double p90Pct) {
    }

    private NoiseFloor() {
    }

    /** Over every (cell, round). */
    public static Brackets brackets(Map<RowKey, Map<Integer, Selection.Base>> baselines) {
        List<Double> abs = new ArrayList<>();
        baselines.values().forEach(byRound -> abs.addAll(pairs(byRound)));
        return of(abs);
    }

    /** Per cell, over its rounds; cells without two brackets in a round are left out. */
    public static Map<RowKey, Brackets> bracketsByCell(Map<RowKey, Map<Integer, Selection.Base>> baselines) {
        Map<RowKey, Brackets> out = new TreeMap<>(RowKey.ORDER);
        baselines.forEach((cell, byRound) -> {
            List<Double> abs = pairs(byRound);
            if (!abs.isEmpty()) {
                out.put(cell, of(abs));
            }
        });
        return out;
    }

    /** |ln(a/b)| of every pair of counted baseline forks within each round. */
    private static List<Double> pairs(Map<Integer, Selection.Base> byRound) {
        List<Double> abs = new ArrayList<>();
        for (Selection.Base b : byRound.values()) {
            double[] z = b.forkLogs();
            for (int i = 0; i < z.length; i++) {
                for (int j = i + 1; j < z.length; j++) {
                    abs.add(Math.abs(z[i] - z[j]));
                }
            }
        }
        return abs;
    }

    private static Brackets of(List<Double> abs) {
        double[] a = abs.stream().mapToDouble(Double::doubleValue).toArray();
        return new Brackets(a.length, pct(Stats.median(a)), pct(Stats.quantile(a, 0.9)));
    }

    private static double pct(double absLog) {
        return (Math.exp(absLog) - 1) * 100;
    }

    /**
     * The A/A rows of every encode cell where both ids of a pair ran: per round
     * y = ln(ns of second) - ln(ns of first), one-round variance factor 1/f_first + 1/f_second.
     */
    public static List<Intervals.Series> aaSeries(Selection sel) {
        List<Intervals.Series> out = new ArrayList<>();
        for (Map.Entry<RowKey, Map<String, Map<Integer, Selection.Pick>>> cell : sel.picks.entrySet()) {
            if (!cell.getKey().direction().equals(ENCODE)) {
                continue;
            }
            for (List<String> pair : SHARED_ENCODER) {
                Map<Integer, Selection.Pick> a = cell.getValue().get(pair.get(0));
                Map<Integer, Selection.Pick> b = cell.getValue().get(pair.get(1));
                if (a == null || b == null) {
                    continue;
                }
                List<Intervals.Obs> obs = new ArrayList<>();
                for (Map.Entry<Integer, Selection.Pick> e : a.entrySet()) {
                    Selection.Pick pb = b.get(e.getKey());
                    if (pb == null) {
                        continue;
                    }
                    Measurement ma = e.getValue().counted();
                    Measurement mb = pb.counted();
                    double y = Math.log(mb.nsPerOp() / ma.nsPerOp());
                    if (Double.isFinite(y)) {
                        obs.add(new Intervals.Obs(e.getKey(), y, 1.0 / ma.forkCount() + 1.0 / mb.forkCount()));
                    }
                }
                if (!obs.isEmpty()) {
                    out.add(new Intervals.Series(cell.getKey(), pair.get(0) + "/" + pair.get(1), obs));
                }
            }
        }
        return out;
    }

    public static List<Pair> pairs(List<Intervals.Series> aa, Intervals model) {
        List<Pair> out = new ArrayList<>();
        for (Intervals.Series s : aa) {
            String[] ids = s.library().split("/", 2);
            out.add(new Pair(s.cell(), ids[0], ids[1], s.obs().size(), model.of(s)));
        }
        return out;
    }
}

package io.serbench.report.analysis;

import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.stats.Stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The first lines of COMPARE.md: whether more ratios moved than chance would move, whether the
 * ranking of libraries holds (Spearman's ρ between the two runs' rankings by the geometric mean
 * of each library's speedups over the cells both runs have), and the cells that moved most (by
 * the median change of their ratios). The runs are named in words ({@link RunNames}).
 */
public final class RunChangeVerdict {
    /** A ranking "holds" at or above this ρ: a swap of neighbours here and there, no reordering. */
    static final double HOLDS = 0.9;
    private static final int MOST = 3;

    private RunChangeVerdict() {
    }

    public static String markdown(Compare c) {
        RunNames n = RunNames.of(c);
        int tested = c.tested().size();
        int moved = c.moved().size();
        int[] range = Compare.chanceRange(tested);
        StringBuilder md = new StringBuilder("**Verdict, ").append(n.a()).append(" against ").append(n.b()).append(":** ");
        md.append(moved).append(" of ").append(tested).append(" ratios moved beyond their 95% interval, ")
                .append(moved > range[1] ? "more than chance explains" : moved < range[0] ? "fewer than chance would"
                        : "no more than chance would").append(String.format(Locale.ROOT, " (about %.1f by chance, 95%% of such counts in %d–%d). ",
                        c.expectedByChance(), range[0], range[1]));
        double rho = spearman(c);
        if (!Double.isNaN(rho)) {
            md.append(String.format(Locale.ROOT, "The ranking of libraries %s (Spearman ρ = %.3f between the two runs' rankings "
                    + "by geometric-mean speedup over the shared cells). ", rho >= HOLDS ? "holds" : "changes", rho));
        }
        List<String> most = mostMoved(c);
        if (!most.isEmpty()) {
            md.append("Cells that moved most: ").append(String.join("; ", most)).append('.');
        }
        return md.toString().stripTrailing() + "\n\n";
    }

    /** Spearman's ρ of the libraries' geometric-mean speedups in A and in B; NaN below three libraries. */
    static double spearman(Compare c) {
        Map<String, double[]> logs = new LinkedHashMap<>(); // sum log A, sum log B, count
        for (Compare.Change ch : c.tested()) {
            if (ch.a() == null || ch.b() == null || !ch.a().hasSpeedup() || !ch.b().hasSpeedup()) {
                continue;
            }
            double[] s = logs.computeIfAbsent(ch.library(), k -> new double[3]);
            s[0] += Math.log(ch.a().speedup());
            s[1] += Math.log(ch.b().speedup());
            s[2]++;
        }
        if (logs.size() < 3) {
            return Double.NaN;
        }
        List<double[]> pairs = new ArrayList<>();
        logs.values().forEach(s -> pairs.add(new double[]{s[0] / s[2], s[1] / s[2]}));
        double[] ra = ranks(pairs, 0);
        double[] rb = ranks(pairs, 1);
        double ma = 0;
        double mb = 0;
        for (int i = 0; i < ra.length; i++) {
            ma += ra[i] / ra.length;
            mb += rb[i] / rb.length;
        }
        double cov = 0;
        double va = 0;
        double vb = 0;
        for (int i = 0; i < ra.length; i++) {
            cov += (ra[i] - ma) * (rb[i] - mb);
            va += (ra[i] - ma) * (ra[i] - ma);
            vb += (rb[i] - mb) * (rb[i] - mb);
        }
        return va == 0 || vb == 0 ? Double.NaN : cov / Math.sqrt(va * vb);
    }

    /** Ranks of column {@code col}, ties sharing their mean rank. */
    private static double[] ranks(List<double[]> pairs, int col) {
        Integer[] order = new Integer[pairs.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, Comparator.comparingDouble(i -> pairs.get(i)[col]));
        double[] r = new double[order.length];
        for (int i = 0; i < order.length; ) {
            int j = i;
            while (j + 1 < order.length && pairs.get(order[j + 1])[col] == pairs.get(order[i])[col]) {
                j++;
            }
            for (int k = i; k <= j; k++) {
                r[order[k]] = (i + j) / 2.0 + 1;
            }
            i = j + 1;
        }
        return r;
    }

    /** The cells whose ratios' median change is farthest from ×1, with how many of them moved. */
    private static List<String> mostMoved(Compare c) {
        Map<RowKey, List<Compare.Change>> byCell = new TreeMap<>(RowKey.ORDER);
        c.tested().forEach(ch -> byCell.computeIfAbsent(ch.row(), k -> new ArrayList<>()).add(ch));
        List<Map.Entry<RowKey, Double>> medians = new ArrayList<>();
        byCell.forEach((k, changes) -> {
            List<Double> r = new ArrayList<>();
            changes.forEach(ch -> r.add(ch.change().ratio()));
            medians.add(Map.entry(k, Stats.median(r)));
        });
        medians.sort(Comparator.comparingDouble(e -> -Math.abs(Math.log(e.getValue()))));
        List<String> out = new ArrayList<>();
        for (Map.Entry<RowKey, Double> e : medians.subList(0, Math.min(MOST, medians.size()))) {
            List<Compare.Change> changes = byCell.get(e.getKey());
            long moved = changes.stream().filter(ch -> Compare.moved(ch.change()) != 0).count();
            Compare.BaselineCell bc = c.baselines().get(e.getKey());
            out.add("`" + e.getKey().cellLabel() + " · " + e.getKey().direction() + "` median " + Fmt.factor(e.getValue())
                    + " (" + moved + " of " + changes.size() + " moved" + (bc == null ? "" : "; " + c.baseline() + "'s own time "
                    + Fmt.factor(bc.change().ratio())) + ")");
        }
        return out;
    }
}

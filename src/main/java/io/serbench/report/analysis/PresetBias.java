package io.serbench.report.analysis;

import io.serbench.report.data.PresetCheckRun;
import io.serbench.report.stats.MedianInterval;
import io.serbench.report.stats.Stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Is the engine's preset biased against a careful plain-JMH reference? Per drawn ratio, both arms
 * give a speedup over Jackson (Jackson's time ÷ the library's; the engine's Jackson is the geometric
 * mean of its two brackets) and d = ln(engine speedup) − ln(careful speedup). The median d with its
 * distribution-free 95% interval ({@link MedianInterval}) answers the question; the verdict says
 * "biased" only when that interval lies wholly outside ±{@value #BIAS_LIMIT_PERCENT}%.
 */
public record PresetBias(List<Ratio> ratios, MedianInterval medianD, double shareWithin10, BiasVerdict verdict,
                         double engineBaselineMedian, double carefulBaselineMedian, double bracketSpreadMedian,
                         double bracketSpreadMax) {

    /** The bias the preset may have before it must change (issue 38: "more than ±3%"). */
    public static final double BIAS_LIMIT_PERCENT = 3;
    /** A ratio counts as agreeing when its arms are this close (percent). */
    public static final double AGREE_PERCENT = 10;

    public enum BiasVerdict {
        /** The interval lies above +3%: the engine's speedups are higher than the careful reference's. */
        BIASED_HIGH("the preset is biased by more than ±3%: the engine's speedups are higher than the careful reference's"),
        /** The interval lies below −3%. */
        BIASED_LOW("the preset is biased by more than ±3%: the engine's speedups are lower than the careful reference's"),
        /** The interval lies within ±3%. */
        WITHIN("the preset is not biased by more than ±3%: the whole interval lies within ±3%"),
        /** The interval overlaps ±3% and reaches beyond it. */
        UNSETTLED("not settled: the interval neither excludes ±3% nor lies within it; more ratios would narrow it");

        public final String sentence;

        BiasVerdict(String sentence) {
            this.sentence = sentence;
        }
    }

    /** One ratio in both arms. {@code bracketSpread} is the larger engine bracket over the smaller (≥ 1). */
    public record Ratio(PresetCheckRun.Pair pair, double engineSpeedup, double carefulSpeedup, double d,
                        double engineBaseline, double bracketSpread) {
        public double absD() {
            return Math.abs(d);
        }
    }

    public static PresetBias of(List<PresetCheckRun.Pair> pairs) {
        List<Ratio> ratios = new ArrayList<>();
        for (PresetCheckRun.Pair p : pairs) {
            double engineBaseline = Math.sqrt(p.engineBaselineBefore() * p.engineBaselineAfter());
            double engine = engineBaseline / p.engineLibrary();
            double careful = p.carefulBaseline() / p.carefulLibrary();
            double spread = Math.max(p.engineBaselineBefore(), p.engineBaselineAfter())
                    / Math.min(p.engineBaselineBefore(), p.engineBaselineAfter());
            ratios.add(new Ratio(p, engine, careful, Math.log(engine) - Math.log(careful), engineBaseline, spread));
        }
        ratios.sort(Comparator.comparingDouble(Ratio::absD).reversed().thenComparingInt(r -> r.pair().index()));
        double[] d = ratios.stream().mapToDouble(Ratio::d).toArray();
        MedianInterval m = MedianInterval.of(d, Stats.LEVEL);
        long within = ratios.stream().filter(r -> Math.abs(Math.expm1(r.d())) <= AGREE_PERCENT / 100).count();
        double[] spreads = ratios.stream().mapToDouble(Ratio::bracketSpread).toArray();
        return new PresetBias(List.copyOf(ratios), m, ratios.isEmpty() ? Double.NaN : within / (double) ratios.size(),
                verdict(m), Stats.median(ratios.stream().mapToDouble(Ratio::engineBaseline).toArray()),
                Stats.median(ratios.stream().mapToDouble(r -> r.pair().carefulBaseline()).toArray()),
                Stats.median(spreads), ratios.isEmpty() ? Double.NaN : java.util.Arrays.stream(spreads).max().getAsDouble());
    }

    /** The limits ±3% on the log scale: ln(1.03) above, ln(0.97) below. */
    static BiasVerdict verdict(MedianInterval m) {
        double up = Math.log1p(BIAS_LIMIT_PERCENT / 100);
        double down = Math.log1p(-BIAS_LIMIT_PERCENT / 100);
        if (!m.bounded()) {
            return BiasVerdict.UNSETTLED;
        }
        if (m.low() > up) {
            return BiasVerdict.BIASED_HIGH;
        }
        if (m.high() < down) {
            return BiasVerdict.BIASED_LOW;
        }
        if (m.low() >= down && m.high() <= up) {
            return BiasVerdict.WITHIN;
        }
        return BiasVerdict.UNSETTLED;
    }

    /**
     * Two preset checks of the same draw (e.g. with and without real-time priority): each one's
     * bracket spread and median d, and per ratio both folders measured the difference of their d's.
     */
    public record Comparison(PresetBias a, PresetBias b, List<Double> dDifferences, MedianInterval medianDifference) {
        public static Comparison of(PresetBias a, PresetBias b) {
            Map<String, Double> bByKey = new HashMap<>();
            b.ratios().forEach(r -> bByKey.put(r.pair().key(), r.d()));
            List<Double> diff = new ArrayList<>();
            for (Ratio r : a.ratios()) {
                Double other = bByKey.get(r.pair().key());
                if (other != null) {
                    diff.add(r.d() - other);
                }
            }
            return new Comparison(a, b, List.copyOf(diff),
                    MedianInterval.of(diff.stream().mapToDouble(Double::doubleValue).toArray(), Stats.LEVEL));
        }
    }
}

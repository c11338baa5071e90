package io.serbench.report.stats;

import io.serbench.measure.AllocModes;
import io.serbench.measure.ForkCheck;
import io.serbench.measure.LevelModes;
import io.serbench.report.format.Fmt;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a reader must know before taking a row at face value (docs/METHODOLOGY.md, "Rows to read
 * with care"), found once every round is in:
 * <ul>
 *   <li>an <b>outlier round</b>: the row's ratio in that round is far outside its other rounds
 *       ({@link ForkCheck#isDisturbed} on the per-round speedups, every round against all the
 *       others), and whether that round was re-measured (a later steady result of the same
 *       library in the same round);</li>
 *   <li><b>bimodal</b> forks: the row's steady forks allocate in two modes ({@link AllocModes}: the
 *       JIT compiled them differently, e.g. one eliminated an allocation), or run at two levels
 *       once each round's shift of the whole cell is taken out ({@link LevelModes}), with the
 *       fraction of forks in each.</li>
 * </ul>
 *
 * @param outliers    rounds (0-based) whose ratio is an outlier
 * @param remeasured  of those, the rounds that hold a re-measure
 * @param lowMode     forks in the lower B/op mode (0 when not bimodal)
 * @param forks       steady forks with a B/op figure
 * @param lowBytes    median B/op of the lower mode
 * @param highBytes   median B/op of the upper mode
 * @param levels      the row's forks by level (not bimodal: nothing to say)
 */
public record Screen(List<Integer> outliers, List<Integer> remeasured, int lowMode, int forks, double lowBytes,
              double highBytes, LevelModes levels) {
    private static final LevelModes ONE_LEVEL = new LevelModes(0, 0, Double.NaN, Double.NaN);
    public static final Screen CLEAR = new Screen(List.of(), List.of(), 0, 0, Double.NaN, Double.NaN, ONE_LEVEL);

    /**
     * The rounds' outliers among {@code speedups} (round → speedup), the rounds that were
     * re-measured, and the row's modes by B/op and by level.
     */
    public static Screen of(Map<Integer, Double> speedups, Map<Integer, Boolean> remeasuredRounds, double[] forkBytes,
                     LevelModes levels) {
        List<Integer> out = new ArrayList<>();
        List<Integer> again = new ArrayList<>();
        if (speedups.size() >= ForkCheck.MIN_REFERENCES + 1) {
            speedups.forEach((round, s) -> {
                double[] others = speedups.entrySet().stream().filter(e -> !e.getKey().equals(round))
                        .mapToDouble(Map.Entry::getValue).toArray();
                if (ForkCheck.isDisturbed(s, others)) {
                    out.add(round);
                    if (remeasuredRounds.getOrDefault(round, false)) {
                        again.add(round);
                    }
                }
            });
        }
        AllocModes modes = AllocModes.of(forkBytes);
        if (!modes.bimodal()) {
            return out.isEmpty() && !levels.bimodal() ? CLEAR
                    : new Screen(List.copyOf(out), List.copyOf(again), 0, modes.forks(), Double.NaN, Double.NaN, levels);
        }
        return new Screen(List.copyOf(out), List.copyOf(again), modes.lowMode(), modes.forks(), modes.lowBytes(),
                modes.highBytes(), levels);
    }

    /** Bimodal by either rule. */
    public boolean bimodal() {
        return allocBimodal() || levels.bimodal();
    }

    /** Bimodal by B/op ({@link AllocModes}). */
    public boolean allocBimodal() {
        return lowMode > 0;
    }

    /** Outlier rounds that were never re-measured. */
    public List<Integer> unresolved() {
        return outliers.stream().filter(r -> !remeasured.contains(r)).toList();
    }

    public boolean needsCare() {
        return bimodal() || !unresolved().isEmpty();
    }

    /** For a row's note and the summary's list: what to know, in words. */
    public String text() {
        List<String> parts = new ArrayList<>();
        if (!unresolved().isEmpty()) {
            parts.add("outlier round " + rounds(unresolved()) + ", never re-measured: the interval carries it");
        }
        List<Integer> again = remeasured;
        if (!again.isEmpty()) {
            parts.add("outlier round " + rounds(again) + " after its re-measure");
        }
        if (allocBimodal()) {
            parts.add("bimodal by B/op: " + lowMode + " of " + forks + " forks at " + Fmt.one(lowBytes) + " B/op, "
                    + (forks - lowMode) + " at " + Fmt.one(highBytes) + " B/op");
        }
        if (levels.bimodal()) {
            parts.add("bimodal by level: " + levels.lowMode() + " of " + levels.forks() + " forks in the faster mode, "
                    + (levels.forks() - levels.lowMode()) + " in one " + Fmt.speedup(levels.apart()) + " slower");
        }
        return String.join("; ", parts);
    }

    private static String rounds(List<Integer> rounds) {
        List<String> r = new ArrayList<>();
        rounds.forEach(i -> r.add(Integer.toString(i + 1)));
        return String.join(", ", r);
    }
}

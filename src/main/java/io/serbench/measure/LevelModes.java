package io.serbench.measure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Whether a row's forks run at two levels: the second rule for "bimodal" (next to
 * {@link AllocModes}), shared by the {@code -Pbench} engine (which gives such a row more forks)
 * and the reporter (which flags it, with the fraction of forks in each mode). A fork can be
 * compiled differently without allocating differently (inlining, code layout): its B/op is the
 * same, its time per op is not.
 *
 * <p>Each fork's level ({@link ForkCheck#level}) is first divided by its round's shift of the
 * whole cell ({@link #roundShifts}): a machine that was slower for part of a round moves every
 * library of the cell, which is not a mode of any of them. The forks are then split at the widest
 * gap between their sorted log levels; the row is bimodal when that gap is at least {@link #GAP}.
 *
 * @param lowMode   forks in the faster mode (0 when not bimodal)
 * @param forks     forks with a usable level
 * @param lowLevel  median shifted level of the faster mode, ns/op (NaN when not bimodal)
 * @param highLevel median shifted level of the slower mode, ns/op (NaN when not bimodal)
 */
public record LevelModes(int lowMode, int forks, double lowLevel, double highLevel) {

    /**
     * Two modes at least this factor apart. On a shared 2-core VM a row's forks differ by noise
     * alone far more than B/op ever does: in the JDK 17 whole-matrix run (1,995 rows of three or
     * more steady forks) the widest gap of a row, after the cell's shift, was above 1.3× in 10% of
     * rows, 1.5× in 2.4% and 1.6× in 1.0%, the count halving about every 0.05× up to 1.78× (one
     * row). Beyond that the tail is not noise: the next rows are 1.88×, 1.98×, 2.25×, 3.7× and
     * 5.4× (java-builtin's slow fork and thrift-binary's slow round of list(object) and
     * list(double) encode at fields=10), and the 1.98× row (thrift's list(int) decode at
     * fields=10) had two forks at 4× the other two in the separate fields10 run. The JDK 25 run
     * has the same hole, between 1.79× and 1.90×.
     */
    public static final double GAP = 1.8;

    /** Fewest rows of a cell in a round for its shift: with fewer, the row's own fork would be most of the median. */
    public static final int MIN_SHIFT_ROWS = 3;

    /** The modes of one row's forks from their levels, already shifted (non-positive or NaN levels are left out). */
    public static LevelModes of(double[] forkLevels) {
        double[] logs = Arrays.stream(forkLevels).filter(v -> v > 0 && Double.isFinite(v)).map(Math::log).sorted().toArray();
        int split = WidestGap.split(logs);
        if (split == 0 || logs[split] - logs[split - 1] < Math.log(GAP)) {
            return new LevelModes(0, logs.length, Double.NaN, Double.NaN);
        }
        return new LevelModes(split, logs.length, Math.exp(ForkCheck.median(Arrays.copyOfRange(logs, 0, split))),
                Math.exp(ForkCheck.median(Arrays.copyOfRange(logs, split, logs.length))));
    }

    /** The modes of one row's forks by round (round → the levels of its forks), each divided by its round's shift (absent: 1). */
    public static LevelModes of(Map<Integer, ? extends List<Double>> forkLevelsByRound, Map<Integer, Double> shifts) {
        List<Double> shifted = new ArrayList<>();
        forkLevelsByRound.forEach((round, levels) -> {
            double shift = shifts.getOrDefault(round, 1.0);
            levels.forEach(l -> shifted.add(l / shift));
        });
        return of(shifted.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /**
     * How much slower than usual each round ran a whole cell, as a factor: for every row of the
     * cell measured in two rounds or more, its level in the round over its median level across
     * rounds; the round's shift is the median of those over the rows ({@link #MIN_SHIFT_ROWS} at
     * least, else 1). Takes the cell's levels as row → round → the round's level of that row
     * (its counted result; the baseline's brackets combined), baseline included, harness not.
     */
    public static Map<Integer, Double> roundShifts(Map<String, ? extends Map<Integer, Double>> cellLevels) {
        Map<Integer, List<Double>> deviations = new TreeMap<>();
        cellLevels.values().forEach(byRound -> {
            Map<Integer, Double> logs = new HashMap<>();
            byRound.forEach((round, level) -> {
                if (level != null && level > 0 && Double.isFinite(level)) {
                    logs.put(round, Math.log(level));
                }
            });
            if (logs.size() < 2) {
                return;
            }
            double centre = ForkCheck.median(logs.values().stream().mapToDouble(Double::doubleValue).toArray());
            logs.forEach((round, l) -> deviations.computeIfAbsent(round, k -> new ArrayList<>()).add(l - centre));
        });
        Map<Integer, Double> shifts = new TreeMap<>();
        deviations.forEach((round, d) -> shifts.put(round,
                d.size() < MIN_SHIFT_ROWS ? 1.0 : Math.exp(ForkCheck.median(d.stream().mapToDouble(Double::doubleValue).toArray()))));
        return shifts;
    }

    public boolean bimodal() {
        return lowMode > 0;
    }

    /** How many times slower the slower mode runs than the faster one (NaN when not bimodal). */
    public double apart() {
        return highLevel / lowLevel;
    }
}

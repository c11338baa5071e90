package io.serbench.report;

import io.serbench.measure.ForkCheck;

import java.util.ArrayList;
import java.util.Arrays;
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
 *   <li><b>bimodal</b> forks: the row's steady forks allocate in two modes ({@link #ALLOC_MODE_GAP}
 *       and {@link #ALLOC_MODE_SHARE} apart or more: the JIT compiled them differently, e.g. one eliminated an allocation), with
 *       the fraction of forks in each.</li>
 * </ul>
 *
 * @param outliers    rounds (0-based) whose ratio is an outlier
 * @param remeasured  of those, the rounds that hold a re-measure
 * @param lowMode     forks in the lower B/op mode (0 when not bimodal)
 * @param forks       steady forks with a B/op figure
 * @param lowBytes    median B/op of the lower mode
 * @param highBytes   median B/op of the upper mode
 */
record Screen(List<Integer> outliers, List<Integer> remeasured, int lowMode, int forks, double lowBytes,
              double highBytes) {
    static final Screen CLEAR = new Screen(List.of(), List.of(), 0, 0, Double.NaN, Double.NaN);

    /**
     * Two forks' B/op this far apart are in different modes: one unit of the heap's 8-byte object
     * alignment, the smallest step in which what the code allocates can change. B/op is not a
     * continuous noise: in the two whole-matrix runs 88% of the rows' rounds agree to under 1 B and
     * nearly all others differ by whole multiples of 8 B.
     */
    static final double ALLOC_MODE_GAP = 8;

    /**
     * ... and this far apart relative to the upper mode for the row to be flagged bimodal. Smaller
     * mode changes are common (about an eighth of the rows in the whole-matrix runs have one,
     * mostly a few 8-byte units on kilobytes) and do not move a ratio; 10% is where a second mode
     * is a different compiled path (thrift-binary's 1,960 against 1,624 B/op is 17%).
     */
    static final double ALLOC_MODE_SHARE = 0.10;

    /** The rounds' outliers among {@code speedups} (round → speedup), and the rounds that were re-measured. */
    static Screen of(Map<Integer, Double> speedups, Map<Integer, Boolean> remeasuredRounds, double[] forkBytes) {
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
        double[] b = Arrays.stream(forkBytes).filter(Double::isFinite).sorted().toArray();
        int split = 0;
        double widest = 0;
        for (int i = 1; i < b.length; i++) {
            if (b[i] - b[i - 1] > widest) {
                widest = b[i] - b[i - 1];
                split = i;
            }
        }
        if (widest < ALLOC_MODE_GAP || widest < ALLOC_MODE_SHARE * b[b.length - 1]) {
            return out.isEmpty() ? CLEAR : new Screen(List.copyOf(out), List.copyOf(again), 0, b.length, Double.NaN, Double.NaN);
        }
        return new Screen(List.copyOf(out), List.copyOf(again), split, b.length,
                Stats.median(Arrays.copyOfRange(b, 0, split)), Stats.median(Arrays.copyOfRange(b, split, b.length)));
    }

    boolean bimodal() {
        return lowMode > 0;
    }

    /** Outlier rounds that were never re-measured. */
    List<Integer> unresolved() {
        return outliers.stream().filter(r -> !remeasured.contains(r)).toList();
    }

    boolean needsCare() {
        return bimodal() || !unresolved().isEmpty();
    }

    /** For a row's note and the summary's list: what to know, in words. */
    String text() {
        List<String> parts = new ArrayList<>();
        if (!unresolved().isEmpty()) {
            parts.add("outlier round " + rounds(unresolved()) + ", never re-measured: the interval carries it");
        }
        List<Integer> again = remeasured;
        if (!again.isEmpty()) {
            parts.add("outlier round " + rounds(again) + " after its re-measure");
        }
        if (bimodal()) {
            parts.add("bimodal: " + lowMode + " of " + forks + " forks at " + Fmt.one(lowBytes) + " B/op, "
                    + (forks - lowMode) + " at " + Fmt.one(highBytes) + " B/op");
        }
        return String.join("; ", parts);
    }

    private static String rounds(List<Integer> rounds) {
        List<String> r = new ArrayList<>();
        rounds.forEach(i -> r.add(Integer.toString(i + 1)));
        return String.join(", ", r);
    }
}

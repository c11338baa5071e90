package io.serbench.measure;

import java.util.Arrays;

/**
 * Whether a row's forks allocate in two modes: the one rule for "bimodal", shared by the
 * {@code -Pbench} engine (which gives such a row more forks) and the reporter (which flags it,
 * with the fraction of forks in each mode). Two modes mean the JIT compiled the forks
 * differently, e.g. one eliminated an allocation, so the row's ratio is a mixture.
 *
 * <p>The forks are split at the widest gap between their sorted B/op figures; the row is bimodal
 * when that gap is at least {@link #GAP} and at least {@link #SHARE} of the upper figure.
 *
 * @param lowMode   forks in the lower mode (0 when not bimodal)
 * @param forks     forks with a B/op figure
 * @param lowBytes  median B/op of the lower mode (NaN when not bimodal)
 * @param highBytes median B/op of the upper mode (NaN when not bimodal)
 */
public record AllocModes(int lowMode, int forks, double lowBytes, double highBytes) {

    /**
     * Two forks' B/op this far apart are in different modes: one unit of the heap's 8-byte object
     * alignment, the smallest step in which what the code allocates can change. B/op is not a
     * continuous noise: in the two whole-matrix runs 88% of the rows' rounds agree to under 1 B and
     * nearly all others differ by whole multiples of 8 B.
     */
    public static final double GAP = 8;

    /**
     * ... and this far apart relative to the upper mode for the row to be flagged bimodal. Smaller
     * mode changes are common (about an eighth of the rows in the whole-matrix runs have one,
     * mostly a few 8-byte units on kilobytes) and do not move a ratio; 10% is where a second mode
     * is a different compiled path (thrift-binary's 1,960 against 1,624 B/op is 17%).
     */
    public static final double SHARE = 0.10;

    /** The modes of one row's forks, from each fork's B/op (NaN, as without {@code -prof gc}, is left out). */
    public static AllocModes of(double[] forkBytes) {
        double[] b = Arrays.stream(forkBytes).filter(Double::isFinite).sorted().toArray();
        int split = WidestGap.split(b);
        double widest = split == 0 ? 0 : b[split] - b[split - 1];
        if (widest < GAP || widest < SHARE * b[b.length - 1]) {
            return new AllocModes(0, b.length, Double.NaN, Double.NaN);
        }
        return new AllocModes(split, b.length, median(Arrays.copyOfRange(b, 0, split)),
                median(Arrays.copyOfRange(b, split, b.length)));
    }

    public boolean bimodal() {
        return lowMode > 0;
    }

    /** Median of sorted values, interpolated between the middle two (as the reporter's statistics). */
    private static double median(double[] sorted) {
        double h = (sorted.length - 1) * 0.5;
        int lo = (int) Math.floor(h);
        int hi = Math.min(sorted.length - 1, lo + 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}

package io.serbench.measure;

/** Where sorted values split into two modes: at their widest gap (shared by {@link AllocModes} and {@link LevelModes}). */
final class WidestGap {
    private WidestGap() {
    }

    /** Index of the first value above the widest gap between neighbours of {@code sorted}; 0 for fewer than two values. */
    static int split(double[] sorted) {
        int split = 0;
        double widest = 0;
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] - sorted[i - 1] > widest) {
                widest = sorted[i] - sorted[i - 1];
                split = i;
            }
        }
        return split;
    }
}

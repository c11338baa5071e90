package io.serbench.report.analysis;

import io.serbench.codec.Family;

/** How the reporter names and orders library families: the enum's order, "other" (no family) last. */
public final class Families {
    static final String OTHER_LABEL = "other";

    private Families() {
    }

    public static String label(Family f) {
        return f == null ? OTHER_LABEL : f.label;
    }

    public static int rank(Family f) {
        return f == null ? Family.values().length : f.ordinal();
    }
}

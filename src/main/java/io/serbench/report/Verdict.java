package io.serbench.report;

/**
 * Reads an article ratio against today's: does the 2017 conclusion still hold? Rules, in order:
 * today's interval contains 1.0 -> "now ≈ jackson" (or "holds" when the article was itself
 * within 5% of 1.0); the two sit on opposite sides of 1.0 -> "flipped"; today within ±25% of
 * the article -> "holds"; otherwise the lead (or deficit) grew or shrank.
 */
enum Verdict {
    HOLDS("holds"),
    NOW_EQUAL("now ≈ jackson"),
    FLIPPED("flipped"),
    LEAD_GREW("holds, lead grew"),
    LEAD_SHRANK("holds, lead shrank"),
    DEFICIT_GREW("holds, deficit grew"),
    DEFICIT_SHRANK("holds, deficit shrank");

    static final double SAME_WITHIN = 0.25;
    static final double ARTICLE_EVEN_WITHIN = 0.05;

    final String text;

    Verdict(String text) {
        this.text = text;
    }

    static Verdict of(double article, ResultRow today) {
        double now = today.speedup();
        if (today.noDifference()) {
            return Math.abs(article - 1) <= ARTICLE_EVEN_WITHIN ? HOLDS : NOW_EQUAL;
        }
        if ((article > 1 && now < 1) || (article < 1 && now > 1)) {
            return FLIPPED;
        }
        if (Math.abs(now / article - 1) <= SAME_WITHIN) {
            return HOLDS;
        }
        boolean grew = Math.abs(Math.log(now)) > Math.abs(Math.log(article));
        if (article >= 1) {
            return grew ? LEAD_GREW : LEAD_SHRANK;
        }
        return grew ? DEFICIT_GREW : DEFICIT_SHRANK;
    }

    boolean holds() {
        return this == HOLDS || this == LEAD_GREW || this == LEAD_SHRANK || this == DEFICIT_GREW || this == DEFICIT_SHRANK;
    }
}

package io.serbench.codec;

/**
 * A JVM option a library needs on some JDKs, and why: the class or call that needs it. A fork
 * receives the options of its own library only (docs/METHODOLOGY.md, "Measurement": identical
 * flags for all, except those a library needs to run at all), and docs/JDK-COMPATIBILITY.md
 * shows what happens without them.
 *
 * @param option  the option as given to {@code java}, one token (e.g. {@code --add-opens=java.base/java.lang=ALL-UNNAMED})
 * @param fromJdk the first JDK feature release that needs it
 * @param toJdk   the last JDK feature release that needs it ({@link Integer#MAX_VALUE}: every later one)
 * @param reason  the class or call that needs it, and what it does without it
 */
public record JvmOption(String option, int fromJdk, int toJdk, String reason) {
    /** The oldest JDK the suite runs on. */
    public static final int OLDEST_JDK = 17;

    public JvmOption {
        if (option == null || option.isBlank() || option.contains(" ")) {
            throw new IllegalArgumentException("a JVM option is one token: '" + option + "'");
        }
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("JVM option " + option + " declares no reason");
        }
        if (fromJdk < OLDEST_JDK || toJdk < fromJdk) {
            throw new IllegalArgumentException("JVM option " + option + ": JDKs " + fromJdk + ".." + toJdk);
        }
    }

    public boolean appliesTo(int jdk) {
        return jdk >= fromJdk && jdk <= toJdk;
    }

    /** "17+", "25+" or "17–24", as the tables print it. */
    public String jdks() {
        return toJdk == Integer.MAX_VALUE ? fromJdk + "+" : fromJdk == toJdk ? String.valueOf(fromJdk) : fromJdk + "–" + toJdk;
    }
}

package io.serbench.report.analysis;

import io.serbench.report.data.Environment;
import io.serbench.runfolder.EnvironmentFile;

/**
 * How a comparison names its two runs in words: "JDK 25" and "JDK 17" when the runs' environments
 * record different JDK feature versions, else "A (this run)" and "B (the reference)".
 *
 * @param a this run
 * @param b the reference ({@code --compare})
 */
public record RunNames(String a, String b) {
    static final RunNames LETTERS = new RunNames("A (this run)", "B (the reference)");

    public static RunNames of(Compare c) {
        String a = jdk(c.a().env());
        String b = jdk(c.b().env());
        return a != null && b != null && !a.equals(b) ? new RunNames(a, b) : LETTERS;
    }

    /** {@code JDK 25} from {@code java.version} 25.0.3, or null when not recorded. */
    static String jdk(Environment env) {
        String v = env == null ? null : env.get(EnvironmentFile.JAVA_VERSION);
        if (v == null) {
            return null;
        }
        String feature = v.split("[.+-]")[0];
        return feature.matches("\\d+") ? "JDK " + feature : null;
    }

    /** "B → A" in words, e.g. {@code JDK 17 → JDK 25}. */
    public String arrow() {
        return b + " → " + a;
    }
}

package io.serbench.runfolder;

import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names of a run folder's round files, written by the engine and read by the reporter: a
 * finished round is {@code round-N.json} (JMH's {@code -rf json} array, results in execution
 * order); while it runs, its finished cells are in {@code .round-N.partial.json} and its
 * end-of-round re-measures in {@code .round-N.remeasure.json}, hidden so no tool reads half a round.
 */
public final class RoundFileNames {
    private static final Pattern ROUND = Pattern.compile("round-(\\d+)\\.json");

    /** How help texts and messages spell a round file. */
    public static final String PATTERN = "round-N.json";

    private RoundFileNames() {
    }

    /** The finished round's file. */
    public static Path round(Path dir, int round) {
        return dir.resolve("round-" + round + ".json");
    }

    /** The round's finished cells while it runs. */
    public static Path partial(Path dir, int round) {
        return dir.resolve(".round-" + round + ".partial.json");
    }

    /** The round's end-of-round re-measures while they run. */
    public static Path remeasure(Path dir, int round) {
        return dir.resolve(".round-" + round + ".remeasure.json");
    }

    /** N of a file named {@code round-N.json}; empty for any other name. */
    public static OptionalInt number(Path file) {
        Path name = file == null ? null : file.getFileName();
        Matcher m = ROUND.matcher(name == null ? "" : name.toString());
        return m.matches() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }

    /** True when the file is named {@code round-N.json}. */
    public static boolean isRound(Path file) {
        return number(file).isPresent();
    }
}

package io.serbench.runfolder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The names of a run folder's round files, written by the engine and read by the reporter: a
 * finished round is {@code round-N.json} (JMH's {@code -rf json} array, results in execution
 * order); while it runs, its finished cells are in {@code .round-N.partial.json} and its
 * end-of-round re-measures in {@code .round-N.remeasure.json}, hidden so no tool reads half a round.
 * A published round may be stored gzip-compressed as {@code round-N.json.gz} (JMH JSON shrinks
 * about tenfold, and a clone grows with every run); every reader and the engine's resume take
 * either name, and a folder holding both for one N is refused by the reporter.
 */
public final class RoundFileNames {
    private static final Pattern ROUND = Pattern.compile("round-(\\d+)\\.json(\\.gz)?");

    /** How help texts and messages spell a round file. */
    public static final String PATTERN = "round-N.json";

    private RoundFileNames() {
    }

    /** The suffix of a compressed round file. */
    public static final String GZIP_SUFFIX = ".gz";

    /**
     * The finished round's file: {@code round-N.json}, or {@code round-N.json.gz} when only the
     * compressed one exists (a published folder the engine resumes or re-screens).
     */
    public static Path round(Path dir, int round) {
        Path plain = dir.resolve("round-" + round + ".json");
        Path compressed = dir.resolve("round-" + round + ".json" + GZIP_SUFFIX);
        return !Files.exists(plain) && Files.exists(compressed) ? compressed : plain;
    }

    /** True when the file's name says it is gzip-compressed. */
    public static boolean isCompressed(Path file) {
        Path name = file == null ? null : file.getFileName();
        return name != null && name.toString().endsWith(GZIP_SUFFIX);
    }

    /** The round's finished cells while it runs. */
    public static Path partial(Path dir, int round) {
        return dir.resolve(".round-" + round + ".partial.json");
    }

    /** The round's end-of-round re-measures while they run. */
    public static Path remeasure(Path dir, int round) {
        return dir.resolve(".round-" + round + ".remeasure.json");
    }

    /** N of a file named {@code round-N.json} or {@code round-N.json.gz}; empty for any other name. */
    public static OptionalInt number(Path file) {
        Path name = file == null ? null : file.getFileName();
        Matcher m = ROUND.matcher(name == null ? "" : name.toString());
        return m.matches() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }

    /** True when the file is named {@code round-N.json} or {@code round-N.json.gz}. */
    public static boolean isRound(Path file) {
        return number(file).isPresent();
    }
}

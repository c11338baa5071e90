package io.serbench.hostile;

import io.serbench.runfolder.JvmFlags;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@link HostileProbe} in a child JVM per (row, input) and reads back its {@link HostileResult}.
 * The child gets {@link #HEAP} and the suite's add-opens; its output goes to a log file
 * (one per cell, under the work folder), and a child that neither reports nor exits within
 * {@link #KILL_AFTER_SECONDS} is killed.
 */
public final class HostileRunner {
    /** The probe's heap: small, so a decoder that allocates for a claimed length fails fast. */
    public static final String HEAP = "-Xmx64m";
    /**
     * Flags of every probe JVM. Serial GC: a 64 MiB heap needs no other, and it starts fastest;
     * crash files and core dumps stay out of the way (the log keeps the crash's first lines).
     */
    public static final List<String> JVM_FLAGS = List.of(HEAP, "-XX:+UseSerialGC", "-XX:-CreateCoredumpOnCrash",
            JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC);
    /**
     * Backstop for a probe that hangs outside the decode (the decode itself is timed by the probe,
     * {@link HostileProbe#DECODE_LIMIT_MILLIS}): JVM start, codec setup, exit.
     */
    public static final long KILL_AFTER_SECONDS = 120;

    private final String classpath;
    private final Path workDir;

    /**
     * @param classpath the probe's classpath (the caller's own, usually)
     * @param workDir   where the per-cell logs and any crash file go
     */
    public HostileRunner(String classpath, Path workDir) {
        this.classpath = classpath;
        this.workDir = workDir;
    }

    /** The command line of one probe. */
    public List<String> command(HostileRows.Row row, HostileInput input) {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(JVM_FLAGS);
        cmd.add("-XX:ErrorFile=" + workDir.resolve("hs_err_" + row.id() + "_" + input.id() + ".log").toAbsolutePath());
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(HostileProbe.class.getName());
        cmd.add(row.id());
        cmd.add(input.id());
        return cmd;
    }

    public HostileResult run(HostileRows.Row row, HostileInput input) throws IOException, InterruptedException {
        Craft craft = row.craft(input);
        if (craft instanceof Craft.NotApplicable na) {
            return new HostileResult(Outcome.NOT_APPLICABLE, Outcome.NOT_APPLICABLE.word, null, na.reason(), -1);
        }
        Files.createDirectories(workDir);
        Path log = workDir.resolve(row.id() + "_" + input.id() + ".log");
        Process p = new ProcessBuilder(command(row, input))
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        if (!p.waitFor(KILL_AFTER_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            return new HostileResult(Outcome.TIMEOUT, Outcome.TIMEOUT.word, null,
                    "the probe JVM did not finish within " + KILL_AFTER_SECONDS + " s and was killed", -1);
        }
        return fromOutput(row.id() + " · " + input.id(), Files.readAllLines(log, StandardCharsets.ISO_8859_1), p.exitValue());
    }

    /**
     * The cell a probe's output and exit code stand for: its result line, or a crash when it died
     * without one. A probe that could not set up is the suite's failure, thrown, never a cell.
     */
    static HostileResult fromOutput(String what, List<String> lines, int exit) {
        for (String line : lines) {
            if (line.startsWith(HostileProbe.SETUP_FAILED)) {
                throw new IllegalStateException(what + ": the probe could not set up: "
                        + line.substring(HostileProbe.SETUP_FAILED.length()).trim());
            }
            HostileResult c = HostileResult.parse(line);
            if (c != null) {
                return c;
            }
        }
        return new HostileResult(exit == 0 ? Outcome.ERROR : Outcome.CRASH, exit == 0 ? Outcome.ERROR.word : Outcome.CRASH.word, null,
                "the probe JVM exited with " + exit + " and no result: " + firstInteresting(lines), -1);
    }

    /** The line of a dying JVM's output that says why (fatal error, exception), or its first line. */
    private static String firstInteresting(List<String> lines) {
        for (String l : lines) {
            if (l.contains("fatal error") || l.contains("Exception") || l.contains("Error")) {
                return HostileResult.clean(l.trim());
            }
        }
        return lines.isEmpty() ? "(no output)" : HostileResult.clean(lines.get(0).trim());
    }
}

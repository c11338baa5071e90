package io.serbench.engine;

import io.serbench.codec.SupportMatrix;
import io.serbench.runfolder.ForkPhases;
import io.serbench.runfolder.JvmFlags;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * One fork through JMH's own runner: one benchmark, one value of each of the cell's knobs and one
 * library (each a {@code -p}), the run's settings on top of the user's JMH options. JMH's console output of every fork goes to
 * {@code jmh.log} in the run folder (the console gets one progress line per fork); a failing
 * fork's error is also printed.
 */
final class JmhForkRunner implements Engine.ForkRunner {
    static final String LOG_NAME = "jmh.log";

    private final Options user;
    private final RunJson.Jmh settings;
    private final String jvm;
    private final int jdk;
    private final Path log;

    JmhForkRunner(Options user, RunJson.Jmh settings, String jvm, Path log) {
        this.user = user;
        this.settings = settings;
        this.jvm = jvm;
        try {
            this.jdk = Engine.forkJdk(jvm);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        this.log = log;
    }

    /** The options of one fork; the preset's settings, or the user's where given, warmup scaled. */
    Options options(Cell cell, String library, int warmupFactor) {
        ChainedOptionsBuilder b = knobs(new OptionsBuilder().parent(user), cell, library)
                .warmupIterations(warmupFactor == 1 ? settings.warmupIterations
                        : Math.max(1, settings.warmupIterations) * warmupFactor)
                .warmupTime(TimeValue.milliseconds(settings.warmupMillis))
                .measurementIterations(settings.measurementIterations)
                .measurementTime(TimeValue.milliseconds(settings.measurementMillis))
                .forks(settings.forks)
                .addProfiler(ForkPhasesProfiler.class)
                .shouldFailOnError(true);
        if (jvm != null) {
            b.jvm(jvm);
        }
        // replaces the annotation's flags (the union every library of a plain JMH run may need):
        // the common flags, the user's, and the options this fork's library declares for its JDK only
        b.jvmArgsAppend(forkJvmArgs(settings.jvmArgs, library, jdk).toArray(String[]::new));
        if (!user.getJvmArgs().hasValue()) {
            // JMH hands a fork the driver's own JVM arguments unless told otherwise: a fork gets only its own
            b.jvmArgs();
        }
        if (!user.verbosity().hasValue()) {
            b.verbosity(VerboseMode.NORMAL);
        }
        return b.build();
    }

    /** One fork's benchmark and params: the cell's benchmark, each of its knobs and the library. */
    static ChainedOptionsBuilder knobs(ChainedOptionsBuilder b, Cell cell, String library) {
        b.include(BenchPlan.exact(cell.benchmark()));
        cell.knobs().forEach((name, value) -> b.param(name, value));
        return b.param(BenchPlan.LIBRARY, library);
    }

    @Override
    public List<ObjectNode> run(Cell cell, String library, int warmupFactor) throws Engine.ForkFailure {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(console, true, StandardCharsets.UTF_8);
        Options o = options(cell, library, warmupFactor);
        long start = System.nanoTime();
        try {
            Collection<RunResult> results = new Runner(o, OutputFormatFactory.createFormatInstance(ps,
                    o.verbosity().orElse(VerboseMode.NORMAL))).run();
            long wallMillis = Math.round((System.nanoTime() - start) / 1e6);
            ByteArrayOutputStream json = new ByteArrayOutputStream();
            try (PrintStream jp = new PrintStream(json, true, StandardCharsets.UTF_8)) {
                ResultFormatFactory.getInstance(ResultFormatType.JSON, jp).writeOut(results);
            }
            List<ObjectNode> out = new ArrayList<>();
            for (JsonNode n : ForkResults.JSON.readTree(json.toByteArray())) {
                // the whole fork as the engine waited for it; ForkPhasesProfiler's phases are inside
                ((ObjectNode) n).put(ForkPhases.WALL, wallMillis);
                out.add((ObjectNode) n);
            }
            return out;
        } catch (RunnerException | RuntimeException | IOException e) {
            String text = console.toString(StandardCharsets.UTF_8) + "\n" + e.getMessage();
            if (text.contains("Unable to acquire the JMH lock")) {
                throw new Engine.Abort("another JMH run holds the JMH lock (measuring on this machine now would disturb both)");
            }
            throw new Engine.ForkFailure(firstError(console.toString(StandardCharsets.UTF_8), e), e);
        } finally {
            ps.flush();
            appendLog(console.toByteArray());
        }
    }

    /** A fork's whole -jvmArgsAppend: the run's flags (common and user's), then its library's declared options for {@code jdk}. */
    static List<String> forkJvmArgs(List<String> runFlags, String library, int jdk) {
        List<String> all = new ArrayList<>(runFlags);
        for (String o : SupportMatrix.library(library).jvmOptionsFor(jdk)) {
            if (!all.contains(o)) {
                all.add(o);
            }
        }
        return all;
    }

    /** The flags every fork gets, whatever its library, then the user's -jvmArgsAppend. */
    static List<String> jvmArgsAppend(Options user) {
        List<String> all = new ArrayList<>(JvmFlags.COMMON);
        if (user.getJvmArgsAppend().hasValue()) {
            all.addAll(user.getJvmArgsAppend().get());
        }
        return all;
    }

    /**
     * What went wrong, in one line: the first exception JMH printed (a setup failure names the
     * library and case), else the fork's exit and first line of its stderr, else the exception.
     */
    static String firstError(String console, Exception e) {
        String[] lines = console.split("\\R");
        for (String line : lines) {
            String t = line.trim();
            if (t.matches("^([a-z][\\w$]*\\.)+[A-Z][\\w$]*(Exception|Error)\\b.*")
                    && !t.startsWith("org.openjdk.jmh.runner.BenchmarkException")) {
                return t;
            }
        }
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].startsWith("<forked VM failed")) {
                String why = lines[i].replaceAll("[<>]", "");
                for (int j = i + 1; j < lines.length; j++) {
                    if (!lines[j].isBlank() && !lines[j].startsWith("<") && !lines[j].startsWith("#")) {
                        return why + ": " + lines[j].trim();
                    }
                }
                return why;
            }
        }
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root == e ? String.valueOf(e.getMessage()) : e.getMessage() + ": " + root;
    }

    private void appendLog(byte[] bytes) {
        if (log == null) {
            return;
        }
        try {
            Files.write(log, bytes, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            // the log is a convenience; the results are what matter
        }
    }
}

package io.serbench.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.serbench.codec.Versions;
import io.serbench.measure.Sizes;
import io.serbench.report.BadInputException;
import io.serbench.report.Environment;
import io.serbench.report.Report;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.stream.Stream;

/**
 * The {@code -Pbench} driver: runs the selected matrix in R rounds and writes the raw JMH
 * JSON of every round into a new folder under {@code results/}, with the environment it ran
 * on. Rounds exist because ratios taken close together share the machine's drift; the
 * reporter pairs each library with Jackson from the same round.
 *
 * <p>Run: {@code mvn -B verify -Pbench [-Dbench.include=REGEX] [-Dbench.preset=quick] [-Dbench.args="-prof gc"]}
 */
@Command(name = "BenchRun", mixinStandardHelpOptions = true,
        description = "Runs the serbench matrix in rounds and writes results/<date>-<jdk>-<host>/round-N.json.")
public final class BenchRun implements Callable<Integer> {

    @Option(names = "--results", defaultValue = "results", description = "parent folder of run folders")
    Path results;

    @Option(names = "--include", defaultValue = ".*", description = "JMH include regex")
    String include;

    @Option(names = "--preset", defaultValue = "default", description = "default or quick")
    String preset;

    @Option(names = "--rounds", defaultValue = "0", description = "override the preset's number of rounds")
    int rounds;

    @Option(names = "--args", defaultValue = "", description = "other JMH options, e.g. \"-prof gc\"")
    String jmhArgs;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Exit code instead of System.exit, for tests. */
    public static int run(String... args) {
        return new CommandLine(new BenchRun())
                .setExecutionExceptionHandler((e, cmd, parsed) -> {
                    System.err.println("serbench: " + e.getMessage());
                    return 2;
                })
                .execute(args);
    }

    @Override
    public Integer call() throws Exception {
        RunSettings.Preset p = RunSettings.Preset.of(preset);
        int r = rounds > 0 ? rounds : p.rounds;
        Options user = parseJmhArgs(jmhArgs);
        List<String> libraries = BenchPlan.userParam(user, "library");
        List<String> elements = BenchPlan.userParam(user, "element");
        List<BenchPlan.Run> plan = BenchPlan.runs(include,
                () -> withPreset(BenchPlan.builder(user), user, p), libraries, elements);

        Path dir = newRunFolder(results);
        writeEnvironment(dir, p, r);
        System.out.printf("serbench: %s, %d run(s) per round, writing %s%n", p.describe(), plan.size(), dir);
        Instant start = Instant.now();
        for (int round = 1; round <= r; round++) {
            List<Path> parts = new ArrayList<>();
            for (BenchPlan.Run run : plan) {
                Path part = dir.resolve(".round-" + round + "-" + run.label() + ".json");
                System.out.printf("serbench: round %d/%d, %s%n", round, r, run.label());
                new Runner(BenchPlan.builder(run.options())
                        .resultFormat(ResultFormatType.JSON).result(part.toString()).build()).run();
                parts.add(part);
            }
            mergeRound(parts, dir.resolve("round-" + round + ".json"));
        }
        Duration took = Duration.between(start, Instant.now());
        appendProperty(dir, Environment.WALL_SECONDS, Long.toString(took.getSeconds()));
        System.out.printf("serbench: %d round(s) in %d min %d s -> %s%n", r, took.toMinutes(), took.toSecondsPart(), dir);
        return report(dir, r);
    }

    /** Sizes first (the summary merges them), then the summary of every round. */
    private int report(Path dir, int rounds) throws IOException {
        PrintWriter log = new PrintWriter(System.out, true);
        int sizes = Sizes.write(dir, include, log);
        if (sizes != 0) {
            return sizes;
        }
        List<Path> files = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            files.add(dir.resolve("round-" + round + ".json"));
        }
        try {
            Report.write(files, dir, log);
            return 0;
        } catch (BadInputException e) {
            System.err.println("serbench report: " + e.getMessage());
            return 1;
        }
    }

    private static Options parseJmhArgs(String args) throws Exception {
        String[] split = args.isBlank() ? new String[0] : args.trim().split("\\s+");
        return new CommandLineOptions(split);
    }

    /** The preset fills in only what the user's JMH options leave unset. */
    private static ChainedOptionsBuilder withPreset(ChainedOptionsBuilder b, Options user, RunSettings.Preset p) {
        if (!user.getWarmupIterations().hasValue()) {
            b.warmupIterations(p.warmupIterations);
        }
        if (!user.getWarmupTime().hasValue()) {
            b.warmupTime(org.openjdk.jmh.runner.options.TimeValue.milliseconds(p.warmupMillis));
        }
        if (!user.getMeasurementIterations().hasValue()) {
            b.measurementIterations(p.measurementIterations);
        }
        if (!user.getMeasurementTime().hasValue()) {
            b.measurementTime(org.openjdk.jmh.runner.options.TimeValue.milliseconds(p.measurementMillis));
        }
        if (!user.getForkCount().hasValue()) {
            b.forks(1);
        }
        return b;
    }

    /** results/<date>-jdk<N>-<host>[-k]: a new folder every time, never an existing one. */
    static Path newRunFolder(Path results) throws IOException {
        String base = LocalDate.now() + "-jdk" + Runtime.version().feature() + "-" + host();
        Files.createDirectories(results);
        for (int k = 1; ; k++) {
            Path dir = results.resolve(k == 1 ? base : base + "-" + k);
            try {
                return Files.createDirectory(dir);
            } catch (java.nio.file.FileAlreadyExistsException taken) {
                // someone's earlier run: leave it alone and take the next name
            }
        }
    }

    static String host() {
        try {
            String h = InetAddress.getLocalHost().getHostName();
            return h.replaceAll("[^A-Za-z0-9.-]", "_").toLowerCase(Locale.ROOT);
        } catch (IOException e) {
            return "unknown-host";
        }
    }

    private static void writeEnvironment(Path dir, RunSettings.Preset p, int rounds) throws IOException {
        Properties env = new Properties();
        env.setProperty(Environment.CPU_MODEL, cpuModel());
        env.setProperty(Environment.CPU_CORES, Integer.toString(Runtime.getRuntime().availableProcessors()));
        env.setProperty(Environment.OS, System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch"));
        env.setProperty(Environment.HOST, host());
        env.setProperty(Environment.DATE, Instant.now().toString());
        env.setProperty(Environment.JAVA_VENDOR, System.getProperty("java.vendor"));
        env.setProperty(Environment.JAVA_VERSION, System.getProperty("java.version"));
        env.setProperty(Environment.JVM_FLAGS, String.join(" ", RunSettings.JVM_ARGS));
        env.setProperty(Environment.ROUNDS, Integer.toString(rounds));
        env.setProperty(Environment.PRESET, p.describe());
        Versions.all().forEach((k, v) -> env.setProperty(Environment.VERSION_PREFIX + k, v.toString()));
        try (Writer w = Files.newBufferedWriter(dir.resolve(Environment.FILE_NAME))) {
            env.store(w, "serbench run environment");
        }
    }

    private static void appendProperty(Path dir, String key, String value) throws IOException {
        Path f = dir.resolve(Environment.FILE_NAME);
        Properties env = new Properties();
        try (var in = Files.newBufferedReader(f)) {
            env.load(in);
        }
        env.setProperty(key, value);
        try (Writer w = Files.newBufferedWriter(f)) {
            env.store(w, "serbench run environment");
        }
    }

    static String cpuModel() {
        Path cpuinfo = Path.of("/proc/cpuinfo");
        if (Files.isReadable(cpuinfo)) {
            try (Stream<String> lines = Files.lines(cpuinfo)) {
                return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim())
                        .findFirst().orElse(System.getProperty("os.arch"));
            } catch (IOException e) {
                // fall through to the architecture name
            }
        }
        return System.getProperty("os.arch");
    }

    /** One JSON array per round, as JMH writes it, so every tool that reads JMH JSON reads a round. */
    private static void mergeRound(List<Path> parts, Path out) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ArrayNode all = json.createArrayNode();
        for (Path part : parts) {
            JsonNode n = json.readTree(part.toFile());
            if (n != null && n.isArray()) {
                all.addAll((ArrayNode) n);
            }
            Files.delete(part);
        }
        json.writerWithDefaultPrettyPrinter().writeValue(out.toFile(), all);
    }
}

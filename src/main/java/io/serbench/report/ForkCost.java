package io.serbench.report;

import io.serbench.report.data.RoundFiles;
import io.serbench.report.format.Fmt;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.ForkPhases;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where the forks of a run spent their time, from the phases each fork recorded
 * ({@link ForkPhases}): JVM start, setup, warmup, measurement, and the rest of the fork's wall
 * time (results and JVM exit). Prints one Markdown table: the median fork, the mean, and each
 * phase's share of the run's total fork time; then the libraries with the slowest setup.
 * Run folders written before the phases were recorded hold none: it says so and exits 1.
 *
 * <p>Run: {@code java -cp target/benchmarks.jar io.serbench.report.ForkCost RUN_DIR...}
 */
@Command(name = "serbench fork-cost", mixinStandardHelpOptions = true,
        description = "Where a run's forks spent their time (JVM start, setup, warmup, measurement, exit).")
public final class ForkCost extends ReportCommand {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Parameters(arity = "1..*", paramLabel = "RUN", description = "run folders or round-N.json files")
    List<Path> runs = new ArrayList<>();

    ForkCost(PrintWriter stdout, PrintWriter stderr) {
        super("serbench fork-cost", 1, stdout, stderr);
    }

    public static void main(String... args) {
        System.exit(run(systemOut(), systemErr(), args));
    }

    static int run(PrintWriter stdout, PrintWriter stderr, String... args) {
        return new ForkCost(stdout, stderr).execute(args);
    }

    /** One fork's phases in milliseconds; {@code rest} is the wall time not inside any phase. */
    record Fork(String library, double start, double setup, double warmup, double measurement, double wall) {
        double rest() {
            return Math.max(0, wall - start - warmup - measurement);
        }

        /** Warmup iterations without the setup that runs inside the first of them. */
        double warmupOnly() {
            return Math.max(0, warmup - setup);
        }
    }

    @Override
    int report() throws BadInputException {
        List<Fork> forks = new ArrayList<>();
        int total = 0;
        for (Path file : RoundFiles.expand(runs)) {
            JsonNode results = read(file);
            for (JsonNode r : results) {
                total++;
                Fork f = fork(r);
                if (f != null) {
                    forks.add(f);
                }
            }
        }
        if (forks.isEmpty()) {
            return refuse("none of the " + total + " forks in " + runs
                    + " recorded its phases (runs before the engine's ForkPhasesProfiler)", 1);
        }
        stdout.print(table(forks, total));
        return 0;
    }

    private static JsonNode read(Path file) throws BadInputException {
        try {
            JsonNode n = JSON.readTree(io.serbench.runfolder.InputFile.readText(file));
            if (n == null || !n.isArray()) {
                throw new BadInputException(file + " is not JMH's JSON (an array of results)");
            }
            return n;
        } catch (IOException e) {
            throw new BadInputException(file + ": " + e.getMessage());
        }
    }

    /** The fork's phases, or null when it recorded none. */
    static Fork fork(JsonNode r) {
        JsonNode secondary = r.path("secondaryMetrics");
        double[] phase = new double[ForkPhases.PHASES.size()];
        for (int i = 0; i < phase.length; i++) {
            JsonNode score = secondary.path(ForkPhases.PHASES.get(i)).path("score");
            if (!score.isNumber()) {
                return null;
            }
            phase[i] = score.asDouble();
        }
        JsonNode wall = r.path(ForkPhases.WALL);
        if (!wall.isNumber()) {
            return null;
        }
        return new Fork(r.path("params").path("library").asText("?"), phase[0], phase[1], phase[2], phase[3], wall.asDouble());
    }

    static String table(List<Fork> forks, int total) {
        StringBuilder b = new StringBuilder();
        double wallSum = forks.stream().mapToDouble(Fork::wall).sum();
        b.append(String.format(Locale.ROOT, "%d forks with their phases recorded (of %d in the files); %s of fork time in all.%n%n",
                forks.size(), total, hours(wallSum)));
        b.append("| phase | median fork | mean fork | share of all fork time |\n|---|---:|---:|---:|\n");
        for (Phase p : phases(forks)) {
            b.append(String.format(Locale.ROOT, "| %s | %.2f s | %.2f s | %.0f%% |%n", p.name(),
                    p.median() / 1000, p.mean() / 1000, p.percent()));
        }
        Map<String, List<Fork>> byLibrary = new TreeMap<>();
        forks.forEach(f -> byLibrary.computeIfAbsent(f.library(), k -> new ArrayList<>()).add(f));
        List<Map.Entry<String, List<Fork>>> slowest = new ArrayList<>(byLibrary.entrySet());
        slowest.sort(Comparator.comparingDouble((Map.Entry<String, List<Fork>> e) -> -median(e.getValue(), Fork::setup))
                .thenComparing(Map.Entry::getKey));
        b.append("\nSlowest setup, median over the library's forks: ");
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, List<Fork>> e : slowest.subList(0, Math.min(5, slowest.size()))) {
            names.add(String.format(Locale.ROOT, "`%s` %.0f ms", e.getKey(), median(e.getValue(), Fork::setup)));
        }
        b.append(String.join(", ", names)).append(".\n");
        return b.toString();
    }

    /**
     * One row of the table: a phase's median and mean over the forks, in milliseconds, and its
     * share of all fork time (the forks' summed wall time), in percent.
     */
    record Phase(String name, double median, double mean, double percent) {
    }

    /** The table's rows, in its order: the five phases, then the whole fork. */
    static List<Phase> phases(List<Fork> forks) {
        double wallSum = forks.stream().mapToDouble(Fork::wall).sum();
        List<Phase> out = new ArrayList<>();
        out.add(phase("JVM start to the first iteration (heap pre-touch, JMH start)", forks, Fork::start, wallSum));
        out.add(phase("setup: codec, fixture, verification of 64 inputs", forks, Fork::setup, wallSum));
        out.add(phase("warmup iterations", forks, Fork::warmupOnly, wallSum));
        out.add(phase("measured iterations", forks, Fork::measurement, wallSum));
        out.add(phase("results and JVM exit (the rest of the wall time)", forks, Fork::rest, wallSum));
        out.add(phase("**the whole fork**", forks, Fork::wall, wallSum));
        return out;
    }

    private static Phase phase(String name, List<Fork> forks, java.util.function.ToDoubleFunction<Fork> phase, double wallSum) {
        double sum = forks.stream().mapToDouble(phase).sum();
        return new Phase(name, median(forks, phase), sum / forks.size(), 100 * sum / wallSum);
    }

    static double median(List<Fork> forks, java.util.function.ToDoubleFunction<Fork> phase) {
        double[] v = forks.stream().mapToDouble(phase).sorted().toArray();
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    private static String hours(double millis) {
        return Fmt.minutes(Math.round(millis / 60_000));
    }
}

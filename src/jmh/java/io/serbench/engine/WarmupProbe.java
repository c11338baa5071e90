package io.serbench.engine;

import io.serbench.bench.RunSettings;
import io.serbench.bench.IntBench;
import io.serbench.bench.DoubleBench;
import io.serbench.measure.ForkCheck;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How much warmup the benchmarks need, measured: runs forks with no warmup and many short
 * measured iterations (the warm-up curve), then asks, for every possible warmup W (a multiple of
 * the iteration time), what a preset's measurement window after W would have seen:
 * <ul>
 *   <li><b>steady</b>: the smallest W from which on the window passes {@link ForkCheck#isSteady}
 *       (what the engine would accept without a re-run);</li>
 *   <li><b>within 10%</b>: the smallest W from which on the window's mean is within 10% of the
 *       fork's final level (median of its last quarter): what keeps warm-up out of the score.</li>
 * </ul>
 * A preset's warmup should cover the "within 10%" time of nearly every fork. Prints one line
 * per (cell, library), a cell being a benchmark at one value of each of its knobs, and
 * percentiles over all forks, and writes every curve to a CSV. Cells are planned as
 * {@code -Pbench} plans them ({@link BenchPlan#cells}: sweeps only when the include names them);
 * {@code -p NAME=v1,v2} keeps those values of any knob.
 *
 * <p>Run (the lead runs it; it measures): {@code java -cp target/benchmarks.jar
 * io.serbench.engine.WarmupProbe --include 'IntBench|DoubleBench' --libraries jackson,protobuf
 * -p fields=1,10 -p digits=17 --forks 2 --out warmup.csv}
 */
@Command(name = "io.serbench.engine.WarmupProbe", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Measures each benchmark's warm-up curve and the warmup a preset needs (see docs/METHODOLOGY.md, \"Measurement\").")
public final class WarmupProbe implements Callable<Integer> {

    @Option(names = "--include", defaultValue = ".*", description = "JMH include regex (default: all)")
    String include;

    @Option(names = "--libraries", defaultValue = "jackson", description = "library ids (default: jackson); 'all' for every one")
    String libraries;

    @Option(names = {"-p", "--param"}, description = "knob values to keep, NAME=v1,v2 (e.g. fields=1,10, digits=8); repeatable (default: all)")
    List<String> params = new ArrayList<>();

    @Option(names = "--fields", defaultValue = "", description = "fields values, e.g. 1,10: short for -p fields=1,10")
    String fields;

    @Option(names = "--forks", defaultValue = "2", description = "forks per (cell, library)")
    int forks;

    @Option(names = "--iterations", defaultValue = "60", description = "measured iterations per fork, no warmup")
    int iterations;

    @Option(names = "--time", defaultValue = "100ms", description = "iteration time")
    String time;

    @Option(names = "--measure", defaultValue = "3x400ms", description = "the measurement window to simulate: N x time (the default preset's)")
    String measure;

    @Option(names = "--within", defaultValue = "10", description = "percent from the final level that counts as warm")
    double within;

    @Option(names = "--jvm", description = "java executable of the forks")
    String jvm;

    @Option(names = "--out", description = "CSV of every curve (one row per fork)")
    Path out;

    private final PrintWriter stdout;
    private final PrintWriter stderr;

    private WarmupProbe(PrintWriter stdout, PrintWriter stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    public static void main(String... args) {
        PrintWriter o = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter e = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        CommandLine cl = new CommandLine(new WarmupProbe(o, e));
        cl.setParameterExceptionHandler((ex, a) -> {
            e.println("serbench probe: " + ex.getMessage());
            return 2;
        });
        System.exit(cl.execute(args));
    }

    /** A fork that did not settle within its curve. */
    static final int NEVER = -1;

    /** What one fork's curve says (warmup needed in ms, or {@link #NEVER}). */
    record Fork(String row, int fork, double[] scores, long steadyMillis, long withinMillis, double firstToFinal) {
    }

    @Override
    public Integer call() throws Exception {
        long iterMillis = parseMillis(time);
        Matcher m = Pattern.compile("(\\d+)\\s*x\\s*(\\d+)\\s*ms").matcher(measure.trim());
        if (!m.matches()) {
            stderr.println("serbench probe: --measure '" + measure + "' is not N x time, e.g. 3x400ms");
            return 2;
        }
        int windowIterations = Integer.parseInt(m.group(1));
        long windowMillis = Long.parseLong(m.group(2));
        if (windowMillis % iterMillis != 0 || windowIterations * windowMillis >= iterations * iterMillis) {
            stderr.println("serbench probe: the window (" + measure + ") must be a multiple of --time and shorter than the curve ("
                    + iterations + " x " + iterMillis + " ms)");
            return 2;
        }
        List<String> libs;
        List<Cell> cells;
        try {
            libs = libraries.equals("all") ? List.of() : BenchPlan.checkLibraries(Arrays.asList(libraries.split(",")));
            cells = BenchPlan.cells(include, libs, knobFilters(fields, params));
        } catch (IllegalArgumentException e) {
            stderr.println("serbench probe: " + e.getMessage());
            return 2;
        }
        List<Fork> all = new ArrayList<>();
        stdout.printf(Locale.ROOT, "serbench probe: %d cell(s), %d fork(s) each of %d × %d ms, no warmup; simulating %s%n",
                cells.size(), forks, iterations, iterMillis, measure);
        stdout.printf("%-44s %-18s %10s %10s %8s%n", "benchmark", "library", "steady ms", "within ms", "1st/end");
        for (Cell cell : cells) {
            for (String library : cell.libraries()) {
                if (!libs.isEmpty() && !libs.contains(library) || ForkResults.isHarness(library)) {
                    continue;
                }
                String row = cell.label();
                List<double[]> curves;
                try {
                    curves = curves(cell, library, iterMillis);
                } catch (RunnerException e) {
                    stderr.println("serbench probe: " + row + " " + library + " failed: " + e.getMessage());
                    continue;
                }
                long steadyMax = 0;
                long withinMax = 0;
                for (int f = 0; f < curves.size(); f++) {
                    double[] s = curves.get(f);
                    int step = (int) (windowMillis / iterMillis);
                    Fork fork = new Fork(row + " · " + library, f + 1, s,
                            millis(warmupNeeded(s, windowIterations, step, w -> ForkCheck.isSteady(w)), iterMillis),
                            millis(warmupNeeded(s, windowIterations, step, w -> mean(w) <= finalLevel(s) * (1 + within / 100)), iterMillis),
                            s[0] / finalLevel(s));
                    all.add(fork);
                    steadyMax = worse(steadyMax, fork.steadyMillis);
                    withinMax = worse(withinMax, fork.withinMillis);
                }
                stdout.printf(Locale.ROOT, "%-44s %-18s %10s %10s %8.2f%n", row, library, show(steadyMax), show(withinMax),
                        curves.stream().mapToDouble(s -> s[0] / finalLevel(s)).max().orElse(Double.NaN));
                stdout.flush();
                if (out != null) {
                    writeCsv(cell, library, curves, iterMillis);
                }
            }
        }
        summary(all, iterMillis, windowIterations, (int) (windowMillis / iterMillis));
        return 0;
    }

    /** {@code --fields} and every {@code -p NAME=v1,v2}, as knob filters for {@link BenchPlan#cells}. */
    static Map<String, List<String>> knobFilters(String fields, List<String> params) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        List<String> all = new ArrayList<>(params);
        if (fields != null && !fields.isBlank()) {
            all.add("fields=" + fields);
        }
        for (String p : all) {
            int eq = p.indexOf('=');
            if (eq <= 0 || p.substring(0, eq).isBlank()) {
                throw new IllegalArgumentException("-p '" + p + "' is not NAME=v1,v2");
            }
            List<String> values = out.computeIfAbsent(p.substring(0, eq).trim(), k -> new ArrayList<>());
            for (String v : p.substring(eq + 1).split(",")) {
                if (!v.isBlank() && !values.contains(v.trim())) {
                    values.add(v.trim());
                }
            }
        }
        return out;
    }

    /** One curve run: the cell's benchmark and knobs, one library, no warmup, {@code iterations} short iterations. */
    static Options curveOptions(Cell cell, String library, int iterations, long iterMillis, int forks, String jvm) {
        ChainedOptionsBuilder b = JmhForkRunner.knobs(new OptionsBuilder(), cell, library)
                .warmupIterations(0)
                .measurementIterations(iterations)
                .measurementTime(TimeValue.milliseconds(iterMillis))
                .forks(forks)
                .shouldFailOnError(true)
                .verbosity(VerboseMode.SILENT);
        if (jvm != null) {
            b.jvm(jvm);
        }
        return b.build();
    }

    private List<double[]> curves(Cell cell, String library, long iterMillis) throws RunnerException {
        List<double[]> curves = new ArrayList<>();
        for (RunResult r : new Runner(curveOptions(cell, library, iterations, iterMillis, forks, jvm)).run()) {
            for (BenchmarkResult fork : r.getBenchmarkResults()) {
                curves.add(fork.getIterationResults().stream().map(IterationResult::getPrimaryResult)
                        .mapToDouble(x -> x.getScore()).toArray());
            }
        }
        return curves;
    }

    /**
     * The smallest warmup (in curve iterations) from which on every simulated window passes the
     * test; {@link #NEVER} if even the last window fails (the fork did not settle within the curve). A window = {@code n} measured iterations of
     * {@code step} curve iterations each, each the mean of its curve iterations.
     */
    static int warmupNeeded(double[] curve, int n, int step, java.util.function.Predicate<double[]> ok) {
        int last = curve.length - n * step;
        int needed = NEVER;
        for (int w = last; w >= 0; w--) {
            if (!ok.test(window(curve, w, n, step))) {
                break;
            }
            needed = w;
        }
        return needed;
    }

    static double[] window(double[] curve, int start, int n, int step) {
        double[] out = new double[n];
        for (int k = 0; k < n; k++) {
            out[k] = mean(Arrays.copyOfRange(curve, start + k * step, start + (k + 1) * step));
        }
        return out;
    }

    /**
     * Whether the score a fork would get after {@code warmup} curve iterations, its level
     * ({@link ForkCheck#level}: the median of the window's iterations), is within {@code percent}
     * of the fork's final level, either way. Unlike the "within" column, a later noisy window does
     * not count against it: this is the question of whether the warmup biases the score.
     */
    static boolean levelWithin(double[] curve, int warmup, int n, int step, double percent) {
        if (warmup + n * step > curve.length) {
            return false;
        }
        double level = ForkCheck.level(new double[][]{window(curve, warmup, n, step)}, Double.NaN);
        return Math.abs(level / finalLevel(curve) - 1) <= percent / 100;
    }

    /** The fork's final level: median of its last quarter. */
    static double finalLevel(double[] curve) {
        double[] tail = Arrays.copyOfRange(curve, curve.length - Math.max(1, curve.length / 4), curve.length);
        Arrays.sort(tail);
        int n = tail.length;
        return n % 2 == 1 ? tail[n / 2] : (tail[n / 2 - 1] + tail[n / 2]) / 2;
    }

    private static double mean(double[] v) {
        return Arrays.stream(v).average().orElse(Double.NaN);
    }

    private void summary(List<Fork> all, long iterMillis, int windowIterations, int step) {
        if (all.isEmpty()) {
            return;
        }
        long curveMillis = iterations * iterMillis;
        long[] steady = all.stream().mapToLong(f -> order(f.steadyMillis)).sorted().toArray();
        long[] warm = all.stream().mapToLong(f -> order(f.withinMillis)).sorted().toArray();
        stdout.printf(Locale.ROOT, "serbench probe: %d forks. Warmup needed (ms)     median    90%%    95%%     max%n", all.size());
        stdout.printf(Locale.ROOT, "  window passes ForkCheck.isSteady     %6s %6s %6s %6s%n",
                show(pct(steady, 50)), show(pct(steady, 90)), show(pct(steady, 95)), show(steady[steady.length - 1]));
        stdout.printf(Locale.ROOT, "  window within %.0f%% of final level     %6s %6s %6s %6s%n", within,
                show(pct(warm, 50)), show(pct(warm, 90)), show(pct(warm, 95)), show(warm[warm.length - 1]));
        for (RunSettings.Preset p : RunSettings.Preset.values()) {
            long w = (long) p.warmupIterations * p.warmupMillis;
            if (w > curveMillis) {
                stdout.printf(Locale.ROOT, "  preset %-8s warmup %5d ms: beyond the curve (%d ms): run more --iterations%n",
                        p.id(), w, curveMillis);
                continue;
            }
            long covered = all.stream().filter(f -> f.withinMillis != NEVER && f.withinMillis <= w).count();
            long levelCovered = all.stream().filter(f -> levelWithin(f.scores, (int) (w / iterMillis), windowIterations, step, within)).count();
            stdout.printf(Locale.ROOT, "  preset %-8s warmup %5d ms: %d of %d forks (%.0f%%) within %.0f%% from then on;"
                            + " the fork's level (median of the window) within %.0f%% of the final level in %d (%.0f%%)%n",
                    p.id(), w, covered, all.size(), 100.0 * covered / all.size(), within,
                    within, levelCovered, 100.0 * levelCovered / all.size());
        }
        Fork worst = all.stream().max(java.util.Comparator.comparingLong(f -> order(f.withinMillis))).orElseThrow();
        stdout.printf(Locale.ROOT, "  slowest to warm: %s (fork %d): %s%n", worst.row, worst.fork,
                worst.withinMillis == NEVER ? "never within the curve" : worst.withinMillis + " ms");
        stdout.flush();
    }

    private static long millis(int iterationsNeeded, long iterMillis) {
        return iterationsNeeded == NEVER ? NEVER : iterationsNeeded * iterMillis;
    }

    /** Sort key: never is worst. */
    private static long order(long millis) {
        return millis == NEVER ? Long.MAX_VALUE : millis;
    }

    private static long worse(long a, long b) {
        return order(a) >= order(b) ? a : b;
    }

    private static String show(long millis) {
        return millis == NEVER || millis == Long.MAX_VALUE ? "never" : Long.toString(millis);
    }

    private static long pct(long[] sorted, int p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100.0 * sorted.length) - 1)];
    }

    private void writeCsv(Cell cell, String library, List<double[]> curves, long iterMillis) throws IOException {
        boolean header = !Files.exists(out);
        StringBuilder sb = new StringBuilder();
        if (header) {
            sb.append("benchmark,knobs,library,fork,iteration_ms,scores_ns_per_op\n");
        }
        for (int f = 0; f < curves.size(); f++) {
            sb.append(cell.benchmark()).append(',').append(cell.knobsText()).append(',').append(library).append(',')
                    .append(f + 1).append(',').append(iterMillis).append(",\"");
            double[] s = curves.get(f);
            for (int i = 0; i < s.length; i++) {
                sb.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.3f", s[i]));
            }
            sb.append("\"\n");
        }
        Files.writeString(out, sb, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    static long parseMillis(String text) {
        Matcher m = Pattern.compile("(\\d+)\\s*(ms|s)").matcher(text.trim());
        if (!m.matches()) {
            throw new CommandLine.ParameterException(new CommandLine(WarmupProbe.class), "--time '" + text + "' is not e.g. 100ms");
        }
        long v = Long.parseLong(m.group(1));
        return m.group(2).equals("s") ? v * 1000 : v;
    }
}

package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;

/**
 * The reporter CLI: JMH JSON files (rounds, shards of rounds, re-runs) in, SUMMARY.md,
 * results.csv and one SVG chart per scenario out. Nothing already in the out folder is ever overwritten.
 */
@Command(name = "io.serbench.report.Report", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Merges JMH JSON files (-rf json) into SUMMARY.md, results.csv and chart-<scenario>.svg "
                + "(and, for sweep results, sweeps.csv and sweep-<sweep>.svg): "
                + "speedup vs the baseline, geometric mean over rounds with a calibrated 95% interval. Files named "
                + "round-N.json (one per shard folder) merge into round N; any other file is a round of its own."})
public final class Report implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "FILE.json",
            description = "JMH JSON result files: round-N.json files merge into round N, any other file is one round")
    private List<Path> files;

    @Option(names = "--baseline", paramLabel = "LIBRARY",
            description = "library every speedup is relative to (default: jackson)")
    private String baseline;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: the first file's folder)")
    private Path out;

    private final List<Library> matrix;
    private final PrintWriter stdout;
    private final PrintWriter stderr;

    private Report(List<Library> matrix, PrintWriter stdout, PrintWriter stderr) {
        this.matrix = matrix;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    public static void main(String... args) {
        System.exit(run(new PrintWriter(System.out, true, StandardCharsets.UTF_8),
                new PrintWriter(System.err, true, StandardCharsets.UTF_8), args));
    }

    /** The CLI without System.exit: returns the exit code (0 ok, 1 bad input, 2 bad usage). */
    public static int run(PrintWriter stdout, PrintWriter stderr, String... args) {
        return run(SupportMatrix.LIBRARIES, stdout, stderr, args);
    }

    /** With an explicit support matrix, so tests do not depend on which libraries exist yet. */
    static int run(List<Library> matrix, PrintWriter stdout, PrintWriter stderr, String... args) {
        try {
            CommandLine cl = new CommandLine(new Report(matrix, stdout, stderr));
            cl.setOut(stdout);
            cl.setErr(stderr);
            cl.setParameterExceptionHandler((e, a) -> {
                stderr.println("serbench report: " + e.getMessage() + " (see --help)");
                return 2;
            });
            return cl.execute(args);
        } finally {
            stdout.flush();
            stderr.flush();
        }
    }

    /**
     * The Java API ({@code -Pbench} calls it after the rounds): the same as the CLI with these
     * files and {@code --out}, failing with an exception instead of an exit code.
     */
    public static void write(List<Path> files, Path out, PrintWriter log) throws BadInputException, IOException {
        Report r = new Report(SupportMatrix.LIBRARIES, log, log);
        r.files = List.copyOf(files);
        r.out = out;
        r.report();
    }

    @Override
    public Integer call() {
        try {
            return report();
        } catch (BadInputException e) {
            stderr.println("serbench report: " + oneLine(e.getMessage()));
            return 1;
        } catch (IOException e) {
            stderr.println("serbench report: cannot write: " + oneLine(e.toString()));
            return 1;
        }
    }

    private int report() throws BadInputException, IOException {
        List<JmhRun> runs = new ArrayList<>();
        List<Integer> rounds = RoundFiles.assign(files);
        for (int i = 0; i < files.size(); i++) {
            runs.add(JmhRun.read(files.get(i), rounds.get(i)));
        }
        RoundFiles.checkShards(runs);
        Set<String> present = new TreeSet<>();
        runs.forEach(r -> r.measurements().forEach(m -> present.add(m.library())));
        boolean scenarios = runs.stream().anyMatch(r -> !r.measurements().isEmpty());
        String harness = SupportMatrix.NOOP.id();
        String base = baseline != null ? baseline : SupportMatrix.BASELINE;
        if (baseline != null && (!present.contains(baseline) || baseline.equals(harness))) {
            throw new BadInputException("unknown --baseline '" + baseline + "': the data has "
                    + String.join(", ", present) + (baseline.equals(harness) ? " (" + harness + " is the harness, not a library)" : ""));
        }
        if (scenarios && !present.contains(base)) {
            stderr.println("serbench report: no " + base + " rows in the input: every ratio says 'no baseline'; "
                    + "ns/op and sizes are still reported");
        }

        Path outDir = (out != null ? out : files.get(0).toAbsolutePath().getParent()).toAbsolutePath().normalize();
        OutFolder.refuseRedirected(outDir, out != null ? "--out " + outDir : "the report folder " + outDir + " (the first input's)");
        Set<Path> lookIn = new LinkedHashSet<>();
        lookIn.add(outDir);
        files.forEach(f -> lookIn.add(f.toAbsolutePath().getParent()));
        SizesTable sizes = SizesTable.find(new ArrayList<>(lookIn));
        Environment env = Environment.find(new ArrayList<>(lookIn));

        Analysis analysis = Analysis.of(runs, base, matrix, harness, sizes);
        Map<String, String> outputs = new LinkedHashMap<>();
        Sweeps sweeps = Sweeps.of(runs, matrix);
        outputs.put(Summary.FILE_NAME, Summary.render(analysis, env, Article2017.load(), Media2011.load(), sweeps, sizes));
        outputs.put(ResultsCsv.FILE_NAME, ResultsCsv.render(analysis));
        Set<RowKey.ChartKey> charts = new TreeSet<>(RowKey.ChartKey.ORDER);
        analysis.cells().keySet().forEach(k -> charts.add(k.chart()));
        for (RowKey.ChartKey chart : charts) {
            outputs.put(chart.fileName(), SvgChart.render(analysis, chart));
        }
        if (!sweeps.isEmpty()) {
            outputs.put(Sweeps.CSV_NAME, sweeps.csv());
            for (io.serbench.model.Sweep sweep : sweeps.sweeps()) {
                outputs.put(Sweeps.fileName(sweep), SweepChart.render(sweeps, sweep));
            }
        }

        Set<String> kept = new LinkedHashSet<>(outputs.keySet());
        kept.add(Sweeps.CSV_NAME);
        refuseToOverwrite(outDir, kept);
        Files.createDirectories(outDir);
        for (Map.Entry<String, String> e : outputs.entrySet()) {
            // CREATE_NEW: even a file that appeared since the check is not overwritten
            Files.writeString(outDir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
        stdout.println("serbench report: " + analysis.roundCount() + " round(s) from " + runs.size() + " file(s), "
                + analysis.rows().size() + " results -> " + outDir + " (" + String.join(", ", outputs.keySet()) + ")");
        return 0;
    }

    /** A message as one line: the CLI's contract is one line on stderr per failure. */
    private static String oneLine(String s) {
        return String.valueOf(s).replaceAll("\\s*[\\r\\n]+\\s*", " ").trim();
    }

    /** A folder that already holds a report keeps it: any SUMMARY.md, results.csv, sweeps.csv or chart stops the run. */
    private static void refuseToOverwrite(Path dir, Set<String> names) throws BadInputException, IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new BadInputException("--out " + dir + " is not a folder");
        }
        if (!Files.isDirectory(dir)) {
            return;
        }
        List<String> existing = new ArrayList<>();
        for (String name : names) {
            // NOFOLLOW_LINKS: a link (even a dangling one) in the out folder is an existing file, never followed
            if (Files.exists(dir.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                existing.add(name);
            }
        }
        try (DirectoryStream<Path> charts = Files.newDirectoryStream(dir, "{chart,sweep}-*.svg")) {
            for (Path p : charts) {
                String name = p.getFileName().toString();
                if (!existing.contains(name)) {
                    existing.add(name);
                }
            }
        }
        if (!existing.isEmpty()) {
            throw new BadInputException("refusing to overwrite " + String.join(", ", existing) + " in " + dir
                    + ": pass --out with a new folder");
        }
    }
}

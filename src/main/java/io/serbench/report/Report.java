package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.report.csv.CompareCsv;
import io.serbench.report.csv.ProfileCsv;
import io.serbench.report.csv.ResultsCsv;
import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.JvmSerializersMedia;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.data.RowKey;
import io.serbench.report.html.ExplorerPage;
import io.serbench.report.html.ExplorerSources;
import io.serbench.report.md.CompareMarkdown;
import io.serbench.report.md.ServiceSection;
import io.serbench.report.md.Summary;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.ArticleRatios;
import io.serbench.report.analysis.Compare;
import io.serbench.report.analysis.OlderShards;
import io.serbench.report.analysis.Profile;
import io.serbench.report.analysis.RerunIntervals;
import io.serbench.report.analysis.ServiceFigures;
import io.serbench.report.analysis.Sweeps;
import io.serbench.report.data.ServiceResults;
import io.serbench.report.svg.CompareCellChart;
import io.serbench.report.svg.CompareChart;
import io.serbench.report.svg.Dumbbell;
import io.serbench.report.svg.Heatmap;
import io.serbench.report.svg.Scatter;
import io.serbench.report.svg.SvgChart;
import io.serbench.report.svg.SweepChart;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.OutFolder;
import io.serbench.runfolder.SizesTable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The reporter CLI: JMH JSON files (rounds, shards of rounds, re-runs) in, SUMMARY.md,
 * results.csv, profile.csv, the heatmap, the size-vs-speed scatter, the 2017 dumbbell and one SVG
 * chart per scenario out. Nothing already in the out folder is ever overwritten.
 */
@Command(name = "io.serbench.report.Report", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = Report.SuiteVersion.class,
        // picocli formats descriptions with String.format: every literal percent sign is written %%
        description = {"Merges JMH JSON files (-rf json) into SUMMARY.md, results.csv, profile.csv (one row per library), "
                + "heatmap.svg, scatter.svg (bytes vs decode speedup), dumbbell-2017.svg (2017 vs now) and chart-<scenario>.svg "
                + "(and, for sweep results, sweeps.csv and sweep-<sweep>.svg): "
                + "speedup vs the baseline, geometric mean over rounds with a calibrated 95%% interval. Files named "
                + "round-N.json (one per shard folder) merge into round N; any other file is a round of its own.",
                "Every report also writes explorer.html, one self-contained page to filter the results.",
                "With --compare, writes COMPARE.md, compare.csv, compare.svg and compare-cells.svg instead: what changed from another run "
                + "(the reference) to this one."})
public final class Report extends ReportCommand {

    @Parameters(arity = "1..*", paramLabel = "FILE.json",
            description = "JMH JSON result files: round-N.json files merge into round N, any other file is one round")
    private List<Path> files;

    @Option(names = "--baseline", paramLabel = "LIBRARY",
            description = "library every speedup is relative to (default: jackson)")
    private String baseline;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: the first file's folder)")
    private Path out;

    @Option(names = "--compare", paramLabel = "OTHER",
            description = {"compare this run (the FILE.json inputs, A) with another run (B, the reference): OTHER is B's "
                    + "folder (its round-N.json files, or those of its shard sub-folders) or one of its JMH JSON files; "
                    + "repeat --compare for each file (a shell pattern after one --compare would give it only the first "
                    + "file: pass the folder instead). Writes COMPARE.md, compare.csv, compare.svg and compare-cells.svg, not the summary: "
                    + "for every ratio both runs have, A's speedup ÷ B's with a 95%% interval, the ones that moved first, "
                    + "the baseline's own ns/op per cell in both runs, and, when both ran with -prof gc, the results "
                    + "whose B/op changed"})
    private List<Path> compare;

    @Option(names = "--rerun-tau", paramLabel = "FILE",
            description = {"the run-to-run component for this run's host family and JDK: a run-to-run.csv that "
                    + "io.serbench.report.HostsReport wrote from independent runs (or its folder). Adds each ratio's rerun 95%% "
                    + "interval to results.csv (rerun_low, rerun_high) and says so in the summary; an estimate for another "
                    + "host family or JDK is refused. Without it those columns are empty"})
    private Path rerunTau;

    @Option(names = "--explorer",
            description = {"the inputs are published run folders (each with its results.csv), or consensus folders (each with "
                    + "its consensus.csv, one run per host family): writes one explorer.html holding them side by side into --out "
                    + "(default: the first folder), nothing else"})
    private boolean explorer;

    /** The suite's version for {@code --version}: the Maven project version, filtered into the versions resource. */
    static final class SuiteVersion implements CommandLine.IVersionProvider {
        static final String KEY = "serbench";

        @Override
        public String[] getVersion() {
            String v = io.serbench.codec.Versions.all().getProperty(KEY);
            // an unfiltered resource (run from an IDE without Maven's resource step) still says ${...}
            return new String[]{"serbench " + (v == null || v.isBlank() || v.startsWith("${") ? "(version unknown)" : v.trim())};
        }
    }

    private final List<Library> matrix;
    /** This build's serbench-versions: a merged run's shards measured at other ones lose those figures to its current shards. */
    private final java.util.Properties currentVersions;

    private Report(List<Library> matrix, java.util.Properties currentVersions, PrintWriter stdout, PrintWriter stderr) {
        super("serbench report", 1, stdout, stderr);
        this.matrix = matrix;
        this.currentVersions = currentVersions;
    }

    public static void main(String... args) {
        System.exit(run(systemOut(), systemErr(), args));
    }

    /** The CLI without System.exit: returns the exit code (0 ok, 1 bad input, 2 bad usage). */
    public static int run(PrintWriter stdout, PrintWriter stderr, String... args) {
        return run(SupportMatrix.LIBRARIES, stdout, stderr, args);
    }

    /** With an explicit support matrix, so tests do not depend on which libraries exist yet. */
    public static int run(List<Library> matrix, PrintWriter stdout, PrintWriter stderr, String... args) {
        return run(matrix, io.serbench.codec.Versions.all(), stdout, stderr, args);
    }

    /** With explicit current versions too, so tests can stand for a build whose codecs moved on. */
    public static int run(List<Library> matrix, java.util.Properties currentVersions, PrintWriter stdout, PrintWriter stderr,
                          String... args) {
        return new Report(matrix, currentVersions, stdout, stderr).execute(args);
    }

    /**
     * The Java API ({@code -Pbench} calls it after the rounds): the same as the CLI with these
     * files and {@code --out}, failing with an exception instead of an exit code.
     */
    public static void write(List<Path> files, Path out, PrintWriter log) throws BadInputException, IOException {
        Report r = new Report(SupportMatrix.LIBRARIES, io.serbench.codec.Versions.all(), log, log);
        r.files = List.copyOf(files);
        r.out = out;
        r.report();
    }

    /** The scenario id of a payload run's results ({@code PayloadBench}), one size. */
    public static final String PAYLOAD_SCENARIO = JmhRun.PAYLOAD_SCENARIO;

    @Override
    int report() throws BadInputException, IOException {
        if (rerunTau != null && (explorer || (compare != null && !compare.isEmpty()))) {
            throw new BadInputException("--rerun-tau applies to a run's own report, not to --"
                    + (explorer ? "explorer" : "compare"));
        }
        if (explorer) {
            ExplorerPage.writeFromFolders(files, out, matrix, stdout);
            return 0;
        }
        if (compare != null && !compare.isEmpty()) {
            RoundFiles.refuseSpilledPattern(files, compare); // before the mixed inputs are read as one run
        }
        ServiceResults service = ServiceResults.read(files);
        if (service.matrixFiles().isEmpty() && (compare == null || compare.isEmpty())) {
            return serviceOnly(service);
        }
        Map<String, Path> byHash = new LinkedHashMap<>();
        List<JmhRun> runs = RunInputs.read(service.matrixFiles(), byHash);
        Set<String> present = RunInputs.libraries(runs);
        boolean scenarios = runs.stream().anyMatch(r -> !r.measurements().isEmpty());
        String harness = SupportMatrix.NOOP.id();
        String base = baseline != null ? baseline : SupportMatrix.BASELINE;
        if (baseline != null && (!present.contains(baseline) || baseline.equals(harness))) {
            throw new BadInputException("unknown --baseline '" + baseline + "': the data has "
                    + String.join(", ", present) + (baseline.equals(harness) ? " (" + harness + " is the harness, not a library)" : ""));
        }
        if (compare != null && !compare.isEmpty()) {
            return compare(runs, byHash, base, harness);
        }
        if (scenarios && !present.contains(base)) {
            List<String> ids = present.stream().filter(id -> !id.equals(harness)).toList();
            stderr.println("serbench report: no " + base + " results: "
                    + (ids.isEmpty() ? "no library to compare with either" : "pass --baseline with one of: " + String.join(", ", ids))
                    + " (every ratio says 'no baseline'; ns/op and sizes are still reported)");
        }

        Path outDir = (out != null ? out : files.get(0).toAbsolutePath().getParent()).toAbsolutePath().normalize();
        OutFolder.refuseRedirected(outDir, out != null ? "--out " + outDir : "the report folder " + outDir + " (the first input's)");
        Set<Path> lookIn = new LinkedHashSet<>();
        lookIn.add(outDir);
        files.forEach(f -> lookIn.add(f.toAbsolutePath().getParent()));
        SizesTable sizes = SizesTable.find(new ArrayList<>(lookIn));
        Environment env = Environment.find(new ArrayList<>(lookIn));
        OlderShards older = OlderShards.of(matrix, env, currentVersions, base);
        runs = older.apply(runs);

        Analysis analysis = Analysis.of(runs, base, matrix, harness, sizes);
        RerunIntervals rerun = rerunTau == null ? RerunIntervals.none(env, analysis) : RerunIntervals.read(rerunTau, outDir, env, analysis);
        Map<String, String> outputs = new LinkedHashMap<>();
        Sweeps sweeps = Sweeps.of(runs, matrix);
        Profile profile = Profile.of(analysis, io.serbench.hostile.HostileTable.load(), io.serbench.fuzz.FuzzTable.load());
        ArticleRatios article = ArticleRatios.load();
        outputs.put(Summary.FILE_NAME, Summary.render(analysis, env, older, article, JvmSerializersMedia.load(), sweeps, sizes, profile, rerun, outDir)
                + RunInputs.payloadTable(lookIn)
                + ServiceSection.render(service, analysis));
        outputs.put(ResultsCsv.FILE_NAME, ResultsCsv.render(analysis, rerun));
        ServiceFigures serviceFigures = ServiceFigures.of(service);
        if (!serviceFigures.isEmpty()) {
            outputs.put(ServiceFigures.FILE_NAME, serviceFigures.csv());
        }
        if (!analysis.cells().isEmpty() && !analysis.compared().isEmpty()) {
            outputs.put(Heatmap.FILE_NAME, Heatmap.render(analysis, serviceFigures));
            outputs.put(Profile.FILE_NAME, ProfileCsv.render(profile));
            putIfDrawn(outputs, Scatter.FILE_NAME, Scatter.render(analysis, profile));
            putIfDrawn(outputs, Dumbbell.FILE_NAME, Dumbbell.render(analysis, article.compare(analysis)));
        }
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
        boolean explorerPage = !analysis.rows().isEmpty();
        if (explorerPage) {
            kept.add(ExplorerPage.FILE_NAME);
        }
        RunInputs.refuseToOverwrite(outDir, kept, true);
        Files.createDirectories(outDir);
        for (Map.Entry<String, String> e : outputs.entrySet()) {
            // CREATE_NEW: even a file that appeared since the check is not overwritten
            Files.writeString(outDir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
        if (explorerPage) {
            writeOwnExplorerPage(outDir, outputs.get(ResultsCsv.FILE_NAME), outputs.get(ServiceFigures.FILE_NAME), env,
                    ResultsCsv.FILE_NAME);
        }
        stdout.println("serbench report: " + analysis.roundCount() + " round(s) from " + runs.size() + " file(s), "
                + analysis.rows().size() + " results -> " + outDir + " (" + String.join(", ", outputs.keySet())
                + (explorerPage ? ", " + ExplorerPage.FILE_NAME : "") + ")");
        return 0;
    }

    /** Only service-conditions files: a summary of those sections alone, service.csv and the explorer. */
    private int serviceOnly(ServiceResults service) throws BadInputException, IOException {
        Path outDir = (out != null ? out : files.get(0).toAbsolutePath().getParent()).toAbsolutePath().normalize();
        OutFolder.refuseRedirected(outDir, out != null ? "--out " + outDir : "the report folder " + outDir + " (the first input's)");
        Map<String, String> outputs = new LinkedHashMap<>();
        outputs.put(Summary.FILE_NAME, "# serbench: service conditions\n\n" + ServiceSection.render(service, null));
        ServiceFigures figures = ServiceFigures.of(service);
        if (!figures.isEmpty()) {
            outputs.put(ServiceFigures.FILE_NAME, figures.csv());
        }
        Set<String> kept = new LinkedHashSet<>(outputs.keySet());
        if (!figures.isEmpty()) {
            kept.add(ExplorerPage.FILE_NAME);
        }
        RunInputs.refuseToOverwrite(outDir, kept, true);
        Files.createDirectories(outDir);
        for (Map.Entry<String, String> e : outputs.entrySet()) {
            Files.writeString(outDir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
        }
        if (!figures.isEmpty()) {
            Set<Path> lookIn = new LinkedHashSet<>();
            lookIn.add(outDir);
            files.forEach(f -> lookIn.add(f.toAbsolutePath().getParent()));
            writeOwnExplorerPage(outDir, null, outputs.get(ServiceFigures.FILE_NAME), Environment.find(new ArrayList<>(lookIn)),
                    ServiceFigures.FILE_NAME);
        }
        stdout.println("serbench report: service conditions from " + files.size() + " file(s) -> " + outDir + " ("
                + String.join(", ", outputs.keySet()) + (figures.isEmpty() ? "" : ", " + ExplorerPage.FILE_NAME) + ")");
        return 0;
    }

    /**
     * The run's own explorer page, written after its results.csv and service.csv so that it can
     * record them as what it was built from.
     */
    private void writeOwnExplorerPage(Path outDir, String resultsCsv, String serviceCsv, Environment env, String source)
            throws BadInputException, IOException {
        String page = ExplorerPage.render(List.of(ExplorerPage.run(ExplorerPage.name(outDir), resultsCsv, serviceCsv, env, source)),
                matrix, ExplorerSources.ofFolders(outDir, List.of(outDir)));
        Files.writeString(outDir.resolve(ExplorerPage.FILE_NAME), page, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                StandardOpenOption.WRITE);
    }

    private static void putIfDrawn(Map<String, String> outputs, String name, String svg) {
        if (svg != null) {
            outputs.put(name, svg);
        }
    }

    /**
     * {@code --compare}: reads the reference run, analyses both runs with the same baseline and
     * writes the comparison (nothing else) into the out folder.
     */
    private int compare(List<JmhRun> runs, Map<String, Path> hashesA, String base, String harness)
            throws BadInputException, IOException {
        List<Path> other = RoundFiles.expand(compare);
        Map<String, Path> hashesB = new LinkedHashMap<>();
        List<JmhRun> otherRuns;
        try {
            otherRuns = RunInputs.read(other, hashesB);
        } catch (BadInputException e) {
            throw new BadInputException("--compare: " + e.getMessage());
        }
        RunInputs.refuseSameRun(hashesA, hashesB, String.join(" ", compare.stream().map(Path::toString).toList()));
        if (!RunInputs.libraries(runs).contains(base)) {
            throw new BadInputException("no " + base + " results in this run: nothing to compare speedups with"
                    + " (pass --baseline with a library both runs have)");
        }
        if (!RunInputs.libraries(otherRuns).contains(base)) {
            throw new BadInputException("--compare: no " + base + " results in the reference run: its speedups cannot "
                    + "be compared (pass --baseline with a library both runs have: it has "
                    + String.join(", ", RunInputs.libraries(otherRuns).stream().filter(id -> !id.equals(harness)).toList()) + ")");
        }

        Path outDir = (out != null ? out : files.get(0).toAbsolutePath().getParent()).toAbsolutePath().normalize();
        OutFolder.refuseRedirected(outDir, out != null ? "--out " + outDir : "the report folder " + outDir + " (the first input's)");
        Set<String> compareFiles = new LinkedHashSet<>(Compare.FILE_NAMES);
        compareFiles.add(ExplorerPage.FILE_NAME);
        RunInputs.refuseToOverwrite(outDir, compareFiles, false);

        Compare.Side a = side(runs, files, List.of(), base, harness);
        // a run folder given to --compare holds its environment.properties even when its rounds are in shard folders
        Compare.Side b = side(otherRuns, other, compare.stream().filter(Files::isDirectory).toList(), base, harness);
        Compare c = Compare.of(a, b);
        Map<String, String> outputs = new LinkedHashMap<>();
        outputs.put(Compare.FILE_NAME, new CompareMarkdown(c).markdown());
        outputs.put(Compare.CSV_NAME, new CompareCsv(c).csv());
        outputs.put(Compare.SVG_NAME, CompareChart.render(c));
        outputs.put(Compare.CELLS_SVG_NAME, CompareCellChart.render(c));
        // each side by the folder that holds its files, so the page's title says which runs it shows
        String nameA = ExplorerPage.nameOfFiles(files);
        String nameB = compare.size() == 1 && Files.isDirectory(compare.get(0)) ? ExplorerPage.name(compare.get(0))
                : ExplorerPage.nameOfFiles(other);
        if (nameA.equals(nameB)) {
            nameA = "A: " + nameA;
            nameB = "B: " + nameB;
        }
        List<Path> sources = new ArrayList<>(files);
        sources.addAll(other);
        sources.addAll(environmentFiles(files, compare));
        outputs.put(ExplorerPage.FILE_NAME, ExplorerPage.render(List.of(
                ExplorerPage.run(nameA, ResultsCsv.render(a.analysis()), a.env(), "run A"),
                ExplorerPage.run(nameB, ResultsCsv.render(b.analysis()), b.env(), "run B")), matrix,
                ExplorerSources.ofFiles(outDir, sources)));
        Files.createDirectories(outDir);
        for (Map.Entry<String, String> e : outputs.entrySet()) {
            Files.writeString(outDir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        }
        stdout.println("serbench report: " + c.moved().size() + " of " + c.tested().size() + " shared ratios moved ("
                + String.format(java.util.Locale.ROOT, "%.1f", c.expectedByChance()) + " expected by chance)"
                + (c.allocations().isEmpty() ? "" : "; B/op changed in " + c.allocationsChanged().size() + " of "
                + c.allocations().size() + " results") + " -> " + outDir
                + " (" + String.join(", ", outputs.keySet()) + ")");
        return 0;
    }

    /** The environment.properties the two sides' environments are read from: beside their files and in the --compare folders. */
    private static List<Path> environmentFiles(List<Path> filesA, List<Path> compareArgs) throws BadInputException {
        Set<Path> folders = new LinkedHashSet<>();
        filesA.forEach(f -> folders.add(f.toAbsolutePath().normalize().getParent()));
        for (Path c : compareArgs) {
            if (Files.isDirectory(c)) {
                folders.add(c.toAbsolutePath().normalize());
            }
        }
        RoundFiles.expand(compareArgs).forEach(f -> folders.add(f.toAbsolutePath().normalize().getParent()));
        return folders.stream().map(f -> f.resolve(io.serbench.runfolder.EnvironmentFile.FILE_NAME)).filter(Files::isRegularFile).toList();
    }

    private Compare.Side side(List<JmhRun> runs, List<Path> inputs, List<Path> runFolders, String base, String harness)
            throws BadInputException {
        Set<Path> folders = new LinkedHashSet<>(runFolders);
        inputs.forEach(f -> folders.add(f.toAbsolutePath().getParent()));
        Environment env = Environment.find(new ArrayList<>(folders));
        Analysis analysis = Analysis.of(runs, base, matrix, harness, SizesTable.empty());
        return new Compare.Side(analysis, env, Compare.inputs(inputs));
    }

}

package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.Versions;
import io.serbench.report.csv.ConsensusCsv;
import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.MachineRecord;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.md.ConsensusPage;
import io.serbench.report.md.HostsPage;
import io.serbench.report.svg.Heatmap;
import io.serbench.fuzz.FuzzTable;
import io.serbench.hostile.HostileTable;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.CodecVersions;
import io.serbench.report.analysis.Consensus;
import io.serbench.report.analysis.ConsensusRuns;
import io.serbench.report.analysis.Hosts;
import io.serbench.report.analysis.PooledAnalysis;
import io.serbench.report.analysis.Profile;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.EnvironmentFile;
import io.serbench.runfolder.OutFolder;
import io.serbench.runfolder.RoundFileNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * The headline's source: three or more independent runs of one preset and JDK pooled into
 * CONSENSUS.md and consensus.csv (per ratio the pooled speedup, the 95% interval where a reader's
 * rerun lands, the runs and host family behind it), validated by leaving one run out
 * (validation.csv), with every run's machine state. Runs of two or more host families are pooled
 * per family and also written side by side (HOSTS.md).
 */
@Command(name = "io.serbench.report.ConsensusReport", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Pools three or more independent run folders of one preset and JDK (each: round-N.json files, or shard "
                + "sub-folders holding them, with environment.properties) into CONSENSUS.md, consensus.csv and validation.csv: "
                + "per ratio the pooled speedup and the 95%% interval where a reader's rerun on the same host family lands, "
                + "validated by leaving one run out; runs of several host families are pooled per family and compared "
                + "in HOSTS.md and hosts.csv. A run's ratios of a library it measured at other versions than this build times "
                + "are left out (CONSENSUS.md lists them)."})
public final class ConsensusReport extends ReportCommand {

    @Parameters(arity = "1..*", paramLabel = "RUN", description = "run folders, at least three, of one preset and JDK")
    private List<Path> runs;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "output folder (must not hold any of the files written)")
    private Path out;

    @Option(names = "--reader-rounds", paramLabel = "R", defaultValue = "3",
            description = "rounds of the reader's rerun the interval is for (default: ${DEFAULT-VALUE}, the default preset's)")
    private int readerRounds;

    @Option(names = "--baseline", paramLabel = "LIBRARY", description = "library every speedup is relative to (default: jackson)")
    private String baseline;

    @Option(names = "--methods-check", description = "pool runs of different presets and library versions (never of different "
            + "JDKs) to test the method on harder data; the page says at its top that it is no headline")
    private boolean methodsCheck;

    /** Fewer than this many runs cannot be validated by leaving one out. */
    static final int MIN_RUNS = 3;

    private final List<Library> matrix;
    /** The versions this build times (serbench-versions): a run's ratios of an id measured at others are left out. */
    private final Properties currentVersions;

    private ConsensusReport(List<Library> matrix, Properties currentVersions, PrintWriter stdout, PrintWriter stderr) {
        super("serbench consensus", 2, stdout, stderr);
        this.matrix = matrix;
        this.currentVersions = currentVersions;
    }

    public static void main(String... args) {
        System.exit(run(systemOut(), systemErr(), args));
    }

    public static int run(PrintWriter stdout, PrintWriter stderr, String... args) {
        return run(SupportMatrix.LIBRARIES, Versions.all(), stdout, stderr, args);
    }

    public static int run(List<Library> matrix, Properties currentVersions, PrintWriter stdout, PrintWriter stderr, String... args) {
        return new ConsensusReport(matrix, currentVersions, stdout, stderr).execute(args);
    }

    @Override
    int report() throws BadInputException, IOException {
        if (readerRounds < 1) {
            throw new BadInputException("--reader-rounds must be 1 or more, got " + readerRounds);
        }
        String base = baseline != null ? baseline : SupportMatrix.BASELINE;
        List<ConsensusRuns.Input> read = new ArrayList<>();
        Set<Path> folders = new HashSet<>();
        Map<Path, String> fileOwner = new HashMap<>();
        for (Path folder : runs) {
            if (!Files.isDirectory(folder)) {
                throw new BadInputException(folder + " is not a run folder");
            }
            if (!folders.add(folder.toAbsolutePath().normalize())) {
                throw new BadInputException(folder + " is given twice: each run must be independent");
            }
            if (!holdsRoundFiles(folder)) {
                throw new BadInputException(folder + " holds no round files (round-N.json, or shard folders holding them)");
            }
            List<Path> files = RoundFiles.expand(List.of(folder));
            for (Path f : files) {
                String before = fileOwner.putIfAbsent(f.toAbsolutePath().normalize(), folder.toString());
                if (before != null) {
                    throw new BadInputException(f + " belongs to both " + before + " and " + folder + ": each run must be independent");
                }
            }
            read.addAll(readRun(folder, files, base));
        }
        if (runs.size() < MIN_RUNS) {
            throw new BadInputException("a consensus pools at least " + MIN_RUNS + " independent runs (leaving one out must leave two); got "
                    + runs.size());
        }
        sameSettings(read, methodsCheck);

        List<ConsensusRuns.Family> families = ConsensusRuns.byFamily(read);
        Path dir = out.toAbsolutePath().normalize();
        OutFolder.refuseRedirected(dir, "--out " + dir);
        Map<String, String> outputs = new LinkedHashMap<>();
        ConsensusPage.Headline headline = methodsCheck ? null : headline(families, read, base);
        outputs.put(ConsensusPage.FILE_NAME, ConsensusPage.markdown(families, readerRounds, base, methodsCheck, headline));
        if (headline != null) {
            outputs.put(Heatmap.FILE_NAME, Heatmap.render(headline.pooled()));
        }
        outputs.put(ConsensusCsv.FILE_NAME, ConsensusCsv.render(families, readerRounds, bytes(read, base)));
        outputs.put(ConsensusCsv.VALIDATION_NAME, ConsensusCsv.validation(families));
        if (families.size() >= 2) {
            Hosts hosts = Hosts.of(read.stream().map(ConsensusRuns.Input::run).toList());
            outputs.put(HostsPage.FILE_NAME, HostsPage.markdown(hosts));
            outputs.put(HostsPage.CSV_NAME, HostsPage.csv(hosts));
        }
        for (String name : outputs.keySet()) {
            if (Files.exists(dir.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                throw new BadInputException("refusing to overwrite " + name + " in " + dir + ": pass --out with a new folder");
            }
        }
        Files.createDirectories(dir);
        for (Map.Entry<String, String> e : outputs.entrySet()) {
            Files.writeString(dir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
        }
        stdout.println("serbench consensus: " + runs.size() + " runs on " + families.size() + " host famil"
                + (families.size() == 1 ? "y" : "ies") + " -> " + dir + " (" + String.join(", ", outputs.keySet()) + ")");
        return 0;
    }

    /**
     * The answer of the host family with the most validated runs (the first such family on a tie),
     * pooled into one analysis with its profile; null when no family has {@value #MIN_RUNS} runs.
     */
    private ConsensusPage.Headline headline(List<ConsensusRuns.Family> families, List<ConsensusRuns.Input> read, String base) {
        ConsensusRuns.Family best = null;
        for (ConsensusRuns.Family f : families) {
            if (f.validated() && f.runs().size() >= MIN_RUNS && (best == null || f.runs().size() > best.runs().size())) {
                best = f;
            }
        }
        if (best == null) {
            return null;
        }
        List<String> names = best.runs().stream().map(ConsensusRuns.RunState::name).toList();
        List<ConsensusRuns.Input> members = read.stream().filter(in -> names.contains(in.name())).toList();
        PooledAnalysis.Source source = new PooledAnalysis.Source(best.consensus(), ConsensusRuns.observations(members), readerRounds);
        Analysis pooled = PooledAnalysis.of(source, members.stream().map(in -> in.run().analysis()).toList(), names, matrix, base,
                SupportMatrix.NOOP.id());
        return new ConsensusPage.Headline(best.host(), pooled, Profile.of(pooled, HostileTable.load(), FuzzTable.load()));
    }

    /** Each ratio's bytes on the wire and its cell's baseline bytes, from the first run with a sizes.csv that has them. */
    private static java.util.function.Function<Consensus.Key, ConsensusCsv.Bytes> bytes(List<ConsensusRuns.Input> read, String base) {
        Map<Consensus.Key, ConsensusCsv.Bytes> sized = new HashMap<>();
        for (ConsensusRuns.Input in : read) {
            in.run().analysis().cells().forEach((cell, rows) -> {
                ResultRow baseRow = rows.get(base);
                double baseBytes = baseRow == null ? Double.NaN : baseRow.bytes();
                rows.forEach((lib, row) -> {
                    if (Double.isFinite(row.bytes())) {
                        sized.putIfAbsent(new Consensus.Key(cell, lib), new ConsensusCsv.Bytes(row.bytes(), row.deflated(), baseBytes));
                    }
                });
            });
        }
        return key -> sized.getOrDefault(key, ConsensusCsv.Bytes.UNKNOWN);
    }

    /**
     * A run folder as pooled: one input, or one per host family when its shards were measured on
     * different machines (each shard keeps its own environment; cells never span shards).
     */
    private List<ConsensusRuns.Input> readRun(Path folder, List<Path> files, String base) throws BadInputException {
        Map<String, List<Path>> byHost = new LinkedHashMap<>();
        Map<String, List<Path>> envFolders = new LinkedHashMap<>();
        for (Path f : files) {
            Path parent = f.toAbsolutePath().normalize().getParent();
            List<Path> where = parent.equals(folder.toAbsolutePath().normalize()) ? List.of(parent) : List.of(parent, folder);
            String host = Environment.find(where).hostId();
            byHost.computeIfAbsent(host, k -> new ArrayList<>()).add(f);
            envFolders.computeIfAbsent(host, k -> new ArrayList<>()).add(parent);
        }
        List<ConsensusRuns.Input> out = new ArrayList<>();
        for (Map.Entry<String, List<Path>> e : byHost.entrySet()) {
            Set<Path> where = new LinkedHashSet<>(envFolders.get(e.getKey()));
            where.add(folder);
            Environment env = Environment.find(new ArrayList<>(where));
            List<JmhRun> rounds = HostsReport.readRounds(e.getValue());
            // only ids the run measured: one it never ran has nothing to leave out
            Set<String> measured = new HashSet<>();
            rounds.forEach(r -> r.measurements().forEach(m -> measured.add(m.library())));
            Map<String, String> leftOut = new LinkedHashMap<>();
            if (!methodsCheck) {
                CodecVersions.predating(matrix, env, currentVersions).forEach((id, why) -> {
                    if (measured.contains(id)) {
                        leftOut.put(id, why);
                    }
                });
            }
            if (leftOut.containsKey(base)) {
                throw new BadInputException(folder + " measured the baseline " + base + " at other versions than this build ("
                        + leftOut.get(base) + "): every ratio of it predates the current codecs");
            }
            Hosts.Run run = HostsReport.analyse(matrix, folder, e.getValue(), rounds, base, leftOut.keySet());
            Hosts.Run named = new Hosts.Run(byHost.size() == 1 ? run.name() : run.name() + " (" + e.getKey() + ")", run.analysis(), env,
                    MachineRecord.read(where));
            out.add(new ConsensusRuns.Input(named, leftOut));
        }
        return out;
    }

    /** One preset, one set of JVM flags and one JDK feature release for every run, or a line saying which differ. */
    static void sameSettings(List<ConsensusRuns.Input> runs, boolean anyPreset) throws BadInputException {
        ConsensusRuns.Input first = runs.get(0);
        for (ConsensusRuns.Input r : runs.subList(1, runs.size())) {
            for (String key : anyPreset ? List.<String>of() : List.of(EnvironmentFile.PRESET, EnvironmentFile.JVM_FLAGS)) {
                String a = first.run().env().orUnknown(key);
                String b = r.run().env().orUnknown(key);
                if (!a.equals(b)) {
                    throw new BadInputException(first.name() + " and " + r.name() + " differ in " + key + " (" + a + " vs " + b
                            + "): a consensus pools runs of one preset (--methods-check pools them to test the method, never for a headline)");
                }
            }
            String ja = feature(first.run().env().orUnknown(EnvironmentFile.JAVA_VERSION));
            String jb = feature(r.run().env().orUnknown(EnvironmentFile.JAVA_VERSION));
            if (!ja.equals(jb)) {
                throw new BadInputException(first.name() + " ran on JDK " + ja + " and " + r.name() + " on JDK " + jb
                        + ": a consensus pools runs of one JDK");
            }
        }
    }

    private static boolean holdsRoundFiles(Path folder) throws BadInputException {
        try (java.util.stream.Stream<Path> s = Files.walk(folder, 2)) {
            return s.anyMatch(p -> Files.isRegularFile(p) && RoundFileNames.isRound(p));
        } catch (IOException e) {
            throw new BadInputException("cannot read the folder " + folder + ": " + e.getMessage());
        }
    }

    /** The feature release of a java.version: 17.0.15 → 17, 1.8.0_392 → 8. */
    static String feature(String javaVersion) {
        String v = javaVersion.startsWith("1.") ? javaVersion.substring(2) : javaVersion;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        return end == 0 ? javaVersion : v.substring(0, end);
    }
}

package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.Versions;
import io.serbench.report.csv.ConsensusCsv;
import io.serbench.report.data.ResultRow;
import io.serbench.report.md.ConsensusPage;
import io.serbench.report.md.HostsPage;
import io.serbench.report.svg.Heatmap;
import io.serbench.fuzz.FuzzTable;
import io.serbench.hostile.HostileTable;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Consensus;
import io.serbench.report.analysis.ConsensusRuns;
import io.serbench.report.analysis.Hosts;
import io.serbench.report.analysis.PooledAnalysis;
import io.serbench.report.analysis.Profile;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.OutFolder;
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
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The headline's source: the independent runs of one preset and JDK pooled into
 * CONSENSUS.md and consensus.csv (per ratio the pooled speedup, the 95% interval where a reader's
 * rerun lands, the runs and host family behind it), validated by leaving one run out
 * (validation.csv), with every run's machine state. Runs of two or more host families are pooled
 * per family and also written side by side (HOSTS.md).
 */
@Command(name = "io.serbench.report.ConsensusReport", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Pools three or more run folders of one preset and JDK (each: round-N.json files, or shard "
                + "sub-folders holding them, with environment.properties) into CONSENSUS.md, consensus.csv and validation.csv: "
                + "per ratio the pooled speedup and the 95%% interval where a reader's rerun on the same host family lands, "
                + "validated by leaving one independent run out (runs of one machine and day count once; a partial run is never "
                + "left out); the cells pooled are the first folder's; runs of several host families are pooled per family and compared "
                + "in HOSTS.md and hosts.csv. A run's ratios of a library it measured at other versions than this build times "
                + "are left out, and those of one direction of it when the suite has since revised that call (CONSENSUS.md lists "
                + "them)."})
public final class ConsensusReport extends ReportCommand {

    @Parameters(arity = "1..*", paramLabel = "RUN", description = "run folders, at least three, of one preset and JDK; the first sets the cells")
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

    private final List<Library> matrix;
    /** The versions and call revisions this build times (serbench-versions): a run's ratios measured at others are left out. */
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
        List<ConsensusRuns.Input> read = PooledRuns.read(runs, matrix, currentVersions, base, methodsCheck);

        List<ConsensusRuns.Family> families = ConsensusRuns.byFamily(read, readerRounds);
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

    /** The headline family's answer pooled into one analysis with its profile; null when no family has enough runs. */
    private ConsensusPage.Headline headline(List<ConsensusRuns.Family> families, List<ConsensusRuns.Input> read, String base) {
        PooledRuns.Headline best = PooledRuns.headline(families, read, readerRounds).orElse(null);
        if (best == null) {
            return null;
        }
        Analysis pooled = PooledAnalysis.of(best.source(), best.members().stream().map(in -> in.run().analysis()).toList(),
                best.names(), matrix, base, SupportMatrix.NOOP.id());
        return new ConsensusPage.Headline(best.family().host(), pooled, Profile.of(pooled, HostileTable.load(), FuzzTable.load()));
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
}

package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.report.csv.RunToRunCsv;
import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.LeftOut;
import io.serbench.report.data.MachineRecord;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.md.HostsPage;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Hosts;
import io.serbench.report.svg.Heatmap;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.OutFolder;
import io.serbench.runfolder.SizesTable;
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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Several runs, from one or more host families, side by side: HOSTS.md, hosts.csv and, with two
 * or more host families, heatmap-hosts.svg. Runs of the same host family are independent reruns
 * and measure the run-to-run component; runs of different families show what moves with the CPU.
 */
@Command(name = "io.serbench.report.HostsReport", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Reads two or more run folders (each: round-N.json files, or shard sub-folders holding them, and "
                + "environment.properties), groups them by the host family each recorded, and writes HOSTS.md, hosts.csv and, "
                + "with two or more host families, heatmap-hosts.svg: each ratio on each host, the host spread (max ÷ min) "
                + "with its 95%% interval, host-sensitive ratios marked, the lines that hold on every host, and the "
                + "run-to-run variance with its held-out-run coverage; with a host family of two or more runs, also "
                + "run-to-run.csv, the run-to-run component a run's own report applies with Report --rerun-tau."})
public final class HostsReport extends ReportCommand {

    @Parameters(arity = "2..*", paramLabel = "RUN", description = "run folders, at least two")
    private List<Path> runs;

    @Option(names = "--out", paramLabel = "DIR", required = true,
            description = "output folder (must not hold HOSTS.md, hosts.csv, heatmap-hosts.svg or run-to-run.csv)")
    private Path out;

    @Option(names = "--baseline", paramLabel = "LIBRARY", description = "library every speedup is relative to (default: jackson)")
    private String baseline;

    private final List<Library> matrix;

    private HostsReport(List<Library> matrix, PrintWriter stdout, PrintWriter stderr) {
        super("serbench hosts", 1, stdout, stderr);
        this.matrix = matrix;
    }

    public static void main(String... args) {
        System.exit(run(systemOut(), systemErr(), args));
    }

    public static int run(PrintWriter stdout, PrintWriter stderr, String... args) {
        return run(SupportMatrix.LIBRARIES, stdout, stderr, args);
    }

    public static int run(List<Library> matrix, PrintWriter stdout, PrintWriter stderr, String... args) {
        return new HostsReport(matrix, stdout, stderr).execute(args);
    }

    @Override
    int report() throws BadInputException, IOException {
        String base = baseline != null ? baseline : SupportMatrix.BASELINE;
        Set<Path> seen = new HashSet<>();
        List<Hosts.Run> read = new ArrayList<>();
        for (Path folder : runs) {
            if (!Files.isDirectory(folder)) {
                throw new BadInputException(folder + " is not a run folder");
            }
            List<Path> files = RoundFiles.expand(List.of(folder));
            for (Path f : files) {
                if (!seen.add(f.toAbsolutePath().normalize())) {
                    throw new BadInputException(f + " is in two of the runs given: each run must be independent");
                }
            }
            read.add(readRun(matrix, folder, files, base));
        }
        Hosts hosts = Hosts.of(read);
        Path dir = out.toAbsolutePath().normalize();
        OutFolder.refuseRedirected(dir, "--out " + dir);
        Map<String, String> outputs = new LinkedHashMap<>();
        outputs.put(HostsPage.FILE_NAME, HostsPage.markdown(hosts));
        outputs.put(HostsPage.CSV_NAME, HostsPage.csv(hosts));
        String tau = RunToRunCsv.render(hosts);
        if (tau != null) {
            outputs.put(RunToRunCsv.FILE_NAME, tau);
        }
        if (hosts.hosts().size() >= 2) {
            Analysis first = read.get(0).analysis();
            outputs.put(HostsPage.SVG_NAME, Heatmap.render(first, hosts::hostSensitive));
        }
        for (String name : List.of(HostsPage.FILE_NAME, HostsPage.CSV_NAME, HostsPage.SVG_NAME, RunToRunCsv.FILE_NAME)) {
            if (Files.exists(dir.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                throw new BadInputException("refusing to overwrite " + name + " in " + dir + ": pass --out with a new folder");
            }
        }
        Files.createDirectories(dir);
        for (Map.Entry<String, String> e : outputs.entrySet()) {
            Files.writeString(dir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
        }
        stdout.println("serbench hosts: " + read.size() + " runs on " + hosts.hosts().size() + " host famil"
                + (hosts.hosts().size() == 1 ? "y" : "ies") + ", " + hosts.ratios().size() + " ratios -> " + dir
                + " (" + String.join(", ", outputs.keySet()) + ")");
        return 0;
    }

    /** One run folder's analysis and environment, named by the folder. */
    static Hosts.Run readRun(List<Library> matrix, Path folder, List<Path> files, String base) throws BadInputException {
        return readRun(matrix, folder, files, base, Set.of());
    }

    /** One run folder's analysis and environment, without the results {@code leftOut} covers. */
    static Hosts.Run readRun(List<Library> matrix, Path folder, List<Path> files, String base, Set<LeftOut> leftOut)
            throws BadInputException {
        return analyse(matrix, folder, files, readRounds(files), base, leftOut);
    }

    /** Every round file of one run, each numbered as the run numbered it. */
    static List<JmhRun> readRounds(List<Path> files) throws BadInputException {
        List<JmhRun> jmh = new ArrayList<>();
        List<Integer> rounds = RoundFiles.assign(files);
        for (int i = 0; i < files.size(); i++) {
            jmh.add(JmhRun.read(files.get(i), rounds.get(i)));
        }
        return jmh;
    }

    /**
     * The analysis of a run's rounds (read by {@link #readRounds}) without the results
     * {@code leftOut} covers (a whole id, or one direction of it), with the bytes of the run's
     * sizes.csv when it has one.
     */
    static Hosts.Run analyse(List<Library> matrix, Path folder, List<Path> files, List<JmhRun> rounds, String base,
                             Set<LeftOut> leftOut) throws BadInputException {
        List<JmhRun> jmh = rounds.stream().map(r -> r.without(leftOut)).toList();
        RoundFiles.checkShards(jmh);
        if (jmh.stream().noneMatch(r -> r.measurements().stream().anyMatch(m -> m.library().equals(base)))) {
            throw new BadInputException(folder + ": no " + base + " results, so no speedups (pass --baseline with a library every run has)");
        }
        Set<Path> envFolders = new LinkedHashSet<>();
        envFolders.add(folder);
        files.forEach(f -> envFolders.add(f.toAbsolutePath().getParent()));
        Environment env = Environment.find(new ArrayList<>(envFolders));
        Analysis analysis = Analysis.of(jmh, base, matrix, SupportMatrix.NOOP.id(), SizesTable.find(new ArrayList<>(envFolders)));
        Path name = folder.toAbsolutePath().normalize().getFileName();
        return new Hosts.Run(name == null ? folder.toString() : name.toString(), analysis, env, MachineRecord.read(envFolders));
    }
}

package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.report.analysis.CodecVersions;
import io.serbench.report.analysis.ConsensusRuns;
import io.serbench.report.analysis.Hosts;
import io.serbench.report.analysis.PooledAnalysis;
import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.LeftOut;
import io.serbench.report.data.MachineRecord;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.data.RowKey;
import io.serbench.report.data.RunIdentity;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.EnvironmentFile;
import io.serbench.runfolder.RoundFileNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;

/**
 * Run folders turned into what a consensus stands on, for every page that quotes one
 * ({@link ConsensusReport}, {@link ExternalFigures}): the folders read and checked to be
 * independent runs of one preset and JDK ({@link #read}), and the pooled source of the host
 * family with the most validated runs ({@link #headline}), the one the headline quotes.
 */
final class PooledRuns {
    private PooledRuns() {
    }

    /** Fewer than this many runs cannot be validated by leaving one out. */
    static final int MIN_RUNS = 3;

    /**
     * The headline family, its runs as read and its pooled source (the consensus, every run's
     * observations, and the rounds of the reader's rerun its intervals are for).
     */
    record Headline(ConsensusRuns.Family family, List<ConsensusRuns.Input> members, PooledAnalysis.Source source) {
        /** The runs as pooled: one name per sitting, then the partial runs. */
        List<String> names() {
            List<String> out = new ArrayList<>(family.sittings());
            family.partialRuns().forEach(r -> out.add(r.name()));
            return out;
        }
    }

    /**
     * Every run folder read for pooling (one input per host family of its shards), each checked
     * to be a folder of round files given once and sharing no file with another; at least
     * {@value #MIN_RUNS} of them, of one preset, JVM flags and JDK (only the JDK for the
     * {@code methodsCheck}). A run's ratios of an id it measured at other versions than
     * {@code currentVersions}, or of one direction of it at another revision of the suite's call,
     * are left out, except for the methods check.
     */
    static List<ConsensusRuns.Input> read(List<Path> runs, List<Library> matrix, Properties currentVersions, String base,
                                          boolean methodsCheck) throws BadInputException {
        List<ConsensusRuns.Input> read = new ArrayList<>();
        Set<RowKey> cells = null;
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
            if (cells == null) {
                // the consensus is of the first run's cells: a whole-matrix run given after a slice run adds its slice cells only
                Set<RowKey> first = new HashSet<>();
                for (JmhRun r : HostsReport.readRounds(files)) {
                    r.measurements().forEach(m -> first.add(m.row()));
                }
                cells = first;
            }
            read.addAll(readRun(folder, files, matrix, currentVersions, base, methodsCheck, cells));
        }
        if (runs.size() < MIN_RUNS) {
            throw new BadInputException("a consensus pools at least " + MIN_RUNS + " independent runs (leaving one out must leave two); got "
                    + runs.size());
        }
        sameSettings(read, methodsCheck);
        return read;
    }

    /**
     * The host family whose answer the headline shows: the validated family with the most
     * independent runs; when none is validated yet, the family with the most independent runs (two
     * or more: a consensus), whose page then says its interval is unvalidated. Empty when no family
     * has two independent runs.
     */
    static Optional<Headline> headline(List<ConsensusRuns.Family> families, List<ConsensusRuns.Input> read, int readerRounds) {
        ConsensusRuns.Family best = null;
        for (ConsensusRuns.Family f : families) {
            if (f.validated() && f.sittings().size() >= MIN_RUNS && (best == null || f.sittings().size() > best.sittings().size())) {
                best = f;
            }
        }
        for (ConsensusRuns.Family f : families) {
            if (best == null || !best.validated()) {
                if (f.consensus() != null && (best == null || f.sittings().size() > best.sittings().size())) {
                    best = f;
                }
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        List<String> names = best.runs().stream().map(ConsensusRuns.RunState::name).toList();
        List<ConsensusRuns.Input> members = read.stream().filter(in -> names.contains(in.name())).toList();
        PooledAnalysis.Source source = new PooledAnalysis.Source(best.consensus(),
                ConsensusRuns.bySitting(ConsensusRuns.observations(members), best.runs()), readerRounds, best.sittings().size());
        return Optional.of(new Headline(best, members, source));
    }

    /**
     * A run folder as pooled: one input, or one per host family when its shards were measured on
     * different machines (each shard keeps its own environment; cells never span shards).
     */
    private static List<ConsensusRuns.Input> readRun(Path folder, List<Path> files, List<Library> matrix, Properties currentVersions,
                                                     String base, boolean methodsCheck, Set<RowKey> cells) throws BadInputException {
        Map<String, List<Path>> byHost = new LinkedHashMap<>();
        Map<String, List<Path>> envFolders = new LinkedHashMap<>();
        for (Path f : files) {
            Path parent = f.toAbsolutePath().normalize().getParent();
            List<Path> where = parent.equals(folder.toAbsolutePath().normalize()) ? List.of(parent) : List.of(parent, folder);
            // the shard's own file describes its machine; the run folder's only when the shard has none
            Path own = where.stream().filter(w -> Files.isRegularFile(w.resolve(EnvironmentFile.FILE_NAME)))
                    .findFirst().orElse(parent);
            String host = Environment.find(List.of(own)).hostId();
            byHost.computeIfAbsent(host, k -> new ArrayList<>()).add(f);
            envFolders.computeIfAbsent(host, k -> new ArrayList<>()).add(parent);
        }
        List<ConsensusRuns.Input> out = new ArrayList<>();
        for (Map.Entry<String, List<Path>> e : byHost.entrySet()) {
            Set<Path> where = new LinkedHashSet<>(envFolders.get(e.getKey()));
            where.add(folder);
            Environment env = Environment.find(new ArrayList<>(where));
            List<JmhRun> rounds = HostsReport.readRounds(e.getValue()).stream().map(r -> r.only(cells)).toList();
            Map<LeftOut, String> leftOut = new LinkedHashMap<>();
            if (!methodsCheck) {
                CodecVersions.predating(matrix, env, currentVersions).forEach((what, why) -> {
                    // only what the run measured: an id or direction it never ran has nothing to leave out
                    if (rounds.stream().anyMatch(r -> r.measurements().stream().anyMatch(what::covers))) {
                        leftOut.put(what, why);
                    }
                });
            }
            for (Map.Entry<LeftOut, String> predates : leftOut.entrySet()) {
                if (predates.getKey().library().equals(base)) {
                    // every ratio divides by the baseline's time: a direction of it left out leaves that direction no ratio
                    String which = predates.getKey().direction() == null ? "" : " " + predates.getKey().direction();
                    throw new BadInputException(folder + " measured the baseline " + base + which + " at other versions than this build ("
                            + predates.getValue() + "): every" + which + " ratio of it predates the current codecs");
                }
            }
            Hosts.Run run = HostsReport.analyse(matrix, folder, e.getValue(), rounds, base, leftOut.keySet());
            Hosts.Run named = new Hosts.Run(byHost.size() == 1 ? run.name() : run.name() + " (" + e.getKey() + ")", run.analysis(), env,
                    MachineRecord.read(where));
            String startDate = env.orUnknown(EnvironmentFile.DATE);
            RunIdentity identity = RunIdentity.read(where, startDate, e.getValue(), e.getKey(),
                    jdk(env.orUnknown(EnvironmentFile.JAVA_VERSION)));
            out.add(new ConsensusRuns.Input(named, identity, leftOut));
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

    /** The feature release as a number, 0 when unknown. */
    private static int jdk(String javaVersion) {
        try {
            return Integer.parseInt(feature(javaVersion));
        } catch (NumberFormatException e) {
            return 0;
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

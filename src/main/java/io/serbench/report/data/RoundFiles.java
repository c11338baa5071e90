package io.serbench.report.data;

import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.RoundFileNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.stream.Stream;

/**
 * Which input file belongs to which round. Files named {@code round-N.json} with the same N
 * (one per shard folder) are parts of round N; any other file is a round of its own. Rounds are
 * numbered in the order they first appear among the inputs.
 */
public final class RoundFiles {
    private RoundFiles() {
    }

    /** 0-based round index of each file, in the order given. */
    public static List<Integer> assign(List<Path> files) {
        Map<String, Integer> rounds = new LinkedHashMap<>();
        List<Integer> out = new ArrayList<>();
        for (Path f : files) {
            OptionalInt n = RoundFileNames.number(f);
            // a named round file merges with its namesakes; anything else is keyed by its own path
            String key = n.isPresent() ? "round " + n.getAsInt() : "file " + f.toAbsolutePath().normalize();
            out.add(rounds.computeIfAbsent(key, k -> rounds.size()));
        }
        return out;
    }

    /**
     * The files of a run named on the command line: a file stands for itself; a folder for its
     * round-N.json files or, when it has none, those of its sub-folders (one per shard), by round
     * number then folder name. Anything else is refused.
     */
    public static List<Path> expand(List<Path> paths) throws BadInputException {
        List<Path> out = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                List<Path> found = roundFiles(p);
                if (found.isEmpty()) {
                    List<Path> subs = new ArrayList<>();
                    try (Stream<Path> s = Files.list(p)) {
                        s.filter(Files::isDirectory).sorted().forEach(subs::add);
                    } catch (IOException e) {
                        throw new BadInputException("--compare: cannot read the folder " + p + ": " + e.getMessage());
                    }
                    for (Path sub : subs) {
                        found.addAll(roundFiles(sub));
                    }
                    found.sort(Comparator.comparingInt(RoundFiles::roundNumber).thenComparing(f -> f.getParent().toString()));
                }
                if (found.isEmpty()) {
                    throw new BadInputException("--compare: " + p + " holds no round-N.json file (nor do its sub-folders): "
                            + "not a run folder; name its JMH JSON files instead");
                }
                out.addAll(found);
            } else if (Files.exists(p)) {
                out.add(p);
            } else {
                throw new BadInputException("--compare: " + p + ": no such file or folder");
            }
        }
        return out;
    }

    private static List<Path> roundFiles(Path dir) throws BadInputException {
        List<Path> found = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(f -> RoundFileNames.isRound(f) && Files.isRegularFile(f))
                    .forEach(found::add);
        } catch (IOException e) {
            throw new BadInputException("--compare: cannot read the folder " + dir + ": " + e.getMessage());
        }
        found.sort(Comparator.comparingInt(RoundFiles::roundNumber));
        for (int i = 1; i < found.size(); i++) {
            if (roundNumber(found.get(i)) == roundNumber(found.get(i - 1))) {
                throw new BadInputException(dir + " holds " + found.get(i - 1).getFileName() + " and "
                        + found.get(i).getFileName() + ": one round stored twice (plain and compressed); keep one");
            }
        }
        return found;
    }

    private static int roundNumber(Path roundFile) {
        return RoundFileNames.number(roundFile).orElse(Integer.MAX_VALUE);
    }

    /**
     * {@code --compare B/round-*.json A/round-*.json}: the shell gives {@code --compare} only the
     * first of B's files and makes the others inputs of A, which would mix the two runs. Refused
     * when the inputs come from two or more folders and an input round file sits in the folder of
     * a {@code --compare} round file, or under a {@code --compare} folder. (Inputs all from one
     * folder are one run: comparing it with itself is refused later, by the files' hashes.)
     */
    public static void refuseSpilledPattern(List<Path> inputs, List<Path> compare) throws BadInputException {
        if (inputs.stream().map(f -> f.toAbsolutePath().normalize().getParent()).distinct().count() < 2) {
            return;
        }
        for (Path c : compare) {
            Path ca = c.toAbsolutePath().normalize();
            boolean folder = Files.isDirectory(ca);
            Path home = folder ? ca : ca.getParent();
            if (!folder && !RoundFileNames.isRound(ca)) {
                continue;
            }
            for (Path in : inputs) {
                Path ia = in.toAbsolutePath().normalize();
                boolean round = RoundFileNames.isRound(ia);
                if (home != null && round && (folder ? ia.startsWith(home) : home.equals(ia.getParent()))) {
                    throw new BadInputException(in + " is in the --compare run's folder " + home + ": a shell pattern "
                            + "after --compare gives it only its first file; pass the folder (--compare " + home
                            + ") or --compare before each file");
                }
            }
        }
    }

    /** How many rounds the files make. */
    public static int count(List<JmhRun> runs) {
        return (int) runs.stream().mapToInt(JmhRun::round).distinct().count();
    }

    /**
     * Shards never split a cell, so one (benchmark, params) found in two files of the same round
     * means the inputs overlap (a folder given twice, or two runs' round files mixed).
     */
    public static void checkShards(List<JmhRun> runs) throws BadInputException {
        Map<String, JmhRun> owner = new HashMap<>();
        for (JmhRun run : runs) {
            List<Measurement> all = new java.util.ArrayList<>(run.measurements());
            Map<Measurement, String> sizes = new java.util.IdentityHashMap<>();
            for (JmhRun.SweepPoint p : run.sweeps()) {
                all.add(p.m());
                sizes.put(p.m(), " " + p.sweep().param + "=" + p.size());
            }
            for (Measurement m : all) {
                String size = sizes.get(m);
                String id = m.round() + "|" + m.row() + "|" + size + "|" + m.library();
                JmhRun first = owner.putIfAbsent(id, run);
                if (first != null && first != run) {
                    if (first.path().toAbsolutePath().normalize().equals(run.path().toAbsolutePath().normalize())) {
                        throw new BadInputException(run.path() + " is given twice");
                    }
                    throw new BadInputException(run.path() + " and " + first.path() + " both hold " + m.benchmark()
                            + " library=" + m.library() + (size != null ? size : " fields=" + m.row().fields()
                            + (m.row().showsDigits() ? " digits=" + m.row().digits() : ""))
                            + (m.row().element() == null ? "" : " element=" + m.row().element())
                            + ": files named round-N.json merge into one round (shards never share a cell); "
                            + "to read one as a separate round, give it another name");
                }
            }
        }
    }
}

package io.serbench.report;

import io.serbench.report.data.JmhRun;
import io.serbench.report.data.RoundFiles;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.PayloadTable;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the reporter reads and where it writes, checked before anything is analysed: round files
 * merged by number, the same bytes never counted twice, a comparison never made with itself, and
 * an out folder that already holds a report left as it is.
 */
final class RunInputs {
    private RunInputs() {
    }

    /** Reads one run's files: round files merge by round number; the same bytes twice are refused. */
    static List<JmhRun> read(List<Path> inputs, Map<String, Path> byHash) throws BadInputException {
        List<JmhRun> runs = new ArrayList<>();
        List<Integer> rounds = RoundFiles.assign(inputs);
        for (int i = 0; i < inputs.size(); i++) {
            Path file = inputs.get(i);
            runs.add(JmhRun.read(file, rounds.get(i)));
            refuseDuplicate(byHash, file);
        }
        RoundFiles.checkShards(runs);
        return runs;
    }

    /** The payload's verification table (every library checked and why some were not timed), or nothing. */
    static String payloadTable(Set<Path> folders) throws IOException {
        for (Path f : folders) {
            Path t = f.resolve(PayloadTable.FILE_NAME);
            if (Files.isRegularFile(t)) {
                return "\n" + Files.readString(t, java.nio.charset.StandardCharsets.UTF_8);
            }
        }
        return "";
    }

    static Set<String> libraries(List<JmhRun> runs) {
        Set<String> present = new TreeSet<>();
        runs.forEach(r -> r.measurements().forEach(m -> present.add(m.library())));
        return present;
    }

    /**
     * A run compared with itself moves nothing, and a file in both runs makes them dependent: the
     * two runs must not share a file (SHA-256 of the bytes).
     */
    static void refuseSameRun(Map<String, Path> a, Map<String, Path> b, String given) throws BadInputException {
        if (a.keySet().equals(b.keySet())) {
            throw new BadInputException("--compare " + given + " is the same run as the inputs "
                    + "(identical files): a run compared with itself has nothing to show; give another run");
        }
        for (Map.Entry<String, Path> e : b.entrySet()) {
            Path same = a.get(e.getKey());
            if (same != null) {
                throw new BadInputException(same + " (this run) and " + e.getValue() + " (--compare) are the same file "
                        + "(identical bytes, SHA-256 " + e.getKey().substring(0, 12) + "…): the two runs must not share results");
            }
        }
    }

    /**
     * The same results given twice, under one name or two (a copy, a link, a shard folder copied
     * whole) would count one round as two and narrow every interval: refused by SHA-256 of the
     * bytes. Called after {@link JmhRun#read} accepted the file, so it is a regular file of
     * bounded size.
     */
    static void refuseDuplicate(Map<String, Path> byHash, Path file) throws BadInputException {
        String hash = sha256(file);
        Path first = byHash.putIfAbsent(hash, file);
        if (first == null) {
            return;
        }
        if (first.toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize())) {
            throw new BadInputException(file + " is given twice: give each file once");
        }
        throw new BadInputException(first + " and " + file + " are the same file (identical bytes, SHA-256 "
                + hash.substring(0, 12) + "…): the same results would count as two rounds; give each file once");
    }

    static String sha256(Path file) throws BadInputException {
        String hash;
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file));
            hash = java.util.HexFormat.of().formatHex(digest);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + e.getMessage());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
        return hash;
    }

    /**
     * A folder that already holds a report keeps it: any of {@code names} and, with {@code charts},
     * any chart (chart-*.svg, sweep-*.svg) stops the run.
     */
    static void refuseToOverwrite(Path dir, Set<String> names, boolean charts) throws BadInputException, IOException {
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
        if (charts) {
            try (DirectoryStream<Path> found = Files.newDirectoryStream(dir, "{chart,sweep}-*.svg")) {
                for (Path p : found) {
                    String name = p.getFileName().toString();
                    if (!existing.contains(name)) {
                        existing.add(name);
                    }
                }
            }
        }
        if (!existing.isEmpty()) {
            throw new BadInputException("refusing to overwrite " + String.join(", ", existing) + " in " + dir
                    + ": pass --out with a new folder");
        }
    }
}

package io.serbench.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.runfolder.BadInputException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * What an explorer page was built from, recorded in the page so that a published page older than
 * its data can be told mechanically: the run folders it shows (a run's own page, a page of several
 * runs, consensus folders among them) or, for a comparison written from round files, those files;
 * and every file it read, by its path from the page's folder, with the file's SHA-256. The safety
 * verdicts a page also embeds come from the suite's hostile-input table and fuzz campaign, not
 * from a run, and are not among them.
 *
 * @param folders the run folders, relative to the page's folder ("." for the page's own); empty
 *                when the page was built from files
 * @param files   every file read, relative to the page's folder, with its SHA-256 in hex
 */
public record ExplorerSources(List<String> folders, Map<String, String> files) {
    static final String RESULTS_CSV = "results.csv";
    static final String SERVICE_CSV = "service.csv";
    static final String ENVIRONMENT = io.serbench.runfolder.EnvironmentFile.FILE_NAME;
    /** Where a page's rebuild command is written down, for the messages that find a page stale. */
    public static final String HOW_TO_REBUILD = "results/README.md, \"Rebuilding an explorer page\"";

    /** The sources of a page of these run folders, to be written into {@code pageFolder}. */
    public static ExplorerSources ofFolders(Path pageFolder, List<Path> runFolders) throws IOException {
        List<String> folders = new ArrayList<>();
        List<Path> files = new ArrayList<>();
        for (Path folder : runFolders) {
            folders.add(relative(pageFolder, folder));
            files.addAll(inputsOf(folder));
        }
        return new ExplorerSources(List.copyOf(folders), hashes(pageFolder, files));
    }

    /** The sources of a page built from these files (a comparison's round and environment files). */
    public static ExplorerSources ofFiles(Path pageFolder, List<Path> inputs) throws IOException {
        return new ExplorerSources(List.of(), hashes(pageFolder, inputs));
    }

    /**
     * The files a run folder's page is built from, those there are: its results.csv and service.csv,
     * and environment.properties at its root and in its shard folders (a run measured in shards
     * keeps them there); a consensus folder's, its consensus.csv.
     */
    static List<Path> inputsOf(Path folder) throws IOException {
        if (ExplorerConsensus.isConsensusFolder(folder)) {
            return List.of(folder.resolve(ExplorerConsensus.CONSENSUS_CSV));
        }
        List<Path> files = new ArrayList<>();
        for (String name : List.of(RESULTS_CSV, SERVICE_CSV)) {
            if (Files.isRegularFile(folder.resolve(name))) {
                files.add(folder.resolve(name));
            }
        }
        for (Path envFolder : environmentFolders(folder)) {
            if (Files.isRegularFile(envFolder.resolve(ENVIRONMENT))) {
                files.add(envFolder.resolve(ENVIRONMENT));
            }
        }
        return files;
    }

    /** The folder and its shard folders, in name order: where a run's environment.properties are. */
    static List<Path> environmentFolders(Path folder) throws IOException {
        List<Path> folders = new ArrayList<>(List.of(folder));
        TreeSet<Path> shards = new TreeSet<>();
        try (DirectoryStream<Path> found = Files.newDirectoryStream(folder, "shard-*")) {
            found.forEach(p -> {
                if (Files.isDirectory(p)) {
                    shards.add(p);
                }
            });
        }
        folders.addAll(shards);
        return folders;
    }

    /** As the page's data holds it. */
    Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("folders", folders);
        m.put("files", files);
        return m;
    }

    /**
     * Why the published page at {@code page} no longer shows what its sources hold, in one
     * sentence naming the page, or empty when it still does: no record of its sources, a source
     * gone or changed, a run folder with other files than it read, or a run named otherwise than
     * its folder.
     */
    public static Optional<String> staleness(Path page) throws IOException {
        Path dir = page.toAbsolutePath().normalize().getParent();
        JsonNode data = data(Files.readString(page, StandardCharsets.UTF_8));
        JsonNode sources = data.get("sources");
        String stale = page + " is older than its data: ";
        if (sources == null || sources.isNull()) {
            return Optional.of(stale + "it records no sources (built before pages recorded them)" + rebuild(page, null));
        }
        List<String> folders = new ArrayList<>();
        sources.get("folders").forEach(f -> folders.add(f.asText()));
        // each run shown by the folder it comes from: a run folder holds one, a consensus folder one per host family
        List<String> names = new ArrayList<>();
        List<String> owners = new ArrayList<>();
        List<Path> inputs = new ArrayList<>();
        for (String f : folders) {
            Path folder = dir.resolve(f).normalize();
            if (!Files.isDirectory(folder)) {
                return Optional.of(stale + "its run folder " + f + " is gone" + rebuild(page, folders));
            }
            List<String> now;
            try {
                now = runNames(folder);
            } catch (BadInputException e) {
                return Optional.of(stale + "its folder " + f + " no longer reads: " + e.getMessage() + rebuild(page, folders));
            }
            now.forEach(name -> {
                names.add(name);
                owners.add(f);
            });
            inputs.addAll(inputsOf(folder));
        }
        if (!folders.isEmpty() && names.size() != data.get("runs").size()) {
            return Optional.of(stale + "it shows " + data.get("runs").size() + " run(s), its " + folders.size() + " folder(s) now hold "
                    + names.size() + rebuild(page, folders));
        }
        for (int i = 0; i < names.size(); i++) {
            String shown = data.get("runs").get(i).get("name").asText();
            if (!shown.equals(names.get(i))) {
                return Optional.of(stale + "it names the run of " + owners.get(i) + " '" + shown + "', not '" + names.get(i) + "'"
                        + rebuild(page, folders));
            }
        }
        Map<String, String> recorded = new LinkedHashMap<>();
        sources.get("files").fields().forEachRemaining(e -> recorded.put(e.getKey(), e.getValue().asText()));
        if (!folders.isEmpty()) {
            List<String> now = inputs.stream().map(p -> relative(dir, p)).toList();
            if (!now.equals(List.copyOf(recorded.keySet()))) {
                return Optional.of(stale + "its run folders now hold " + now + ", it read " + recorded.keySet() + rebuild(page, folders));
            }
        }
        for (Map.Entry<String, String> e : recorded.entrySet()) {
            Path file = dir.resolve(e.getKey()).normalize();
            if (!Files.isRegularFile(file)) {
                return Optional.of(stale + e.getKey() + " is gone" + rebuild(page, folders));
            }
            if (!sha256(file).equals(e.getValue())) {
                return Optional.of(stale + e.getKey() + " changed since it was built" + rebuild(page, folders));
            }
        }
        return Optional.empty();
    }

    /** The names a page built now gives the runs of {@code folder}. */
    private static List<String> runNames(Path folder) throws BadInputException {
        if (!ExplorerConsensus.isConsensusFolder(folder)) {
            return List.of(ExplorerPage.name(folder));
        }
        return ExplorerConsensus.read(folder).stream().map(ExplorerRun::name).toList();
    }

    /** The command that rebuilds a page of run folders, from the folder the page's path is relative to. */
    private static String rebuild(Path page, List<String> folders) {
        String how = "; rebuild it as " + HOW_TO_REBUILD + " says";
        if (folders == null || folders.isEmpty()) {
            return how;
        }
        Path dir = page.normalize().getParent();
        Path base = dir == null ? Path.of("") : dir;
        List<String> args = folders.stream().map(f -> slashes(base.resolve(f).normalize())).toList();
        return how + ": rm " + slashes(page.normalize()) + " && java -cp target/benchmarks.jar io.serbench.report.Report --explorer "
                + String.join(" ", args) + " --out " + slashes(base);
    }

    /** The JSON document a page embeds. */
    static JsonNode data(String page) throws IOException {
        String open = "<script type=\"application/json\" id=\"data\">";
        int start = page.indexOf(open);
        if (start < 0) {
            throw new IOException("not an explorer page: no data");
        }
        start += open.length();
        return new ObjectMapper().readTree(page.substring(start, page.indexOf("</script>", start)));
    }

    private static Map<String, String> hashes(Path pageFolder, List<Path> files) throws IOException {
        Map<String, String> m = new LinkedHashMap<>();
        for (Path f : files) {
            m.put(relative(pageFolder, f), sha256(f));
        }
        return m;
    }

    /** {@code target} from {@code from}, with forward slashes whatever the system's separator. */
    static String relative(Path from, Path target) {
        Path rel = from.toAbsolutePath().normalize().relativize(target.toAbsolutePath().normalize());
        String s = slashes(rel);
        return s.isEmpty() ? "." : s;
    }

    private static String slashes(Path p) {
        return p.toString().replace(p.getFileSystem().getSeparator(), "/");
    }

    static String sha256(Path file) throws IOException {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
        try (InputStream in = Files.newInputStream(file)) {
            byte[] buffer = new byte[1 << 16];
            for (int n = in.read(buffer); n > 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}

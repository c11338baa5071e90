package io.serbench.report.html;

import io.serbench.codec.Library;
import io.serbench.fuzz.FuzzTable;
import io.serbench.hostile.HostileTable;
import io.serbench.report.data.Environment;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.EnvironmentFile;
import io.serbench.runfolder.OutFolder;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * explorer.html: one self-contained page (data, script and styles inline, nothing fetched at view
 * time) to filter a run's results, or several runs' side by side, to the reader's case.
 */
public final class ExplorerPage {
    public static final String FILE_NAME = "explorer.html";
    private static final String RESULTS_CSV = ExplorerSources.RESULTS_CSV;
    private static final String SERVICE_CSV = ExplorerSources.SERVICE_CSV;
    private static final String RESOURCES = "/explorer/";

    private ExplorerPage() {
    }

    /** The page for these runs (one or more), with the suite's support matrix, hostile table and fuzz campaign. */
    public static String render(List<ExplorerRun> runs, List<Library> matrix) {
        return render(runs, matrix, null);
    }

    /** The same, recording what it was built from ({@code sources}, null when from nothing on disk). */
    public static String render(List<ExplorerRun> runs, List<Library> matrix, ExplorerSources sources) {
        String title = "serbench explorer: " + String.join(" · ", runs.stream().map(ExplorerRun::name).toList());
        String data = ExplorerData.json(title, runs, matrix, HostileTable.load(), FuzzTable.load(), sources);
        return resource("page.html")
                .replace("{{title}}", escape(title))
                .replace("{{style}}", resource("explorer.css"))
                .replace("{{data}}", data)
                .replace("{{script}}", resource("model.js") + resource("views.js") + resource("more-views.js") + resource("app.js"));
    }

    /** One run from the reporter's own results.csv text and environment. */
    public static ExplorerRun run(String name, String resultsCsv, Environment env, String source) throws BadInputException {
        return run(name, resultsCsv, null, env, source);
    }

    /** One run from the reporter's results.csv and service.csv texts (either may be null) and environment. */
    public static ExplorerRun run(String name, String resultsCsv, String serviceCsv, Environment env, String source)
            throws BadInputException {
        Map<String, String> facts = new HashMap<>();
        ExplorerRun.FACT_KEYS.keySet().forEach(k -> {
            // shards that differ (another CPU in another session) show each shard's value; dates as their span
            String byShard = k.equals(EnvironmentFile.DATE) ? null : env.byPart(p -> p.get(k) == null ? Environment.UNKNOWN : p.get(k));
            String v = byShard != null ? byShard : k.equals(EnvironmentFile.DATE) && !env.parts().isEmpty() ? env.date() : env.get(k);
            if (v != null) {
                facts.put(k, v);
            }
        });
        return ExplorerRun.parse(name, resultsCsv, serviceCsv, facts, source);
    }

    /**
     * A published run folder: its results.csv and service.csv (either may be missing, not both) and
     * its environment.properties (at its root, or in its shard folders when it was measured in shards).
     */
    public static ExplorerRun readFolder(Path folder) throws BadInputException {
        Path csv = folder.resolve(RESULTS_CSV);
        Path service = folder.resolve(SERVICE_CSV);
        if (!Files.isRegularFile(csv) && !Files.isRegularFile(service)) {
            throw new BadInputException(folder + " is not a run folder: it has no " + RESULTS_CSV + " (nor " + SERVICE_CSV
                    + ", nor a consensus folder's " + ExplorerConsensus.CONSENSUS_CSV + ")");
        }
        List<Path> envFolders;
        try {
            envFolders = ExplorerSources.environmentFolders(folder);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + folder + ": " + e.getMessage());
        }
        return run(name(folder), textIfThere(csv), textIfThere(service), Environment.find(envFolders),
                (Files.isRegularFile(csv) ? csv : service).toString());
    }

    /**
     * The runs a source folder holds: a run folder's one run, or a consensus folder's run per
     * host family ({@link ExplorerConsensus}).
     */
    public static List<ExplorerRun> readSource(Path folder) throws BadInputException {
        return ExplorerConsensus.isConsensusFolder(folder) ? ExplorerConsensus.read(folder) : List.of(readFolder(folder));
    }

    private static String textIfThere(Path file) throws BadInputException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /**
     * The run's name on the page and in permalinks: the folder's name, with its parent's in front
     * when the folder is one part of a published run (a shard, one arm of an A/B). The page's
     * sources record the folder, and a page whose run is named otherwise than its folder (a run
     * folder renamed when it was published) counts as stale.
     */
    public static String name(Path folder) {
        Path abs = folder.toAbsolutePath().normalize();
        String own = abs.getFileName().toString();
        Path parent = abs.getParent();
        boolean dated = own.matches("\\d{4}-\\d{2}-\\d{2}.*");
        return dated || parent == null || parent.getFileName() == null ? own : parent.getFileName() + "/" + own;
    }

    /**
     * The run a comparison's files belong to, by {@link #name}: the folder that holds them all (for
     * a run measured in shards, the folder of its shard folders).
     */
    public static String nameOfFiles(List<Path> files) {
        Path common = null;
        for (Path f : files) {
            Path parent = f.toAbsolutePath().normalize().getParent();
            if (common == null) {
                common = parent;
            }
            while (common != null && !parent.startsWith(common)) {
                common = common.getParent();
            }
        }
        return common == null || common.getFileName() == null ? "run" : name(common);
    }

    /**
     * {@code Report --explorer}: one page holding the given run folders (and consensus folders)
     * side by side, written into {@code out} (default: the first folder), never over an existing page.
     */
    public static void writeFromFolders(List<Path> folders, Path out, List<Library> matrix, PrintWriter stdout)
            throws BadInputException, IOException {
        List<ExplorerRun> runs = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (Path folder : folders) {
            for (ExplorerRun run : readSource(folder)) {
                if (!names.add(run.name())) {
                    throw new BadInputException(folder + " is given twice (two runs named " + run.name() + "): give each run once");
                }
                runs.add(run);
            }
        }
        Path dir = (out != null ? out : folders.get(0)).toAbsolutePath().normalize();
        OutFolder.refuseRedirected(dir, "--out " + dir);
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new BadInputException("--out " + dir + " is not a folder");
        }
        Path page = dir.resolve(FILE_NAME);
        if (Files.exists(page, LinkOption.NOFOLLOW_LINKS)) {
            throw new BadInputException("refusing to overwrite " + FILE_NAME + " in " + dir + ": pass --out with a new folder");
        }
        String html = render(runs, matrix, ExplorerSources.ofFolders(dir, folders));
        Files.createDirectories(dir);
        Files.writeString(page, html, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        stdout.println("serbench report: explorer of " + runs.size() + " run(s), "
                + runs.stream().mapToInt(r -> r.rows().size()).sum() + " results, "
                + runs.stream().mapToInt(r -> r.service().size()).sum() + " service figures -> " + page
                + " (" + Files.size(page) / 1024 + " KB)");
    }

    private static String resource(String name) {
        try (InputStream in = ExplorerPage.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + RESOURCES + name + " (build with Maven)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

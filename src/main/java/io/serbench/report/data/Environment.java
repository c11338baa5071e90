package io.serbench.report.data;

import io.serbench.host.CpuRecord;
import io.serbench.host.HostId;
import io.serbench.report.format.Fmt;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.EnvironmentFile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

import static io.serbench.runfolder.EnvironmentFile.CPU_CORES;
import static io.serbench.runfolder.EnvironmentFile.CPU_MODEL;
import static io.serbench.runfolder.EnvironmentFile.DATE;
import static io.serbench.runfolder.EnvironmentFile.FILE_NAME;
import static io.serbench.runfolder.EnvironmentFile.HOST;
import static io.serbench.runfolder.EnvironmentFile.JAVA_RUNTIME_VERSION;
import static io.serbench.runfolder.EnvironmentFile.JAVA_VENDOR;
import static io.serbench.runfolder.EnvironmentFile.JAVA_VERSION;
import static io.serbench.runfolder.EnvironmentFile.JAVA_VM_VENDOR;
import static io.serbench.runfolder.EnvironmentFile.JAVA_VM_VERSION;
import static io.serbench.runfolder.EnvironmentFile.JVM_FLAGS;
import static io.serbench.runfolder.EnvironmentFile.OS;
import static io.serbench.runfolder.EnvironmentFile.PRESET;
import static io.serbench.runfolder.EnvironmentFile.ROUNDS;
import static io.serbench.runfolder.EnvironmentFile.VERSION_PREFIX;
import static io.serbench.runfolder.EnvironmentFile.WALL_SECONDS;

/**
 * What the run was measured on: environment.properties written by -Pbench when present, and
 * always what the JMH JSON itself records. Anything neither says is printed as unknown. A run
 * merged from shards has one file per shard, each its own {@link #parts() part}: shards run in
 * different sessions can have run on different machines, so what differs between them is said
 * shard by shard, never taken from the first.
 */
public final class Environment {
    public static final String UNKNOWN = "unknown";

    private final Properties props;
    private final Path source;
    /** {@value EnvironmentFile#WALL_SECONDS} of every environment file found, one per shard of a merged run. */
    private final List<Long> wallSeconds;
    /** {@value EnvironmentFile#DATE} of every environment file found, sorted: a merged run spans all of them. */
    private final List<String> dates;
    /** How many environment files were found: a total over fewer of them than this undercounts the run. */
    private final int files;
    /** One environment per file found, in the order found; empty when none was. */
    private final List<Environment> parts;

    private Environment(Properties props, Path source, List<Long> wallSeconds, List<String> dates, int files, List<Environment> parts) {
        this.props = props;
        this.source = source;
        this.wallSeconds = wallSeconds;
        this.dates = dates;
        this.files = files;
        this.parts = parts;
    }

    private static Environment single(Properties props, Path source, Long wall, String date) {
        return new Environment(props, source, wall == null ? List.of() : List.of(wall), date == null ? List.of() : List.of(date), 1, List.of());
    }

    /**
     * Every folder's environment file, each a {@link #parts() part}. Where the files agree the run
     * is described by the first; the measuring time is summed over every file, since a run merged
     * from shards took all of theirs.
     */
    public static Environment find(List<Path> folders) throws BadInputException {
        Properties first = null;
        Path firstSource = null;
        List<Long> wall = new ArrayList<>();
        Set<String> dates = new TreeSet<>();
        Set<Path> seen = new LinkedHashSet<>();
        List<Environment> parts = new ArrayList<>();
        for (Path folder : folders) {
            Path p = folder.resolve(FILE_NAME);
            // one folder can be named twice (as a --compare folder and as its files' parent)
            if (!Files.isRegularFile(p) || !seen.add(p.toAbsolutePath().normalize())) {
                continue;
            }
            Properties props = EnvironmentFile.read(p);
            if (first == null) {
                first = props;
                firstSource = p;
            }
            String d = props.getProperty(DATE);
            String date = d == null || d.isBlank() ? null : d.trim();
            if (date != null) {
                dates.add(date);
            }
            String w = props.getProperty(WALL_SECONDS);
            Long seconds = null;
            if (w != null && !w.isBlank()) {
                try {
                    seconds = Long.parseLong(w.trim());
                } catch (NumberFormatException e) {
                    throw new BadInputException(p + ": " + WALL_SECONDS + " is not a whole number of seconds: " + w.trim());
                }
                wall.add(seconds);
            }
            parts.add(single(props, p, seconds, date));
        }
        return new Environment(first != null ? first : new Properties(), firstSource, wall, new ArrayList<>(dates), seen.size(),
                parts.size() > 1 ? List.copyOf(parts) : List.of());
    }

    /**
     * Each shard's own environment when the run was merged from several files (in the order
     * found), else an empty list: a single file is the run's whole environment.
     */
    public List<Environment> parts() {
        return parts;
    }

    /** The name a part goes by: its folder's name ({@code shard-2-of-6}), never a machine path. */
    public String name() {
        Path folder = source == null ? null : source.toAbsolutePath().getParent();
        return folder == null || folder.getFileName() == null ? "?" : folder.getFileName().toString();
    }

    /**
     * What {@code value} says of each part, when the parts disagree: each distinct value with the
     * parts that have it ({@code "a (shard-1-of-2); b (shard-2-of-2)"}); null when every part says
     * the same, or the run has a single file.
     */
    public String byPart(Function<Environment, String> value) {
        Map<String, List<String>> names = new LinkedHashMap<>();
        for (Environment part : parts) {
            names.computeIfAbsent(value.apply(part), k -> new ArrayList<>()).add(part.name());
        }
        if (names.size() <= 1) {
            return null;
        }
        List<String> out = new ArrayList<>();
        names.forEach((v, ns) -> out.add(v + " (" + String.join(", ", ns) + ")"));
        return String.join("; ", out);
    }

    /** When the run started; for a run merged from shards started at different times, the first and the last start. */
    public String date() {
        if (dates.size() <= 1) {
            return orUnknown(DATE);
        }
        return dates.get(0) + " … " + dates.get(dates.size() - 1) + " (" + dates.size() + " runs started)";
    }

    /**
     * Measuring time as the summary prints it: the total, and each shard's when there are several.
     * When some shards' files record no time, the total is only theirs and says so, rather than
     * passing for the whole run's.
     */
    public String wallTime() {
        if (wallSeconds.isEmpty()) {
            return orUnknown(WALL_SECONDS);
        }
        long total = wallSeconds.stream().mapToLong(Long::longValue).sum();
        String missing = wallSeconds.size() < files
                ? "; " + (files - wallSeconds.size()) + " of " + files + " " + FILE_NAME + " files record no " + WALL_SECONDS
                : "";
        if (wallSeconds.size() == 1) {
            return Fmt.duration(total) + missing;
        }
        return Fmt.duration(total) + " in " + wallSeconds.size() + " runs ("
                + String.join(" + ", wallSeconds.stream().map(Fmt::duration).toList()) + ")" + missing;
    }

    public Path source() {
        return source;
    }

    public String get(String key) {
        String v = props.getProperty(key);
        return v == null || v.isBlank() ? null : v.trim();
    }

    public String orUnknown(String key) {
        String v = get(key);
        return v != null ? v : UNKNOWN + (source == null ? " (no " + FILE_NAME + ")" : " (not in " + FILE_NAME + ")");
    }

    /** The CPU as recorded; a run from before the full record has only its model name. */
    public CpuRecord cpu() {
        return CpuRecord.from(props);
    }

    /**
     * The host family's id, as recorded or, for an older run, derived from what it recorded; for
     * shards measured on different families, {@link #MIXED} and their ids, which names no family.
     */
    public String hostId() {
        Set<String> ids = new TreeSet<>();
        parts.forEach(p -> ids.add(p.hostId()));
        if (ids.size() > 1) {
            return MIXED + " (" + String.join(", ", ids) + ")";
        }
        String recorded = get(CpuRecord.HOST_ID);
        return recorded != null ? recorded : HostId.of(cpu());
    }

    /** How {@link #hostId()} begins for a run whose shards were measured on more than one host family. */
    public static final String MIXED = "mixed";

    /** Whether the run's shards were measured on more than one host family. */
    public boolean mixedHosts() {
        return byPart(Environment::hostId) != null;
    }

    /** One line for a first screen: which host family and CPU the run was measured on. */
    public String hostLine() {
        if (mixedHosts()) {
            Map<String, List<String>> names = new LinkedHashMap<>();
            parts.forEach(p -> names.computeIfAbsent(p.hostId(), k -> new ArrayList<>()).add(p.name()));
            List<String> each = new ArrayList<>();
            names.forEach((id, ns) -> each.add("**`" + id + "`** (" + String.join(", ", ns) + ")"));
            return "shards of " + names.size() + " host families: " + String.join("; ", each)
                    + "; each cell was measured within one shard, so each ratio holds for its shard's family";
        }
        String id = hostId();
        String detail = source == null ? "no " + FILE_NAME + ": the machine is unknown"
                : get(CpuRecord.FAMILY) == null ? cpu().describe() + " (recorded before the full CPU record: family, model, "
                + "caches and VM unknown)" : cpu().describe();
        return "host **`" + id + "`**: " + detail;
    }

    /** Every recorded version (the {@value EnvironmentFile#VERSION_PREFIX} keys), by key without the prefix, sorted. */
    public java.util.SortedMap<String, String> versions() {
        java.util.SortedMap<String, String> out = new java.util.TreeMap<>();
        for (String name : props.stringPropertyNames()) {
            String v = get(name);
            if (name.startsWith(VERSION_PREFIX) && v != null) {
                out.put(name.substring(VERSION_PREFIX.length()), v);
            }
        }
        return out;
    }

    /**
     * The library versions line: each key of {@code versionKeys} (the libraries' version keys, in
     * column order) with its recorded version, then every other recorded version.
     */
    public String versions(List<String> versionKeys) {
        List<String> parts = new ArrayList<>();
        Set<String> printed = new TreeSet<>();
        for (String key : versionKeys) {
            if (key == null || printed.contains(key)) {
                continue;
            }
            String v = get(VERSION_PREFIX + key);
            parts.add(key + " " + (v != null ? v : UNKNOWN));
            printed.add(key);
        }
        for (String name : new TreeSet<>(props.stringPropertyNames())) {
            if (name.startsWith(VERSION_PREFIX) && !printed.contains(name.substring(VERSION_PREFIX.length()))) {
                parts.add(name.substring(VERSION_PREFIX.length()) + " " + props.getProperty(name).trim());
            }
        }
        String text = String.join(", ", parts);
        return source == null ? text + " (no " + FILE_NAME + ": versions not recorded in JMH JSON)" : text;
    }
}

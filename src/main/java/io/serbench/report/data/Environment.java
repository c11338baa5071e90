package io.serbench.report.data;

import io.serbench.host.CpuRecord;
import io.serbench.host.HostId;
import io.serbench.report.format.Fmt;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.EnvironmentFile;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

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
 * always what the JMH JSON itself records. Anything neither says is printed as unknown.
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

    private Environment(Properties props, Path source, List<Long> wallSeconds, List<String> dates, int files) {
        this.props = props;
        this.source = source;
        this.wallSeconds = wallSeconds;
        this.dates = dates;
        this.files = files;
    }

    /**
     * The first folder's environment file describes the machine and settings; the measuring time
     * is summed over every folder's file, since a run merged from shards took all of theirs.
     */
    public static Environment find(List<Path> folders) throws BadInputException {
        Properties first = null;
        Path firstSource = null;
        List<Long> wall = new ArrayList<>();
        Set<String> dates = new TreeSet<>();
        Set<Path> seen = new LinkedHashSet<>();
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
            if (d != null && !d.isBlank()) {
                dates.add(d.trim());
            }
            String w = props.getProperty(WALL_SECONDS);
            if (w != null && !w.isBlank()) {
                try {
                    wall.add(Long.parseLong(w.trim()));
                } catch (NumberFormatException e) {
                    throw new BadInputException(p + ": " + WALL_SECONDS + " is not a whole number of seconds: " + w.trim());
                }
            }
        }
        return new Environment(first != null ? first : new Properties(), firstSource, wall, new ArrayList<>(dates), seen.size());
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

    /** The host family's id, as recorded or, for an older run, derived from what it recorded. */
    public String hostId() {
        String recorded = get(CpuRecord.HOST_ID);
        return recorded != null ? recorded : HostId.of(cpu());
    }

    /** One line for a first screen: which host family and CPU the run was measured on. */
    public String hostLine() {
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

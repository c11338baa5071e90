package io.serbench.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the run was measured on: environment.properties written by -Pbench when present, and
 * always what the JMH JSON itself records. Anything neither says is printed as unknown.
 */
public final class Environment {
    public static final String FILE_NAME = "environment.properties";
    static final String UNKNOWN = "unknown";

    private final Properties props;
    private final Path source;

    private Environment(Properties props, Path source) {
        this.props = props;
        this.source = source;
    }

    public static Environment find(List<Path> folders) throws BadInputException {
        for (Path folder : folders) {
            Path p = folder.resolve(FILE_NAME);
            if (Files.isRegularFile(p)) {
                InputFile.check(p);
                Properties props = new Properties();
                try (Reader in = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
                    props.load(in);
                } catch (IOException | IllegalArgumentException e) {
                    throw new BadInputException("cannot read " + p + ": " + e.getMessage());
                }
                return new Environment(props, p);
            }
        }
        return new Environment(new Properties(), null);
    }

    public Path source() {
        return source;
    }

    public String get(String key) {
        String v = props.getProperty(key);
        return v == null || v.isBlank() ? null : v.trim();
    }

    private String orUnknown(String key) {
        String v = get(key);
        return v != null ? v : UNKNOWN + (source == null ? " (no " + FILE_NAME + ")" : " (not in " + FILE_NAME + ")");
    }

    /** Header rows as (label, value), in print order. */
    List<String[]> header(Analysis a) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[]{"CPU", orUnknown("cpu.model")});
        rows.add(new String[]{"cores", orUnknown("cpu.cores")});
        rows.add(new String[]{"OS", orUnknown("os")});
        rows.add(new String[]{"host", orUnknown("host")});
        String vendor = get("java.vendor");
        String javaVersion = get("java.version");
        rows.add(new String[]{"JVM", (vendor != null ? vendor : "vendor unknown") + ", "
                + (javaVersion != null ? javaVersion : "java.version unknown") + "; JMH saw: "
                + settings(a, "vmName") + " " + settings(a, "vmVersion") + " (JDK " + settings(a, "jdkVersion") + ")"});
        String flags = get("jvm.flags");
        String jmhArgs = settings(a, "jvmArgs");
        rows.add(new String[]{"JVM flags", (flags != null ? flags : "") + (flags != null ? " · " : "")
                + "forked JVM args: " + (jmhArgs.isBlank() ? "(none)" : jmhArgs)});
        rows.add(new String[]{"JMH", settings(a, "jmhVersion") + "; mode " + settings(a, "mode")
                + ", " + settings(a, "forks") + " fork(s), warmup " + settings(a, "warmupIterations") + " × "
                + settings(a, "warmupTime") + ", measurement " + settings(a, "measurementIterations") + " × "
                + settings(a, "measurementTime") + ", " + settings(a, "threads") + " thread(s)"});
        rows.add(new String[]{"date", orUnknown("date")});
        String preset = get("preset");
        rows.add(new String[]{"rounds", a.runs().size() + " file(s) read as rounds"
                + (get("rounds") != null ? "; environment.properties says rounds=" + get("rounds") : "")
                + (preset != null ? ", preset " + preset : "")});
        rows.add(new String[]{"library versions", versions(a)});
        return rows;
    }

    /** Distinct values across all inputs, " / "-joined, so mixed settings are visible. */
    static String settings(Analysis a, String key) {
        Set<String> values = new LinkedHashSet<>();
        for (JmhRun run : a.runs()) {
            String v = run.settings().get(key);
            if (v != null) {
                values.add(v);
            }
        }
        return values.isEmpty() ? UNKNOWN : String.join(" / ", values);
    }

    private String versions(Analysis a) {
        List<String> parts = new ArrayList<>();
        Set<String> printed = new TreeSet<>();
        for (String id : a.libraries()) {
            var lib = a.library(id);
            String key = lib == null ? id : lib.versionKey();
            if (key == null || printed.contains(key)) {
                continue;
            }
            String v = get("version." + key);
            parts.add(key + " " + (v != null ? v : UNKNOWN));
            printed.add(key);
        }
        for (String name : new TreeSet<>(props.stringPropertyNames())) {
            if (name.startsWith("version.") && !printed.contains(name.substring("version.".length()))) {
                parts.add(name.substring("version.".length()) + " " + props.getProperty(name).trim());
            }
        }
        String text = String.join(", ", parts);
        return source == null ? text + " (no " + FILE_NAME + ": versions not recorded in JMH JSON)" : text;
    }
}

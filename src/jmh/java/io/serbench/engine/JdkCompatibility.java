package io.serbench.engine;

import io.serbench.bench.compat.RoundTripCheck;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.runfolder.JvmFlags;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What each library needs to run on a JDK: its round trips ({@link RoundTripCheck}, the fork's
 * setup and a few thousand timed calls) in a child JVM per id and setting, with no
 * {@code --add-opens} at all, with the options its declaration names ({@link Library#jvmOptions})
 * under the JDK's default for {@code sun.misc.Unsafe}'s memory access (JDK 24+: {@code warn}),
 * and with those options and {@code --sun-misc-unsafe-memory-access=deny} (JDK 23+). Each child
 * gets the common heap and GC flags and nothing else; what it printed as {@code WARNING:} is
 * kept, with file locations cut. docs/JDK-COMPATIBILITY.md is written from the probes
 * ({@link JdkCompatibilityTable}).
 */
public final class JdkCompatibility {
    /** The JDK whose first feature release accepts {@code --sun-misc-unsafe-memory-access} (JEP 471). */
    static final int UNSAFE_MEMORY_ACCESS_OPTION = 23;
    static final String DENY = "--sun-misc-unsafe-memory-access=deny";
    static final long KILL_AFTER_SECONDS = 180;
    /** The forks' heap ceiling and collector, without the fixed, pre-touched heap: nothing here is timed, and it starts faster. */
    static final List<String> CHILD_FLAGS = List.of(JvmFlags.HEAP_MAX, JvmFlags.GC);

    private JdkCompatibility() {
    }

    /** How a child JVM is started. */
    public enum Setting {
        /** No {@code --add-opens} of any kind; the JDK's default for Unsafe. */
        NO_OPENS("no-add-opens"),
        /** The options the library declares for this JDK; the JDK's default for Unsafe. */
        DECLARED("declared"),
        /** The declared options and Unsafe's memory access denied. */
        DENY_UNSAFE("deny-unsafe");

        public final String key;

        Setting(String key) {
            this.key = key;
        }

        static Setting of(String key) {
            for (Setting s : values()) {
                if (s.key.equals(key)) {
                    return s;
                }
            }
            throw new IllegalArgumentException("unknown setting '" + key + "'");
        }

        boolean appliesTo(int jdk) {
            return this != DENY_UNSAFE || jdk >= UNSAFE_MEMORY_ACCESS_OPTION;
        }
    }

    /**
     * One child JVM's outcome.
     *
     * @param warnings what it printed as {@code WARNING:}, one entry per warning, locations cut
     * @param failure  null when every round trip held; else the exception chain in one line
     */
    public record Probe(String id, int jdk, Setting setting, List<String> warnings, String failure) {
        public boolean ran() {
            return failure == null;
        }

        public String outcome() {
            return failure != null ? "fails" : warnings.isEmpty() ? "runs" : "warns";
        }
    }

    /** The feature release of a {@code java} executable, from its JDK's {@code release} file, else by asking it. */
    public static int featureOf(Path java) throws IOException, InterruptedException {
        Path release = java.toAbsolutePath().getParent().getParent().resolve("release");
        if (Files.isRegularFile(release)) {
            for (String line : Files.readAllLines(release, StandardCharsets.UTF_8)) {
                if (line.startsWith("JAVA_VERSION=")) {
                    return feature(line.substring("JAVA_VERSION=".length()).replace("\"", ""));
                }
            }
        }
        Process p = new ProcessBuilder(java.toString(), "-XshowSettings:properties", "-version").redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor();
        Matcher m = Pattern.compile("java\\.specification\\.version = (\\S+)").matcher(text);
        if (!m.find()) {
            throw new IOException(java + " does not say its version");
        }
        return feature(m.group(1));
    }

    static int feature(String version) {
        String v = version.startsWith("1.") ? version.substring(2) : version;
        return Integer.parseInt(v.split("[.+\\-]")[0]);
    }

    /** The command line of one child. */
    static List<String> command(Path java, int jdk, String classpath, Library library, Setting setting) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java.toString());
        cmd.addAll(CHILD_FLAGS);
        if (setting != Setting.NO_OPENS) {
            cmd.addAll(library.jvmOptionsFor(jdk));
        }
        if (setting == Setting.DENY_UNSAFE) {
            cmd.add(DENY);
        }
        cmd.add("-cp");
        cmd.add(classpath);
        cmd.add(RoundTripCheck.class.getName());
        cmd.add(library.id());
        return cmd;
    }

    static Probe probe(Path java, int jdk, String classpath, Library library, Setting setting, Path scratch)
            throws IOException, InterruptedException {
        Path log = Files.createTempFile(scratch, library.id() + "-" + jdk + "-" + setting.key, ".log");
        try {
            Process p = new ProcessBuilder(command(java, jdk, classpath, library, setting))
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!p.waitFor(KILL_AFTER_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                return new Probe(library.id(), jdk, setting, List.of(), "did not finish in " + KILL_AFTER_SECONDS + " s");
            }
            return read(library.id(), jdk, setting, Files.readAllLines(log, StandardCharsets.UTF_8), p.exitValue());
        } finally {
            Files.deleteIfExists(log);
        }
    }

    /** A child's outcome from what it printed and its exit code. */
    static Probe read(String id, int jdk, Setting setting, List<String> lines, int exit) {
        String failure = null;
        boolean ok = false;
        for (String line : lines) {
            if (line.startsWith(RoundTripCheck.OK + " ")) {
                ok = true;
            } else if (line.startsWith(RoundTripCheck.FAILED + " ")) {
                failure = clean(line.substring(line.indexOf(": ") + 2));
            }
        }
        if (!ok && failure == null) {
            String first = lines.stream().filter(l -> !l.isBlank() && !l.startsWith("WARNING:")).findFirst().orElse("");
            failure = "exit " + exit + (first.isEmpty() ? "" : ": " + clean(first));
        }
        return new Probe(id, jdk, setting, warnings(lines), failure);
    }

    private static final Pattern UNSAFE_CALL = Pattern.compile("^WARNING: (sun\\.misc\\.Unsafe::\\w+) has been called by (\\S+)");
    private static final Pattern RESTRICTED_CALL = Pattern.compile("^WARNING: (\\S+::\\w+) has been called by (\\S+)");

    /**
     * The child's warnings, one entry each: a call the JDK warns about as "METHOD by CLASS" (the
     * JDK prints it with the jar's location, which is cut), any other warning as its first line.
     * The lines that only explain a warning already kept ("Please consider reporting…", "will be
     * removed…", "Use --enable-native-access…") are dropped.
     */
    static List<String> warnings(List<String> lines) {
        Set<String> out = new LinkedHashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (!line.startsWith("WARNING:")) {
                continue;
            }
            Matcher m = UNSAFE_CALL.matcher(line);
            Matcher r = RESTRICTED_CALL.matcher(line);
            if (m.find()) {
                out.add(m.group(1) + " by " + m.group(2));
            } else if (r.find()) {
                out.add(r.group(1) + " by " + r.group(2));
            } else if (line.startsWith("WARNING: A terminally deprecated method in sun.misc.Unsafe")
                    || line.startsWith("WARNING: A restricted method")
                    || line.startsWith("WARNING: Please consider reporting")
                    || line.contains("will be removed in a future release")
                    || line.startsWith("WARNING: Use --enable-native-access")
                    || line.startsWith("WARNING: Restricted methods will be blocked")) {
                continue;
            } else {
                out.add(clean(line.substring("WARNING:".length()).trim()));
            }
        }
        return List.copyOf(out);
    }

    /** One line without machine locations or identity hash codes, so it reads the same on every machine. */
    static String clean(String text) {
        return text.replaceAll("\\((file|jar|jrt):[^)]*\\)", "")
                .replaceAll("(file|jar):\\S+", "…")
                .replaceAll("(?<![\\w.])/[\\w.\\-/]+/([\\w.\\-]+)", "$1")
                .replaceAll("@[0-9a-f]{5,}", "@…")
                .replaceAll("\\s+", " ").trim();
    }

    /**
     * Every probe: for each JVM (in order) and library (registry order), each setting the JDK has.
     * {@code parallel} children at a time: the machine's cores, since nothing here is timed.
     */
    public static List<Probe> run(List<Path> javas, List<Library> libraries, String classpath, int parallel, Path scratch)
            throws IOException, InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, parallel));
        try {
            List<Future<Probe>> futures = new ArrayList<>();
            for (Path java : javas) {
                int jdk = featureOf(java);
                for (Library l : libraries) {
                    for (Setting s : Setting.values()) {
                        if (s.appliesTo(jdk)) {
                            futures.add(pool.submit(() -> probe(java, jdk, classpath, l, s, scratch)));
                        }
                    }
                }
            }
            List<Probe> out = new ArrayList<>();
            for (Future<Probe> f : futures) {
                try {
                    out.add(f.get());
                } catch (ExecutionException e) {
                    throw new IOException("a compatibility probe could not run: " + e.getCause(), e.getCause());
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    /** The libraries the table covers: every registry id (the harness row needs nothing). */
    public static List<Library> libraries() {
        return SupportMatrix.LIBRARIES;
    }

    /** The current long-term release, which the table is made for beside the running JDK. */
    public static final int CURRENT_LTS = 25;

    /** A {@code java} of that feature release: {@code explicit} when given, else the first in {@code /usr/lib/jvm}; null when none. */
    public static Path findJdk(int feature, String explicit) throws IOException, InterruptedException {
        if (explicit != null && !explicit.isBlank()) {
            return Path.of(explicit);
        }
        for (Path java : installedJdks(Path.of("/usr/lib/jvm"))) {
            if (featureOf(java) == feature) {
                return java;
            }
        }
        return null;
    }

    /** "17.0.15 (Debian), 25.0.3 (Eclipse Adoptium)": each JVM's version and vendor, from its release file. */
    public static String versions(List<Path> javas) throws IOException {
        List<String> out = new ArrayList<>();
        for (Path java : javas) {
            Path release = java.toAbsolutePath().getParent().getParent().resolve("release");
            String version = "?";
            String vendor = null;
            if (Files.isRegularFile(release)) {
                for (String line : Files.readAllLines(release, StandardCharsets.UTF_8)) {
                    if (line.startsWith("JAVA_VERSION=")) {
                        version = line.substring("JAVA_VERSION=".length()).replace("\"", "");
                    } else if (line.startsWith("IMPLEMENTOR=")) {
                        vendor = line.substring("IMPLEMENTOR=".length()).replace("\"", "");
                    }
                }
            }
            out.add(version + (vendor == null ? "" : " (" + vendor + ")"));
        }
        return String.join(", ", out);
    }

    /** The JDKs found in the usual place of a Debian or Ubuntu machine ({@code /usr/lib/jvm}), by feature release. */
    public static List<Path> installedJdks(Path jvmDir) throws IOException {
        List<Path> out = new ArrayList<>();
        if (!Files.isDirectory(jvmDir)) {
            return out;
        }
        try (Stream<Path> s = Files.list(jvmDir)) {
            for (Path home : s.sorted().toList()) {
                Path java = home.resolve("bin").resolve("java");
                if (Files.isRegularFile(home.resolve("release")) && Files.isExecutable(java) && !Files.isSymbolicLink(home)) {
                    out.add(java);
                }
            }
        }
        return out;
    }

    /**
     * {@code JdkCompatibility JAVA... [--only=id,id] [--write=DOCS_DIR [--merge] [--minutes=TEXT]]}: the probes on each
     * {@code java}, printed as CSV, or written as {@value #CSV_PATH} (the reporter reads it for the
     * JDK 25 mark) and DOCS_DIR/JDK-COMPATIBILITY.md (what {@code JdkCompatibilityTest} writes with
     * {@code -Dserbench.compat.write=true}); with {@code --merge} only the probed ids' rows of the
     * committed CSV are replaced, and {@code --minutes} names how long a whole pass took.
     */
    /** The committed outcomes, on the class path for the reporter's JDK 25 mark. */
    public static final String CSV_PATH = "src/main/resources/jdk-compatibility.csv";

    public static void main(String[] args) throws Exception {
        List<Path> javas = new ArrayList<>();
        List<Library> libs = new ArrayList<>(libraries());
        Path write = null;
        String minutesGiven = null;
        boolean merge = false;
        for (String a : args) {
            if (a.startsWith("--minutes=")) {
                minutesGiven = a.substring("--minutes=".length());
                continue;
            }
            if (a.equals("--merge")) {
                merge = true;
                continue;
            }
            if (a.startsWith("--only=")) {
                Set<String> ids = Set.of(a.substring("--only=".length()).split(","));
                libs.removeIf(l -> !ids.contains(l.id()));
            } else if (a.startsWith("--write=")) {
                write = Path.of(a.substring("--write=".length()));
            } else {
                javas.add(Path.of(a));
            }
        }
        if (javas.isEmpty()) {
            System.err.println("serbench jdk-compatibility: name one or more java executables");
            System.exit(2);
        }
        Path scratch = Files.createTempDirectory("serbench-jdk-compat");
        long t0 = System.nanoTime();
        List<Probe> probes = run(javas, libs, System.getProperty("java.class.path"), 2, scratch);
        double minutes = (System.nanoTime() - t0) / 60e9;
        if (write == null) {
            System.out.print(JdkCompatibilityTable.csv(probes));
            return;
        }
        if (merge) {
            // re-probed ids replace their rows in the committed table; the others' rows stay as they were
            Set<String> again = new java.util.HashSet<>();
            probes.forEach(p -> again.add(p.id()));
            List<Probe> all = new ArrayList<>();
            for (Probe p : JdkCompatibilityTable.readCsv(Files.readString(Path.of(CSV_PATH), StandardCharsets.UTF_8))) {
                if (again.contains(p.id())) {
                    probes.stream().filter(q -> q.id().equals(p.id()) && q.jdk() == p.jdk() && q.setting() == p.setting())
                            .findFirst().ifPresent(all::add);
                } else {
                    all.add(p);
                }
            }
            probes = all;
            libs = libraries();
        }
        Files.writeString(Path.of(CSV_PATH), JdkCompatibilityTable.csv(probes), StandardCharsets.UTF_8);
        Files.writeString(write.resolve("JDK-COMPATIBILITY.md"), JdkCompatibilityTable.markdown(probes, libs, versions(javas),
                minutesGiven != null ? minutesGiven : String.format(java.util.Locale.ROOT, "%.1f min on 2 cores", minutes)),
                StandardCharsets.UTF_8);
    }
}

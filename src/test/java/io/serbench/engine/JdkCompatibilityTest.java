package io.serbench.engine;

import io.serbench.codec.JvmOption;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.engine.JdkCompatibility.Probe;
import io.serbench.engine.JdkCompatibility.Setting;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * docs/JDK-COMPATIBILITY.md is what the libraries do today: every id's round trips in child JVMs
 * on this JDK and on JDK {@value JdkCompatibility#CURRENT_LTS} (found in {@code /usr/lib/jvm}, or
 * {@code -Dserbench.jdk25=PATH/bin/java}), compared outcome by outcome with the committed CSV.
 * {@code -Dserbench.compat.write=true} rewrites the CSV and the page instead. Without a JDK 25 the
 * comparison is skipped, except in CI, where it fails.
 */
class JdkCompatibilityTest {
    static final Path CSV = Path.of(JdkCompatibility.CSV_PATH);
    static final Path PAGE = Path.of("docs", "JDK-COMPATIBILITY.md");

    @Test
    void everyIdRunsWithItsDeclaredOptionsAndThePageSaysWhatEachSettingDoes(@TempDir Path scratch) throws Exception {
        Path jdk25 = JdkCompatibility.findJdk(JdkCompatibility.CURRENT_LTS, System.getProperty("serbench.jdk25"));
        if (jdk25 == null) {
            if ("true".equals(System.getenv("CI"))) {
                fail("no JDK " + JdkCompatibility.CURRENT_LTS + " in /usr/lib/jvm and no -Dserbench.jdk25: the compatibility table needs one in CI");
            }
            Assumptions.abort("no JDK " + JdkCompatibility.CURRENT_LTS + " found");
        }
        Path self = Path.of(System.getProperty("java.home"), "bin", "java");
        long t0 = System.nanoTime();
        List<Probe> probes = JdkCompatibility.run(List.of(self, jdk25), JdkCompatibility.libraries(),
                System.getProperty("java.class.path"), 2, scratch);
        double minutes = (System.nanoTime() - t0) / 60e9;
        for (Probe p : probes) {
            if (p.setting() == Setting.DECLARED) {
                assertTrue(p.ran(), p.id() + " on JDK " + p.jdk() + " fails with the options it declares: " + p.failure());
            }
        }
        String csv = JdkCompatibilityTable.csv(probes);
        String versions = JdkCompatibility.versions(List.of(self, jdk25));
        if (Boolean.getBoolean("serbench.compat.write")) {
            Files.writeString(CSV, csv, StandardCharsets.UTF_8);
            Files.writeString(PAGE, JdkCompatibilityTable.markdown(probes, JdkCompatibility.libraries(), versions,
                    String.format(java.util.Locale.ROOT, "%.1f min on 2 cores", minutes)), StandardCharsets.UTF_8);
            return;
        }
        List<String> differ = new ArrayList<>();
        List<Probe> committed = JdkCompatibilityTable.readCsv(Files.readString(CSV, StandardCharsets.UTF_8));
        for (Probe now : probes) {
            Probe then = committed.stream().filter(c -> c.id().equals(now.id()) && c.jdk() == now.jdk() && c.setting() == now.setting())
                    .findFirst().orElse(null);
            if (then == null || !then.outcome().equals(now.outcome()) || !then.warnings().equals(now.warnings())) {
                differ.add(now.id() + " JDK " + now.jdk() + " " + now.setting().key + ": now " + now.outcome() + " " + now.warnings()
                        + (then == null ? ", not in the CSV" : ", the CSV says " + then.outcome() + " " + then.warnings()));
            }
        }
        assertEquals(List.of(), differ, "the libraries no longer do what docs/JDK-COMPATIBILITY.md says: "
                + "rerun with -Dserbench.compat.write=true and review the diff");
    }

    @Test
    void thePageIsWrittenFromTheCommittedCsvAndTheDeclarations() throws Exception {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("`JdkCompatibilityTest`, ([^)]*) here\\)").matcher(page);
        Matcher v = Pattern.compile("JDKs: (.*?)\\. Regenerated").matcher(page);
        assertTrue(m.find() && v.find(), "the page names how long it took and its JDKs");
        List<Probe> committed = JdkCompatibilityTable.readCsv(Files.readString(CSV, StandardCharsets.UTF_8));
        assertEquals(JdkCompatibilityTable.markdown(committed, JdkCompatibility.libraries(), v.group(1), m.group(1)), page,
                "docs/JDK-COMPATIBILITY.md is generated: rerun JdkCompatibilityTest with -Dserbench.compat.write=true");
    }

    @Test
    void everyDeclaredOptionHasAReasonAndForkFlagsAreTheLibrarysOwn() {
        for (Library l : SupportMatrix.LIBRARIES) {
            for (JvmOption o : l.jvmOptions()) {
                assertTrue(o.reason().length() > 20, l.id() + ": " + o.option() + " says why in a sentence");
            }
            List<String> fork = JmhForkRunner.forkJvmArgs(io.serbench.runfolder.JvmFlags.COMMON, l.id(), 25);
            List<String> extra = fork.subList(io.serbench.runfolder.JvmFlags.COMMON.size(), fork.size());
            assertEquals(l.jvmOptionsFor(25), extra, l.id() + ": a JDK 25 fork gets its library's options and nothing else");
        }
    }

    @Test
    void warningsAreKeptWithoutLocationsAndFailuresByTheirInnermostType() {
        Probe p = JdkCompatibility.read("x", 25, Setting.DECLARED, List.of(
                "WARNING: A terminally deprecated method in sun.misc.Unsafe has been called",
                "WARNING: sun.misc.Unsafe::objectFieldOffset has been called by com.example.Fast (file:/home/u/.m2/x.jar)",
                "WARNING: Please consider reporting this to the maintainers of class com.example.Fast",
                "WARNING: sun.misc.Unsafe::objectFieldOffset will be removed in a future release",
                "serbench-roundtrip-ok x cases=3"), 0);
        assertEquals(List.of("sun.misc.Unsafe::objectFieldOffset by com.example.Fast"), p.warnings());
        assertEquals("warns", p.outcome());
        Probe f = JdkCompatibility.read("x", 25, Setting.DENY_UNSAFE, List.of(
                "serbench-roundtrip-failed x: java.lang.IllegalStateException: x · int: cannot build codec <- "
                        + "java.lang.UnsupportedOperationException: denied at /tmp/a/b/c.jar"), 1);
        assertEquals("fails", f.outcome());
        assertEquals("java.lang.UnsupportedOperationException", JdkCompatibilityTable.exceptionType(f.failure()));
        assertTrue(!f.failure().contains("/tmp"), f.failure());
        assertEquals("exit 1: Error: Could not find or load main class X",
                JdkCompatibility.read("x", 17, Setting.NO_OPENS, List.of("Error: Could not find or load main class X"), 1).failure());
    }
}

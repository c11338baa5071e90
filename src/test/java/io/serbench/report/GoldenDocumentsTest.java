package io.serbench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.report.ReportFixtures.copyRounds;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.report;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Whole documents against checked-in copies (src/test/resources/golden): a summary and a
 * comparison of the three-round fixture, byte for byte, so a change of any published output
 * shows in review. After an intended change, rewrite them with {@code -Dgolden.update=true}.
 */
class GoldenDocumentsTest {
    private static final Path GOLDEN = Path.of("src", "test", "resources", "golden");
    private static final boolean UPDATE = Boolean.getBoolean("golden.update");
    /** Each golden copy's first line, skipped when comparing: the copies are written by this test. */
    static final String NOTICE = "golden copy written by GoldenDocumentsTest (-Dgolden.update=true): do not edit\n";

    @Test
    void summaryAndResults(@TempDir Path dir) throws IOException {
        Path run = dir.resolve("run");
        String[] rounds = copyRounds(run, "round", 3);
        assertEquals(0, report(concat(rounds, "--out", run.toString())).exit());
        for (String name : List.of("SUMMARY.md", "results.csv", "profile.csv")) {
            matches("summary-" + name, run.resolve(name));
        }
    }

    @Test
    void comparison(@TempDir Path dir) throws IOException {
        Path reference = dir.resolve("reference");
        handMade(reference, 1.0);
        Path run = dir.resolve("run");
        String[] rounds = handMade(run, 1.5);
        Path out = dir.resolve("compare");
        assertEquals(0, report(concat(rounds, "--compare", reference.toString(), "--out", out.toString())).exit());
        for (String name : List.of("COMPARE.md", "compare.csv")) {
            matches("compare-" + name, out.resolve(name));
        }
    }

    /**
     * Three rounds of int encode and string decode at fields=10: jackson at 100 ns, fastlib
     * {@code fastFactor}× faster than in the reference (a ±10% round spread), slowlib half jackson's speed.
     */
    private static String[] handMade(Path folder, double fastFactor) throws IOException {
        double[] noise = {1.1, 1.0, 1 / 1.1};
        String[] files = new String[noise.length];
        for (int r = 0; r < noise.length; r++) {
            List<String> results = new ArrayList<>();
            for (String[] cell : new String[][]{{"IntBench", "encode"}, {"StringBench", "decode"}}) {
                results.add(result(cell[0], cell[1], 100, "library", "jackson", "fields", "10"));
                results.add(result(cell[0], cell[1], 50 / (fastFactor * noise[r]), "library", "fastlib", "fields", "10"));
                results.add(result(cell[0], cell[1], 200 * noise[2 - r], "library", "slowlib", "fields", "10"));
            }
            files[r] = jmhFile(folder.resolve("round-" + (r + 1) + ".json"), results).toString();
        }
        return files;
    }

    private static void matches(String golden, Path written) throws IOException {
        String text = Files.readString(written, StandardCharsets.UTF_8);
        Path file = GOLDEN.resolve(golden);
        if (UPDATE) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, NOTICE + text, StandardCharsets.UTF_8);
            return;
        }
        String copy = Files.readString(file, StandardCharsets.UTF_8);
        assertEquals(copy.startsWith(NOTICE) ? copy.substring(NOTICE.length()) : copy, text,
                golden + " differs from its golden copy (rewrite with -Dgolden.update=true if the change is intended)");
    }

    private static String[] concat(String[] files, String... options) {
        String[] all = new String[files.length + options.length];
        System.arraycopy(files, 0, all, 0, files.length);
        System.arraycopy(options, 0, all, files.length, options.length);
        return all;
    }
}

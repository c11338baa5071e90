package io.serbench.report;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.zip.GZIPOutputStream;

import static io.serbench.report.ReportFixtures.copyAs;
import static io.serbench.report.ReportFixtures.list;
import static io.serbench.report.ReportFixtures.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Published rounds may be stored as round-N.json.gz: the reporter reads them as the plain files. */
class CompressedRoundsTest {
    @TempDir
    Path tmp;

    private static void gzip(Path plain) throws IOException {
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(plain.resolveSibling(plain.getFileName() + ".gz")))) {
            Files.copy(plain, out);
        }
        Files.delete(plain);
    }

    @Test
    void compressedRoundsReportTheSameFiguresAsPlainOnes() throws IOException {
        Path plain = tmp.resolve("plain");
        Path packed = tmp.resolve("packed");
        for (Path dir : new Path[] {plain, packed}) {
            copyAs(dir, "round-1.json", "round-1.json");
            copyAs(dir, "round-2.json", "round-2.json");
        }
        gzip(packed.resolve("round-1.json"));
        gzip(packed.resolve("round-2.json"));
        assertEquals(Set.of("round-1.json.gz", "round-2.json.gz"), list(packed));

        ReportFixtures.Run a = report(plain.resolve("round-1.json").toString(), plain.resolve("round-2.json").toString(), "--out", tmp.resolve("out-plain").toString());
        ReportFixtures.Run b = report(packed.resolve("round-1.json.gz").toString(), packed.resolve("round-2.json.gz").toString(), "--out", tmp.resolve("out-packed").toString());
        assertEquals(0, a.exit(), a.err());
        assertEquals(0, b.exit(), b.err());
        assertTrue(b.out().contains("2 round(s) from 2 file(s)"), b.out());
        assertEquals(Files.readString(tmp.resolve("out-plain/results.csv")),
                Files.readString(tmp.resolve("out-packed/results.csv")), "the same figures from either form");
    }

    @Test
    void oneRoundStoredTwiceIsRefused() throws IOException {
        Path dir = tmp.resolve("both");
        copyAs(dir, "round-1.json", "round-1.json");
        Path copy = copyAs(dir, "round-1.json", "round-1-copy.json");
        gzip(copy);
        Files.move(dir.resolve("round-1-copy.json.gz"), dir.resolve("round-1.json.gz"));
        // a run folder is read where the CLI takes folders: as a --compare run
        Path other = copyAs(tmp.resolve("other"), "round-2.json", "round-1.json");
        ReportFixtures.Run run = report(other.toString(), "--compare", dir.toString(), "--out", tmp.resolve("out").toString());
        assertNotEquals(0, run.exit());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("one round stored twice"), run.err());
        assertTrue(Files.notExists(tmp.resolve("out")), "nothing written");
    }

    @Test
    void aFileNamedGzThatIsNotGzipIsOneLine() throws IOException {
        Path dir = tmp.resolve("fake");
        copyAs(dir, "round-1.json", "round-1.json.gz");
        ReportFixtures.Run run = report(dir.resolve("round-1.json.gz").toString(), "--out", tmp.resolve("out").toString());
        assertNotEquals(0, run.exit());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("not gzip data"), run.err());
    }

    @Test
    void aSmallFileThatInflatesBeyondTheLimitIsRefused() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("bomb"));
        // 65 MiB of spaces compress to about 64 KiB
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(dir.resolve("round-1.json.gz")))) {
            byte[] spaces = new byte[1 << 20];
            java.util.Arrays.fill(spaces, (byte) ' ');
            for (int i = 0; i < 65; i++) {
                out.write(spaces);
            }
        }
        ReportFixtures.Run run = report(dir.resolve("round-1.json.gz").toString(), "--out", tmp.resolve("out").toString());
        assertNotEquals(0, run.exit());
        assertTrue(run.err().contains("inflates beyond 64 MiB"), run.err());
    }
}

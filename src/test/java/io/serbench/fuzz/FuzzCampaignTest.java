package io.serbench.fuzz;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The campaign command: bad input ends in one line and exit 2 with nothing written; a short
 * fixed-count fuzz of two targets (executions, not time) runs the whole pipeline; a finished
 * folder is resumed without a byte changed.
 */
class FuzzCampaignTest {
    private record Result(int exit, String out, String err) {
    }

    private static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = FuzzCampaign.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(exit, out.toString(), err.toString());
    }

    private static void assertBadInput(Result r, String mentions) {
        assertEquals(2, r.exit(), r.err());
        assertEquals(1, r.err().strip().lines().count(), "one line: " + r.err());
        assertTrue(r.err().contains(mentions), r.err());
    }

    @Test
    void badInputIsOneLineAndWritesNothing(@TempDir Path tmp) throws Exception {
        Path fresh = tmp.resolve("new");
        assertBadInput(run("--out", fresh.toString(), "--targets", "no-such-id"), "unknown target 'no-such-id'");
        assertBadInput(run("--out", fresh.toString(), "--budget", "0"), "--budget");
        assertBadInput(run("--out", fresh.toString(), "--budget", "ten"), "--budget");
        assertBadInput(run("--out", fresh.toString(), "--runs", "-5"), "--runs");
        assertBadInput(run("--budget", "5"), "--out");
        assertFalse(Files.exists(fresh), "nothing may be made on bad input");

        Path file = Files.writeString(tmp.resolve("a-file"), "keep me");
        assertBadInput(run("--out", file.toString()), "is not a folder");
        assertEquals("keep me", Files.readString(file));

        Path other = Files.createDirectories(tmp.resolve("other"));
        Files.writeString(other.resolve("notes.txt"), "mine");
        assertBadInput(run("--out", other.toString()), "not a fuzz campaign");
        assertEquals(List.of(other.resolve("notes.txt")), list(other));
    }

    @Test
    void aResumedFolderMustAskForTheSameSettings(@TempDir Path tmp) throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("c"));
        FuzzCampaign.writeNew(dir.resolve(FuzzCampaign.SETTINGS),
                new FuzzCampaign.Settings(60, 0, 5000, List.of("jackson")).toProperties());
        String before = Files.readString(dir.resolve(FuzzCampaign.SETTINGS));
        assertBadInput(run("--out", dir.toString(), "--targets", "jackson", "--budget", "30"), "budget_s=60");
        assertEquals(before, Files.readString(dir.resolve(FuzzCampaign.SETTINGS)));
    }

    /**
     * The smoke of the pipeline: two targets, a fixed count of executions each (no time limit,
     * no timing assertion), then the summary; running it again changes nothing.
     */
    @Test
    void aFixedCountCampaignOfTwoTargetsWritesItsTablesAndResumesWithoutChange(@TempDir Path tmp) throws Exception {
        Path dir = tmp.resolve("campaign");
        Result r = run("--out", dir.toString(), "--targets", "jackson,capnproto", "--runs", "3000", "--minimize-runs", "0");
        assertEquals(0, r.exit(), r.err() + r.out());
        List<FuzzSummary.TargetRow> rows = FuzzSummary.parseTargets(Files.readString(dir.resolve(FuzzCampaign.SUMMARY_CSV)));
        assertEquals(List.of("jackson", "capnproto"), rows.stream().map(FuzzSummary.TargetRow::target).toList());
        for (FuzzSummary.TargetRow row : rows) {
            assertTrue(row.executions() >= 3000, row.target() + " ran " + row.executions() + " inputs, asked 3000");
            assertTrue(row.coverage() > 0, row.target() + ": no coverage reported");
            assertTrue(row.seeds() > 0, row.target() + ": no seeds written");
        }
        List<FuzzSummary.FindingRow> findings = FuzzSummary.parseFindings(Files.readString(dir.resolve(FuzzCampaign.FINDINGS_CSV)));
        for (FuzzSummary.FindingRow f : findings) {
            assertTrue(f.kind().isFinding(), f.toString());
            assertTrue(Files.isRegularFile(dir.resolve(f.reproducer())), "missing reproducer " + f.reproducer());
        }
        assertTrue(Files.readString(dir.resolve(FuzzCampaign.SUMMARY_MD)).contains("| `capnproto` |"));

        Map<Path, String> before = snapshot(dir);
        Result again = run("--out", dir.toString(), "--targets", "jackson,capnproto", "--runs", "3000", "--minimize-runs", "0");
        assertEquals(0, again.exit(), again.err());
        assertEquals(before, snapshot(dir), "resuming a finished campaign changed a file");
    }

    private static List<Path> list(Path dir) throws Exception {
        try (Stream<Path> l = Files.list(dir)) {
            return l.sorted().toList();
        }
    }

    private static Map<Path, String> snapshot(Path dir) throws Exception {
        Map<Path, String> out = new TreeMap<>();
        try (Stream<Path> w = Files.walk(dir)) {
            for (Path p : w.filter(Files::isRegularFile).toList()) {
                out.put(dir.relativize(p), FuzzCampaign.sha(Files.readAllBytes(p)));
            }
        }
        return out;
    }

    @Test
    void publishingRefusesAFolderThatIsNoCampaign(@TempDir Path tmp) throws Exception {
        try {
            FuzzPublish.publish(tmp, tmp);
            throw new AssertionError("published an empty folder");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().contains("not a finished fuzz campaign"), e.getMessage());
        }
        assertEquals(List.of(), list(tmp));
        String doc = "a\n" + FuzzPublish.BEGIN + "\nold\n" + FuzzPublish.END + "\nb\n";
        assertEquals("a\nNEW\nb\n", FuzzPublish.withBlock(doc, "NEW"));
    }
}

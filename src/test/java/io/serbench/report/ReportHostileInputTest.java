package io.serbench.report;

import io.serbench.measure.Sizes;
import io.serbench.runfolder.InputFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.RandomAccessFile;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static io.serbench.report.ReportFixtures.assertOneLineFailure;
import static io.serbench.report.ReportFixtures.copy;
import static io.serbench.report.ReportFixtures.list;
import static io.serbench.report.ReportFixtures.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The reporter as attack surface: input made to hurt it must end in one line on stderr, a
 * non-zero exit, and nothing written or overwritten anywhere (method: docs/METHODOLOGY.md,
 * "Hostile input").
 */
class ReportHostileInputTest {
    @TempDir
    Path tmp;

    @Test
    void refusesAFileAboveTheSizeLimitBeforeReadingIt() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("huge"));
        Path huge = dir.resolve("huge.json");
        // sparse: 1 GiB of zeros that takes no disk; read, it would fail as "not valid JSON" instead
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(1L << 30);
        }
        Files.writeString(dir.resolve("SUMMARY.md"), "an older report");
        assertOneLineFailure(report(huge.toString()), "huge.json is 1024 MiB, larger than any file the reporter reads");
        assertEquals("an older report", Files.readString(dir.resolve("SUMMARY.md")));
        assertEquals(Set.of("huge.json", "SUMMARY.md"), list(dir));
    }

    @Test
    void refusesAnOversizedSideFileToo() throws IOException {
        Path in = copy(tmp.resolve("side"), "one-round.json");
        try (RandomAccessFile f = new RandomAccessFile(in.resolve("sizes.csv").toFile(), "rw")) {
            f.setLength(InputFile.MAX_BYTES + 1);
        }
        assertOneLineFailure(report(in.resolve("one-round.json").toString()), "sizes.csv is 64 MiB");
        assertEquals(Set.of("one-round.json", "sizes.csv"), list(in));
    }

    @Test
    void refusesADeviceThatNeverEnds() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero here");
        assertOneLineFailure(report(zero.toString(), "--out", tmp.resolve("out").toString()), "not a regular file");
        assertTrue(Files.notExists(tmp.resolve("out")));
    }

    @Test
    void refusesDeeplyNestedJson() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("deep"));
        String deep = "[".repeat(100_000) + "]".repeat(100_000);
        Files.writeString(dir.resolve("deep.json"), deep);
        assertOneLineFailure(report(dir.resolve("deep.json").toString()), "nesting depth");
        // the same depth inside an otherwise ordinary result
        Files.writeString(dir.resolve("deep-param.json"), "[{\"benchmark\":\"io.serbench.bench.IntBench.encode\","
                + "\"params\":{\"library\":" + deep + "}}]");
        assertOneLineFailure(report(dir.resolve("deep-param.json").toString()), "nesting depth");
        assertEquals(Set.of("deep.json", "deep-param.json"), list(dir));
    }

    @Test
    void refusesScoresThatAreNotPositiveFiniteTimes() throws IOException {
        for (String score : List.of("\"NaN\"", "\"Infinity\"", "\"-Infinity\"", "1e999", "-5.0", "0")) {
            Path dir = withFirstScore("score-" + score.replaceAll("\\W", ""), score);
            assertOneLineFailure(report(dir.resolve("run.json").toString()), "has score");
            assertEquals(Set.of("run.json"), list(dir), score);
        }
        // a bare NaN is not JSON at all
        Path bare = withFirstScore("score-bare", "NaN");
        assertOneLineFailure(report(bare.resolve("run.json").toString()), "not valid JSON");
        assertEquals(Set.of("run.json"), list(bare));
    }

    @Test
    void refusesAnInfiniteErrorButReadsNanAsUnknown() throws IOException {
        Path dir = withFirstScoreError("error-inf", "\"Infinity\"");
        assertOneLineFailure(report(dir.resolve("run.json").toString()), "has scoreError Infinity");
        assertEquals(Set.of("run.json"), list(dir));
        Path nan = withFirstScoreError("error-nan", "\"NaN\"");
        ReportFixtures.Run run = report(nan.resolve("run.json").toString());
        assertEquals(0, run.exit(), run.err());
    }

    @Test
    void refusesAnOutFolderThatIsASymbolicLink() throws IOException {
        Path in = copy(tmp.resolve("in"), "one-round.json");
        Path elsewhere = Files.createDirectories(tmp.resolve("elsewhere"));
        Path link = symlink(tmp.resolve("link"), elsewhere);
        assertOneLineFailure(report(in.resolve("one-round.json").toString(), "--out", link.toString()),
                "is a symbolic link");
        assertEquals(Set.of(), list(elsewhere));
        assertEquals(Set.of("one-round.json"), list(in));
    }

    @Test
    void refusesAResultsFolderThatLinksElsewhere() throws IOException {
        // inside the working directory, as results/ is: a link on the way to the report folder counts
        Path base = Files.createDirectories(Path.of("target", "report-hostile-" + System.nanoTime()));
        try {
            Path elsewhere = copy(tmp.resolve("elsewhere").resolve("run"), "one-round.json").getParent();
            Path results = symlink(base.resolve("results"), elsewhere);
            ReportFixtures.Run run = report(results.resolve("run").resolve("one-round.json").toString());
            assertOneLineFailure(run, "which is a symbolic link");
            assertEquals(Set.of("one-round.json"), list(elsewhere.resolve("run")));
            ReportFixtures.Run out = report(copy(tmp.resolve("in"), "one-round.json").resolve("one-round.json").toString(),
                    "--out", results.resolve("new").toString());
            assertOneLineFailure(out, "which is a symbolic link");
            assertEquals(Set.of("run"), list(elsewhere));
        } finally {
            try (Stream<Path> s = Files.walk(base)) {
                for (Path p : s.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                    Files.delete(p);
                }
            }
        }
    }

    @Test
    void sizesRefusesAnOutFolderThatIsASymbolicLink() throws IOException {
        Path elsewhere = Files.createDirectories(tmp.resolve("sizes-elsewhere"));
        Path link = symlink(tmp.resolve("sizes-link"), elsewhere);
        StringWriter err = new StringWriter();
        int exit = Sizes.run(new PrintWriter(new StringWriter()), new PrintWriter(err),
                "--out", link.toString(), "--include", "IntBench");
        assertOneLineFailure(new ReportFixtures.Run(exit, "", err.toString()), "is a symbolic link");
        assertEquals(Set.of(), list(elsewhere));
    }

    @Test
    void aLinkInTheOutFolderIsNeverFollowed() throws IOException {
        Path in = copy(tmp.resolve("links"), "one-round.json");
        Path victim = Files.writeString(tmp.resolve("victim.txt"), "keep me");
        symlink(in.resolve("SUMMARY.md"), victim);
        symlink(in.resolve("results.csv"), tmp.resolve("would-be-created.csv"));
        assertOneLineFailure(report(in.resolve("one-round.json").toString()), "refusing to overwrite SUMMARY.md, results.csv");
        assertEquals("keep me", Files.readString(victim));
        assertTrue(Files.notExists(tmp.resolve("would-be-created.csv")));
    }

    private Path withFirstScore(String name, String score) throws IOException {
        return edited(name, "\"score\": 100.0,", "\"score\": " + score + ",");
    }

    private Path withFirstScoreError(String name, String error) throws IOException {
        return edited(name, "\"scoreError\": 10.0,", "\"scoreError\": " + error + ",");
    }

    /** one-round.json as run.json, with the first occurrence of {@code from} replaced. */
    private Path edited(String name, String from, String to) throws IOException {
        Path dir = copy(tmp.resolve(name), "one-round.json");
        String json = Files.readString(dir.resolve("one-round.json"), StandardCharsets.UTF_8);
        int at = json.indexOf(from);
        assertTrue(at >= 0, "fixture lacks " + from);
        Files.writeString(dir.resolve("run.json"), json.substring(0, at) + to + json.substring(at + from.length()));
        Files.delete(dir.resolve("one-round.json"));
        return dir;
    }

    private static Path symlink(Path link, Path target) {
        try {
            return Files.createSymbolicLink(link, target.toAbsolutePath());
        } catch (IOException | UnsupportedOperationException e) {
            assumeTrue(false, "no symbolic links here: " + e);
            return link;
        }
    }
}

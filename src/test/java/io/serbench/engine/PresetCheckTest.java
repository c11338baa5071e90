package io.serbench.engine;

import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import io.serbench.runfolder.PresetCheckFiles;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The preset check's draw, its interleaved arms (with fake forks: nothing is measured) and its bad knobs. */
class PresetCheckTest {
    @TempDir
    Path results;

    private static String text(PresetCheck.DrawnRatio r) {
        return r.index + " " + Cell.key(r.benchmark, r.knobs) + " " + r.library + " " + r.first;
    }

    private static List<String> texts(List<PresetCheck.DrawnRatio> draw) {
        return draw.stream().map(PresetCheckTest::text).toList();
    }

    @Test
    void theDrawIsReproducibleFromTheSeedAndHoldsOnlySupportedPairsOfTheSlice() {
        List<PresetCheck.DrawnRatio> pairs = PresetCheck.pairs(PresetCheck.slice());
        List<PresetCheck.DrawnRatio> a = PresetCheck.draw(pairs, PresetCheck.DEFAULT_RATIOS, 7);
        List<PresetCheck.DrawnRatio> again = PresetCheck.draw(PresetCheck.pairs(PresetCheck.slice()), PresetCheck.DEFAULT_RATIOS, 7);
        List<PresetCheck.DrawnRatio> other = PresetCheck.draw(pairs, PresetCheck.DEFAULT_RATIOS, 8);
        assertEquals(texts(a), texts(again));
        assertNotEquals(texts(a), texts(other));
        assertEquals(PresetCheck.DEFAULT_RATIOS, a.size());

        assertTrue(pairs.stream().anyMatch(p -> p.benchmark.endsWith("MediaBench.decode")), "media is in the slice");
        Set<String> seen = new HashSet<>();
        for (PresetCheck.DrawnRatio r : a) {
            assertTrue(seen.add(Cell.key(r.benchmark, r.knobs) + " " + r.library), "drawn twice: " + text(r));
            assertFalse(r.library.equals(SupportMatrix.BASELINE) || r.library.equals(SupportMatrix.NOOP.id()), text(r));
            String fields = r.knobs.get("fields");
            assertTrue(fields == null ? BenchPlan.declaredKnobs(r.benchmark).isEmpty() || !BenchPlan.declaredKnobs(r.benchmark).contains("fields")
                    : fields.equals("10"), "fields=10 or a class without fields: " + text(r));
            Shape shape = Shape.ofBenchmark(BenchPlan.simpleClass(r.benchmark), r.knobs.get("element"));
            assertNotNull(shape, text(r));
            assertTrue(SupportMatrix.library(r.library).supports(shape), "supported: " + text(r));
        }
        // the arms alternate from ratio to ratio
        for (int i = 1; i < a.size(); i++) {
            assertNotEquals(a.get(i - 1).first, a.get(i).first);
            assertEquals(i + 1, a.get(i).index);
        }
    }

    /** One fork call of either arm, in the order they ran. */
    private record Call(String arm, String cell, String library) {
    }

    private FakeForks.Outcome check(List<Call> calls, int killAfter, String... args) {
        FakeForks engine = new FakeForks();
        FakeForks careful = new FakeForks();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int[] forks = {0};
        PresetCheck.Runners runners = (settings, jvm, dir) -> {
            FakeForks fake = settings.forks == PresetCheck.CAREFUL_FORKS ? careful : engine;
            String arm = fake == careful ? PresetCheckFiles.CAREFUL : PresetCheckFiles.ENGINE;
            return (cell, library, factor) -> {
                if (killAfter >= 0 && forks[0]++ >= killAfter) {
                    throw new FakeForks.Killed();
                }
                calls.add(new Call(arm, cell.key(), library));
                return fake.run(cell, library, factor);
            };
        };
        int code = PresetCheck.run(new PrintWriter(out), new PrintWriter(err), runners, engine.clock::get, args);
        return new FakeForks.Outcome(code, out.toString(), err.toString());
    }

    private Path onlyFolder() throws IOException {
        try (Stream<Path> s = Files.list(results)) {
            List<Path> all = s.toList();
            assertEquals(1, all.size(), all.toString());
            return all.get(0);
        }
    }

    @Test
    void eachRatioRunsBothArmsInterleavedAndKeepsEveryResultTagged() throws IOException {
        List<Call> calls = new ArrayList<>();
        FakeForks.Outcome o = check(calls, -1, "--results=" + results, "--ratios=3", "--seed=5");
        assertEquals(0, o.code(), o.out() + o.err());
        Path dir = onlyFolder();
        assertTrue(dir.getFileName().toString().endsWith(PresetCheckFiles.FOLDER_SUFFIX), dir.toString());

        PresetCheck.DrawFile draw = RunJson.JSON.readValue(dir.resolve(PresetCheckFiles.DRAW).toFile(), PresetCheck.DrawFile.class);
        assertEquals(5, draw.seed);
        assertEquals(texts(PresetCheck.draw(PresetCheck.pairs(PresetCheck.slice()), 3, 5)), texts(draw.draw));
        assertEquals(2, draw.careful.forks);
        assertEquals(5, draw.careful.warmupIterations);
        assertEquals(1000, draw.careful.measurementMillis);
        assertEquals(draw.engine.jvmArgs, draw.careful.jvmArgs, "the same JVM flags in both arms");

        // per ratio: its first arm's forks, then the other's; the engine's Jackson brackets the library
        assertEquals(3 * (3 + 2), calls.size());
        int at = 0;
        for (PresetCheck.DrawnRatio r : draw.draw) {
            String key = Cell.key(r.benchmark, r.knobs);
            List<Call> engineArm = List.of(new Call(PresetCheckFiles.ENGINE, key, "jackson"),
                    new Call(PresetCheckFiles.ENGINE, key, r.library), new Call(PresetCheckFiles.ENGINE, key, "jackson"));
            List<Call> carefulArm = List.of(new Call(PresetCheckFiles.CAREFUL, key, "jackson"),
                    new Call(PresetCheckFiles.CAREFUL, key, r.library));
            List<Call> expected = new ArrayList<>(r.first.equals(PresetCheckFiles.ENGINE) ? engineArm : carefulArm);
            expected.addAll(r.first.equals(PresetCheckFiles.ENGINE) ? carefulArm : engineArm);
            assertEquals(expected, calls.subList(at, at + 5), "ratio " + r.index);
            at += 5;

            JsonNode engine = ForkResults.JSON.readTree(PresetCheckFiles.arm(dir, r.index, PresetCheckFiles.ENGINE).toFile());
            assertEquals(List.of(PresetCheckFiles.BASELINE_BEFORE, PresetCheckFiles.LIBRARY, PresetCheckFiles.BASELINE_AFTER),
                    slots(engine, PresetCheckFiles.ENGINE, r.index));
            JsonNode careful = ForkResults.JSON.readTree(PresetCheckFiles.arm(dir, r.index, PresetCheckFiles.CAREFUL).toFile());
            assertEquals(List.of(PresetCheckFiles.BASELINE, PresetCheckFiles.LIBRARY), slots(careful, PresetCheckFiles.CAREFUL, r.index));
        }
        assertTrue(Files.exists(dir.resolve(PresetCheckFiles.REPORT_MD)), "the report ran at the end");
        assertTrue(Files.exists(dir.resolve(PresetCheckFiles.REPORT_CSV)));
    }

    private static List<String> slots(JsonNode results, String arm, int ratio) {
        List<String> out = new ArrayList<>();
        for (JsonNode r : results) {
            JsonNode tag = r.path(PresetCheckFiles.TAG);
            assertEquals(arm, tag.path("arm").asText());
            assertEquals(ratio, tag.path("ratio").asInt());
            out.add(tag.path("slot").asText());
        }
        return out;
    }

    @Test
    void aKilledCheckResumesWhereItStopped() throws IOException {
        List<Call> first = new ArrayList<>();
        FakeForks.Outcome killed = check(first, 7, "--results=" + results, "--ratios=3", "--seed=11", "--no-report");
        assertEquals(1, killed.code(), killed.out() + killed.err());
        Path dir = onlyFolder();
        assertEquals(7, first.size());
        // ratio 1 (5 forks) is whole; ratio 2 has its first arm on disk only if that arm took 2 forks (careful)
        List<Call> rest = new ArrayList<>();
        FakeForks.Outcome resumed = check(rest, -1, "--resume=" + dir, "--no-report");
        assertEquals(0, resumed.code(), resumed.out() + resumed.err());
        assertEquals(1, onlyFolderCount());
        int done = first.size() - (first.get(5).arm().equals(PresetCheckFiles.CAREFUL) ? 0 : 2);
        assertEquals(15 - done, rest.size(), "only what was not on disk is measured again");
        for (int i = 1; i <= 3; i++) {
            assertTrue(Files.exists(PresetCheckFiles.arm(dir, i, PresetCheckFiles.ENGINE)));
            assertTrue(Files.exists(PresetCheckFiles.arm(dir, i, PresetCheckFiles.CAREFUL)));
        }
    }

    private long onlyFolderCount() throws IOException {
        try (Stream<Path> s = Files.list(results)) {
            return s.count();
        }
    }

    private void refused(String expected, String... args) throws IOException {
        Path earlier = Files.createDirectories(results.resolve("2020-01-01-jdk17-host"));
        Files.writeString(earlier.resolve("round-1.json"), "[]");
        Files.writeString(earlier.resolve(RunJson.FILE_NAME), "{}");
        List<Call> calls = new ArrayList<>();
        String[] all = Stream.concat(Stream.of("--results=" + results), Stream.of(args))
                .map(a -> a.replace("EARLIER", earlier.toString())).toArray(String[]::new);
        FakeForks.Outcome o = check(calls, -1, all);
        assertEquals(2, o.code(), o.out() + o.err());
        String err = o.err().strip();
        assertEquals(1, err.lines().count(), "one line: " + err);
        assertTrue(err.contains(expected), err);
        assertTrue(calls.isEmpty(), "no fork ran");
        try (Stream<Path> s = Files.list(results)) {
            assertEquals(List.of(earlier), s.toList(), "no folder created");
        }
        try (Stream<Path> s = Files.list(earlier)) {
            assertEquals(2, s.count(), "nothing written into the earlier folder");
        }
    }

    @Test
    void badKnobsAreOneLineAndWriteNothing() throws IOException {
        refused("--ratios: 0 ratios measure nothing", "--ratios=0");
        refused("--ratios: 'many' is not a whole number", "--ratios=many");
        refused("is more than the", "--ratios=100000");
        refused("--resume: no such folder", "--resume=" + results.resolve("no-such-run"));
        refused("is not a preset-check folder", "--resume=EARLIER");
        refused("bench.seed: 'x' is not an integer", "--seed=x");
    }
}

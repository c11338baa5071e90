package io.serbench.engine;

import io.serbench.runfolder.ForkResultFields;
import io.serbench.runfolder.RoundFileNames;
import io.serbench.bench.sweep.StringLengthSweep;
import io.serbench.bench.MediaBench;
import io.serbench.bench.IntBench;
import io.serbench.bench.DoubleBench;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The engine's flow on a fake fork runner: no benchmark is measured, no timing is asserted. */
class EngineTest {
    private static final String INT_DECODE = "io.serbench.bench.IntBench.decode";

    @TempDir
    Path results;

    private String[] args(String... extra) {
        List<String> a = new ArrayList<>(List.of("--results=" + results, "--include=IntBench.decode",
                "--libraries=protobuf,kryo", "--seed=11", "--no-report"));
        a.addAll(List.of(extra));
        return a.toArray(String[]::new);
    }

    private Path onlyFolder() throws IOException {
        try (Stream<Path> s = Files.list(results)) {
            List<Path> dirs = s.toList();
            assertEquals(1, dirs.size(), dirs.toString());
            return dirs.get(0);
        }
    }

    private static List<String> libraries(List<ObjectNode> rs) {
        return rs.stream().map(ForkResults::library).toList();
    }

    @Test
    void roundsFollowTheRecordedOrderWithTheBaselineBracketing() throws IOException {
        FakeForks fake = new FakeForks();
        FakeForks.Outcome o = fake.benchRun(args("--rounds=2", "--args=-p fields=1,10"));
        assertEquals(0, o.code(), o.err());
        Path dir = onlyFolder();
        RunJson run = RunJson.read(dir);
        assertEquals(11, run.seed);
        assertEquals(2, run.rounds.size());
        assertEquals("rounds done", run.stopReason);
        for (RunJson.Round r : run.rounds) {
            assertTrue(r.complete);
            assertEquals(2, r.cells.size());
            List<ObjectNode> file = ForkResults.read(RoundFileNames.round(dir, r.round));
            List<String> expected = new ArrayList<>();
            r.cells.forEach(c -> expected.addAll(c.order));
            assertEquals(expected, libraries(file), "the round file is in execution order, as run.json records it");
            for (RunJson.CellRun c : r.cells) {
                assertEquals(List.of("jackson", "jackson", "jackson"), c.order.stream().filter("jackson"::equals).toList());
                assertEquals("jackson", c.order.get(0));
                assertEquals("jackson", c.order.get(c.order.size() - 1));
                assertEquals(CellOrder.of(c.cell(), 11, r.round), c.order);
            }
            assertEquals(12, r.forks);
        }
        assertFalse(Files.exists(RoundFileNames.partial(dir, 1)), "partial files are gone once a round is written");
        assertTrue(o.out().contains("[24/24]"), o.out());
        assertTrue(o.out().contains("serbench: done: 2 round(s), 24 forks"), o.out());
    }

    @Test
    void aForkStillWarmingIsReRunWithMoreWarmup() throws IOException {
        FakeForks fake = new FakeForks();
        // protobuf's first attempt still warming, the re-run steady; kryo never settles
        fake.scores = c -> switch (c.library()) {
            case "protobuf" -> c.warmupFactor() == 1 ? new double[]{600, 200, 202} : FakeForks.flat(200);
            case "kryo" -> new double[]{900, 600, 300};
            default -> FakeForks.flat(FakeForks.level(c.library()));
        };
        FakeForks.Outcome o = fake.benchRun(args("--rounds=1", "--args=-p fields=1"));
        assertEquals(0, o.code(), o.err());
        assertEquals(List.of(1, 2), fake.calls.stream().filter(c -> c.library().equals("protobuf")).map(FakeForks.Call::warmupFactor).toList());
        assertEquals(List.of(1, 2, 4), fake.calls.stream().filter(c -> c.library().equals("kryo")).map(FakeForks.Call::warmupFactor).toList());
        Path dir = onlyFolder();
        RunJson.Round r = RunJson.read(dir).rounds.get(0);
        assertEquals(1 + 2, r.steadyReruns, "one re-run of protobuf, two of kryo");
        assertEquals(1, r.stillUnsteady);
        List<ObjectNode> file = ForkResults.read(RoundFileNames.round(dir, 1));
        assertEquals(2, libraries(file).stream().filter("protobuf"::equals).count(), "every result stays in the raw JSON");
        assertEquals(3, libraries(file).stream().filter("kryo"::equals).count());
        assertTrue(o.out().contains("not steady (first iteration 2.99× the rest"), o.out());
    }

    @Test
    void aFlatButSlowBracketIsReMeasured() throws IOException {
        FakeForks fake = new FakeForks();
        int[] jacksonCalls = {0};
        fake.scores = c -> {
            if (c.library().equals("jackson") && ++jacksonCalls[0] == 2) {
                return new double[]{7900, 8100, 8000};  // flat, 10x the others: passes the trend test
            }
            return FakeForks.flat(FakeForks.level(c.library()));
        };
        FakeForks.Outcome o = fake.benchRun(args("--rounds=1", "--args=-p fields=1"));
        assertEquals(0, o.code(), o.err());
        Path dir = onlyFolder();
        List<ObjectNode> file = ForkResults.read(RoundFileNames.round(dir, 1));
        List<String> libs = libraries(file);
        assertEquals(4, libs.stream().filter("jackson"::equals).count());
        assertEquals("jackson", libs.get(libs.size() - 1), "the re-measure follows the cell's last bracket");
        assertEquals(1, RunJson.read(dir).rounds.get(0).bracketRemeasures);
        assertTrue(o.out().contains("bracket 2 of 3"), o.out());
    }

    @Test
    void aDisturbedForkIsReMeasuredAtTheEndOfTheRound() throws IOException {
        FakeForks fake = new FakeForks();
        // one cell of 6 forks per round (jackson ×3, protobuf, kryo, noop); protobuf runs 10x slow in round 3
        fake.scores = c -> {
            int round = c.index() / 6 + 1;
            if (c.library().equals("protobuf") && round == 3 && c.index() < 18) {
                return FakeForks.flat(2000);
            }
            return FakeForks.flat(FakeForks.level(c.library()));
        };
        FakeForks.Outcome o = fake.benchRun(args("--rounds=3", "--args=-p fields=1"));
        assertEquals(0, o.code(), o.err());
        Path dir = onlyFolder();
        RunJson run = RunJson.read(dir);
        assertEquals(0, run.rounds.get(0).disturbanceRemeasures + run.rounds.get(1).disturbanceRemeasures);
        assertEquals(1, run.rounds.get(2).disturbanceRemeasures);
        List<ObjectNode> round3 = ForkResults.read(RoundFileNames.round(dir, 3));
        // the six forks, the re-measure, then two mode forks: the set-aside slow fork makes the row bimodal by level
        assertEquals(9, round3.size());
        assertEquals(List.of(false, true, true), round3.subList(6, 9).stream().map(ForkResultFields::isModeFork).toList());
        assertEquals("bimodal by level", run.rounds.get(2).bimodalRows.get(0).rule);
        ObjectNode last = round3.get(6);
        assertEquals("protobuf", ForkResults.library(last));
        assertTrue(ForkResults.score(last) < 1000, "the re-measure follows the round's forks");
        assertTrue(o.out().contains("disturbed, re-measuring"), o.out());
    }

    @Test
    void anOutlierInTheFirstRoundIsReMeasuredOnceAllRoundsAreDone() throws IOException {
        FakeForks fake = new FakeForks();
        // kryo runs 10x slow in round 1 only: no two other rounds existed when round 1 ended
        fake.scores = c -> c.library().equals("kryo") && c.index() < 6
                ? FakeForks.flat(10 * FakeForks.level("kryo")) : FakeForks.flat(FakeForks.level(c.library()));
        FakeForks.Outcome o = fake.benchRun(args("--rounds=3", "--args=-p fields=1"));
        assertEquals(0, o.code(), o.err());
        Path dir = onlyFolder();
        RunJson run = RunJson.read(dir);
        assertEquals(1, run.rounds.get(0).outlierRemeasures);
        assertEquals(0, run.rounds.get(1).outlierRemeasures + run.rounds.get(2).outlierRemeasures);
        assertTrue(run.rounds.stream().allMatch(r -> r.screened));
        List<ObjectNode> round1 = ForkResults.read(RoundFileNames.round(dir, 1));
        assertEquals(7, round1.size());
        ObjectNode last = round1.get(6);
        assertEquals("kryo", ForkResults.library(last));
        assertEquals(FakeForks.level("kryo"), ForkResults.score(last), 1e-9, "the re-measure is appended to round 1");
        assertTrue(o.out().contains("outlier round, re-measuring"), o.out());
        assertTrue(o.out().contains("1 outlier rounds re-measured"), o.out());
    }

    @Test
    void failedForksAreCountedAndTheRunGoesOn() throws IOException {
        FakeForks fake = new FakeForks();
        fake.scores = c -> c.library().equals("kryo") ? null : FakeForks.flat(FakeForks.level(c.library()));
        FakeForks.Outcome o = fake.benchRun(args("--rounds=1", "--args=-p fields=1"));
        assertEquals(1, o.code(), "failures make the exit code non-zero");
        assertTrue(o.err().contains("1 fork(s) failed"), o.err());
        assertTrue(o.out().contains("FAILED IntBench.decode fields=1 · kryo: fake failure"), o.out());
        RunJson run = RunJson.read(onlyFolder());
        assertEquals(1, run.failures.size());
        assertEquals("kryo", run.failures.get(0).library);
        assertEquals(5, ForkResults.read(RoundFileNames.round(onlyFolder(), 1)).size());
    }

    @Test
    void forksFailingInARowStopTheRunResumably() throws IOException {
        FakeForks broken = new FakeForks();
        broken.scores = c -> null;
        FakeForks.Outcome o = broken.benchRun(args("--rounds=2", "--args=-p fields=1,10"));
        assertEquals(1, o.code());
        assertEquals(Engine.MAX_FAILURES_IN_A_ROW, broken.calls.size(), "stops instead of failing every fork");
        assertTrue(o.err().contains("stopped: 8 forks in a row failed") && o.err().contains("-Dbench.resume="), o.err());
        Path dir = onlyFolder();
        RunJson state = RunJson.read(dir);
        assertEquals(null, state.stopReason);
        assertEquals(8, state.failures.size());
        FakeForks fixed = new FakeForks();
        FakeForks.Outcome resumed = fixed.benchRun("--resume=" + dir, "--no-report");
        assertEquals(0, resumed.code());
        assertEquals(24, fixed.calls.size(), "the resumed run does every cell of both rounds");
        // the failed cell was measured again in full: its old failures are kept aside, not counted
        RunJson after = RunJson.read(dir);
        assertEquals(0, after.failures.size());
        assertEquals(8, after.supersededFailures.size());
        assertEquals(0, after.totals().get("failures"));
        assertTrue(resumed.out().contains("round 1: 8 failure(s) recorded in cells left unfinished are superseded"), resumed.out());
        assertTrue(resumed.out().contains("0 failed)"), resumed.out());
    }

    @Test
    void resumeStartsAfterTheLastCellOfAPartialRound() throws IOException {
        // 1. a run killed before its first fork: the folder has run.json and nothing else
        FakeForks killed = new FakeForks();
        killed.killAt = 0;
        FakeForks.Outcome k = killed.benchRun(args("--rounds=2", "--args=-p fields=1,5,10"));
        assertEquals(1, k.code());
        Path dir = onlyFolder();
        RunJson planned = RunJson.read(dir);
        assertEquals(3, planned.rounds.get(0).cells.size());

        // 2. a hand-made partial round 1 with its first two cells done, in their recorded order
        List<ObjectNode> partial = new ArrayList<>();
        for (RunJson.CellRun c : planned.rounds.get(0).cells.subList(0, 2)) {
            for (String lib : c.order) {
                partial.add(FakeForks.result(c.benchmark, c.knobs, lib, FakeForks.flat(123)));
            }
        }
        ForkResults.write(RoundFileNames.partial(dir, 1), partial);
        byte[] partialBytes = Files.readAllBytes(RoundFileNames.partial(dir, 1));

        // 3. resume: only the third cell of round 1, then all of round 2
        FakeForks resumed = new FakeForks();
        FakeForks.Outcome o = resumed.benchRun("--resume=" + dir, "--no-report");
        assertEquals(0, o.code(), o.err());
        RunJson.CellRun third = planned.rounds.get(0).cells.get(2);
        int perCell = third.order.size();
        assertEquals(perCell + 3 * perCell, resumed.calls.size());
        for (int i = 0; i < perCell; i++) {
            assertEquals(third.cell().knobs(), resumed.calls.get(i).knobs(), "round 1 resumes at its third cell");
            assertEquals(third.order.get(i), resumed.calls.get(i).library());
        }
        List<ObjectNode> round1 = ForkResults.read(RoundFileNames.round(dir, 1));
        assertEquals(partial.size() + perCell, round1.size());
        assertEquals(partial, round1.subList(0, partial.size()), "the finished cells are kept as they were");
        assertTrue(o.out().contains("2 already done (resumed)"), o.out());
        assertFalse(Files.exists(RoundFileNames.partial(dir, 1)));
        assertTrue(partialBytes.length > 0);

        RunJson after = RunJson.read(dir);
        assertEquals(2, after.sessions);
        assertTrue(after.rounds.stream().allMatch(r -> r.complete));
        assertEquals(planned.rounds.get(1).cells.get(0).order, after.rounds.get(1).cells.get(0).order, "resume keeps the recorded order");

        // 4. a finished run cannot be resumed, and is left as it is
        byte[] round1Bytes = Files.readAllBytes(RoundFileNames.round(dir, 1));
        FakeForks again = new FakeForks();
        FakeForks.Outcome done = again.benchRun("--resume=" + dir, "--no-report");
        assertEquals(2, done.code());
        assertTrue(done.err().contains("nothing to resume"), done.err());
        assertArrayEquals(round1Bytes, Files.readAllBytes(RoundFileNames.round(dir, 1)));
        assertTrue(again.calls.isEmpty());
    }

    @Test
    void resumeKeepsFinishedRoundsUntouched() throws IOException {
        FakeForks first = new FakeForks();
        first.killAt = 6 + 2;  // round 1 (6 forks) done, killed two forks into round 2
        first.benchRun(args("--rounds=2", "--args=-p fields=1"));
        Path dir = onlyFolder();
        assertTrue(Files.exists(RoundFileNames.round(dir, 1)));
        assertFalse(Files.exists(RoundFileNames.round(dir, 2)));
        assertFalse(Files.exists(RoundFileNames.partial(dir, 2)), "a cell is written whole or not at all");
        byte[] round1 = Files.readAllBytes(RoundFileNames.round(dir, 1));
        FakeForks second = new FakeForks();
        assertEquals(0, second.benchRun("--resume=" + dir, "--no-report").code());
        assertEquals(6, second.calls.size(), "only round 2 runs again");
        assertArrayEquals(round1, Files.readAllBytes(RoundFileNames.round(dir, 1)));
    }

    @Test
    void budgetRunsExtraRoundsUntilItIsSpent() throws IOException {
        FakeForks fake = new FakeForks();
        // the ratio moves from round to round, so the cells stay wide
        fake.scores = c -> c.library().equals("protobuf")
                ? FakeForks.flat(150 + 100 * ((c.index() * 7) % 5)) : FakeForks.flat(FakeForks.level(c.library()));
        fake.nanosPerFork = 10_000_000_000L;  // 10 s per fork, 60 s per cell
        FakeForks.Outcome o = fake.benchRun(args("--rounds=2", "--budget=10m", "--args=-p fields=1,10"));
        assertEquals(0, o.code(), o.err());
        RunJson run = RunJson.read(onlyFolder());
        assertEquals("budget spent", run.stopReason);
        assertTrue(run.wallSeconds <= 600, "stays within the budget: " + run.wallSeconds);
        assertTrue(run.rounds.size() > 2, "extra rounds ran");
        for (RunJson.Round r : run.rounds.subList(2, run.rounds.size())) {
            assertEquals(Engine.EXTRA, r.kind);
            assertEquals(1, r.cells.size(), "an extra round runs the wider half of the cells");
            assertTrue(Files.exists(RoundFileNames.round(onlyFolder(), r.round)));
        }
        assertEquals(run.rounds.size() - 2, run.budgetLog.size());
        assertTrue(o.out().contains("budget left"), o.out());
    }

    @Test
    void targetStopsTheBudgetEarly() throws IOException {
        FakeForks fake = new FakeForks();  // identical ratios every round: zero width
        FakeForks.Outcome o = fake.benchRun(args("--rounds=2", "--budget=2h", "--target=5%", "--args=-p fields=1"));
        assertEquals(0, o.code(), o.err());
        RunJson run = RunJson.read(onlyFolder());
        assertEquals("target met", run.stopReason);
        assertEquals(2, run.rounds.size());
        assertEquals(5.0, run.targetPercent);
    }

    @Test
    void widthsPutCellsWithOneRoundFirst() throws IOException {
        FakeForks fake = new FakeForks();
        fake.nanosPerFork = 1_000_000_000L;
        FakeForks.Outcome o = fake.benchRun(args("--rounds=1", "--budget=100s", "--args=-p fields=1"));
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().contains("at ±unknown (fewer than 2 rounds)"), o.out());
        RunJson run = RunJson.read(onlyFolder());
        assertTrue(run.rounds.size() >= 2);
        JsonNode log = RunJson.JSON.valueToTree(run.budgetLog.get(0));
        assertEquals("unknown", log.path("widestHalfWidthPercent").elements().next().asText());
    }

    private FakeForks.Outcome plain(FakeForks fake, String... extra) {
        List<String> a = new ArrayList<>(List.of("--results=" + results, "--seed=11", "--no-report", "--rounds=1"));
        a.addAll(List.of(extra));
        return fake.benchRun(a.toArray(String[]::new));
    }

    @Test
    void everyKnobReachesTheForksTheFilesAndTheProgressLines() throws IOException {
        FakeForks fake = new FakeForks();
        fake.scores = c -> c.library().equals("kryo") && "17".equals(c.knob("digits")) ? null : FakeForks.flat(FakeForks.level(c.library()));
        FakeForks.Outcome o = plain(fake, "--include=DoubleBench.decode", "--libraries=protobuf,kryo", "--args=-p fields=10");
        assertEquals(1, o.code(), "kryo's digits=17 fork fails");
        Path dir = onlyFolder();
        RunJson run = RunJson.read(dir);
        assertEquals(List.of(Map.of("fields", "10", "digits", "8"), Map.of("fields", "10", "digits", "17")),
                run.rounds.get(0).cells.stream().map(c -> c.knobs).toList());
        assertEquals(List.of("fields", "digits"), List.copyOf(run.rounds.get(0).cells.get(0).knobs.keySet()), "canonical order");
        assertTrue(fake.calls.stream().allMatch(c -> c.knobs().keySet().equals(java.util.Set.of("fields", "digits"))));
        for (ObjectNode r : ForkResults.read(RoundFileNames.round(dir, 1))) {
            assertTrue(r.path("params").has("digits"), r.toString());
        }
        assertTrue(o.out().contains("· DoubleBench.decode fields=10 digits=8 · protobuf ·"), o.out());
        assertTrue(o.out().contains("FAILED DoubleBench.decode fields=10 digits=17 · kryo: fake failure"), o.out());
        assertEquals(Map.of("fields", "10", "digits", "17"), run.failures.get(0).knobs);
        String json = Files.readString(dir.resolve(RunJson.FILE_NAME));
        assertTrue(json.contains("\"knobs\" : {") && !json.contains("\"fields\" : 10"), "layout 2 writes knobs only");
    }

    @Test
    void aCellWithoutKnobsRuns() throws IOException {
        // media has no size knob; on this build only noop runs it
        FakeForks fake = new FakeForks();
        FakeForks.Outcome o = plain(fake, "--include=MediaBench.decode");
        assertEquals(0, o.code(), o.err());
        RunJson.CellRun c = RunJson.read(onlyFolder()).rounds.get(0).cells.get(0);
        assertEquals("io.serbench.bench.MediaBench.decode", c.key());
        assertTrue(c.knobs.isEmpty());
        assertEquals(new java.util.HashSet<>(SupportMatrix.benchmarkIds(Shape.MEDIA)),
                fake.calls.stream().map(FakeForks.Call::library).collect(java.util.stream.Collectors.toSet()));
        assertTrue(o.out().contains("· MediaBench.decode · "), o.out());
    }

    @Test
    void aSweepRunsAnyLibraryOfItsShapeWithoutNoop() throws IOException {
        FakeForks fake = new FakeForks();
        FakeForks.Outcome o = plain(fake, "--include=StringLengthSweep.decode", "--libraries=gson", "--args=-p length=8,32768");
        assertEquals(0, o.code(), o.err());
        List<RunJson.CellRun> cells = RunJson.read(onlyFolder()).rounds.get(0).cells;
        assertEquals(List.of(Map.of("length", "8"), Map.of("length", "32768")), cells.stream().map(c -> c.knobs).toList());
        for (RunJson.CellRun c : cells) {
            assertEquals(List.of("gson", "jackson"), c.order.stream().distinct().sorted().toList(), "gson is no default of the sweep; no noop");
        }
        assertTrue(o.out().contains("· StringLengthSweep.decode length=32768 · gson ·"), o.out());
    }
}

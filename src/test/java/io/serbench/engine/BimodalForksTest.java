package io.serbench.engine;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.measure.LevelModes;
import io.serbench.runfolder.ForkResultFields;
import io.serbench.runfolder.RoundFileNames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bimodal rows get their mode forks once every base round is done; on fake forks with hand-made B/op. */
class BimodalForksTest {
    private static final int FORKS_PER_ROUND = 6; // one cell: jackson ×3, protobuf, kryo, noop

    @TempDir
    Path results;

    /**
     * protobuf allocates 1,960 B/op in round 1 and 1,624 after (compiled differently: 17% apart);
     * kryo's 480 and 488 are one 8-byte step apart, under 10% of its B/op: one mode. The baseline
     * and the harness are never screened, however far apart.
     */
    private static FakeForks twoModesOfProtobuf() {
        FakeForks fake = new FakeForks();
        fake.allocations = c -> {
            int round = c.index() / FORKS_PER_ROUND + 1;
            return switch (c.library()) {
                case "protobuf" -> round == 1 ? 1960 : 1624;
                case "kryo" -> round == 2 ? 488 : 480;
                case "jackson" -> round == 1 ? 4000 : 2000;
                default -> round == 1 ? 0 : 64;
            };
        };
        return fake;
    }

    private FakeForks.Outcome run(FakeForks fake) {
        return fake.benchRun("--results=" + results, "--include=IntBench.decode", "--libraries=protobuf,kryo",
                "--seed=11", "--no-report", "--rounds=3", "--args=-p fields=1");
    }

    private Path onlyFolder() throws IOException {
        try (Stream<Path> s = Files.list(results)) {
            return s.findFirst().orElseThrow();
        }
    }

    @Test
    void aBimodalRowGetsItsModeForksAppendedToTheLastBaseRound() throws IOException {
        FakeForks fake = twoModesOfProtobuf();
        FakeForks.Outcome o = run(fake);
        assertEquals(0, o.code(), o.err());
        int base = 3 * FORKS_PER_ROUND;
        assertEquals(base + BimodalForks.PER_ROW, fake.calls.size());
        assertEquals(Collections.nCopies(BimodalForks.PER_ROW, "protobuf"),
                fake.calls.subList(base, fake.calls.size()).stream().map(FakeForks.Call::library).toList());

        Path dir = onlyFolder();
        RunJson run = RunJson.read(dir);
        assertEquals(List.of(0, 0, 2), run.rounds.stream().map(r -> r.bimodalForks).toList());
        assertEquals(2, run.totals().get("bimodalForks"));
        assertTrue(run.bimodalScreened);
        assertEquals(BimodalForks.PER_ROW, run.rules.bimodalForks);
        assertEquals(List.of("bimodal by B/op"), run.rounds.get(2).bimodalRows.stream().map(r -> r.rule).toList());
        List<ObjectNode> round3 = ForkResults.read(RoundFileNames.round(dir, 3));
        assertEquals(List.of(false, false, false, false, false, false, true, true),
                round3.stream().map(ForkResultFields::isModeFork).toList());
        assertEquals(List.of("protobuf", "protobuf"), round3.subList(6, 8).stream().map(ForkResults::library).toList());
        assertEquals(1, ForkResults.byRow(round3).values().iterator().next().get("protobuf").size(),
                "the engine's own decisions read the round's forks without the mode forks");
        assertTrue(o.out().contains("· protobuf · bimodal by B/op (2 of 3 forks at 1,624 B/op, 1 at 1,960 B/op): mode fork 1 of 2"),
                o.out());
        assertTrue(o.out().contains("2 extra forks for bimodal rows"), o.out());
    }

    @Test
    void aRunKilledAmongTheModeForksRunsOnlyTheRestOnResume() throws IOException {
        FakeForks killed = twoModesOfProtobuf();
        killed.killAt = 3 * FORKS_PER_ROUND + 1; // the first mode fork done, killed in the second
        assertEquals(1, run(killed).code());
        Path dir = onlyFolder();
        assertEquals(1, RunJson.read(dir).rounds.get(2).bimodalForks);

        FakeForks resumed = twoModesOfProtobuf();
        FakeForks.Outcome o = resumed.benchRun("--resume=" + dir, "--no-report");
        assertEquals(0, o.code(), o.err());
        assertEquals(List.of("protobuf"), resumed.calls.stream().map(FakeForks.Call::library).toList());
        RunJson run = RunJson.read(dir);
        assertEquals(2, run.rounds.get(2).bimodalForks);
        assertEquals(2, ForkResults.read(RoundFileNames.round(dir, 3)).stream().filter(ForkResultFields::isModeFork).count());
    }

    @Test
    void withoutProfGcNothingMore() throws IOException {
        FakeForks fake = new FakeForks(); // no B/op figures
        assertEquals(0, run(fake).code());
        assertEquals(3 * FORKS_PER_ROUND, fake.calls.size());
        RunJson run = RunJson.read(onlyFolder());
        assertEquals(0, run.totals().get("bimodalForks"));
        assertTrue(run.bimodalScreened);
    }

    /** kryo's second fork (round 2) runs 2.5x slower than its others, at the same B/op; nothing else moves. */
    private static FakeForks aSlowForkOfKryo() {
        FakeForks fake = new FakeForks();
        int[] kryoCalls = {0};
        fake.scores = c -> {
            boolean slow = c.library().equals("kryo") && ++kryoCalls[0] == 2;
            return FakeForks.flat(FakeForks.level(c.library()) * (slow ? 2.5 : 1));
        };
        fake.allocations = c -> c.library().equals("kryo") ? 480 : 1000;
        return fake;
    }

    @Test
    void aRowWithAForkAtAnotherLevelGetsModeForksRecordedAsBimodalByLevel() throws IOException {
        FakeForks fake = aSlowForkOfKryo();
        FakeForks.Outcome o = run(fake);
        assertEquals(0, o.code(), o.err());
        Path dir = onlyFolder();
        RunJson run = RunJson.read(dir);
        assertEquals(1, run.totals().get("outlierRemeasures"), "the slow round is an outlier too, and re-measured");
        int before = 3 * FORKS_PER_ROUND + 1;
        assertEquals(before + BimodalForks.PER_ROW, fake.calls.size());
        assertEquals(List.of("kryo", "kryo"), fake.calls.subList(before, fake.calls.size()).stream()
                .map(FakeForks.Call::library).toList(), "the set-aside slow fork still counts for the modes");
        assertEquals(List.of(0, 0, 2), run.rounds.stream().map(r -> r.bimodalForks).toList());
        assertEquals(LevelModes.GAP, run.rules.levelModeGap);
        RunJson.BimodalRow row = run.rounds.get(2).bimodalRows.get(0);
        assertEquals(1, run.rounds.get(2).bimodalRows.size());
        assertEquals("kryo", row.library);
        assertEquals("bimodal by level", row.rule);
        assertEquals(2, row.modeForks);
        assertEquals(run.rounds.get(0).cells.get(0).key(), row.cell);
        assertTrue(o.out().contains("· kryo · bimodal by level (3 of 4 forks at " + RunProgress.num(FakeForks.level("kryo")) + " ns/op, 1 at "
                + RunProgress.num(FakeForks.level("kryo") * 2.5) + " ns/op (cell's shift taken out)): mode fork 1 of 2"), o.out());
    }

    @Test
    void aRoundInWhichTheWholeCellRanSlowGivesNoModeForks() throws IOException {
        FakeForks fake = new FakeForks();
        fake.scores = c -> FakeForks.flat(FakeForks.level(c.library()) * (c.index() / FORKS_PER_ROUND == 1 ? 2.5 : 1));
        assertEquals(0, run(fake).code());
        assertEquals(3 * FORKS_PER_ROUND, fake.calls.size());
        RunJson run = RunJson.read(onlyFolder());
        assertEquals(0, run.totals().get("bimodalForks"));
        assertTrue(run.rounds.stream().allMatch(r -> r.bimodalRows.isEmpty()));
    }

    @Test
    void aRowBimodalByBothRulesIsRecordedSo() throws IOException {
        FakeForks fake = twoModesOfProtobuf();
        fake.scores = c -> FakeForks.flat(FakeForks.level(c.library())
                * (c.library().equals("protobuf") && c.index() < FORKS_PER_ROUND ? 3 : 1));
        assertEquals(0, run(fake).code());
        RunJson run = RunJson.read(onlyFolder());
        RunJson.Round last = run.rounds.get(2);
        assertEquals(List.of("protobuf"), last.bimodalRows.stream().map(r -> r.library).toList());
        assertEquals("bimodal by B/op and level", last.bimodalRows.get(0).rule);
        assertEquals(2, last.bimodalForks);
    }
}

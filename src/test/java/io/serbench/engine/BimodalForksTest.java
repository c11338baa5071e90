package io.serbench.engine;

import com.fasterxml.jackson.databind.node.ObjectNode;
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
        List<ObjectNode> round3 = ForkResults.read(RoundFileNames.round(dir, 3));
        assertEquals(List.of(false, false, false, false, false, false, true, true),
                round3.stream().map(ForkResultFields::isModeFork).toList());
        assertEquals(List.of("protobuf", "protobuf"), round3.subList(6, 8).stream().map(ForkResults::library).toList());
        assertEquals(1, ForkResults.byRow(round3).values().iterator().next().get("protobuf").size(),
                "the engine's own decisions read the round's forks without the mode forks");
        assertTrue(o.out().contains("· protobuf · bimodal (2 of 3 forks at 1,624 B/op, 1 at 1,960 B/op): mode fork 1 of 2"),
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
}

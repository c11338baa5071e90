package io.serbench.fuzz;

import io.serbench.codec.Family;
import io.serbench.codec.Library;
import io.serbench.hostile.Craft;
import io.serbench.hostile.HostileInput;
import io.serbench.hostile.HostileRows;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Replays the published campaign's reproducers ({@link FuzzTable}), one test per library
 * family, each input in a capped JVM of its own, and checks that the outcome is still the
 * recorded one: a library upgrade that fixes or changes a finding fails here, with the
 * library's name and both outcomes.
 */
class FuzzReproducersTest {

    @TestFactory
    Stream<DynamicTest> everyPublishedReproducerStillDoesWhatWasRecorded(@TempDir Path work) {
        FuzzTable table = FuzzTable.load();
        Map<Family, List<FuzzSummary.FindingRow>> byFamily = new LinkedHashMap<>();
        for (FuzzSummary.FindingRow f : table.findings()) {
            Family family = FuzzTargets.library(f.target()).family();
            byFamily.computeIfAbsent(family, k -> new ArrayList<>()).add(f);
        }
        if (byFamily.isEmpty()) {
            return Stream.of(DynamicTest.dynamicTest("no campaign published yet", () ->
                    Assumptions.abort("no findings in " + FuzzTable.FINDINGS_PATH + ": nothing to replay")));
        }
        return byFamily.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey().name().toLowerCase(java.util.Locale.ROOT), () -> {
            List<String> changed = new ArrayList<>();
            for (FuzzSummary.FindingRow f : e.getValue()) {
                Path input = Path.of(f.reproducer());
                assertTrue(Files.isRegularFile(input), f.target() + ": reproducer " + input + " is missing");
                String recorded = f.kind().id() + " " + f.type() + " " + f.frame();
                // some decoders answer one input differently from one fresh JVM to the next (fastjson2's
                // UTF-8 reader did in CI): a change counts when three replays all differ from the record
                FuzzResult now = FuzzJvm.replay(f.target(), input, work);
                for (int attempt = 1; attempt < 3 && !now.key().equals(recorded); attempt++) {
                    now = FuzzJvm.replay(f.target(), input, work);
                }
                if (!now.key().equals(recorded)) {
                    changed.add(f.target() + " (" + FuzzTargets.library(f.target()).versionKey() + "): " + input.getFileName()
                            + " was " + recorded + ", is now " + now.key() + " (" + now.detail() + ")");
                }
            }
            assertEquals(List.of(), changed, "reproducers whose outcome changed");
        }));
    }

    /**
     * The replay itself, on an input whose outcome is known from the hand-crafted table: kryo
     * allocates the array a 2^31 length prefix claims, an OutOfMemoryError in the capped heap.
     */
    @Test
    void aReplayInACappedJvmSeesTheOutOfMemoryOfAClaimedLength(@TempDir Path work) throws Exception {
        Library kryo = FuzzTargets.library("kryo");
        Craft.Input crafted = (Craft.Input) HostileRows.row("kryo").craft(HostileInput.LENGTH);
        int reader = FuzzTargets.cases(kryo).stream().map(c -> c.shape()).toList().indexOf(crafted.shape());
        byte[] input = new byte[crafted.bytes().length + 1];
        input[0] = (byte) reader;
        System.arraycopy(crafted.bytes(), 0, input, 1, crafted.bytes().length);
        Path file = Files.write(work.resolve("kryo-length.bin"), input);
        FuzzResult r = FuzzJvm.replay("kryo", file, work);
        assertEquals(FuzzKind.OUT_OF_MEMORY, r.kind(), r.toLine());
    }
}

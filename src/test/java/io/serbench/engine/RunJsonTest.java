package io.serbench.engine;

import io.serbench.runfolder.RoundFileNames;
import io.serbench.bench.sweep.StringLengthSweep;
import io.serbench.bench.MediaBench;
import io.serbench.bench.IntListBench;
import io.serbench.bench.IntBench;
import io.serbench.bench.DoubleListBench;
import io.serbench.bench.DoubleBench;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * run.json with knobs, and run.json files of layout 1 (before knobs were generalized: "fields"
 * and "element" per cell). The layout-1 fixture holds three cells of a published run (seed,
 * fork orders and settings as recorded); its one failure is hand-made in the same layout.
 */
class RunJsonTest {
    private static final String FIXTURE = "layout1-run.json";

    @TempDir
    Path dir;

    private RunJson layout1() throws IOException {
        try (InputStream in = RunJsonTest.class.getResourceAsStream(FIXTURE)) {
            Files.write(dir.resolve(RunJson.FILE_NAME), in.readAllBytes());
        }
        return RunJson.read(dir);
    }

    @Test
    void aLayout1RunIsReadWithItsKnobs() throws IOException {
        RunJson run = layout1();
        assertEquals(1, run.format);
        List<RunJson.CellRun> cells = run.rounds.get(0).cells;
        assertEquals(List.of("io.serbench.bench.IntBench.encode fields=10", "io.serbench.bench.DoubleBench.decode fields=10",
                "io.serbench.bench.IntListBench.decode fields=10 element=int"), cells.stream().map(RunJson.CellRun::key).toList());
        assertEquals(Map.of("fields", "10", "element", "int"), cells.get(2).knobs);
        assertEquals("IntListBench.decode fields=10 element=int", cells.get(2).cell().label());
        RunJson.Failure f = run.failures.get(0);
        assertEquals(Map.of("fields", "10", "element", "int"), f.knobs);
        assertEquals("gson", f.library);
    }

    @Test
    void aLayout1RunsOrdersRebuildFromItsSeed() throws IOException {
        // the cell keys, and so CellOrder's seeds, are the ones the run was made with
        RunJson run = layout1();
        for (RunJson.CellRun c : run.rounds.get(0).cells) {
            assertEquals(c.order, CellOrder.of(c.cell(), run.seed, 1), c.key());
        }
    }

    @Test
    void knobsRoundTrip() throws IOException {
        RunJson run = new RunJson();
        run.seed = 5;
        RunJson.Round round = new RunJson.Round();
        round.round = 1;
        round.kind = Engine.BASE;
        List<Cell> cells = List.of(
                new Cell("io.serbench.bench.DoubleListBench.decode", Map.of("element", "double", "digits", "8", "fields", "10"),
                        List.of("jackson", "protobuf", "noop")),
                new Cell("io.serbench.bench.MediaBench.encode", Map.of(), List.of("noop")),
                new Cell("io.serbench.bench.StringLengthSweep.decode", Map.of("length", "32768"), List.of("jackson", "gson")));
        for (Cell c : cells) {
            round.cells.add(new RunJson.CellRun(c, CellOrder.of(c, run.seed, 1)));
        }
        run.rounds.add(round);
        RunJson.Failure f = new RunJson.Failure();
        f.benchmark = cells.get(0).benchmark();
        f.knobs = cells.get(0).knobs();
        f.library = "protobuf";
        f.message = "x";
        run.failures.add(f);
        run.write(dir);

        String json = Files.readString(dir.resolve(RunJson.FILE_NAME));
        assertTrue(json.contains("\"format\" : 2"), json);
        List<String> names = new ArrayList<>();
        RunJson.JSON.readTree(json).path("rounds").get(0).path("cells").get(0).path("knobs").fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("fields", "digits", "element"), names, "knobs in canonical order");
        assertFalse(json.contains("\"fields\" : 10"), "no layout-1 fields");

        RunJson back = RunJson.read(dir);
        assertEquals(2, back.format);
        List<RunJson.CellRun> read = back.rounds.get(0).cells;
        for (int i = 0; i < cells.size(); i++) {
            assertEquals(cells.get(i).knobs(), read.get(i).cell().knobs());
            assertEquals(cells.get(i).key(), read.get(i).key());
            assertEquals(List.copyOf(cells.get(i).knobs().keySet()), List.copyOf(read.get(i).knobs.keySet()));
        }
        assertEquals("io.serbench.bench.MediaBench.encode", read.get(1).key());
        assertEquals(cells.get(0).knobs(), back.failures.get(0).knobs);
    }

    /** The fixture as an unfinished run: round 1 not complete, without the cells named in {@code drop}. */
    private Path unfinishedLayout1(String... drop) throws IOException {
        layout1();
        ObjectNode root = (ObjectNode) RunJson.JSON.readTree(dir.resolve(RunJson.FILE_NAME).toFile());
        root.remove(List.of("stopReason", "ended"));
        ObjectNode round = (ObjectNode) root.path("rounds").get(0);
        round.put("complete", false);
        ArrayNode cells = (ArrayNode) round.get("cells");
        for (int i = cells.size() - 1; i >= 0; i--) {
            for (String d : drop) {
                if (cells.get(i).path("benchmark").asText().endsWith(d)) {
                    cells.remove(i);
                }
            }
        }
        RunJson.JSON.writeValue(dir.resolve(RunJson.FILE_NAME).toFile(), root);
        return dir;
    }

    @Test
    void aLayout1RunResumes() throws IOException {
        Path run = unfinishedLayout1("DoubleBench.decode");
        RunJson planned = RunJson.read(run);
        // the first cell done, its results with layout-1 params (fields only)
        RunJson.CellRun first = planned.rounds.get(0).cells.get(0);
        List<ObjectNode> partial = new ArrayList<>();
        for (String lib : first.order) {
            partial.add(FakeForks.result(first.benchmark, Map.of("fields", "10"), lib, FakeForks.flat(100)));
        }
        ForkResults.write(RoundFileNames.partial(run, 1), partial);

        FakeForks fake = new FakeForks();
        FakeForks.Outcome o = fake.benchRun("--resume=" + run, "--no-report");
        assertEquals(0, o.code(), o.out() + o.err());
        assertTrue(o.out().contains("1 already done (resumed)"), o.out());
        RunJson.CellRun second = planned.rounds.get(0).cells.get(1);
        assertEquals(second.order.size(), fake.calls.size(), "only the unfinished cell runs");
        assertTrue(fake.calls.stream().allMatch(c -> c.knobs().equals(Map.of("fields", "10", "element", "int"))));
        assertEquals(second.order, fake.calls.stream().map(FakeForks.Call::library).toList(), "in its recorded order");
        RunJson after = RunJson.read(run);
        assertEquals(2, after.format, "rewritten in this build's layout");
        assertEquals(planned.rounds.get(0).cells.stream().map(RunJson.CellRun::key).toList(),
                after.rounds.get(0).cells.stream().map(RunJson.CellRun::key).toList());
        assertEquals(partial.size() + second.order.size(), ForkResults.read(RoundFileNames.round(run, 1)).size());
    }

    @Test
    void aLayout1CellWhoseClassGainedAKnobIsNotResumed() throws IOException {
        Path run = unfinishedLayout1();
        FakeForks fake = new FakeForks();
        FakeForks.Outcome o = fake.benchRun("--resume=" + run, "--no-report");
        assertEquals(2, o.code(), o.out() + o.err());
        assertTrue(o.err().contains("bench.resume: run.json's cell DoubleBench.decode fields=10 has knobs [fields] "
                + "but DoubleBench now declares [fields, digits]"), o.err());
        assertTrue(fake.calls.isEmpty());
    }
}

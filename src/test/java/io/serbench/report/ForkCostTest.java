package io.serbench.report;

import io.serbench.runfolder.ForkPhases;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** ForkCost on hand-made forks: the medians, means and shares it sums from the recorded phases. */
class ForkCostTest {

    /** One fork's result with its phases in milliseconds (start, setup, warmup, measurement) and its wall time. */
    private static String fork(String library, double start, double setup, double warmup, double measurement, double wall) {
        StringBuilder secondary = new StringBuilder();
        double[] phase = {start, setup, warmup, measurement};
        for (int i = 0; i < phase.length; i++) {
            secondary.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT, "\"%s\":{\"score\":%s}",
                    ForkPhases.PHASES.get(i), phase[i]));
        }
        return String.format(Locale.ROOT, "{\"benchmark\":\"io.serbench.bench.IntBench.encode\",\"params\":{\"library\":\"%s\"},"
                + "\"secondaryMetrics\":{%s},\"%s\":%s}", library, secondary, ForkPhases.WALL, wall);
    }

    private static String run(Path... files) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] args = java.util.Arrays.stream(files).map(Path::toString).toArray(String[]::new);
        int exit = ForkCost.run(new PrintWriter(out), new PrintWriter(err), args);
        assertEquals(0, exit, err.toString());
        return out.toString();
    }

    /** The forks of a round file that recorded their phases, as the table reads them. */
    private static List<ForkCost.Fork> forks(Path round) throws IOException {
        List<ForkCost.Fork> out = new ArrayList<>();
        for (JsonNode r : new ObjectMapper().readTree(round.toFile())) {
            ForkCost.Fork f = ForkCost.fork(r);
            if (f != null) {
                out.add(f);
            }
        }
        return out;
    }

    /** A table row's figures: median and mean fork in ms, share of all fork time in percent. */
    private static void assertPhase(double median, double mean, double percent, ForkCost.Phase p) {
        assertEquals(median, p.median(), 1e-9, p.name());
        assertEquals(mean, p.mean(), 1e-9, p.name());
        assertEquals(percent, p.percent(), 1e-9, p.name());
    }

    @Test
    void sumsPhasesOverEveryFork(@TempDir Path dir) throws Exception {
        // three forks of 3 s, 4 s and 5 s; a fourth result without phases is counted but not summed
        Path round = dir.resolve("round-1.json");
        Files.writeString(round, "[" + String.join(",", List.of(
                fork("jackson", 600, 300, 1300, 1000, 3000),
                fork("kryo", 800, 500, 1500, 1200, 4000),
                fork("kryo", 1000, 700, 1700, 1400, 5000),
                "{\"benchmark\":\"io.serbench.bench.IntBench.encode\",\"params\":{\"library\":\"old\"}}")) + "]");
        String table = run(round);

        assertTrue(table.startsWith("3 forks with their phases recorded (of 4 in the files); 0 min of fork time in all."), table);
        List<ForkCost.Phase> phases = ForkCost.phases(forks(round));
        assertEquals(6, phases.size());
        // JVM start: median 0.8 s, mean 0.8 s, 2.4 s of 12 s = 20%
        assertPhase(800, 800, 20, phases.get(0));
        // setup: 0.5 s median and mean, 1.5 of 12 s = 12.5%
        assertPhase(500, 500, 12.5, phases.get(1));
        // warmup without the setup inside it: 1.0 s each, 3 of 12 s = 25%
        assertPhase(1000, 1000, 25, phases.get(2));
        // measured: 1.2 s median and mean, 3.6 of 12 s = 30%
        assertPhase(1200, 1200, 30, phases.get(3));
        // the rest: wall - start - warmup - measurement = 0.1, 0.5, 0.9 s; 1.5 of 12 s = 12.5%
        assertPhase(500, 500, 12.5, phases.get(4));
        // the whole fork: 3, 4 and 5 s
        assertPhase(4000, 4000, 100, phases.get(5));
        for (ForkCost.Phase p : phases) {
            assertTrue(table.contains("| " + p.name() + " | "), "a row per phase: " + table);
        }
        // kryo's setup median is 600 ms (500 and 700), jackson's 300 ms
        assertTrue(table.contains("Slowest setup, median over the library's forks: `kryo` 600 ms, `jackson` 300 ms."), table);
    }

    @Test
    void addsUpLongRunsInHoursAndMinutes(@TempDir Path dir) throws Exception {
        StringBuilder forks = new StringBuilder("[");
        for (int i = 0; i < 40; i++) {
            forks.append(i == 0 ? "" : ",").append(fork("jackson", 1000, 500, 60_000, 60_000, 125_000));
        }
        Path round = dir.resolve("round-1.json");
        Files.writeString(round, forks.append("]").toString());
        // 40 forks × 125 s = 5,000 s = 83.3 min → "1 h 23 min"
        assertTrue(run(round).startsWith("40 forks with their phases recorded (of 40 in the files); 1 h 23 min of fork time in all."));
    }

    @Test
    void readsCompressedRoundFilesAsTheRunFoldersHoldThem(@TempDir Path dir) throws Exception {
        String json = "[" + fork("jackson", 1000, 500, 2000, 1200, 4500) + "]";
        Path round = dir.resolve("round-1.json.gz");
        try (java.io.OutputStream out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(round))) {
            out.write(json.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        assertTrue(run(round).startsWith("1 forks with their phases recorded (of 1 in the files)"), run(round));
    }
}

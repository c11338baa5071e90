package io.serbench.report;

import io.serbench.runfolder.ForkPhases;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
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
        // JVM start: median 0.80 s, mean 0.80 s, 2.4 s of 12 s = 20%
        assertTrue(table.contains("| JVM start to the first iteration (heap pre-touch, JMH start) | 0.80 s | 0.80 s | 20% |"), table);
        // setup: 0.5 s median and mean, 1.5 of 12 s = 13%
        assertTrue(table.contains("| setup: codec, fixture, verification of 64 inputs | 0.50 s | 0.50 s | 13% |"), table);
        // warmup without the setup inside it: 1.0 s each, 3 of 12 s = 25%
        assertTrue(table.contains("| warmup iterations | 1.00 s | 1.00 s | 25% |"), table);
        // measured: 1.2 s median and mean, 3.6 of 12 s = 30%
        assertTrue(table.contains("| measured iterations | 1.20 s | 1.20 s | 30% |"), table);
        // the rest: wall - start - warmup - measurement = 0.1, 0.5, 0.9 s; 1.5 of 12 s = 13%
        assertTrue(table.contains("| results and JVM exit (the rest of the wall time) | 0.50 s | 0.50 s | 13% |"), table);
        assertTrue(table.contains("| **the whole fork** | 4.00 s | 4.00 s | 100% |"), table);
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
}

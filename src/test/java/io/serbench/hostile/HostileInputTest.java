package io.serbench.hostile;

import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

/**
 * Every (row, hostile input) of {@link HostileRows} decoded in a JVM of its own (see
 * {@link HostileRunner}), two at a time: whatever a decoder does (throw, run out of heap or
 * stack, hang, crash its JVM) becomes a cell of the table, never a failure of this JVM. The
 * crafted bytes are documented in each {@link WireFormat}; method: docs/METHODOLOGY.md,
 * "Hostile input".
 *
 * <p>It fails when a library of the support matrix has no crafted inputs, when a probe cannot
 * set up (including a control input that does not decode as its crafter says), when a cell's
 * outcome is not one of the {@link Outcome} kinds, and when the table of {@value HostileReport#SAFETY_PATH},
 * {@value HostileReport#DETAILS_PATH} or the reporter's copy {@value HostileTable#PATH} differ
 * from this run; {@code -Dserbench.hostile.write=true} rewrites all three instead. All three are
 * also written to {@code target/hostile/} on every run.
 */
class HostileInputTest {
    /** Probe JVMs at a time: the machines this suite runs on have 2 cores. */
    private static final int PARALLEL = 2;
    private static final Path WORK = Path.of("target", "hostile");
    private static final Path SAFETY = Path.of(HostileReport.SAFETY_PATH);
    private static final Path DETAILS = Path.of(HostileReport.DETAILS_PATH);
    private static final Path TABLE = Path.of(HostileTable.PATH);

    @TestFactory
    Stream<DynamicNode> hostileInput() {
        List<HostileRows.Row> rows = HostileRows.all();
        HostileRunner runner = new HostileRunner(System.getProperty("java.class.path"), WORK.resolve("logs"));
        ExecutorService pool = Executors.newFixedThreadPool(PARALLEL, r -> {
            Thread t = new Thread(r, "hostile-runner");
            t.setDaemon(true);
            return t;
        });
        long start = System.nanoTime();
        Map<HostileRows.Row, Map<HostileInput, Future<HostileResult>>> futures = new LinkedHashMap<>();
        for (HostileRows.Row row : rows) {
            Map<HostileInput, Future<HostileResult>> perInput = new EnumMap<>(HostileInput.class);
            for (HostileInput in : HostileInput.values()) {
                perInput.put(in, pool.submit(() -> runner.run(row, in)));
            }
            futures.put(row, perInput);
        }

        List<DynamicNode> nodes = new ArrayList<>();
        nodes.add(dynamicTest("every library of the matrix has crafted inputs", () -> assertEquals(List.of(),
                HostileRows.missingWireFormats(), "libraries whose declaration names no wire format: add .wire(Wire.X) "
                        + "to the declaration (a new format needs a Wire constant and a WireFormat of its own)")));
        for (Map.Entry<HostileRows.Row, Map<HostileInput, Future<HostileResult>>> row : futures.entrySet()) {
            List<DynamicNode> cells = new ArrayList<>();
            for (Map.Entry<HostileInput, Future<HostileResult>> cell : row.getValue().entrySet()) {
                cells.add(dynamicTest(cell.getKey().id(), () -> {
                    HostileResult c = get(cell.getValue());
                    assertNotNull(c.outcome(), "no outcome");
                    assertNotNull(c.word(), "no word");
                    if (c.outcome() != Outcome.ACCEPTED && c.outcome() != Outcome.NOT_APPLICABLE) {
                        assertNotNull(c.detail(), "no detail for " + c.outcome());
                    }
                }));
            }
            nodes.add(dynamicContainer(row.getKey().id(), cells));
        }
        nodes.add(dynamicTest("the table of " + HostileReport.SAFETY_PATH + ", " + HostileReport.DETAILS_PATH + " and " + HostileTable.PATH + " are this run's", () -> {
            Map<HostileRows.Row, Map<HostileInput, HostileResult>> cells = new LinkedHashMap<>();
            for (Map.Entry<HostileRows.Row, Map<HostileInput, Future<HostileResult>>> row : futures.entrySet()) {
                Map<HostileInput, HostileResult> perInput = new EnumMap<>(HostileInput.class);
                for (Map.Entry<HostileInput, Future<HostileResult>> cell : row.getValue().entrySet()) {
                    perInput.put(cell.getKey(), get(cell.getValue()));
                }
                cells.put(row.getKey(), perInput);
            }
            pool.shutdown();
            System.out.printf("hostile input: %d rows x %d inputs in %.1f s (%d probe JVMs at a time)%n", rows.size(),
                    HostileInput.values().length, (System.nanoTime() - start) / 1e9, PARALLEL);
            checkPublished(HostileReport.tableSection(cells), HostileReport.details(cells), HostileTable.render(cells));
        }));
        return nodes.stream().onClose(pool::shutdownNow);
    }

    private static HostileResult get(Future<HostileResult> f) throws Exception {
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception ex ? ex : e;
        }
    }

    private static void checkPublished(String section, String details, String table) throws Exception {
        Files.createDirectories(WORK);
        Files.writeString(WORK.resolve("input-safety-section.md"), section, StandardCharsets.UTF_8);
        Files.writeString(WORK.resolve("hostile-input.md"), details, StandardCharsets.UTF_8);
        Files.writeString(WORK.resolve(TABLE.getFileName().toString()), table, StandardCharsets.UTF_8);
        String page = Files.readString(SAFETY, StandardCharsets.UTF_8);
        if (Boolean.getBoolean("serbench.hostile.write")) {
            Files.writeString(SAFETY, HostileReport.replaceSection(page, section), StandardCharsets.UTF_8);
            Files.createDirectories(DETAILS.getParent());
            Files.writeString(DETAILS, details, StandardCharsets.UTF_8);
            Files.writeString(TABLE, table, StandardCharsets.UTF_8);
            return;
        }
        String how = " differs from this run (written to " + WORK + "); if the change is expected, regenerate with: "
                + HostileReport.REGENERATE;
        String current = HostileReport.currentSection(page);
        if (current == null) {
            fail(HostileReport.SAFETY_PATH + " has no hostile-input section between " + HostileReport.BEGIN + " and " + HostileReport.END);
        }
        assertSame(HostileReport.SAFETY_PATH + "'s hostile-input table", current, section, how);
        assertSame(HostileReport.DETAILS_PATH, Files.exists(DETAILS) ? Files.readString(DETAILS, StandardCharsets.UTF_8) : "",
                details, how);
        assertSame(HostileTable.PATH, Files.exists(TABLE) ? Files.readString(TABLE, StandardCharsets.UTF_8) : "", table, how);
    }

    /** Fails with the first differing line, so the message says what changed. */
    private static void assertSame(String what, String published, String generated, String how) {
        if (published.equals(generated)) {
            return;
        }
        String[] a = published.split("\n", -1);
        String[] b = generated.split("\n", -1);
        int i = 0;
        while (i < a.length && i < b.length && a[i].equals(b[i])) {
            i++;
        }
        fail(what + how + "\n  line " + (i + 1) + " published: " + (i < a.length ? a[i] : "(end)")
                + "\n  line " + (i + 1) + " this run:  " + (i < b.length ? b[i] : "(end)"));
    }
}

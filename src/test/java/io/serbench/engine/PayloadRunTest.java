package io.serbench.engine;

import io.serbench.bench.LibraryParams;
import io.serbench.bench.PayloadBench;
import io.serbench.payload.RuntimeBinding;
import io.serbench.report.Report;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shipped example payload (src/example, compiled into target/example-classes, which the
 * tests have on their class path) through the real -Pbench driver at smoke settings: checks in
 * their own JVMs, JMH forks that get the payload through system properties, sizes and the
 * summary with the verification table. And every bad input as one line, exit 2, nothing created.
 */
class PayloadRunTest {
    private static final String ORDER = "com.example.shop.Order";
    private static final String SAMPLES = "src/example/samples/orders.jsonl";

    @TempDir
    Path results;

    record Outcome(int code, String out, String err) {
    }

    private Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] all = Stream.concat(Stream.of("--results=" + results), Arrays.stream(args)).toArray(String[]::new);
        int code = BenchRun.run(new PrintWriter(out), new PrintWriter(err), all);
        return new Outcome(code, out.toString(), err.toString());
    }

    @Test
    void paramsListEveryLibraryThatBindsClasses() throws Exception {
        assertEquals(RuntimeBinding.ids(), LibraryParams.of(PayloadBench.class));
        assertEquals(PayloadBench.class.getSimpleName(), BenchPlan.PAYLOAD_CLASS);
    }

    @Test
    void theMatrixDoesNotPlanThePayloadAndThePayloadPlansOnlyItself() {
        assertTrue(BenchPlan.cells(".*").stream().noneMatch(c -> c.benchmark().contains(BenchPlan.PAYLOAD_CLASS)));
        List<Cell> cells = BenchPlan.cells(PayloadRun.INCLUDE, List.of("kryo"), java.util.Map.of());
        assertEquals(2, cells.size());
        assertTrue(cells.stream().allMatch(c -> c.libraries().equals(List.of("jackson", "kryo"))), cells.toString());
    }

    @Test
    void exampleRunsEndToEndWithTheFailureTable() throws Exception {
        Outcome o = run("--payload=" + ORDER, "--payload-samples=" + SAMPLES, "--libraries=kryo,gson,protostuff",
                "--preset=quick", "--args=-wi 1 -w 100ms -i 2 -r 100ms");
        assertEquals(0, o.code(), o.out() + o.err());
        Path dir;
        try (Stream<Path> s = Files.list(results)) {
            dir = s.filter(Files::isDirectory).findFirst().orElseThrow();
        }
        assertTrue(dir.getFileName().toString().endsWith("-payload-Order"), "run folder named after the payload: " + dir);
        String summary = Files.readString(dir.resolve("SUMMARY.md"));
        assertTrue(summary.contains("## Your payload: `" + ORDER + "`"), summary);
        assertFalse(summary.contains("fields=1"), "a payload has one size: " + summary);
        assertFalse(summary.contains("2017 vs now") || summary.contains("2011 vs now"), "matrix-only sections: " + summary);
        assertTrue(summary.contains("| kryo | registered | none | exact: timed |"), summary);
        String csv = Files.readString(dir.resolve("results.csv"));
        assertTrue(csv.lines().anyMatch(l -> l.startsWith("kryo,") || l.contains(",kryo,")), csv);
        String sizes = Files.readString(dir.resolve("sizes.csv"));
        assertTrue(sizes.lines().anyMatch(l -> l.startsWith("kryo," + Report.PAYLOAD_SCENARIO + ",")), sizes);
        assertTrue(sizes.lines().anyMatch(l -> l.startsWith("jackson," + Report.PAYLOAD_SCENARIO + ",")), sizes);
    }

    /** The documented java form: the process itself exits 2 with one line on stderr. */
    @Test
    void theJavaFormExitsTwoWithOneLine() throws Exception {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), BenchRun.class.getName(), "--results=" + results,
                "--payload=" + ORDER, "--payload-samples=" + SAMPLES, "--payload-classpath=no/such/classes.jar")
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(2, p.waitFor(), err);
        assertEquals(List.of("serbench: bench.payload.classpath: class-path entry not found: no/such/classes.jar"),
                err.lines().filter(l -> !l.startsWith("WARNING")).toList());
    }

    @Test
    void badInputIsOneLineBeforeAnyFork() throws Exception {
        Path empty = results.resolve("empty.jsonl");
        Files.writeString(empty, "");
        Path wrong = results.resolve("wrong.jsonl");
        Files.writeString(wrong, "{\"id\": \"not a number\"}\n");
        String[][] cases = {
                {"--payload=com.acme.Missing", "--payload-samples=" + SAMPLES},
                {"--payload=" + ORDER, "--payload-samples=" + empty},
                {"--payload=" + ORDER, "--payload-samples=" + wrong},
                {"--payload=" + ORDER, "--payload-samples=" + SAMPLES, "--libraries=protobuf"},
                {"--payload=" + ORDER},
                {"--payload=" + ORDER, "--payload-samples=" + SAMPLES, "--payload-classpath=no/such/classes"},
                {"--payload=" + ORDER, "--payload-samples=" + SAMPLES, "--payload-classpath=" + results},
        };
        String[] expected = {"is not on the class path", "holds no instance", "does not parse into", "cannot bind", "needs bench.payload.samples",
                "class-path entry not found: no/such/classes", "is not on this JVM's class path"};
        for (int i = 0; i < cases.length; i++) {
            Outcome o = run(cases[i]);
            assertEquals(2, o.code(), Arrays.toString(cases[i]) + ": " + o.err());
            assertEquals(1, o.err().lines().count(), o.err());
            assertTrue(o.err().contains(expected[i]), o.err());
        }
        try (Stream<Path> s = Files.list(results)) {
            assertTrue(s.noneMatch(Files::isDirectory), "no run folder for bad input");
        }
    }
}

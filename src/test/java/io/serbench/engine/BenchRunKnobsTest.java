package io.serbench.engine;

import io.serbench.codec.SupportMatrix;
import io.serbench.runfolder.JvmFlags;
import io.serbench.bench.sweep.SkipSizeSweep;
import io.serbench.bench.RunSettings;
import io.serbench.bench.IntBench;
import io.serbench.bench.DoubleListBench;
import io.serbench.bench.BenchFixture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.options.Options;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad knobs: one clear line on stderr, exit code 2, no folder created, earlier results untouched,
 * no fork run.
 */
class BenchRunKnobsTest {
    @TempDir
    Path results;
    private Path earlier;

    @BeforeEach
    void anEarlierRun() throws IOException {
        earlier = Files.createDirectories(results.resolve("2020-01-01-jdk17-host"));
        Files.writeString(earlier.resolve("round-1.json"), "[]");
    }

    private void refused(String expected, String... knobs) throws IOException {
        FakeForks fake = new FakeForks();
        boolean include = Stream.of(knobs).anyMatch(k -> k.startsWith("--include="));
        String[] args = Stream.concat(Stream.of("--results=" + results, include ? "--no-report" : "--include=IntBench.decode",
                "--no-report"), Stream.of(knobs)).distinct().toArray(String[]::new);
        FakeForks.Outcome o = fake.benchRun(args);
        assertEquals(2, o.code(), o.out() + o.err());
        String err = o.err().strip();
        assertEquals(1, err.lines().count(), "one line: " + err);
        assertTrue(err.startsWith("serbench: ") && err.contains(expected), err);
        assertTrue(fake.calls.isEmpty(), "no fork ran");
        try (Stream<Path> s = Files.list(results)) {
            assertEquals(List.of(earlier), s.toList(), "no folder created");
        }
        assertEquals("[]", Files.readString(earlier.resolve("round-1.json")));
    }

    @Test
    void badShard() throws IOException {
        refused("bench.shard: '3/2' is not k/n", "--shard=3/2");
        refused("bench.shard: 'two' is not k/n", "--shard=two");
        refused("bench.shard: '0/4' is not k/n", "--shard=0/4");
        refused("has no cells", "--shard=7/9", "--args=-p fields=1");
    }

    @Test
    void unknownLibrary() throws IOException {
        refused("bench.libraries: unknown library 'protobuff'", "--libraries=protobuf,protobuff");
        refused("-p library: unknown library 'nope'", "--args=-p library=nope");
    }

    @Test
    void badBudgetAndTarget() throws IOException {
        refused("bench.budget: 'soon' is not a duration", "--budget=soon");
        refused("bench.budget: '0m' is no time at all", "--budget=0m");
        refused("bench.target: 'tight' is not a positive percentage", "--budget=1h", "--target=tight");
        refused("bench.target needs bench.budget", "--target=10%");
    }

    @Test
    void badArgs() throws IOException {
        refused("unterminated ' quote", "--args=-jvmArgsAppend '-Dx=1");
        refused("benchmark names go in -Dbench.include", "--args=IntBench");
        refused("bench.args: -p digits is not a knob of the selected benchmarks; their knobs are fields", "--args=-p digits=8");
        refused("bench.args: -p fields=7: the selected benchmarks declare fields 1, 5, 10", "--args=-p fields=7");
        refused("bench.args:", "--args=-wi many");
    }

    @Test
    void otherBadKnobs() throws IOException {
        refused("bench.preset: unknown preset 'fast'", "--preset=fast");
        refused("bench.rounds: '-1'", "--rounds=-1");
        refused("bench.seed: 'abc' is not an integer", "--seed=abc");
        refused("bench.include: '(' is not a regex", "--include=(");
        refused("nothing to run", "--include=NoSuchBench");
        refused("nothing to run", "--include=Sweep", "--libraries=noop");
        refused("sweeps run only when bench.include names them", "--include=StringLength");
        refused("bench.jvm: /no/such/java is not an executable file", "--jvm=/no/such/java");
        refused("disagree", "--jvm=/no/such/java", "--args=-jvm /other/java");
        refused("bench.resume: " + results.resolve("nope") + " is not a folder", "--resume=" + results.resolve("nope"));
        refused("has no run.json", "--resume=" + earlier);
    }

    @Test
    void durationsAndPercentages() throws Exception {
        assertEquals(7200L, Knobs.budget("2h"));
        assertEquals(5400L, Knobs.budget("90m"));
        assertEquals(5400L, Knobs.budget("1h30m"));
        assertEquals(45L, Knobs.budget("45s"));
        assertEquals(null, Knobs.budget(""));
        assertEquals(10.0, Knobs.target("10%"));
        assertEquals(2.5, Knobs.target("2.5"));
        assertEquals(List.of(2, 4), List.of(Knobs.shard("2/4")[0], Knobs.shard(" 2 / 4 ")[1]));
    }

    @Test
    void jvmVersionFromItsOwnSettings() throws Exception {
        String settings = "Property settings:\n    java.specification.version = 21\n    java.vendor = Eclipse Adoptium\n"
                + "    java.version = 21.0.4\n    java.vm.name = OpenJDK 64-Bit Server VM\n";
        JvmInfo info = JvmInfo.parse("/x/java", settings);
        assertEquals(21, info.feature());
        assertEquals("21.0.4", info.version());
        assertEquals("Eclipse Adoptium", info.vendor());
        assertEquals(8, JvmInfo.parse("/x/java", "java.specification.version = 1.8\n").feature());
        assertThrows(BadKnob.class, () -> JvmInfo.parse("/x/java", "nothing"));
        // the driver's own java answers like any other
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        assertEquals(Runtime.version().feature(), JvmInfo.probe(java.toString()).feature());
    }

    @Test
    void userJmhOptionsOverrideThePresetAndKeepTheForkFlags() throws Exception {
        // the quoted group reaches JMH as one value (JMH then splits a -jvmArgsAppend line on spaces itself)
        Options user = Knobs.jmhOptions(ArgSplitter.split(
                "-wi 7 -r 250ms -f 2 -jvmArgsAppend '-Dserbench.x=1 -Dserbench.y=2' -o '/tmp/a b/jmh.txt'"));
        assertEquals("/tmp/a b/jmh.txt", user.getOutput().get());
        RunJson.Jmh j = NewRun.jmhSettings(user, RunSettings.Preset.DEFAULT);
        assertEquals(7, j.warmupIterations);
        assertEquals(RunSettings.Preset.DEFAULT.warmupMillis, j.warmupMillis);
        assertEquals(250, j.measurementMillis);
        assertEquals(2, j.forks);
        assertEquals(JvmFlags.COMMON, j.jvmArgs.subList(0, JvmFlags.COMMON.size()));
        assertEquals(List.of("-Dserbench.x=1", "-Dserbench.y=2"), j.jvmArgs.subList(JvmFlags.COMMON.size(), j.jvmArgs.size()));
        JmhForkRunner runner = new JmhForkRunner(user, j, null, null);
        Options fork = runner.options(new Cell("io.serbench.bench.IntBench.decode", Map.of("fields", "10"), List.of("jackson")), "jackson", 2);
        assertEquals(14, fork.getWarmupIterations().get(), "a steady-state re-run doubles warmup");
        assertEquals(List.of("10"), List.copyOf(fork.getParameter("fields").get()));
        Options digits = runner.options(new Cell("io.serbench.bench.DoubleListBench.decode",
                Map.of("fields", "5", "digits", "8", "element", "double"), List.of("jackson")), "protobuf", 1);
        for (Map.Entry<String, String> p : Map.of("fields", "5", "digits", "8", "element", "double", "library", "protobuf").entrySet()) {
            assertEquals(List.of(p.getValue()), List.copyOf(digits.getParameter(p.getKey()).get()), "every knob is a -p: " + p);
        }
        Options sweep = runner.options(new Cell("io.serbench.bench.SkipSizeSweep.decode", Map.of("bytes", "1024"), List.of("jackson")), "jackson", 1);
        assertEquals(List.of("1024"), List.copyOf(sweep.getParameter("bytes").get()));
        assertEquals(List.of(BenchPlan.exact("io.serbench.bench.SkipSizeSweep.decode")), sweep.getIncludes());
        assertTrue(fork.getJvmArgsAppend().get().containsAll(JvmFlags.COMMON),
                "a user -jvmArgsAppend does not drop the flags every fork gets: " + fork.getJvmArgsAppend().get());
        assertTrue(fork.getJvmArgsAppend().get().containsAll(List.of("-Dserbench.x=1", "-Dserbench.y=2")), "nor the user's");
        assertEquals(List.of(), List.copyOf(fork.getJvmArgs().get()), "a fork does not inherit the driver's own JVM arguments");
        assertEquals(digits.getJvmArgsAppend().get().size(), j.jvmArgs.size() + SupportMatrix.library("protobuf").jvmOptionsFor(Runtime.version().feature()).size(),
                "a protobuf fork gets the run's flags and protobuf's own options, nothing else: " + digits.getJvmArgsAppend().get());
    }

    @Test
    void aFailedForkIsOneReadableLine() {
        String console = "# Fork: 1 of 1\n<failure>\n\njava.lang.IllegalStateException: kryo · int fields=1: round trip of input 3 differs\n"
                + "\tat io.serbench.bench.BenchFixture.verify(BenchFixture.java:70)\n";
        assertEquals("java.lang.IllegalStateException: kryo · int fields=1: round trip of input 3 differs",
                JmhForkRunner.firstError(console, new RuntimeException("Benchmark caught the exception")));
        String dead = "# Fork: 1 of 1\nUnrecognized VM option 'NoSuchFlag'\n<forked VM failed with exit code 1>\n"
                + "<stdout last='20 lines'>\n</stdout>\n<stderr last='20 lines'>\nUnrecognized VM option 'NoSuchFlag'\n";
        assertEquals("forked VM failed with exit code 1: Unrecognized VM option 'NoSuchFlag'",
                JmhForkRunner.firstError(dead, new RuntimeException("x")));
    }
}

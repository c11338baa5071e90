package io.serbench.bench.probe;

import io.serbench.bench.BenchFixture;
import io.serbench.bench.RoundTripBench;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import io.serbench.runfolder.JvmFlags;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.util.Collections;
import java.util.List;

/**
 * The suite's media benchmark on the one MediaContent Apache Fory's Java benchmarks time
 * ({@link Dataset#foryBenchmarkMedia}), beside the same benchmark on the suite's 64 media inputs,
 * for rows A1–A8 (fory, protostuff, hessian and java-builtin, each ÷ kryo) of
 * docs/EXTERNAL-FIGURES.md. Only the values differ: the settings, the timed methods and the
 * fixture (built and verified as the suite's: every slot round-tripped against its canonical
 * value before anything is timed) are {@code MediaBench}'s; {@code input=fory-instance} fills
 * all 64 slots of the pool with that one value. Their other differences (reused buffers instead
 * of a {@code byte[]}, Kryo's {@code readClassAndObject}) are left out on purpose. A probe, not
 * a scenario: the engine never plans it; read its results as ratios between libraries at one
 * {@code input} and direction, then compare a ratio across the two inputs (average time, ns/op).
 *
 * <p>How to run: {@code java -jar target/benchmarks.jar ForyInstanceProbe -rf json -rff fory-instance.json}
 */
// 2 forks, as ExternalSetupsProbe and the fidelity A/B; warmup and measurement are the suite's
@Fork(value = 2, jvmArgsAppend = {JvmFlags.HEAP_MIN, JvmFlags.HEAP_MAX, JvmFlags.GC,
        JvmFlags.PRE_TOUCH, JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC})
public class ForyInstanceProbe extends RoundTripBench {
    static final Case MEDIA = new Case(Shape.MEDIA, 1);

    /** The ids of rows A1–A8: each is a ratio to kryo. */
    @Param({"fory", "kryo", "java-builtin", "protostuff", "hessian"})
    public String library;

    /** {@code suite-pool}: the suite's 64 media inputs; {@code fory-instance}: Fory's benchmark's one, in every slot. */
    @Param({"suite-pool", "fory-instance"})
    public String input;

    @Override
    protected BenchFixture fixture(BenchmarkParams params) {
        return prepare(library + " on " + input, library, pool(input));
    }

    static List<Object> pool(String input) {
        return switch (input) {
            case "suite-pool" -> Dataset.pool(MEDIA);
            case "fory-instance" -> Collections.nCopies(Dataset.POOL_SIZE, Dataset.foryBenchmarkMedia());
            default -> throw new IllegalArgumentException("input: suite-pool or fory-instance, got " + input);
        };
    }

    /** The suite's fixture on {@code pool}; a failed verification names the setup ({@code name}). */
    static BenchFixture prepare(String name, String libraryId, List<Object> pool) {
        try {
            return BenchFixture.prepare(libraryId, MEDIA, pool);
        } catch (RuntimeException e) {
            throw new IllegalStateException(name + ": " + e.getMessage(), e);
        }
    }
}

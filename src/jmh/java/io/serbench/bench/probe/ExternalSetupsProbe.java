package io.serbench.bench.probe;

import com.google.gson.Gson;
import io.serbench.bench.BenchFixture;
import io.serbench.codec.Codec;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Case;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import io.serbench.runfolder.JvmFlags;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.io.ByteArrayInputStream;
import java.io.ObjectInputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Media encoded or decoded the way another project's benchmark calls a library, beside the
 * suite's own call, for the open rows of docs/EXTERNAL-FIGURES.md. Each setup is one library and
 * direction on the suite's 64 verified media inputs; a variant changes only the call named:
 * <ul>
 *   <li>{@code gson-string/encode}: {@code new Gson().toJson(value).getBytes(UTF_8)}, the call of
 *       fastjson2's and Apache Fory's JSON benchmarks (row F6), beside {@code gson/encode};</li>
 *   <li>{@code java-builtin-nofilter/decode}: a new {@code ObjectInputStream} per decode, as the
 *       suite's, without the allow-list {@code ObjectInputFilter} (row A8; Apache Fory's and
 *       fastjson2's benchmarks install none), beside {@code java-builtin/decode};</li>
 *   <li>{@code jackson}, {@code jackson-plain} and {@code kryo}: the suite's own calls, the
 *       denominators of those rows, timed in the same file.</li>
 * </ul>
 * Every variant's output is checked against the suite's before anything is timed. A probe, not
 * a scenario: the engine never plans it (package {@code bench.probe}); read its results as ratios
 * of adjacent setups in one file (average time, ns/op).
 *
 * <p>How to run: {@code java -jar target/benchmarks.jar ExternalSetupsProbe -rf json -rff external-setups.json}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
// as the fidelity A/B (results/experiments/2026-11-25-jdk17-vm-fidelity-ab): 2 forks, 5 × 1 s
@Warmup(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Measurement(iterations = 5, time = 1, timeUnit = TimeUnit.SECONDS)
@Fork(value = 2, jvmArgsAppend = {JvmFlags.HEAP_MIN, JvmFlags.HEAP_MAX, JvmFlags.GC,
        JvmFlags.PRE_TOUCH, JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC})
public class ExternalSetupsProbe {

    /** library id or variant, then the direction. */
    @Param({"jackson/encode", "jackson-plain/encode", "gson/encode", "gson-string/encode",
            "jackson/decode", "kryo/decode", "java-builtin/decode", "java-builtin-nofilter/decode"})
    public String setup;

    /** One timed call on the next input. */
    @FunctionalInterface
    interface Op {
        Object run(int i) throws Exception;
    }

    private Op op;
    private int index;

    @Setup
    public void setUp() throws Exception {
        String[] p = setup.split("/");
        String variant = p[0];
        boolean encode = p[1].equals("encode");
        String id = switch (variant) {
            case "gson-string" -> "gson";
            case "java-builtin-nofilter" -> "java-builtin";
            default -> variant;
        };
        BenchFixture f = BenchFixture.prepare(id, new Case(Shape.MEDIA, 1));
        Codec codec = f.codec;
        Object[] in = encode ? f.inputs : f.payloads;
        op = switch (variant) {
            case "gson-string" -> gsonString(in);
            case "java-builtin-nofilter" -> i -> new ObjectInputStream(new ByteArrayInputStream((byte[]) in[i])).readObject();
            default -> encode ? i -> codec.encode(in[i]) : i -> codec.decodeTimed(in[i]);
        };
        double tolerance = SupportMatrix.library(id).tolerance();
        for (int i = 0; i < in.length; i++) {
            Object suite = codec.toModel(encode ? codec.decode(codec.encode(in[i])) : codec.decodeTimed(in[i]));
            Object mine = codec.toModel(encode ? codec.decode((byte[]) op.run(i)) : op.run(i));
            String diff = Models.diff(suite, mine, tolerance);
            if (diff != null) {
                throw new IllegalStateException(setup + ": input " + i + " differs from the suite's call: " + diff);
            }
        }
    }

    private static Op gsonString(Object[] in) {
        Gson gson = new Gson(); // their benchmarks' instance; the suite's is the same default configuration
        return i -> gson.toJson(in[i]).getBytes(StandardCharsets.UTF_8);
    }

    @Benchmark
    public Object op() throws Exception {
        return op.run(index++ & BenchFixture.MASK);
    }

    /** For tests: the setup's call on input {@code i}, outside any timing. */
    Object once(int i) throws Exception {
        return op.run(i);
    }
}

package io.serbench.bench.probe;

import io.serbench.runfolder.JvmFlags;
import io.serbench.bench.StringBench;
import io.serbench.bench.RunSettings;
import io.serbench.bench.DoubleBench;
import io.serbench.bench.BenchFixture;
import com.google.protobuf.Message;
import io.serbench.codec.Codec;
import io.serbench.codec.protobuf.Memo;
import io.serbench.codec.protobuf.ProtobufCodec;
import io.serbench.model.Case;
import io.serbench.model.Shape;
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

import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/**
 * Where protobuf's encode time goes. The suite's timed encode (docs/METHODOLOGY.md, "Fairness":
 * every memoized size forgotten, then {@code toByteArray()}) is two phases, and this probe times
 * each on its own, on the suite's own verified inputs:
 * <ul>
 *   <li>{@link #encode}: both, exactly what {@code StringBench.encode} / {@code DoubleBench.encode}
 *       time for {@code protobuf};</li>
 *   <li>{@link #size}: the size computation alone ({@code getSerializedSize()} of a message whose
 *       memo was forgotten), which for a string field counts its UTF-8 bytes;</li>
 *   <li>{@link #write}: the writing alone ({@code toByteArray()} with the size already memoized).</li>
 * </ul>
 * It was written to locate a JDK 17 → 25 change (README, "JDK 17 → 25"): run it on both JDKs and
 * compare phase by phase. It is a probe, not a scenario: the engine never plans it
 * (it lives in package {@code bench.probe}, which the planner skips), and its numbers are absolute times of one library, not
 * speedups.
 *
 * <p>How to run: {@code java -jar target/benchmarks.jar ProtobufEncodePhasesProbe -jvm PATH/TO/java -rf json -rff probe.json}
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
// longer than a preset's: a probe is run a few times by hand, on two JDKs, and read in absolute time
@Warmup(iterations = 5, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 3, jvmArgsAppend = {JvmFlags.HEAP_MIN, JvmFlags.HEAP_MAX, JvmFlags.GC,
        JvmFlags.PRE_TOUCH, JvmFlags.ADD_OPENS, JvmFlags.ADD_OPENS_MISC})
public class ProtobufEncodePhasesProbe {

    /** The scenario's shape: strings (slower on JDK 25) and doubles (faster), for contrast. */
    @Param({"string", "double"})
    public String shape;

    @Param({"1", "5", "10"})
    public int fields;

    private Codec codec;
    private ProtobufCodec.Input[] inputs;
    private int index;

    @Setup
    public void setUp() throws Exception {
        // doubles at full precision, as the suite's cells without a digits knob
        Case c = new Case(Shape.of(shape, null), fields).withDigits(Shape.FULL_DIGITS);
        BenchFixture f = BenchFixture.prepare("protobuf", c);
        codec = f.codec;
        inputs = Arrays.stream(f.inputs).map(ProtobufCodec.Input.class::cast).toArray(ProtobufCodec.Input[]::new);
        // the phases must add up to the suite's encode: the same bytes, the same size
        for (ProtobufCodec.Input in : inputs) {
            byte[] whole = codec.encode(in);
            forget(in);
            int size = in.root().getSerializedSize();
            if (size != whole.length || !Arrays.equals(whole, in.root().toByteArray())) {
                throw new IllegalStateException("protobuf · " + c + ": the phases do not give the suite's encode");
            }
        }
    }

    private static void forget(ProtobufCodec.Input in) {
        for (Message m : in.messages()) {
            Memo.forget(m);
        }
    }

    private ProtobufCodec.Input next() {
        return inputs[index++ & BenchFixture.MASK];
    }

    /** Both phases: the suite's timed encode. */
    @Benchmark
    public Object encode() throws Exception {
        return codec.encodeTimed(next());
    }

    /** The size computation alone: what the memo would have saved. */
    @Benchmark
    public int size() {
        ProtobufCodec.Input in = next();
        forget(in);
        return in.root().getSerializedSize();
    }

    /** The writing alone: the size is memoized from setup (or the last call), so nothing recounts it. */
    @Benchmark
    public byte[] write() {
        return next().root().toByteArray();
    }
}

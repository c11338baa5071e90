package io.serbench.bench.probe;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import io.serbench.bench.BenchFixture;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

import java.nio.charset.StandardCharsets;

/**
 * Gson's encode call, decided over every encode cell: the suite's call beside the two calls that
 * go through a String, on the suite's 64 verified inputs of each cell. The A/B it ran
 * (results/experiments/2026-11-28-jdk17-vm-gson-encode-ab) timed the codec's earlier call,
 * {@code TypeAdapter.toJson(Writer, value)} into a reused {@code BufferedWriter} →
 * {@code OutputStreamWriter} over a sink; {@code adapter-string} won in every cell, and the codec
 * adopted that call. Since then {@code suite} and {@code adapter-string} make the same call (an
 * A/A pair: their ratio shows the file's noise), and {@code gson-string} is read against both.
 * <ul>
 *   <li>{@code suite}: the gson codec's {@code encode}, as the benchmarks time it (now the
 *       adapter's {@code toJson(value)} and its UTF-8 bytes);</li>
 *   <li>{@code adapter-string}: the looked-up {@code TypeAdapter}'s {@code toJson(value)}
 *       (a String; nulls written, as the suite's) and its UTF-8 bytes, the A/B's winner;</li>
 *   <li>{@code gson-string}: {@code gson.toJson(value).getBytes(UTF_8)}, Gson's plain call, as
 *       fastjson2's and Apache Fory's benchmarks time it (absent fields left out, Gson's default;
 *       the adapter is looked up in Gson's cache on every call).</li>
 * </ul>
 * Every call's bytes are decoded by the suite's gson codec and checked against the canonical
 * value before anything is timed; a difference fails the setup with the call's name. A probe:
 * the engine never plans it; read it as ratios of adjacent calls in one file (ns/op).
 *
 * <p>How to run: {@code java -jar target/benchmarks.jar GsonEncodeProbe -p fields=1,10 -rf json -rff gson-encode.json}
 */
public class GsonEncodeProbe extends SideBySideProbe {
    /** Every encode cell of the matrix at one size: a shape, and the digits of its doubles where it has them. */
    @Param({"int", "double-8", "double-17", "object", "string", "list-int", "list-double-8", "list-double-17",
            "list-object", "media"})
    public String cell;

    /** Fields per object (media has one size and ignores it). */
    @Param("10")
    public int fields;

    @Param({"suite", "adapter-string", "gson-string"})
    public String call;

    private ExternalSetupsProbe.Op op;
    private int index;

    /** The case a cell name stands for. */
    static Case caseOf(String cell, int fields) {
        int dash = cell.lastIndexOf('-');
        boolean withDigits = dash > 0 && Character.isDigit(cell.charAt(dash + 1));
        String name = withDigits ? cell.substring(0, dash) : cell;
        int digits = withDigits ? Integer.parseInt(cell.substring(dash + 1)) : Shape.FULL_DIGITS;
        Shape shape = switch (name) {
            case "int" -> Shape.INT;
            case "double" -> Shape.DOUBLE;
            case "object" -> Shape.OBJECT;
            case "string" -> Shape.STRING;
            case "list-int" -> Shape.LIST_INT;
            case "list-double" -> Shape.LIST_DOUBLE;
            case "list-object" -> Shape.LIST_OBJECT;
            case "media" -> Shape.MEDIA;
            default -> throw new IllegalArgumentException("unknown cell '" + cell + "'");
        };
        return new Case(shape, shape == Shape.MEDIA ? 1 : fields).withDigits(digits);
    }

    @Setup
    public void setUp() throws Exception {
        Case c = caseOf(cell, fields);
        BenchFixture f = BenchFixture.prepare("gson", c);
        Object[] in = f.inputs;
        Gson gson = new Gson(); // the suite's codec uses the same default configuration
        @SuppressWarnings("unchecked")
        TypeAdapter<Object> adapter = (TypeAdapter<Object>) gson.getAdapter(c.writerClass());
        op = switch (call) {
            case "suite" -> i -> f.codec.encode(in[i]);
            case "adapter-string" -> i -> adapter.toJson(in[i]).getBytes(StandardCharsets.UTF_8);
            case "gson-string" -> i -> gson.toJson(in[i]).getBytes(StandardCharsets.UTF_8);
            default -> throw new IllegalArgumentException("unknown call '" + call + "'");
        };
        ExternalSetupsProbe.verify("gson " + call + " · " + c, c, f.codec, true, op, Dataset.pool(c),
                SupportMatrix.library("gson").tolerance());
    }

    @Benchmark
    public Object op() throws Exception {
        return op.run(index++ & BenchFixture.MASK);
    }

    /** For tests: the call on input {@code i}, outside any timing. */
    Object once(int i) throws Exception {
        return op.run(i);
    }
}

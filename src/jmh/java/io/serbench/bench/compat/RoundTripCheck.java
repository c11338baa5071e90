package io.serbench.bench.compat;

import io.serbench.bench.BenchFixture;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Case;
import io.serbench.model.Shape;

/**
 * The child JVM of the JDK compatibility table ({@code engine.JdkCompatibility}): builds and
 * verifies the fixture of every shape one library runs (at its largest size and full digits), as a fork's setup does (every input
 * round-tripped and compared), then calls the timed encode and decode a thousand times each, so
 * that a path a library takes only once its code is hot is taken too. Prints one line that
 * starts with {@link #OK} or {@link #FAILED} and exits 0 or 1; what the JVM printed besides (its
 * warnings) is the parent's to read.
 */
public final class RoundTripCheck {
    public static final String OK = "serbench-roundtrip-ok";
    public static final String FAILED = "serbench-roundtrip-failed";
    /** Timed calls per fixture and direction: enough for the JIT's first tier to compile the codec's calls. */
    static final int CALLS = 1_000;

    private RoundTripCheck() {
    }

    public static void main(String[] args) {
        if (args.length != 1) {
            System.out.println(FAILED + " usage: RoundTripCheck LIBRARY_ID");
            System.exit(2);
        }
        String id = args[0];
        int cases = 0;
        try {
            Library library = SupportMatrix.library(id);
            for (Case c : Case.all()) {
                // the largest size and full digits of each shape: every code path, a third of the time
                if (!library.supports(c.shape()) || c.fields() != c.shape().fields.get(c.shape().fields.size() - 1)
                        || c.digits() != Shape.FULL_DIGITS) {
                    continue;
                }
                BenchFixture f = BenchFixture.prepare(id, c);
                for (int i = 0; i < CALLS; i++) {
                    int k = i & BenchFixture.MASK;
                    f.codec.encodeTimed(f.inputs[k]);
                    f.codec.decodeTimed(f.payloads[k]);
                }
                cases++;
            }
        } catch (Throwable t) {
            System.out.println(FAILED + " " + id + ": " + describe(t));
            System.out.flush();
            System.exit(1);
        }
        System.out.println(OK + " " + id + " cases=" + cases);
        System.out.flush();
        System.exit(0);
    }

    /** The exception chain in one line, innermost last: type and message of each. */
    static String describe(Throwable t) {
        StringBuilder sb = new StringBuilder();
        int depth = 0;
        for (Throwable x = t; x != null && depth < 6; x = x.getCause() == x ? null : x.getCause(), depth++) {
            if (sb.length() > 0) {
                sb.append(" <- ");
            }
            String msg = x.getMessage() == null ? "" : ": " + x.getMessage().replaceAll("\\s+", " ");
            if (msg.length() > 240) {
                msg = msg.substring(0, 240) + "…";
            }
            sb.append(x.getClass().getName()).append(msg);
        }
        return sb.toString();
    }
}

package io.serbench.payload;

import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;

import java.util.List;
import java.util.Set;

/**
 * The check every library passes before it is timed on a payload, and what fills the
 * type-support matrix: bind the class, encode and decode every sample (and, where the benchmark
 * decodes bytes written by Jackson, those too), and compare each result with its original
 * through {@link TreeDiff}. The first difference or exception is the verdict.
 */
public final class RoundTrip {
    /** Longest exception text a verdict quotes. */
    private static final int QUOTE = 300;

    private RoundTrip() {
    }

    /**
     * @param jacksonBytes per sample, the bytes the library's timed decode reads instead of its
     *                     own (standard-JSON libraries read Jackson's), or null to check only its own
     */
    public static RoundTripOutcome check(ClassBinder binder, BoundClass type, List<?> samples, Set<String> settings,
                                List<byte[]> jacksonBytes) {
        Codec codec;
        try {
            codec = binder.bind(type, settings);
        } catch (Exception | LinkageError e) {
            return new RoundTripOutcome(RoundTripOutcome.Kind.THROWS, "binding " + type.root().getSimpleName() + ": " + firstLine(e), settings);
        }
        for (int i = 0; i < samples.size(); i++) {
            Object sample = samples.get(i);
            String step = "encoding sample " + i;
            try {
                byte[] bytes = codec.encode(sample);
                step = "decoding sample " + i;
                String diff = diff(sample, codec.decode(bytes));
                if (diff == null && jacksonBytes != null) {
                    step = "decoding Jackson's bytes of sample " + i;
                    diff = diff(sample, codec.decode(jacksonBytes.get(i)));
                    if (diff != null) {
                        diff = "decoding Jackson's bytes, " + diff;
                    }
                }
                if (diff != null) {
                    return new RoundTripOutcome(RoundTripOutcome.Kind.CHANGED, "sample " + i + ", " + diff, settings);
                }
            } catch (Uncomparable e) {
                return new RoundTripOutcome(RoundTripOutcome.Kind.CHANGED, "sample " + i + ", the decoded value cannot be read field by field: "
                        + firstLine(e.getCause()), settings);
            } catch (Exception | LinkageError | StackOverflowError e) {
                return new RoundTripOutcome(RoundTripOutcome.Kind.THROWS, step + ": " + firstLine(e), settings);
            }
        }
        return new RoundTripOutcome(RoundTripOutcome.Kind.EXACT, null, settings);
    }

    private static String diff(Object expected, Object got) throws Uncomparable {
        TreeDiff.Difference d;
        try {
            d = TreeDiff.first(expected, got);
        } catch (RuntimeException e) {
            throw new Uncomparable(e);
        }
        return d == null ? null : d.toString();
    }

    /** A decoded value that is not what its class declares (e.g. a proxy for an interface-typed field). */
    private static final class Uncomparable extends Exception {
        Uncomparable(RuntimeException cause) {
            super(cause);
        }
    }

    /**
     * The exception's class and the first line of its message, and the same of its root cause
     * when that is another exception (wrappers such as BSON's "an exception occurred when
     * encoding" say what failed only there), shortened.
     */
    static String firstLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String line = line(e);
        if (root != e && !line.contains(String.valueOf(root.getMessage()))) {
            line += " ← " + line(root);
        }
        return line.length() <= QUOTE ? line : line.substring(0, QUOTE - 1) + "…";
    }

    private static String line(Throwable e) {
        String text = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        int nl = text.indexOf('\n');
        return (nl < 0 ? text : text.substring(0, nl)).strip();
    }
}

package io.serbench.payload;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The check every library passes before it is timed on a payload, and what fills the
 * type-support matrix: bind the class, encode and decode every sample (and, where the benchmark
 * decodes bytes written by Jackson, those too), and compare each result with its original
 * through {@link TreeDiff}. The first difference or exception is the verdict; an exception on
 * Jackson's bytes alone is {@link RoundTripOutcome.Kind#UNREADABLE}, not a change of data.
 */
public final class RoundTrip {
    /** Longest exception text a verdict quotes. */
    private static final int QUOTE = 300;
    /** How DSL-JSON's parse errors say where they failed: a byte offset into the input. */
    private static final Pattern POSITION = Pattern.compile("at position:? (\\d+)");

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
            byte[] bytes = null;
            try {
                bytes = codec.encode(sample);
                step = "decoding sample " + i;
                String diff = diff(sample, codec.decode(bytes));
                if (diff == null && jacksonBytes != null) {
                    Object fromJackson;
                    try {
                        fromJackson = codec.decode(jacksonBytes.get(i));
                    } catch (Exception | LinkageError | StackOverflowError e) {
                        return new RoundTripOutcome(RoundTripOutcome.Kind.UNREADABLE, "sample " + i + where(jacksonBytes.get(i), e) + ": "
                                + firstLine(e), settings);
                    }
                    diff = diff(sample, fromJackson);
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
                return new RoundTripOutcome(RoundTripOutcome.Kind.THROWS, step + (step.startsWith("decoding") ? where(bytes, e) : "") + ": "
                        + firstLine(e), settings);
            }
        }
        return new RoundTripOutcome(RoundTripOutcome.Kind.EXACT, null, settings);
    }

    /**
     * The field a JSON reader failed at, when its exception gives only a byte position (DSL-JSON's
     * "at position: N"): the JSON path of the last token that starts at or before it, read from
     * the same bytes with Jackson's parser, as {@code " at $.customer.name"}; else nothing.
     */
    static String where(byte[] json, Throwable e) {
        Long position = null;
        for (Throwable t = e; t != null && position == null; t = t.getCause() == t ? null : t.getCause()) {
            Matcher m = t.getMessage() == null ? null : POSITION.matcher(t.getMessage());
            if (m != null && m.find()) {
                position = Long.parseLong(m.group(1));
            }
        }
        if (position == null || json == null) {
            return "";
        }
        String path = null;
        try (JsonParser p = TreeDiff.READER.getFactory().createParser(json)) {
            while (p.nextToken() != null && p.currentTokenLocation().getByteOffset() <= position) {
                path = path(p.getParsingContext());
            }
        } catch (IOException | RuntimeException malformed) {
            // the bytes stop being JSON before the position: the last path read is the nearest
        }
        return path == null || path.equals("$") ? "" : " at " + path;
    }

    private static String path(JsonStreamContext c) {
        StringBuilder b = new StringBuilder();
        for (; c != null && !c.inRoot(); c = c.getParent()) {
            b.insert(0, c.inArray() ? "[" + Math.max(0, c.getCurrentIndex()) + "]"
                    : c.getCurrentName() == null ? "" : "." + c.getCurrentName());
        }
        return "$" + b;
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

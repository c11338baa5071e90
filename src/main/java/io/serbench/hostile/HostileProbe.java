package io.serbench.hostile;

import io.serbench.codec.Codec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Models;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The child-JVM side of the hostile suite: decodes one crafted input with one row's decoder
 * and prints one {@link HostileResult} line. {@link HostileRunner} starts it with a small heap, so an
 * OutOfMemoryError, a StackOverflowError, a hang or a crash stays in this JVM.
 *
 * <p>Usage: {@code HostileProbe ROW_ID INPUT_ID}. The codec is built and decodes one valid
 * value first (code generation and lazy setup happen then, as in a service that has been
 * running); a second codec checks the input's control ({@link #checkControl}); then the decode of
 * the hostile input runs on its own thread, with the JVM's default stack size, for at most
 * {@link #DECODE_LIMIT_MILLIS}.
 */
public final class HostileProbe {
    private HostileProbe() {
    }

    public static final long DECODE_LIMIT_MILLIS = 10_000;

    /** A default {@code Object.toString}'s "@" and identity hash, right after a class name. */
    private static final java.util.regex.Pattern IDENTITY_HASH = java.util.regex.Pattern.compile("(?<=[\\w$])@[0-9a-f]{1,8}\\b");

    /** Printed instead of a result when the probe could not set the decoder up: a bug of the suite. */
    public static final String SETUP_FAILED = "serbench-hostile-setup-failed";

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: HostileProbe ROW_ID INPUT_ID");
            System.exit(2);
        }
        HostileRows.Row row = HostileRows.row(args[0]);
        HostileInput input = HostileInput.ofId(args[1]);
        String line;
        try {
            line = probe(row, input).toLine();
        } catch (Exception | Error e) {
            // the suite's own failure (codec setup, the valid warm-up input), never the library's verdict
            line = SETUP_FAILED + "\t" + HostileResult.clean(e + (e.getCause() == null ? "" : " [cause: " + e.getCause() + "]"));
        }
        System.out.println(line);
        System.out.flush();
        // halt: a decoder still running (timeout) or a library's non-daemon thread must not keep the JVM up
        Runtime.getRuntime().halt(0);
    }

    static HostileResult probe(HostileRows.Row row, HostileInput input) throws Exception {
        return probe(row, input, DECODE_LIMIT_MILLIS);
    }

    /** {@link #probe(HostileRows.Row, HostileInput)} with another time limit (tests). */
    static HostileResult probe(HostileRows.Row row, HostileInput input, long limitMillis) throws Exception {
        Craft craft = row.craft(input);
        if (craft instanceof Craft.NotApplicable na) {
            return new HostileResult(Outcome.NOT_APPLICABLE, Outcome.NOT_APPLICABLE.word, null, na.reason(), -1);
        }
        Craft.Input crafted = (Craft.Input) craft;
        Case c = new Case(crafted.shape(), 1);
        Codec codec = row.codec(c);
        Object valid = Dataset.pool(c).get(0);
        codec.toModel(codec.decode(codec.encode(codec.toNative(valid))));
        // On a codec of its own, as configured: a hardening setting may reject a control by design
        // (duplicates), and the decoder under test should have seen nothing but the valid value.
        checkControl(row, input, row.library().codec(c));

        AtomicReference<HostileResult> result = new AtomicReference<>();
        Thread decoder = new Thread(() -> result.set(decode(codec, crafted)), "hostile-decode");
        decoder.setDaemon(true);
        decoder.start();
        decoder.join(limitMillis);
        if (decoder.isAlive()) {
            // where it was goes to the log only: it changes from run to run, the table must not
            System.err.println("still decoding, in " + where(decoder));
            return new HostileResult(Outcome.TIMEOUT, Outcome.TIMEOUT.word, null,
                    "still decoding after " + limitMillis + " ms", limitMillis);
        }
        HostileResult cell = result.get();
        return cell != null ? cell : new HostileResult(Outcome.ERROR, Outcome.ERROR.word, null,
                "the decode thread died before it could report (see the probe's log)", -1);
    }

    /**
     * The control (the same bytes with the hostile parameter turned down) must decode to what
     * the crafter says, or the crafted bytes are wrong and the cell would measure a mistake.
     */
    static void checkControl(HostileRows.Row row, HostileInput input, Codec codec) throws Exception {
        Craft.Input control = (Craft.Input) row.control(input);
        if (control.control() == null) {
            return;
        }
        Object decoded = codec.decode(control.bytes());
        String got = render(decoded == null ? null : codec.toModel(decoded));
        if (!got.equals(control.control())) {
            throw new IllegalStateException(row.id() + " · " + input.id() + ": the control input decoded as " + got
                    + ", expected " + control.control() + ": the crafted bytes do not match the format");
        }
    }

    private static HostileResult decode(Codec codec, Craft.Input crafted) {
        long start = System.nanoTime();
        Object decoded;
        try {
            decoded = codec.decode(crafted.bytes());
        } catch (Throwable e) {
            return thrown(e, millisSince(start));
        }
        long millis = millisSince(start);
        Object model;
        try {
            model = decoded == null ? null : codec.toModel(decoded);
        } catch (Exception e) {
            // the value is too odd for the canonical model (e.g. a missing required part): show the library's own
            return new HostileResult(Outcome.ACCEPTED, Outcome.ACCEPTED.word, null, "returned " + String.valueOf(decoded), millis);
        }
        return new HostileResult(Outcome.ACCEPTED, crafted.judge().word(model), null, "returned " + render(model), millis);
    }

    /**
     * A throwable as a cell. An OutOfMemoryError or StackOverflowError counts as such even when
     * the library wrapped it in an exception of its own: it happened, and a service sharing the
     * heap or the thread would have felt it.
     */
    private static HostileResult thrown(Throwable e, long millis) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String wrapped = t == e ? "" : " (wrapped in " + e.getClass().getName() + ")";
            if (t instanceof StackOverflowError) {
                return new HostileResult(Outcome.STACK_OVERFLOW, Outcome.STACK_OVERFLOW.word, t.getClass().getName(),
                        "recursing through " + recursion(t) + wrapped, millis);
            }
            if (t instanceof OutOfMemoryError) {
                return new HostileResult(Outcome.OUT_OF_MEMORY, Outcome.OUT_OF_MEMORY.word, t.getClass().getName(),
                        t.getMessage() + ", in " + top(t) + wrapped, millis);
            }
        }
        if (e instanceof Error) {
            return new HostileResult(Outcome.ERROR, Outcome.ERROR.word, e.getClass().getName(), firstLine(e), millis);
        }
        return new HostileResult(Outcome.REJECTED, Outcome.REJECTED.word, e.getClass().getName(), firstLine(e), millis);
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /**
     * The exception's first message line, and its root cause's type when it wraps one. An
     * object's identity hash in the message ({@code Type@1b6d3586}, from a default
     * {@code toString}) becomes {@code Type@(hash)}: it changes from run to run, the table must not.
     */
    static String firstLine(Throwable e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        String line = IDENTITY_HASH.matcher(nl < 0 ? m : m.substring(0, nl)).replaceAll("@(hash)");
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root == e ? line : line + " [cause: " + root.getClass().getName() + "]";
    }

    /** The innermost frame of the library's code: where a recursion or an allocation happened. */
    private static String top(Throwable e) {
        return innermost(e.getStackTrace());
    }

    /** The innermost frame that is not the JDK's, or the innermost one. */
    private static String innermost(StackTraceElement[] st) {
        for (StackTraceElement f : st) {
            if (!f.getClassName().startsWith("java.")) {
                return f.getClassName() + "." + f.getMethodName();
            }
        }
        return st.length == 0 ? "?" : st[0].getClassName() + "." + st[0].getMethodName();
    }

    /**
     * A method of the cycle a StackOverflowError's trace repeats: of the library frames seen
     * several times, the first by name. (The innermost frame depends on where the stack
     * happened to run out, so it is not shown.)
     */
    private static String recursion(Throwable e) {
        Map<String, Integer> counts = new TreeMap<>();
        for (StackTraceElement f : e.getStackTrace()) {
            if (!f.getClassName().startsWith("java.")) {
                counts.merge(f.getClassName() + "." + f.getMethodName(), 1, Integer::sum);
            }
        }
        for (Map.Entry<String, Integer> c : counts.entrySet()) {
            if (c.getValue() >= 3) {
                return c.getKey();
            }
        }
        return top(e);
    }

    private static String where(Thread t) {
        return innermost(t.getStackTrace());
    }

    /** A canonical value as {@code Type{field=value, ...}}; strings quoted, long arrays cut. */
    static String render(Object v) {
        if (v == null) {
            return "null";
        }
        if (v instanceof String s) {
            StringBuilder b = new StringBuilder("\"");
            for (char ch : s.toCharArray()) {
                b.append(ch < 0x20 ? String.format("\\u%04X", (int) ch) : String.valueOf(ch));
            }
            return b.append('"').toString();
        }
        if (v.getClass().isArray()) {
            StringBuilder b = new StringBuilder("[");
            int n = Array.getLength(v);
            for (int i = 0; i < Math.min(n, 8); i++) {
                b.append(i == 0 ? "" : ", ").append(render(Array.get(v, i)));
            }
            return b.append(n > 8 ? ", … (" + n + ")]" : "]").toString();
        }
        if (v instanceof List<?> l) {
            return render(l.toArray());
        }
        if (!Models.isModel(v.getClass())) {
            return v.toString();
        }
        StringBuilder b = new StringBuilder(v.getClass().getSimpleName()).append('{');
        List<Field> fields = Models.fields(v.getClass());
        for (int i = 0; i < fields.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(fields.get(i).getName()).append('=')
                    .append(render(Models.get(v, fields.get(i).getName())));
        }
        return b.append('}').toString();
    }
}

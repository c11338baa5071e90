package io.serbench.fuzz;

import io.serbench.codec.Codec;

import java.util.Map;
import java.util.TreeMap;

/**
 * Decodes one fuzzed input and classifies the outcome (docs/INPUT-SAFETY.md, "Fuzzed input").
 * The same code runs inside the fuzzer and in a replay, so a reproducer is judged by the rule
 * that found it.
 *
 * <p>The rule for accepted input: the decoded value, through the suite's conversions (the ones
 * the benchmarks' setup uses), is encoded by the library and decoded again; when the library's
 * own encoder or decoder throws on that, the input counts as {@link FuzzKind#NOT_REREADABLE}: the
 * library let through a value it cannot itself write and read back. A value the suite's
 * canonical model cannot hold (a conversion fails before the library is asked) counts as
 * accepted, as in the hostile table.
 */
public final class FuzzCheck {
    private FuzzCheck() {
    }

    /** An input of at most this many bytes... */
    public static final int HANG_MAX_BYTES = 4096;
    /** ...that decodes for longer than this is a hang. */
    public static final long HANG_MILLIS = 1000;

    /**
     * An outcome with the throwable behind it (null when none), which the fuzzer rethrows so that
     * its own de-duplication sees the library's stack.
     */
    public record Checked(FuzzResult result, Throwable cause) {
    }

    /**
     * Decodes {@code bytes} as the benchmark's timed decode does ({@link Codec#decodeTimed}) and
     * classifies it; {@code reRead}: whether an accepted value is encoded and decoded back (not for
     * a skip reader, whose value is not of the type its codec writes).
     */
    public static Checked check(String libraryId, Codec codec, byte[] bytes, boolean reRead) {
        long start = System.nanoTime();
        Object decoded;
        try {
            decoded = codec.decodeTimed(codec.prepareDecode(bytes));
        } catch (Throwable e) {
            return thrown(libraryId, e, millisSince(start), bytes.length);
        }
        long millis = millisSince(start);
        if (isHang(millis, bytes.length)) {
            return new Checked(new FuzzResult(FuzzKind.HANG, "-", "-", millis, "returned after " + millis + " ms"), null);
        }
        if (decoded == null || !reRead) {
            return new Checked(new FuzzResult(FuzzKind.ACCEPTED, "-", "-", millis, decoded == null ? "returned null" : "returned a value"), null);
        }
        byte[] again;
        try {
            again = codec.encode(codec.toNative(codec.toModel(decoded)));
        } catch (Throwable e) {
            if (isSuiteConversion(e)) {
                return new Checked(new FuzzResult(FuzzKind.ACCEPTED, "-", "-", millis,
                        "a value the canonical model cannot hold: " + e), null);
            }
            return notReReadable("encoding it back threw", e, millis);
        }
        try {
            codec.decodeTimed(codec.prepareDecode(again));
        } catch (Throwable e) {
            return notReReadable("decoding its re-encoding threw", e, millis);
        }
        return new Checked(new FuzzResult(FuzzKind.ACCEPTED, "-", "-", millis, "returned a re-readable value"), null);
    }

    static boolean isHang(long millis, int length) {
        return millis > HANG_MILLIS && length <= HANG_MAX_BYTES;
    }

    private static Checked notReReadable(String what, Throwable e, long millis) {
        return new Checked(new FuzzResult(FuzzKind.NOT_REREADABLE, e.getClass().getName(), top(e), millis,
                what + ": " + firstLine(e)), e);
    }

    /**
     * True when the throwable comes from the suite's conversion to or from the canonical model,
     * not from the library: from the innermost frame outward, only JDK and suite frames until a
     * suite {@code toModel}/{@code toNative} (a conversion's helper, such as protobuf's lookup of
     * a canonical enum constant by name, counts as the conversion), or an innermost frame in the
     * canonical model itself.
     */
    static boolean isSuiteConversion(Throwable e) {
        if (top(e).startsWith("io.serbench.model.")) {
            return true;
        }
        for (StackTraceElement f : e.getStackTrace()) {
            String c = f.getClassName();
            if (isJdk(c)) {
                continue;
            }
            if (!c.startsWith("io.serbench.")) {
                return false; // the library's code ran inside the conversion: the library threw
            }
            if (f.getMethodName().equals("toModel") || f.getMethodName().equals("toNative")) {
                return true;
            }
        }
        return false;
    }

    /** Like the hostile probe: OOM and stack overflow count as such even wrapped in an exception. */
    static Checked thrown(String libraryId, Throwable e, long millis, int length) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String wrapped = t == e ? "" : " (wrapped in " + e.getClass().getName() + ")";
            if (t instanceof StackOverflowError) {
                return new Checked(new FuzzResult(FuzzKind.STACK_OVERFLOW, t.getClass().getName(), recursion(t), millis,
                        "recursing" + wrapped), t);
            }
            if (t instanceof OutOfMemoryError) {
                return new Checked(new FuzzResult(FuzzKind.OUT_OF_MEMORY, t.getClass().getName(), top(t), millis,
                        t.getMessage() + wrapped), t);
            }
        }
        if (isHang(millis, length)) {
            return new Checked(new FuzzResult(FuzzKind.HANG, e.getClass().getName(), top(e), millis,
                    "threw after " + millis + " ms: " + firstLine(e)), null);
        }
        if (DocumentedExceptions.documents(libraryId, e)) {
            return new Checked(new FuzzResult(FuzzKind.REJECTED, e.getClass().getName(), top(e), millis, firstLine(e)), null);
        }
        FuzzKind kind = e instanceof Error ? FuzzKind.ERROR : FuzzKind.UNDECLARED;
        return new Checked(new FuzzResult(kind, e.getClass().getName(), top(e), millis, firstLine(e)), e);
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }

    static String firstLine(Throwable e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    /** The innermost frame outside the JDK, as {@code Class.method}: where a finding happened. */
    static String top(Throwable e) {
        StackTraceElement[] st = e.getStackTrace();
        for (StackTraceElement f : st) {
            if (!isJdk(f.getClassName())) {
                return f.getClassName() + "." + f.getMethodName();
            }
        }
        return st.length == 0 ? "-" : st[0].getClassName() + "." + st[0].getMethodName();
    }

    private static boolean isJdk(String className) {
        return className.startsWith("java.") || className.startsWith("jdk.") || className.startsWith("sun.");
    }

    /**
     * For a stack overflow: the first (by name) frame outside the JDK the trace repeats at least
     * three times, since the innermost frame is wherever the stack happened to run out.
     */
    private static String recursion(Throwable e) {
        Map<String, Integer> counts = new TreeMap<>();
        for (StackTraceElement f : e.getStackTrace()) {
            if (!isJdk(f.getClassName())) {
                counts.merge(f.getClassName() + "." + f.getMethodName(), 1, Integer::sum);
            }
        }
        return counts.entrySet().stream().filter(c -> c.getValue() >= 3).map(Map.Entry::getKey).findFirst().orElse(top(e));
    }
}

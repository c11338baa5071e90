package io.serbench.fuzz;

/**
 * The Jazzer fuzz target of every id: the campaign starts Jazzer with
 * {@code --target_class=io.serbench.fuzz.FuzzTarget} and the target id in the system property
 * {@value #TARGET_PROPERTY}. Jazzer counts any throwable that leaves
 * {@link #fuzzerTestOneInput} as a finding, so the target lets through exactly the findings of
 * {@link FuzzCheck}, rethrowing the library's own throwable (Jazzer de-duplicates by its stack).
 * A hang is Jazzer's and libFuzzer's to see (a slow or timed-out input); the replay judges it.
 */
public final class FuzzTarget {
    private FuzzTarget() {
    }

    public static final String TARGET_PROPERTY = "serbench.fuzz.target";

    private static FuzzTargets.Decoders decoders;

    /** Called once by Jazzer before the first input. */
    public static void fuzzerInitialize() throws Exception {
        String id = System.getProperty(TARGET_PROPERTY);
        if (id == null) {
            throw new IllegalStateException("set -D" + TARGET_PROPERTY + "=TARGET_ID");
        }
        decoders = FuzzTargets.Decoders.of(id);
    }

    /** Called by Jazzer for every input. */
    public static void fuzzerTestOneInput(byte[] input) throws Throwable {
        FuzzCheck.Checked c = decoders.check(input);
        if (!c.result().kind().isFinding() || c.cause() == null) {
            return;
        }
        if (c.result().kind() == FuzzKind.NOT_REREADABLE) {
            throw new NotReReadable(c.result().detail(), c.cause());
        }
        throw c.cause();
    }

    /** A decoded value the library could not write and read back; its stack is the failing call's. */
    static final class NotReReadable extends RuntimeException {
        NotReReadable(String message, Throwable cause) {
            super(message, cause);
            setStackTrace(cause.getStackTrace());
        }
    }
}

package io.serbench.fuzz;

import java.util.Locale;

/**
 * What a decoder did with one fuzzed input, classified as the hostile table classifies its
 * cells (docs/INPUT-SAFETY.md, "Fuzzed input"). Every kind but {@link #REJECTED} and
 * {@link #ACCEPTED} is a finding, kept as a reproducer.
 */
public enum FuzzKind {
    /** Threw an exception type the library documents for bad input: the safe answer. */
    REJECTED("rejected"),
    /** Returned a value that the library encodes and decodes again. */
    ACCEPTED("accepted"),
    /** Threw a runtime or checked exception type the library does not document for bad input. */
    UNDECLARED("undeclared exception"),
    /** Returned a value whose re-encoding the library itself cannot encode or decode back. */
    NOT_REREADABLE("accepted, not re-readable"),
    /** An Error other than out-of-memory and stack overflow. */
    ERROR("Error"),
    /** OutOfMemoryError in the capped heap. */
    OUT_OF_MEMORY("OOM"),
    /** StackOverflowError on the capped stack. */
    STACK_OVERFLOW("stack overflow"),
    /** An input of at most {@link FuzzCheck#HANG_MAX_BYTES} bytes that took more than {@link FuzzCheck#HANG_MILLIS} to decode. */
    HANG("hang"),
    /** The JVM died without reporting. */
    CRASH("crash");

    public final String word;

    FuzzKind(String word) {
        this.word = word;
    }

    public boolean isFinding() {
        return this != REJECTED && this != ACCEPTED;
    }

    /**
     * Kinds that take down a thread, a heap or a process: the ones that make a library
     * <i>unsafe</i>, as {@code Outcome.isFailure} does for the hand-crafted table.
     */
    public boolean isFailure() {
        return this == ERROR || this == OUT_OF_MEMORY || this == STACK_OVERFLOW || this == HANG || this == CRASH;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static FuzzKind ofId(String id) {
        return valueOf(id.toUpperCase(Locale.ROOT));
    }
}

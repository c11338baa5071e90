package io.serbench.hostile;

import java.util.Locale;

/**
 * What one decoder did with one hostile input: the kinds a cell of the table can hold. Every
 * cell's kind is one of these; the test fails on anything else.
 */
public enum Outcome {
    /** Threw an exception: the safe answer. */
    REJECTED("rejected"),
    /** Returned a value; the cell's word says what (which duplicate won, ...). */
    ACCEPTED("accepted"),
    /** OutOfMemoryError in the probe's small heap. */
    OUT_OF_MEMORY("OOM"),
    /** StackOverflowError. */
    STACK_OVERFLOW("stack overflow"),
    /** An Error other than the two above. */
    ERROR("Error"),
    /** Still decoding when the time limit ran out. */
    TIMEOUT("timeout"),
    /** The probe JVM died without reporting (a crash of the JVM or the library calling exit). */
    CRASH("crash"),
    /** The wire format cannot express the input; nothing was run. */
    NOT_APPLICABLE("n/a");

    /** The cell's word, unless an accepted value has a more specific one. */
    public final String word;

    Outcome(String word) {
        this.word = word;
    }

    /** Kinds a service must guard against: they take down a thread, a heap or a process. */
    public boolean isFailure() {
        return this == OUT_OF_MEMORY || this == STACK_OVERFLOW || this == ERROR || this == TIMEOUT || this == CRASH;
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}

package io.serbench.hostile;

import io.serbench.model.Models;

import java.util.Objects;

/**
 * Turns what a decoder returned for a hostile input (as a canonical value) into the one word
 * of the table. The details file always shows the value itself.
 */
@FunctionalInterface
public interface Judge {
    String word(Object returned);

    /** Nothing more to say than that it was accepted. */
    static Judge accepted() {
        return r -> r == null ? "null" : "accepted";
    }

    /** Nesting in a part the reader skips: it got through and read the rest. */
    static Judge skipped() {
        return r -> r == null ? "null" : "skipped";
    }

    /** Trailing garbage: the decoder returned a value, so it ignored what followed. */
    static Judge trailing() {
        return r -> r == null ? "null" : "ignored";
    }

    /** Empty input: null, or an object with every field at its default. */
    static Judge empty() {
        return r -> r == null ? "null" : "defaults";
    }

    /** Duplicates: which of the two values {@code field} holds. */
    static Judge duplicate(String field, Object first, Object second) {
        return r -> {
            if (r == null) {
                return "null";
            }
            Object v = Models.get(r, field);
            if (Objects.equals(v, second)) {
                return "last wins";
            }
            return Objects.equals(v, first) ? "first wins" : "accepted";
        };
    }

    /**
     * Invalid UTF-8 in {@code field}: "U+FFFD" when the bad bytes became replacement characters,
     * "garbled" when they became other characters.
     */
    static Judge invalidUtf8(String field) {
        return r -> {
            if (r == null) {
                return "null";
            }
            Object v = Models.get(r, field);
            if (v == null) {
                return "null";
            }
            return v.toString().indexOf('\uFFFD') >= 0 ? "U+FFFD" : "garbled";
        };
    }

    /** A double read from a huge number: "Infinity" when it overflowed. */
    static Judge number(String field) {
        return r -> {
            if (r == null) {
                return "null";
            }
            Object v = Models.get(r, field);
            return v instanceof Double d && d.isInfinite() ? "Infinity" : "accepted";
        };
    }
}

package io.serbench.codec;

import java.util.List;

/**
 * The exception types a library documents for input it cannot decode: a fuzzed input rejected
 * with one of them (or a subtype) is the safe answer; any other exception is a finding. Types are
 * named, not referenced, so a declaration needs none of them on its compile path;
 * {@code FuzzTargetsTest} checks that every one loads.
 *
 * @param types  fully qualified names of the documented exception types
 * @param source where the library documents them (the decode method's declared or documented
 *               exceptions, or the exception class it says it reports bad input with)
 */
public record BadInputExceptions(List<String> types, String source) {
    public BadInputExceptions {
        types = List.copyOf(types);
    }
}

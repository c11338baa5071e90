package io.serbench.fuzz;

import io.serbench.hostile.HostileTable;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How the two input-safety tables make the <i>unsafe</i> mark (docs/INPUT-SAFETY.md, "How the
 * two tables combine"): a library as the suite configures it is unsafe when an input of either
 * table took down a thread, the heap or the process: an out-of-memory, a stack overflow, an
 * Error, a hang or timeout, or a crash, on a hand-crafted input or on an input the fuzzer made.
 * An undeclared exception type or a value that does not read back is shown, not marked: it is
 * still an exception or a value, which a caller can handle. A library neither table tested is
 * "not tested", never shown safe.
 */
public final class SafetyRule {
    private SafetyRule() {
    }

    /** What took the library down, one phrase each: the hand-crafted inputs first, then the fuzzer's kinds. */
    public static List<String> failures(String library, HostileTable hostile, FuzzTable fuzz) {
        List<String> out = new ArrayList<>();
        hostile.failures(library).forEach(e -> out.add(e.input().label + ": " + e.word()));
        Set<String> kinds = new LinkedHashSet<>();
        // a hang that never threw has no type ("-" in the findings): the kind alone says it
        fuzz.failures(library).forEach(f -> kinds.add("fuzzed: " + f.kind().word
                + (f.type() == null || f.type().isBlank() || f.type().equals("-") ? "" : " (" + simple(f.type()) + ")")));
        out.addAll(kinds);
        return out;
    }

    /** True when either table tested the library as configured. */
    public static boolean tested(String library, HostileTable hostile, FuzzTable fuzz) {
        return hostile.tested(library) || fuzz.fuzzed(library);
    }

    private static String simple(String type) {
        int dot = type.lastIndexOf('.');
        return dot < 0 ? type : type.substring(dot + 1);
    }
}

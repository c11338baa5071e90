package io.serbench.codec;

import io.serbench.model.Case;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;

import java.util.ArrayList;
import java.util.List;

/** For per-codec buffer tests: the cases a library runs, in the matrix and in the sweeps. */
public final class SweepCases {
    private SweepCases() {
    }

    /** Every case of every sweep, sizes ascending. */
    public static List<Case> sweeps() {
        List<Case> out = new ArrayList<>();
        for (Sweep sweep : Sweep.values()) {
            for (int size : sweep.sizes) {
                out.add(sweep.caseAt(size));
            }
        }
        return out;
    }

    /** The matrix's cases of the shapes {@code libraryId} supports (every fields value, default knobs), then every sweep case of those shapes. */
    public static List<Case> matrixAndSweeps(String libraryId) {
        Library library = SupportMatrix.library(libraryId);
        List<Case> out = new ArrayList<>();
        for (Shape s : Shape.values()) {
            if (library.supports(s)) {
                for (int fields : s.fields) {
                    out.add(new Case(s, fields));
                }
            }
        }
        for (Case c : sweeps()) {
            if (library.supports(c.shape())) {
                out.add(c);
            }
        }
        return out;
    }

    /** True for the matrix's own cases (the shape's default length), false for a sweep's longer or shorter ones. */
    public static boolean inMatrix(Case c) {
        return c.length() == c.shape().defaultLength();
    }
}

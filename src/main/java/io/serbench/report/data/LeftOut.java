package io.serbench.report.data;

import io.serbench.codec.Direction;

/**
 * Results of one library id a consensus leaves out of a run: every direction of the id (a
 * library version changed), or one (the suite revised that direction's call).
 *
 * @param library   the library id
 * @param direction the one direction left out, or null for every one
 */
public record LeftOut(String library, Direction direction) {

    /** Every result of {@code library}. */
    public static LeftOut all(String library) {
        return new LeftOut(library, null);
    }

    /** True when {@code m} is one of the results left out. */
    public boolean covers(Measurement m) {
        return m.library().equals(library) && (direction == null || direction.method.equals(m.row().direction()));
    }
}

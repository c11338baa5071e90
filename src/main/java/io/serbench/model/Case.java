package io.serbench.model;

import java.util.ArrayList;
import java.util.List;

/** One cell of the matrix before a library is chosen: a shape at a size. */
public record Case(Shape shape, int fields) {
    public Case {
        Shape.checkFields(fields);
    }

    /** Every shape at every size, in {@link Shape}'s order. */
    public static List<Case> all() {
        List<Case> out = new ArrayList<>();
        for (Shape s : Shape.values()) {
            for (int f : Shape.FIELDS) {
                out.add(new Case(s, f));
            }
        }
        return out;
    }

    public Class<?> writerClass() {
        return shape.writerClass(fields);
    }

    public Class<?> readerClass() {
        return shape.readerClass(fields);
    }

    /**
     * What a decoder must give back for a written value: the value itself, or for skip
     * only its {@code keep} field.
     */
    public Object expectedDecoded(Object written) {
        if (shape != Shape.SKIP) {
            return written;
        }
        SkipReader r = new SkipReader();
        r.keep = (String) Models.get(written, "keep");
        return r;
    }

    @Override
    public String toString() {
        return shape.label() + " · fields=" + fields;
    }
}

package io.serbench.model;

import java.util.ArrayList;
import java.util.List;

/**
 * One cell of the matrix before a library is chosen: a shape at a size, with the value knobs
 * the shape has (see docs/METHODOLOGY.md, "Scenarios").
 *
 * @param shape  the scenario (and list element)
 * @param fields fields of the root object ({@link Shape#fields}: 1, 5, 10; media only 1)
 * @param digits significant digits of every double ({@link Shape#DIGITS}; 17 where the shape has no doubles)
 * @param length the shape's length knob ({@link Shape#defaultLength}: string length, list length,
 *               names per skipped object; 0 where the shape has none); only the sweeps move it
 */
public record Case(Shape shape, int fields, int digits, int length) {
    /** Longest string a sweep may ask for: beyond it, some formats' 16-bit length prefixes end. */
    public static final int MAX_LENGTH = 65_536;

    public Case {
        shape.checkFields(fields);
        if (digits < 1 || digits > Shape.FULL_DIGITS || (!shape.hasDoubles() && digits != Shape.FULL_DIGITS)) {
            throw new IllegalArgumentException(shape.label() + ": digits must be " + (shape.hasDoubles()
                    ? "1 to " + Shape.FULL_DIGITS : Shape.FULL_DIGITS + " (it has no doubles)") + ", got " + digits);
        }
        if (shape.defaultLength() == 0 ? length != 0 : (length < 1 || length > MAX_LENGTH)) {
            throw new IllegalArgumentException(shape.label() + ": length must be " + (shape.defaultLength() == 0
                    ? "0 (it has no length knob)" : "1 to " + MAX_LENGTH) + ", got " + length);
        }
    }

    /** The shape at a size, every other knob at its default (full-precision doubles). */
    public Case(Shape shape, int fields) {
        this(shape, fields, Shape.FULL_DIGITS, shape.defaultLength());
    }

    /** The same case with doubles of {@code d} significant digits. */
    public Case withDigits(int d) {
        return new Case(shape, fields, d, length);
    }

    /** The same case with the shape's length knob at {@code n}. */
    public Case withLength(int n) {
        return new Case(shape, fields, digits, n);
    }

    /** Every shape at every size and digits value of the matrix, in {@link Shape}'s order. */
    public static List<Case> all() {
        List<Case> out = new ArrayList<>();
        for (Shape s : Shape.values()) {
            for (int f : s.fields) {
                for (int d : s.digits()) {
                    out.add(new Case(s, f).withDigits(d));
                }
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

    /** E.g. {@code int · fields=10}, {@code double · fields=10 · digits=8}, {@code media}, {@code string · fields=1 · length=8}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(shape.label());
        if (shape.fields.size() > 1) {
            b.append(" · fields=").append(fields);
        }
        if (shape.hasDoubles()) {
            b.append(" · digits=").append(digits);
        }
        if (length != shape.defaultLength()) {
            b.append(" · length=").append(length);
        }
        return b.toString();
    }
}

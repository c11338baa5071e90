package io.serbench.codec;

import io.serbench.model.Case;
import io.serbench.model.Shape;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * One row of the support matrix: a library id (the JMH {@code library} param), how to build
 * its codecs, and what it does not run, with the reason.
 *
 * @param id           JMH param value and column name in every report
 * @param versionKey   key in serbench-versions.properties (filtered from the pom)
 * @param format       wire format, which decides the conformance cross-checks
 * @param family       what kind of serializer it is, for grouping in reports (null: not declared)
 * @param tolerance    largest absolute error a round-tripped double may carry (0 = exact)
 * @param note         one line for reports: mode or caveat ("lossy: 6 decimals", ...)
 * @param unsupported  shapes it does not run, each with its reason
 * @param legacy       why the library counts as legacy (no longer developed, or superseded by its
 *                     authors' successor), or null: reports label its rows, so nobody picks it by accident
 * @param wire         its bytes on the wire, which pick its hostile inputs: implied by a text format,
 *                     declared ({@link #wire(Wire)}) for a binary one; null for none (the harness)
 */
public record Library(String id, String versionKey, Format format, Family family, double tolerance, String note,
                      CodecFactory factory, Map<Shape, String> unsupported, String legacy, Wire wire) {

    public Library {
        Map<Shape, String> copy = new EnumMap<>(Shape.class);
        copy.putAll(unsupported);
        unsupported = Collections.unmodifiableMap(copy);
    }

    /** A library without a declared family (tests' stand-ins); every matrix line declares one. */
    public static Library of(String id, String versionKey, Format format, String note, CodecFactory factory) {
        return of(id, versionKey, format, null, note, factory);
    }

    public static Library of(String id, String versionKey, Format format, Family family, String note, CodecFactory factory) {
        return new Library(id, versionKey, format, family, 0, note, factory, Map.of(), null, Wire.implied(format));
    }

    /** A copy that runs only the given shapes; the others are unsupported for {@code reason}. */
    public Library only(Set<Shape> shapes, String reason) {
        Map<Shape, String> u = new EnumMap<>(Shape.class);
        u.putAll(unsupported);
        for (Shape s : EnumSet.complementOf(EnumSet.copyOf(shapes))) {
            u.putIfAbsent(s, reason);
        }
        return new Library(id, versionKey, format, family, tolerance, note, factory, u, legacy, wire);
    }

    /** A copy that does not run {@code shape}, for {@code reason}. */
    public Library without(Shape shape, String reason) {
        Map<Shape, String> u = new EnumMap<>(Shape.class);
        u.putAll(unsupported);
        u.put(shape, reason);
        return new Library(id, versionKey, format, family, tolerance, note, factory, u, legacy, wire);
    }

    /** A copy whose doubles may round-trip with at most {@code tolerance} absolute error. */
    public Library lossy(double tolerance) {
        return new Library(id, versionKey, format, family, tolerance, note, factory, unsupported, legacy, wire);
    }

    /** A copy labelled legacy in every report, for {@code why}. */
    public Library legacy(String why) {
        return new Library(id, versionKey, format, family, tolerance, note, factory, unsupported, why, wire);
    }

    /** A copy whose bytes on the wire are {@code wire}: every binary format names its own. */
    public Library wire(Wire wire) {
        return new Library(id, versionKey, format, family, tolerance, note, factory, unsupported, legacy, wire);
    }

    public boolean isLegacy() {
        return legacy != null;
    }

    public boolean supports(Shape shape) {
        return !unsupported.containsKey(shape);
    }

    public boolean isLossy() {
        return tolerance > 0;
    }

    /**
     * True when the benchmark's decoder reads Jackson's bytes: every exact standard-JSON library
     * (same data for all) and the harness. A dialect, a binary format, or a lossy writer's
     * reader decodes its own producer's bytes (docs/METHODOLOGY.md, "Fairness").
     */
    public boolean decodesJacksonOutput() {
        return format == Format.NONE || (format.isStandardJson() && !isLossy());
    }

    /** Why this library does not run {@code shape}, or null when it does. */
    public String whyNot(Shape shape) {
        return unsupported.get(shape);
    }

    /** A codec for the case; fails with the library id and the reason when unsupported. */
    public Codec codec(Case c) {
        if (!supports(c.shape())) {
            throw new UnsupportedCaseException(id + " does not run " + c.shape().label() + ": " + whyNot(c.shape()));
        }
        try {
            return factory.create(c);
        } catch (Exception e) {
            throw new IllegalStateException(id + " · " + c + ": cannot build codec: " + e, e);
        }
    }

    @Override
    public String toString() {
        return id;
    }
}

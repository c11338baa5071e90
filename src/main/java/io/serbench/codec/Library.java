package io.serbench.codec;

import io.serbench.model.Case;
import io.serbench.model.Shape;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Everything the suite knows about one library id, declared once, in the library's codec package
 * ({@link #declare}), and listed in {@link SupportMatrix#LIBRARIES}. Every table derives from it:
 * the support matrix, the thread-safe setups, runtime binding and type support, the hostile rows,
 * the reporter's families and marks.
 *
 * @param id            JMH param value and column name in every report
 * @param versionKey    key in serbench-versions.properties (filtered from the pom); null: no library (raw, noop)
 * @param runtimeKeys   version keys of separately pinned artifacts its timed code also runs (jsoniter's
 *                      code generator): a run measured it at these versions too
 * @param revisionKeys  per direction, the key in serbench-versions.properties of the suite's revision
 *                      of that direction's timed call (gson's encode): a run's figures of that
 *                      direction alone predate a change of it
 * @param format        wire format, which decides the conformance cross-checks
 * @param family        what kind of serializer it is, for grouping in reports (null: not declared)
 * @param tolerance     largest absolute error a round-tripped double may carry (0 = exact)
 * @param note          one line for reports: mode or caveat ("lossy: 6 decimals", ...)
 * @param factory       builds the codec the benchmarks time, for one case
 * @param unsupported   shapes it does not run, each with its reason
 * @param legacy        why the library counts as legacy (no longer developed, or superseded by its
 *                      authors' successor), or null: reports label its rows, so nobody picks it by accident
 * @param wire          its bytes on the wire, which pick its hostile inputs: implied by a text format,
 *                      declared for a binary one; null for none (the harness)
 * @param threadSafety  how a service's threads share it (docs/SERVICE-CONDITIONS.md); null: not declared
 * @param runtimeBinder how it binds a class it has never seen, or why it cannot; null: not declared
 * @param hardening     its documented setting against hostile input, or null when the suite shows none
 * @param badInput      the exception types its documentation gives for bad input (the fuzzer's safe
 *                      answer); null: not declared
 * @param jvmOptions    the JVM options it needs to run at all, per JDK, each with its reason: a fork of
 *                      this library receives these and the common flags, nothing else
 */
public record Library(String id, String versionKey, List<String> runtimeKeys, Map<Direction, String> revisionKeys,
                      Format format, Family family, double tolerance, String note, CodecFactory factory,
                      Map<Shape, String> unsupported, String legacy, Wire wire, ThreadSafety threadSafety,
                      RuntimeBinder runtimeBinder, Hardening hardening, BadInputExceptions badInput,
                      List<JvmOption> jvmOptions) {

    public Library {
        jvmOptions = List.copyOf(jvmOptions);
        Map<Shape, String> copy = new EnumMap<>(Shape.class);
        copy.putAll(unsupported);
        unsupported = Collections.unmodifiableMap(copy);
        runtimeKeys = List.copyOf(runtimeKeys);
        Map<Direction, String> revisions = new EnumMap<>(Direction.class);
        revisions.putAll(revisionKeys);
        revisionKeys = Collections.unmodifiableMap(revisions);
    }

    /**
     * Every version key a run of this id was measured at: its own, then its runtime's. A figure
     * measured at other versions of any of them predates the codec this build times. A
     * revision of one direction ({@link #revisionKeys}) is not among them: it dates that direction only.
     */
    public List<String> versionKeys() {
        List<String> out = new ArrayList<>();
        if (versionKey != null) {
            out.add(versionKey);
        }
        out.addAll(runtimeKeys);
        return out;
    }

    /** The options a JVM of {@code jdk} (its feature release) needs to run this library, in declaration order. */
    public List<String> jvmOptionsFor(int jdk) {
        List<String> out = new ArrayList<>();
        for (JvmOption o : jvmOptions) {
            if (o.appliesTo(jdk) && !out.contains(o.option())) {
                out.add(o.option());
            }
        }
        return out;
    }

    /** Starts the declaration of {@code id}; see any codec package's declaration for a full one. */
    public static Builder declare(String id) {
        return new Builder(id);
    }

    /** A library without a declared family (tests' stand-ins); every declaration names one. */
    public static Library of(String id, String versionKey, Format format, String note, CodecFactory factory) {
        return of(id, versionKey, format, null, note, factory);
    }

    /** A bare stand-in for tests: no thread-safe setup, runtime binding or hardening. */
    public static Library of(String id, String versionKey, Format format, Family family, String note, CodecFactory factory) {
        return declare(id).version(versionKey).format(format).family(family).note(note).codec(factory).build();
    }

    /** A copy that runs only the given shapes; the others are unsupported for {@code reason}. */
    public Library only(Set<Shape> shapes, String reason) {
        return toBuilder().only(shapes, reason).build();
    }

    /** A copy that does not run {@code shape}, for {@code reason}. */
    public Library without(Shape shape, String reason) {
        return toBuilder().without(shape, reason).build();
    }

    /** A copy whose doubles may round-trip with at most {@code tolerance} absolute error. */
    public Library lossy(double tolerance) {
        return toBuilder().lossy(tolerance).build();
    }

    /** A copy labelled legacy in every report, for {@code why}. */
    public Library legacy(String why) {
        return toBuilder().legacy(why).build();
    }

    private Builder toBuilder() {
        Builder b = new Builder(id);
        b.versionKey = versionKey;
        b.runtimeKeys.addAll(runtimeKeys);
        b.revisionKeys.putAll(revisionKeys);
        b.format = format;
        b.family = family;
        b.tolerance = tolerance;
        b.note = note;
        b.factory = factory;
        b.unsupported.putAll(unsupported);
        b.legacy = legacy;
        b.wire = wire;
        b.threadSafety = threadSafety;
        b.runtimeBinder = runtimeBinder;
        b.hardening = hardening;
        b.badInput = badInput;
        b.jvmOptions.addAll(jvmOptions);
        return b;
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

    /** A codec of this library for {@code c} that any number of threads may call at once, as its declared setup shares it. */
    public Codec threadSafeCodec(Case c) {
        if (threadSafety == null) {
            throw new IllegalStateException("library '" + id + "' declares no thread-safe setup (.threadSafety(...) in its declaration)");
        }
        return threadSafety.codec(this, c);
    }

    /**
     * The decoders hostile input is thrown at, in the order the hostile table prints them: the
     * setup the benchmarks time, then, when declared, the same with the library's hardening
     * setting on. What the hostile probe and a fuzzer ask for an id.
     */
    public List<DecoderSetup> decoderSetups() {
        List<DecoderSetup> out = new ArrayList<>();
        out.add(new DecoderSetup(id, null, factory));
        if (hardening != null) {
            out.add(new DecoderSetup(id + "+" + hardening.suffix(), hardening.setting(), hardening.codec()));
        }
        return out;
    }

    @Override
    public String toString() {
        return id;
    }

    /**
     * A library's declaration, fact by fact. {@link #build} checks only what every library
     * needs to run at all (a format and a codec); what else is missing, {@code AddingALibraryTest}
     * names with the step of docs/ADDING-A-LIBRARY.md.
     */
    public static final class Builder {
        private final String id;
        private String versionKey;
        private final List<String> runtimeKeys = new ArrayList<>();
        private final Map<Direction, String> revisionKeys = new EnumMap<>(Direction.class);
        private Format format;
        private Family family;
        private double tolerance;
        private String note;
        private CodecFactory factory;
        private final Map<Shape, String> unsupported = new EnumMap<>(Shape.class);
        private String legacy;
        private Wire wire;
        private ThreadSafety threadSafety;
        private RuntimeBinder runtimeBinder;
        private Hardening hardening;
        private BadInputExceptions badInput;
        private final List<JvmOption> jvmOptions = new ArrayList<>();

        private Builder(String id) {
            this.id = id;
        }

        /** Its key in serbench-versions.properties; null for no library (raw, noop). */
        public Builder version(String key) {
            this.versionKey = key;
            return this;
        }

        /**
         * A separately pinned artifact its timed code runs, by its key in
         * serbench-versions.properties: a change of its version changes what a run measures.
         */
        public Builder runtimeVersion(String key) {
            this.runtimeKeys.add(key);
            return this;
        }

        /**
         * The suite's revision of one direction's timed call, by its key in
         * serbench-versions.properties (a plain number, moved when the suite changes that call):
         * a run that recorded another value, or none, predates that direction of the codec, and
         * the consensus leaves out its figures of that direction only.
         */
        public Builder codecRevision(Direction direction, String key) {
            if (revisionKeys.putIfAbsent(direction, key) != null) {
                throw new IllegalStateException("library '" + id + "' names two revisions of its " + direction);
            }
            return this;
        }

        public Builder format(Format format) {
            this.format = format;
            return this;
        }

        public Builder family(Family family) {
            this.family = family;
            return this;
        }

        /** One line for reports: mode or caveat. */
        public Builder note(String note) {
            this.note = note;
            return this;
        }

        /** The codec the benchmarks time (usually a constructor reference: loading it builds nothing). */
        public Builder codec(CodecFactory factory) {
            this.factory = factory;
            return this;
        }

        /** It does not run {@code shape}, for {@code reason}. */
        public Builder without(Shape shape, String reason) {
            unsupported.put(shape, reason);
            return this;
        }

        /** It runs only {@code shapes}; the others are unsupported for {@code reason}. */
        public Builder only(Set<Shape> shapes, String reason) {
            for (Shape s : EnumSet.complementOf(EnumSet.copyOf(shapes))) {
                unsupported.putIfAbsent(s, reason);
            }
            return this;
        }

        /** Its doubles may round-trip with at most {@code tolerance} absolute error. */
        public Builder lossy(double tolerance) {
            this.tolerance = tolerance;
            return this;
        }

        /** Labelled legacy in every report, for {@code why}. */
        public Builder legacy(String why) {
            this.legacy = why;
            return this;
        }

        /** Its bytes on the wire; a text format implies it, a binary format names its own. */
        public Builder wire(Wire wire) {
            this.wire = wire;
            return this;
        }

        /** How a service's threads share it, as its documentation allows. */
        public Builder threadSafety(ThreadSafety setup) {
            this.threadSafety = setup;
            return this;
        }

        /** It binds a class it has never seen with {@code binder}; {@code label} is what a payload's row adds (or null). */
        public Builder binder(Supplier<ClassBinder> binder, String label) {
            this.runtimeBinder = RuntimeBinder.of(binder, label);
            return this;
        }

        /** It binds no class at run time, for {@code why}. */
        public Builder noBinder(String why) {
            this.runtimeBinder = RuntimeBinder.none(why);
            return this;
        }

        /** Its documented setting against hostile input: {@code codec} builds its codec with it on. */
        public Builder hardening(String suffix, String setting, CodecFactory codec) {
            this.hardening = new Hardening(suffix, setting, codec);
            return this;
        }

        /** The exception types its documentation gives for input it cannot decode, and where it says so. */
        public Builder badInput(String source, String... types) {
            this.badInput = new BadInputExceptions(List.of(types), source);
            return this;
        }

        /** It needs {@code option} on every JDK the suite runs, because of {@code reason} (the class or call). */
        public Builder jvmOption(String option, String reason) {
            return jvmOption(JvmOption.OLDEST_JDK, Integer.MAX_VALUE, option, reason);
        }

        /** It needs {@code option} on JDK {@code fromJdk} and later, because of {@code reason}. */
        public Builder jvmOption(int fromJdk, String option, String reason) {
            return jvmOption(fromJdk, Integer.MAX_VALUE, option, reason);
        }

        /** It needs {@code option} on JDKs {@code fromJdk} to {@code toJdk}, because of {@code reason}. */
        public Builder jvmOption(int fromJdk, int toJdk, String option, String reason) {
            jvmOptions.add(new JvmOption(option, fromJdk, toJdk, reason));
            return this;
        }

        public Library build() {
            if (format == null || factory == null) {
                throw new IllegalStateException("library '" + id + "' declares no " + (format == null ? "format" : "codec"));
            }
            Wire w = wire != null ? wire : Wire.implied(format);
            return new Library(id, versionKey, runtimeKeys, revisionKeys, format, family, tolerance, note, factory, unsupported,
                    legacy, w, threadSafety, runtimeBinder, hardening, badInput, jvmOptions);
        }
    }
}

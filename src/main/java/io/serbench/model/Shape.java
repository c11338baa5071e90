package io.serbench.model;

import java.util.List;
import java.util.Locale;

/**
 * The one table of scenarios: each shape's id, list element, JMH class, label, report order
 * (the declaration order) and canonical classes per size. Everything that names a scenario
 * (benchmarks, tests, the sizes table, the reporter) reads it from here; see
 * {@code docs/METHODOLOGY.md}, "Scenarios". A list is one scenario with an {@code element}
 * knob, but each element type is its own shape, with its own JMH class, because libraries
 * support (and win or lose) them separately: a JMH class's {@code library} param then lists
 * exactly the libraries that run it, so the plain JMH CLI never asks for an unsupported pair.
 */
public enum Shape {
    INT("int", null, "IntBench", Ints1.class, Ints5.class, Ints10.class),
    DOUBLE("double", null, "DoubleBench", Doubles1.class, Doubles5.class, Doubles10.class),
    OBJECT("object", null, "ObjectBench", Strings1.class, Strings5.class, Strings10.class),
    LIST_INT("list", "int", "IntListBench", IntLists1.class, IntLists5.class, IntLists10.class),
    LIST_DOUBLE("list", "double", "DoubleListBench", DoubleLists1.class, DoubleLists5.class, DoubleLists10.class),
    LIST_OBJECT("list", "object", "ObjectListBench", ItemLists1.class, ItemLists5.class, ItemLists10.class),
    STRING("string", null, "StringBench", Strings1.class, Strings5.class, Strings10.class),
    SKIP("skip", null, "SkipBench", Skip1.class, Skip5.class, Skip10.class),
    /** jvm-serializers' MediaContent: one realistic object, no size knob (its one size is "fields=1"). */
    MEDIA("media", null, "MediaBench", MediaContent.class);

    /** The size knob of the extreme shapes: the number of fields of the root object. */
    public static final List<Integer> FIELDS = INT.fields;

    /**
     * The {@code digits} knob of the shapes that carry doubles: significant digits of every value.
     * 8 is the article's kind (31.415926), 17 full precision (any double).
     */
    public static final List<Integer> DIGITS = List.of(8, 17);
    public static final int FULL_DIGITS = 17;

    /** Package of the JMH classes named in {@link #benchmarkClass}. */
    public static final String BENCH_PACKAGE = "io.serbench.bench";

    /**
     * JMH classes of earlier versions and the scenario they ran, so published results still read
     * right: until the list scenario got one class per element, {@code ListBench} ran all three
     * (its results carry the element as a param, as the per-element classes' results do).
     */
    private static final java.util.Map<String, String> RETIRED_CLASSES = java.util.Map.of("ListBench", "list");

    /** Scenario id as used in reports and in the article's CSV. */
    public final String scenario;
    /** List element id, or null for the non-list scenarios. */
    public final String element;
    /** Simple name of the JMH class that runs this shape (one class per shape). */
    public final String benchmarkClass;
    /** The fields values this shape runs: {@link #FIELDS}, or just 1 for a shape of one fixed class. */
    public final List<Integer> fields;
    private final List<Class<?>> writerClasses;

    Shape(String scenario, String element, String benchmarkClass, Class<?>... writerClasses) {
        this.scenario = scenario;
        this.element = element;
        this.benchmarkClass = benchmarkClass;
        this.writerClasses = List.of(writerClasses);
        // the extreme shapes' fields values, spelled here because an enum constructor cannot read a static field
        this.fields = writerClasses.length == 1 ? List.of(1) : List.of(1, 5, 10);
    }

    /** True for the shapes whose values are doubles: they have the {@code digits} knob. */
    public boolean hasDoubles() {
        return this == DOUBLE || this == LIST_DOUBLE;
    }

    /** The digits values this shape runs: {@link #DIGITS} where it carries doubles, else only full precision. */
    public List<Integer> digits() {
        return hasDoubles() ? DIGITS : List.of(FULL_DIGITS);
    }

    /**
     * The default of the shape's length knob, or 0 for a shape without one: the string length
     * (string), the list length (list), the names in each skipped object (skip). Only the sweeps
     * change it.
     */
    public int defaultLength() {
        switch (this) {
            case STRING:
                return Dataset.LONG_STRING_LENGTH;
            case LIST_INT:
            case LIST_DOUBLE:
            case LIST_OBJECT:
                return Dataset.LIST_LENGTH;
            case SKIP:
                return Dataset.SKIP_NAMES;
            default:
                return 0;
        }
    }

    /** The shape for a scenario id and (for lists) an element id, as the JMH params spell them. */
    public static Shape of(String scenario, String element) {
        for (Shape s : values()) {
            if (s.scenario.equals(scenario) && (s.element == null || s.element.equals(element))) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scenario '" + scenario + "'"
                + (element == null ? "" : " with element '" + element + "'"));
    }

    /** The shape a JMH class runs, given its {@code element} param (null outside the list scenario). */
    public static Shape ofBenchmark(String simpleClassName, String element) {
        for (Shape s : values()) {
            if (s.benchmarkClass.equals(simpleClassName) && (s.element == null || s.element.equals(element))) {
                return s;
            }
        }
        throw new IllegalArgumentException("no shape is run by " + simpleClassName
                + (element == null ? "" : " with element '" + element + "'") + "; the table is Shape");
    }

    /** The scenario id a JMH class runs ({@code IntBench -> int}), or null for a class of no shape. */
    public static String scenarioOfBenchmark(String simpleClassName) {
        for (Shape s : values()) {
            if (s.benchmarkClass.equals(simpleClassName)) {
                return s.scenario;
            }
        }
        return RETIRED_CLASSES.get(simpleClassName);
    }

    /** Fully qualified name of the JMH class, as JMH's include regex and JSON spell it. */
    public String benchmarkClassName() {
        return BENCH_PACKAGE + "." + benchmarkClass;
    }

    /** Canonical class the writer encodes for this shape and size. */
    public Class<?> writerClass(int fields) {
        return writerClasses.get(this.fields.indexOf(checkFields(fields)));
    }

    /** Canonical class a decoder produces: the writer's class, except for skip. */
    public Class<?> readerClass(int fields) {
        return this == SKIP ? SkipReader.class : writerClass(fields);
    }

    /** Label used in test names, messages and reports, e.g. {@code list(int)}. */
    public String label() {
        return label(scenario, element);
    }

    /** The label of a scenario and element, also for rows of scenarios this build does not know. */
    public static String label(String scenario, String element) {
        return element == null ? scenario : scenario + "(" + element + ")";
    }

    /** The fields value itself, if this shape runs it. */
    public int checkFields(int fields) {
        if (!this.fields.contains(fields)) {
            throw new IllegalArgumentException(label() + ": fields must be one of " + this.fields + ", got " + fields);
        }
        return fields;
    }

    @Override
    public String toString() {
        return label().toLowerCase(Locale.ROOT);
    }
}

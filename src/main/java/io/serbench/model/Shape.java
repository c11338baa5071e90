package io.serbench.model;

import java.util.Locale;

/**
 * The data shapes of SPEC §3. A list is one scenario with an {@code element} knob, but each
 * element type is its own shape because libraries support (and win or lose) them separately.
 */
public enum Shape {
    INT("int", null, "Ints"),
    DOUBLE("double", null, "Doubles"),
    OBJECT("object", null, "Strings"),
    LIST_INT("list", "int", "IntLists"),
    LIST_DOUBLE("list", "double", "DoubleLists"),
    LIST_OBJECT("list", "object", "ItemLists"),
    STRING("string", null, "Strings"),
    SKIP("skip", null, "Skip");

    /** The size knob of every scenario: the number of fields of the root object. */
    public static final int[] FIELDS = {1, 5, 10};

    /** Scenario id as used in reports and in the article's CSV. */
    public final String scenario;
    /** List element id, or null for the non-list scenarios. */
    public final String element;
    private final String classPrefix;

    Shape(String scenario, String element, String classPrefix) {
        this.scenario = scenario;
        this.element = element;
        this.classPrefix = classPrefix;
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

    /** True when the shape carries doubles: the only shapes the double-format variants run. */
    public boolean hasDoubles() {
        return this == DOUBLE || this == LIST_DOUBLE;
    }

    /** Canonical class the writer encodes for this shape and size. */
    public Class<?> writerClass(int fields) {
        checkFields(fields);
        String name = Shape.class.getPackageName() + "." + classPrefix + fields;
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("missing model class " + name, e);
        }
    }

    /** Canonical class a decoder produces: the writer's class, except for skip. */
    public Class<?> readerClass(int fields) {
        return this == SKIP ? SkipReader.class : writerClass(fields);
    }

    /** Label used in test names and messages, e.g. {@code list(int)}. */
    public String label() {
        return element == null ? scenario : scenario + "(" + element + ")";
    }

    public static void checkFields(int fields) {
        if (fields != 1 && fields != 5 && fields != 10) {
            throw new IllegalArgumentException("fields must be 1, 5 or 10, got " + fields);
        }
    }

    @Override
    public String toString() {
        return label().toLowerCase(Locale.ROOT);
    }
}

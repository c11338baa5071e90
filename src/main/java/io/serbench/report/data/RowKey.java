package io.serbench.report.data;

import io.serbench.model.Shape;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * One row of the headline matrix: a benchmark cell before the library is chosen.
 *
 * @param scenario  scenario id derived from the JMH class (IntBench -> int)
 * @param element   list element id, or null outside the list scenario
 * @param fields    the size knob (1 for a scenario without one, such as media)
 * @param digits    significant digits of every double ({@link Shape#FULL_DIGITS} where the shape has
 *                  none, and for results of runs before the {@code digits} param existed: those ran
 *                  full-precision doubles)
 * @param direction encode or decode (the benchmark method name)
 */
public record RowKey(String scenario, String element, int fields, int digits, String direction) {

    private static final List<String> DIRECTION_ORDER = List.of("encode", "decode");

    /** The order of {@link Shape}'s table; scenarios this build does not know go last, alphabetically. */
    public static final Comparator<RowKey> ORDER = Comparator
            .comparing(RowKey::chart, ChartKey.ORDER)
            .thenComparingInt(RowKey::fields)
            .thenComparingInt(RowKey::digits)
            .thenComparing(k -> rank(DIRECTION_ORDER, k.direction)).thenComparing(RowKey::direction);

    /** A cell at full-precision doubles (every shape without doubles, and any run before the digits knob). */
    public RowKey(String scenario, String element, int fields, String direction) {
        this(scenario, element, fields, Shape.FULL_DIGITS, direction);
    }

    private static int rank(List<String> order, String value) {
        int i = value == null ? -1 : order.indexOf(value);
        return i < 0 ? order.size() : i;
    }

    /** Position of a scenario (and element) in {@link Shape}'s table, or after all of them. */
    private static int shapeRank(String scenario, String element) {
        Shape s = shape(scenario, element);
        return s == null ? Shape.values().length : s.ordinal();
    }

    /** The shape of a scenario and element, or null for one this build does not know. */
    static Shape shape(String scenario, String element) {
        for (Shape s : Shape.values()) {
            if (s.scenario.equals(scenario) && Objects.equals(s.element, element)) {
                return s;
            }
        }
        return null;
    }

    /** The chart a row belongs to: one per scenario, one per list element. */
    public ChartKey chart() {
        return new ChartKey(scenario, element);
    }

    /** Scenario label as the tables print it, e.g. {@code list(int)}. */
    public String label() {
        return chart().label();
    }

    /** True when the row's shape carries doubles (or, unknown to this build, names other digits than full). */
    public boolean showsDigits() {
        Shape s = shape(scenario, element);
        return s != null ? s.hasDoubles() : digits != Shape.FULL_DIGITS;
    }

    /** True when the shape has a size knob worth printing (media and a user's payload have one size: no fields). */
    public boolean showsFields() {
        Shape s = shape(scenario, element);
        return s == null ? !scenario.equals(JmhRun.PAYLOAD_SCENARIO) : s.fields.size() > 1;
    }

    /** The scenario column of the headline: the label, plus the digits where the shape has doubles. */
    public String scenarioLabel() {
        return label() + (showsDigits() ? " · digits=" + digits : "");
    }

    /** The fields column: the number, or empty for a shape of one size (media). */
    public String fieldsLabel() {
        return showsFields() ? Integer.toString(fields) : "";
    }

    /**
     * The cell without its direction, e.g. {@code int · fields=10}, {@code double · fields=10 · digits=8},
     * {@code media}.
     */
    public String cellLabel() {
        return label() + (showsFields() ? " · fields=" + fields : "") + (showsDigits() ? " · digits=" + digits : "");
    }

    /** One chart and one per-scenario table. */
    public record ChartKey(String scenario, String element) {
        public static final Comparator<ChartKey> ORDER = Comparator
                .comparingInt((ChartKey k) -> shapeRank(k.scenario, k.element)).thenComparing(ChartKey::scenario)
                .thenComparing(k -> k.element == null ? "" : k.element);

        public String label() {
            return Shape.label(scenario, element);
        }

        public String fileName() {
            return "chart-" + (element == null ? scenario : scenario + "-" + element) + ".svg";
        }
    }
}

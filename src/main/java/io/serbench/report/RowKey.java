package io.serbench.report;

import io.serbench.model.Shape;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * One row of the headline matrix: a benchmark cell before the library is chosen.
 *
 * @param scenario  scenario id derived from the JMH class (IntBench -> int)
 * @param element   list element id, or null outside the list scenario
 * @param fields    the size knob
 * @param direction encode or decode (the benchmark method name)
 */
public record RowKey(String scenario, String element, int fields, String direction) {

    private static final List<String> DIRECTION_ORDER = List.of("encode", "decode");

    /** The order of {@link Shape}'s table; scenarios this build does not know go last, alphabetically. */
    public static final Comparator<RowKey> ORDER = Comparator
            .comparing(RowKey::chart, ChartKey.ORDER)
            .thenComparingInt(RowKey::fields)
            .thenComparing(k -> rank(DIRECTION_ORDER, k.direction)).thenComparing(RowKey::direction);

    private static int rank(List<String> order, String value) {
        int i = value == null ? -1 : order.indexOf(value);
        return i < 0 ? order.size() : i;
    }

    /** Position of a scenario (and element) in {@link Shape}'s table, or after all of them. */
    private static int shapeRank(String scenario, String element) {
        for (Shape s : Shape.values()) {
            if (s.scenario.equals(scenario) && Objects.equals(s.element, element)) {
                return s.ordinal();
            }
        }
        return Shape.values().length;
    }

    /** The chart a row belongs to: one per scenario, one per list element. */
    public ChartKey chart() {
        return new ChartKey(scenario, element);
    }

    /** Scenario label as the tables print it, e.g. {@code list(int)}. */
    public String label() {
        return chart().label();
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

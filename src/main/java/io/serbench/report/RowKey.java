package io.serbench.report;

import java.util.Comparator;
import java.util.List;

/**
 * One row of the headline matrix: a benchmark cell before the library is chosen.
 *
 * @param scenario  scenario id derived from the JMH class (IntBench -> int)
 * @param element   list element id, or null outside the list scenario
 * @param fields    the size knob
 * @param direction encode or decode (the benchmark method name)
 */
public record RowKey(String scenario, String element, int fields, String direction) {

    /** SPEC §3 order; scenarios the reporter does not know go last, alphabetically. */
    private static final List<String> SCENARIO_ORDER = List.of("int", "double", "object", "list", "string", "skip");
    private static final List<String> ELEMENT_ORDER = List.of("int", "double", "object");
    private static final List<String> DIRECTION_ORDER = List.of("encode", "decode");

    public static final Comparator<RowKey> ORDER = Comparator
            .comparing((RowKey k) -> rank(SCENARIO_ORDER, k.scenario)).thenComparing(RowKey::scenario)
            .thenComparing(k -> rank(ELEMENT_ORDER, k.element)).thenComparing(k -> k.element == null ? "" : k.element)
            .thenComparingInt(RowKey::fields)
            .thenComparing(k -> rank(DIRECTION_ORDER, k.direction)).thenComparing(RowKey::direction);

    private static int rank(List<String> order, String value) {
        int i = value == null ? -1 : order.indexOf(value);
        return i < 0 ? order.size() : i;
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
                .comparing((ChartKey k) -> rank(SCENARIO_ORDER, k.scenario)).thenComparing(ChartKey::scenario)
                .thenComparing(k -> rank(ELEMENT_ORDER, k.element)).thenComparing(k -> k.element == null ? "" : k.element);

        public String label() {
            return element == null ? scenario : scenario + "(" + element + ")";
        }

        public String fileName() {
            return "chart-" + (element == null ? scenario : scenario + "-" + element) + ".svg";
        }
    }
}

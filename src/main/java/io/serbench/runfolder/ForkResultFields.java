package io.serbench.runfolder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Iterator;
import java.util.Map;

/**
 * What the suite reads from a JMH result in a round file beyond its score, and what the engine
 * adds to one: B/op from {@code -prof gc}, JMH's numbers (non-finite ones are strings), and the
 * mark of a mode fork (a fork a bimodal row got only to count its modes; see
 * {@code io.serbench.measure.AllocModes}).
 */
public final class ForkResultFields {
    /** The {@code -prof gc} metric of bytes allocated per op; JMH 1.37 names it without a prefix, older versions with "·". */
    public static final String ALLOC_NORM = "gc.alloc.rate.norm";

    /**
     * Marks a mode fork. A field JMH does not write, so results written before it existed read as
     * ordinary forks. A mode fork counts for its row's B/op modes only: it is neither the round's
     * counted result nor a re-measure.
     */
    public static final String MODE_FORK = "serbenchModeFork";

    private ForkResultFields() {
    }

    /** B/op of a result's {@code secondaryMetrics}; NaN without {@code -prof gc} or when the figure is no number. */
    public static double allocBytes(JsonNode secondaryMetrics) {
        if (secondaryMetrics == null || !secondaryMetrics.isObject()) {
            return Double.NaN;
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = secondaryMetrics.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String key = e.getKey().startsWith("·") ? e.getKey().substring(1) : e.getKey();
            if (key.equals(ALLOC_NORM)) {
                return number(e.getValue().get("score"));
            }
        }
        return Double.NaN;
    }

    /** A number as JMH writes it: a JSON number, or a string for a non-finite one ("NaN", "Infinity"); NaN when neither. */
    public static double number(JsonNode n) {
        if (n == null || n.isNull()) {
            return Double.NaN;
        }
        if (n.isNumber()) {
            return n.asDouble();
        }
        try {
            return Double.parseDouble(n.asText());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    public static void markModeFork(ObjectNode result) {
        result.put(MODE_FORK, true);
    }

    public static boolean isModeFork(JsonNode result) {
        return result.path(MODE_FORK).asBoolean(false);
    }
}

package io.serbench.payload;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import java.util.Iterator;
import java.util.Map;

/**
 * The comparison of a decoded value with its original, so user classes need no {@code equals}:
 * both are turned into Jackson trees field by field (every instance field, whatever its
 * visibility and whether or not it has accessors; java.time as ISO-8601 text with its offset,
 * {@code Optional} as its value, {@code byte[]} as base64) and walked together; the first
 * difference is reported with its JSON path. Numbers compare by their JSON text, so
 * {@code 1.10} and {@code 1.1} differ (a BigDecimal's scale is part of its value) and an
 * {@code Integer} read back as a {@code Long} of the same value does not.
 */
public final class TreeDiff {
    /** Longest value text a difference quotes. */
    private static final int QUOTE = 80;

    /** Every instance field, by reflection: what the comparison walks. */
    static final ObjectMapper FIELDS = JsonMapper.builder()
            // a tree keeps a BigDecimal as it is (Jackson 2's trees strip trailing zeros by default)
            .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
            .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
            .addModule(new Jdk8Module())
            .addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
            .visibility(PropertyAccessor.ALL, JsonAutoDetect.Visibility.NONE)
            .visibility(PropertyAccessor.FIELD, JsonAutoDetect.Visibility.ANY)
            .build();

    /**
     * The reference reader of a user's samples: Jackson with its defaults and its own modules for
     * java.time and {@code Optional}, keeping a date-time's offset as written.
     */
    public static final ObjectMapper READER = JsonMapper.builder()
            .addModule(new Jdk8Module())
            .addModule(new JavaTimeModule())
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE)
            .build();

    private TreeDiff() {
    }

    /** A value's tree, field by field. */
    public static JsonNode tree(Object value) {
        return FIELDS.valueToTree(value);
    }

    /** The first difference between two values, or null when their trees are equal. */
    public static Difference first(Object expected, Object actual) {
        return first(tree(expected), tree(actual), "$");
    }

    /** Where two values first differ, and what each holds there (JSON text, shortened). */
    public record Difference(String path, String expected, String got) {
        @Override
        public String toString() {
            return path + ": expected " + expected + ", got " + got;
        }
    }

    static Difference first(JsonNode e, JsonNode a, String path) {
        if (e.isObject() && a.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = e.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                Difference d = first(f.getValue(), a.path(f.getKey()), path + "." + f.getKey());
                if (d != null) {
                    return d;
                }
            }
            for (Iterator<String> it = a.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                if (!e.has(name)) {
                    return first(MissingNode.getInstance(), a.get(name), path + "." + name);
                }
            }
            return null;
        }
        if (e.isArray() && a.isArray()) {
            for (int i = 0; i < Math.min(e.size(), a.size()); i++) {
                Difference d = first(e.get(i), a.get(i), path + "[" + i + "]");
                if (d != null) {
                    return d;
                }
            }
            return e.size() == a.size() ? null
                    : new Difference(path, e.size() + " elements", a.size() + " elements");
        }
        if (e.isNumber() && a.isNumber() ? e.asText().equals(a.asText()) : e.equals(a)) {
            return null;
        }
        return new Difference(path, quote(e), quote(a));
    }

    private static String quote(JsonNode n) {
        String s = n.isMissingNode() ? "(absent)" : n.toString();
        return s.length() <= QUOTE ? s : s.substring(0, QUOTE - 1) + "…";
    }
}

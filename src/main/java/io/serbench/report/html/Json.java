package io.serbench.report.html;

import java.math.BigDecimal;
import java.util.Collection;
import java.util.Map;

/**
 * The little JSON the explorer page embeds: objects, arrays, strings, numbers. Written by hand so
 * the reporter stays free of a JSON library of its own (Jackson is one of the measured libraries).
 */
public final class Json {
    private final StringBuilder out = new StringBuilder();

    /** A value: null, Boolean, Number (NaN and infinities as null), CharSequence, Map, Collection. */
    Json value(Object v) {
        if (v == null) {
            out.append("null");
        } else if (v instanceof Boolean b) {
            out.append(b);
        } else if (v instanceof Double || v instanceof Float) {
            number(((Number) v).doubleValue());
        } else if (v instanceof Number n) {
            out.append(n.longValue());
        } else if (v instanceof Map<?, ?> m) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                out.append(first ? "" : ",");
                string(String.valueOf(e.getKey()));
                out.append(':');
                value(e.getValue());
                first = false;
            }
            out.append('}');
        } else if (v instanceof Collection<?> c) {
            out.append('[');
            boolean first = true;
            for (Object o : c) {
                out.append(first ? "" : ",");
                value(o);
                first = false;
            }
            out.append(']');
        } else {
            string(v.toString());
        }
        return this;
    }

    /** The shortest text that reads back as the same double (results.csv's figures stay digit for digit). */
    private void number(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d)) {
            out.append("null");
        } else if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            out.append((long) d);
        } else {
            out.append(BigDecimal.valueOf(d).stripTrailingZeros().toPlainString());
        }
    }

    /**
     * A string; also escapes {@code <} so the JSON can sit inside a script element without ever
     * closing it.
     */
    private void string(String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '<' -> out.append("\\u003c");
                default -> {
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }

    @Override
    public String toString() {
        return out.toString();
    }
}

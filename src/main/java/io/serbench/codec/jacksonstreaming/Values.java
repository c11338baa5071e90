package io.serbench.codec.jacksonstreaming;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.core.io.SerializedString;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The hand-written JSON of every kind of value the canonical classes hold: one writer
 * ({@code name: value}) and one reader (the value after a property name) per kind. Writers
 * take the property name pre-encoded; readers check the token they get, so malformed or
 * mistyped input is rejected with a {@link JsonParseException}, never silently coerced.
 */
final class Values {
    private Values() {
    }

    /**
     * Per-codec buffers that primitive arrays are read into before being copied out at their
     * exact length: they grow at most once or twice on the first ops, then never again.
     */
    static final class Scratch {
        int[] ints = new int[8];
        double[] doubles = new double[8];
    }

    /** An enum type's constants by ordinal, with their names pre-encoded for writing and as chars for reading. */
    static final class EnumNames {
        final Class<?> type;
        final Enum<?>[] constants;
        final SerializedString[] names;
        final char[][] chars;

        EnumNames(Class<?> type) {
            this.type = type;
            this.constants = (Enum<?>[]) type.getEnumConstants();
            this.names = new SerializedString[constants.length];
            this.chars = new char[constants.length][];
            for (int i = 0; i < constants.length; i++) {
                names[i] = new SerializedString(constants[i].name());
                chars[i] = constants[i].name().toCharArray();
            }
        }
    }

    // ---- writers: (name, generator, value) ----

    static void int_(SerializableString name, JsonGenerator g, int v) throws IOException {
        g.writeFieldName(name);
        g.writeNumber(v);
    }

    static void long_(SerializableString name, JsonGenerator g, long v) throws IOException {
        g.writeFieldName(name);
        g.writeNumber(v);
    }

    /** A boxed int that may be absent: written as JSON null then, as databind writes it. */
    static void boxedInt(SerializableString name, JsonGenerator g, Integer v) throws IOException {
        if (nameAndNull(name, g, v)) {
            g.writeNumber(v.intValue());
        }
    }

    static void double_(SerializableString name, JsonGenerator g, double v) throws IOException {
        g.writeFieldName(name);
        g.writeNumber(v);
    }

    static void string(SerializableString name, JsonGenerator g, String v) throws IOException {
        g.writeFieldName(name);
        g.writeString(v);
    }

    /** An enum as its name, as databind writes it by default; the names are pre-encoded. */
    static void enum_(EnumNames e, SerializableString name, JsonGenerator g, Enum<?> v) throws IOException {
        if (nameAndNull(name, g, v)) {
            g.writeString(e.names[v.ordinal()]);
        }
    }

    static void ints(SerializableString name, JsonGenerator g, int[] v) throws IOException {
        if (nameAndNull(name, g, v)) {
            g.writeArray(v, 0, v.length);
        }
    }

    static void doubles(SerializableString name, JsonGenerator g, double[] v) throws IOException {
        if (nameAndNull(name, g, v)) {
            g.writeArray(v, 0, v.length);
        }
    }

    static void strings(SerializableString name, JsonGenerator g, List<?> v) throws IOException {
        if (nameAndNull(name, g, v)) {
            g.writeStartArray(v, v.size());
            for (Object s : v) {
                g.writeString((String) s);
            }
            g.writeEndArray();
        }
    }

    static void object(ObjectBinding b, SerializableString name, JsonGenerator g, Object v) throws IOException {
        if (nameAndNull(name, g, v)) {
            b.write(g, v);
        }
    }

    static void objects(ObjectBinding b, SerializableString name, JsonGenerator g, List<?> v) throws IOException {
        if (nameAndNull(name, g, v)) {
            g.writeStartArray(v, v.size());
            for (Object e : v) {
                if (e == null) {
                    g.writeNull();
                } else {
                    b.write(g, e);
                }
            }
            g.writeEndArray();
        }
    }

    /** Writes the name, and null if {@code v} is null; true when the value is still to be written. */
    private static boolean nameAndNull(SerializableString name, JsonGenerator g, Object v) throws IOException {
        g.writeFieldName(name);
        if (v == null) {
            g.writeNull();
            return false;
        }
        return true;
    }

    // ---- readers: the current token is the property name; each reads exactly one value ----

    static int int_(JsonParser p) throws IOException {
        if (p.nextToken() != JsonToken.VALUE_NUMBER_INT) {
            throw unexpected(p, "an integer");
        }
        return p.getIntValue();
    }

    static long long_(JsonParser p) throws IOException {
        if (p.nextToken() != JsonToken.VALUE_NUMBER_INT) {
            throw unexpected(p, "an integer");
        }
        return p.getLongValue();
    }

    static Integer boxedInt(JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.VALUE_NUMBER_INT) {
            throw unexpected(p, "an integer or null");
        }
        return p.getIntValue();
    }

    static double double_(JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t != JsonToken.VALUE_NUMBER_FLOAT && t != JsonToken.VALUE_NUMBER_INT) {
            return nonFinite(p, t);
        }
        return p.getDoubleValue();
    }

    /**
     * NaN and ±Infinity as the generator writes them (quoted, Jackson's default
     * QUOTE_NON_NUMERIC_NUMBERS), read back as databind reads them; a number that overflows to
     * Infinity must decode its own re-encoding. Any other token is rejected.
     */
    private static double nonFinite(JsonParser p, JsonToken t) throws IOException {
        if (t == JsonToken.VALUE_STRING) {
            switch (p.getText()) {
                case "NaN":
                    return Double.NaN;
                case "Infinity":
                case "INF":
                    return Double.POSITIVE_INFINITY;
                case "-Infinity":
                case "-INF":
                    return Double.NEGATIVE_INFINITY;
                default:
                    break;
            }
        }
        throw unexpected(p, "a number");
    }

    static String string(JsonParser p) throws IOException {
        String s = p.nextTextValue();
        if (s == null && p.currentToken() != JsonToken.VALUE_NULL) {
            throw unexpected(p, "a string");
        }
        return s;
    }

    /**
     * An enum from its name: the parser's text buffer is compared with each constant's name in
     * place (no String is made); a name of no constant is rejected, as databind does by default.
     */
    static Enum<?> enum_(EnumNames e, JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.VALUE_STRING) {
            throw unexpected(p, "an enum name");
        }
        char[] text = p.getTextCharacters();
        int offset = p.getTextOffset();
        int length = p.getTextLength();
        for (int i = 0; i < e.chars.length; i++) {
            if (Arrays.equals(e.chars[i], 0, e.chars[i].length, text, offset, offset + length)) {
                return e.constants[i];
            }
        }
        throw new JsonParseException(p, "not a name of " + e.type.getSimpleName() + ": " + p.getText());
    }

    static int[] ints(Scratch scratch, JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        int[] buf = scratch.ints;
        int n = 0;
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.VALUE_NUMBER_INT) {
            if (n == buf.length) {
                buf = scratch.ints = Arrays.copyOf(buf, 2 * n);
            }
            buf[n++] = p.getIntValue();
        }
        endArray(p, t, "an integer");
        return Arrays.copyOf(buf, n);
    }

    static double[] doubles(Scratch scratch, JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        double[] buf = scratch.doubles;
        int n = 0;
        JsonToken t;
        while (true) {
            t = p.nextToken();
            double v;
            if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
                v = p.getDoubleValue();
            } else if (t == JsonToken.VALUE_STRING) {
                v = nonFinite(p, t); // an element, like a field, reads its own quoted Infinity back
            } else {
                break;
            }
            if (n == buf.length) {
                buf = scratch.doubles = Arrays.copyOf(buf, 2 * n);
            }
            buf[n++] = v;
        }
        endArray(p, t, "a number");
        return Arrays.copyOf(buf, n);
    }

    static List<Object> strings(JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        List<Object> out = new ArrayList<>();
        while (true) {
            String s = p.nextTextValue();
            if (s != null || p.currentToken() == JsonToken.VALUE_NULL) {
                out.add(s);
            } else {
                endArray(p, p.currentToken(), "a string");
                return out;
            }
        }
    }

    static Object object(ObjectBinding b, JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        if (t != JsonToken.START_OBJECT) {
            throw unexpected(p, "an object");
        }
        return b.read(p);
    }

    static List<Object> objects(ObjectBinding b, JsonParser p) throws IOException {
        if (startArray(p)) {
            return null;
        }
        List<Object> out = new ArrayList<>();
        JsonToken t;
        while ((t = p.nextToken()) == JsonToken.START_OBJECT || t == JsonToken.VALUE_NULL) {
            out.add(t == JsonToken.VALUE_NULL ? null : b.read(p));
        }
        endArray(p, t, "an object");
        return out;
    }

    /** Advances to the value: true for null, false for '[', anything else is rejected. */
    private static boolean startArray(JsonParser p) throws IOException {
        JsonToken t = p.nextToken();
        if (t == JsonToken.VALUE_NULL) {
            return true;
        }
        if (t != JsonToken.START_ARRAY) {
            throw unexpected(p, "an array");
        }
        return false;
    }

    private static void endArray(JsonParser p, JsonToken t, String element) throws IOException {
        if (t != JsonToken.END_ARRAY) {
            throw unexpected(p, element + " or ']'");
        }
    }

    private static JsonParseException unexpected(JsonParser p, String what) {
        return new JsonParseException(p, "expected " + what + ", got " + p.currentToken());
    }

    // ---- setup only: the handle of a field type's writer and reader ----

    /**
     * {@code (SerializableString, JsonGenerator, V)void} for a field of {@code type}; {@code bound}
     * (the nested class's binding, or the scratch buffers) is passed to the writers that take it.
     * An enum field's writer is bound to its type's {@link EnumNames} instead.
     */
    static MethodHandle writer(Class<?> type, boolean model, Object bound) throws ReflectiveOperationException {
        Class<?> v = valueType(type, model);
        MethodType mt = MethodType.methodType(void.class, SerializableString.class, JsonGenerator.class, v);
        if (type.isEnum()) {
            return handle(kind(type, model), mt.insertParameterTypes(0, EnumNames.class), true, new EnumNames(type));
        }
        return handle(kind(type, model), model ? mt.insertParameterTypes(0, ObjectBinding.class) : mt, model, bound);
    }

    /** {@code (JsonParser)V} for a field of {@code type}. */
    static MethodHandle reader(Class<?> type, boolean model, Object bound) throws ReflectiveOperationException {
        Class<?> v = valueType(type, model);
        MethodType mt = MethodType.methodType(v, JsonParser.class);
        if (type.isEnum()) {
            return handle(kind(type, model), mt.insertParameterTypes(0, EnumNames.class), true, new EnumNames(type));
        }
        boolean scratch = type == int[].class || type == double[].class;
        if (model) {
            mt = mt.insertParameterTypes(0, ObjectBinding.class);
        } else if (scratch) {
            mt = mt.insertParameterTypes(0, Scratch.class);
        }
        return handle(kind(type, model), mt, model || scratch, bound);
    }

    private static MethodHandle handle(String name, MethodType type, boolean bind, Object bound) throws ReflectiveOperationException {
        MethodHandle h = MethodHandles.lookup().findStatic(Values.class, name, type);
        return bind ? MethodHandles.insertArguments(h, 0, bound) : h;
    }

    private static String kind(Class<?> type, boolean model) {
        if (type == int.class) {
            return "int_";
        } else if (type == long.class) {
            return "long_";
        } else if (type == Integer.class) {
            return "boxedInt";
        } else if (type == double.class) {
            return "double_";
        } else if (type == String.class) {
            return "string";
        } else if (type.isEnum()) {
            return "enum_";
        } else if (type == int[].class) {
            return "ints";
        } else if (type == double[].class) {
            return "doubles";
        } else if (type == List.class) {
            return model ? "objects" : "strings";
        } else if (model) {
            return "object";
        }
        throw new IllegalArgumentException("no JSON writer/reader for fields of type " + type.getName());
    }

    /** The type a field's writer takes and its reader returns: the field's own, but for lists, nested objects and enums. */
    private static Class<?> valueType(Class<?> type, boolean model) {
        return type == List.class ? List.class : model ? Object.class : type.isEnum() ? Enum.class : type;
    }
}

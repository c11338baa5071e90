package io.serbench.model;

import java.lang.reflect.Field;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Setup only: copies values between the canonical classes and a library's mirror classes
 * (same public field names, declared in the library's package because the library needs
 * something the canonical classes must not have: an interface, an annotation, a container
 * type). Never on a timed path.
 */
public final class FieldCopier {
    private FieldCopier() {
    }

    /**
     * A deep copy of {@code from} as an instance of {@code to}, field by field by name, driven
     * by {@code to}'s declared field types: lists are copied element by element into the
     * declared element type, {@code int[]}/{@code double[]} and {@code List<Integer>}/
     * {@code List<Double>} convert into each other, an enum becomes the declared enum's constant
     * of the same name, and a value that already has the declared type (String, boxed numbers,
     * primitive arrays, the same enum) is shared.
     */
    public static Object copy(Object from, Class<?> to) {
        if (from == null || from.getClass() == to) {
            return from;
        }
        Object out = Models.newInstance(to);
        try {
            for (Field f : to.getFields()) {
                f.set(out, value(Models.get(from, f.getName()), f.getType(), f.getGenericType()));
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    private static Object value(Object v, Class<?> type, Type generic) {
        if (v == null || type.isPrimitive()) {
            return v;
        }
        if (type.isEnum() && v instanceof Enum<?> e && !type.isInstance(v)) {
            return enumNamed(type, e.name());
        }
        if (type == int[].class && v instanceof List<?> l) {
            return l.stream().mapToInt(x -> (Integer) x).toArray();
        }
        if (type == double[].class && v instanceof List<?> l) {
            return l.stream().mapToDouble(x -> (Double) x).toArray();
        }
        if (type == List.class) {
            Class<?> element = (Class<?>) ((ParameterizedType) generic).getActualTypeArguments()[0];
            List<Object> out = new ArrayList<>();
            for (Object e : asList(v)) {
                out.add(value(e, element, element));
            }
            return out;
        }
        return type.isInstance(v) ? v : copy(v, type);
    }

    /** The constant of a mirror enum that has the same name as another enum's constant. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumNamed(Class<?> type, String name) {
        return Enum.valueOf((Class) type, name);
    }

    private static List<?> asList(Object v) {
        if (v instanceof int[] a) {
            return Arrays.stream(a).boxed().toList();
        }
        if (v instanceof double[] a) {
            return Arrays.stream(a).boxed().toList();
        }
        return (List<?>) v;
    }
}

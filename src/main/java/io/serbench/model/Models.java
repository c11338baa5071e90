package io.serbench.model;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.List;

/**
 * Reflection over the canonical classes, for setup and tests only: conversions to and from
 * generated types and the deep comparison behind every round-trip check. Never on a timed path.
 */
public final class Models {
    private Models() {
    }

    /** Public instance fields in declaration order (field1..fieldN, then keep). */
    public static List<Field> fields(Class<?> type) {
        List<Field> out = new ArrayList<>();
        for (Field f : type.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                out.add(f);
            }
        }
        return out;
    }

    public static Object get(Object target, String name) {
        try {
            return target.getClass().getField(name).get(target);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public static void set(Object target, String name, Object value) {
        try {
            target.getClass().getField(name).set(target, value);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    public static <T> T newInstance(Class<T> type) {
        try {
            return type.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** True for the canonical classes (as opposed to values such as String, arrays, lists). */
    public static boolean isModel(Class<?> type) {
        return type.getPackageName().equals(Models.class.getPackageName())
                && !type.isEnum() && !type.isRecord() && !type.isInterface()
                && Modifier.isFinal(type.getModifiers());
    }

    /** Setup only: a canonical object as a generated struct (message builder, thrift struct, record). */
    @FunctionalInterface
    public interface StructWriter {
        Object write(Object canonical) throws Exception;
    }

    /** Setup only: a generated struct back as an object of a canonical class. */
    @FunctionalInterface
    public interface StructReader {
        Object read(Object struct, Class<?> canonical) throws Exception;
    }

    /**
     * A canonical field value in the generic form generated code takes: {@code int[]} and
     * {@code double[]} as boxed lists, lists element by element, canonical objects through
     * {@code structs}, anything else (String, boxed numbers) as it is.
     */
    public static Object toGeneric(Object v, StructWriter structs) throws Exception {
        List<Object> out = new ArrayList<>();
        if (v instanceof int[] a) {
            for (int x : a) {
                out.add(x);
            }
        } else if (v instanceof double[] a) {
            for (double x : a) {
                out.add(x);
            }
        } else if (v instanceof List<?> l) {
            for (Object e : l) {
                out.add(toGeneric(e, structs));
            }
        } else {
            return v != null && isModel(v.getClass()) ? structs.write(v) : v;
        }
        return out;
    }

    /**
     * The inverse of {@link #toGeneric} for the canonical field {@code f}: values that are
     * instances of {@code structType} go through {@code structs}.
     */
    public static Object fromGeneric(Object v, Field f, Class<?> structType, StructReader structs) throws Exception {
        Class<?> t = f.getType();
        if (t == int[].class) {
            return ((List<?>) v).stream().mapToInt(x -> (Integer) x).toArray();
        }
        if (t == double[].class) {
            return ((List<?>) v).stream().mapToDouble(x -> (Double) x).toArray();
        }
        if (t == List.class) {
            Class<?> element = (Class<?>) ((ParameterizedType) f.getGenericType()).getActualTypeArguments()[0];
            List<Object> out = new ArrayList<>();
            for (Object e : (List<?>) v) {
                out.add(structType.isInstance(e) ? structs.read(e, element) : e);
            }
            return out;
        }
        return structType.isInstance(v) ? structs.read(v, t) : v;
    }

    /**
     * The first difference between two canonical values, or null when they are equal.
     * Doubles may differ by at most {@code tolerance} (0 means bit-exact equality).
     */
    public static String diff(Object expected, Object actual, double tolerance) {
        return diff("$", expected, actual, tolerance);
    }

    private static String diff(String path, Object e, Object a, double tol) {
        if (e == null || a == null) {
            return e == a ? null : path + ": expected " + show(e) + " but was " + show(a);
        }
        if (e.getClass() != a.getClass()) {
            return path + ": expected a " + e.getClass().getSimpleName() + " but was a " + a.getClass().getSimpleName();
        }
        if (e instanceof Double || e instanceof Float) {
            return doubleDiff(path, ((Number) e).doubleValue(), ((Number) a).doubleValue(), tol);
        }
        if (e.getClass().isArray()) {
            int n = Array.getLength(e);
            if (n != Array.getLength(a)) {
                return path + ": expected length " + n + " but was " + Array.getLength(a);
            }
            for (int i = 0; i < n; i++) {
                String d = diff(path + "[" + i + "]", Array.get(e, i), Array.get(a, i), tol);
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (e instanceof List<?> le) {
            List<?> la = (List<?>) a;
            if (le.size() != la.size()) {
                return path + ": expected size " + le.size() + " but was " + la.size();
            }
            for (int i = 0; i < le.size(); i++) {
                String d = diff(path + "[" + i + "]", le.get(i), la.get(i), tol);
                if (d != null) {
                    return d;
                }
            }
            return null;
        }
        if (isModel(e.getClass())) {
            for (Field f : fields(e.getClass())) {
                try {
                    String d = diff(path + "." + f.getName(), f.get(e), f.get(a), tol);
                    if (d != null) {
                        return d;
                    }
                } catch (IllegalAccessException ex) {
                    throw new IllegalStateException(ex);
                }
            }
            return null;
        }
        return e.equals(a) ? null : path + ": expected " + show(e) + " but was " + show(a);
    }

    private static String doubleDiff(String path, double e, double a, double tol) {
        boolean ok = tol == 0
                ? Double.doubleToLongBits(e) == Double.doubleToLongBits(a)
                : Math.abs(e - a) <= tol;
        return ok ? null : path + ": expected " + e + " but was " + a
                + (tol == 0 ? " (exact match required)" : " (tolerance " + tol + ")");
    }

    private static String show(Object o) {
        if (o instanceof String s) {
            return '"' + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + '"';
        }
        return String.valueOf(o);
    }
}

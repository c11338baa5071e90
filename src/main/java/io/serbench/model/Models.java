package io.serbench.model;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
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

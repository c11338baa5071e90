package io.serbench.payload;

import io.serbench.codec.BoundClass;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The concrete classes a payload's instances hold, found by walking their object graphs: the
 * fields of the application's classes (every class not defined by the JDK, superclasses
 * included), the elements of arrays, collections and maps, and an {@code Optional}'s value. The
 * JDK's own value types (String, BigDecimal, Instant, ...) are leaves: their insides are the
 * JDK's business, and every library serializes them as values.
 */
public final class ObjectGraph {
    private ObjectGraph() {
    }

    /** The root type bound with every class its samples reach, sorted by name. */
    public static BoundClass of(Class<?> root, List<?> samples) {
        Set<Class<?>> found = new TreeSet<>(Comparator.comparing(Class::getName));
        found.add(root);
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Object> todo = new ArrayDeque<>();
        samples.forEach(s -> push(todo, s));
        while (!todo.isEmpty()) {
            Object o = todo.pop();
            if (!seen.add(o)) {
                continue;
            }
            Class<?> c = o instanceof Enum<?> e ? e.getDeclaringClass() : o.getClass();
            found.add(c);
            if (c.isArray()) {
                if (!c.getComponentType().isPrimitive()) {
                    for (int i = 0, n = Array.getLength(o); i < n; i++) {
                        push(todo, Array.get(o, i));
                    }
                }
            } else if (o instanceof Collection<?> col) {
                col.forEach(x -> push(todo, x));
            } else if (o instanceof Map<?, ?> map) {
                map.forEach((k, v) -> {
                    push(todo, k);
                    push(todo, v);
                });
            } else if (o instanceof Optional<?> opt) {
                opt.ifPresent(x -> push(todo, x));
            } else if (c.getClassLoader() != null && !c.isEnum()) {
                fields(o, c, todo);
            }
        }
        return new BoundClass(root, List.copyOf(found), samples.isEmpty() ? null : samples.get(0));
    }

    private static void push(Deque<Object> todo, Object o) {
        if (o != null) {
            todo.push(o);
        }
    }

    private static void fields(Object o, Class<?> c, Deque<Object> todo) {
        for (Class<?> k = c; k != null && k.getClassLoader() != null; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive()) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                    push(todo, f.get(o));
                } catch (ReflectiveOperationException | RuntimeException e) {
                    throw new IllegalArgumentException("cannot read " + k.getName() + "." + f.getName()
                            + " to find the payload's classes: " + e.getMessage(), e);
                }
            }
        }
    }
}

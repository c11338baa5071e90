package io.serbench.codec;

/**
 * The one lookup from a canonical class to a library's own class of the same simple name:
 * classes a schema compiler generated (protobuf, thrift, avro, ...) or mirror classes a
 * library's annotations need (DSL-JSON, ...). Generated classes cannot be named by literal
 * in shared code, and every codec builds its lookup once, in setup, so a missing counterpart
 * fails the codec's construction with the library's own words instead of during timing.
 */
public final class Counterparts {
    private Counterparts() {
    }

    /** The class {@code pkg.SimpleName} for a canonical class, e.g. a protoc-generated message. */
    public static Class<?> inPackage(String pkg, Class<?> canonical) {
        return load(pkg + "." + canonical.getSimpleName(), canonical);
    }

    /** The class of the same simple name declared in {@code holder}, e.g. DSL-JSON's mirrors. */
    public static Class<?> nestedIn(Class<?> holder, Class<?> canonical) {
        for (Class<?> m : holder.getDeclaredClasses()) {
            if (m.getSimpleName().equals(canonical.getSimpleName())) {
                return m;
            }
        }
        throw new IllegalStateException(holder.getName() + " has no counterpart of " + canonical.getSimpleName());
    }

    private static Class<?> load(String name, Class<?> canonical) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("no counterpart of " + canonical.getSimpleName() + ": " + name
                    + " does not exist (generated sources missing, or a schema or mirror lacks the type)", e);
        }
    }
}

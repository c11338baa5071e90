package io.serbench.fuzz;

import io.serbench.codec.BadInputExceptions;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;

/**
 * Which exception types each library documents for input it cannot decode, as its declaration
 * says ({@link Library#badInput}): a fuzzed input rejected with one of them (or a subtype) is the
 * safe answer; any other exception is a finding, named by its type. A hardening row uses its
 * library's entry. {@code FuzzTargetsTest} checks that every matrix library declares them and that
 * every named type loads.
 */
public final class DocumentedExceptions {
    private DocumentedExceptions() {
    }

    /** By library id, from the declarations. */
    private static final Map<String, BadInputExceptions> BY_LIBRARY = SupportMatrix.LIBRARIES.stream()
            .filter(l -> l.badInput() != null)
            .collect(Collectors.toUnmodifiableMap(Library::id, Library::badInput));

    private static final Map<String, Class<?>> LOADED = new ConcurrentHashMap<>();

    /** What the library documents, or null when its declaration says nothing. */
    public static BadInputExceptions of(String libraryId) {
        return BY_LIBRARY.get(libraryId);
    }

    /** True when {@code e} is of a type the library documents for bad input. */
    public static boolean documents(String libraryId, Throwable e) {
        BadInputExceptions d = BY_LIBRARY.get(libraryId);
        if (d == null) {
            return false;
        }
        for (String name : d.types()) {
            Class<?> c = load(name);
            if (c != null && c.isInstance(e)) {
                return true;
            }
        }
        return false;
    }

    /** Declared names that do not load: a typo, or a library not on the classpath yet. */
    public static List<String> unloadable(String libraryId) {
        List<String> out = new ArrayList<>();
        BadInputExceptions d = BY_LIBRARY.get(libraryId);
        if (d != null) {
            d.types().stream().filter(n -> load(n) == null).forEach(out::add);
        }
        return out;
    }

    private static Class<?> load(String name) {
        Class<?> c = LOADED.get(name);
        if (c != null) {
            return c;
        }
        try {
            c = Class.forName(name, false, DocumentedExceptions.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
        LOADED.put(name, c);
        return c;
    }
}

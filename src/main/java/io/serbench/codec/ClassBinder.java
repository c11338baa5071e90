package io.serbench.codec;

import java.util.Map;
import java.util.Set;

/**
 * A library bound at run time to a class it has never seen: the user's payload classes
 * ({@code io.serbench.payload}), not the suite's canonical model. Each library that can do so
 * has one binder in its own codec package, which says there, once, how the library is set up for
 * an arbitrary class and why that is its documented best; the codec it returns encodes and decodes
 * instances of the root class directly (no conversion: {@link PojoCodec}).
 */
public interface ClassBinder {

    /**
     * Settings beyond the library's defaults that some classes need (a module, a switch), by name,
     * each with what it does. Empty for a library with none. A user's run turns all of them on;
     * the type-support matrix names the ones a probe needs.
     */
    default Map<String, String> settings() {
        return Map.of();
    }

    /**
     * A codec for {@code type}, with {@code settings} (names from {@link #settings}) on.
     *
     * @throws Exception when the library cannot bind the class at all (the message says why)
     */
    Codec bind(BoundClass type, Set<String> settings) throws Exception;
}

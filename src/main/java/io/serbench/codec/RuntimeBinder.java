package io.serbench.codec;

import java.util.function.Supplier;

/**
 * Whether a library binds a class it has never seen at run time (a user's payload, the
 * type-support matrix), declared with the library: its {@link ClassBinder} and a label, or the
 * reason it cannot.
 *
 * <p>The binder is a supplier so that reading the declarations builds no library object: the
 * cold-start benchmark counts every library object its timed call builds.
 *
 * @param binder the library's binder, or null when it has none
 * @param label  what a payload's row says about the binding ("runtime schema", ...); null: nothing to add
 * @param whyNot why the library cannot bind a class at run time, or null when it can
 */
public record RuntimeBinder(Supplier<ClassBinder> binder, String label, String whyNot) {

    /** Why a schema-compiled library binds nothing at run time; its declaration names the schema kind. */
    public static final String NEEDS_GENERATED_CLASSES = "needs a schema and classes generated from it; a user's classes are not its input";
    /** Why a hand-written codec binds nothing at run time; its declaration names what is hand-written. */
    public static final String HAND_WRITTEN = "hand-written code per class: nothing binds a class it has not been written for";

    public RuntimeBinder {
        if ((binder == null) == (whyNot == null || whyNot.isBlank())) {
            throw new IllegalArgumentException("a runtime binding has a binder or the reason it has none, not both");
        }
    }

    public static RuntimeBinder of(Supplier<ClassBinder> binder, String label) {
        return new RuntimeBinder(binder, label, null);
    }

    public static RuntimeBinder none(String whyNot) {
        return new RuntimeBinder(null, null, whyNot);
    }

    public boolean binds() {
        return binder != null;
    }
}

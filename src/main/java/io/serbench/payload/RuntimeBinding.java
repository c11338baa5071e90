package io.serbench.payload;

import io.serbench.codec.ClassBinder;
import io.serbench.codec.Library;
import io.serbench.codec.RuntimeBinder;
import io.serbench.codec.SupportMatrix;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Which library ids bind a class they have never seen, at run time, and how; and for every
 * other id of {@link SupportMatrix#LIBRARIES}, why not: read from each library's declaration
 * ({@link Library#runtimeBinder()}). How each library is set up for an unknown class, and why that
 * is its documented best, is written once, in its binder.
 */
public final class RuntimeBinding {
    private RuntimeBinding() {
    }

    /** One library id's entry: its declared binder and label, or the reason it cannot bind. */
    public record Entry(String id, RuntimeBinder declared) {
        public boolean binds() {
            return declared.binds();
        }

        /** The library's binder (built on first use); null when it cannot bind. */
        public ClassBinder binder() {
            return binds() ? declared.binder().get() : null;
        }

        /** What the payload's row says about the binding (null: as its built-in cells). */
        public String label() {
            return declared.label();
        }

        public String notApplicable() {
            return declared.whyNot();
        }
    }

    /** Every entry, in the order of {@link SupportMatrix#LIBRARIES}; fails on a declaration that states no runtime binding. */
    public static List<Entry> all() {
        List<Entry> out = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            out.add(entry(l));
        }
        return out;
    }

    private static Entry entry(Library l) {
        if (l.runtimeBinder() == null) {
            throw new IllegalStateException("library " + l.id() + " declares no runtime binding (.binder(...) or .noBinder(why) in its declaration)");
        }
        return new Entry(l.id(), l.runtimeBinder());
    }

    /** The ids that bind classes at run time, baseline first. */
    public static List<String> ids() {
        return all().stream().filter(Entry::binds).map(Entry::id).collect(Collectors.toList());
    }

    /**
     * The entry of a library that binds classes at run time.
     *
     * @throws IllegalArgumentException for an unknown id, or one that cannot bind classes (with the reason)
     */
    public static Entry binding(String id) {
        Library l = SupportMatrix.LIBRARIES.stream().filter(x -> x.id().equals(id)).findFirst().orElseThrow(
                () -> new IllegalArgumentException("unknown library '" + id + "'; runtime-binding ones: " + String.join(", ", ids())));
        Entry e = entry(l);
        if (!e.binds()) {
            throw new IllegalArgumentException("library " + id + " cannot bind a user's classes: " + e.notApplicable());
        }
        return e;
    }
}

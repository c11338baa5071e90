package io.serbench.engine;

import io.serbench.bench.MediaBench;
import io.serbench.bench.DoubleBench;
import io.serbench.codec.SupportMatrix;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One cell of the matrix: a benchmark method at one value of each of its knobs (every JMH param
 * of its class but {@code library}: {@code fields}, {@code digits}, a list's {@code element}, a
 * sweep's size; none for media), with the libraries that run it. Within a round all of a cell's
 * libraries run back to back, the baseline bracketing them; cells are what shards split and what
 * a resumed round counts as done.
 *
 * <p>Knobs are kept in one canonical order ({@link #KNOB_ORDER}: {@code fields} first, the list
 * {@code element} last, any other knob by name in between), so a cell's key does not depend on
 * the order JMH or a {@code run.json} lists them, and the keys of the cells that existed before
 * knobs were generalized ({@code ... fields=10 element=int}) are unchanged: {@link CellOrder}
 * seeds its shuffle with the key.
 *
 * @param benchmark fully qualified {@code Class.method}, as JMH names it
 * @param knobs     knob name to value, as JMH spells the param (canonical order; may be empty)
 * @param libraries the libraries that run here, baseline and noop included, in matrix order
 */
public record Cell(String benchmark, Map<String, String> knobs, List<String> libraries) {

    /** The knob named first in keys and labels (the size knob of the scenarios). */
    static final String FIRST = "fields";
    /** The knob named last (it was the only other knob when keys were first written). */
    static final String LAST = "element";

    /** {@code fields} first, {@code element} last, every other knob by name in between. */
    static final Comparator<String> KNOB_ORDER = Comparator.comparingInt((String k) -> k.equals(FIRST) ? 0 : k.equals(LAST) ? 2 : 1)
            .thenComparing(Comparator.naturalOrder());

    public Cell {
        Objects.requireNonNull(benchmark);
        knobs = ordered(knobs);
        libraries = List.copyOf(libraries);
    }

    /** One knob's value, or null when the benchmark has no such knob. */
    public String knob(String name) {
        return knobs.get(name);
    }

    /** Identity of a cell within a run: benchmark and every knob, e.g. {@code io.serbench.bench.DoubleBench.encode fields=10 digits=8}. */
    public String key() {
        return key(benchmark, knobs);
    }

    static String key(String benchmark, Map<String, String> knobs) {
        return benchmark + knobText(ordered(knobs));
    }

    /** Short form for progress lines: {@code DoubleBench.decode fields=10 digits=8}, {@code MediaBench.decode}. */
    public String label() {
        int dot = benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1);
        return benchmark.substring(dot + 1) + knobText(knobs);
    }

    /** The knobs alone, e.g. {@code fields=10 digits=8} (empty for none). */
    public String knobsText() {
        return knobText(knobs).strip();
    }

    /** Forks one round of this cell takes: one per library, plus the baseline's two extra brackets. */
    public int forks() {
        return libraries.size() + (libraries.contains(SupportMatrix.BASELINE) ? 2 : 0);
    }

    /** An unmodifiable copy in {@link #KNOB_ORDER}. */
    static Map<String, String> ordered(Map<String, String> knobs) {
        List<String> names = new ArrayList<>(knobs.keySet());
        names.sort(KNOB_ORDER);
        Map<String, String> out = new LinkedHashMap<>();
        for (String n : names) {
            out.put(n, Objects.requireNonNull(knobs.get(n), n));
        }
        return Collections.unmodifiableMap(out);
    }

    private static String knobText(Map<String, String> ordered) {
        StringBuilder b = new StringBuilder();
        ordered.forEach((k, v) -> b.append(' ').append(k).append('=').append(v));
        return b.toString();
    }
}

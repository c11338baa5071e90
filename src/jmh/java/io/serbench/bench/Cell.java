package io.serbench.bench;

import io.serbench.codec.SupportMatrix;

import java.util.List;
import java.util.Objects;

/**
 * One cell of the matrix: a benchmark method at one size (and list element), with the libraries
 * that run it. Within a round all of a cell's libraries run back to back, the baseline bracketing
 * them; cells are what shards split and what a resumed round counts as done.
 *
 * @param benchmark fully qualified {@code Class.method}, as JMH names it
 * @param fields    the size knob
 * @param element   the list element (the list classes' one-value param), or null
 * @param libraries the libraries that run here, baseline and noop included, in matrix order
 */
public record Cell(String benchmark, int fields, String element, List<String> libraries) {

    public Cell {
        Objects.requireNonNull(benchmark);
        libraries = List.copyOf(libraries);
    }

    /** Identity of a cell within a run: benchmark, fields and element. */
    public String key() {
        return key(benchmark, fields, element);
    }

    static String key(String benchmark, int fields, String element) {
        return benchmark + " fields=" + fields + (element == null ? "" : " element=" + element);
    }

    /** Short form for progress lines: {@code IntBench.decode fields=10}. */
    public String label() {
        int dot = benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1);
        return benchmark.substring(dot + 1) + " fields=" + fields;
    }

    /** Forks one round of this cell takes: one per library, plus the baseline's two extra brackets. */
    public int forks() {
        return libraries.size() + (libraries.contains(SupportMatrix.BASELINE) ? 2 : 0);
    }
}

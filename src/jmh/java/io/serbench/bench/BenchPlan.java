package io.serbench.bench;

import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * What to run: the matrix as cells (benchmark method × fields × element, each with its libraries),
 * read from JMH's generated benchmark list, so the plan runs exactly what the scenario classes
 * declare. Every scenario class's {@code library} param lists only the libraries that run its
 * shape (one class per list element), so nothing here has to filter unsupported pairs. Used by
 * {@link BenchRun}, {@link WarmupProbe} and the smoke test, so the build checks what
 * {@code -Pbench} runs.
 */
public final class BenchPlan {
    private static final List<String> METHOD_ORDER = List.of("encode", "decode");

    private BenchPlan() {
    }

    /** One JMH run (the smoke test runs the whole matrix as one). */
    public record Run(String label, Options options) {
    }

    /** Every benchmark the include regex selects, with every param combination it declares. */
    public static List<Run> runs(String include, Supplier<ChainedOptionsBuilder> base) {
        List<String> names = matching(include);
        if (names.isEmpty()) {
            throw new IllegalArgumentException("no benchmark matches '" + include + "'; list them with -l");
        }
        ChainedOptionsBuilder b = base.get();
        names.forEach(n -> b.include(exact(n)));
        return List.of(new Run("all", b.build()));
    }

    /**
     * The cells the include regex selects, in the order of {@link Shape}'s table, encode before
     * decode, fields ascending.
     *
     * @param libraries libraries asked for (empty: all); the baseline and noop are always added,
     *                  and a cell that runs none of the asked-for libraries is left out
     * @param fields    fields values asked for (empty: all declared)
     * @param elements  list elements asked for (empty: all)
     */
    public static List<Cell> cells(String include, Collection<String> libraries, Collection<String> fields,
                                   Collection<String> elements) {
        Set<String> wanted = new LinkedHashSet<>(libraries);
        List<Cell> out = new ArrayList<>();
        for (BenchmarkListEntry e : entries(include)) {
            Map<String, String[]> params = e.getParams().orElse(Map.of());
            List<String> declaredLibraries = Arrays.asList(params.getOrDefault("library", new String[0]));
            List<String> declaredFields = Arrays.asList(params.getOrDefault("fields", new String[0]));
            String[] declaredElements = params.getOrDefault("element", new String[]{null});
            List<String> libs = new ArrayList<>();
            for (String id : declaredLibraries) {
                if (wanted.isEmpty() || wanted.contains(id) || id.equals(SupportMatrix.BASELINE) || id.equals(SupportMatrix.NOOP.id())) {
                    libs.add(id);
                }
            }
            boolean asked = wanted.isEmpty() || libs.stream().anyMatch(wanted::contains);
            if (!asked || libs.isEmpty()) {
                continue;
            }
            for (String element : declaredElements) {
                if (element != null && !elements.isEmpty() && !elements.contains(element)) {
                    continue;
                }
                for (String f : declaredFields) {
                    if (!fields.isEmpty() && !fields.contains(f)) {
                        continue;
                    }
                    out.add(new Cell(e.getUsername(), Integer.parseInt(f), element, libs));
                }
            }
        }
        out.sort(Comparator.comparingInt((Cell c) -> shapeRank(c.benchmark()))
                .thenComparingInt(c -> methodRank(c.benchmark()))
                .thenComparing(Cell::benchmark)
                .thenComparingInt(Cell::fields)
                .thenComparing(c -> c.element() == null ? "" : c.element()));
        return out;
    }

    /**
     * Checks library ids against the support matrix; the first unknown one is an error that lists
     * the known ids.
     */
    public static List<String> checkLibraries(Collection<String> ids) {
        List<String> out = new ArrayList<>();
        for (String id : ids) {
            String t = id.trim();
            if (t.isEmpty()) {
                continue;
            }
            SupportMatrix.library(t);
            if (!out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * Shard k of n (1-based): whole cells, so a cell's baseline brackets always run with it.
     * Balanced by fork count: cells go, largest first (ties by key), to the shard with the fewest
     * forks so far (ties: the lowest shard). Deterministic: the same plan always splits the same
     * way. The shard keeps the plan's order.
     */
    public static List<Cell> shard(List<Cell> cells, int k, int n) {
        if (n < 1 || k < 1 || k > n) {
            throw new IllegalArgumentException("shard " + k + "/" + n + ": need 1 <= k <= n");
        }
        List<Cell> bySize = new ArrayList<>(cells);
        bySize.sort(Comparator.comparingInt(Cell::forks).reversed().thenComparing(Cell::key));
        long[] load = new long[n];
        Map<String, Integer> assigned = new LinkedHashMap<>();
        for (Cell c : bySize) {
            int best = 0;
            for (int s = 1; s < n; s++) {
                if (load[s] < load[best]) {
                    best = s;
                }
            }
            load[best] += c.forks();
            assigned.put(c.key(), best);
        }
        List<Cell> out = new ArrayList<>();
        for (Cell c : cells) {
            if (assigned.get(c.key()) == k - 1) {
                out.add(c);
            }
        }
        return out;
    }

    /** Benchmark method names (class.method) that the include regex selects. */
    public static List<String> matching(String include) {
        Set<String> names = new LinkedHashSet<>();
        for (BenchmarkListEntry e : entries(include)) {
            names.add(e.getUsername());
        }
        return new ArrayList<>(names);
    }

    /** Values of a -p option the user gave, if any. */
    public static List<String> userParam(Options user, String name) {
        List<String> out = new ArrayList<>();
        if (user.getParameter(name).hasValue()) {
            for (String v : user.getParameter(name).get()) {
                out.addAll(Arrays.asList(v.split(",")));
            }
        }
        out.replaceAll(String::trim);
        out.removeIf(String::isEmpty);
        return out;
    }

    private static SortedSet<BenchmarkListEntry> entries(String include) {
        return BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of(include), List.of());
    }

    private static int shapeRank(String benchmark) {
        String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
        String simple = cls.substring(cls.lastIndexOf('.') + 1);
        for (Shape s : Shape.values()) {
            if (s.benchmarkClass.equals(simple)) {
                return s.ordinal();
            }
        }
        return Shape.values().length;
    }

    private static int methodRank(String benchmark) {
        int i = METHOD_ORDER.indexOf(benchmark.substring(benchmark.lastIndexOf('.') + 1));
        return i < 0 ? METHOD_ORDER.size() : i;
    }

    static String exact(String name) {
        return "^" + Pattern.quote(name) + "$";
    }

    /** A builder for callers that need one. */
    public static ChainedOptionsBuilder builder(Options parent) {
        return parent == null ? new OptionsBuilder() : new OptionsBuilder().parent(parent);
    }
}

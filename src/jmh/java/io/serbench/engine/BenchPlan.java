package io.serbench.engine;

import io.serbench.bench.PayloadBench;
import io.serbench.bench.probe.ProtobufEncodePhasesProbe;
import io.serbench.bench.sweep.StringLengthSweep;
import io.serbench.bench.IntBench;
import io.serbench.bench.LibraryParams;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;
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
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * What to run: the matrix as cells (benchmark method × every value of each of its knobs, each
 * cell with its libraries), read from JMH's generated benchmark list, so the plan runs exactly
 * what the scenario classes declare. A knob is any JMH param of a class but {@code library}
 * ({@code fields}, {@code digits}, {@code element}, a sweep's size); a cell takes one value of
 * each, and {@code -p NAME=v1,v2} keeps only those values of knob NAME (classes without it are
 * not affected, as in JMH). A class's libraries come from the support matrix ({@link LibraryParams}:
 * the libraries that run its shape), never from its {@code @Param} default, so nothing here has
 * to filter unsupported pairs; a sweep's libraries are only its default (one library per family),
 * and any library that supports the sweep's shape may be asked for instead.
 *
 * <p>Sweep classes ({@link Sweep}) are planned only when the include regex names them, i.e.
 * contains {@value #SWEEP_WORD} ({@code Sweep}, {@code StringLengthSweep}, {@code Sweep.decode}):
 * the default include {@code .*}, and any include that does not name a sweep ({@code Double}),
 * plans the matrix alone. Used by {@link BenchRun}, {@link WarmupProbe} and the tests, so the
 * build checks what {@code -Pbench} runs.
 */
public final class BenchPlan {
    private static final List<String> METHOD_ORDER = List.of("encode", "decode");
    /** The JMH param that picks the library: not a knob, the libraries of a cell. */
    static final String LIBRARY = "library";
    /** An include regex that contains this names the sweeps: only then are sweep classes planned. */
    static final String SWEEP_WORD = "Sweep";
    /** Sweep classes live in this package: planned only when the include names them. */
    static final String SWEEP_PACKAGE = StringLengthSweep.class.getPackageName() + ".";
    /**
     * Probe classes (one question about one library, e.g. {@link ProtobufEncodePhasesProbe}) live in
     * this package and run with plain JMH: never planned by the engine.
     */
    static final String PROBE_PACKAGE = ProtobufEncodePhasesProbe.class.getPackageName() + ".";
    /**
     * The class that runs a user's payload ({@link PayloadBench}): planned, and run by the smoke
     * run, only when the include names it, since it needs the payload's system properties.
     */
    static final String PAYLOAD_CLASS = PayloadBench.class.getSimpleName();
    /**
     * Benchmarks of service conditions (cold start, warm-up curve, threads): each has its own mode
     * and fork count and is run with plain JMH, never planned into the steady-state matrix.
     */
    static final String SERVICE_PACKAGE = io.serbench.bench.service.ServiceBenchmarks.class.getPackageName() + ".";

    private BenchPlan() {
    }

    /** One JMH run (the smoke test runs the whole matrix as one). */
    public record Run(String label, Options options) {
    }

    /**
     * Every benchmark the include regex selects (sweeps too), with every param combination it
     * declares and the library ids the matrix gives its class ({@link LibraryParams}): one run
     * per distinct library list, since JMH's {@code -p library} applies to a whole run.
     */
    public static List<Run> runs(String include, Supplier<ChainedOptionsBuilder> base) {
        List<String> names = matching(include).stream()
                .filter(n -> include.contains(PAYLOAD_CLASS) || !simpleClass(n).equals(PAYLOAD_CLASS)).toList();
        if (names.isEmpty()) {
            throw new IllegalArgumentException("no benchmark matches '" + include + "'; list them with -l");
        }
        Map<List<String>, List<String>> byLibraries = new LinkedHashMap<>();
        for (String n : names) {
            List<String> ids = LibraryParams.of(className(n));
            byLibraries.computeIfAbsent(ids == null ? List.of() : ids, k -> new ArrayList<>()).add(n);
        }
        List<Run> out = new ArrayList<>();
        byLibraries.forEach((ids, benchmarks) -> {
            ChainedOptionsBuilder b = base.get();
            benchmarks.forEach(n -> b.include(exact(n)));
            if (!ids.isEmpty()) {
                b.param(LIBRARY, ids.toArray(new String[0]));
            }
            out.add(new Run(ids.isEmpty() ? "no library param" : ids.size() + " libraries", b.build()));
        });
        return out;
    }

    /** Every cell the include regex selects, with all their libraries and knob values. */
    public static List<Cell> cells(String include) {
        return cells(include, List.of(), Map.of());
    }

    /**
     * The cells the include regex selects (sweeps only when it names them), in the order of
     * {@link Shape}'s table, then the sweeps in {@link Sweep}'s order; encode before decode; knobs
     * ascending (numerically where both values are numbers), in {@link Cell#KNOB_ORDER}.
     *
     * @param libraries libraries asked for (empty: all the matrix runs in the class); the baseline is
     *                  always added, noop where the matrix runs it, and a cell that runs none of the
     *                  asked-for libraries is left out. On a sweep any library that supports the
     *                  sweep's shape may be asked for, not only the class's default list
     * @param knobs     knob name to the values asked for (absent or empty: all declared); a class
     *                  without that knob is not filtered by it
     * @throws IllegalArgumentException when a knob is asked for that no selected class has, or
     *                                  values of it that no selected class declares
     */
    public static List<Cell> cells(String include, Collection<String> libraries, Map<String, ? extends Collection<String>> knobs) {
        Set<String> wanted = new LinkedHashSet<>(libraries);
        List<BenchmarkListEntry> selected = planned(include);
        checkKnobs(selected, knobs);
        List<Cell> out = new ArrayList<>();
        for (BenchmarkListEntry e : selected) {
            Map<String, String[]> params = e.getParams().orElse(Map.of());
            List<String> matrixIds = LibraryParams.of(className(e.getUsername()));
            List<String> libs = libraries(e.getUsername(), matrixIds == null ? List.of() : matrixIds, wanted);
            boolean asked = wanted.isEmpty() || libs.stream().anyMatch(wanted::contains);
            if (!asked || libs.isEmpty()) {
                continue;
            }
            List<Map<String, String>> combos = new ArrayList<>();
            combos.add(new LinkedHashMap<>());
            for (String name : knobNames(params)) {
                Collection<String> keep = knobs.containsKey(name) ? knobs.get(name) : List.of();
                List<Map<String, String>> next = new ArrayList<>();
                for (Map<String, String> c : combos) {
                    for (String v : params.get(name)) {
                        if (keep.isEmpty() || keep.contains(v)) {
                            Map<String, String> m = new LinkedHashMap<>(c);
                            m.put(name, v);
                            next.add(m);
                        }
                    }
                }
                combos = next;
            }
            for (Map<String, String> c : combos) {
                out.add(new Cell(e.getUsername(), c, libs));
            }
        }
        out.sort(Comparator.comparingInt((Cell c) -> classRank(c.benchmark()))
                .thenComparingInt(c -> methodRank(c.benchmark()))
                .thenComparing(Cell::benchmark)
                .thenComparing((a, b) -> compareKnobs(a.knobs(), b.knobs())));
        return out;
    }

    /**
     * The knobs a benchmark declares now (its params but {@code library}), in {@link Cell#KNOB_ORDER};
     * null when this build has no such benchmark.
     */
    public static List<String> declaredKnobs(String benchmark) {
        for (BenchmarkListEntry e : entries(exact(benchmark))) {
            return knobNames(e.getParams().orElse(Map.of()));
        }
        return null;
    }

    /** The libraries of one class's cells: the matrix's ones asked for, on a sweep any asked one that runs its shape. */
    private static List<String> libraries(String benchmark, List<String> declared, Set<String> wanted) {
        Sweep sweep = Sweep.ofBenchmark(simpleClass(benchmark));
        List<String> libs = new ArrayList<>();
        if (sweep != null && !wanted.isEmpty()) {
            for (Library l : SupportMatrix.LIBRARIES) {
                if (l.supports(sweep.shape) && (wanted.contains(l.id()) || l.id().equals(SupportMatrix.BASELINE))) {
                    libs.add(l.id());
                }
            }
            // noop only where the matrix runs it in the class
            if (declared.contains(SupportMatrix.NOOP.id()) && wanted.contains(SupportMatrix.NOOP.id())) {
                libs.add(SupportMatrix.NOOP.id());
            }
            return libs;
        }
        for (String id : declared) {
            if (wanted.isEmpty() || wanted.contains(id) || id.equals(SupportMatrix.BASELINE) || id.equals(SupportMatrix.NOOP.id())) {
                libs.add(id);
            }
        }
        return libs;
    }

    /** Every asked-for knob must be a knob of some selected class, and each value declared by one of them. */
    private static void checkKnobs(List<BenchmarkListEntry> selected, Map<String, ? extends Collection<String>> knobs) {
        if (selected.isEmpty()) {
            return;
        }
        Map<String, Set<String>> declared = new TreeMap<>(Cell.KNOB_ORDER);
        for (BenchmarkListEntry e : selected) {
            Map<String, String[]> params = e.getParams().orElse(Map.of());
            for (String name : knobNames(params)) {
                declared.computeIfAbsent(name, k -> new LinkedHashSet<>()).addAll(Arrays.asList(params.get(name)));
            }
        }
        for (Map.Entry<String, ? extends Collection<String>> k : knobs.entrySet()) {
            if (k.getValue().isEmpty()) {
                continue;
            }
            Set<String> values = declared.get(k.getKey());
            if (values == null) {
                throw new IllegalArgumentException("-p " + k.getKey() + " is not a knob of the selected benchmarks; their knobs are "
                        + (declared.isEmpty() ? "none" : String.join(", ", declared.keySet())) + " (and " + LIBRARY + ")");
            }
            for (String v : k.getValue()) {
                if (!values.contains(v)) {
                    throw new IllegalArgumentException("-p " + k.getKey() + "=" + v + ": the selected benchmarks declare "
                            + k.getKey() + " " + String.join(", ", sortedValues(values)) + " (-p picks among the declared values)");
                }
            }
        }
    }

    private static List<String> knobNames(Map<String, String[]> params) {
        List<String> names = new ArrayList<>(params.keySet());
        names.remove(LIBRARY);
        names.sort(Cell.KNOB_ORDER);
        return names;
    }

    private static List<String> sortedValues(Collection<String> values) {
        List<String> out = new ArrayList<>(values);
        out.sort(BenchPlan::compareValues);
        return out;
    }

    /** Knob by knob in the cells' canonical order; cells of one benchmark have the same knobs. */
    private static int compareKnobs(Map<String, String> a, Map<String, String> b) {
        var ia = a.entrySet().iterator();
        var ib = b.entrySet().iterator();
        while (ia.hasNext() && ib.hasNext()) {
            var ea = ia.next();
            var eb = ib.next();
            int c = Cell.KNOB_ORDER.compare(ea.getKey(), eb.getKey());
            if (c == 0) {
                c = compareValues(ea.getValue(), eb.getValue());
            }
            if (c != 0) {
                return c;
            }
        }
        return Boolean.compare(ia.hasNext(), ib.hasNext());
    }

    /** Numerically when both are numbers, else as text. */
    static int compareValues(String a, String b) {
        try {
            return Double.compare(Double.parseDouble(a), Double.parseDouble(b));
        } catch (NumberFormatException notNumbers) {
            return a.compareTo(b);
        }
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
        bySize.sort(Comparator.comparingInt(Cell::forks).reversed().thenComparing(c -> c.key()));
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

    /** The entries the plan takes: the include's, without sweeps unless the include names them, never a probe or a service benchmark. */
    private static List<BenchmarkListEntry> planned(String include) {
        boolean sweeps = include.contains(SWEEP_WORD);
        List<BenchmarkListEntry> out = new ArrayList<>();
        for (BenchmarkListEntry e : entries(include)) {
            String name = e.getUsername();
            boolean payload = simpleClass(name).equals(PAYLOAD_CLASS);
            if (!name.startsWith(PROBE_PACKAGE) && !name.startsWith(SERVICE_PACKAGE)
                    && (sweeps || !name.startsWith(SWEEP_PACKAGE))
                    && payload == include.contains(PAYLOAD_CLASS)) {
                out.add(e);
            }
        }
        return out;
    }

    private static SortedSet<BenchmarkListEntry> entries(String include) {
        return BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of(include), List.of());
    }

    /** Shape's table order, then the sweeps in Sweep's order, then anything else. */
    private static int classRank(String benchmark) {
        String simple = simpleClass(benchmark);
        for (Shape s : Shape.values()) {
            if (s.benchmarkClass.equals(simple)) {
                return s.ordinal();
            }
        }
        Sweep sweep = Sweep.ofBenchmark(simple);
        return Shape.values().length + (sweep == null ? Sweep.values().length : sweep.ordinal());
    }

    /** {@code io.serbench.bench.IntBench.decode -> io.serbench.bench.IntBench}. */
    static String className(String benchmark) {
        return benchmark.substring(0, benchmark.lastIndexOf('.'));
    }

    /** {@code io.serbench.bench.IntBench.decode -> IntBench}. */
    static String simpleClass(String benchmark) {
        String cls = benchmark.substring(0, benchmark.lastIndexOf('.'));
        return cls.substring(cls.lastIndexOf('.') + 1);
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

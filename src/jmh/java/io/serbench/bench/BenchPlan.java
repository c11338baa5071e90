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
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Turns "run these benchmarks" into JMH runs that ask only for supported (library, case)
 * pairs. JMH's params are a cross product, so ListBench is run once per element with the
 * libraries that support that element; every other class's {@code library} param already
 * lists exactly its supported libraries. Used by {@link BenchRun} and by the smoke test, so
 * the build checks what {@code -Pbench} runs.
 */
public final class BenchPlan {
    private static final String LIST_BENCH = ListBench.class.getName() + ".";

    private BenchPlan() {
    }

    /** One JMH run of the plan, with a label for progress output and file names. */
    public record Run(String label, Options options) {
    }

    /**
     * @param include   JMH include regex (matched with find(), as JMH does)
     * @param base      caller's settings (preset, user options); the plan adds includes and params
     * @param libraries libraries the caller asked for, or empty for all supported ones
     * @param elements  list elements the caller asked for, or empty for all
     */
    public static List<Run> runs(String include, Supplier<ChainedOptionsBuilder> base,
                                 Collection<String> libraries, Collection<String> elements) {
        List<String> names = matching(include);
        if (names.isEmpty()) {
            throw new IllegalArgumentException("no benchmark matches '" + include + "'; list them with -l");
        }
        List<Run> runs = new ArrayList<>();
        List<String> plain = names.stream().filter(n -> !n.startsWith(LIST_BENCH)).collect(Collectors.toList());
        List<String> lists = names.stream().filter(n -> n.startsWith(LIST_BENCH)).collect(Collectors.toList());
        if (!plain.isEmpty()) {
            ChainedOptionsBuilder b = base.get();
            plain.forEach(n -> b.include(exact(n)));
            if (!libraries.isEmpty()) {
                b.param("library", libraries.toArray(String[]::new));
            }
            runs.add(new Run("scenarios", b.build()));
        }
        if (!lists.isEmpty()) {
            for (Shape shape : List.of(Shape.LIST_INT, Shape.LIST_DOUBLE, Shape.LIST_OBJECT)) {
                if (!elements.isEmpty() && !elements.contains(shape.element)) {
                    continue;
                }
                List<String> ids = SupportMatrix.benchmarkIds(shape);
                if (!libraries.isEmpty()) {
                    ids.retainAll(libraries);
                }
                if (ids.isEmpty()) {
                    continue;
                }
                ChainedOptionsBuilder b = base.get();
                lists.forEach(n -> b.include(exact(n)));
                b.param("element", shape.element).param("library", ids.toArray(String[]::new));
                runs.add(new Run("list-" + shape.element, b.build()));
            }
        }
        return runs;
    }

    /** Benchmark method names (class.method) that the include regex selects. */
    public static List<String> matching(String include) {
        SortedSet<BenchmarkListEntry> entries = BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT),
                List.of(include), List.of());
        Set<String> names = new LinkedHashSet<>();
        for (BenchmarkListEntry e : entries) {
            names.add(e.getUsername());
        }
        return new ArrayList<>(names);
    }

    /** Values of a -p option the user gave, if any. */
    public static List<String> userParam(Options user, String name) {
        Optional<Collection<String>> v = user.getParameter(name).hasValue()
                ? Optional.of(user.getParameter(name).get()) : Optional.empty();
        return v.map(ArrayList::new).orElseGet(ArrayList::new);
    }

    private static String exact(String name) {
        return "^" + Pattern.quote(name) + "$";
    }

    /** A builder for callers that need one. */
    public static ChainedOptionsBuilder builder(Options parent) {
        return parent == null ? new OptionsBuilder() : new OptionsBuilder().parent(parent);
    }
}

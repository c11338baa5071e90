package io.serbench.report.html;

import io.serbench.codec.Family;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.hostile.HostileInput;
import io.serbench.fuzz.FuzzTable;
import io.serbench.fuzz.SafetyRule;
import io.serbench.hostile.HostileTable;
import io.serbench.report.data.RowKey;
import io.serbench.report.analysis.Families;
import io.serbench.report.svg.Palette;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The explorer's data as one JSON document: runs, cells, libraries with their marks (family colour,
 * lossy, legacy, unsafe on hostile input) and every result row as a compact array, so the
 * whole-matrix page stays small.
 */
public final class ExplorerData {
    /** Row flags, one bit each. */
    static final int BASELINE = 1;
    static final int LOSSY = 2;
    static final int HOST_SENSITIVE = 4;

    private ExplorerData() {
    }

    static String json(String title, List<ExplorerRun> runs, List<Library> matrix, HostileTable hostile, FuzzTable fuzz,
                       ExplorerSources sources) {
        TreeSet<RowKey> keys = new TreeSet<>(RowKey.ORDER);
        List<String> libraries = new ArrayList<>();
        for (ExplorerRun run : runs) {
            for (ExplorerRun.Row r : run.rows()) {
                if (!isHarness(r.library())) {
                    keys.add(r.key());
                    if (!libraries.contains(r.library())) {
                        libraries.add(r.library());
                    }
                }
            }
            for (ExplorerRun.ServiceRow r : run.service()) {
                if (!isHarness(r.library()) && !libraries.contains(r.library())) {
                    libraries.add(r.library());
                }
            }
        }
        List<RowKey> cells = new ArrayList<>(keys);
        Map<String, Optional<Library>> known = new LinkedHashMap<>();
        libraries.forEach(id -> known.put(id, matrix.stream().filter(l -> l.id().equals(id)).findFirst()));
        libraries.sort(Comparator.comparingInt((String id) -> Families.rank(family(known.get(id)))).thenComparing(id -> id));
        Palette palette = Palette.of(libraries, id -> family(known.get(id)));

        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("title", title);
        doc.put("runs", runs.stream().map(ExplorerData::run).toList());
        doc.put("families", families(libraries, known));
        doc.put("libs", libraries.stream().map(id -> library(id, known.get(id), palette, hostile, fuzz, runs)).toList());
        doc.put("cells", cells.stream().map(ExplorerData::cell).toList());
        doc.put("rows", rows(runs, cells, libraries));
        List<ServiceCell> serviceCells = serviceCells(runs);
        doc.put("svcCells", serviceCells.stream().map(ExplorerData::serviceCell).toList());
        doc.put("svcRows", serviceRows(runs, serviceCells, libraries));
        doc.put("hostile", hostile(hostile, libraries));
        doc.put("sources", sources == null ? null : sources.json());
        return new Json().value(doc).toString();
    }

    /**
     * A JSON object with its keys in the order given: Map.of iterates in an order that changes from
     * one JVM to the next, and a regenerated page must not differ from the last by that alone.
     */
    private static Map<String, Object> ordered(Object... keyValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            m.put((String) keyValues[i], keyValues[i + 1]);
        }
        return m;
    }

    /** A run's name and facts; a consensus's also the rounds of the reader's rerun its consensus.csv is for. */
    private static Map<String, Object> run(ExplorerRun r) {
        Map<String, Object> m = ordered("name", r.name(), "facts", r.facts());
        if (r.readerRounds() > 0) {
            m.put("readerRounds", r.readerRounds());
        }
        return m;
    }

    private static boolean isHarness(String id) {
        return SupportMatrix.NOOP.id().equals(id);
    }

    private static Family family(Optional<Library> l) {
        return l.map(Library::family).orElse(null);
    }

    private static List<Map<String, Object>> families(List<String> libraries, Map<String, Optional<Library>> known) {
        List<Map<String, Object>> out = new ArrayList<>();
        List<Family> seen = new ArrayList<>();
        for (String id : libraries) {
            Family f = family(known.get(id));
            if (!seen.contains(f)) {
                seen.add(f);
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("id", f == null ? "other" : f.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
                m.put("label", Families.label(f));
                m.put("colour", Palette.colour(f));
                out.add(m);
            }
        }
        return out;
    }

    private static Map<String, Object> library(String id, Optional<Library> lib, Palette palette, HostileTable hostile,
                                               FuzzTable fuzz, List<ExplorerRun> runs) {
        Map<String, Object> m = new LinkedHashMap<>();
        Family f = family(lib);
        m.put("id", id);
        m.put("family", f == null ? "other" : f.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        m.put("colour", palette.colour(id));
        boolean lossyRow = runs.stream().flatMap(r -> r.rows().stream()).anyMatch(r -> r.library().equals(id) && r.lossy());
        m.put("lossy", lossyRow || lib.map(Library::isLossy).orElse(false));
        m.put("legacy", lib.map(Library::legacy).orElse(null));
        m.put("jdk25", io.serbench.report.data.JdkNeeds.load().why(id));
        m.put("note", lib.map(Library::note).orElse(null));
        // both tables, one rule (SafetyRule): a failure on a hand-crafted or a fuzzed input makes it unsafe
        List<String> failures = SafetyRule.failures(id, hostile, fuzz);
        m.put("hostile", !SafetyRule.tested(id, hostile, fuzz) ? "not tested" : failures.isEmpty() ? "survives" : "unsafe");
        m.put("failures", failures);
        return m;
    }

    private static Map<String, Object> cell(RowKey k) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("scenario", k.label());
        m.put("fields", k.fields());
        m.put("digits", k.showsDigits() ? k.digits() : null);
        m.put("direction", k.direction());
        m.put("label", k.cellLabel());
        m.put("sized", k.showsFields());
        return m;
    }

    /**
     * [run, cell, library, speedup, ci low, ci high, ns/op, bytes, deflated bytes, B/op, rounds, flags, rerun low, rerun high],
     * and for a consensus's row [[rerun low, rerun high] for a reader's rerun of 1 round, of 2, …].
     */
    private static List<List<Object>> rows(List<ExplorerRun> runs, List<RowKey> cells, List<String> libraries) {
        Map<RowKey, Integer> cellIndex = new LinkedHashMap<>();
        for (int i = 0; i < cells.size(); i++) {
            cellIndex.put(cells.get(i), i);
        }
        List<List<Object>> out = new ArrayList<>();
        for (int run = 0; run < runs.size(); run++) {
            for (ExplorerRun.Row r : runs.get(run).rows()) {
                if (isHarness(r.library())) {
                    continue;
                }
                int flags = (r.baseline() ? BASELINE : 0) | (r.lossy() ? LOSSY : 0) | (r.hostSensitive() ? HOST_SENSITIVE : 0);
                List<Object> row = new ArrayList<>(java.util.Arrays.asList(run, cellIndex.get(r.key()), libraries.indexOf(r.library()),
                        r.speedup(), r.ciLow(), r.ciHigh(), r.nsOp(), r.bytes(), r.deflated(), r.allocBytesOp(), r.rounds(), flags,
                        r.rerunLow(), r.rerunHigh()));
                if (!r.rerunByRounds().isEmpty()) {
                    row.add(r.rerunByRounds().stream().map(i -> List.of(ExplorerConsensus.printed(i.low()),
                            ExplorerConsensus.printed(i.high()))).toList());
                }
                out.add(row);
            }
        }
        return out;
    }

    /** A column of service figures: measure, case and direction, thread count. */
    private record ServiceCell(String measure, RowKey key, int threads, String unit) {
        static final java.util.Comparator<ServiceCell> ORDER = java.util.Comparator.comparing(ServiceCell::measure,
                        java.util.Comparator.comparingInt(m -> SERVICE_MEASURES.indexOf(m) < 0 ? SERVICE_MEASURES.size() : SERVICE_MEASURES.indexOf(m)))
                .thenComparing(ServiceCell::key, RowKey.ORDER).thenComparingInt(ServiceCell::threads);
    }

    /** Measures in the order the page shows them; the explorer's columns are cold and threads. */
    private static final List<String> SERVICE_MEASURES = List.of("cold", "threads", "threads-own-codec", "warmup");

    private static List<ServiceCell> serviceCells(List<ExplorerRun> runs) {
        TreeSet<ServiceCell> cells = new TreeSet<>(ServiceCell.ORDER);
        runs.forEach(run -> run.service().forEach(r -> cells.add(new ServiceCell(r.measure(), r.key(), r.threads(), r.unit()))));
        return new ArrayList<>(cells);
    }

    private static Map<String, Object> serviceCell(ServiceCell c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("measure", c.measure());
        m.put("scenario", c.key().label());
        m.put("fields", c.key().fields());
        m.put("digits", c.key().showsDigits() ? c.key().digits() : null);
        m.put("direction", c.key().direction());
        m.put("label", c.key().cellLabel());
        m.put("sized", c.key().showsFields());
        m.put("threads", c.threads());
        m.put("unit", c.unit());
        return m;
    }

    /** [run, service cell, library, value, ratio, ratio low, ratio high, forks, note]. */
    private static List<List<Object>> serviceRows(List<ExplorerRun> runs, List<ServiceCell> cells, List<String> libraries) {
        List<List<Object>> out = new ArrayList<>();
        for (int run = 0; run < runs.size(); run++) {
            for (ExplorerRun.ServiceRow r : runs.get(run).service()) {
                if (isHarness(r.library())) {
                    continue;
                }
                int cell = cells.indexOf(new ServiceCell(r.measure(), r.key(), r.threads(), r.unit()));
                out.add(java.util.Arrays.asList(run, cell, libraries.indexOf(r.library()), r.value(), r.ratio(), r.ratioLow(),
                        r.ratioHigh(), r.forks(), r.note()));
            }
        }
        return out;
    }

    /** The published hostile-input table for the libraries on the page, as the suite configures them. */
    private static Map<String, Object> hostile(HostileTable table, List<String> libraries) {
        Map<String, Object> m = new LinkedHashMap<>();
        List<Map<String, Object>> inputs = new ArrayList<>();
        for (HostileInput in : HostileInput.values()) {
            inputs.add(ordered("id", in.id(), "label", in.label, "description", in.description));
        }
        m.put("inputs", inputs);
        Map<String, List<List<Object>>> outcomes = new LinkedHashMap<>();
        for (String lib : libraries) {
            List<List<Object>> row = new ArrayList<>();
            for (HostileInput in : HostileInput.values()) {
                table.entries().stream().filter(e -> e.library().equals(lib) && e.asConfigured() && e.input() == in)
                        .findFirst().ifPresent(e -> row.add(List.of(e.outcome().id(), e.word(), e.outcome().isFailure())));
            }
            if (row.size() == HostileInput.values().length) {
                outcomes.put(lib, row);
            }
        }
        m.put("outcomes", outcomes);
        return m;
    }
}

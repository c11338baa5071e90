package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.model.Shape;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Combines rounds into one row per (benchmark, params). Each input file is a round; a speedup
 * is always baseline ns / library ns of the same round, because measurements taken close
 * together share the machine's drift (docs/METHODOLOGY.md, "Statistics").
 */
public final class Analysis {
    private final List<JmhRun> runs;
    private final String baseline;
    private final String harness;
    private final Map<String, Library> matrix;
    private final List<String> libraries;
    private final Map<RowKey, Map<String, ResultRow>> cells;
    private final boolean baselinePresent;

    private Analysis(List<JmhRun> runs, String baseline, String harness, Map<String, Library> matrix,
                     List<String> libraries, Map<RowKey, Map<String, ResultRow>> cells, boolean baselinePresent) {
        this.runs = runs;
        this.baseline = baseline;
        this.harness = harness;
        this.matrix = matrix;
        this.libraries = libraries;
        this.cells = cells;
        this.baselinePresent = baselinePresent;
    }

    /**
     * @param matrix  libraries in matrix order (their lossy flags and unsupported shapes); ids in
     *                the data but not in it are still reported, after the matrix ones
     * @param harness id of the harness baseline, never a speedup column
     */
    public static Analysis of(List<JmhRun> runs, String baseline, List<Library> matrix, String harness,
                              SizesTable sizes) {
        Map<String, Library> byId = new LinkedHashMap<>();
        matrix.forEach(l -> byId.put(l.id(), l));

        // cell -> library -> one measurement per round that has it
        Map<RowKey, Map<String, List<Measurement>>> byCell = new TreeMap<>(RowKey.ORDER);
        // round -> baseline measurement of each cell, for same-round pairing
        List<Map<RowKey, Measurement>> baselineByRound = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (JmhRun run : runs) {
            Map<RowKey, Measurement> base = new HashMap<>();
            for (Measurement m : run.measurements()) {
                byCell.computeIfAbsent(m.row(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(m.library(), k -> new ArrayList<>()).add(m);
                seen.add(m.library());
                if (m.library().equals(baseline)) {
                    base.put(m.row(), m);
                }
            }
            baselineByRound.add(base);
        }

        List<String> libraries = new ArrayList<>();
        if (seen.contains(baseline)) {
            libraries.add(baseline);
        }
        for (String id : byId.keySet()) {
            if (seen.contains(id) && !libraries.contains(id)) {
                libraries.add(id);
            }
        }
        for (String id : seen) {
            if (!libraries.contains(id) && !id.equals(harness)) {
                libraries.add(id);
            }
        }

        Map<RowKey, Map<String, ResultRow>> cells = new TreeMap<>(RowKey.ORDER);
        for (Map.Entry<RowKey, Map<String, List<Measurement>>> cell : byCell.entrySet()) {
            Map<String, ResultRow> rows = new LinkedHashMap<>();
            List<String> order = new ArrayList<>(libraries);
            order.add(harness);
            for (String lib : order) {
                List<Measurement> ms = cell.getValue().get(lib);
                if (ms != null) {
                    rows.put(lib, row(cell.getKey(), lib, ms, baseline, harness, byId.get(lib), baselineByRound, sizes));
                }
            }
            cells.put(cell.getKey(), Collections.unmodifiableMap(rows));
        }
        return new Analysis(List.copyOf(runs), baseline, harness, byId, List.copyOf(libraries),
                Collections.unmodifiableMap(cells), seen.contains(baseline));
    }

    private static ResultRow row(RowKey key, String lib, List<Measurement> ms, String baseline, String harness,
                                 Library library, List<Map<RowKey, Measurement>> baselineByRound, SizesTable sizes) {
        List<Double> ns = new ArrayList<>();
        List<Double> alloc = new ArrayList<>();
        for (Measurement m : ms) {
            ns.add(m.nsPerOp());
            if (!Double.isNaN(m.allocBytes())) {
                alloc.add(m.allocBytes());
            }
        }
        double nsOp = Stats.median(ns);
        double nsError = ms.size() == 1 ? ms.get(0).nsError() : Double.NaN;
        double allocOp = alloc.isEmpty() ? Double.NaN : Stats.median(alloc);
        SizesTable.Size size = sizes.get(lib, key);
        double bytes = size == null ? Double.NaN : size.bytes();
        double deflated = size == null ? Double.NaN : size.deflatedBytes();
        boolean lossy = library != null && library.isLossy();
        String benchmark = ms.get(0).benchmark();

        if (lib.equals(harness)) {
            return new ResultRow(benchmark, key, lib, ResultRow.Kind.HARNESS, ms.size(), List.of(), Double.NaN,
                    Double.NaN, Double.NaN, false, nsOp, nsError, bytes, deflated, allocOp,
                    "harness cost: the benchmark loop alone, not a library");
        }
        if (lib.equals(baseline)) {
            return new ResultRow(benchmark, key, lib, ResultRow.Kind.BASELINE, ms.size(), List.of(), 1.0,
                    Double.NaN, Double.NaN, lossy, nsOp, nsError, bytes, deflated, allocOp, "baseline");
        }

        List<Double> perRound = new ArrayList<>();
        Measurement onlyBase = null;
        Measurement onlyLib = null;
        for (Measurement m : ms) {
            Measurement base = baselineByRound.get(m.round()).get(key);
            if (base != null) {
                perRound.add(base.nsPerOp() / m.nsPerOp());
                onlyBase = base;
                onlyLib = m;
            }
        }
        double speedup = Double.NaN;
        double low = Double.NaN;
        double high = Double.NaN;
        String note = lossy ? "lossy (see the support matrix)" : "";
        if (perRound.isEmpty()) {
            note = join(note, "no baseline: " + baseline + " has no result for this cell in the same file");
        } else if (perRound.size() == 1) {
            double[] r = Stats.ratioCi(onlyBase.nsPerOp(), Stats.standardError(onlyBase.nsError(), onlyBase.samples()),
                    onlyLib.nsPerOp(), Stats.standardError(onlyLib.nsError(), onlyLib.samples()));
            speedup = r[0];
            low = r[1];
            high = r[2];
            note = join(note, "one round: 95% CI by the delta method from JMH's errors");
        } else {
            speedup = Stats.median(perRound);
            double[] ci = Stats.bootstrapMedianCi(perRound);
            low = ci[0];
            high = ci[1];
        }
        return new ResultRow(benchmark, key, lib, ResultRow.Kind.LIBRARY, perRound.size(), List.copyOf(perRound),
                speedup, low, high, lossy, nsOp, nsError, bytes, deflated, allocOp, note);
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : a + "; " + b;
    }

    public List<JmhRun> runs() {
        return runs;
    }

    public String baseline() {
        return baseline;
    }

    public String harness() {
        return harness;
    }

    /** Library ids present in the data: baseline first, then matrix order, then the rest; never the harness. */
    public List<String> libraries() {
        return libraries;
    }

    /** Libraries compared with the baseline: the speedup columns. */
    public List<String> compared() {
        return libraries.stream().filter(l -> !l.equals(baseline)).toList();
    }

    public Map<RowKey, Map<String, ResultRow>> cells() {
        return cells;
    }

    public List<ResultRow> rows() {
        List<ResultRow> all = new ArrayList<>();
        cells.values().forEach(m -> all.addAll(m.values()));
        return all;
    }

    public ResultRow get(RowKey key, String library) {
        Map<String, ResultRow> m = cells.get(key);
        return m == null ? null : m.get(library);
    }

    public boolean baselinePresent() {
        return baselinePresent;
    }

    public boolean allocMeasured() {
        return rows().stream().anyMatch(r -> !Double.isNaN(r.allocBytesOp()));
    }

    public boolean sizesKnown() {
        return rows().stream().anyMatch(r -> !Double.isNaN(r.bytes()));
    }

    public Library library(String id) {
        return matrix.get(id);
    }

    public boolean isLossy(String id) {
        Library l = matrix.get(id);
        return l != null && l.isLossy();
    }

    /** The support matrix's reason when {@code library} does not run this scenario, else null. */
    public String whyNot(String library, RowKey.ChartKey chart) {
        Library l = matrix.get(library);
        if (l == null) {
            return null;
        }
        Shape shape;
        try {
            shape = Shape.of(chart.scenario(), chart.element());
        } catch (IllegalArgumentException e) {
            return null;
        }
        return l.whyNot(shape);
    }

    /** Most rounds behind any speedup. */
    public int maxRounds() {
        return rows().stream().filter(r -> r.kind() == ResultRow.Kind.LIBRARY).mapToInt(ResultRow::rounds).max().orElse(0);
    }
}

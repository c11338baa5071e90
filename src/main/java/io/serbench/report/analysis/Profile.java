package io.serbench.report.analysis;

import io.serbench.codec.Family;
import io.serbench.fuzz.FuzzTable;
import io.serbench.fuzz.SafetyRule;
import io.serbench.hostile.HostileTable;
import io.serbench.model.Shape;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.GeoMean;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One row per library: how fast it encodes and decodes (geometric mean of its speedups over the
 * profile's cells, with the per-round interval of {@link GroupStats}), how many bytes it writes relative to the
 * baseline, what it allocates, and the two flags a user checks before anything else: lossy
 * (the support matrix's tolerance) and unsafe on hostile input (the published hostile-input
 * table, {@link HostileTable}). The cells are the heatmap's: every scenario at the largest
 * fields measured, plus media, with doubles at full precision where both digits ran.
 * Double-format variants are profiled over the double cells alone and kept apart.
 */
public final class Profile {
    public static final String FILE_NAME = "profile.csv";
    public static final String[] HEADER = {"library", "family", "doubles_only", "lossy", "speedup", "speedup_ci_low",
            "speedup_ci_high", "cells", "encode_speedup", "encode_ci_low", "encode_ci_high", "encode_cells",
            "decode_speedup", "decode_ci_low", "decode_ci_high", "decode_cells", "bytes_vs_baseline", "bytes_scenarios",
            "alloc_encode_b_op", "alloc_decode_b_op", "alloc_cells", "hostile", "hostile_failures"};
    public static final String ALLOC_NOT_MEASURED = "not measured (run with -prof gc)";

    /** What the hostile-input table says about a library as the suite configures it. */
    public enum Hostile {
        UNSAFE("unsafe"), SURVIVES("survives all " + io.serbench.hostile.HostileInput.values().length), NOT_TESTED("not tested");

        public final String text;

        Hostile(String text) {
            this.text = text;
        }
    }

    /**
     * One library.
     *
     * @param all         every cell, both directions: the ranking figure
     * @param bytes       bytes ÷ the baseline's, geometric mean over the scenarios with both sizes (no interval)
     * @param allocEncode geometric mean of B/op over the encode cells (NaN without -prof gc)
     * @param allocCells  cells with a B/op figure
     * @param failures    hostile inputs that took it down, as "input: outcome"
     */
    public record Entry(String library, Family family, boolean baseline, boolean doublesOnly, boolean lossy, GeoMean all,
                 GeoMean encode, GeoMean decode, GeoMean bytes, double allocEncode, double allocDecode, int allocCells,
                 Hostile hostile, List<String> failures) {
    }

    private final List<RowKey> cells;
    private final List<Entry> entries;
    private final boolean allocMeasured;
    private final GroupStats.Fitted overCells;

    private Profile(List<RowKey> cells, List<Entry> entries, boolean allocMeasured, GroupStats.Fitted overCells) {
        this.cells = cells;
        this.entries = entries;
        this.allocMeasured = allocMeasured;
        this.overCells = overCells;
    }

    /** A library's three figures before their intervals: every cell, encode cells, decode cells. */
    private record Means(GroupStats.Contrast all, GroupStats.Contrast encode, GroupStats.Contrast decode) {
    }

    /** With the hand-crafted table only (tests of the table's effect). */
    public static Profile of(Analysis a, HostileTable hostile) {
        return of(a, hostile, FuzzTable.EMPTY);
    }

    /** Unsafe by both input-safety tables, combined by {@link SafetyRule}. */
    public static Profile of(Analysis a, HostileTable hostile, FuzzTable fuzz) {
        List<RowKey> cells = cells(a);
        List<Entry> entries = new ArrayList<>();
        Map<String, Means> means = new LinkedHashMap<>();
        for (String lib : a.libraries()) {
            List<ResultRow> all = new ArrayList<>();
            List<ResultRow> enc = new ArrayList<>();
            List<ResultRow> dec = new ArrayList<>();
            List<Double> allocEnc = new ArrayList<>();
            List<Double> allocDec = new ArrayList<>();
            Map<String, Double> bytes = new LinkedHashMap<>();
            for (RowKey k : cells) {
                ResultRow r = a.get(k, lib);
                if (r == null) {
                    continue;
                }
                all.add(r);
                (k.direction().equals("encode") ? enc : dec).add(r);
                if (!Double.isNaN(r.allocBytesOp())) {
                    (k.direction().equals("encode") ? allocEnc : allocDec).add(r.allocBytesOp());
                }
                ResultRow base = a.get(k, a.baseline());
                if (base != null && r.bytes() > 0 && base.bytes() > 0) {
                    double ratio = r.bytes() / base.bytes();
                    // one figure per scenario: both directions of a cell have the same bytes
                    bytes.putIfAbsent(k.cellLabel(), ratio);
                }
            }
            if (all.isEmpty()) {
                continue;
            }
            List<String> failures = SafetyRule.failures(lib, hostile, fuzz);
            Hostile h = !SafetyRule.tested(lib, hostile, fuzz) ? Hostile.NOT_TESTED : failures.isEmpty() ? Hostile.SURVIVES : Hostile.UNSAFE;
            means.put(lib, new Means(GroupStats.Contrast.mean(all), GroupStats.Contrast.mean(enc),
                    GroupStats.Contrast.mean(dec)));
            entries.add(new Entry(lib, a.family(lib), lib.equals(a.baseline()), a.isDoublesOnly(lib), a.isLossy(lib),
                    GeoMean.NONE, GeoMean.NONE, GeoMean.NONE, GeoMean.exact(new ArrayList<>(bytes.values())),
                    geometricMean(allocEnc), geometricMean(allocDec), allocEnc.size() + allocDec.size(), h,
                    List.copyOf(failures)));
        }
        // every library's figures are statistics of one kind (geometric means over cells): one prior for all
        List<GroupStats.Contrast> family = new ArrayList<>();
        means.values().forEach(m -> family.addAll(List.of(m.all(), m.encode(), m.decode())));
        GroupStats.Fitted overCells = new GroupStats(a).fit(family);
        List<Entry> withIntervals = new ArrayList<>();
        for (Entry e : entries) {
            Means m = means.get(e.library());
            withIntervals.add(new Entry(e.library(), e.family(), e.baseline(), e.doublesOnly(), e.lossy(),
                    overCells.of(m.all()), overCells.of(m.encode()), overCells.of(m.decode()), e.bytes(),
                    e.allocEncode(), e.allocDecode(), e.allocCells(), e.hostile(), e.failures()));
        }
        return new Profile(List.copyOf(cells), List.copyOf(withIntervals), a.allocMeasured(), overCells);
    }

    /**
     * The heatmap's columns, one digits value per double cell: full precision where it ran, else
     * the most digits that did, so no shape counts twice.
     */
    public static List<RowKey> cells(Analysis a) {
        List<RowKey> cols = LargestSize.columns(a);
        Map<String, RowKey> chosen = new LinkedHashMap<>();
        for (RowKey k : cols) {
            String id = k.scenario() + "|" + k.element() + "|" + k.fields() + "|" + k.direction();
            RowKey have = chosen.get(id);
            if (have == null || (have.digits() != Shape.FULL_DIGITS
                    && (k.digits() == Shape.FULL_DIGITS || k.digits() > have.digits()))) {
                chosen.put(id, k);
            }
        }
        return List.copyOf(chosen.values());
    }

    /** B/op below 1 counts as 1, so an allocation-free cell does not pull a geometric mean to zero. */
    private static double geometricMean(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        double sum = 0;
        for (double v : values) {
            sum += Math.log(Math.max(1, v));
        }
        return Math.exp(sum / values.size());
    }

    public List<RowKey> cells() {
        return cells;
    }

    /** Intervals for statistics over the profile's cells, from the prior fitted over every library's figures. */
    public GroupStats.Fitted overCells() {
        return overCells;
    }

    /**
     * Of {@code lib} over the profile cells that pass {@code keep}, both directions: per round,
     * with the profile's own prior, the same rule as every other figure of the profile.
     */
    public GeoMean over(Analysis a, String lib, java.util.function.Predicate<RowKey> keep) {
        List<ResultRow> rows = new ArrayList<>();
        cells.stream().filter(keep).map(k -> a.get(k, lib)).filter(java.util.Objects::nonNull).forEach(rows::add);
        return rows.isEmpty() ? GeoMean.NONE : overCells.of(GroupStats.Contrast.mean(rows));
    }

    /** Media in one direction; none when the run has no media cell. */
    public GeoMean media(Analysis a, String lib, String direction) {
        return over(a, lib, k -> k.scenario().equals("media") && k.direction().equals(direction));
    }

    /** Every profile cell whose shape carries no doubles. */
    public GeoMean withoutDoubles(Analysis a, String lib) {
        return over(a, lib, k -> !k.showsDigits());
    }

    public List<Entry> entries() {
        return entries;
    }

    public Entry get(String library) {
        return entries.stream().filter(e -> e.library().equals(library)).findFirst().orElse(null);
    }

    /** Libraries that run every shape (not the double-format variants), baseline included. */
    public List<Entry> full() {
        return entries.stream().filter(e -> !e.doublesOnly()).toList();
    }

    public List<Entry> doublesOnly() {
        return entries.stream().filter(Entry::doublesOnly).toList();
    }

    public boolean allocMeasured() {
        return allocMeasured;
    }

    /** The cells in words, e.g. {@code int, double (17 digits), …, skip (decode only) at fields=10; media}. */
    public String cellsText() {
        Set<String> sized = new LinkedHashSet<>();
        Set<String> unsized = new LinkedHashSet<>();
        Set<Integer> fields = new LinkedHashSet<>();
        Map<String, Set<String>> directions = new LinkedHashMap<>();
        for (RowKey k : cells) {
            String name = k.label() + (k.showsDigits() ? " (" + k.digits() + " digits)" : "");
            directions.computeIfAbsent(name, x -> new LinkedHashSet<>()).add(k.direction());
            if (k.showsFields()) {
                sized.add(name);
                fields.add(k.fields());
            } else {
                unsized.add(name);
            }
        }
        List<String> parts = new ArrayList<>();
        List<String> s = new ArrayList<>();
        sized.forEach(n -> s.add(n + (directions.get(n).size() == 1 ? " (" + directions.get(n).iterator().next() + " only)" : "")));
        if (!s.isEmpty()) {
            parts.add(String.join(", ", s) + " at fields=" + fields.stream().map(String::valueOf).reduce((x, y) -> x + "/" + y).orElse(""));
        }
        List<String> u = new ArrayList<>();
        unsized.forEach(n -> u.add(n + (directions.get(n).size() == 1 ? " (" + directions.get(n).iterator().next() + " only)" : "")));
        if (!u.isEmpty()) {
            parts.add(String.join(", ", u));
        }
        return String.join("; ", parts);
    }

    /** Full libraries by family, fastest decoder first within a family; then the double-format variants. */
    public List<Entry> sorted() {
        List<Entry> out = new ArrayList<>(full());
        out.sort(Comparator.comparingInt((Entry e) -> Families.rank(e.family()))
                .thenComparing(e -> -(e.decode().present() ? e.decode().value() : 0)));
        List<Entry> variants = new ArrayList<>(doublesOnly());
        variants.sort(Comparator.comparing(e -> -(e.decode().present() ? e.decode().value() : 0)));
        out.addAll(variants);
        return out;
    }
}

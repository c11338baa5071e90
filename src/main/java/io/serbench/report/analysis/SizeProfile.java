package io.serbench.report.analysis;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.GeoMean;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * How a library's lead over the baseline changes with the size of the message: per library, the
 * geometric mean of its speedups at each fields value, over the scenario directions the run
 * measured at every fields value (the same directions in every column, so the columns compare),
 * and the largest size's figure over the smallest's. Every figure carries the per-round interval
 * of {@link GroupStats}, one prior per kind (the per-size means; the changes), as the profile's.
 * Media, which has one size, and double-format variants, which run only the double shapes, are
 * left out. A run with one fields value has no size profile.
 */
public final class SizeProfile {

    /**
     * One library.
     *
     * @param directions the scenario directions behind each column (those it ran at every size)
     * @param bySize     fields value to its geometric mean
     * @param change     the largest size's geometric mean over the smallest's
     */
    public record Entry(String library, int directions, Map<Integer, GeoMean> bySize, GeoMean change) {
    }

    /** A scenario direction without its size: the cells of one row of the table, one per fields value. */
    private record Direction(String scenario, String element, int digits, String direction) {
        static Direction of(RowKey k) {
            return new Direction(k.scenario(), k.element(), k.digits(), k.direction());
        }

        RowKey at(int fields) {
            return new RowKey(scenario, element, fields, digits, direction);
        }
    }

    private final List<Integer> sizes;
    private final List<Direction> common;
    private final List<Entry> entries;
    private final Map<Integer, Double> baselineNsOp;

    private SizeProfile(List<Integer> sizes, List<Direction> common, List<Entry> entries, Map<Integer, Double> baselineNsOp) {
        this.sizes = sizes;
        this.common = common;
        this.entries = entries;
        this.baselineNsOp = baselineNsOp;
    }

    public static SizeProfile of(Analysis a) {
        Map<Direction, TreeSet<Integer>> measured = new LinkedHashMap<>();
        TreeSet<Integer> sizes = new TreeSet<>();
        List<RowKey> keys = new ArrayList<>(a.cells().keySet());
        keys.sort(RowKey.ORDER);
        for (RowKey k : keys) {
            if (k.showsFields()) {
                measured.computeIfAbsent(Direction.of(k), d -> new TreeSet<>()).add(k.fields());
                sizes.add(k.fields());
            }
        }
        List<Direction> common = measured.entrySet().stream().filter(e -> e.getValue().equals(sizes)).map(Map.Entry::getKey).toList();
        if (sizes.size() < 2 || common.isEmpty()) {
            return new SizeProfile(List.of(), List.of(), List.of(), Map.of());
        }
        int smallest = sizes.first();
        int largest = sizes.last();
        Map<String, Map<Integer, GroupStats.Contrast>> means = new LinkedHashMap<>();
        Map<String, GroupStats.Contrast> changes = new LinkedHashMap<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (String lib : a.compared()) {
            if (a.isDoublesOnly(lib)) {
                continue;
            }
            // only the directions it ran at every size, so that its columns average the same cells
            List<Direction> ran = common.stream()
                    .filter(d -> sizes.stream().allMatch(f -> GroupStats.usable(a.get(d.at(f), lib)))).toList();
            if (ran.isEmpty()) {
                continue;
            }
            Map<Integer, GroupStats.Contrast> perSize = new TreeMap<>();
            for (int f : sizes) {
                perSize.put(f, GroupStats.Contrast.mean(ran.stream().map(d -> a.get(d.at(f), lib)).toList()));
            }
            means.put(lib, perSize);
            changes.put(lib, perSize.get(largest).over(perSize.get(smallest)));
            counts.put(lib, ran.size());
        }
        GroupStats groups = new GroupStats(a);
        List<GroupStats.Contrast> sizeFamily = new ArrayList<>();
        means.values().forEach(m -> sizeFamily.addAll(m.values()));
        GroupStats.Fitted overSizes = groups.fit(sizeFamily);
        GroupStats.Fitted overChanges = groups.fit(new ArrayList<>(changes.values()));
        List<Entry> entries = new ArrayList<>();
        for (Map.Entry<String, Map<Integer, GroupStats.Contrast>> e : means.entrySet()) {
            Map<Integer, GeoMean> bySize = new TreeMap<>();
            e.getValue().forEach((f, c) -> bySize.put(f, overSizes.of(c)));
            entries.add(new Entry(e.getKey(), counts.get(e.getKey()), bySize, overChanges.of(changes.get(e.getKey()))));
        }
        Map<Integer, Double> baselineNsOp = new TreeMap<>();
        for (int f : sizes) {
            List<Double> ns = common.stream().map(d -> a.get(d.at(f), a.baseline())).filter(r -> r != null && r.nsOp() > 0)
                    .map(ResultRow::nsOp).toList();
            if (ns.size() == common.size()) {
                baselineNsOp.put(f, GeoMean.exact(ns).value());
            }
        }
        return new SizeProfile(List.copyOf(sizes), List.copyOf(common), List.copyOf(entries), baselineNsOp);
    }

    /** Whether the run measured more than one size: otherwise there is nothing to show. */
    public boolean present() {
        return !entries.isEmpty();
    }

    /** The fields values, smallest first. */
    public List<Integer> sizes() {
        return sizes;
    }

    /** The scenario directions measured at every size. */
    public int directions() {
        return common.size();
    }

    /** Each scenario direction behind the table, as its cells: one per fields value, smallest first. */
    public List<List<RowKey>> cellsByDirection() {
        return common.stream().map(d -> sizes.stream().map(d::at).toList()).toList();
    }

    public List<Entry> entries() {
        return entries;
    }

    /**
     * The baseline's ns/op at each size, geometric mean over the directions measured at every
     * size; a size is missing when the baseline has no ns/op in one of them (a consensus).
     */
    public Map<Integer, Double> baselineNsOp() {
        return baselineNsOp;
    }
}

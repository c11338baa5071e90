package io.serbench.report.analysis;

import io.serbench.codec.Family;
import io.serbench.codec.Library;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.GeoMean;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The group figures the summary's first screen ({@code Overview}) stands on, each a geometric
 * mean over libraries or cells with its per-round interval ({@link GroupStats}): binary ÷ JSON
 * in every cell, the JSON leader ÷ the next JSON library, and zero-copy ÷ binary with schema per
 * direction. Groups: JSON = standard-JSON libraries of {@link Family#TEXT} (the baseline
 * included, at exactly 1); binary = {@link Family#SCHEMALESS}, {@link Family#SCHEMA} and
 * {@link Family#ZERO_COPY}. Double-format variants, lossy ids and the hand-written floor are in
 * no group.
 */
public final class OverviewFigures {
    private static final Set<Family> BINARY = EnumSet.of(Family.SCHEMALESS, Family.SCHEMA, Family.ZERO_COPY);

    /**
     * Binary ÷ JSON in one cell, with both groups; {@code everyRun}: every run behind the figures
     * puts the ratio on its side of 1 (always, for one run's analysis).
     */
    public record Gap(RowKey cell, GeoMean binary, GeoMean json, GeoMean ratio, boolean everyRun) {
    }

    /**
     * Zero-copy ÷ binary with schema.
     *
     * @param zero        zero-copy libraries in the group
     * @param schema      schema libraries in the group
     * @param byDirection per direction (decode first) with a figure: the geometric mean over its cells
     * @param largestCell the cell of the largest single-cell ratio (a measurable one before any other), or null
     */
    public record ZeroCopy(List<String> zero, List<String> schema, Map<String, GeoMean> byDirection, RowKey largestCell,
                           GeoMean largest) {
    }

    private final Analysis a;
    private final Profile p;
    private final GroupStats stats;

    private OverviewFigures(Analysis a, Profile p) {
        this.a = a;
        this.p = p;
        this.stats = new GroupStats(a);
    }

    public static OverviewFigures of(Analysis a, Profile p) {
        return new OverviewFigures(a, p);
    }

    /** A standard-JSON library of the text family. */
    public boolean json(Profile.Entry e) {
        Library l = a.library(e.library());
        return e.family() == Family.TEXT && l != null && l.format().isStandardJson();
    }

    /** Members of a group: full, exact libraries of the profile. */
    private List<String> members(Predicate<Profile.Entry> in) {
        return p.full().stream().filter(e -> !e.lossy() && in.test(e)).map(Profile.Entry::library).toList();
    }

    private GroupStats.Contrast group(RowKey k, List<String> libs) {
        List<ResultRow> rows = new ArrayList<>();
        libs.forEach(l -> rows.add(a.get(k, l)));
        return GroupStats.Contrast.mean(rows);
    }

    /**
     * Binary ÷ JSON in every cell that has both; each group and the ratio computed per round, the
     * ratios' prior fitted over the cells' ratios (statistics of one kind).
     */
    public List<Gap> gaps() {
        List<String> binary = members(e -> BINARY.contains(e.family()));
        List<String> json = members(this::json);
        List<RowKey> keys = new ArrayList<>();
        List<GroupStats.Contrast> bs = new ArrayList<>();
        List<GroupStats.Contrast> js = new ArrayList<>();
        for (RowKey k : p.cells()) {
            GroupStats.Contrast b = group(k, binary);
            GroupStats.Contrast j = group(k, json);
            if (b.present() && j.present()) {
                keys.add(k);
                bs.add(b);
                js.add(j);
            }
        }
        List<GroupStats.Contrast> ratios = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            ratios.add(bs.get(i).over(js.get(i)));
        }
        GroupStats.Fitted fitted = stats.fit(ratios);
        GroupStats.Fitted means = stats.fit(concat(bs, js));
        List<Gap> out = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            GeoMean ratio = fitted.of(ratios.get(i));
            out.add(new Gap(keys.get(i), means.of(bs.get(i)), means.of(js.get(i)), ratio,
                    stats.holdsInEveryRun(ratios.get(i), ratio)));
        }
        return out;
    }

    private static <T> List<T> concat(List<T> x, List<T> y) {
        List<T> out = new ArrayList<>(x);
        out.addAll(y);
        return out;
    }

    /** The standard-JSON libraries with a figure over all cells, exact ones only, fastest first. */
    public List<Profile.Entry> jsonRanked() {
        List<Profile.Entry> json = new ArrayList<>(p.full().stream().filter(e -> !e.lossy() && json(e) && e.all().present()).toList());
        json.sort(Comparator.comparingDouble((Profile.Entry e) -> -e.all().value()));
        return json;
    }

    /** The JSON leader ÷ the next, each over the cells the other also has; none with fewer than two. */
    public GeoMean leadOverNext() {
        List<Profile.Entry> json = jsonRanked();
        if (json.size() < 2) {
            return GeoMean.NONE;
        }
        String lead = json.get(0).library();
        String next = json.get(1).library();
        return p.overCells().of(over(lead, next).over(over(next, lead)));
    }

    /** Of {@code lib} over the cells {@code other} also has, or all of its cells when other is null. */
    private GroupStats.Contrast over(String lib, String other) {
        List<ResultRow> rows = new ArrayList<>();
        for (RowKey k : p.cells()) {
            if (other == null || a.get(k, other) != null) {
                rows.add(a.get(k, lib));
            }
        }
        return GroupStats.Contrast.mean(rows);
    }

    /** Zero-copy ÷ binary with schema, per direction and its largest cell; null when either group is empty. */
    public ZeroCopy zeroCopy() {
        List<String> zero = members(e -> e.family() == Family.ZERO_COPY);
        List<String> schema = members(e -> e.family() == Family.SCHEMA);
        if (zero.isEmpty() || schema.isEmpty()) {
            return new ZeroCopy(zero, schema, Map.of(), null, null);
        }
        RowKey largestCell = null;
        GeoMean largest = null;
        Map<RowKey, GroupStats.Contrast> perCell = new LinkedHashMap<>();
        for (RowKey k : p.cells()) {
            GroupStats.Contrast r = group(k, zero).over(group(k, schema));
            if (r.present()) {
                perCell.put(k, r);
            }
        }
        GroupStats.Fitted cellFit = stats.fit(new ArrayList<>(perCell.values()));
        Map<String, GeoMean> byDirection = new LinkedHashMap<>();
        for (String direction : List.of("decode", "encode")) {
            List<GroupStats.Contrast> ratios = new ArrayList<>();
            for (RowKey k : p.cells()) {
                if (!k.direction().equals(direction) || !perCell.containsKey(k)) {
                    continue;
                }
                GeoMean r = cellFit.of(perCell.get(k));
                ratios.add(perCell.get(k));
                boolean better = largest == null || (largest.noDifference() && !r.noDifference())
                        || (largest.noDifference() == r.noDifference() && Math.abs(Math.log(r.value())) > Math.abs(Math.log(largest.value())));
                if (better) {
                    largest = r;
                    largestCell = k;
                }
            }
            GeoMean m = p.overCells().of(GroupStats.Contrast.meanOf(ratios));
            if (m.present()) {
                byDirection.put(direction, m);
            }
        }
        return new ZeroCopy(zero, schema, byDirection, largestCell, largest);
    }
}

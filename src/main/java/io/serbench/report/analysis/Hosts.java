package io.serbench.report.analysis;

import io.serbench.codec.Family;
import io.serbench.report.data.Environment;
import io.serbench.report.data.MachineRecord;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.MedianInterval;
import io.serbench.report.stats.Stats;
import io.serbench.report.stats.Welch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Ratios on several hosts side by side (docs/METHODOLOGY.md, "Hosts and run-to-run variance").
 * Runs are grouped by host family ({@link Environment#hostId()}); runs of one family are
 * independent reruns and give the run-to-run component τ̂² ({@link RunToRun}). A host's value of
 * a ratio is the random-effects mean of its runs (weights 1/(se_j² + τ̂²)) with a run-to-run 95%
 * interval; the host spread is max ÷ min over hosts with a Welch interval for that pair; a ratio
 * is <b>host-sensitive</b> when that interval excludes ×1 (the hosts disagree beyond their
 * intervals).
 */
public final class Hosts {

    /** One run folder: its analysis, environment, and what run.json says of its machine while it ran. */
    public record Run(String name, Analysis analysis, Environment env, MachineRecord machine) {
    }

    /**
     * A ratio on one host: log centre, variance of the centre (run-to-run included), degrees of
     * freedom, runs behind it, and the variance one new run adds (its runs' mean se² + τ̂²).
     */
    public record Value(double centre, double variance, double df, int runs, double newRun) {
        /** Run-to-run 95%: for what reruns on this host family average to. */
        public Intervals.Interval interval() {
            return new Intervals.Interval(centre, Stats.t975(df) * Math.sqrt(variance), Math.sqrt(variance), df);
        }

        /** Rerun 95%: where one more run of the same preset on this host family lands. */
        public Intervals.Interval rerun() {
            double v = variance + newRun;
            return new Intervals.Interval(centre, Stats.t975(df) * Math.sqrt(v), Math.sqrt(v), df);
        }

        /** +1 faster than the baseline, −1 slower, 0 no measurable difference, by the run-to-run interval. */
        int verdict() {
            Intervals.Interval i = interval();
            return i.low() > 1 ? 1 : i.high() < 1 ? -1 : 0;
        }
    }

    /** One ratio on every host that measured it; spread over hosts (NaN with one host). */
    public record Ratio(RowKey cell, String library, Map<String, Value> byHost, Intervals.Interval spread, String high, String low) {
        public boolean sensitive() {
            return spread.known() && spread.low() > 1;
        }

        public boolean verdictChanged() {
            return byHost.values().stream().map(Value::verdict).distinct().count() > 1;
        }

        public boolean crossesOne() {
            return byHost.values().stream().anyMatch(v -> v.centre() > 0) && byHost.values().stream().anyMatch(v -> v.centre() < 0);
        }
    }

    private final String baseline;
    /** Coarse ids of runs recorded before the full CPU record, and the measured family each was counted in. */
    private final Map<String, String> merged;
    private final Map<String, List<Run>> hosts;
    private final RunToRun.Estimate tau;
    private final List<Ratio> ratios;

    private Hosts(String baseline, Map<String, String> merged, Map<String, List<Run>> hosts, RunToRun.Estimate tau,
                  List<Ratio> ratios) {
        this.baseline = baseline;
        this.merged = merged;
        this.hosts = hosts;
        this.tau = tau;
        this.ratios = ratios;
    }

    public static Hosts of(List<Run> runs) {
        Map<String, List<Run>> hosts = byFamily(runs);
        Map<String, String> merged = mergeCoarse(hosts);
        List<RunToRun.Pair> pairs = new ArrayList<>();
        hosts.values().forEach(h -> pairs.addAll(RunToRun.allPairs(h.stream().map(Run::analysis).toList())));
        RunToRun.Estimate tau = RunToRun.estimate(pairs);
        Map<RowKey, Set<String>> keys = new TreeMap<>(RowKey.ORDER);
        for (Run r : runs) {
            r.analysis().rows().stream().filter(RunToRun::usable).forEach(row ->
                    keys.computeIfAbsent(row.row(), k -> new TreeSet<>()).add(row.library()));
        }
        List<Ratio> ratios = new ArrayList<>();
        keys.forEach((cell, libs) -> libs.forEach(lib -> {
            Map<String, Value> byHost = new LinkedHashMap<>();
            hosts.forEach((id, hr) -> {
                Value v = combine(hr.stream().map(r -> r.analysis().get(cell, lib)).filter(r -> r != null && RunToRun.usable(r)).toList(), tau);
                if (v != null) {
                    byHost.put(id, v);
                }
            });
            ratios.add(ratio(cell, lib, byHost));
        }));
        return new Hosts(runs.get(0).analysis().baseline(), merged, hosts, tau, List.copyOf(ratios));
    }

    /** The runs by host family id, in the order first seen (coarse ids not yet merged: {@link #families}). */
    private static Map<String, List<Run>> byFamily(List<Run> runs) {
        Map<String, List<Run>> hosts = new LinkedHashMap<>();
        runs.forEach(r -> hosts.computeIfAbsent(r.env().hostId(), k -> new ArrayList<>()).add(r));
        return hosts;
    }

    /** The runs by host family, runs recorded before the full CPU record counted as {@link #mergeCoarse} says. */
    public static Map<String, List<Run>> families(List<Run> runs) {
        Map<String, List<Run>> hosts = byFamily(runs);
        mergeCoarse(hosts);
        return hosts;
    }

    /**
     * A run recorded before the full CPU record has a coarse id ({@code amd-epyc}); when exactly
     * one fully recorded family among the inputs starts with it, its runs are counted there (the
     * only family they can be among those measured), else they stay a family of their own.
     */
    private static Map<String, String> mergeCoarse(Map<String, List<Run>> hosts) {
        Map<String, String> merged = new LinkedHashMap<>();
        for (String id : List.copyOf(hosts.keySet())) {
            boolean coarse = hosts.get(id).stream().allMatch(r -> r.env().get(io.serbench.host.CpuRecord.FAMILY) == null);
            List<String> finer = hosts.keySet().stream().filter(other -> other.startsWith(id + "-")).toList();
            if (coarse && finer.size() == 1) {
                hosts.get(finer.get(0)).addAll(hosts.remove(id));
                merged.put(id, finer.get(0));
            }
        }
        return merged;
    }

    public Map<String, String> merged() {
        return merged;
    }

    /**
     * The random-effects mean of one host's runs of a ratio: weights 1/(se_j² + τ̂²), variance
     * 1/Σw; degrees of freedom the smallest of the runs' run-to-run intervals (conservative).
     */
    static Value combine(List<ResultRow> rows, RunToRun.Estimate tau) {
        if (rows.isEmpty()) {
            return null;
        }
        double sw = 0;
        double swy = 0;
        double df = Double.POSITIVE_INFINITY;
        double ownVariance = 0;
        // no family with two runs: each host's value is its run's own, as the page says (not NaN)
        RunToRun.Estimate widenBy = tau.measured() ? tau : RunToRun.Estimate.ZERO;
        for (ResultRow r : rows) {
            ownVariance += Math.pow(Welch.se(r), 2) / rows.size();
            Intervals.Interval w = RunToRun.widen(r, widenBy);
            double v = w.sd() * w.sd();
            sw += 1 / v;
            swy += w.centre() / v;
            df = Math.min(df, w.df());
        }
        return new Value(swy / sw, 1 / sw, df, rows.size(), ownVariance + tau.tau2());
    }

    static Ratio ratio(RowKey cell, String lib, Map<String, Value> byHost) {
        if (byHost.size() < 2) {
            return new Ratio(cell, lib, byHost, Intervals.Interval.unknown(Double.NaN), null, null);
        }
        String high = null;
        String low = null;
        for (Map.Entry<String, Value> e : byHost.entrySet()) {
            if (high == null || e.getValue().centre() > byHost.get(high).centre()) {
                high = e.getKey();
            }
            if (low == null || e.getValue().centre() < byHost.get(low).centre()) {
                low = e.getKey();
            }
        }
        Value h = byHost.get(high);
        Value l = byHost.get(low);
        return new Ratio(cell, lib, byHost, Welch.interval(h.centre() - l.centre(), h.variance(), h.df(), l.variance(), l.df()), high, low);
    }

    public String baseline() {
        return baseline;
    }

    public Map<String, List<Run>> hosts() {
        return hosts;
    }

    public RunToRun.Estimate tau() {
        return tau;
    }

    public List<Ratio> ratios() {
        return ratios;
    }

    /** Ratios measured on every host (the only ones a host comparison can speak about). */
    public List<Ratio> shared() {
        return ratios.stream().filter(r -> r.byHost().size() == hosts.size() && hosts.size() >= 2).toList();
    }

    /** The per-cell flag the heatmap draws: this library's ratio in this cell is host-sensitive. */
    public boolean hostSensitive(RowKey cell, String library) {
        return ratios.stream().anyMatch(r -> r.cell().equals(cell) && r.library().equals(library) && r.sensitive());
    }

    /** |ln(max ÷ min)| over the shared ratios, at quantile p, as a factor (1.15 = 15% apart). */
    public double shiftQuantile(double p) {
        double[] shifts = shared().stream().mapToDouble(r -> r.spread().centre()).toArray();
        return shifts.length == 0 ? Double.NaN : Math.exp(Stats.quantile(shifts, p));
    }

    public long count(java.util.function.Predicate<Ratio> p) {
        return shared().stream().filter(p).count();
    }

    /** Libraries whose every shared ratio is faster (sign +1) or slower (−1) than the baseline on every host. */
    public List<String> sameSideEverywhere(int sign) {
        Map<String, List<Ratio>> byLib = new TreeMap<>();
        shared().forEach(r -> byLib.computeIfAbsent(r.library(), k -> new ArrayList<>()).add(r));
        List<String> out = new ArrayList<>();
        byLib.forEach((lib, rs) -> {
            if (rs.stream().allMatch(r -> r.byHost().values().stream().allMatch(v -> v.verdict() == sign))) {
                out.add(lib);
            }
        });
        return out;
    }

    /** Per cell: the library with the largest ratio on each host; the cells where it is the same one on every host. */
    public Map<RowKey, String> fastestEverywhere() {
        Map<RowKey, String> out = new TreeMap<>(RowKey.ORDER);
        for (RowKey cell : cells()) {
            Set<String> tops = new TreeSet<>();
            for (String host : hosts.keySet()) {
                shared().stream().filter(r -> r.cell().equals(cell))
                        .max(Comparator.comparingDouble(r -> r.byHost().get(host).centre()))
                        .ifPresent(r -> tops.add(r.library()));
            }
            if (tops.size() == 1) {
                out.put(cell, tops.iterator().next());
            }
        }
        return out;
    }

    /** A cell and binary ÷ JSON there (ratio of the two families' geometric mean speedups). */
    public record Lead(RowKey cell, double factor) {
    }

    public Set<RowKey> cells() {
        Set<RowKey> out = new TreeSet<>(RowKey.ORDER);
        shared().forEach(r -> out.add(r.cell()));
        return out;
    }

    /**
     * Per host, the cell where binary formats (schemaless and with schema) lead JSON / text most:
     * the ratio of the two families' geometric mean speedups. Empty when a family is missing.
     */
    public Map<String, Lead> binaryLeadsMost(java.util.function.Function<String, Family> family) {
        Map<String, Lead> out = new LinkedHashMap<>();
        for (String host : hosts.keySet()) {
            RowKey best = null;
            double bestLead = Double.NEGATIVE_INFINITY;
            for (RowKey cell : cells()) {
                double lead = familyMean(cell, host, family, true) - familyMean(cell, host, family, false);
                if (Double.isFinite(lead) && lead > bestLead) {
                    bestLead = lead;
                    best = cell;
                }
            }
            if (best != null) {
                out.put(host, new Lead(best, Math.exp(bestLead)));
            }
        }
        return out;
    }

    private double familyMean(RowKey cell, String host, java.util.function.Function<String, Family> family, boolean binary) {
        double[] logs = shared().stream().filter(r -> r.cell().equals(cell)).filter(r -> {
            Family f = family.apply(r.library());
            return binary ? f == Family.SCHEMALESS || f == Family.SCHEMA : f == Family.TEXT;
        }).mapToDouble(r -> r.byHost().get(host).centre()).toArray();
        return logs.length == 0 ? Double.NaN : Stats.mean(logs);
    }

    /** Two host families, {@code first} ÷ {@code second}: the order the runs were given in. */
    public record Pair(String first, String second) {
    }

    /**
     * One library's move between two host families: over the ratios both measured, the log of
     * first ÷ second, with its median's 95% interval from order statistics (cells as independent
     * draws), and how many of them are higher and lower on the first family.
     */
    public record LibraryShift(String library, MedianInterval shift, int higher, int lower) {
        /** Whether the interval excludes ×1: the library gains or loses against the baseline as a whole on that CPU. */
        public boolean whole() {
            return shift.bounded() && (shift.low() > 0 || shift.high() < 0);
        }
    }

    /**
     * Per pair of host families, each library's shift, the largest move first. A whole-library
     * shift is one the per-ratio host-sensitive marks only show cell by cell: a CPU that favours
     * a library's code (or the baseline's) moves most of its ratios the same way.
     */
    public Map<Pair, List<LibraryShift>> libraryShifts() {
        Map<Pair, List<LibraryShift>> out = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>(hosts.keySet());
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                String a = ids.get(i);
                String b = ids.get(j);
                Map<String, List<Double>> byLib = new TreeMap<>();
                ratios.stream().filter(r -> r.byHost().containsKey(a) && r.byHost().containsKey(b)).forEach(r ->
                        byLib.computeIfAbsent(r.library(), k -> new ArrayList<>())
                                .add(r.byHost().get(a).centre() - r.byHost().get(b).centre()));
                List<LibraryShift> shifts = new ArrayList<>();
                byLib.forEach((lib, d) -> {
                    double[] logs = d.stream().mapToDouble(Double::doubleValue).toArray();
                    MedianInterval m = MedianInterval.of(logs, 0.95);
                    // a difference within rounding of 0 is neither higher nor lower
                    shifts.add(new LibraryShift(lib, m, (int) d.stream().filter(x -> x > 1e-12).count(),
                            (int) d.stream().filter(x -> x < -1e-12).count()));
                });
                shifts.sort(Comparator.comparingDouble((LibraryShift l) -> -Math.abs(l.shift().median()))
                        .thenComparing(LibraryShift::library));
                out.put(new Pair(a, b), List.copyOf(shifts));
            }
        }
        return out;
    }
}

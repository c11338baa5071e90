package io.serbench.report.analysis;

import io.serbench.report.data.LeftOut;
import io.serbench.report.data.MachineRecord;
import io.serbench.report.data.RunIdentity;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.Stats;
import io.serbench.report.stats.Welch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Run folders pooled into a {@link Consensus} per host family, with each run's machine, day and
 * speed.
 *
 * <p><b>Independent runs.</b> Runs of one family count as one <i>sitting</i> unless their machine
 * identity or day differs ({@link RunIdentity#independentOf}): runs made one after another on one
 * machine share its state (the VM's neighbours, the kernel, the host's firmware), so three of them
 * show less of what moves between days than three days do. A sitting's runs are pooled into one
 * run before the consensus sees them (per ratio the inverse-variance mean, its rounds summed). A
 * <i>partial</i> run, one that measured at most half of the libraries its family's runs
 * measured (a re-measure of one library), keeps its own observations in the pool but is no
 * independent run: it is listed apart and never held out.
 *
 * <p><b>Speed index.</b> Absolute: Jackson's ns/op against its family's committed reference
 * ({@link io.serbench.runfolder.SpeedIndex}); a run beyond {@link #SLOW} either way is flagged
 * slow, and the validation is shown with and without slow runs in the pool. Relative: the median
 * over cells of the baseline's ns/op against the family's geometric mean, its fastest run 1.00
 * (the same for the harness's {@code noop}), which needs no reference.
 */
public final class ConsensusRuns {
    /** A run whose baseline is this much slower (or faster) than its family's reference is flagged slow. */
    public static final double SLOW = io.serbench.runfolder.SpeedIndex.FLAG;
    /** A run measuring at most this share of its family's libraries (and fewer than its widest run) is a partial run. */
    public static final double PARTIAL = 0.5;

    /**
     * A run folder read for pooling, its machine identity, and the ids (or directions of one) left
     * out of it because it measured them at other versions than this build times (what → why;
     * {@link CodecVersions}).
     */
    public record Input(Hosts.Run run, RunIdentity identity, Map<LeftOut, String> leftOut) {
        public Input {
            leftOut = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(leftOut));
        }

        public MachineRecord machine() {
            return run.machine();
        }

        public String name() {
            return run.name();
        }
    }

    /**
     * What the report shows of a run: its machine, day and speed, the sitting it belongs to (its
     * own name when alone), and whether it is partial.
     */
    public record RunState(String name, String host, String date, int rounds, int ratios, int libraries, double speedIndex,
                           double harnessIndex, RunIdentity identity, MachineRecord machine, Map<LeftOut, String> leftOut,
                           String sitting, boolean partial) {
        /** The absolute speed index when the family has a reference, else the relative one. */
        public double speed() {
            return identity.speed().known() ? identity.speed().value() : speedIndex;
        }

        public boolean slow() {
            return identity.speed().known() ? identity.speed().flagged() : speedIndex > SLOW;
        }
    }

    /**
     * One host family's runs and consensus; the leave-one-sitting-out checks with every run in the
     * pool, and with slow runs kept out of the pool (empty when no run is slow or too few remain).
     */
    public record Family(String host, List<RunState> runs, Consensus consensus, List<Consensus.HeldOut> heldOut,
                         List<Consensus.HeldOut> heldOutWithoutSlow) {
        public int checks() {
            return heldOut.stream().mapToInt(Consensus.HeldOut::count).sum();
        }

        public int insidePrinted() {
            return heldOut.stream().mapToInt(h -> h.inside(Consensus.Check::insidePrinted)).sum();
        }

        public int insideOwn() {
            return heldOut.stream().mapToInt(h -> h.inside(Consensus.Check::insideOwn)).sum();
        }

        public double coverage() {
            return checks() == 0 ? Double.NaN : (double) insidePrinted() / checks();
        }

        public boolean validated() {
            return !heldOut.isEmpty();
        }

        /** The independent runs: one per sitting, partial runs aside, in order. */
        public List<String> sittings() {
            return runs.stream().filter(r -> !r.partial()).map(RunState::sitting).distinct().toList();
        }

        public List<RunState> partialRuns() {
            return runs.stream().filter(RunState::partial).toList();
        }
    }

    private ConsensusRuns() {
    }

    /** The observations a consensus pools: every library ratio with an interval, in every run. */
    public static List<Consensus.Obs> observations(List<Input> runs) {
        List<Consensus.Obs> out = new ArrayList<>();
        for (Input in : runs) {
            for (ResultRow r : in.run().analysis().rows()) {
                if (RunToRun.usable(r)) {
                    double se = Welch.se(r);
                    out.add(new Consensus.Obs(in.name(), r.row(), r.library(), Math.log(r.speedup()), se * se, r.ciDf(), r.rounds()));
                }
            }
        }
        return out;
    }

    /**
     * The observations as the consensus pools them: each sitting's runs merged into one run named
     * by the sitting (per ratio the inverse-variance mean, its se² 1 / Σ 1/se², degrees of freedom
     * and rounds summed); partial runs as they are.
     */
    public static List<Consensus.Obs> bySitting(List<Consensus.Obs> obs, List<RunState> states) {
        Map<String, String> sittingOf = new LinkedHashMap<>();
        states.forEach(s -> sittingOf.put(s.name(), s.partial() ? s.name() : s.sitting()));
        Map<String, Map<Consensus.Key, List<Consensus.Obs>>> grouped = new LinkedHashMap<>();
        for (Consensus.Obs o : obs) {
            String sitting = sittingOf.getOrDefault(o.run(), o.run());
            grouped.computeIfAbsent(sitting, k -> new TreeMap<>(Consensus.Key.ORDER)).computeIfAbsent(o.key(), k -> new ArrayList<>()).add(o);
        }
        List<Consensus.Obs> out = new ArrayList<>();
        grouped.forEach((sitting, byKey) -> byKey.forEach((key, list) -> {
            if (list.size() == 1) {
                Consensus.Obs o = list.get(0);
                out.add(new Consensus.Obs(sitting, o.cell(), o.library(), o.y(), o.se2(), o.df(), o.rounds()));
                return;
            }
            double sw = 0;
            double swy = 0;
            double df = 0;
            int rounds = 0;
            for (Consensus.Obs o : list) {
                sw += 1 / o.se2();
                swy += o.y() / o.se2();
                df += o.df();
                rounds += o.rounds();
            }
            out.add(new Consensus.Obs(sitting, key.cell(), key.library(), swy / sw, 1 / sw, df, rounds));
        }));
        return out;
    }

    /**
     * Groups the runs by host family (in the order first seen) and pools each family with two or
     * more independent runs; validates it, leaving one independent run out at a time, when it has
     * three or more, against the interval as printed for a rerun of {@code readerRounds} rounds.
     */
    public static List<Family> byFamily(List<Input> runs, int readerRounds) {
        Map<String, List<Input>> families = new LinkedHashMap<>();
        Hosts.families(runs.stream().map(Input::run).toList()).forEach((host, members) -> families.put(host,
                members.stream().map(m -> runs.stream().filter(r -> r.run() == m).findFirst().orElseThrow()).toList()));
        List<Family> out = new ArrayList<>();
        families.forEach((host, members) -> {
            List<RunState> states = states(host, members);
            List<String> sittings = states.stream().filter(s -> !s.partial()).map(RunState::sitting).distinct().toList();
            if (sittings.size() < 2) {
                out.add(new Family(host, states, null, List.of(), List.of()));
                return;
            }
            List<Consensus.Obs> obs = bySitting(observations(members), states);
            List<Consensus.HeldOut> held = sittings.size() >= 3 ? Consensus.leaveOneRunOut(obs, sittings, readerRounds) : List.of();
            List<Consensus.HeldOut> withoutSlow = List.of();
            List<String> slow = states.stream().filter(s -> !s.partial() && s.slow()).map(RunState::sitting).distinct().toList();
            if (!slow.isEmpty() && sittings.size() - slow.size() >= 2 && sittings.size() >= 3) {
                withoutSlow = heldOutWithout(obs, sittings, slow, readerRounds);
            }
            out.add(new Family(host, states, Consensus.fit(obs), held, withoutSlow));
        });
        return out;
    }

    /**
     * Each independent run held out in turn, predicted by the other runs that are not slow: does
     * leaving slow machines out of the pool help or hurt the prediction of a rerun (slow or not)?
     */
    static List<Consensus.HeldOut> heldOutWithout(List<Consensus.Obs> obs, List<String> sittings, List<String> slow, int readerRounds) {
        List<Consensus.HeldOut> out = new ArrayList<>();
        for (String held : sittings) {
            List<Consensus.Obs> pool = obs.stream().filter(o -> !o.run().equals(held) && !slow.contains(o.run())).toList();
            if (pool.stream().map(Consensus.Obs::run).filter(sittings::contains).distinct().count() < 2) {
                continue;
            }
            List<Consensus.Obs> both = new ArrayList<>(pool);
            obs.stream().filter(o -> o.run().equals(held)).forEach(both::add);
            // leaving the held run out of pool + held run gives exactly the fit without it
            Consensus.leaveOneRunOutOf(both, held, readerRounds).ifPresent(out::add);
        }
        return out;
    }

    /** Speed and harness index of every run of one family, and its machine record. */
    static List<RunState> states(String host, List<Input> members) {
        Map<String, Map<RowKey, Double>> baseline = new LinkedHashMap<>();
        Map<String, Map<RowKey, Double>> harness = new LinkedHashMap<>();
        for (Input in : members) {
            Map<RowKey, Double> b = new TreeMap<>(RowKey.ORDER);
            Map<RowKey, Double> h = new TreeMap<>(RowKey.ORDER);
            for (ResultRow r : in.run().analysis().rows()) {
                if (r.nsOp() > 0 && r.kind() == ResultRow.Kind.BASELINE) {
                    b.put(r.row(), r.nsOp());
                } else if (r.nsOp() > 0 && r.kind() == ResultRow.Kind.HARNESS) {
                    h.put(r.row(), r.nsOp());
                }
            }
            baseline.put(in.name(), b);
            harness.put(in.name(), h);
        }
        Map<String, Double> speed = index(baseline);
        Map<String, Double> noop = index(harness);
        int[] libraries = new int[members.size()];
        for (int i = 0; i < members.size(); i++) {
            libraries[i] = (int) members.get(i).run().analysis().rows().stream().filter(RunToRun::usable)
                    .map(ResultRow::library).distinct().count();
        }
        int most = java.util.Arrays.stream(libraries).max().orElse(0);
        // a sitting: runs of this family no pair of which is independent, joined one after another
        String[] sitting = new String[members.size()];
        for (int i = 0; i < members.size(); i++) {
            if (libraries[i] <= PARTIAL * most && libraries[i] < most) {
                continue;
            }
            sitting[i] = members.get(i).name();
            for (int j = 0; j < i; j++) {
                if (sitting[j] != null && !members.get(i).identity().independentOf(members.get(j).identity())) {
                    sitting[i] = sitting[j];
                    break;
                }
            }
        }
        List<RunState> out = new ArrayList<>();
        for (int i = 0; i < members.size(); i++) {
            Input in = members.get(i);
            int ratios = (int) in.run().analysis().rows().stream().filter(RunToRun::usable).count();
            out.add(new RunState(in.name(), host, in.run().env().date(), in.run().analysis().maxRounds(), ratios, libraries[i],
                    speed.getOrDefault(in.name(), Double.NaN), noop.getOrDefault(in.name(), Double.NaN), in.identity(), in.machine(),
                    in.leftOut(), sitting[i] == null ? in.name() : sitting[i], sitting[i] == null));
        }
        return out;
    }

    /**
     * Median over cells of ln(ns / the cells' geometric mean over runs), each run's exp of it over
     * the smallest: the fastest run is 1.00. Only cells every run measured count.
     */
    static Map<String, Double> index(Map<String, Map<RowKey, Double>> nsByRun) {
        Map<String, Double> out = new LinkedHashMap<>();
        if (nsByRun.isEmpty()) {
            return out;
        }
        List<RowKey> shared = new ArrayList<>();
        Map<RowKey, Double> first = nsByRun.values().iterator().next();
        for (RowKey k : first.keySet()) {
            if (nsByRun.values().stream().allMatch(m -> m.containsKey(k))) {
                shared.add(k);
            }
        }
        if (shared.isEmpty()) {
            return out;
        }
        Map<String, Double> medians = new LinkedHashMap<>();
        nsByRun.forEach((run, ns) -> {
            double[] logs = new double[shared.size()];
            for (int i = 0; i < shared.size(); i++) {
                RowKey k = shared.get(i);
                double mean = nsByRun.values().stream().mapToDouble(m -> Math.log(m.get(k))).average().orElse(Double.NaN);
                logs[i] = Math.log(ns.get(k)) - mean;
            }
            medians.put(run, Stats.median(logs));
        });
        double fastest = medians.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
        medians.forEach((run, m) -> out.put(run, Math.exp(m - fastest)));
        return out;
    }
}

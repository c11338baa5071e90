package io.serbench.report.analysis;

import io.serbench.report.data.LeftOut;
import io.serbench.report.data.MachineRecord;
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
 * Run folders pooled into a {@link Consensus} per host family, with each run's machine state.
 *
 * <p><b>Speed index.</b> A machine of one family is not always as fast: a host that lends CPU to
 * its neighbours runs everything slower, and memory-bound and compute-bound cells slow down by
 * different amounts, so ratios move. A run's speed index is the median over its cells of the
 * baseline's ns/op over the family's geometric mean in that cell, scaled so the family's fastest
 * run is 1.00 (the same for the harness's {@code noop}); with steal time and load from run.json
 * where recorded. A run whose index is above {@link #SLOW} is flagged slow, and the validation is
 * shown both ways: with slow runs in the pool and without them.
 */
public final class ConsensusRuns {
    /** A run whose baseline is this much slower than its family's fastest run is flagged slow. */
    public static final double SLOW = 1.25;

    /**
     * A run folder read for pooling, and the ids (or directions of one) left out of it because it
     * measured them at other versions than this build times (what → why; {@link CodecVersions}).
     */
    public record Input(Hosts.Run run, Map<LeftOut, String> leftOut) {
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

    /** What the report shows of a run's machine. */
    public record RunState(String name, String host, String date, int rounds, int ratios, double speedIndex,
                           double harnessIndex, MachineRecord machine, Map<LeftOut, String> leftOut) {
        public boolean slow() {
            return speedIndex > SLOW;
        }
    }

    /**
     * One host family's runs and consensus; the leave-one-run-out checks with every run in the
     * pool, and with slow runs kept out of the pool (empty when no run is slow or too few remain).
     */
    public record Family(String host, List<RunState> runs, Consensus consensus, List<Consensus.HeldOut> heldOut,
                         List<Consensus.HeldOut> heldOutWithoutSlow) {
        public int checks() {
            return heldOut.stream().mapToInt(Consensus.HeldOut::count).sum();
        }

        public int insideOwn() {
            return heldOut.stream().mapToInt(h -> h.inside(Consensus.Check::insideOwn)).sum();
        }

        public int insideTypical() {
            return heldOut.stream().mapToInt(h -> h.inside(Consensus.Check::insideTypical)).sum();
        }

        public boolean validated() {
            return !heldOut.isEmpty();
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

    /** Groups the runs by host family (in the order first seen) and pools each family with two or more runs. */
    public static List<Family> byFamily(List<Input> runs) {
        Map<String, List<Input>> families = new LinkedHashMap<>();
        Hosts.families(runs.stream().map(Input::run).toList()).forEach((host, members) -> families.put(host,
                members.stream().map(m -> runs.stream().filter(r -> r.run() == m).findFirst().orElseThrow()).toList()));
        List<Family> out = new ArrayList<>();
        families.forEach((host, members) -> {
            List<RunState> states = states(host, members);
            if (members.size() < 2) {
                out.add(new Family(host, states, null, List.of(), List.of()));
                return;
            }
            List<Consensus.Obs> obs = observations(members);
            List<Consensus.HeldOut> withoutSlow = List.of();
            List<String> slow = states.stream().filter(RunState::slow).map(RunState::name).toList();
            if (!slow.isEmpty() && members.size() - slow.size() >= 2) {
                withoutSlow = heldOutWithout(obs, slow);
            }
            out.add(new Family(host, states, Consensus.fit(obs), Consensus.leaveOneRunOut(obs), withoutSlow));
        });
        return out;
    }

    /**
     * Each run held out in turn, predicted by the other runs that are not slow: does leaving slow
     * machines out of the pool help or hurt the prediction of a rerun (slow or not)?
     */
    static List<Consensus.HeldOut> heldOutWithout(List<Consensus.Obs> obs, List<String> slow) {
        List<String> names = obs.stream().map(Consensus.Obs::run).distinct().toList();
        List<Consensus.HeldOut> out = new ArrayList<>();
        for (String held : names) {
            List<Consensus.Obs> pool = obs.stream().filter(o -> !o.run().equals(held) && !slow.contains(o.run())).toList();
            if (pool.stream().map(Consensus.Obs::run).distinct().count() < 2) {
                continue;
            }
            List<Consensus.Obs> test = obs.stream().filter(o -> o.run().equals(held)).toList();
            List<Consensus.Obs> both = new ArrayList<>(pool);
            both.addAll(test);
            // leaveOneRunOut over pool + held run gives, for the held run, exactly the fit without it
            Consensus.leaveOneRunOutOf(both, held).ifPresent(out::add);
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
        List<RunState> out = new ArrayList<>();
        for (Input in : members) {
            int ratios = (int) in.run().analysis().rows().stream().filter(RunToRun::usable).count();
            out.add(new RunState(in.name(), host, in.run().env().date(), in.run().analysis().maxRounds(), ratios,
                    speed.getOrDefault(in.name(), Double.NaN), noop.getOrDefault(in.name(), Double.NaN), in.machine(), in.leftOut()));
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

package io.serbench.report.stats;

import io.serbench.measure.ForkCheck;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.Measurement;
import io.serbench.report.data.RowKey;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Which results count (docs/METHODOLOGY.md, "Statistics"). A round file holds every fork in
 * execution order, so one (cell, library) may appear several times in a round:
 * <ul>
 *   <li>any library but the baseline: the <b>last steady</b> result counts ({@link ForkCheck#isSteady}
 *       on every fork of it); if none is steady, the last one counts and the row is flagged. Every
 *       other result is counted in the summary: not steady = re-run for steady state, steady =
 *       re-measured after a disturbance;</li>
 *   <li>the baseline: it brackets each cell (first, middle, last). Every steady bracket counts,
 *       except those {@link ForkCheck#isDisturbed} against the cell's baseline in the other rounds
 *       or against the other steady brackets of the same round (unless all are: then the whole
 *       cell was slow, library included, and the ratio stands); the round's baseline is the
 *       geometric mean of the brackets that count.</li>
 * </ul>
 */
public final class Selection {

    /**
     * The result that counts for one (cell, library, round); {@code steady} false = flagged.
     *
     * @param remeasured  an earlier steady result of the round was set aside (a disturbance re-measure)
     * @param steadyBytes B/op of every steady result of the round, mode forks included (NaN without -prof gc): the row's forks
     * @param steadyLevels ns/op of the same results ({@link Measurement#nsPerOp}): the row's forks for the level modes
     */
    public record Pick(Measurement counted, boolean steady, boolean remeasured, double[] steadyBytes, List<Double> steadyLevels) {
    }

    /**
     * The baseline of one (cell, round).
     *
     * @param nsPerOp  geometric mean of the counted brackets' scores
     * @param brackets the counted brackets, in execution order
     * @param forkLogs ln of each counted fork's mean ns/op: the baseline's replicates in this cell and round
     * @param steady   false when no bracket was steady (the last one counts, flagged)
     */
    public record Base(double nsPerOp, List<Measurement> brackets, double[] forkLogs, boolean steady) {
    }

    /**
     * What the rules set aside, over the whole run.
     *
     * @param steadyReruns       results not used because they were not steady (their fork was re-run)
     * @param remeasured         steady results of a library followed by a later steady one (a disturbance re-measure)
     * @param disturbedBrackets  steady baseline brackets left out as disturbed
     * @param neverSteady        (cell, library, round)s without any steady result: the last counts, flagged
     */
    public record Counts(int steadyReruns, int remeasured, int disturbedBrackets, int neverSteady) {
    }

    public final Map<RowKey, Map<String, Map<Integer, Pick>>> picks;
    public final Map<RowKey, Map<Integer, Base>> baselines;
    public final Counts counts;

    private Selection(Map<RowKey, Map<String, Map<Integer, Pick>>> picks, Map<RowKey, Map<Integer, Base>> baselines,
                      Counts counts) {
        this.picks = picks;
        this.baselines = baselines;
        this.counts = counts;
    }

    public static Selection of(List<JmhRun> runs, String baseline) {
        // cell -> library -> round -> results in execution order
        Map<RowKey, Map<String, Map<Integer, List<Measurement>>>> all = new TreeMap<>(RowKey.ORDER);
        for (JmhRun run : runs) {
            for (Measurement m : run.measurements()) {
                all.computeIfAbsent(m.row(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(m.library(), k -> new TreeMap<>())
                        .computeIfAbsent(m.round(), k -> new ArrayList<>()).add(m);
            }
        }
        int reruns = 0;
        int remeasured = 0;
        int disturbed = 0;
        int never = 0;
        Map<RowKey, Map<String, Map<Integer, Pick>>> picks = new TreeMap<>(RowKey.ORDER);
        Map<RowKey, Map<Integer, Base>> baselines = new TreeMap<>(RowKey.ORDER);
        for (Map.Entry<RowKey, Map<String, Map<Integer, List<Measurement>>>> cell : all.entrySet()) {
            for (Map.Entry<String, Map<Integer, List<Measurement>>> lib : cell.getValue().entrySet()) {
                if (lib.getKey().equals(baseline)) {
                    continue;
                }
                Map<Integer, Pick> byRound = new TreeMap<>();
                for (Map.Entry<Integer, List<Measurement>> round : lib.getValue().entrySet()) {
                    List<Measurement> forks = inOrder(round.getValue());
                    // mode forks count for the B/op modes only (the engine adds them where the row has a result)
                    List<Measurement> results = forks.stream().filter(m -> !m.modeFork()).toList();
                    if (results.isEmpty()) {
                        results = forks;
                    }
                    Measurement counted = null;
                    for (Measurement m : results) {
                        if (steady(m)) {
                            counted = m;
                        }
                    }
                    boolean steady = counted != null;
                    if (!steady) {
                        counted = results.get(results.size() - 1);
                        never++;
                    }
                    boolean again = false;
                    for (Measurement m : results) {
                        if (m != counted) {
                            if (steady(m)) {
                                remeasured++;
                                again = true;
                            } else {
                                reruns++;
                            }
                        }
                    }
                    List<Measurement> steadyForks = forks.stream().filter(Selection::steady).toList();
                    byRound.put(round.getKey(), new Pick(counted, steady, again,
                            steadyForks.stream().mapToDouble(Measurement::allocBytes).toArray(),
                            steadyForks.stream().map(Measurement::nsPerOp).toList()));
                }
                picks.computeIfAbsent(cell.getKey(), k -> new LinkedHashMap<>()).put(lib.getKey(), byRound);
            }

            Map<Integer, List<Measurement>> base = cell.getValue().get(baseline);
            if (base == null) {
                continue;
            }
            // each round's baseline before the disturbance rule: what "the other rounds" are for a bracket
            Map<Integer, Double> before = new HashMap<>();
            base.forEach((round, results) -> before.put(round, geometricMean(steadyOrLast(inOrder(results)))));
            Map<Integer, Base> byRound = new TreeMap<>();
            for (Map.Entry<Integer, List<Measurement>> round : base.entrySet()) {
                List<Measurement> results = inOrder(round.getValue());
                List<Measurement> steady = results.stream().filter(Selection::steady).toList();
                reruns += results.size() - steady.size();
                List<Measurement> counted;
                if (steady.isEmpty()) {
                    counted = List.of(results.get(results.size() - 1));
                    reruns--; // the last one is used after all
                    never++;
                } else {
                    double[] others = before.entrySet().stream().filter(e -> !e.getKey().equals(round.getKey()))
                            .mapToDouble(Map.Entry::getValue).toArray();
                    List<Measurement> calm = steady.stream().filter(m -> !disturbed(m, others, steady)).toList();
                    counted = calm.isEmpty() ? steady : calm;
                    disturbed += steady.size() - counted.size();
                }
                byRound.put(round.getKey(), new Base(geometricMean(counted), counted, forkLogs(counted), !steady.isEmpty()));
            }
            baselines.put(cell.getKey(), byRound);
        }
        return new Selection(picks, baselines, new Counts(reruns, remeasured, disturbed, never));
    }

    private static List<Measurement> inOrder(List<Measurement> results) {
        List<Measurement> sorted = new ArrayList<>(results);
        sorted.sort(Comparator.comparingInt(Measurement::index));
        return sorted;
    }

    private static List<Measurement> steadyOrLast(List<Measurement> results) {
        List<Measurement> steady = results.stream().filter(Selection::steady).toList();
        return steady.isEmpty() ? List.of(results.get(results.size() - 1)) : steady;
    }

    /** Steady when every fork's measured iterations are (no rawData: nothing to judge, counted as steady). */
    static boolean steady(Measurement m) {
        return ForkCheck.isSteady(m.forks());
    }

    /**
     * A bracket far outside the cell's baseline in the other rounds, or far outside the other
     * steady brackets of its own cell and round (the engine re-measures either kind and appends
     * the re-measure to the round).
     */
    private static boolean disturbed(Measurement bracket, double[] otherRounds, List<Measurement> steadyBrackets) {
        double[] siblings = steadyBrackets.stream().filter(m -> m != bracket).mapToDouble(Measurement::nsPerOp).toArray();
        return ForkCheck.isDisturbed(bracket.nsPerOp(), otherRounds) || ForkCheck.isDisturbed(bracket.nsPerOp(), siblings);
    }

    private static double geometricMean(List<Measurement> ms) {
        return Stats.geometricMean(ms.stream().mapToDouble(Measurement::nsPerOp).toArray());
    }

    /**
     * ln of each fork's level (the median of its iterations, as {@link ForkCheck#level} takes it, so
     * the spread is of the same quantity as the ratios); a result without usable rawData is one
     * fork at its score.
     */
    static double[] forkLogs(List<Measurement> ms) {
        List<Double> logs = new ArrayList<>();
        for (Measurement m : ms) {
            boolean any = false;
            for (double[] fork : m.forks()) {
                double mean = fork.length == 0 ? Double.NaN : ForkCheck.level(new double[][] {fork}, Double.NaN);
                if (mean > 0 && Double.isFinite(mean)) {
                    logs.add(Math.log(mean));
                    any = true;
                }
            }
            if (!any && m.nsPerOp() > 0 && Double.isFinite(m.nsPerOp())) {
                logs.add(Math.log(m.nsPerOp()));
            }
        }
        return logs.stream().mapToDouble(Double::doubleValue).toArray();
    }
}

package io.serbench.engine;

import io.serbench.bench.RunSettings;
import io.serbench.measure.AllocModes;
import io.serbench.measure.ForkCheck;
import io.serbench.measure.LevelModes;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The {@code run.json} of a new run, from its checked knobs: settings, rules, and every base round's cells in fork order. */
final class NewRun {
    private NewRun() {
    }

    /** What the knobs decided; {@code shard} is {k, n} or null, the budget and target null when not given. */
    record Settings(RunSettings.Preset preset, long seed, int[] shard, String include, List<String> libraries,
                    List<String> jmhArgs, String jvm, Options user, int baseRounds, String budget, Long budgetSeconds,
                    Double targetPercent) {
    }

    static RunJson state(Settings s, List<Cell> cells) {
        RunJson state = new RunJson();
        state.preset = s.preset().id();
        state.presetPurpose = s.preset().purpose;
        state.seed = s.seed();
        state.shard = s.shard() == null ? null : s.shard()[0] + "/" + s.shard()[1];
        state.include = s.include();
        state.libraries = new ArrayList<>(s.libraries());
        state.jmhArgs = s.jmhArgs();
        state.jvm = s.jvm();
        state.jmh = jmhSettings(s.user(), s.preset());
        state.rules = rules();
        state.baseRounds = s.baseRounds();
        state.budget = s.budgetSeconds() == null ? null : s.budget().trim();
        state.budgetSeconds = s.budgetSeconds();
        state.targetPercent = s.targetPercent();
        state.started = Instant.now().toString();
        for (int r = 1; r <= s.baseRounds(); r++) {
            RunJson.Round round = new RunJson.Round();
            round.round = r;
            round.kind = Engine.BASE;
            for (Cell c : cells) {
                round.cells.add(new RunJson.CellRun(c, CellOrder.of(c, s.seed(), r)));
            }
            state.rounds.add(round);
        }
        try {
            state.jdk = Engine.forkJdk(s.jvm());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        state.jmh.libraryJvmOptions = libraryJvmOptions(state);
        return state;
    }

    /** The declared options of every library the run's cells fork, for the run's JDK; null when none declares any. */
    static java.util.Map<String, List<String>> libraryJvmOptions(RunJson state) {
        java.util.Map<String, List<String>> out = new java.util.TreeMap<>();
        for (RunJson.Round r : state.rounds) {
            for (RunJson.CellRun c : r.cells) {
                for (String id : c.order) {
                    List<String> o = io.serbench.codec.SupportMatrix.library(id).jvmOptionsFor(state.jdk);
                    if (!o.isEmpty()) {
                        out.put(id, o);
                    }
                }
            }
        }
        return out.isEmpty() ? null : out;
    }

    static RunJson.Jmh jmhSettings(Options user, RunSettings.Preset p) {
        RunJson.Jmh j = new RunJson.Jmh();
        j.warmupIterations = user.getWarmupIterations().orElse(p.warmupIterations);
        j.warmupMillis = user.getWarmupTime().hasValue() ? millis(user.getWarmupTime().get()) : p.warmupMillis;
        j.measurementIterations = user.getMeasurementIterations().orElse(p.measurementIterations);
        j.measurementMillis = user.getMeasurementTime().hasValue() ? millis(user.getMeasurementTime().get()) : p.measurementMillis;
        j.forks = user.getForkCount().orElse(1);
        j.jvmArgs = JmhForkRunner.jvmArgsAppend(user);
        return j;
    }

    private static int millis(TimeValue t) {
        return (int) Math.max(1, t.convertTo(TimeUnit.MILLISECONDS));
    }

    static RunJson.Rules rules() {
        RunJson.Rules r = new RunJson.Rules();
        r.steady = "ForkCheck.isSteady: not steady when the first measured iteration is more than steadyLimit times "
                + "the median of the later ones, or the Theil-Sen fit of log score changes by more than steadyLimit "
                + "from first to last iteration; re-run at once with warmup iterations times warmupGrowth, at most "
                + "maxSteadyReruns times";
        r.steadyLimit = ForkCheck.STEADY_LIMIT;
        r.maxSteadyReruns = RunSettings.MAX_STEADY_RERUNS;
        r.warmupGrowth = RunSettings.WARMUP_GROWTH;
        r.disturbed = "ForkCheck.isDisturbed: robust z of the log score against the same row's other rounds "
                + "(median, 1.4826 MAD, at least minSpread) beyond disturbedZ, with at least minReferences other rounds; "
                + "re-measured once at the end of the round (noop excepted)";
        r.disturbedZ = ForkCheck.DISTURBED_Z;
        r.minSpread = ForkCheck.MIN_SPREAD;
        r.minReferences = ForkCheck.MIN_REFERENCES;
        r.brackets = "a steady baseline bracket for which ForkCheck.isDisturbed holds against the cell's other steady "
                + "brackets is re-measured once at the end of its cell";
        r.bimodal = "AllocModes.of and LevelModes.of: once every base round is done, a row whose steady forks allocate "
                + "in two modes (B/op at least allocModeGap apart and allocModeShare of the upper mode) or run at two "
                + "levels (fork levels, each divided by its round's shift of the whole cell, at least levelModeGap times "
                + "apart) gets bimodalForks more forks, "
                + "appended to the file of the last base round that holds the row and marked, counted for the modes only";
        r.allocModeGap = AllocModes.GAP;
        r.allocModeShare = AllocModes.SHARE;
        r.levelModeGap = LevelModes.GAP;
        r.bimodalForks = BimodalForks.PER_ROW;
        return r;
    }
}

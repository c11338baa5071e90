package io.serbench.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A run folder to continue ({@code -Dbench.resume}): its {@code run.json}, checked against this build. */
final class ResumedRun {
    private ResumedRun() {
    }

    /** The folder's recorded state; a folder that is no unfinished run of this driver is a bad knob. */
    static RunJson load(Path dir) throws BadKnob {
        if (!Files.isDirectory(dir)) {
            throw new BadKnob("bench.resume: " + dir + " is not a folder");
        }
        if (!Files.isRegularFile(dir.resolve(RunJson.FILE_NAME))) {
            throw new BadKnob("bench.resume: " + dir + " has no " + RunJson.FILE_NAME + ": not a run folder this driver can continue");
        }
        RunJson state;
        try {
            state = RunJson.read(dir);
        } catch (IOException e) {
            throw new BadKnob("bench.resume: cannot read " + dir.resolve(RunJson.FILE_NAME) + ": " + e.getMessage());
        }
        if (state.stopReason != null && state.rounds.stream().allMatch(r -> r.complete)) {
            throw new BadKnob("bench.resume: " + dir + " finished (" + state.stopReason + "); nothing to resume");
        }
        checkKnobsStillDeclared(state);
        if (state.rules.bimodal == null || state.rules.levelModeGap == 0 && !state.bimodalScreened) {
            // started by a build without the bimodal rules (or without the level one): this session applies them
            RunJson.Rules now = NewRun.rules();
            state.rules.bimodal = now.bimodal;
            state.rules.allocModeGap = now.allocModeGap;
            state.rules.allocModeShare = now.allocModeShare;
            state.rules.levelModeGap = now.levelModeGap;
            state.rules.bimodalForks = now.bimodalForks;
        }
        return state;
    }

    /**
     * A resumed run's cells must have the knobs their benchmarks declare in this build: a class
     * that gained a knob since (DoubleBench's digits) would run every value of it in one fork, and
     * its results would belong to no recorded cell.
     */
    static void checkKnobsStillDeclared(RunJson state) throws BadKnob {
        Map<String, List<String>> seen = new LinkedHashMap<>();
        for (RunJson.Round r : state.rounds) {
            for (RunJson.CellRun c : r.cells) {
                Cell cell = c.cell();
                List<String> recorded = List.copyOf(cell.knobs().keySet());
                List<String> now = seen.computeIfAbsent(c.benchmark, BenchPlan::declaredKnobs);
                if (now == null) {
                    throw new BadKnob("bench.resume: run.json names " + c.benchmark + ", which this build does not have; "
                            + "finish the run with the build that started it");
                }
                if (!now.equals(recorded)) {
                    throw new BadKnob("bench.resume: run.json's cell " + cell.label() + " has knobs " + recorded + " but "
                            + BenchPlan.simpleClass(c.benchmark) + " now declares " + now + "; finish the run with the build that started it");
                }
            }
        }
    }
}

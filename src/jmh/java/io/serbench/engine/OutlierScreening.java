package io.serbench.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.codec.SupportMatrix;
import io.serbench.measure.ForkCheck;
import io.serbench.runfolder.RoundFileNames;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Rows far outside their other rounds ({@link ForkCheck#isDisturbed}), re-measured once: at the
 * end of each round against the rounds finished before it, and once every base round is done,
 * every round against all the others (rounds 1 and 2 had no two others when they ended).
 */
final class OutlierScreening {
    private final Engine engine;

    OutlierScreening(Engine engine) {
        this.engine = engine;
    }

    /**
     * End of round: a row (cell, library) whose value is far outside the same row in the other
     * finished rounds is re-measured once. The harness row (noop) is left alone: its few-ns score
     * is bimodal by code layout, not disturbed. Rows already re-measured (a resumed round) are
     * skipped. Returns the re-measures, which follow the round's results in its file.
     */
    List<ObjectNode> endOfRound(RunJson.Round r, List<ObjectNode> main) throws IOException {
        Path file = RoundFileNames.remeasure(engine.dir, r.round);
        List<ObjectNode> extra = ForkResults.read(file);
        Map<Integer, Map<String, Map<String, List<JsonNode>>>> others = otherRounds(r.round);
        if (others.size() < ForkCheck.MIN_REFERENCES) {
            return extra;
        }
        Set<String> done = new HashSet<>();
        for (JsonNode x : extra) {
            done.add(ForkResults.cellKey(x) + "|" + ForkResults.library(x));
        }
        Map<String, Map<String, List<JsonNode>>> now = ForkResults.byRow(main);
        for (RunJson.CellRun c : r.cells) {
            Map<String, List<JsonNode>> libs = now.get(c.key());
            if (libs == null) {
                continue;
            }
            for (String library : c.order.stream().distinct().toList()) {
                if (ForkResults.isHarness(library) || !libs.containsKey(library)) {
                    continue;
                }
                boolean baseline = ForkResults.isBaseline(library);
                double value = ForkResults.rowValue(libs.get(library), baseline);
                List<Double> refs = new ArrayList<>();
                for (Map<String, Map<String, List<JsonNode>>> round : others.values()) {
                    List<JsonNode> rr = round.getOrDefault(c.key(), Map.of()).get(library);
                    if (rr != null) {
                        refs.add(ForkResults.rowValue(rr, baseline));
                    }
                }
                double[] ref = refs.stream().mapToDouble(Double::doubleValue).toArray();
                if (!ForkCheck.isDisturbed(value, ref) || done.contains(c.key() + "|" + library)) {
                    continue;
                }
                r.disturbanceRemeasures++;
                engine.appendFork(r, c.cell(), library, String.format(Locale.ROOT,
                        "%s ns/op in round %d, other rounds %s (robust z %.1f): disturbed, re-measuring",
                        RunProgress.num(value), r.round, refs.stream().map(RunProgress::num).toList(),
                        ForkCheck.robustZ(value, ref)), file, extra, x -> { });
            }
        }
        return extra;
    }

    /**
     * Once every base round is done: every row of every round is checked against the same row in
     * all the other rounds, on its ratio to the cell's baseline in that round (what the reporter
     * reads; a machine-wide slow spell moves both and cancels). A row far outside is re-measured
     * once, at the end, and the re-measure appended to its round's file, where the reporter counts
     * it and marks any outlier that was not. Rounds already screened (a resumed run) are skipped.
     */
    void screenRounds() throws IOException {
        List<RunJson.Round> done = engine.state.rounds.stream()
                .filter(r -> r.complete && Engine.BASE.equals(r.kind)).toList();
        if (done.size() < ForkCheck.MIN_REFERENCES + 1) {
            return;
        }
        Map<Integer, Map<String, Map<String, List<JsonNode>>>> rows = new LinkedHashMap<>();
        for (RunJson.Round r : done) {
            rows.put(r.round, ForkResults.byRow(ForkResults.read(RoundFileNames.round(engine.dir, r.round))));
        }
        for (RunJson.Round r : done) {
            if (r.screened) {
                continue;
            }
            Path roundFile = RoundFileNames.round(engine.dir, r.round);
            List<ObjectNode> file = ForkResults.read(roundFile);
            for (RunJson.CellRun c : r.cells) {
                Map<String, List<JsonNode>> libs = rows.get(r.round).getOrDefault(c.key(), Map.of());
                for (String library : c.order.stream().distinct().toList()) {
                    if (ForkResults.isHarness(library) || ForkResults.isBaseline(library) || !libs.containsKey(library)
                            || libs.get(library).size() > Collections.frequency(c.order, library)) {
                        continue; // the harness's bimodal few ns, the baseline (its brackets are screened per cell), re-measured rows
                    }
                    double ratio = ratio(rows.get(r.round), c.key(), library);
                    List<Double> refs = new ArrayList<>();
                    rows.forEach((round, m) -> {
                        if (round != r.round && Double.isFinite(ratio(m, c.key(), library))) {
                            refs.add(ratio(m, c.key(), library));
                        }
                    });
                    double[] ref = refs.stream().mapToDouble(Double::doubleValue).toArray();
                    if (!ForkCheck.isDisturbed(ratio, ref)) {
                        continue;
                    }
                    r.outlierRemeasures++;
                    engine.appendFork(r, c.cell(), library, String.format(Locale.ROOT,
                            "ratio %s in round %d, other rounds %s (robust z %.1f): outlier round, re-measuring",
                            RunProgress.num(ratio), r.round, refs.stream().map(RunProgress::num).toList(),
                            ForkCheck.robustZ(ratio, ref)), roundFile, file, x -> { });
                }
            }
            r.screened = true;
            engine.state.write(engine.dir);
        }
    }

    /** The row's ratio to its cell's baseline in one round (baseline row value ÷ library row value); NaN when either is missing. */
    private static double ratio(Map<String, Map<String, List<JsonNode>>> round, String cell, String library) {
        Map<String, List<JsonNode>> libs = round.getOrDefault(cell, Map.of());
        double base = ForkResults.rowValue(libs.get(SupportMatrix.BASELINE), true);
        double lib = ForkResults.rowValue(libs.get(library), false);
        return base / lib;
    }

    /** The folder's finished round files other than {@code round}, each grouped by row. */
    private Map<Integer, Map<String, Map<String, List<JsonNode>>>> otherRounds(int round) throws IOException {
        Map<Integer, Map<String, Map<String, List<JsonNode>>>> out = new LinkedHashMap<>();
        for (RunJson.Round r : engine.state.rounds) {
            Path file = RoundFileNames.round(engine.dir, r.round);
            if (r.complete && r.round != round && Files.exists(file)) {
                out.put(r.round, ForkResults.byRow(ForkResults.read(file)));
            }
        }
        return out;
    }
}

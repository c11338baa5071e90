package io.serbench.engine;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.measure.AllocModes;
import io.serbench.measure.LevelModes;
import io.serbench.runfolder.ForkResultFields;
import io.serbench.runfolder.RoundFileNames;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Once every base round is done (and screened for outliers): a row whose steady forks allocate in
 * two modes ({@link AllocModes}) or run at two levels once each round's shift of the whole cell is
 * taken out ({@link LevelModes}), the rules the reporter flags bimodal rows by, gets up to
 * {@link #PER_ROW} more forks, so the fraction of forks in each mode rests on more forks; which
 * rule fired is recorded in the round's {@code bimodalRows}. Each is
 * marked a mode fork ({@link ForkResultFields#MODE_FORK}) and appended to the file of the last base
 * round that holds the row: the reporter counts it for the modes only, never as the round's result,
 * so the row's ratio and interval are what the rounds gave. The harness and the baseline are left
 * alone, as the reporter screens neither (the baseline's brackets do count for the cell's shifts).
 * Without {@code -prof gc} only the level rule can fire.
 */
final class BimodalForks {
    /** Mode forks per bimodal row per run: enough to tell a 1-of-3 mode from a 2-of-3 one, bounded in time. */
    static final int PER_ROW = 2;

    private final Engine engine;
    private final RunJson state;

    BimodalForks(Engine engine) {
        this.engine = engine;
        this.state = engine.state;
    }

    /** What the base rounds hold of one row: its forks' B/op and levels, its mode forks so far, and the round to append to. */
    private static final class Row {
        final List<Double> steadyBytes = new ArrayList<>();
        final Map<Integer, List<Double>> steadyLevels = new HashMap<>();
        int modeForks;
        RunJson.Round last;
    }

    void run() throws IOException {
        List<RunJson.Round> base = state.rounds.stream().filter(r -> r.complete && Engine.BASE.equals(r.kind)).toList();
        if (state.bimodalScreened || base.isEmpty()) {
            return;
        }
        Map<String, Row> rows = new LinkedHashMap<>();
        Map<Integer, List<ObjectNode>> files = new LinkedHashMap<>();
        // cell -> row -> round -> the round's level of the row (mode forks left out): for the rounds' shifts
        Map<String, Map<String, Map<Integer, Double>>> cellLevels = new HashMap<>();
        for (RunJson.Round r : base) {
            List<ObjectNode> file = ForkResults.read(RoundFileNames.round(engine.dir, r.round));
            files.put(r.round, file);
            ForkResults.byRow(file).forEach((cell, libs) -> libs.forEach((library, results) -> {
                if (!ForkResults.isHarness(library)) {
                    cellLevels.computeIfAbsent(cell, k -> new HashMap<>()).computeIfAbsent(library, k -> new HashMap<>())
                            .put(r.round, ForkResults.rowValue(results, ForkResults.isBaseline(library)));
                }
            }));
            for (ObjectNode x : file) {
                String library = ForkResults.library(x);
                if (ForkResults.isHarness(library) || ForkResults.isBaseline(library)) {
                    continue;
                }
                Row row = rows.computeIfAbsent(ForkResults.cellKey(x) + "|" + library, k -> new Row());
                boolean modeFork = ForkResultFields.isModeFork(x);
                row.modeForks += modeFork ? 1 : 0;
                if (!modeFork) {
                    row.last = r;
                }
                if (ForkResults.steady(x)) {
                    row.steadyBytes.add(ForkResults.allocBytes(x));
                    row.steadyLevels.computeIfAbsent(r.round, k -> new ArrayList<>()).add(ForkResults.score(x));
                }
            }
        }
        for (RunJson.CellRun c : base.get(0).cells) {
            for (String library : c.order.stream().distinct().toList()) {
                Row row = rows.get(c.key() + "|" + library);
                if (row == null || row.last == null) {
                    continue;
                }
                AllocModes bytes = AllocModes.of(row.steadyBytes.stream().mapToDouble(Double::doubleValue).toArray());
                LevelModes levels = LevelModes.of(row.steadyLevels,
                        LevelModes.roundShifts(cellLevels.getOrDefault(c.key(), Map.of())));
                String rule = rule(bytes, levels);
                if (rule == null) {
                    continue;
                }
                String why = rule + " (" + modes(bytes, levels) + ")";
                Path roundFile = RoundFileNames.round(engine.dir, row.last.round);
                List<ObjectNode> file = files.get(row.last.round);
                for (int k = row.modeForks + 1; k <= PER_ROW; k++) {
                    row.last.bimodalForks++;
                    record(row.last, c.key(), library, rule);
                    engine.appendFork(row.last, c.cell(), library, why + ": mode fork " + k + " of " + PER_ROW, roundFile,
                            file, ForkResultFields::markModeFork);
                }
            }
        }
        state.bimodalScreened = true;
        state.write(engine.dir);
    }

    /** Which rule fired, as run.json records it; null when neither did. */
    static String rule(AllocModes bytes, LevelModes levels) {
        if (bytes.bimodal()) {
            return levels.bimodal() ? "bimodal by B/op and level" : "bimodal by B/op";
        }
        return levels.bimodal() ? "bimodal by level" : null;
    }

    /** The modes that fired, for the progress line: the forks in each and their medians. */
    private static String modes(AllocModes bytes, LevelModes levels) {
        List<String> parts = new ArrayList<>();
        if (bytes.bimodal()) {
            parts.add(String.format(Locale.ROOT, "%d of %d forks at %s B/op, %d at %s B/op", bytes.lowMode(), bytes.forks(),
                    RunProgress.num(bytes.lowBytes()), bytes.forks() - bytes.lowMode(), RunProgress.num(bytes.highBytes())));
        }
        if (levels.bimodal()) {
            parts.add(String.format(Locale.ROOT, "%d of %d forks at %s ns/op, %d at %s ns/op (cell's shift taken out)",
                    levels.lowMode(), levels.forks(), RunProgress.num(levels.lowLevel()),
                    levels.forks() - levels.lowMode(), RunProgress.num(levels.highLevel())));
        }
        return String.join("; ", parts);
    }

    /** Notes in run.json which rule gave the row its mode forks, and how many it has in this round's file. */
    private static void record(RunJson.Round round, String cell, String library, String rule) {
        RunJson.BimodalRow row = round.bimodalRows.stream()
                .filter(x -> x.cell.equals(cell) && x.library.equals(library)).findFirst().orElse(null);
        if (row == null) {
            row = new RunJson.BimodalRow();
            row.cell = cell;
            row.library = library;
            round.bimodalRows.add(row);
        }
        row.rule = rule;
        row.modeForks++;
    }
}

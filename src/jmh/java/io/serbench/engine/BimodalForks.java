package io.serbench.engine;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.measure.AllocModes;
import io.serbench.runfolder.ForkResultFields;
import io.serbench.runfolder.RoundFileNames;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Once every base round is done (and screened for outliers): a row whose steady forks allocate in
 * two modes ({@link AllocModes}, the rule the reporter flags bimodal rows by) gets up to
 * {@link #PER_ROW} more forks, so the fraction of forks in each mode rests on more forks. Each is
 * marked a mode fork ({@link ForkResultFields#MODE_FORK}) and appended to the file of the last base
 * round that holds the row: the reporter counts it for the modes only, never as the round's result,
 * so the row's ratio and interval are what the rounds gave. The harness and the baseline are left
 * alone, as the reporter screens neither. Without {@code -prof gc} no fork has a B/op figure and
 * nothing runs.
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

    /** What the base rounds hold of one row: its forks' B/op, its mode forks so far, and the round to append to. */
    private static final class Row {
        final List<Double> steadyBytes = new ArrayList<>();
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
        for (RunJson.Round r : base) {
            List<ObjectNode> file = ForkResults.read(RoundFileNames.round(engine.dir, r.round));
            files.put(r.round, file);
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
                }
            }
        }
        for (RunJson.CellRun c : base.get(0).cells) {
            for (String library : c.order.stream().distinct().toList()) {
                Row row = rows.get(c.key() + "|" + library);
                if (row == null || row.last == null) {
                    continue;
                }
                AllocModes modes = AllocModes.of(row.steadyBytes.stream().mapToDouble(Double::doubleValue).toArray());
                if (!modes.bimodal()) {
                    continue;
                }
                String why = String.format(Locale.ROOT, "bimodal (%d of %d forks at %s B/op, %d at %s B/op)",
                        modes.lowMode(), modes.forks(), RunProgress.num(modes.lowBytes()),
                        modes.forks() - modes.lowMode(), RunProgress.num(modes.highBytes()));
                Path roundFile = RoundFileNames.round(engine.dir, row.last.round);
                List<ObjectNode> file = files.get(row.last.round);
                for (int k = row.modeForks + 1; k <= PER_ROW; k++) {
                    row.last.bimodalForks++;
                    engine.appendFork(row.last, c.cell(), library, why + ": mode fork " + k + " of " + PER_ROW, roundFile,
                            file, ForkResultFields::markModeFork);
                }
            }
        }
        state.bimodalScreened = true;
        state.write(engine.dir);
    }
}

package io.serbench.report.data;

import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.PresetCheckFiles;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A preset-check folder as the reporter reads it: the draw ({@value PresetCheckFiles#DRAW}) and,
 * for every ratio whose two arms are both on disk, the level of each slot's last result (a
 * steady-state re-run supersedes the attempt before it, as in the engine). Levels are those of
 * {@link JmhRun} in both arms (per fork the median of its measured iterations, averaged over
 * forks), so the two arms differ in their settings only, not in how a fork is summarised.
 */
public record PresetCheckRun(Path dir, long seed, String engineSettings, String carefulSettings, int drawn,
                             List<Pair> pairs) {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * One drawn ratio measured in both arms, all times in ns/op (or the benchmark's unit).
     *
     * @param key a ratio's identity across folders: the cell's benchmark and knobs, and the library
     */
    public record Pair(int index, String key, String cell, String library, String firstArm,
                       double engineBaselineBefore, double engineLibrary, double engineBaselineAfter,
                       double carefulBaseline, double carefulLibrary) {
    }

    public static PresetCheckRun read(Path dir) throws BadInputException {
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("no such folder: " + dir);
        }
        Path drawFile = dir.resolve(PresetCheckFiles.DRAW);
        if (!Files.isRegularFile(drawFile)) {
            throw new BadInputException(dir + " is not a preset-check folder (it has no " + PresetCheckFiles.DRAW
                    + "; make one with io.serbench.engine.PresetCheck)");
        }
        try {
            JsonNode draw = JSON.readTree(drawFile.toFile());
            if (!PresetCheckFiles.KIND.equals(draw.path("kind").asText())) {
                throw new BadInputException(drawFile + " is not a preset-check draw (kind is not " + PresetCheckFiles.KIND + ")");
            }
            List<Pair> pairs = new ArrayList<>();
            for (JsonNode r : draw.path("draw")) {
                int index = r.path("index").asInt();
                Path engine = PresetCheckFiles.arm(dir, index, PresetCheckFiles.ENGINE);
                Path careful = PresetCheckFiles.arm(dir, index, PresetCheckFiles.CAREFUL);
                if (!Files.isRegularFile(engine) || !Files.isRegularFile(careful)) {
                    continue;
                }
                Map<String, Double> e = levels(engine);
                Map<String, Double> c = levels(careful);
                StringBuilder cell = new StringBuilder(r.path("benchmark").asText());
                r.path("knobs").fields().forEachRemaining(k -> cell.append(' ').append(k.getKey()).append('=')
                        .append(k.getValue().asText()));
                String library = r.path("library").asText();
                pairs.add(new Pair(index, cell + " " + library, cell.toString(), library, r.path("first").asText(),
                        slot(e, PresetCheckFiles.BASELINE_BEFORE, engine), slot(e, PresetCheckFiles.LIBRARY, engine),
                        slot(e, PresetCheckFiles.BASELINE_AFTER, engine), slot(c, PresetCheckFiles.BASELINE, careful),
                        slot(c, PresetCheckFiles.LIBRARY, careful)));
            }
            return new PresetCheckRun(dir, draw.path("seed").asLong(), draw.path("engine").toString(),
                    draw.path("careful").toString(), draw.path("draw").size(), pairs);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + dir + ": " + e.getMessage());
        }
    }

    /** The level (ns/op) of each slot's last result in an arm file, read and checked as any round file is. */
    private static Map<String, Double> levels(Path file) throws BadInputException, IOException {
        List<Measurement> results = JmhRun.read(file, 0).measurements();
        JsonNode tags = JSON.readTree(file.toFile());
        Map<String, Double> out = new HashMap<>();
        for (int i = 0; i < results.size() && i < tags.size(); i++) {
            out.put(tags.get(i).path(PresetCheckFiles.TAG).path("slot").asText(), results.get(i).nsPerOp());
        }
        return out;
    }

    private static double slot(Map<String, Double> levels, String slot, Path file) throws BadInputException {
        Double v = levels.get(slot);
        if (v == null) {
            throw new BadInputException(file + " has no result in slot " + slot);
        }
        return v;
    }
}

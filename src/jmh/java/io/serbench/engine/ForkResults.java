package io.serbench.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.codec.SupportMatrix;
import io.serbench.measure.ForkCheck;
import io.serbench.runfolder.ForkResultFields;
import io.serbench.runfolder.RoundFileNames;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * JMH JSON results as the engine reads and writes them: one object per fork result, in the
 * array JMH's {@code -rf json} writes. Also the engine's own summary of a row in a round (used
 * for its decisions only; the reporter computes the published numbers itself).
 */
final class ForkResults {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ForkResults() {
    }

    /** The results in a JMH JSON file; none when the file does not exist. */
    static List<ObjectNode> read(Path file) throws IOException {
        List<ObjectNode> out = new ArrayList<>();
        if (!Files.exists(file)) {
            return out;
        }
        JsonNode n;
        try (InputStream in = RoundFileNames.isCompressed(file)
                ? new GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file)) {
            n = JSON.readTree(in);
        }
        if (n == null || !n.isArray()) {
            throw new IOException(file + " is not a JMH JSON array");
        }
        for (JsonNode r : n) {
            if (!r.isObject()) {
                throw new IOException(file + " holds a result that is not an object");
            }
            out.add((ObjectNode) r);
        }
        return out;
    }

    /** Writes atomically: a kill leaves either the old file or the new one. */
    static void write(Path file, List<? extends JsonNode> results) throws IOException {
        ArrayNode all = JSON.createArrayNode();
        results.forEach(all::add);
        Path tmp = file.resolveSibling("." + file.getFileName() + ".tmp");
        // a compressed round (a published folder re-screened on resume) stays compressed
        try (OutputStream out = RoundFileNames.isCompressed(file)
                ? new GZIPOutputStream(Files.newOutputStream(tmp)) : Files.newOutputStream(tmp)) {
            JSON.writeValue(out, all);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The key of the cell a result belongs to: its benchmark and every param but the library. */
    static String cellKey(JsonNode r) {
        return Cell.key(r.path("benchmark").asText(), knobs(r));
    }

    /** A result's knobs: its params but {@code library}. */
    static Map<String, String> knobs(JsonNode r) {
        Map<String, String> knobs = new LinkedHashMap<>();
        r.path("params").fields().forEachRemaining(p -> {
            if (!p.getKey().equals(BenchPlan.LIBRARY) && !p.getValue().isNull()) {
                knobs.put(p.getKey(), p.getValue().asText());
            }
        });
        return knobs;
    }

    static String library(JsonNode r) {
        return r.path("params").path("library").asText();
    }

    /** The result's time per op as the reporter counts it ({@link ForkCheck#level}). */
    static double score(JsonNode r) {
        JsonNode s = r.path("primaryMetric").path("score");
        return ForkCheck.level(raw(r), s.isNumber() ? s.asDouble() : Double.NaN);
    }

    /** {@code primaryMetric.rawData}: [forks][measured iterations]. */
    static double[][] raw(JsonNode r) {
        JsonNode raw = r.path("primaryMetric").path("rawData");
        double[][] out = new double[raw.size()][];
        for (int f = 0; f < raw.size(); f++) {
            JsonNode it = raw.get(f);
            out[f] = new double[it.size()];
            for (int i = 0; i < it.size(); i++) {
                out[f][i] = it.get(i).isNumber() ? it.get(i).asDouble() : Double.NaN;
            }
        }
        return out;
    }

    /** B/op from {@code -prof gc}; NaN without it. */
    static double allocBytes(JsonNode r) {
        return ForkResultFields.allocBytes(r.get("secondaryMetrics"));
    }

    static boolean steady(JsonNode r) {
        return ForkCheck.isSteady(raw(r));
    }

    /** A round's results grouped by cell, then library, each list in file order; mode forks are left out. */
    static Map<String, Map<String, List<JsonNode>>> byRow(List<? extends JsonNode> results) {
        Map<String, Map<String, List<JsonNode>>> rows = new LinkedHashMap<>();
        for (JsonNode r : results) {
            if (ForkResultFields.isModeFork(r)) {
                continue;
            }
            rows.computeIfAbsent(cellKey(r), k -> new LinkedHashMap<>())
                    .computeIfAbsent(library(r), k -> new ArrayList<>()).add(r);
        }
        return rows;
    }

    /**
     * One score for a row in one round, for the engine's decisions: a library's last steady result
     * (the last result if none is steady); for the baseline, the median of its steady brackets
     * (all of them if none is steady): a median of three ignores one bad bracket without a rule.
     */
    static double rowValue(List<JsonNode> results, boolean baseline) {
        if (results == null || results.isEmpty()) {
            return Double.NaN;
        }
        List<JsonNode> steady = results.stream().filter(ForkResults::steady).toList();
        List<JsonNode> pool = steady.isEmpty() ? results : steady;
        if (!baseline) {
            return score(pool.get(pool.size() - 1));
        }
        double[] scores = pool.stream().mapToDouble(ForkResults::score).sorted().toArray();
        int n = scores.length;
        return n % 2 == 1 ? scores[n / 2] : Math.sqrt(scores[n / 2 - 1] * scores[n / 2]);
    }

    static boolean isBaseline(String library) {
        return SupportMatrix.BASELINE.equals(library);
    }

    static boolean isHarness(String library) {
        return SupportMatrix.NOOP.id().equals(library);
    }

    /** The iteration scores of every fork of a result, for messages: "[2116, 2259, 2335]". */
    static String iterations(JsonNode r) {
        double[][] raw = raw(r);
        List<String> forks = new ArrayList<>();
        for (double[] f : raw) {
            forks.add(Arrays.toString(Arrays.stream(f).mapToLong(Math::round).toArray()));
        }
        return String.join(" ", forks);
    }
}

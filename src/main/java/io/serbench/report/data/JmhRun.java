package io.serbench.report.data;

import io.serbench.measure.ForkCheck;
import io.serbench.model.Shape;
import io.serbench.model.Sweep;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.ForkResultFields;
import io.serbench.runfolder.InputFile;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One JMH JSON file ({@code -rf json}): the whole of one round, or one shard's part of it (see
 * {@link RoundFiles}). Only {@code benchmark}, {@code params} and the metrics are used to identify
 * results; text output is never read. A file may hold several results for the same benchmark and
 * params (baseline brackets, re-runs): {@code Selection} decides which count.
 *
 * <p>Sweep results (a class of {@link Sweep}'s table) are kept apart: they measure how one cost
 * grows with one size, are never compared with the baseline, and go to the sweeps section only.
 *
 * @param path         where it came from
 * @param round        0-based index of the round it belongs to
 * @param measurements every scenario result in the file, in file (execution) order
 * @param sweeps       every sweep result in the file, in file (execution) order
 * @param settings     run-wide values (jmhVersion, jvm, forks, ...) as printed, per key
 */
public record JmhRun(Path path, int round, List<Measurement> measurements, List<SweepPoint> sweeps,
                     Map<String, String> settings) {
    /** The scenario id of a payload run's results ({@code PayloadBench}), one size. */
    public static final String PAYLOAD_SCENARIO = "payload";
    /** The JMH class of a payload run, as results name it. */
    static final String PAYLOAD_CLASS = "PayloadBench";
    /** The package of the service-condition benchmarks, whose results the matrix reader skips. */
    public static final String SERVICE_PACKAGE = "io.serbench.bench.service.";

    /** True for a result the matrix reader must skip (service conditions, read apart). */
    static boolean isService(JsonNode result) {
        return result.path("benchmark").asText("").startsWith(SERVICE_PACKAGE);
    }

    /**
     * One sweep result: the sweep, its size (the value of the sweep's param) and the measurement
     * (its row: the sweep's shape at the sweep's fields, the direction).
     */
    public record SweepPoint(Sweep sweep, int size, Measurement m) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Run-wide keys of each JMH result, shown in the summary header. */
    static final List<String> SETTING_KEYS = List.of("jmhVersion", "jvm", "jdkVersion", "vmName", "vmVersion",
            "jvmArgs", "mode", "forks", "warmupIterations", "warmupTime", "measurementIterations",
            "measurementTime", "threads");

    /** The same file without the results {@code leftOut} covers (a consensus leaves out ratios older than their codec). */
    public JmhRun without(java.util.Set<LeftOut> leftOut) {
        if (leftOut.isEmpty()) {
            return this;
        }
        return new JmhRun(path, round, measurements.stream().filter(m -> leftOut.stream().noneMatch(l -> l.covers(m))).toList(),
                sweeps.stream().filter(p -> leftOut.stream().noneMatch(l -> l.covers(p.m()))).toList(), settings);
    }

    /** The same file with only the results of {@code cells} (a consensus pools the cells of its first run), no sweeps. */
    public JmhRun only(java.util.Set<RowKey> cells) {
        return new JmhRun(path, round, measurements.stream().filter(m -> cells.contains(m.row())).toList(), List.of(), settings);
    }

    public static JmhRun read(Path path, int round) throws BadInputException {
        String text = InputFile.readText(path);
        if (text.isBlank()) {
            throw new BadInputException(path + " is empty: expected JMH JSON (-rf json)");
        }
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new BadInputException(path + " is not JMH JSON: not valid JSON (" + e.getOriginalMessage() + ")");
        }
        if (root == null || !root.isArray()) {
            throw new BadInputException(path + " is not JMH JSON: expected an array of results (-rf json)");
        }
        if (root.isEmpty()) {
            throw new BadInputException(path + " holds no benchmark results (an empty run)");
        }
        List<Measurement> out = new ArrayList<>();
        List<SweepPoint> sweeps = new ArrayList<>();
        Map<String, String> settings = new LinkedHashMap<>();
        int index = 0;
        for (JsonNode result : root) {
            if (isService(result)) {
                continue; // service conditions: read apart (ServiceResults), never part of the matrix
            }
            SweepPoint p = measurement(path, round, index++, result);
            if (p.sweep() == null) {
                out.add(p.m());
            } else {
                sweeps.add(p);
            }
            for (String key : SETTING_KEYS) {
                JsonNode v = result.get(key);
                if (v != null && !v.isNull()) {
                    settings.putIfAbsent(key, v.isArray() ? joinArray(v) : v.asText());
                }
            }
        }
        return new JmhRun(path, round, Collections.unmodifiableList(out), Collections.unmodifiableList(sweeps),
                Collections.unmodifiableMap(settings));
    }

    /** A result: a sweep point, or (sweep null) a scenario measurement. */
    private static SweepPoint measurement(Path path, int round, int index, JsonNode r) throws BadInputException {
        JsonNode benchmark = r.get("benchmark");
        JsonNode metric = r.get("primaryMetric");
        JsonNode scoreNode = metric == null ? null : metric.get("score");
        if (!r.isObject() || benchmark == null || !benchmark.isTextual() || metric == null || !metric.isObject()
                || scoreNode == null || !(scoreNode.isNumber() || scoreNode.isTextual())) {
            throw new BadInputException(path + " is not JMH JSON: a result lacks 'benchmark' or 'primaryMetric.score'");
        }
        String name = benchmark.asText();
        int dot = name.lastIndexOf('.');
        if (dot < 0) {
            throw new BadInputException(path + ": benchmark '" + name + "' is not Class.method");
        }
        String method = name.substring(dot + 1);
        String className = name.substring(0, dot);
        String simpleClass = className.substring(className.lastIndexOf('.') + 1);
        boolean payload = simpleClass.equals(PAYLOAD_CLASS);
        String known = payload ? PAYLOAD_SCENARIO : Shape.scenarioOfBenchmark(simpleClass);
        // a class this build does not know (another version's results) keeps its name as the scenario
        String scenario = known != null ? known : simpleClass.toLowerCase(Locale.ROOT);

        JsonNode params = r.get("params");
        String library = param(params, "library");
        Sweep sweep = Sweep.ofBenchmark(simpleClass);
        // a scenario of one size (media) has no fields param: its one size is fields=1
        boolean unsized = payload || sweep == null && known != null && java.util.Arrays.stream(Shape.values())
                .anyMatch(sh -> sh.scenario.equals(known) && sh.fields.size() == 1);
        String fieldsText = sweep != null ? Integer.toString(sweep.fields) : unsized ? "1" : param(params, "fields");
        if (library == null || fieldsText == null) {
            throw new BadInputException(path + ": " + name + " has no 'library' or 'fields' param: not a serbench result");
        }
        int fields = number(path, name, "fields", fieldsText);
        String element = param(params, "element");
        int size = 0;
        if (sweep != null) {
            String sizeText = param(params, sweep.param);
            if (sizeText == null) {
                throw new BadInputException(path + ": " + name + " has no '" + sweep.param + "' param: not a serbench sweep result");
            }
            size = number(path, name, sweep.param, sizeText);
            if (size <= 0) {
                throw new BadInputException(path + ": " + name + " has " + sweep.param + "=" + size + ", not a positive size");
            }
            scenario = sweep.shape.scenario;
            element = sweep.shape.element;
        }
        // results of runs before the digits param ran full-precision doubles
        String digitsText = param(params, "digits");
        int digits = digitsText == null ? Shape.FULL_DIGITS : number(path, name, "digits", digitsText);
        if (sweep == Sweep.DOUBLE_DIGITS) {
            digits = size;
        }

        String unit = metric.path("scoreUnit").asText("ns/op");
        double toNs = nanosPer(unit);
        if (Double.isNaN(toNs)) {
            throw new BadInputException(path + ": " + name + " is in '" + unit
                    + "'; the reporter reads average time per op (run JMH with -bm avgt)");
        }
        String cell = path + ": " + name + " library=" + library + (sweep != null ? " " + sweep.param + "=" + size
                : " fields=" + fields);
        // JMH writes a non-finite number as a string ("NaN"); a huge literal (1e999) reads as Infinity
        double score = ForkResultFields.number(scoreNode);
        if (!(Double.isFinite(score) && score > 0)) {
            throw new BadInputException(cell + " has score " + scoreNode.asText() + ", not a positive finite time per op");
        }
        double error = ForkResultFields.number(metric.get("scoreError"));
        if (!Double.isNaN(error) && !(Double.isFinite(error) && error >= 0)) {
            throw new BadInputException(cell + " has scoreError " + metric.get("scoreError").asText()
                    + ", neither a finite error nor NaN (unknown)");
        }
        double alloc = ForkResultFields.allocBytes(r.get("secondaryMetrics"));
        if (!Double.isNaN(alloc) && !(Double.isFinite(alloc) && alloc >= 0)) {
            throw new BadInputException(cell + " has " + ForkResultFields.ALLOC_NORM + " " + alloc + ", neither a finite size nor NaN (unknown)");
        }
        double[][] forks = forks(metric, toNs);
        Measurement m = new Measurement(round, index, name, new RowKey(scenario, element, fields, digits, method), library,
                ForkCheck.level(forks, score * toNs), error * toNs, samples(r, metric), forks, alloc,
                ForkResultFields.isModeFork(r));
        return new SweepPoint(sweep, size, m);
    }

    private static int number(Path path, String benchmark, String param, String text) throws BadInputException {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new BadInputException(path + ": " + benchmark + " has " + param + "='" + text + "', not a number");
        }
    }

    private static String param(JsonNode params, String key) {
        if (params == null || !params.isObject()) {
            return null;
        }
        JsonNode v = params.get(key);
        return v == null || v.isNull() ? null : v.asText();
    }

    private static double nanosPer(String unit) {
        switch (unit) {
            case "ns/op":
                return 1;
            case "us/op":
            case "µs/op":
                return 1e3;
            case "ms/op":
                return 1e6;
            case "s/op":
                return 1e9;
            default:
                return Double.NaN;
        }
    }

    /** Samples behind scoreError: rawData holds one array per fork, one value per iteration. */
    private static int samples(JsonNode result, JsonNode metric) {
        JsonNode raw = metric.get("rawData");
        if (raw != null && raw.isArray() && !raw.isEmpty()) {
            int n = 0;
            for (JsonNode fork : raw) {
                n += fork.isArray() ? fork.size() : 1;
            }
            return n;
        }
        return result.path("forks").asInt(1) * result.path("measurementIterations").asInt(1);
    }

    /** rawData in ns/op: one array per fork, one value per measured iteration; empty when absent. */
    private static double[][] forks(JsonNode metric, double toNs) {
        JsonNode raw = metric.get("rawData");
        if (raw == null || !raw.isArray()) {
            return new double[0][];
        }
        List<double[]> forks = new ArrayList<>();
        for (JsonNode fork : raw) {
            if (!fork.isArray() || fork.isEmpty()) {
                continue;
            }
            double[] it = new double[fork.size()];
            for (int i = 0; i < it.length; i++) {
                it[i] = ForkResultFields.number(fork.get(i)) * toNs;
            }
            forks.add(it);
        }
        return forks.toArray(new double[0][]);
    }

    private static String joinArray(JsonNode array) {
        List<String> parts = new ArrayList<>();
        array.forEach(v -> parts.add(v.asText()));
        return String.join(" ", parts);
    }
}

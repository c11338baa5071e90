package io.serbench.report.data;

import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.InputFile;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The service-conditions results among the reporter's JMH JSON files (benchmarks of
 * {@value #PACKAGE}): cold start, warm-up curves and thread scaling, kept apart from the
 * steady-state matrix. A file may hold only these, or these beside matrix results;
 * {@link #matrixFiles} are the files the matrix analysis still reads.
 *
 * <p>Every figure is per fork: a cold-start fork holds one sample, a warm-up fork one curve, a
 * threads fork one score (the mean of its measured iterations, ops/s summed over threads).
 */
public final class ServiceResults {
    /** The JMH package of the service benchmarks. */
    public static final String PACKAGE = JmhRun.SERVICE_PACKAGE;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Which service case a class runs: its name carries it. */
    public enum Case {
        MEDIA("media"), DOUBLE_10("double · fields=10");

        public final String label;

        Case(String label) {
            this.label = label;
        }

        static Case ofClass(String simpleClass) {
            return simpleClass.contains("Media") ? MEDIA : simpleClass.contains("Double") ? DOUBLE_10 : null;
        }
    }

    /** A cell of a service benchmark: case, method, library (and thread count for threads). */
    public record Key(Case c, String method, String library, int threads) {
    }

    /** Cold start: per key (threads 1), one time per fork in microseconds. */
    public final Map<Key, List<Double>> coldMicros = new TreeMap<>(KEY_ORDER);
    /** Warm-up curves: per key, one curve (ns/op per iteration) per fork. */
    public final Map<Key, List<double[]>> curves = new TreeMap<>(KEY_ORDER);
    /** Iteration time of the curves, per key, in ms. */
    public final Map<Key, Double> curveIterationMillis = new LinkedHashMap<>();
    /** Threads: per key, one score (ops/s) per fork. */
    public final Map<Key, List<Double>> opsPerSecond = new TreeMap<>(KEY_ORDER);
    private final List<Path> matrixFiles = new ArrayList<>();

    static final java.util.Comparator<Key> KEY_ORDER = java.util.Comparator.comparing(Key::c)
            .thenComparing(Key::method).thenComparing(Key::library).thenComparingInt(Key::threads);

    private ServiceResults() {
    }

    /**
     * Reads the service results of every file (a file that is not JMH JSON is left to the matrix
     * reader, which says why). Files with any other result are the {@link #matrixFiles}.
     */
    public static ServiceResults read(List<Path> files) throws BadInputException {
        ServiceResults out = new ServiceResults();
        for (Path file : files) {
            InputFile.check(file);
            JsonNode root = tree(file);
            boolean other = root == null || !root.isArray() || root.isEmpty();
            if (root != null && root.isArray()) {
                for (JsonNode r : root) {
                    String name = r.path("benchmark").asText("");
                    if (name.startsWith(PACKAGE)) {
                        out.add(file, r, name);
                    } else {
                        other = true;
                    }
                }
            }
            if (other) {
                out.matrixFiles.add(file);
            }
        }
        return out;
    }

    public boolean isEmpty() {
        return coldMicros.isEmpty() && curves.isEmpty() && opsPerSecond.isEmpty();
    }

    /** The files that hold matrix results (or are not JMH JSON at all: the matrix reader reports them). */
    public List<Path> matrixFiles() {
        return matrixFiles;
    }


    private static JsonNode tree(Path file) {
        try {
            return JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            return null;
        } catch (IOException e) {
            return null;
        }
    }

    private void add(Path file, JsonNode r, String name) throws BadInputException {
        String cls = name.substring(0, name.lastIndexOf('.'));
        String simple = cls.substring(cls.lastIndexOf('.') + 1);
        String method = name.substring(name.lastIndexOf('.') + 1);
        Case c = Case.ofClass(simple);
        String library = r.path("params").path("library").asText(null);
        if (c == null || library == null) {
            throw new BadInputException(file + ": " + name + " is not a service result this reporter knows (no case or no library)");
        }
        JsonNode metric = r.path("primaryMetric");
        String unit = metric.path("scoreUnit").asText("");
        List<double[]> forks = rawData(file, name, metric);
        if (simple.startsWith("Cold")) {
            double toMicros = switch (unit) {
                case "s/op" -> 1e6;
                case "ms/op" -> 1e3;
                case "us/op", "µs/op" -> 1;
                case "ns/op" -> 1e-3;
                default -> throw new BadInputException(file + ": " + name + " is in '" + unit + "'; cold start is a time per op");
            };
            List<Double> samples = coldMicros.computeIfAbsent(new Key(c, method, library, 1), k -> new ArrayList<>());
            for (double[] f : forks) {
                for (double v : f) {
                    samples.add(v * toMicros);
                }
            }
        } else if (simple.startsWith("Warmup")) {
            if (!unit.equals("ns/op")) {
                throw new BadInputException(file + ": " + name + " is in '" + unit + "'; a warm-up curve is in ns/op");
            }
            Key k = new Key(c, method, library, 1);
            curves.computeIfAbsent(k, x -> new ArrayList<>()).addAll(forks);
            curveIterationMillis.put(k, millis(file, name, r.path("measurementTime").asText("")));
        } else if (simple.startsWith("Threads")) {
            double perSecond = switch (unit) {
                case "ops/s" -> 1;
                case "ops/ms" -> 1e3;
                case "ops/us", "ops/µs" -> 1e6;
                default -> throw new BadInputException(file + ": " + name + " is in '" + unit + "'; threads is a throughput (ops/s)");
            };
            int threads = r.path("threads").asInt(0);
            if (threads < 1) {
                throw new BadInputException(file + ": " + name + " has no thread count");
            }
            List<Double> scores = opsPerSecond.computeIfAbsent(new Key(c, method, library, threads), k -> new ArrayList<>());
            for (double[] f : forks) {
                scores.add(mean(f) * perSecond);
            }
        } else {
            throw new BadInputException(file + ": " + name + " is not a service benchmark this reporter knows");
        }
    }

    /** rawData: one array per fork, one value per iteration; every value positive and finite. */
    private static List<double[]> rawData(Path file, String name, JsonNode metric) throws BadInputException {
        JsonNode raw = metric.path("rawData");
        if (!raw.isArray() || raw.isEmpty()) {
            throw new BadInputException(file + ": " + name + " has no rawData: the service sections need every fork");
        }
        List<double[]> out = new ArrayList<>();
        for (JsonNode fork : raw) {
            double[] v = new double[fork.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = fork.get(i).asDouble(Double.NaN);
                if (!(v[i] > 0 && Double.isFinite(v[i]))) {
                    throw new BadInputException(file + ": " + name + " has a score of " + fork.get(i).asText() + " in its rawData");
                }
            }
            if (v.length > 0) {
                out.add(v);
            }
        }
        return out;
    }

    /** A fork's score: the mean of its iterations. */
    private static double mean(double[] iterations) {
        double s = 0;
        for (double v : iterations) {
            s += v;
        }
        return s / iterations.length;
    }

    private static double millis(Path file, String name, String time) throws BadInputException {
        String[] parts = time.trim().split("\\s+");
        try {
            double v = Double.parseDouble(parts[0]);
            String unit = parts.length > 1 ? parts[1].toLowerCase(Locale.ROOT) : "";
            return switch (unit) {
                case "ms" -> v;
                case "s" -> v * 1e3;
                case "us", "µs" -> v / 1e3;
                default -> throw new NumberFormatException(unit);
            };
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new BadInputException(file + ": " + name + " has measurementTime '" + time + "', not a time");
        }
    }
}

package io.serbench.runfolder;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * How fast the machine ran a round, in absolute terms: the median over reference cells of
 * Jackson's ns/op in the round divided by Jackson's ns/op in a reference fixed once per host
 * family and JDK ({@value #RESOURCE}, written from that family's first published runs). 1.00 is
 * the reference's speed, 1.25 a machine a quarter slower.
 *
 * <p>Why Jackson's own cells and not a calibration kernel: every round of every run already
 * measures Jackson at the start, middle and end of each cell, so every run, including the ones
 * published before the index existed, gets the same index without one more fork; and it is the
 * speed every ratio's denominator was measured at. Its weakness: a change of Jackson's version or
 * of the JDK moves it, so a reference holds for one family, one JDK and one Jackson version
 * (each reference row names them), and a (family, JDK) without a reference has no index.
 */
public final class SpeedIndex {
    public static final String RESOURCE = "speed-reference.csv";
    /** A round this much slower (or faster: its inverse) than the reference is flagged. */
    public static final double FLAG = 1.25;
    /** The library whose cells the index reads. */
    public static final String BASELINE = "jackson";

    private SpeedIndex() {
    }

    /**
     * One reference: Jackson's ns/op per cell on one host family and JDK, at one Jackson version.
     *
     * @param source the runs it was computed from, as folder names
     */
    public record Reference(String hostFamily, int jdk, String jacksonVersion, Map<String, Double> nsPerCell, String source) {
    }

    /**
     * An index: the median ratio to the reference over the {@code cells} both measured.
     *
     * @param value the index (NaN without a reference or a shared cell)
     */
    public record Index(double value, int cells, String hostFamily, int jdk) {
        public boolean flagged() {
            return Double.isFinite(value) && (value > FLAG || value < 1 / FLAG);
        }

        public boolean known() {
            return Double.isFinite(value);
        }
    }

    /**
     * A cell's key: the benchmark's class and method and its knobs but the library, e.g.
     * {@code IntBench.decode fields=10}. The same in every run, whatever the package.
     */
    public static String cellKey(JsonNode result) {
        String benchmark = result.path("benchmark").asText();
        int dot = benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1);
        String name = dot < 0 ? benchmark : benchmark.substring(dot + 1);
        Map<String, String> knobs = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = result.path("params").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getKey().equals("library")) {
                knobs.put(e.getKey(), e.getValue().asText());
            }
        }
        StringBuilder sb = new StringBuilder(name);
        knobs.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }

    /**
     * Jackson's ns/op per cell in a round's results: the geometric mean of its forks (the
     * brackets and their re-measures; mode forks aside, they only count modes).
     */
    public static Map<String, Double> baselineNs(Iterable<? extends JsonNode> results) {
        Map<String, double[]> sums = new LinkedHashMap<>();
        for (JsonNode r : results) {
            if (!BASELINE.equals(r.path("params").path("library").asText()) || ForkResultFields.isModeFork(r)) {
                continue;
            }
            double ns = ForkResultFields.number(r.path("primaryMetric").path("score"));
            if (!(ns > 0)) {
                continue;
            }
            double[] s = sums.computeIfAbsent(cellKey(r), k -> new double[2]);
            s[0] += Math.log(ns);
            s[1]++;
        }
        Map<String, Double> out = new LinkedHashMap<>();
        sums.forEach((k, s) -> out.put(k, Math.exp(s[0] / s[1])));
        return out;
    }

    /** The index of a round against the reference of its family and JDK, if one is committed. */
    public static Index of(Map<String, Double> baselineNs, String hostFamily, int jdk) {
        Reference ref = reference(hostFamily, jdk);
        if (ref == null) {
            return new Index(Double.NaN, 0, hostFamily, jdk);
        }
        return against(baselineNs, ref);
    }

    /** The index against one reference: the median over shared cells of the ns/op ratio. */
    public static Index against(Map<String, Double> baselineNs, Reference ref) {
        List<Double> logs = new ArrayList<>();
        baselineNs.forEach((cell, ns) -> {
            Double r = ref.nsPerCell().get(cell);
            if (r != null && r > 0) {
                logs.add(Math.log(ns / r));
            }
        });
        if (logs.isEmpty()) {
            return new Index(Double.NaN, 0, ref.hostFamily(), ref.jdk());
        }
        double[] a = logs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double median = a.length % 2 == 1 ? a[a.length / 2] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
        return new Index(Math.exp(median), a.length, ref.hostFamily(), ref.jdk());
    }

    /** The committed reference of a family and JDK, or null. */
    public static Reference reference(String hostFamily, int jdk) {
        for (Reference r : references()) {
            if (r.hostFamily().equals(hostFamily) && r.jdk() == jdk) {
                return r;
            }
        }
        return null;
    }

    private static List<Reference> cached;

    /** Every committed reference ({@value #RESOURCE} on the class path). */
    public static synchronized List<Reference> references() {
        if (cached == null) {
            try (InputStream in = SpeedIndex.class.getClassLoader().getResourceAsStream(RESOURCE)) {
                cached = in == null ? List.of() : parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList());
            } catch (IOException e) {
                throw new IllegalStateException("cannot read " + RESOURCE + ": " + e, e);
            }
        }
        return cached;
    }

    /** Header of the CSV; lines starting with # are comments. */
    public static final String HEADER = "host_family,jdk,jackson_version,cell,jackson_ns_op,source";

    static List<Reference> parse(List<String> lines) {
        Map<String, Reference> out = new LinkedHashMap<>();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#") || line.equals(HEADER)) {
                continue;
            }
            String[] f = line.split(",", -1);
            if (f.length != 6) {
                throw new IllegalStateException(RESOURCE + ": not " + HEADER + ": " + line);
            }
            String key = f[0] + "," + f[1];
            Reference r = out.computeIfAbsent(key, k -> new Reference(f[0], Integer.parseInt(f[1]), f[2], new LinkedHashMap<>(), f[5]));
            r.nsPerCell().put(f[3], Double.parseDouble(f[4]));
        }
        return List.copyOf(out.values());
    }

    /** The CSV lines of one reference, for the command that writes it. */
    public static List<String> csv(Reference r) {
        List<String> out = new ArrayList<>();
        r.nsPerCell().forEach((cell, ns) -> out.add(String.join(",", Arrays.asList(r.hostFamily(), String.valueOf(r.jdk()),
                r.jacksonVersion(), cell, String.format(java.util.Locale.ROOT, "%.3f", ns), r.source()))));
        return out;
    }
}

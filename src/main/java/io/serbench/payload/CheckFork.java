package io.serbench.payload;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Runs {@link RoundTrip} checks for one library in a JVM of their own. Libraries that write
 * fields through {@code Unsafe} can damage the JVM they run in (protostuff decoding an
 * {@code Optional} field writes into the shared {@code Optional.empty()} instance, after which
 * every empty Optional of that JVM holds a value), so no check runs in the JVM that plans a run
 * or prints a table, and no library's check runs after another's; a probe that damages
 * {@code Optional.empty()} ends its JVM, and the next probe starts in a new one. The child prints
 * one line per verdict, prefixed with {@value #PREFIX}; anything else a library prints is ignored.
 *
 * <p>Child modes: {@code payload LIBRARY} (the payload of the {@link Payload} system
 * properties, all settings on, the decode inputs of a timed run) and
 * {@code probes LIBRARY SUPPLIER FROM} (the probes of a {@code Supplier<List<TypeSupport.Probe>>}
 * class from index FROM on, as the type-support matrix reads them).
 */
public final class CheckFork {
    static final String PREFIX = "serbench-verdict ";
    /** The key prefix of a probe's payload-run verdict, beside its matrix cell's (the feature alone). */
    private static final String PAYLOAD_KEY = "payload:";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long TIMEOUT_SECONDS = 300;

    private CheckFork() {
    }

    public static void main(String[] args) throws Exception {
        String id = args[1];
        if (args[0].equals("payload")) {
            Payload payload = Payload.fromSystemProperties();
            RoundTripOutcome v = PayloadFixture.verify(id, payload);
            ObjectNode n = verdictJson("payload", v);
            if (v.exact()) {
                PayloadFixture.Sizes s = PayloadFixture.sizes(id, payload);
                n.put("meanBytes", s.meanBytes()).put("meanDeflated", s.meanDeflated())
                        .put("minBytes", s.minBytes()).put("maxBytes", s.maxBytes());
            }
            System.out.println(PREFIX + n);
        } else {
            @SuppressWarnings("unchecked")
            Supplier<List<TypeSupport.Probe>> probes = (Supplier<List<TypeSupport.Probe>>)
                    Class.forName(args[2]).getDeclaredConstructor().newInstance();
            var binder = RuntimeBinding.binding(id).binder();
            List<TypeSupport.Probe> all = probes.get();
            for (TypeSupport.Probe p : all.subList(Integer.parseInt(args[3]), all.size())) {
                // the check a payload run makes (all settings), then the matrix's cell (the fewest settings)
                RoundTripOutcome asPayload = PayloadFixture.verify(id, TypeSupport.asPayload(p));
                RoundTripOutcome v = TypeSupport.cell(id, binder, p);
                if (Optional.empty().isPresent()) {
                    print(PAYLOAD_KEY + p.feature(), damaged(asPayload));
                    print(p.feature(), damaged(v));
                    break;
                }
                print(PAYLOAD_KEY + p.feature(), asPayload);
                print(p.feature(), v);
            }
        }
        System.out.flush();
        System.exit(0); // libraries' non-daemon threads must not keep the check alive
    }

    private static RoundTripOutcome damaged(RoundTripOutcome v) {
        return new RoundTripOutcome(v.exact() ? RoundTripOutcome.Kind.CHANGED : v.kind(),
                "it wrote into the JVM's shared Optional.empty(), which now holds a value"
                        + (v.detail() == null ? "" : "; " + v.detail()), v.settings());
    }

    private static void print(String key, RoundTripOutcome v) {
        System.out.println(PREFIX + verdictJson(key, v));
    }

    private static ObjectNode verdictJson(String key, RoundTripOutcome v) {
        ObjectNode n = JSON.createObjectNode();
        n.put("key", key).put("kind", v.kind().name()).put("detail", v.detail());
        v.settings().stream().sorted().forEach(n.withArray("settings")::add);
        return n;
    }

    /** A library's payload check: its verdict and, when it passed, the sizes of its encodings (null otherwise). */
    public record PayloadCheck(RoundTripOutcome verdict, PayloadFixture.Sizes sizes) {
    }

    /** The payload check of one library, in a child JVM given the payload's system properties. */
    public static PayloadCheck payload(String libraryId, Map<String, String> properties) throws IOException, InterruptedException {
        Map<String, JsonNode> raw = new LinkedHashMap<>();
        Map<String, RoundTripOutcome> verdicts = run(List.of("payload", libraryId), properties, raw);
        RoundTripOutcome v = verdicts.getOrDefault("payload", new RoundTripOutcome(RoundTripOutcome.Kind.THROWS, "the check JVM printed no verdict", Set.of()));
        JsonNode n = raw.get("payload");
        PayloadFixture.Sizes sizes = n == null || !n.has("meanBytes") ? null : new PayloadFixture.Sizes(n.get("meanBytes").asDouble(),
                n.get("meanDeflated").asDouble(), n.get("minBytes").asInt(), n.get("maxBytes").asInt());
        return new PayloadCheck(v, sizes);
    }

    /**
     * One library's verdicts on the probes, by feature: the type-support matrix's cell, and the
     * verdict a payload run of the probe's class and samples gets (all settings on).
     */
    public record ProbeVerdicts(Map<String, RoundTripOutcome> cells, Map<String, RoundTripOutcome> asPayload) {
    }

    /** Every probe's verdicts for one library, in child JVMs (a new one after a probe that damaged its JVM). */
    public static ProbeVerdicts probes(String libraryId, Class<? extends Supplier<List<TypeSupport.Probe>>> supplier,
                                       int count) throws IOException, InterruptedException {
        Map<String, RoundTripOutcome> cells = new LinkedHashMap<>();
        Map<String, RoundTripOutcome> asPayload = new LinkedHashMap<>();
        while (cells.size() < count) {
            Map<String, RoundTripOutcome> more = run(List.of("probes", libraryId, supplier.getName(), Integer.toString(cells.size())), Map.of(),
                    new LinkedHashMap<>());
            int before = cells.size();
            more.forEach((key, v) -> {
                if (key.startsWith(PAYLOAD_KEY)) {
                    asPayload.put(key.substring(PAYLOAD_KEY.length()), v);
                } else {
                    cells.put(key, v);
                }
            });
            if (cells.size() == before) {
                throw new IOException("the check JVM of " + libraryId + " printed no verdict from probe " + before + " on");
            }
        }
        return new ProbeVerdicts(cells, asPayload);
    }

    private static Map<String, RoundTripOutcome> run(List<String> args, Map<String, String> properties, Map<String, JsonNode> raw)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx512m");
        // the same module openings as this JVM (the tests' and the forks' --add-opens)
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens")).forEach(cmd::add);
        properties.forEach((k, v) -> cmd.add("-D" + k + "=" + v));
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(CheckFork.class.getName());
        cmd.addAll(args);
        Path log = Files.createTempFile("serbench-check", ".log");
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
                throw new IOException("the check of " + args + " did not finish within " + TIMEOUT_SECONDS + " s");
            }
            Map<String, RoundTripOutcome> out = new LinkedHashMap<>();
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            for (String line : lines) {
                if (line.startsWith(PREFIX)) {
                    JsonNode n = JSON.readTree(line.substring(PREFIX.length()));
                    raw.put(n.get("key").asText(), n);
                    Set<String> settings = new TreeSet<>();
                    n.path("settings").forEach(s -> settings.add(s.asText()));
                    out.put(n.get("key").asText(), new RoundTripOutcome(RoundTripOutcome.Kind.valueOf(n.get("kind").asText()),
                            n.get("detail").isNull() ? null : n.get("detail").asText(), settings));
                }
            }
            if (p.exitValue() != 0 && out.isEmpty()) {
                String why = lines.stream().filter(l -> l.contains("Exception") || l.contains("Error")).findFirst()
                        .orElse(lines.isEmpty() ? "(no output)" : lines.get(0));
                throw new IOException("the check JVM of " + args + " exited with " + p.exitValue() + ": " + why.strip());
            }
            return out;
        } finally {
            Files.deleteIfExists(log);
        }
    }
}

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
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Runs {@link RoundTrip} checks for one library in a JVM of their own. Libraries that write
 * fields through {@code Unsafe} can damage the JVM they run in (protostuff decoding an
 * {@code Optional} field writes into the shared {@code Optional.empty()} instance, after which
 * every empty Optional of that JVM holds a value), so no check runs in the JVM that plans a run
 * or prints a table, and no library's check runs after another's. The child prints one line per
 * verdict, prefixed with {@value #PREFIX}; anything else a library prints is ignored.
 *
 * <p>Child modes: {@code payload LIBRARY} (the payload of the {@link Payload} system
 * properties, all settings on, the decode inputs of a timed run) and
 * {@code probes LIBRARY SUPPLIER} (every probe of a {@code Supplier<List<TypeSupport.Probe>>}
 * class, as the type-support matrix reads them).
 */
public final class CheckFork {
    static final String PREFIX = "serbench-verdict ";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long TIMEOUT_SECONDS = 300;

    private CheckFork() {
    }

    public static void main(String[] args) throws Exception {
        String id = args[1];
        if (args[0].equals("payload")) {
            print("payload", PayloadFixture.verify(id, Payload.fromSystemProperties()));
        } else {
            @SuppressWarnings("unchecked")
            Supplier<List<TypeSupport.Probe>> probes = (Supplier<List<TypeSupport.Probe>>)
                    Class.forName(args[2]).getDeclaredConstructor().newInstance();
            var binder = RuntimeBinding.binding(id).binder();
            for (TypeSupport.Probe p : probes.get()) {
                print(p.feature(), TypeSupport.cell(binder, p));
            }
        }
        System.out.flush();
        System.exit(0); // libraries' non-daemon threads must not keep the check alive
    }

    private static void print(String key, Verdict v) {
        ObjectNode n = JSON.createObjectNode();
        n.put("key", key).put("kind", v.kind().name()).put("detail", v.detail());
        v.settings().stream().sorted().forEach(n.withArray("settings")::add);
        System.out.println(PREFIX + n);
    }

    /** The payload check of one library, in a child JVM given the payload's system properties. */
    public static Verdict payload(String libraryId, Map<String, String> properties) throws IOException, InterruptedException {
        return run(List.of("payload", libraryId), properties).getOrDefault("payload",
                new Verdict(Verdict.Kind.THROWS, "the check JVM printed no verdict", Set.of()));
    }

    /** Every probe's verdict for one library, by feature, in a child JVM. */
    public static Map<String, Verdict> probes(String libraryId, Class<? extends Supplier<List<TypeSupport.Probe>>> supplier)
            throws IOException, InterruptedException {
        return run(List.of("probes", libraryId, supplier.getName()), Map.of());
    }

    private static Map<String, Verdict> run(List<String> args, Map<String, String> properties) throws IOException, InterruptedException {
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
            Map<String, Verdict> out = new LinkedHashMap<>();
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            for (String line : lines) {
                if (line.startsWith(PREFIX)) {
                    JsonNode n = JSON.readTree(line.substring(PREFIX.length()));
                    Set<String> settings = new TreeSet<>();
                    n.path("settings").forEach(s -> settings.add(s.asText()));
                    out.put(n.get("key").asText(), new Verdict(Verdict.Kind.valueOf(n.get("kind").asText()),
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

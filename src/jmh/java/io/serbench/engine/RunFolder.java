package io.serbench.engine;

import io.serbench.bench.RunSettings;
import io.serbench.codec.Versions;
import io.serbench.host.CpuProbe;
import io.serbench.runfolder.EnvironmentFile;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/** A new run's folder under {@code results/} and what the engine records in its environment file. */
final class RunFolder {
    private RunFolder() {
    }

    /** results/<date>-jdk<N>-<host>[-k]: a new folder every time, never an existing one. */
    static Path create(Path results, int jdkFeature) throws IOException {
        return create(results, jdkFeature, "");
    }

    /** results/<date>-jdk<N>-<host><suffix>[-k], e.g. a preset check's {@code -preset-check}. */
    static Path create(Path results, int jdkFeature, String suffix) throws IOException {
        String base = LocalDate.now() + "-jdk" + jdkFeature + "-" + host() + suffix;
        Files.createDirectories(results);
        for (int k = 1; ; k++) {
            Path dir = results.resolve(k == 1 ? base : base + "-" + k);
            try {
                return Files.createDirectory(dir);
            } catch (FileAlreadyExistsException taken) {
                // someone's earlier run: leave it alone and take the next name
            }
        }
    }

    static String host() {
        try {
            String h = InetAddress.getLocalHost().getHostName();
            return h.replaceAll("[^A-Za-z0-9.-]", "_").toLowerCase(Locale.ROOT);
        } catch (IOException e) {
            return "unknown-host";
        }
    }

    /** At the start: the machine, the forks' JVM and flags, the settings and every library version. */
    static void writeEnvironment(Path dir, RunSettings.Preset p, int rounds, JvmInfo jvm, List<String> jvmFlags,
                                 java.util.Map<String, List<String>> libraryFlags)
            throws IOException {
        Properties env = new Properties();
        CpuProbe.thisMachine().properties().forEach(env::setProperty);
        env.setProperty(EnvironmentFile.CPU_CORES, Integer.toString(Runtime.getRuntime().availableProcessors()));
        env.setProperty(EnvironmentFile.OS, System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch"));
        env.setProperty(EnvironmentFile.HOST, host());
        env.setProperty(EnvironmentFile.DATE, Instant.now().toString());
        env.setProperty(EnvironmentFile.JAVA_VENDOR, String.valueOf(jvm.vendor()));
        env.setProperty(EnvironmentFile.JAVA_VERSION, String.valueOf(jvm.version()));
        env.setProperty(EnvironmentFile.JAVA_VM_VERSION, String.valueOf(jvm.vmVersion()));
        env.setProperty(EnvironmentFile.JAVA_VM_VENDOR, String.valueOf(jvm.vmVendor()));
        env.setProperty(EnvironmentFile.JAVA_RUNTIME_VERSION, String.valueOf(jvm.runtimeVersion()));
        env.setProperty(EnvironmentFile.JVM_FLAGS, String.join(" ", jvmFlags));
        if (libraryFlags != null) {
            StringBuilder sb = new StringBuilder();
            libraryFlags.forEach((id, o) -> sb.append(sb.length() == 0 ? "" : "; ").append(id).append(": ").append(String.join(" ", o)));
            env.setProperty(EnvironmentFile.JVM_LIBRARY_FLAGS, sb.toString());
        }
        env.setProperty(EnvironmentFile.ROUNDS, Integer.toString(rounds));
        env.setProperty(EnvironmentFile.PRESET, p.describe());
        Versions.all().forEach((k, v) -> env.setProperty(EnvironmentFile.VERSION_PREFIX + k, v.toString()));
        EnvironmentFile.write(dir, env);
    }

    /** After the rounds: how many round files there are and the measuring time. */
    static void recordEnd(Path dir, int roundFiles, long seconds) throws IOException {
        EnvironmentFile.update(dir, Map.of(EnvironmentFile.ROUNDS, Integer.toString(roundFiles),
                EnvironmentFile.WALL_SECONDS, Long.toString(seconds)));
    }
}

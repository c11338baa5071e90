package io.serbench.report.md;

import io.serbench.host.CpuRecord;
import io.serbench.report.data.Environment;
import io.serbench.report.analysis.Analysis;

import io.serbench.report.data.MachineRecord;
import io.serbench.runfolder.BadInputException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import static io.serbench.runfolder.EnvironmentFile.CPU_CORES;
import static io.serbench.runfolder.EnvironmentFile.CPU_MODEL;
import static io.serbench.runfolder.EnvironmentFile.HOST;
import static io.serbench.runfolder.EnvironmentFile.JAVA_RUNTIME_VERSION;
import static io.serbench.runfolder.EnvironmentFile.JAVA_VENDOR;
import static io.serbench.runfolder.EnvironmentFile.JAVA_VERSION;
import static io.serbench.runfolder.EnvironmentFile.JAVA_VM_VENDOR;
import static io.serbench.runfolder.EnvironmentFile.JAVA_VM_VERSION;
import static io.serbench.runfolder.EnvironmentFile.JVM_FLAGS;
import static io.serbench.runfolder.EnvironmentFile.OS;
import static io.serbench.runfolder.EnvironmentFile.PRESET;
import static io.serbench.runfolder.EnvironmentFile.ROUNDS;

/** The environment table at the top of SUMMARY.md and COMPARE.md: the machine, the JVM, JMH and the versions. */
public final class EnvironmentTable {
    private EnvironmentTable() {
    }

    /**
     * Header rows as (label, value), in print order. For a run merged from shards, a row whose
     * shards disagree (another machine, JVM build or preset) gives each shard's value, and
     * "machine while measuring" gives each shard's steal and load beside the total.
     */
    public static List<String[]> rows(Environment env, Analysis a) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[]{"host family", env.hostId()});
        rows.add(new String[]{"CPU", perShard(env, EnvironmentTable::cpu)});
        rows.add(new String[]{"cores", perShard(env, e -> e.orUnknown(CPU_CORES))});
        rows.add(new String[]{"OS", perShard(env, e -> e.orUnknown(OS))});
        rows.add(new String[]{"host", perShard(env, e -> e.orUnknown(HOST))});
        rows.add(new String[]{"JVM", perShard(env, EnvironmentTable::jvm) + "; JMH saw: "
                + a.setting("vmName") + " " + a.setting("vmVersion") + " (JDK " + a.setting("jdkVersion") + ")"});
        String flags = perShard(env, e -> e.get(JVM_FLAGS) == null ? "" : e.get(JVM_FLAGS));
        String jmhArgs = a.setting("jvmArgs");
        rows.add(new String[]{"JVM flags", flags + (flags.isEmpty() ? "" : " · ")
                + "forked JVM args: " + (jmhArgs.isBlank() ? "(none)" : jmhArgs)});
        rows.add(new String[]{"JMH", a.setting("jmhVersion") + "; mode " + a.setting("mode")
                + ", " + a.setting("forks") + " fork(s), warmup " + a.setting("warmupIterations") + " × "
                + a.setting("warmupTime") + ", measurement " + a.setting("measurementIterations") + " × "
                + a.setting("measurementTime") + ", " + a.setting("threads") + " thread(s)"});
        rows.add(new String[]{"profilers", profilers(a)});
        rows.add(new String[]{"date", env.date()});
        rows.add(new String[]{"wall time", env.wallTime()});
        String machine = machine(env);
        if (machine != null) {
            rows.add(new String[]{"machine while measuring", machine});
        }
        String preset = perShard(env, e -> e.get(PRESET) == null ? "" : e.get(PRESET));
        rows.add(new String[]{"rounds", a.roundCount() + " round(s) from " + a.runs().size() + " file(s)"
                + (env.get(ROUNDS) != null ? "; environment.properties says rounds=" + perShard(env, e -> e.orUnknown(ROUNDS)) : "")
                + (preset.isEmpty() ? "" : ", preset " + preset)});
        List<String> versionKeys = new ArrayList<>();
        for (String id : a.libraries()) {
            var lib = a.library(id);
            versionKeys.add(lib == null ? id : lib.versionKey());
        }
        String differing = versionsByShard(env);
        rows.add(new String[]{"library versions", env.versions(versionKeys) + (differing == null ? "" : "; **shards differ:** " + differing)});
        return rows;
    }

    /** The value every part of the run shares, or each shard's when they differ. */
    private static String perShard(Environment env, Function<Environment, String> value) {
        String byPart = env.byPart(value);
        return byPart != null ? byPart : value.apply(env);
    }

    private static String cpu(Environment e) {
        return e.get(CpuRecord.FAMILY) != null ? e.cpu().describe() : e.orUnknown(CPU_MODEL);
    }

    private static String jvm(Environment e) {
        String vendor = e.get(JAVA_VENDOR);
        String javaVersion = e.get(JAVA_VERSION);
        return (vendor != null ? vendor : "vendor unknown") + ", " + (javaVersion != null ? javaVersion : "java.version unknown")
                + (e.get(JAVA_RUNTIME_VERSION) != null ? "; build " + e.get(JAVA_RUNTIME_VERSION) + ", VM "
                + e.get(JAVA_VM_VERSION) + " (" + e.get(JAVA_VM_VENDOR) + ")" : "");
    }

    /**
     * The library versions that differ between shards, each key with each shard's version; null
     * when every shard recorded the same. The row itself shows the first shard's.
     */
    static String versionsByShard(Environment env) {
        java.util.SortedSet<String> keys = new java.util.TreeSet<>();
        env.parts().forEach(p -> keys.addAll(p.versions().keySet()));
        List<String> out = new ArrayList<>();
        for (String key : keys) {
            String each = env.byPart(p -> p.versions().getOrDefault(key, Environment.UNKNOWN));
            if (each != null) {
                out.add(key + ": " + each);
            }
        }
        return out.isEmpty() ? null : String.join("; ", out);
    }

    /**
     * CPU steal and load average over the cells, as the engine recorded them in run.json (null for
     * runs made before it did): a run whose host lent its CPU away is slower as a whole, and its
     * ratios move.
     */
    static String machine(Environment env) {
        if (env.source() == null) {
            return null;
        }
        List<Environment> parts = env.parts().isEmpty() ? List.of(env) : env.parts();
        try {
            MachineRecord total = MachineRecord.read(parts.stream().map(EnvironmentTable::folder).toList());
            if (!total.recorded()) {
                return null;
            }
            String line = state(total) + ", sampled after each cell (run.json)";
            if (parts.size() == 1) {
                return line;
            }
            List<String> each = new ArrayList<>();
            for (Environment part : parts) {
                MachineRecord m = MachineRecord.read(List.of(folder(part)));
                each.add(part.name() + ": " + (m.recorded() ? state(m) : "not recorded"));
            }
            return line + "; by shard: " + String.join("; ", each);
        } catch (BadInputException e) {
            return "run.json unreadable: " + e.getMessage();
        }
    }

    private static Path folder(Environment part) {
        return part.source().toAbsolutePath().getParent();
    }

    private static String state(MachineRecord m) {
        return String.format(Locale.ROOT, "CPU steal %.1f%% of all CPU time; load average %.1f (highest %.1f)",
                m.stealPercent(), m.loadMean(), m.loadMax());
    }

    /**
     * Which JMH profilers left figures in the results, read from the results themselves (not from
     * the command line), so two runs compared with and without {@code -prof gc} show it.
     */
    static String profilers(Analysis a) {
        long withAlloc = a.rows().stream().filter(r -> !Double.isNaN(r.allocBytesOp())).count();
        if (withAlloc == 0) {
            return "none recorded (no -prof gc figures)";
        }
        return "-prof gc: B/op on " + withAlloc + " of " + a.rows().size() + " rows";
    }
}

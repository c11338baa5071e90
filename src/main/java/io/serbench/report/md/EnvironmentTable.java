package io.serbench.report.md;

import io.serbench.host.CpuRecord;
import io.serbench.report.data.Environment;
import io.serbench.report.analysis.Analysis;

import io.serbench.report.data.MachineRecord;
import io.serbench.runfolder.BadInputException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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

    /** Header rows as (label, value), in print order. */
    public static List<String[]> rows(Environment env, Analysis a) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[]{"host family", env.hostId()});
        rows.add(new String[]{"CPU", env.get(CpuRecord.FAMILY) != null ? env.cpu().describe() : env.orUnknown(CPU_MODEL)});
        rows.add(new String[]{"cores", env.orUnknown(CPU_CORES)});
        rows.add(new String[]{"OS", env.orUnknown(OS)});
        rows.add(new String[]{"host", env.orUnknown(HOST)});
        String vendor = env.get(JAVA_VENDOR);
        String javaVersion = env.get(JAVA_VERSION);
        rows.add(new String[]{"JVM", (vendor != null ? vendor : "vendor unknown") + ", "
                + (javaVersion != null ? javaVersion : "java.version unknown") + "; JMH saw: "
                + a.setting("vmName") + " " + a.setting("vmVersion") + " (JDK " + a.setting("jdkVersion") + ")"
                + (env.get(JAVA_RUNTIME_VERSION) != null ? "; build " + env.get(JAVA_RUNTIME_VERSION) + ", VM "
                + env.get(JAVA_VM_VERSION) + " (" + env.get(JAVA_VM_VENDOR) + ")" : "")});
        String flags = env.get(JVM_FLAGS);
        String jmhArgs = a.setting("jvmArgs");
        rows.add(new String[]{"JVM flags", (flags != null ? flags : "") + (flags != null ? " · " : "")
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
        String preset = env.get(PRESET);
        rows.add(new String[]{"rounds", a.roundCount() + " round(s) from " + a.runs().size() + " file(s)"
                + (env.get(ROUNDS) != null ? "; environment.properties says rounds=" + env.get(ROUNDS) : "")
                + (preset != null ? ", preset " + preset : "")});
        List<String> versionKeys = new ArrayList<>();
        for (String id : a.libraries()) {
            var lib = a.library(id);
            versionKeys.add(lib == null ? id : lib.versionKey());
        }
        rows.add(new String[]{"library versions", env.versions(versionKeys)});
        return rows;
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
        try {
            MachineRecord m = MachineRecord.read(List.of(env.source().toAbsolutePath().getParent()));
            return !m.recorded() ? null : String.format(Locale.ROOT, "CPU steal %.1f%% of all CPU time; load average %.1f (highest %.1f), "
                    + "sampled after each cell (run.json)", m.stealPercent(), m.loadMean(), m.loadMax());
        } catch (BadInputException e) {
            return "run.json unreadable: " + e.getMessage();
        }
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

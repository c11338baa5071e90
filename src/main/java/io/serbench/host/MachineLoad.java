package io.serbench.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What else the machine was doing while a cell ran: CPU steal (time the hypervisor gave this
 * guest's vCPUs to someone else, from the {@code cpu} line of /proc/stat) and the one-minute load
 * average. A run on a host whose neighbours take its CPU runs slower as a whole, and memory-bound
 * and compute-bound cells slow down differently, so ratios move; the round records it so the
 * reporter can show it and the consensus can set such a round apart. Every file may be missing
 * (another OS, a container): the readings are then absent, never guessed.
 */
public final class MachineLoad {
    private final Path root;

    /** @param root the file system root to read under: {@code /}, or a fake tree in tests */
    public MachineLoad(Path root) {
        this.root = root;
    }

    public static MachineLoad thisMachine() {
        return new MachineLoad(Path.of("/"));
    }

    /** The aggregate CPU counters of /proc/stat, in clock ticks; null when unreadable. */
    public CpuTicks ticks() {
        for (String line : lines("proc/stat")) {
            if (line.startsWith("cpu ")) {
                String[] f = line.trim().split("\\s+");
                long total = 0;
                // user nice system idle iowait irq softirq steal; guest time is already in user.
                for (int i = 1; i < Math.min(f.length, 9); i++) {
                    total += Long.parseLong(f[i]);
                }
                long steal = f.length > 8 ? Long.parseLong(f[8]) : 0;
                long idle = Long.parseLong(f[4]) + (f.length > 5 ? Long.parseLong(f[5]) : 0);
                return new CpuTicks(total, steal, idle);
            }
        }
        return null;
    }

    /** The one-minute load average, or NaN when unreadable. */
    public double loadAverage() {
        List<String> l = lines("proc/loadavg");
        if (l.isEmpty()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(l.get(0).trim().split("\\s+")[0]);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private List<String> lines(String relative) {
        try {
            return Files.readAllLines(root.resolve(relative));
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** Counters since boot: every CPU state, steal, and idle (idle + iowait). */
    public record CpuTicks(long total, long steal, long idle) {
        /** The counters accumulated between {@code earlier} and this reading. */
        public CpuTicks since(CpuTicks earlier) {
            return new CpuTicks(total - earlier.total, steal - earlier.steal, idle - earlier.idle);
        }
    }
}

package io.serbench.host;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the CPU record from Linux's files (/proc/cpuinfo, the sysfs cache and clocksource
 * folders, /sys/hypervisor, DMI). Java cannot execute CPUID, so the hypervisor's name comes from
 * what the guest kernel shows of it: its paravirtual clock ({@code kvm-clock}, {@code xen},
 * {@code hyperv_clocksource*}), /sys/hypervisor/type, or the DMI system vendor. Every file may be
 * missing (another OS, a container hiding /sys): the record then says unknown, never guesses.
 */
public final class CpuProbe {
    private final Path root;

    /** @param root the file system root to read under: {@code /}, or a fake tree in tests */
    public CpuProbe(Path root) {
        this.root = root;
    }

    public static CpuRecord thisMachine() {
        return new CpuProbe(Path.of("/")).read();
    }

    public CpuRecord read() {
        Map<String, String> cpu = firstProcessor(lines("proc/cpuinfo"));
        Set<String> flags = cpu.containsKey("flags") ? Set.of(cpu.get("flags").split("\\s+")) : Set.of();
        Map<String, String> caches = caches();
        Boolean virtual = cpu.containsKey("flags") ? flags.contains("hypervisor") : null;
        String kernel = firstLine("proc/sys/kernel/osrelease");
        return new CpuRecord(cpu.get("vendor_id"), number(cpu.get("cpu family")), number(cpu.get("model")),
                number(cpu.get("stepping")), cpu.get("model name"),
                caches.get("L1d"), caches.get("L1i"), caches.get("L2"), caches.get("L3"), isaFlags(flags),
                virtual, Boolean.FALSE.equals(virtual) ? null : hypervisor(),
                kernel != null ? kernel : System.getProperty("os.version"));
    }

    /** The key: value pairs of the first processor block (all cores of a VM report the same CPU). */
    static Map<String, String> firstProcessor(List<String> lines) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : lines) {
            if (line.isBlank()) {
                if (!out.isEmpty()) {
                    break;
                }
                continue;
            }
            int colon = line.indexOf(':');
            if (colon > 0) {
                out.putIfAbsent(line.substring(0, colon).trim(), line.substring(colon + 1).trim());
            }
        }
        return out;
    }

    static List<String> isaFlags(Set<String> flags) {
        List<String> out = new ArrayList<>();
        for (String f : CpuRecord.ISA_FLAGS) {
            if (f.endsWith("*")) {
                String prefix = f.substring(0, f.length() - 1);
                new TreeSet<>(flags).stream().filter(x -> x.startsWith(prefix)).forEach(out::add);
            } else if (flags.contains(f)) {
                out.add(f);
            }
        }
        return out;
    }

    /** cpu0's caches by name (L1d, L1i, L2, L3) from sysfs level/type/size. */
    private Map<String, String> caches() {
        Map<String, String> out = new LinkedHashMap<>();
        Path dir = root.resolve("sys/devices/system/cpu/cpu0/cache");
        if (!Files.isDirectory(dir)) {
            return out;
        }
        try (DirectoryStream<Path> indexes = Files.newDirectoryStream(dir, "index*")) {
            for (Path index : indexes) {
                String level = firstLine(index.resolve("level"));
                String type = firstLine(index.resolve("type"));
                String size = firstLine(index.resolve("size"));
                if (level == null || type == null || size == null) {
                    continue;
                }
                String name = "L" + level + switch (type) {
                    case "Data" -> "d";
                    case "Instruction" -> "i";
                    default -> "";
                };
                out.putIfAbsent(name, size);
            }
        } catch (IOException e) {
            return out;
        }
        return out;
    }

    /** The hypervisor's name as far as the guest's files tell; null when none of them does. */
    private String hypervisor() {
        String clocks = firstLine("sys/devices/system/clocksource/clocksource0/available_clocksource");
        if (clocks != null) {
            for (String c : clocks.split("\\s+")) {
                if (c.equals("kvm-clock")) {
                    return "KVM";
                }
                if (c.startsWith("hyperv_clocksource")) {
                    return "Microsoft Hyper-V";
                }
                if (c.equals("xen")) {
                    return "Xen";
                }
                if (c.equals("vmware-tsc") || c.equals("vmware_tsc")) {
                    return "VMware";
                }
            }
        }
        String type = firstLine("sys/hypervisor/type");
        if (type != null) {
            return type.toLowerCase(Locale.ROOT).equals("xen") ? "Xen" : type;
        }
        return firstLine("sys/class/dmi/id/sys_vendor");
    }

    private List<String> lines(String relative) {
        Path p = root.resolve(relative);
        try {
            return Files.isReadable(p) ? Files.readAllLines(p, StandardCharsets.UTF_8) : List.of();
        } catch (IOException e) {
            return List.of();
        }
    }

    private String firstLine(String relative) {
        return firstLine(root.resolve(relative));
    }

    private static String firstLine(Path p) {
        try {
            if (!Files.isReadable(p)) {
                return null;
            }
            List<String> lines = Files.readAllLines(p, StandardCharsets.UTF_8);
            return lines.isEmpty() || lines.get(0).isBlank() ? null : lines.get(0).trim();
        } catch (IOException e) {
            return null;
        }
    }

    private static int number(String s) {
        try {
            return s == null ? -1 : Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}

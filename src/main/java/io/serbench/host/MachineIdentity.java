package io.serbench.host;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Which machine, boot and day a run was measured on, so that the consensus counts two runs as
 * independent only when they differ in one of them (docs/METHODOLOGY.md, "Independent runs").
 * The boot id changes with every boot of a VM (a fresh machine of the same family has another);
 * the machine id and host name are what the guest calls itself, which a VM image may share with
 * every copy of it, so they are recorded but do not decide alone. Any of them may be unknown
 * (another OS, a container hiding the files): null, never guessed.
 *
 * @param bootId     {@code /proc/sys/kernel/random/boot_id}
 * @param machineId  {@code /etc/machine-id}
 * @param hostName   the guest's host name
 * @param hostFamily the CPU's host-family id ({@link HostId})
 * @param day        the UTC date the run started
 */
public record MachineIdentity(String bootId, String machineId, String hostName, String hostFamily, String day) {

    public static MachineIdentity thisMachine() {
        return read(Path.of("/"), HostId.of(CpuProbe.thisMachine()), LocalDate.now(ZoneOffset.UTC).toString());
    }

    static MachineIdentity read(Path root, String hostFamily, String day) {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            host = null;
        }
        return new MachineIdentity(firstLine(root.resolve("proc/sys/kernel/random/boot_id")),
                firstLine(root.resolve("etc/machine-id")), host, hostFamily, day);
    }

    private static String firstLine(Path file) {
        try {
            String s = Files.readString(file, StandardCharsets.UTF_8).trim();
            return s.isEmpty() ? null : s.lines().findFirst().orElse(null);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * True when two runs may count as independent: another boot (a fresh or rebooted machine) or
     * another day. Unknown boots on the same day are not independent: nothing shows they are.
     */
    public boolean independentOf(MachineIdentity other) {
        boolean otherDay = day != null && other.day != null && !day.equals(other.day);
        boolean otherBoot = bootId != null && other.bootId != null && !bootId.equals(other.bootId);
        return otherDay || otherBoot;
    }
}

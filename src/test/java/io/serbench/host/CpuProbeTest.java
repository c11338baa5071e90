package io.serbench.host;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CpuProbeTest {
    private static final String EPYC = """
            processor\t: 0
            vendor_id\t: AuthenticAMD
            cpu family\t: 25
            model\t\t: 1
            model name\t: AMD EPYC
            stepping\t: 1
            flags\t\t: fpu sse4_2 avx hypervisor avx2 bmi1 bmi2 sha_ni vaes vpclmulqdq aes fma erms fsrm

            processor\t: 1
            vendor_id\t: AuthenticAMD
            model name\t: another name that must not be read
            """;

    private static final String XEON = """
            processor\t: 0
            vendor_id\t: GenuineIntel
            cpu family\t: 6
            model\t\t: 106
            model name\t: Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz
            stepping\t: 6
            flags\t\t: fpu avx avx2 bmi2 avx512f avx512bw avx512_vbmi2 avx512vl sha_ni vaes
            """;

    @Test
    void readsEveryFieldOfAKvmGuest(@TempDir Path root) throws IOException {
        write(root, "proc/cpuinfo", EPYC);
        cache(root, 0, "1", "Data", "32K");
        cache(root, 1, "1", "Instruction", "32K");
        cache(root, 2, "2", "Unified", "512K");
        cache(root, 3, "3", "Unified", "32768K");
        write(root, "sys/devices/system/clocksource/clocksource0/available_clocksource", "tsc kvm-clock \n");
        write(root, "proc/sys/kernel/osrelease", "6.18.44-test\n");

        CpuRecord cpu = new CpuProbe(root).read();

        assertEquals("AuthenticAMD", cpu.vendor());
        assertEquals(25, cpu.family());
        assertEquals(1, cpu.model());
        assertEquals(1, cpu.stepping());
        assertEquals("AMD EPYC", cpu.modelName());
        assertEquals(List.of("32K", "32K", "512K", "32768K"), List.of(cpu.l1d(), cpu.l1i(), cpu.l2(), cpu.l3()));
        assertEquals(List.of("sse4_2", "avx", "avx2", "fma", "bmi1", "bmi2", "sha_ni", "aes", "vaes", "vpclmulqdq", "erms", "fsrm"),
                cpu.isaFlags());
        assertEquals(Boolean.TRUE, cpu.virtual());
        assertEquals("KVM", cpu.hypervisor());
        assertEquals("6.18.44-test", cpu.kernel());
        assertEquals("amd-epyc-zen3-kvm", HostId.of(cpu));
        assertEquals("AMD EPYC (AuthenticAMD, family 25 model 1 stepping 1); L1d 32K / L1i 32K / L2 512K / L3 32768K; "
                + "VM (KVM); sse4_2 avx avx2 fma bmi1 bmi2 sha_ni aes vaes vpclmulqdq erms fsrm", cpu.describe());
    }

    @Test
    void listsEveryAvx512FlagAndNamesTheIntelMicroarchitecture(@TempDir Path root) throws IOException {
        write(root, "proc/cpuinfo", XEON);
        write(root, "sys/hypervisor/type", "xen\n");

        CpuRecord cpu = new CpuProbe(root).read();

        assertEquals(List.of("avx", "avx2", "bmi2", "sha_ni", "vaes", "avx512_vbmi2", "avx512bw", "avx512f", "avx512vl"),
                cpu.isaFlags());
        assertEquals(Boolean.FALSE, cpu.virtual()); // no hypervisor flag: the Xen file is not consulted
        assertNull(cpu.hypervisor());
        assertEquals("intel-xeon-icelake", HostId.of(cpu));
    }

    @Test
    void missingFilesGiveUnknownsNotGuesses(@TempDir Path root) {
        CpuRecord cpu = new CpuProbe(root).read();

        assertNull(cpu.vendor());
        assertEquals(-1, cpu.family());
        assertNull(cpu.l3());
        assertNull(cpu.virtual());
        assertNull(cpu.hypervisor());
        assertTrue(cpu.isaFlags().isEmpty());
        assertEquals(System.getProperty("os.version"), cpu.kernel());
        assertEquals("unknown", HostId.of(cpu));
        assertEquals("model name unknown", cpu.describe());
    }

    @Test
    void aVmWithoutANamedHypervisorIsStillMarkedAsAVm(@TempDir Path root) throws IOException {
        write(root, "proc/cpuinfo", XEON.replace("avx512f", "hypervisor avx512f"));
        assertEquals("intel-xeon-icelake-vm", HostId.of(new CpuProbe(root).read()));
        write(root, "sys/class/dmi/id/sys_vendor", "Amazon EC2\n");
        assertEquals("intel-xeon-icelake-amazon-ec2", HostId.of(new CpuProbe(root).read()));
    }

    @Test
    void anOlderRunWithOnlyTheModelNameGetsTheCoarseId() {
        Properties p = new Properties();
        p.setProperty("cpu.model", "AMD EPYC");
        assertEquals("amd-epyc", HostId.of(CpuRecord.from(p)));
    }

    @Test
    void theRecordRoundTripsThroughProperties(@TempDir Path root) throws IOException {
        write(root, "proc/cpuinfo", EPYC);
        write(root, "sys/devices/system/clocksource/clocksource0/available_clocksource", "kvm-clock tsc\n");
        CpuRecord cpu = new CpuProbe(root).read();
        Properties p = new Properties();
        p.putAll(cpu.properties());
        assertEquals(cpu, CpuRecord.from(p));
        assertEquals("amd-epyc-zen3-kvm", p.getProperty(CpuRecord.HOST_ID));
    }

    @Test
    void microarchitecturesByFamilyAndModel() {
        assertEquals("zen2", HostId.microarchitecture("AuthenticAMD", 23, 49, 0));
        assertEquals("zen4", HostId.microarchitecture("AuthenticAMD", 25, 17, 1));
        assertEquals("cascadelake", HostId.microarchitecture("GenuineIntel", 6, 85, 7));
        assertEquals("skylake", HostId.microarchitecture("GenuineIntel", 6, 85, 4));
        assertEquals("sapphirerapids", HostId.microarchitecture("GenuineIntel", 6, 143, 8));
        assertEquals("f6m158", HostId.microarchitecture("GenuineIntel", 6, 158, 10));
    }

    private static void cache(Path root, int index, String level, String type, String size) throws IOException {
        String dir = "sys/devices/system/cpu/cpu0/cache/index" + index + "/";
        write(root, dir + "level", level + "\n");
        write(root, dir + "type", type + "\n");
        write(root, dir + "size", size + "\n");
    }

    private static void write(Path root, String relative, String text) throws IOException {
        Path p = root.resolve(relative);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }
}

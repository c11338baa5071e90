package io.serbench.host;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * The machine a run was measured on, as environment.properties records it: a ratio depends on the
 * CPU (cache sizes, vector units, the microarchitecture's branch predictor and store buffers) and
 * on whether a hypervisor shares it, so a run says exactly which one.
 *
 * @param vendor     vendor_id ({@code AuthenticAMD}, {@code GenuineIntel}, ...)
 * @param family     cpu family, decimal as /proc/cpuinfo prints it ({@code -1} unknown)
 * @param model      model number ({@code -1} unknown)
 * @param stepping   stepping ({@code -1} unknown)
 * @param modelName  the marketing name, as the hypervisor passes it through
 * @param l1d        per-core data cache size as sysfs prints it ({@code 32K}), {@code null} unknown
 * @param l1i        per-core instruction cache size
 * @param l2         L2 size
 * @param l3         L3 size (shared)
 * @param isaFlags   the flags that change code paths here, present ones only, in {@link #ISA_FLAGS} order
 * @param virtual    the CPU reports a hypervisor ({@code null}: cpuinfo unreadable)
 * @param hypervisor the hypervisor's name when one can be told from files ({@code KVM}, {@code Xen}, ...), else null
 * @param kernel     kernel release
 */
public record CpuRecord(String vendor, int family, int model, int stepping, String modelName,
                        String l1d, String l1i, String l2, String l3, List<String> isaFlags,
                        Boolean virtual, String hypervisor, String kernel) {

    /**
     * The ISA flags recorded: the JDK's intrinsics and C2's vectorisation pick code paths by them
     * (string coding and array compares by AVX2/AVX-512, the Base64 and CRC intrinsics by
     * AVX-512/VAES/VPCLMULQDQ, bit tricks by BMI2). Every {@code avx512*} flag present is kept.
     */
    public static final List<String> ISA_FLAGS = List.of("sse4_2", "avx", "avx2", "fma", "bmi1", "bmi2", "sha_ni",
            "aes", "vaes", "vpclmulqdq", "erms", "fsrm", "avx512*");

    // environment.properties keys; cpu.model stays the model name (older runs wrote only that key)
    public static final String VENDOR = "cpu.vendor";
    public static final String FAMILY = "cpu.family";
    public static final String MODEL_NUMBER = "cpu.model.number";
    public static final String STEPPING = "cpu.stepping";
    public static final String MODEL_NAME = "cpu.model";
    public static final String L1D = "cpu.cache.l1d";
    public static final String L1I = "cpu.cache.l1i";
    public static final String L2 = "cpu.cache.l2";
    public static final String L3 = "cpu.cache.l3";
    public static final String FLAGS = "cpu.flags";
    public static final String VIRTUAL = "cpu.virtual";
    public static final String HYPERVISOR = "cpu.hypervisor";
    public static final String KERNEL = "kernel";
    public static final String HOST_ID = "host.id";

    /** The record as environment.properties keys (unknown values left out), with the derived host id. */
    public Map<String, String> properties() {
        Map<String, String> p = new LinkedHashMap<>();
        put(p, VENDOR, vendor);
        put(p, FAMILY, family >= 0 ? Integer.toString(family) : null);
        put(p, MODEL_NUMBER, model >= 0 ? Integer.toString(model) : null);
        put(p, STEPPING, stepping >= 0 ? Integer.toString(stepping) : null);
        put(p, MODEL_NAME, modelName);
        put(p, L1D, l1d);
        put(p, L1I, l1i);
        put(p, L2, l2);
        put(p, L3, l3);
        put(p, FLAGS, String.join(" ", isaFlags));
        put(p, VIRTUAL, virtual == null ? null : virtual.toString());
        put(p, HYPERVISOR, hypervisor);
        put(p, KERNEL, kernel);
        p.put(HOST_ID, HostId.of(this));
        return p;
    }

    /** Reads a record back from environment.properties; an older file without these keys gives what it has. */
    public static CpuRecord from(Properties props) {
        String flags = text(props, FLAGS);
        String virtual = text(props, VIRTUAL);
        return new CpuRecord(text(props, VENDOR), number(props, FAMILY), number(props, MODEL_NUMBER), number(props, STEPPING),
                text(props, MODEL_NAME), text(props, L1D), text(props, L1I), text(props, L2), text(props, L3),
                flags == null ? List.of() : List.of(flags.split("\\s+")),
                virtual == null ? null : Boolean.valueOf(virtual), text(props, HYPERVISOR), text(props, KERNEL));
    }

    /** One line for a summary's first screen: name, family/model/stepping, caches, VM, flags. */
    public String describe() {
        StringBuilder sb = new StringBuilder(modelName != null ? modelName : "model name unknown");
        if (vendor != null) {
            sb.append(" (").append(vendor).append(family >= 0 ? ", family " + family + " model " + model
                    + (stepping >= 0 ? " stepping " + stepping : "") : "").append(')');
        }
        if (l1d != null || l2 != null || l3 != null) {
            sb.append("; L1d ").append(orQuestion(l1d)).append(" / L1i ").append(orQuestion(l1i))
                    .append(" / L2 ").append(orQuestion(l2)).append(" / L3 ").append(orQuestion(l3));
        }
        if (virtual != null) {
            sb.append(virtual ? "; VM (" + (hypervisor != null ? hypervisor : "hypervisor unknown") + ")" : "; bare metal");
        }
        if (!isaFlags.isEmpty()) {
            sb.append("; ").append(String.join(" ", isaFlags));
        }
        return sb.toString();
    }

    private static String orQuestion(String s) {
        return s != null ? s : "?";
    }

    private static void put(Map<String, String> p, String key, String value) {
        if (value != null && !value.isBlank()) {
            p.put(key, value);
        }
    }

    private static String text(Properties props, String key) {
        String v = props.getProperty(key);
        return v == null || v.isBlank() ? null : v.trim();
    }

    private static int number(Properties props, String key) {
        String v = text(props, key);
        try {
            return v == null ? -1 : Integer.parseInt(v);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}

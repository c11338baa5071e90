package io.serbench.host;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A short, stable name for a host family, e.g. {@code amd-epyc-zen3-kvm}: vendor, product line,
 * microarchitecture (from family/model; {@code f<family>m<model>} when the table below does not
 * know it), hypervisor. Runs with the same id are taken as the same kind of machine: their
 * ratios differ by run-to-run variation only; runs with different ids are different hosts.
 * A run recorded before the full CPU record gives what its model name says (e.g. {@code amd-epyc}).
 */
public final class HostId {
    private HostId() {
    }

    public static String of(CpuRecord cpu) {
        List<String> parts = new ArrayList<>();
        String name = cpu.modelName() == null ? "" : cpu.modelName().toLowerCase(Locale.ROOT);
        String vendor = vendor(cpu.vendor(), name);
        if (vendor != null) {
            parts.add(vendor);
        }
        for (String line : List.of("epyc", "ryzen", "threadripper", "xeon", "core")) {
            if (name.matches(".*\\b" + line + "\\b.*")) {
                parts.add(line);
                break;
            }
        }
        if (cpu.family() >= 0 && cpu.model() >= 0) {
            parts.add(microarchitecture(cpu.vendor(), cpu.family(), cpu.model(), cpu.stepping()));
        }
        if (Boolean.TRUE.equals(cpu.virtual())) {
            parts.add(cpu.hypervisor() == null ? "vm" : slug(cpu.hypervisor()));
        }
        return parts.isEmpty() ? "unknown" : String.join("-", parts);
    }

    private static String vendor(String vendorId, String modelName) {
        if ("AuthenticAMD".equals(vendorId) || vendorId == null && modelName.startsWith("amd")) {
            return "amd";
        }
        if ("GenuineIntel".equals(vendorId) || vendorId == null && modelName.startsWith("intel")) {
            return "intel";
        }
        return vendorId == null ? null : slug(vendorId);
    }

    /** The microarchitecture of the x86 server and desktop parts a benchmark VM lands on (vendor documentation of family/model numbers). */
    static String microarchitecture(String vendor, int family, int model, int stepping) {
        if ("AuthenticAMD".equals(vendor)) {
            if (family == 0x17) {
                return model < 0x30 ? "zen" : "zen2";
            }
            if (family == 0x19) {
                boolean zen4 = (model >= 0x10 && model <= 0x1f) || (model >= 0x60 && model <= 0x7f) || (model >= 0xa0 && model <= 0xaf);
                return zen4 ? "zen4" : "zen3";
            }
            if (family == 0x1a) {
                return "zen5";
            }
        }
        if ("GenuineIntel".equals(vendor) && family == 6) {
            switch (model) {
                case 0x3f: return "haswell";
                case 0x4f, 0x56: return "broadwell";
                case 0x55: return stepping >= 10 ? "cooperlake" : stepping >= 5 ? "cascadelake" : "skylake";
                case 0x6a, 0x6c: return "icelake";
                case 0x8f: return "sapphirerapids";
                case 0xcf: return "emeraldrapids";
                case 0xad, 0xae: return "graniterapids";
                case 0x97, 0x9a: return "alderlake";
                case 0xb7, 0xba, 0xbf: return "raptorlake";
                default: break;
            }
        }
        return "f" + family + "m" + model;
    }

    private static String slug(String s) {
        String out = s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
        return out.isEmpty() ? "unknown" : out;
    }
}

package io.serbench.engine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The forks' JVM: feature version (for the folder name), version and vendor, and its exact build. */
record JvmInfo(int feature, String version, String vendor, String vmVersion, String vmVendor, String runtimeVersion) {

    /** The driver's own JVM. */
    static JvmInfo current() {
        return new JvmInfo(Runtime.version().feature(), System.getProperty("java.version"), System.getProperty("java.vendor"),
                System.getProperty("java.vm.version"), System.getProperty("java.vm.vendor"),
                System.getProperty("java.runtime.version"));
    }

    /** Asks the JVM itself: {@code java -XshowSettings:properties -version}. */
    static JvmInfo probe(String java) throws BadKnob {
        Path p = Path.of(java);
        if (!Files.isRegularFile(p) || !Files.isExecutable(p)) {
            throw new BadKnob("bench.jvm: " + java + " is not an executable file (give the path of a java binary)");
        }
        String text;
        try {
            Process proc = new ProcessBuilder(java, "-XshowSettings:properties", "-version").redirectErrorStream(true).start();
            try (InputStream in = proc.getInputStream()) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            if (!proc.waitFor(60, TimeUnit.SECONDS)) {
                proc.destroyForcibly();
                throw new BadKnob("bench.jvm: " + java + " -version did not finish in 60 s");
            }
        } catch (IOException e) {
            throw new BadKnob("bench.jvm: cannot run " + java + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BadKnob("bench.jvm: interrupted while asking " + java + " its version");
        }
        return parse(java, text);
    }

    static JvmInfo parse(String java, String settings) throws BadKnob {
        String spec = property(settings, "java.specification.version");
        if (spec == null) {
            throw new BadKnob("bench.jvm: " + java + " did not report java.specification.version; is it a JDK 17+ java?");
        }
        int feature;
        try {
            feature = spec.startsWith("1.") ? Integer.parseInt(spec.substring(2)) : Integer.parseInt(spec);
        } catch (NumberFormatException e) {
            throw new BadKnob("bench.jvm: " + java + " reported java.specification.version '" + spec + "'");
        }
        return new JvmInfo(feature, property(settings, "java.version"), property(settings, "java.vendor"),
                property(settings, "java.vm.version"), property(settings, "java.vm.vendor"),
                property(settings, "java.runtime.version"));
    }

    private static String property(String settings, String key) {
        Matcher m = Pattern.compile("^\\s*" + Pattern.quote(key) + "\\s*=\\s*(.*?)\\s*$", Pattern.MULTILINE).matcher(settings);
        return m.find() ? m.group(1) : null;
    }
}

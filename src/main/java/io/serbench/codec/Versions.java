package io.serbench.codec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Library versions as the build resolved them (filtered from the pom's properties). */
public final class Versions {
    private static final Properties PROPS = load();

    private Versions() {
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = Versions.class.getResourceAsStream("/serbench-versions.properties")) {
            if (in == null) {
                throw new IllegalStateException("serbench-versions.properties is missing from the classpath");
            }
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return p;
    }

    public static Properties all() {
        Properties copy = new Properties();
        copy.putAll(PROPS);
        return copy;
    }
}

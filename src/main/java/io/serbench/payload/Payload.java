package io.serbench.payload;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.MappingIterator;
import io.serbench.codec.BoundClass;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A user's payload: the root class (loaded from the class path) and its sample instances, read
 * from JSON with Jackson, the reference reader ({@link TreeDiff#READER}): a JSON array of
 * instances, or one instance per line (JSON Lines; any whitespace between instances will do).
 * The first {@value #MAX_SAMPLES} are kept; the benchmarks cycle them as they cycle the built-in
 * pools. The forks of a payload run get the class and the sample file through the system
 * properties {@value #CLASS_PROPERTY} and {@value #SAMPLES_PROPERTY}.
 */
public record Payload(Class<?> type, List<Object> samples, Path source, BoundClass bound) {
    /** The built-in pools' size: the benchmarks cycle at most this many distinct instances. */
    public static final int MAX_SAMPLES = io.serbench.model.Dataset.POOL_SIZE;
    public static final String CLASS_PROPERTY = "serbench.payload.class";
    public static final String SAMPLES_PROPERTY = "serbench.payload.samples";

    /** Input a payload run cannot use; its message is the one line the user sees. */
    public static final class BadPayload extends Exception {
        public BadPayload(String message) {
            super(message);
        }
    }

    /** The payload the forks are given through the system properties. */
    public static Payload fromSystemProperties() throws BadPayload {
        String type = System.getProperty(CLASS_PROPERTY);
        String samples = System.getProperty(SAMPLES_PROPERTY);
        if (type == null || samples == null) {
            throw new BadPayload("no payload: the JVM lacks -D" + CLASS_PROPERTY + " and -D" + SAMPLES_PROPERTY);
        }
        return load(type, Path.of(samples));
    }

    /** Loads the class and reads the samples; any problem is a {@link BadPayload} of one line. */
    public static Payload load(String className, Path samplesFile) throws BadPayload {
        Class<?> type = loadClass(className);
        List<Object> samples = read(type, samplesFile);
        try {
            return new Payload(type, List.copyOf(samples), samplesFile, ObjectGraph.of(type, samples));
        } catch (IllegalArgumentException e) {
            throw new BadPayload(e.getMessage());
        }
    }

    /**
     * The entries of a payload's class path (joined by the platform's path separator), checked
     * before the class is loaded: each must exist and be on this JVM's class path, so a typo is
     * named as such rather than reported as a class that is not found.
     */
    public static void checkClassPath(String classpath) throws BadPayload {
        Set<Path> onPath = new HashSet<>();
        for (String e : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!e.isBlank()) {
                onPath.add(Path.of(e).toAbsolutePath().normalize());
            }
        }
        for (String raw : classpath.split(File.pathSeparator)) {
            String entry = raw.strip();
            if (entry.isEmpty()) {
                continue;
            }
            boolean wildcard = entry.endsWith("*"); // "lib/*": every jar of the folder, as java -cp expands it
            Path path = Path.of(wildcard ? entry.substring(0, entry.length() - 1) + "." : entry).toAbsolutePath().normalize();
            if (!Files.exists(path)) {
                throw new BadPayload("class-path entry not found: " + entry);
            }
            if (!wildcard && !onPath.contains(path)) {
                throw new BadPayload("class-path entry " + entry + " is not on this JVM's class path: add it to -cp after the suite's jar");
            }
        }
    }

    static Class<?> loadClass(String name) throws BadPayload {
        Class<?> c;
        try {
            c = Class.forName(name.strip(), true, Thread.currentThread().getContextClassLoader());
        } catch (ClassNotFoundException e) {
            throw new BadPayload("class " + name + " is not on the class path (give its jar or classes folder: "
                    + "java -cp target/benchmarks.jar" + File.pathSeparator + "YOURS, or -Dbench.payload.classpath=YOURS with Maven)");
        } catch (LinkageError e) {
            throw new BadPayload("class " + name + " cannot be loaded: " + RoundTrip.firstLine(e));
        }
        if (c.isInterface() || Modifier.isAbstract(c.getModifiers()) || c.isArray() || c.isPrimitive() || c.isEnum()) {
            throw new BadPayload("class " + name + " is not a concrete class: give the class of the instances");
        }
        return c;
    }

    static List<Object> read(Class<?> type, Path file) throws BadPayload {
        if (!Files.isRegularFile(file)) {
            throw new BadPayload("samples file " + file + " does not exist or is not a file");
        }
        List<Object> out = new ArrayList<>();
        try (MappingIterator<Object> it = TreeDiff.READER.readerFor(type).readValues(file.toFile())) {
            while (out.size() < MAX_SAMPLES && it.hasNextValue()) {
                Object v = it.nextValue();
                if (v == null) {
                    throw new BadPayload("samples file " + file + ": instance " + out.size() + " is null");
                }
                out.add(v);
            }
        } catch (JsonProcessingException e) {
            throw new BadPayload("samples file " + file + ": instance " + out.size() + " does not parse into "
                    + type.getName() + ": " + e.getOriginalMessage().lines().findFirst().orElse("")
                    + " (line " + e.getLocation().getLineNr() + ")");
        } catch (IOException | RuntimeException e) {
            throw new BadPayload("samples file " + file + ": " + RoundTrip.firstLine(e));
        }
        if (out.isEmpty()) {
            throw new BadPayload("samples file " + file + " holds no instance of " + type.getName());
        }
        return out;
    }
}

package io.serbench.runfolder;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;

/**
 * {@code environment.properties}: what a run was measured on (machine, JVM, settings, library
 * versions) and how long it took. The engine writes it at the start of a run and updates it at
 * the end; the reporter reads it. The keys are here, in one place; the CPU record's own keys are
 * {@code io.serbench.host.CpuRecord}'s.
 */
public final class EnvironmentFile {
    public static final String FILE_NAME = "environment.properties";

    public static final String CPU_MODEL = "cpu.model";
    public static final String CPU_CORES = "cpu.cores";
    public static final String OS = "os";
    public static final String HOST = "host";
    public static final String DATE = "date";
    public static final String JAVA_VENDOR = "java.vendor";
    public static final String JAVA_VERSION = "java.version";
    public static final String JAVA_VM_VERSION = "java.vm.version";
    public static final String JAVA_VM_VENDOR = "java.vm.vendor";
    public static final String JAVA_RUNTIME_VERSION = "java.runtime.version";
    public static final String JVM_FLAGS = "jvm.flags";
    /** Per library that declares any, the options its forks got on top of {@link #JVM_FLAGS}: "id: options; id: options". */
    public static final String JVM_LIBRARY_FLAGS = "jvm.flags.libraries";
    /** Base rounds when written at the start; round files when updated at the end. */
    public static final String ROUNDS = "rounds";
    public static final String PRESET = "preset";
    /** Measuring time in whole seconds, written at the end of the run. */
    public static final String WALL_SECONDS = "wall.seconds";
    /** Followed by a library's version key, e.g. {@code version.protobuf}. */
    public static final String VERSION_PREFIX = "version.";

    private static final String COMMENT = "serbench run environment";

    private EnvironmentFile() {
    }

    /** Writes the folder's environment file. */
    public static void write(Path dir, Properties env) throws IOException {
        try (Writer w = Files.newBufferedWriter(dir.resolve(FILE_NAME))) {
            env.store(w, COMMENT);
        }
    }

    /** Sets {@code values} in the folder's environment file, keeping the rest; nothing when the folder has none. */
    public static void update(Path dir, Map<String, String> values) throws IOException {
        Path f = dir.resolve(FILE_NAME);
        if (!Files.exists(f)) {
            return;
        }
        Properties env = new Properties();
        try (Reader in = Files.newBufferedReader(f)) {
            env.load(in);
        }
        values.forEach(env::setProperty);
        write(dir, env);
    }

    /** Reads an environment file after the check every input passes ({@link InputFile#check}). */
    public static Properties read(Path file) throws BadInputException {
        InputFile.check(file);
        Properties props = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            props.load(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new BadInputException("cannot read " + file + ": " + e.getMessage());
        }
        return props;
    }
}

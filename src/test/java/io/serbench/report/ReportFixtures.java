package io.serbench.report;

import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Shape;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.analysis.Analysis;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.SizesTable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Shared by the reporter tests: a fixed support matrix, the hand-made JMH files, a CLI runner. */
public final class ReportFixtures {
    public static final String DOUBLES_ONLY = "doubles-only variant: runs only the shapes that carry doubles";
    public static final String NO_SKIP = "no reader schema: cannot skip unknown fields";

    /**
     * A matrix independent of which libraries the project has yet: a baseline, a library that
     * runs everything, a lossy doubles-only variant and a binary one without skip. The data also
     * holds "extra", which is in no matrix, and the harness "noop".
     */
    public static final List<Library> MATRIX = List.of(
            Library.of("jackson", "jackson", Format.JSON, "baseline", c -> null),
            Library.of("fastlib", "fastlib", Format.JSON, "fast JSON", c -> null),
            Library.of("dbl6", "fastlib", Format.JSON, "6 decimals", c -> null).lossy(1e-6)
                    .only(EnumSet.of(Shape.DOUBLE, Shape.LIST_DOUBLE), DOUBLES_ONLY),
            Library.of("binlib", "binlib", Format.BINARY, "binary", c -> null).without(Shape.SKIP, NO_SKIP));

    /** The libraries of hand-made runs to pool: a baseline, a fast text library and a binary one, each in its family. */
    public static final List<Library> POOLED_MATRIX = List.of(
            Library.of("jackson", "jackson", Format.JSON, Family.TEXT, "baseline", c -> null),
            Library.of("fastlib", "fastlib", Format.JSON, Family.TEXT, "fast JSON", c -> null),
            Library.of("binlib", "binlib", Format.BINARY, Family.SCHEMALESS, "binary", c -> null));

    /** environment.properties lines of a host of family amd-epyc-zen3-kvm. */
    public static final String AMD_ZEN3_KVM = "cpu.vendor=AuthenticAMD\ncpu.family=25\ncpu.model.number=1\ncpu.stepping=1\n"
            + "cpu.model=AMD EPYC\ncpu.virtual=true\ncpu.hypervisor=KVM\n";
    /** environment.properties lines of an Intel Xeon host: another family than {@link #AMD_ZEN3_KVM}. */
    public static final String INTEL_XEON_KVM = "cpu.vendor=GenuineIntel\ncpu.family=6\ncpu.model.number=106\ncpu.stepping=6\n"
            + "cpu.model=Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz\ncpu.virtual=true\ncpu.hypervisor=KVM\n";

    /** t(0.9995, 4): JMH's 99.9% quantile for 5 samples (1 fork x 5 iterations). */
    public static final double T999_DF4 = 8.610301581;

    private ReportFixtures() {
    }

    /** Copies test resources from src/test/resources/report into {@code dir}. */
    public static Path copy(Path dir, String... names) throws IOException {
        Files.createDirectories(dir);
        for (String name : names) {
            try (InputStream in = Objects.requireNonNull(ReportFixtures.class.getResourceAsStream("/report/" + name), name)) {
                Files.copy(in, dir.resolve(name));
            }
        }
        return dir;
    }

    /** Copies one test resource into {@code dir} under another name (e.g. {@code aa-1.json} as {@code round-1.json}). */
    public static Path copyAs(Path dir, String resource, String name) throws IOException {
        Files.createDirectories(dir);
        try (InputStream in = Objects.requireNonNull(ReportFixtures.class.getResourceAsStream("/report/" + resource), resource)) {
            Files.copy(in, dir.resolve(name));
        }
        return dir.resolve(name);
    }

    /** Copies {@code prefix-1.json .. prefix-n.json} into {@code dir} as {@code round-1.json ..}; returns their paths. */
    public static String[] copyRounds(Path dir, String prefix, int n) throws IOException {
        String[] paths = new String[n];
        for (int r = 1; r <= n; r++) {
            paths[r - 1] = copyAs(dir, prefix + "-" + r + ".json", "round-" + r + ".json").toString();
        }
        return paths;
    }

    /**
     * The analysis a report makes of these inputs (round files, or run folders holding them or
     * their shard folders), against jackson, with the sizes found beside the files: the model the
     * documents are rendered from, for tests that check its numbers rather than their wording.
     */
    public static Analysis analysis(List<Library> matrix, Path... inputs) throws BadInputException {
        List<Path> files = RoundFiles.expand(List.of(inputs));
        List<Integer> rounds = RoundFiles.assign(files);
        List<JmhRun> runs = new ArrayList<>();
        Set<Path> folders = new LinkedHashSet<>();
        for (int i = 0; i < files.size(); i++) {
            runs.add(JmhRun.read(files.get(i), rounds.get(i)));
            folders.add(files.get(i).toAbsolutePath().getParent());
        }
        return Analysis.of(runs, SupportMatrix.BASELINE, matrix, SupportMatrix.NOOP.id(), SizesTable.find(new ArrayList<>(folders)));
    }

    /** {@link #analysis(List, Path...)} of files named as the CLI gets them. */
    public static Analysis analysis(List<Library> matrix, String... inputs) throws BadInputException {
        return analysis(matrix, java.util.Arrays.stream(inputs).map(Path::of).toArray(Path[]::new));
    }

    /** File names in a folder. */
    public static Set<String> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** A CLI run: exit code plus what it printed. */
    public record Run(int exit, String out, String err) {
    }

    public static Run report(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Report.run(MATRIX, new PrintWriter(out), new PrintWriter(err), args);
        return new Run(exit, out.toString(), err.toString());
    }

    public static List<CSVRecord> csv(Path file) throws IOException {
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
             CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in)) {
            return p.getRecords();
        }
    }

    public static CSVRecord row(List<CSVRecord> rows, String benchmark, String library, String fields) {
        return rows.stream()
                .filter(r -> r.get("benchmark").equals(benchmark) && r.get("library").equals(library)
                        && r.get("fields").equals(fields))
                .findFirst().orElseThrow(() -> new AssertionError("no row " + benchmark + " " + library + " " + fields));
    }

    /** Bad input: a non-zero exit and exactly one line on stderr, which says {@code message}. */
    public static void assertOneLineFailure(Run run, String message) {
        assertNotEquals(0, run.exit());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains(message), run.err());
    }

    /**
     * One hand-made JMH result: {@code io.serbench.bench.<cls>.<method>} with these params
     * (key, value, key, value, ...), one steady fork of five iterations at {@code ns}.
     */
    public static String result(String cls, String method, double ns, String... params) {
        StringBuilder p = new StringBuilder();
        for (int i = 0; i < params.length; i += 2) {
            p.append(p.length() == 0 ? "" : ", ").append('"').append(params[i]).append("\": \"").append(params[i + 1]).append('"');
        }
        String v = Double.toString(ns);
        return "{\"jmhVersion\": \"1.37\", \"benchmark\": \"io.serbench.bench." + cls + "." + method + "\", "
                + "\"mode\": \"avgt\", \"threads\": 1, \"forks\": 1, \"params\": {" + p + "}, "
                + "\"primaryMetric\": {\"score\": " + v + ", \"scoreError\": 0.0, \"scoreUnit\": \"ns/op\", "
                + "\"rawData\": [[" + String.join(", ", java.util.Collections.nCopies(5, v)) + "]]}}";
    }

    /** Writes results as one JMH JSON file. */
    public static Path jmhFile(Path file, List<String> results) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "[\n" + String.join(",\n", results) + "\n]\n", StandardCharsets.UTF_8);
        return file;
    }

    /** How often {@code part} occurs in {@code text}, overlaps included. */
    public static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    /** The names in a folder, sorted. */
    public static double num(CSVRecord r, String column) {
        return Double.parseDouble(r.get(column));
    }
}

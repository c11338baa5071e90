package io.serbench.engine;

import io.serbench.bench.PayloadBench;
import io.serbench.payload.CheckFork;
import io.serbench.payload.Payload;
import io.serbench.payload.PayloadFixture;
import io.serbench.payload.RuntimeBinding;
import io.serbench.runfolder.SizesTable;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The -Pbench hook for a user's payload ({@code -Dbench.payload=ROOT_CLASS}): before anything is
 * created, loads the class and reads the samples (bad input is one line, exit 2), checks every
 * asked-for library on them, each in a JVM of its own ({@link CheckFork}), and plans
 * {@link PayloadBench} for those that round-trip every sample exactly. The others are not timed:
 * the verification table (written into the run folder as {@value #TABLE_FILE}, which the summary
 * includes) says why. The forks get the payload through {@code -jvmArgsAppend} system properties.
 */
final class PayloadRun {
    /** The verification table in a run folder; the reporter appends it to the summary. */
    static final String TABLE_FILE = io.serbench.runfolder.PayloadTable.FILE_NAME;
    static final String INCLUDE = PayloadBench.class.getName();

    /** What a payload run times, and what it writes once the run folder exists. */
    record Plan(Set<String> libraries, List<String> jmhArgs, String table, String sizesCsv, String className) {
        /** The run folder's name ends with the payload class's simple name, e.g. {@code -payload-Order}. */
        String folderSuffix() {
            return "-payload-" + className.substring(className.lastIndexOf('.') + 1).replace('$', '-');
        }

        void write(Path dir) throws IOException {
            Files.writeString(dir.resolve(TABLE_FILE), table, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
            Files.writeString(dir.resolve(SizesTable.FILE_NAME), sizesCsv, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW);
        }
    }

    private PayloadRun() {
    }

    static Plan prepare(String className, String samples, String classpath, Collection<String> asked, List<String> jmhArgs,
                        PrintWriter out) throws BadKnob, IOException, InterruptedException {
        if (samples.isBlank()) {
            throw new BadKnob("bench.payload needs bench.payload.samples: a JSON array or JSON Lines file of instances");
        }
        Path file = Path.of(samples.trim()).toAbsolutePath().normalize();
        try {
            Payload.checkClassPath(classpath);
        } catch (Payload.BadPayload e) {
            throw new BadKnob("bench.payload.classpath: " + e.getMessage());
        }
        Payload payload;
        try {
            payload = Payload.load(className, file);
        } catch (Payload.BadPayload e) {
            throw new BadKnob("bench.payload: " + e.getMessage()
                    + (e.getMessage().contains("class path") ? " (bench.payload.classpath is '" + classpath + "')" : ""));
        }
        Set<String> ids = new LinkedHashSet<>();
        ids.add(io.serbench.codec.SupportMatrix.BASELINE);
        ids.addAll(asked.isEmpty() ? RuntimeBinding.ids() : asked);
        for (String id : ids) {
            try {
                RuntimeBinding.binding(id);
            } catch (IllegalArgumentException e) {
                throw new BadKnob("bench.libraries: " + e.getMessage());
            }
        }
        Map<String, String> props = Map.of(Payload.CLASS_PROPERTY, payload.type().getName(), Payload.SAMPLES_PROPERTY, file.toString());
        out.printf("serbench: payload %s, %d sample(s) from %s, %d class(es) reached; checking %d librar%s, each in its own JVM%n",
                payload.type().getName(), payload.samples().size(), file, payload.bound().reachable().size(), ids.size(),
                ids.size() == 1 ? "y" : "ies");
        Map<String, CheckFork.PayloadCheck> checks = new LinkedHashMap<>();
        for (String id : ids) {
            CheckFork.PayloadCheck c = CheckFork.payload(id, props);
            checks.put(id, c);
            out.printf("serbench: payload check %-18s %s%n", id, c.verdict());
        }
        Set<String> passing = new LinkedHashSet<>();
        checks.forEach((id, c) -> {
            if (c.verdict().exact()) {
                passing.add(id);
            }
        });
        CheckFork.PayloadCheck baseline = checks.get(io.serbench.codec.SupportMatrix.BASELINE);
        if (!baseline.verdict().exact()) {
            out.print(table(payload, checks));
            throw new BadKnob("bench.payload: jackson, the baseline of every ratio, does not round-trip "
                    + payload.type().getName() + " (" + baseline.verdict() + "); nothing is timed");
        }
        List<String> args = new ArrayList<>(jmhArgs);
        String props2 = "-D" + Payload.CLASS_PROPERTY + "=" + payload.type().getName() + " -D" + Payload.SAMPLES_PROPERTY + "=" + file;
        int i = args.indexOf("-jvmArgsAppend");
        if (i >= 0 && i + 1 < args.size()) {
            args.set(i + 1, args.get(i + 1) + " " + props2);
        } else {
            args.add("-jvmArgsAppend");
            args.add(props2);
        }
        return new Plan(passing, args, table(payload, checks), sizes(checks), payload.type().getName());
    }

    /** The summary's section: every library checked, how it was bound, and what it did. */
    static String table(Payload p, Map<String, CheckFork.PayloadCheck> checks) {
        StringBuilder b = new StringBuilder("## Your payload: `").append(p.type().getName()).append("`\n\n")
                .append(p.samples().size()).append(" sample(s) from `").append(p.source().getFileName())
                .append("`, cycled over ").append(Payload.MAX_SAMPLES).append(" inputs; ")
                .append(p.bound().reachable().size()).append(" class(es) reached. Every library below encoded and decoded ")
                .append("every sample before anything was timed, and the results were compared with the originals field by ")
                .append("field through Jackson's tree model; only those marked exact were timed (the tables above). ")
                .append("See docs/YOUR-PAYLOAD.md and docs/TYPE-SUPPORT.md.\n\n")
                .append("| library | bound as | settings on | verification |\n|---|---|---|---|\n");
        checks.forEach((id, c) -> {
            RuntimeBinding.Entry e = RuntimeBinding.binding(id);
            var v = c.verdict();
            b.append("| ").append(id).append(" | ").append(e.label() == null ? "as its built-in cells" : e.label())
                    .append(" | ").append(v.settings().isEmpty() ? "none" : String.join(", ", v.settings().stream().sorted().toList()))
                    .append(" | ").append(v.exact() ? "exact: timed" : escape(v.kind().label + ": " + v.detail()) + " — not timed")
                    .append(" |\n");
        });
        List<String> na = RuntimeBinding.all().stream().filter(e -> !e.binds()).map(RuntimeBinding.Entry::id).toList();
        b.append("\nNot run (they cannot bind a class they have not seen; reasons in docs/TYPE-SUPPORT.md): ")
                .append(String.join(", ", na)).append(".\n");
        return b.toString();
    }

    private static String escape(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    /** sizes.csv rows of the libraries that passed: scenario {@code payload}, one size. */
    static String sizes(Map<String, CheckFork.PayloadCheck> checks) throws IOException {
        StringWriter w = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader(SizesTable.HEADER.toArray(String[]::new))
                .setRecordSeparator("\n").build())) {
            for (Map.Entry<String, CheckFork.PayloadCheck> e : checks.entrySet()) {
                PayloadFixture.Sizes s = e.getValue().sizes();
                if (s != null) {
                    csv.printRecord(e.getKey(), io.serbench.report.Report.PAYLOAD_SCENARIO, "", 1, Payload.MAX_SAMPLES,
                            String.format(Locale.ROOT, "%.2f", s.meanBytes()), String.format(Locale.ROOT, "%.2f", s.meanDeflated()),
                            s.minBytes(), s.maxBytes(), "", "");
                }
            }
        }
        return w.toString();
    }
}

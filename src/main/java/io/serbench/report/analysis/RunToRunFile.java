package io.serbench.report.analysis;

import io.serbench.report.data.Environment;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.EnvironmentFile;
import io.serbench.runfolder.InputFile;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * run-to-run.csv as a run's own report reads it ({@code Report --rerun-tau}): the run-to-run
 * component τ̂² per host family and JDK that {@code HostsReport} measured ({@code RunToRunCsv}
 * writes it), and which row applies to a run.
 */
public final class RunToRunFile {
    public static final String FILE_NAME = "run-to-run.csv";
    public static final String[] HEADER = {"host_family", "jdk", "runs", "ratios", "cells", "tau", "tau2", "tau2_se", "tau2_df",
            "held_out_checks", "held_out_within", "held_out_rerun"};

    /**
     * One host family's estimate.
     *
     * @param jdk        the JDK feature version(s) of its runs, e.g. {@code 17} ({@code 17 / 25} when mixed)
     * @param runs       the run folders' names
     * @param estimate   τ̂² pooled over every host family of the report (the same in every row)
     * @param checks     held-out checks of this family's runs
     * @param within     their share inside the run's own 95% interval
     * @param rerun      their share inside the rerun 95% interval
     */
    record Entry(String hostFamily, String jdk, List<String> runs, RunToRun.Estimate estimate, int checks, double within,
                 double rerun) {
    }

    private RunToRunFile() {
    }

    /** The JDK a run ran on: its recorded runtime version, or the version JMH saw. */
    public static String jdkVersion(Environment env, Analysis a) {
        String v = env.get(EnvironmentFile.JAVA_RUNTIME_VERSION);
        return v != null ? v : a.setting("jdkVersion");
    }

    /** The feature release of {@link #jdkVersion}: {@code 17} for 17.0.15, {@code 25} for 25.0.3+9. */
    public static String jdkFeature(Environment env, Analysis a) {
        String v = jdkVersion(env, a).trim();
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        return end == 0 ? v : v.substring(0, end);
    }

    /** A run-to-run.csv, or a folder holding one (the HostsReport output folder). */
    static List<Entry> read(Path given) throws BadInputException {
        Path file = Files.isDirectory(given) ? given.resolve(FILE_NAME) : given;
        if (!Files.isRegularFile(file)) {
            throw new BadInputException("--rerun-tau " + given + ": no " + FILE_NAME + " there (HostsReport writes it "
                    + "beside HOSTS.md when a host family has two or more independent runs)");
        }
        InputFile.check(file);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException("--rerun-tau: cannot read " + file + ": " + e.getMessage());
        }
        List<Entry> out = new ArrayList<>();
        try (CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(new StringReader(text))) {
            for (String column : HEADER) {
                if (!p.getHeaderMap().containsKey(column)) {
                    throw new BadInputException("--rerun-tau " + file + ": not a " + FILE_NAME + " (no '" + column + "' column)");
                }
            }
            for (CSVRecord r : p) {
                out.add(entry(r, file));
            }
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            throw new BadInputException("--rerun-tau " + file + ": " + e.getMessage());
        }
        if (out.isEmpty()) {
            throw new BadInputException("--rerun-tau " + file + ": no estimate in it");
        }
        return out;
    }

    private static Entry entry(CSVRecord r, Path file) throws BadInputException {
        try {
            double tau2 = Double.parseDouble(r.get("tau2"));
            String df = r.get("tau2_df");
            double se = r.get("tau2_se").isEmpty() ? Double.NaN : Double.parseDouble(r.get("tau2_se"));
            if (!(tau2 >= 0) || Double.isInfinite(tau2)) {
                throw new NumberFormatException("tau2 " + r.get("tau2"));
            }
            RunToRun.Estimate e = new RunToRun.Estimate(tau2, se, df.equals("inf") ? Double.POSITIVE_INFINITY : Double.parseDouble(df),
                    Integer.parseInt(r.get("ratios")), Integer.parseInt(r.get("cells")), Double.NaN);
            return new Entry(r.get("host_family"), r.get("jdk"), List.of(r.get("runs").trim().split("\\s+")), e,
                    Integer.parseInt(r.get("held_out_checks")), number(r.get("held_out_within")), number(r.get("held_out_rerun")));
        } catch (NumberFormatException e) {
            throw new BadInputException("--rerun-tau " + file + " line " + r.getRecordNumber() + ": not a number: " + e.getMessage());
        }
    }

    private static double number(String s) {
        return s.isEmpty() ? Double.NaN : Double.parseDouble(s);
    }

    /**
     * The row that applies to a run of host family {@code hostId} on JDK {@code jdk}: the same
     * family (or a run recorded before the full CPU record, whose coarse id starts the family's) and
     * the same JDK feature release. A run-to-run component measured on one JDK or CPU is not
     * borrowed for another: refused, with what the file holds.
     */
    static Entry match(List<Entry> entries, Path source, String hostId, String jdk) throws BadInputException {
        for (Entry e : entries) {
            boolean family = e.hostFamily().equals(hostId) || e.hostFamily().startsWith(hostId + "-")
                    || hostId.startsWith(e.hostFamily() + "-");
            if (family && e.jdk().equals(jdk)) {
                return e;
            }
        }
        List<String> held = entries.stream().map(e -> e.hostFamily() + " on JDK " + e.jdk()).toList();
        throw new BadInputException(String.format(Locale.ROOT, "--rerun-tau %s: its run-to-run estimate is for %s, this run "
                + "is %s on JDK %s: a component measured on another host family or JDK is not borrowed (leave --rerun-tau "
                + "out, and the rerun columns stay empty)", source, String.join(", ", held), hostId, jdk));
    }
}

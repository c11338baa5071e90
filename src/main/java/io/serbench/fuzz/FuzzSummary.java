package io.serbench.fuzz;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * A campaign's tables: per target ({@value FuzzCampaign#SUMMARY_CSV}: budget, executions,
 * execs/s, coverage, findings by kind), every distinct finding ({@value FuzzCampaign#FINDINGS_CSV}),
 * and both as markdown ({@value FuzzCampaign#SUMMARY_MD}, and the generated block of
 * docs/INPUT-SAFETY.md, {@link FuzzPublish}).
 */
public final class FuzzSummary {
    private FuzzSummary() {
    }

    static final String[] TARGET_HEADER = {"target", "library", "budget_s", "fuzz_s", "executions", "execs_per_s",
            "coverage_edges", "features", "seeds", "corpus", "not_reproduced", "findings"};
    static final String[] FINDING_HEADER = {"target", "kind", "type", "frame", "bytes", "reproducer", "detail"};

    /** One target's line. */
    public record TargetRow(String target, String library, long budgetSeconds, long fuzzSeconds, long executions, long execsPerSecond,
                            long coverage, long features, long seeds, long corpus, long notReproduced, int findings) {
    }

    /** One distinct finding; {@code reproducer} relative to the campaign folder (or, published, to the project). */
    public record FindingRow(String target, FuzzKind kind, String type, String frame, int bytes, String reproducer, String detail) {
    }

    static String findingsCsv(List<FuzzCampaign.Finding> findings) {
        List<FindingRow> rows = new ArrayList<>();
        for (FuzzCampaign.Finding f : findings) {
            FuzzResult r = f.result();
            rows.add(new FindingRow(f.target(), r.kind(), r.type(), r.frame(), f.bytes(), f.reproducer(), r.detail()));
        }
        return renderFindings(rows);
    }

    static String renderFindings(List<FindingRow> rows) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(FINDING_HEADER).setRecordSeparator("\n").build())) {
            for (FindingRow r : rows) {
                csv.printRecord(r.target(), r.kind().id(), r.type(), r.frame(), r.bytes(), r.reproducer(), r.detail());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    static String renderTargets(List<TargetRow> rows) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(TARGET_HEADER).setRecordSeparator("\n").build())) {
            for (TargetRow r : rows) {
                csv.printRecord(r.target(), r.library(), r.budgetSeconds(), r.fuzzSeconds(), r.executions(), r.execsPerSecond(),
                        r.coverage(), r.features(), r.seeds(), r.corpus(), r.notReproduced(), r.findings());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static List<FindingRow> parseFindings(String csv) {
        List<FindingRow> out = new ArrayList<>();
        for (CSVRecord r : records(csv)) {
            out.add(new FindingRow(r.get("target"), FuzzKind.ofId(r.get("kind")), r.get("type"), r.get("frame"),
                    Integer.parseInt(r.get("bytes")), r.get("reproducer"), r.get("detail")));
        }
        return out;
    }

    public static List<TargetRow> parseTargets(String csv) {
        List<TargetRow> out = new ArrayList<>();
        for (CSVRecord r : records(csv)) {
            out.add(new TargetRow(r.get("target"), r.get("library"), num(r, "budget_s"), num(r, "fuzz_s"), num(r, "executions"),
                    num(r, "execs_per_s"), num(r, "coverage_edges"), num(r, "features"), num(r, "seeds"), num(r, "corpus"),
                    num(r, "not_reproduced"), (int) num(r, "findings")));
        }
        return out;
    }

    private static long num(CSVRecord r, String k) {
        return Long.parseLong(r.get(k));
    }

    private static List<CSVRecord> records(String csv) {
        try (CSVParser p = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(new StringReader(csv))) {
            return p.getRecords();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes the folder's summary from every target's result; each file is new. */
    static void write(Path dir, List<String> targets) throws IOException {
        List<TargetRow> rows = new ArrayList<>();
        List<FindingRow> findings = new ArrayList<>();
        for (String target : targets) {
            Path t = dir.resolve(target);
            Properties p = FuzzCampaign.read(t.resolve(FuzzCampaign.RESULT));
            List<FindingRow> mine = parseFindings(Files.readString(t.resolve(FuzzCampaign.FINDINGS_CSV), StandardCharsets.UTF_8));
            findings.addAll(mine);
            rows.add(new TargetRow(target, p.getProperty("library"), Long.parseLong(p.getProperty("budget_s")),
                    Long.parseLong(p.getProperty("fuzz_s")), Long.parseLong(p.getProperty("executions")),
                    Long.parseLong(p.getProperty("execs_per_s")), Long.parseLong(p.getProperty("coverage_edges")),
                    Long.parseLong(p.getProperty("features")), Long.parseLong(p.getProperty("seeds")),
                    Long.parseLong(p.getProperty("corpus")), Long.parseLong(p.getProperty("not_reproduced")), mine.size()));
        }
        FuzzCampaign.writeNew(dir.resolve(FuzzCampaign.FINDINGS_CSV), renderFindings(findings));
        FuzzCampaign.writeNew(dir.resolve(FuzzCampaign.SUMMARY_CSV), renderTargets(rows));
        Properties settings = FuzzCampaign.read(dir.resolve(FuzzCampaign.SETTINGS));
        FuzzCampaign.writeNew(dir.resolve(FuzzCampaign.SUMMARY_MD), "# Fuzz campaign\n\nWritten by FuzzCampaign; do not edit. "
                + "Method: docs/INPUT-SAFETY.md, \"Fuzzed input\". Each child JVM: `" + settings.getProperty("jvm_caps") + "`.\n\n"
                + markdown(rows, findings, ""));
    }

    /**
     * The campaign table and its findings as markdown. {@code linkPrefix} is put before each
     * reproducer's path (the campaign folder, seen from where the markdown lives).
     */
    public static String markdown(List<TargetRow> rows, List<FindingRow> findings, String linkPrefix) {
        StringBuilder md = new StringBuilder();
        boolean timed = rows.stream().anyMatch(r -> r.budgetSeconds() > 0);
        md.append("| target | ").append(timed ? "budget | " : "").append("executions | execs/s | coverage (edges) | findings |\n|---|")
                .append(timed ? "---:|" : "").append("---:|---:|---:|---|\n");
        for (TargetRow r : rows) {
            md.append("| `").append(r.target()).append("` | ").append(timed ? r.budgetSeconds() + " s | " : "")
                    .append(String.format(Locale.ROOT, "%,d", r.executions())).append(" | ")
                    .append(String.format(Locale.ROOT, "%,d", r.execsPerSecond())).append(" | ")
                    .append(String.format(Locale.ROOT, "%,d", r.coverage())).append(" | ")
                    .append(kinds(findings, r.target())).append(" |\n");
        }
        md.append("\nnone: no input the fuzzer made did anything but decode (re-readably) or throw a documented exception · "
                + "**OOM**, **stack overflow**, **hang** (an input of at most " + FuzzCheck.HANG_MAX_BYTES + " bytes decoding for more than "
                + FuzzCheck.HANG_MILLIS / 1000 + " s), **crash**, **Error**: what a service must guard against (they make a library *unsafe*) · "
                + "undeclared exception: a type the library does not document for bad input (a caller catching the documented one misses it) · "
                + "accepted, not re-readable: a decoded value the library cannot encode and decode back.\n");
        if (!findings.isEmpty()) {
            md.append("\n| target | finding | type | where | reproducer |\n|---|---|---|---|---|\n");
            for (FindingRow f : findings) {
                md.append("| `").append(f.target()).append("` | ").append(f.kind().isFailure() ? "**" + f.kind().word + "**" : f.kind().word)
                        .append(" | `").append(f.type()).append("` | `").append(f.frame()).append("` | [")
                        .append(f.bytes()).append(" bytes](").append(linkPrefix).append(f.reproducer()).append(") |\n");
            }
        }
        return md.toString();
    }

    private static String kinds(List<FindingRow> findings, String target) {
        Map<FuzzKind, Integer> n = new LinkedHashMap<>();
        for (FuzzKind k : FuzzKind.values()) {
            for (FindingRow f : findings) {
                if (f.target().equals(target) && f.kind() == k) {
                    n.merge(k, 1, Integer::sum);
                }
            }
        }
        if (n.isEmpty()) {
            return "none";
        }
        List<String> parts = new ArrayList<>();
        n.forEach((k, c) -> parts.add((k.isFailure() ? "**" + k.word + "**" : k.word) + (c > 1 ? " ×" + c : "")));
        return String.join(", ", parts);
    }
}

package io.serbench.fuzz;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The published fuzz campaign as data: its per-target table and its findings, classpath
 * resources written by {@link FuzzPublish} from a campaign folder (the reporter runs from the
 * jar, anywhere). Empty until a campaign is published.
 */
public final class FuzzTable {
    public static final String TARGETS_RESOURCE = "/fuzz-campaign.csv";
    public static final String FINDINGS_RESOURCE = "/fuzz-findings.csv";
    /** Where they are committed, relative to the project root. */
    public static final String TARGETS_PATH = "src/main/resources" + TARGETS_RESOURCE;
    public static final String FINDINGS_PATH = "src/main/resources" + FINDINGS_RESOURCE;

    public static final FuzzTable EMPTY = new FuzzTable(List.of(), List.of());

    private final List<FuzzSummary.TargetRow> targets;
    private final List<FuzzSummary.FindingRow> findings;

    public FuzzTable(List<FuzzSummary.TargetRow> targets, List<FuzzSummary.FindingRow> findings) {
        this.targets = List.copyOf(targets);
        this.findings = List.copyOf(findings);
    }

    /** The published campaign, or {@link #EMPTY} when none is. */
    public static FuzzTable load() {
        String t = resource(TARGETS_RESOURCE);
        String f = resource(FINDINGS_RESOURCE);
        return t == null || f == null ? EMPTY : new FuzzTable(FuzzSummary.parseTargets(t), FuzzSummary.parseFindings(f));
    }

    private static String resource(String name) {
        try (InputStream in = FuzzTable.class.getResourceAsStream(name)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public List<FuzzSummary.TargetRow> targets() {
        return targets;
    }

    public List<FuzzSummary.FindingRow> findings() {
        return findings;
    }

    /** True when the library as the suite configures it was fuzzed in the published campaign. */
    public boolean fuzzed(String library) {
        return targets.stream().anyMatch(t -> t.target().equals(library));
    }

    /** Findings of the library as the suite configures it that take down a thread, heap or process. */
    public List<FuzzSummary.FindingRow> failures(String library) {
        return findings.stream().filter(f -> f.target().equals(library) && f.kind().isFailure()).toList();
    }

    /** Every finding of the library as configured (failures and the milder kinds). */
    public List<FuzzSummary.FindingRow> findings(String library) {
        return findings.stream().filter(f -> f.target().equals(library)).toList();
    }
}

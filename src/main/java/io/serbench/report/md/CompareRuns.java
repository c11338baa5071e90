package io.serbench.report.md;

import io.serbench.report.data.Environment;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Compare;
import io.serbench.report.stats.Intervals;
import io.serbench.runfolder.EnvironmentFile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

import static io.serbench.report.format.Markdown.cell;

/**
 * The two runs of COMPARE.md side by side: the host each was measured on, what differs between
 * their environments, and how well each run's own intervals held.
 */
final class CompareRuns {
    private final Compare comparison;
    private final Compare.Side a;
    private final Compare.Side b;

    CompareRuns(Compare c) {
        this.comparison = c;
        this.a = c.a();
        this.b = c.b();
    }

    void environment(StringBuilder md) {
        md.append("## The two runs\n\n| | A: this run | B: the reference | |\n|---|---|---|---|\n");
        md.append("| inputs | ").append(cell(a.inputs())).append(" | ").append(cell(b.inputs())).append(" | |\n");
        for (String[] row : environmentRows()) {
            md.append("| ").append(row[0]).append(" | ").append(cell(row[1])).append(" | ").append(cell(row[2]))
                    .append(" | ").append(row[3]).append(" |\n");
        }
        String ca = coverage(a.analysis());
        String cb = coverage(b.analysis());
        md.append("| interval coverage | ").append(ca).append(" | ").append(cb).append(" | ")
                .append(ca.equals(cb) ? "" : "**differs**").append(" |\n");
        md.append("| baseline | ").append(comparison.baseline()).append(" | same | |\n\n");
    }

    /**
     * Both runs' environment as (label, A, B, "**differs**" or ""), the rows of their summaries'
     * headers; B says "same" where it equals A. Library versions compare key by key: B lists only
     * the versions that differ and the keys one run does not record.
     */
    List<String[]> environmentRows() {
        List<String[]> ea = EnvironmentTable.rows(a.env(), a.analysis());
        List<String[]> eb = EnvironmentTable.rows(b.env(), b.analysis());
        // matched by label: a row one run has and the other lacks (the machine record) is not a shift of every row after it
        Map<String, String> byLabel = new LinkedHashMap<>();
        eb.forEach(r -> byLabel.put(r[0], r[1]));
        List<String[]> rows = new ArrayList<>();
        for (String[] rowA : ea) {
            String label = rowA[0];
            if (label.equals("library versions")) {
                rows.add(versionsRow(label, rowA[1]));
                continue;
            }
            String valueB = byLabel.getOrDefault(label, Environment.UNKNOWN + " (not recorded)");
            // two unknowns are not a difference, whichever file failed to say
            boolean same = rowA[1].equals(valueB)
                    || rowA[1].startsWith(Environment.UNKNOWN) && valueB.startsWith(Environment.UNKNOWN);
            // rounds differ in what matters only by their number (shards split them into more files)
            boolean differs = label.equals("rounds") ? a.analysis().roundCount() != b.analysis().roundCount() : !same;
            rows.add(new String[]{label, rowA[1], same ? "same" : valueB, differs ? "**differs**" : ""});
        }
        ea.forEach(r -> byLabel.remove(r[0]));
        byLabel.forEach((label, valueB) -> rows.add(new String[]{label, Environment.UNKNOWN + " (not recorded)", valueB, "**differs**"}));
        return rows;
    }

    private String[] versionsRow(String label, String textA) {
        Map<String, String> va = a.env().versions();
        Map<String, String> vb = b.env().versions();
        List<String> changed = new ArrayList<>();
        List<String> onlyOne = new ArrayList<>();
        int same = 0;
        for (String key : new TreeSet<>(va.keySet())) {
            if (!vb.containsKey(key)) {
                onlyOne.add(key + " (A only)");
            } else if (va.get(key).equals(vb.get(key))) {
                same++;
            } else {
                changed.add(key + " " + vb.get(key) + " (A: " + va.get(key) + ")");
            }
        }
        for (String key : vb.keySet()) {
            if (!va.containsKey(key)) {
                onlyOne.add(key + " " + vb.get(key) + " (B only)");
            }
        }
        if (va.isEmpty() || vb.isEmpty()) {
            return new String[]{label, textA, vb.isEmpty() ? "not recorded (no " + EnvironmentFile.FILE_NAME + ")"
                    : String.join(", ", vb.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList()), ""};
        }
        List<String> parts = new ArrayList<>();
        if (!changed.isEmpty()) {
            parts.add("changed: " + String.join(", ", changed));
        }
        parts.add(same + " unchanged");
        if (!onlyOne.isEmpty()) {
            parts.add("recorded by one run only: " + String.join(", ", onlyOne));
        }
        return new String[]{label, textA, String.join("; ", parts), changed.isEmpty() ? "" : "**differs**"};
    }

    /** Which host family each run was measured on, first on the page: a ratio that moved between hosts may not be noise. */
    String hosts() {
        boolean same = a.env().hostId().equals(b.env().hostId());
        return "A measured on " + a.env().hostLine() + ".  \nB measured on " + b.env().hostLine() + ".  \n"
                + (same ? "Same host family: a change is the runs' difference (code, JDK, day), not the CPU's."
                : "**Different host families**: a change mixes the CPU's effect with everything else that differs.");
    }

    /** A one-line list of what differs between the runs' environments, for the top of the page. */
    String differences() {
        List<String> labels = new ArrayList<>();
        for (String[] row : environmentRows()) {
            if (!row[3].isEmpty()) {
                labels.add(row[0]);
            }
        }
        String ca = coverage(a.analysis());
        String cb = coverage(b.analysis());
        if (!ca.equals(cb)) {
            labels.add("interval coverage");
        }
        return labels.isEmpty() ? "The two runs' environments do not differ in anything recorded."
                : "The runs differ in: " + String.join(", ", labels) + " (see \"The two runs\").";
    }

    /** How well a run's own intervals held, as its summary measures it. */
    static String coverage(Analysis an) {
        Intervals.Coverage loo = an.noise().coverage();
        Intervals.Coverage one = an.noise().oneRound();
        List<String> parts = new ArrayList<>();
        if (loo.measured()) {
            parts.add(String.format(Locale.ROOT, "%.1f%% leave-one-round-out (%d of %d)", 100 * loo.fraction(), loo.inside(), loo.checks()));
        }
        if (one.measured()) {
            parts.add(String.format(Locale.ROOT, "one-round interval %.1f%% (%d of %d)", 100 * one.fraction(), one.inside(), one.checks()));
        }
        return parts.isEmpty() ? "not measurable with " + an.roundCount() + " round(s): its intervals are as good as "
                + "the method's coverage on runs that can measure it" : String.join("; ", parts);
    }
}

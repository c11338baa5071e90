package io.serbench.report.analysis;

import io.serbench.codec.Family;
import io.serbench.codec.Library;
import io.serbench.report.data.JdkNeeds;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.stats.GeoMean;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The use-case table: rows a reader recognizes (a REST-style DTO, numeric payloads, long strings,
 * a consumer that skips most of a message, untrusted input), each mapped to the profile's cells
 * of the scenarios that stand for it, and per row the fastest standard-JSON library, the fastest
 * binary one and the fastest safe and maintained one. "Fastest" is the highest geometric mean of
 * the speedups over the row's cells ({@link GeoMean}, with its interval); a library counts for a
 * row only when it ran every one of its cells. Safe and maintained: survives every input of the
 * published hostile-input table as configured, and is not legacy. Lossy ids, double-format
 * variants and the hand-written floor are never chosen: they are not something a user ships.
 */
public final class UseCases {
    private static final Set<Family> BINARY = EnumSet.of(Family.SCHEMALESS, Family.SCHEMA, Family.ZERO_COPY);

    /** A kind of payload and the scenario ids (list shapes as {@code list(element)}) that stand for it. */
    public enum Kind {
        DTO("REST-style DTOs (media)", false, "media"),
        NUMERIC("numeric payloads (int, double and their lists)", false, "int", "double", "list(int)", "list(double)"),
        SMALL("short strings and small objects (object, list(object))", false, "object", "list(object)"),
        STRINGS("long strings (string)", false, "string"),
        SKIP("consumers that read a little of a large message (skip)", false, "skip"),
        UNTRUSTED("untrusted input (every cell above, only libraries that survive the hostile inputs, hand-crafted and fuzzed)", true);

        public final String label;
        /** Every column chooses among libraries that survive the hostile inputs. */
        final boolean safeOnly;
        /** Scenario labels as {@link RowKey#label()} prints them; none = every profile cell. */
        public final List<String> scenarios;

        Kind(String label, boolean safeOnly, String... scenarios) {
            this.label = label;
            this.safeOnly = safeOnly;
            this.scenarios = List.of(scenarios);
        }

        boolean covers(RowKey k) {
            return scenarios.isEmpty() || scenarios.contains(k.label());
        }
    }

    /** The winner of one column, or null when no library qualifies. */
    record Pick(String library, GeoMean speedup) {
    }

    /**
     * One row: its cells and the four picks; {@code safeJson} is the fastest safe, maintained
     * standard-JSON library other than the baseline (a service that must speak JSON).
     */
    record Row(Kind kind, List<RowKey> cells, Pick json, Pick binary, Pick safe, Pick safeJson) {
    }

    private final Analysis a;
    private final Profile p;

    private UseCases(Analysis a, Profile p) {
        this.a = a;
        this.p = p;
    }

    /** The rows that have at least one cell in these results. */
    static List<Row> rows(Analysis a, Profile p) {
        return rows(a, p, e -> true);
    }

    /** The rows, choosing only among the libraries {@code allowed} lets in. */
    static List<Row> rows(Analysis a, Profile p, Predicate<Profile.Entry> allowed) {
        UseCases u = new UseCases(a, p);
        List<Row> out = new ArrayList<>();
        for (Kind kind : Kind.values()) {
            List<RowKey> cells = p.cells().stream().filter(kind::covers).toList();
            if (cells.isEmpty()) {
                continue;
            }
            Predicate<Profile.Entry> all = e -> true;
            Predicate<Profile.Entry> gate = (kind.safeOnly ? (Predicate<Profile.Entry>) UseCases::safe : all).and(allowed);
            out.add(new Row(kind, cells, u.fastest(cells, gate.and(u::json)), u.fastest(cells, gate.and(e -> BINARY.contains(e.family()))),
                    u.fastest(cells, allowed.and(e -> safe(e) && a.legacy(e.library()) == null)),
                    u.fastest(cells, allowed.and(e -> safe(e) && a.legacy(e.library()) == null && u.json(e) && !e.baseline()))));
        }
        return out;
    }

    /** As configured, the library survived every hostile input (untested counts as not shown safe). */
    public static boolean safe(Profile.Entry e) {
        return e.hostile() == Profile.Hostile.SURVIVES;
    }

    private boolean json(Profile.Entry e) {
        Library l = a.library(e.library());
        return e.family() == Family.TEXT && l != null && l.format().isStandardJson();
    }

    private Pick fastest(List<RowKey> cells, Predicate<Profile.Entry> in) {
        Pick best = null;
        for (Profile.Entry e : p.full()) {
            if (e.lossy() || e.family() == Family.FLOOR || !in.test(e)) {
                continue;
            }
            List<ResultRow> rows = new ArrayList<>();
            for (RowKey k : cells) {
                ResultRow r = a.get(k, e.library());
                if (r == null || (r.kind() == ResultRow.Kind.LIBRARY && !r.hasSpeedup())) {
                    rows = null; // a library that missed a cell of the row is not ranked on the rest
                    break;
                }
                rows.add(r);
            }
            if (rows == null) {
                continue;
            }
            // per round, with the profile's prior: the same rule as every group figure
            GeoMean m = p.overCells().of(GroupStats.Contrast.mean(rows));
            if (m.present() && m.count() == cells.size() && (best == null || m.value() > best.speedup().value())) {
                best = new Pick(e.library(), m);
            }
        }
        return best;
    }

    /** The Markdown table with its one-line legend; empty when no row has a cell. */
    public static String markdown(Analysis a, Profile p) {
        List<Row> rows = rows(a, p);
        if (rows.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder();
        md.append("| your payload | fastest JSON | fastest binary | fastest safe and maintained | fastest safe and maintained JSON |\n"
                + "|---|---|---|---|---|\n");
        for (Row r : rows) {
            md.append("| ").append(r.kind().label).append(" | ").append(cell(a, p, r.json())).append(" | ")
                    .append(cell(a, p, r.binary())).append(" | ").append(cell(a, p, r.safe())).append(" | ")
                    .append(fasterThanBaseline(a, p, r.safeJson())).append(" |\n");
        }
        md.append("\nEach figure: geometric mean of the library's speedups vs ").append(a.baseline())
                .append(" over the row's cells (both directions; skip is decode only), in brackets its 95% interval. ")
                .append("*Safe and maintained*: as configured, no out-of-memory, stack overflow, Error, hang or crash on ")
                .append("the hostile-input table or in the fuzz campaign, and not legacy (").append(Analysis.LEGACY_MARK)
                .append("); the last column must also beat ").append(a.baseline()).append(" with its interval above 1. ")
                .append("Lossy variants and the hand-written floor are not chosen. `").append(JdkNeeds.MARK).append("` ")
                .append(JdkNeeds.LEGEND).append(". ").append(withoutJdkMarked(a, p, rows)).append('\n');
        return md.toString();
    }

    /**
     * What leaving out the libraries with the JDK 25 mark changes: each pick that moves, with the
     * one that takes its place, or the line saying that none does.
     */
    static String withoutJdkMarked(Analysis a, Profile p, List<Row> rows) {
        JdkNeeds needs = JdkNeeds.load();
        List<Row> without = rows(a, p, e -> !needs.marked(e.library()));
        String[] columns = {"fastest JSON", "fastest binary", "fastest safe and maintained", "fastest safe and maintained JSON"};
        List<String> changes = new ArrayList<>();
        for (int i = 0; i < rows.size() && i < without.size(); i++) {
            Row r = rows.get(i);
            Row w = without.get(i);
            Pick[] before = {r.json(), r.binary(), r.safe(), r.safeJson()};
            Pick[] after = {w.json(), w.binary(), w.safe(), w.safeJson()};
            for (int c = 0; c < before.length; c++) {
                if (before[c] != null && needs.marked(before[c].library())) {
                    changes.add(r.kind().label + ", " + columns[c] + ": " + cell(a, p, after[c]) + " instead of `" + before[c].library() + "`");
                }
            }
        }
        if (changes.isEmpty()) {
            return "Leaving out the `" + JdkNeeds.MARK + "` libraries changes no pick.";
        }
        return "Without the `" + JdkNeeds.MARK + "` libraries: " + String.join("; ", changes) + ".";
    }

    /**
     * A pick that must beat the baseline to count: "none measurably faster" when its interval
     * does not lie above 1, with the best one's figure so the reader sees how close it came.
     */
    private static String fasterThanBaseline(Analysis a, Profile p, Pick pick) {
        if (pick == null || (pick.speedup().known() && pick.speedup().low() > 1)) {
            return cell(a, p, pick);
        }
        return "none measurably faster than " + a.baseline() + " (best: " + cell(a, p, pick) + ")";
    }

    private static String cell(Analysis a, Profile p, Pick pick) {
        if (pick == null) {
            return "none in these results";
        }
        Profile.Entry e = p.get(pick.library());
        return "`" + pick.library() + "`" + a.marks(pick.library()) + (e != null && e.hostile() == Profile.Hostile.UNSAFE
                ? " *unsafe*" : "") + " " + pick.speedup().text();
    }
}

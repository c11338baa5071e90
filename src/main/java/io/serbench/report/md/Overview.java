package io.serbench.report.md;

import io.serbench.codec.Family;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.OverviewFigures;
import io.serbench.report.analysis.OverviewFigures.Gap;
import io.serbench.report.analysis.Profile;
import io.serbench.report.analysis.UseCases;
import io.serbench.report.stats.GeoMean;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The summary's first screen: five lines, each decided by the numbers of the profile's cells,
 * each citing the cell(s) and the 95% interval it stands on, and saying "no measurable
 * difference" where that interval contains 1. Groups are families ({@link Family}); which
 * library or cell a line names is always the outcome of a comparison, never written in:
 * <ol>
 *   <li>where binary formats lead JSON most: the cell with the largest binary ÷ JSON ratio;</li>
 *   <li>where the gap vanishes: the cells whose binary ÷ JSON interval contains 1, else the smallest ratio;</li>
 *   <li>which JSON library leads: the highest geometric mean over all cells, against the next one;</li>
 *   <li>what the baseline's switches buy: each standard-JSON id named after the baseline against it;</li>
 *   <li>what zero-copy changes: zero-copy ÷ binary-with-schema, per direction, and its largest cell.</li>
 * </ol>
 * Groups: JSON = standard-JSON libraries of {@link Family#TEXT} (the baseline included, at exactly
 * 1); binary = {@link Family#SCHEMALESS}, {@link Family#SCHEMA} and {@link Family#ZERO_COPY}.
 * Double-format variants, lossy ids and the hand-written floor are in no group. The figures are
 * {@link OverviewFigures}'; this class only words them.
 */
public final class Overview {
    private final Analysis a;
    private final Profile p;
    private final OverviewFigures figures;

    private Overview(Analysis a, Profile p) {
        this.a = a;
        this.p = p;
        this.figures = OverviewFigures.of(a, p);
    }

    /** The five lines, Markdown, without list markers. */
    public static List<String> lines(Analysis a, Profile p) {
        Overview o = new Overview(a, p);
        List<String> out = new ArrayList<>();
        List<Gap> gaps = o.figures.gaps();
        out.add(o.binaryWins(gaps));
        out.add(o.gapVanishes(gaps));
        out.add(o.jsonLeader());
        out.add(o.switches());
        out.add(o.zeroCopy());
        return out;
    }

    /** The preamble: which cells, what a figure and its brackets are, who is in which group. */
    static String preamble(Analysis a, Profile p) {
        List<String> floor = new ArrayList<>();
        p.entries().stream().filter(e -> e.family() == Family.FLOOR).forEach(e -> floor.add("`" + e.library() + "`"));
        return "**In one screen** (" + cells(p.cells().size()) + ", a cell being one scenario at one size in one direction: "
                + p.cellsText() + "). Every figure is a geometric mean of speedups vs " + a.baseline() + "; in square brackets "
                + (a.pooled() == null ? "its 95% interval, computed like a row's from the group's geometric mean in each round"
                : "where a rerun of " + a.pooled().readerRounds() + " round(s) on this host family lands, 95%, from the "
                + "consensus of " + a.pooled().runsText() + " (a group's interval like a row's)")
                + ", so `≈` means what it means for a row; `‡` legacy, `†` lossy, `" + io.serbench.report.data.JdkNeeds.MARK + "` "
                + io.serbench.report.data.JdkNeeds.LEGEND + ", *unsafe*: ran out of heap or stack, hung, crashed "
                + "or threw an Error on a hand-crafted or a fuzzed hostile input. Groups: *binary* = "
                + "the families *" + Family.SCHEMALESS.label + "*, *" + Family.SCHEMA.label + "* and *" + Family.ZERO_COPY.label
                + "*; *JSON* = the standard-JSON libraries, " + a.baseline() + " included; double-format "
                + "variants, lossy ids" + (floor.isEmpty() ? "" : " and the " + Family.FLOOR.label + " (" + String.join(", ", floor) + ")")
                + " are in no group.";
    }

    private static String cell(RowKey k) {
        return "`" + k.cellLabel() + " " + k.direction() + "`";
    }

    private static String libs(int n) {
        return n + (n == 1 ? " library" : " libraries");
    }

    static String cells(int n) {
        return n + (n == 1 ? " cell" : " cells");
    }

    /** A library's name with the marks a choice depends on: † lossy, ‡ legacy, unsafe on hostile input. */
    private String id(String lib) {
        Profile.Entry e = p.get(lib);
        return "`" + lib + "`" + a.marks(lib) + (e != null && e.hostile() == Profile.Hostile.UNSAFE ? " *unsafe*" : "");
    }

    /** Appends the plain words when the interval contains 1. */
    private static String verdict(GeoMean m) {
        return m.text() + (m.noDifference() ? ", no measurable difference" : "");
    }

    private String gapText(Gap g) {
        return "binary (" + libs(g.binary().count()) + ") " + Fmt.speedup(g.binary().value()) + ", JSON (" + libs(g.json().count())
                + ") " + Fmt.speedup(g.json().value()) + ": binary ÷ JSON = " + verdict(g.ratio());
    }

    private String binaryWins(List<Gap> gaps) {
        if (gaps.isEmpty()) {
            return "**Binary vs JSON:** not measurable here: these results lack a binary or a JSON library.";
        }
        Gap g = gaps.stream().max(Comparator.comparingDouble(x -> x.ratio().value())).orElseThrow();
        String head = g.ratio().value() > 1 && !g.ratio().noDifference() ? "**Binary formats lead JSON most**"
                : "**Binary formats never lead JSON measurably**; their largest ratio is";
        return head + " at " + cell(g.cell()) + ": " + gapText(g) + ".";
    }

    private String gapVanishes(List<Gap> gaps) {
        if (gaps.isEmpty()) {
            return "**Where the gap vanishes:** not measurable here: these results lack a binary or a JSON library.";
        }
        List<Gap> even = gaps.stream().filter(g -> g.ratio().noDifference()).toList();
        List<Gap> split = gaps.stream().filter(g -> !g.ratio().noDifference() && !g.everyRun()).toList();
        if (even.isEmpty() && !split.isEmpty()) {
            // a consensus says "never" only when every run agrees
            Gap g = split.stream().min(Comparator.comparingDouble(x -> Math.abs(Math.log(x.ratio().value())))).orElseThrow();
            return "**The gap holds in every cell's pooled interval, but not in every run**: in " + split.size() + " of "
                    + cells(gaps.size()) + " a run's own interval, from the libraries it measured, did not exclude 1; closest at " + cell(g.cell())
                    + ": " + gapText(g) + ".";
        }
        if (!even.isEmpty()) {
            Gap g = even.stream().min(Comparator.comparingDouble(x -> Math.abs(Math.log(x.ratio().value())))).orElseThrow();
            List<String> names = new ArrayList<>();
            even.forEach(x -> names.add(cell(x.cell())));
            return "**The gap vanishes** in " + even.size() + " of " + cells(gaps.size()) + " (" + String.join(", ", names)
                    + "); closest at " + cell(g.cell()) + ": " + gapText(g) + ".";
        }
        Gap g = gaps.stream().min(Comparator.comparingDouble(x -> x.ratio().value())).orElseThrow();
        if (g.ratio().known() && g.ratio().high() < 1) {
            return "**The gap reverses** at " + cell(g.cell()) + ", where JSON is measurably faster: " + gapText(g) + ".";
        }
        return "**The gap never vanishes** (every cell's interval excludes 1" + (a.pooled() == null ? "" : ", and so does every run's own interval")
                + "); smallest at " + cell(g.cell()) + ": " + gapText(g) + ".";
    }

    private String jsonLeader() {
        List<Profile.Entry> json = figures.jsonRanked();
        if (json.isEmpty()) {
            return "**JSON leader:** no standard-JSON library in these results.";
        }
        Profile.Entry lead = json.get(0);
        StringBuilder s = new StringBuilder("**JSON leader: ").append(id(lead.library())).append("**, ")
                .append(lead.all().text()).append(" over ").append(cells(lead.all().count())).append(" (encode ")
                .append(lead.encode().text()).append(", decode ").append(lead.decode().text()).append(')');
        if (json.size() == 1) {
            return s.append("; the only standard-JSON library here.").toString();
        }
        Profile.Entry next = json.get(1);
        GeoMean ratio = figures.leadOverNext();
        s.append("; next ").append(id(next.library())).append(' ').append(next.all().text()).append(": ")
                .append('`').append(lead.library()).append("` ÷ `").append(next.library()).append("` = ").append(ratio.text());
        s.append(ratio.noDifference() ? ", no measurable difference between the two" : "");
        return s.append(safeJson(json, lead)).append('.').toString();
    }

    /** The best JSON library a service can take as it is: survives the hostile inputs, not legacy. */
    private String safeJson(List<Profile.Entry> ranked, Profile.Entry lead) {
        if (UseCases.safe(lead) && a.legacy(lead.library()) == null) {
            return "; " + id(lead.library()) + " is itself safe on hostile input and maintained";
        }
        for (Profile.Entry e : ranked) {
            if (UseCases.safe(e) && a.legacy(e.library()) == null) {
                GeoMean media = p.over(a, e.library(), k -> k.scenario().equals("media"));
                return "; best safe and maintained: " + id(e.library()) + " " + e.all().text() + " over " + cells(e.all().count())
                        + (media.present() && media.count() < e.all().count() ? " (on media " + media.text() + ")" : "");
            }
        }
        return "; no JSON library here is both safe on hostile input and maintained";
    }

    private String switches() {
        String base = a.baseline();
        List<Profile.Entry> variants = new ArrayList<>(p.full().stream()
                .filter(e -> !e.baseline() && !e.lossy() && figures.json(e) && e.library().startsWith(base) && e.all().present()).toList());
        String head = "**" + base + "'s switches**";
        if (variants.isEmpty()) {
            return head + ": no standard-JSON variant of " + base + " in these results.";
        }
        variants.sort(Comparator.comparingDouble((Profile.Entry e) -> -e.all().value()));
        List<String> parts = new ArrayList<>();
        variants.forEach(e -> parts.add(id(e.library()) + " " + verdict(e.all())));
        StringBuilder s = new StringBuilder(head).append(" (each vs ").append(base).append(", over its cells): ")
                .append(String.join("; ", parts));
        ResultRow largest = null;
        for (Profile.Entry e : variants) {
            for (RowKey k : p.cells()) {
                ResultRow r = a.get(k, e.library());
                if (r != null && r.hasSpeedup() && r.hasCi() && !r.noDifference()
                        && (largest == null || Math.abs(Math.log(r.speedup())) > Math.abs(Math.log(largest.speedup())))) {
                    largest = r;
                }
            }
        }
        if (largest == null) {
            return s.append("; no single cell differs measurably.").toString();
        }
        return s.append("; largest single change: ").append(id(largest.library())).append(" at ").append(cell(largest.row()))
                .append(' ').append(Fmt.speedup(largest.speedup())).append(' ')
                .append(Fmt.interval(largest.ciLow(), largest.ciHigh())).append('.').toString();
    }

    private String zeroCopy() {
        OverviewFigures.ZeroCopy z = figures.zeroCopy();
        String head = "**Zero-copy formats** (" + libs(z.zero().size()) + ") ÷ " + Family.SCHEMA.label + " (" + libs(z.schema().size()) + ")";
        if (z.zero().isEmpty() || z.schema().isEmpty()) {
            return "**Zero-copy vs binary with schema:** not measurable here: these results lack a "
                    + (z.zero().isEmpty() ? Family.ZERO_COPY.label : Family.SCHEMA.label) + " library.";
        }
        List<String> parts = new ArrayList<>();
        z.byDirection().forEach((direction, m) -> parts.add(direction + " " + verdict(m) + " over " + cells(m.count())));
        if (parts.isEmpty()) {
            return head + ": no cell has both.";
        }
        return head + ": " + String.join("; ", parts) + "; largest: " + cell(z.largestCell()) + " " + verdict(z.largest()) + ".";
    }
}

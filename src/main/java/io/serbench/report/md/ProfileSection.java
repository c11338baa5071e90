package io.serbench.report.md;

import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Families;
import io.serbench.report.analysis.Profile;
import io.serbench.report.svg.Scatter;
import io.serbench.runfolder.SizesTable;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.serbench.report.format.Markdown.cell;
import static io.serbench.report.md.Summary.LOSSY;

/** The profile per library and the bytes-by-family lines of SUMMARY.md. */
final class ProfileSection {
    private final StringBuilder md;
    private final Analysis a;
    private final Profile profile;

    ProfileSection(StringBuilder md, Analysis a, Profile profile) {
        this.md = md;
        this.a = a;
        this.profile = profile;
    }

    /** One line per family: each library's bytes on the wire ÷ the baseline's, smallest first. */
    void bytesByFamily() {
        Map<String, List<Profile.Entry>> byFamily = new LinkedHashMap<>();
        for (Profile.Entry e : profile.sorted()) {
            if (!e.doublesOnly() && e.bytes().present()) {
                byFamily.computeIfAbsent(Families.label(e.family()), f -> new ArrayList<>()).add(e);
            }
        }
        if (byFamily.isEmpty()) {
            md.append("**Bytes on the wire:** unknown: no `").append(SizesTable.FILE_NAME).append("` next to the inputs.\n\n");
            return;
        }
        int scenarios = profile.entries().stream().mapToInt(e -> e.bytes().count()).max().orElse(0);
        md.append("**Bytes on the wire ÷ ").append(a.baseline()).append("'s**, smallest first (geometric mean over the ")
                .append(scenarios == 1 ? "scenario" : scenarios + " scenarios").append(" of the cells above, from `").append(SizesTable.FILE_NAME).append("`):\n\n")
                .append("| family | libraries |\n|---|---|\n");
        byFamily.forEach((family, entries) -> {
            List<Profile.Entry> sorted = new ArrayList<>(entries);
            sorted.sort(java.util.Comparator.comparingDouble(e -> e.bytes().value()));
            // libraries that write the same size share one figure: `a`, `b` 1.00
            List<String> parts = new ArrayList<>();
            List<String> same = new ArrayList<>();
            for (int i = 0; i < sorted.size(); i++) {
                String figure = Fmt.ratio(sorted.get(i).bytes().value());
                same.add("`" + sorted.get(i).library() + "`");
                if (i + 1 == sorted.size() || !Fmt.ratio(sorted.get(i + 1).bytes().value()).equals(figure)) {
                    parts.add(String.join(", ", same) + " " + figure);
                    same.clear();
                }
            }
            md.append("| ").append(family).append(" | ").append(String.join("; ", parts)).append(" |\n");
        });
        md.append('\n');
    }

    /** One row per library: the profile, its CSV and the size-vs-speed scatter. */
    void profileSection() {
        if (profile.entries().isEmpty() || a.compared().isEmpty()) {
            return;
        }
        md.append("## Profile per library\n\n");
        md.append("One row per library over the ").append(Overview.cells(profile.cells().size())).append(" of the heatmap: ")
                .append(cell(profile.cellsText())).append(". **Media** first (a REST-style object), then **without doubles**: "
                        + "the geometric mean of the library's speedups vs ").append(a.baseline()).append(" over those cells "
                        + "except the double shapes, where a few cells at 20–240× would decide the mean; **all cells** beside it "
                        + "(the number of cells after each); in brackets its 95% interval, computed the way a row's is: the "
                        + "library's geometric mean over those cells in each round, combined over rounds with the moderated t "
                        + "interval (prior fitted over every library's figures), so `").append(Fmt.NO_DIFFERENCE).append("` follows "
                        + "the rows' rule. Encode and decode apart: `").append(Profile.FILE_NAME).append("`; `").append(Fmt.NO_DIFFERENCE)
                .append("` = it contains 1. **Bytes** = bytes on the wire ÷ ").append(a.baseline())
                .append("'s, geometric mean over the scenarios (`").append(SizesTable.FILE_NAME).append("`). **B/op** = "
                        + "geometric mean of JMH's `gc.alloc.rate.norm` over the encode / decode cells, ")
                .append(profile.allocMeasured() ? "below 1 B counted as 1" : Profile.ALLOC_NOT_MEASURED)
                .append(". **Hostile input**: *unsafe* when the library, as this suite configures it, ran out of heap or "
                        + "stack, hung, crashed or threw an Error on an input of the published hostile-input table "
                        + "(docs/INPUT-SAFETY.md, `HostileInputTest`), with those inputs. Sorted by family, fastest decoder first; "
                        + "double-format variants apart, over their double cells only. Every figure: `")
                .append(Profile.FILE_NAME).append("`.\n\n");
        if (Scatter.points(profile).size() > 0) {
            md.append("[![Bytes vs decode speedup, one point per library, coloured by family](").append(Scatter.FILE_NAME)
                    .append(")](").append(Scatter.FILE_NAME).append(")\n\n");
        }
        md.append(ProfileTable.markdown(a, profile, profile.full()));
        if (!profile.doublesOnly().isEmpty()) {
            md.append("Double-format variants, over the double cells only (not comparable with the rows above):\n\n");
            profileTable(profile.doublesOnly());
        }
    }

    private void profileTable(List<Profile.Entry> entries) {
        // without -prof gc the column would repeat "not measured" in every row: the text above says it once
        boolean alloc = profile.allocMeasured();
        md.append("| library | family | encode [95% CI] | decode [95% CI] | cells enc / dec | bytes | ")
                .append(alloc ? "B/op enc / dec | " : "").append("lossy | hostile input |\n|---|---|---:|---:|---:|---:|")
                .append(alloc ? "---:|" : "").append("---|---|\n");
        List<Profile.Entry> sorted = new ArrayList<>(profile.sorted());
        sorted.retainAll(entries);
        for (Profile.Entry e : sorted) {
            String allocCell = !alloc ? "" : (Double.isNaN(e.allocEncode()) && Double.isNaN(e.allocDecode()) ? Fmt.MISSING
                    : Fmt.one(e.allocEncode()) + " / " + Fmt.one(e.allocDecode())) + " | ";
            String hostile = e.hostile() == Profile.Hostile.UNSAFE ? "**unsafe**: " + cell(String.join("; ", e.failures()))
                    : e.hostile().text;
            md.append("| `").append(e.library()).append('`').append(e.baseline() ? " (baseline)" : "").append(" | ")
                    .append(Families.label(e.family())).append(" | ").append(e.baseline() ? "1" : e.encode().text()).append(" | ")
                    .append(e.baseline() ? "1" : e.decode().text()).append(" | ").append(e.encode().count()).append(" / ")
                    .append(e.decode().count()).append(" | ").append(e.bytes().present() ? Fmt.ratio(e.bytes().value()) : Fmt.MISSING)
                    .append(" | ").append(allocCell).append(e.lossy() ? LOSSY + " lossy" : "").append(" | ")
                    .append(hostile).append(" |\n");
        }
        md.append('\n');
    }
}

package io.serbench.report.md;

import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.model.Analysis;
import io.serbench.report.model.Families;
import io.serbench.report.model.GroupStats;
import io.serbench.report.model.Profile;
import io.serbench.report.stats.GeoMean;

import java.util.ArrayList;
import java.util.List;

/**
 * The summary's profile table, led by what most readers send: media (a REST-style object) per
 * direction, then the geometric mean over the profile's cells without the double shapes (a few
 * double cells at 20–240× would otherwise decide a binary format's mean), then the mean over all
 * cells beside it, bytes, B/op and the marks a choice depends on (lossy, legacy, unsafe).
 */
public final class ProfileTable {
    private ProfileTable() {
    }

    /** Of {@code lib} over the profile cells that pass {@code keep}, both directions. */
    static GeoMean over(Analysis a, Profile p, String lib, java.util.function.Predicate<RowKey> keep) {
        List<ResultRow> rows = new ArrayList<>();
        p.cells().stream().filter(keep).map(k -> a.get(k, lib)).filter(java.util.Objects::nonNull).forEach(rows::add);
        // per round, with the profile's own prior: the same rule as every other figure of the profile
        return rows.isEmpty() ? GeoMean.NONE : p.overCells().of(GroupStats.Contrast.mean(rows));
    }

    /** Media in one direction; none when the run has no media cell. */
    static GeoMean media(Analysis a, Profile p, String lib, String direction) {
        return over(a, p, lib, k -> k.scenario().equals("media") && k.direction().equals(direction));
    }

    /** Every profile cell whose shape carries no doubles. */
    static GeoMean withoutDoubles(Analysis a, Profile p, String lib) {
        return over(a, p, lib, k -> !k.showsDigits());
    }

    static String markdown(Analysis a, Profile p, List<Profile.Entry> entries) {
        boolean media = p.cells().stream().anyMatch(k -> k.scenario().equals("media"));
        boolean alloc = p.allocMeasured();
        StringBuilder md = new StringBuilder("| library | family | ");
        md.append(media ? "media encode | media decode | " : "").append("without doubles | all cells | bytes | ")
                .append(alloc ? "B/op enc / dec | " : "").append("hostile input |\n|---|---|")
                .append(media ? "---:|---:|" : "").append("---:|---:|---:|").append(alloc ? "---:|" : "").append("---|\n");
        List<Profile.Entry> sorted = new ArrayList<>(p.sorted());
        sorted.retainAll(entries);
        for (Profile.Entry e : sorted) {
            String lib = e.library();
            md.append("| `").append(lib).append('`').append(a.marks(lib)).append(e.baseline() ? " (baseline)" : "").append(" | ")
                    .append(Families.label(e.family())).append(" | ");
            if (media) {
                md.append(text(e, media(a, p, lib, "encode"))).append(" | ").append(text(e, media(a, p, lib, "decode"))).append(" | ");
            }
            GeoMean plain = withoutDoubles(a, p, lib);
            md.append(text(e, plain)).append(plain.present() ? " (" + plain.count() + ")" : "").append(" | ")
                    .append(text(e, e.all())).append(" (").append(e.all().count()).append(") | ")
                    .append(e.bytes().present() ? Fmt.ratio(e.bytes().value()) : Fmt.MISSING).append(" | ");
            if (alloc) {
                md.append(Double.isNaN(e.allocEncode()) && Double.isNaN(e.allocDecode()) ? Fmt.MISSING
                        : Fmt.one(e.allocEncode()) + " / " + Fmt.one(e.allocDecode())).append(" | ");
            }
            md.append(e.hostile() == Profile.Hostile.UNSAFE ? "**unsafe**: " + String.join("; ", e.failures()).replace("|", "\\|")
                    : e.hostile().text).append(" |\n");
        }
        md.append("\nEach figure: geometric mean of the library's speedups vs ").append(a.baseline())
                .append(" (both directions), in brackets its 95% interval, the number of cells after it. ")
                .append(Analysis.LOSSY_MARK).append(" lossy, ").append(Analysis.LEGACY_MARK).append(" legacy.\n\n");
        return md.toString();
    }

    private static String text(Profile.Entry e, GeoMean m) {
        return e.baseline() ? "1" : m.text();
    }
}

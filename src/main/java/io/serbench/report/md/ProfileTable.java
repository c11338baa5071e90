package io.serbench.report.md;

import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Families;
import io.serbench.report.analysis.Profile;
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
                md.append(text(e, p.media(a, lib, "encode"))).append(" | ").append(text(e, p.media(a, lib, "decode"))).append(" | ");
            }
            GeoMean plain = p.withoutDoubles(a, lib);
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
                .append(Analysis.LOSSY_MARK).append(" lossy, ").append(Analysis.LEGACY_MARK).append(" legacy, ")
                .append(io.serbench.report.data.JdkNeeds.MARK).append(" ").append(io.serbench.report.data.JdkNeeds.LEGEND).append(".\n\n");
        return md.toString();
    }

    private static String text(Profile.Entry e, GeoMean m) {
        return e.baseline() ? "1" : m.text();
    }
}

package io.serbench.report.md;

import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.SizeProfile;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.format.Markdown;
import io.serbench.report.stats.GeoMean;

import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * "By message size" of SUMMARY.md: {@link SizeProfile} as one table, libraries as rows and sizes
 * as columns, with the baseline's own ns/op under it. It is a block ({@link #BLOCK}) that
 * docs/RESULTS.md quotes, so it says what its figures are without the rest of the page.
 */
final class SizeSection {
    /** The name of the block {@code ReadmeBlocks} quotes. */
    static final String BLOCK = "by-size";

    private SizeSection() {
    }

    /**
     * @param hostOfCell each cell's host family, for a run whose shards ran on several (empty
     *                   otherwise): a scenario measured on one family at one size and on another
     *                   at the next compares the hosts too, and the block says how many did
     */
    static void write(StringBuilder md, Analysis a, SizeProfile sizes, Map<RowKey, String> hostOfCell) {
        if (!sizes.present()) {
            return;
        }
        int smallest = sizes.sizes().get(0);
        int largest = sizes.sizes().get(sizes.sizes().size() - 1);
        md.append("## By message size\n\n");
        StringBuilder b = new StringBuilder();
        b.append("Each library's speedup vs ").append(a.baseline()).append(" at each size: the geometric mean over ")
                .append(sizes.directions() == 1 ? "the one scenario direction" : "the " + sizes.directions() + " scenario directions")
                .append(" this run measured at every size (media has one size "
                        + "and is not among them; a library that does not run one of them is averaged over the rest, the "
                        + "count after its name), and the last column the largest size's figure over the smallest's: above 1 "
                        + "the library's lead grows with the message, below 1 it shrinks. In brackets the 95% interval, "
                        + "computed per round like a row's; ")
                .append(Fmt.NO_DIFFERENCE).append(" = it contains 1. Double-format variants are left out.\n\n");
        b.append("| library |");
        sizes.sizes().forEach(f -> b.append(" fields=").append(f).append(" |"));
        b.append(" fields=").append(largest).append(" ÷ fields=").append(smallest).append(" |\n|---|");
        b.append("---:|".repeat(sizes.sizes().size() + 1)).append('\n');
        for (SizeProfile.Entry e : sizes.entries()) {
            b.append("| `").append(e.library()).append('`').append(a.marks(e.library()));
            if (e.directions() != sizes.directions()) {
                b.append(" (").append(e.directions()).append(')');
            }
            b.append(" |");
            for (int f : sizes.sizes()) {
                b.append(' ').append(text(e.bySize().get(f))).append(" |");
            }
            b.append(' ').append(change(e.change())).append(" |\n");
        }
        Map<Integer, Double> ns = sizes.baselineNsOp();
        if (ns.size() == sizes.sizes().size()) {
            b.append("| *").append(a.baseline()).append(" ns/op (geometric mean)* |");
            sizes.sizes().forEach(f -> b.append(' ').append(Fmt.ns(ns.get(f))).append(" |"));
            b.append(' ').append(Fmt.factor(ns.get(largest) / ns.get(smallest))).append(" |\n");
        }
        b.append(familiesNote(sizes, hostOfCell));
        md.append(Markdown.wrapBlock(BLOCK, b.toString()));
    }

    /** How many of the table's scenario directions span host families across their sizes; empty for one family. */
    static String familiesNote(SizeProfile sizes, Map<RowKey, String> hostOfCell) {
        SortedSet<String> all = new TreeSet<>();
        int spanning = 0;
        for (List<RowKey> cells : sizes.cellsByDirection()) {
            SortedSet<String> families = new TreeSet<>();
            cells.forEach(k -> {
                String host = hostOfCell.get(k);
                if (host != null) {
                    families.add(host);
                }
            });
            all.addAll(families);
            spanning += families.size() > 1 ? 1 : 0;
        }
        if (all.size() < 2) {
            return "";
        }
        return "\n*Host families:* this run's shards ran on " + all.size() + " host families (`" + String.join("`, `", all)
                + "`), and " + spanning + " of the " + sizes.directions() + " scenario directions behind this table were measured "
                + "on different families at different sizes: for those, a change across sizes holds the hosts' difference too "
                + "(docs/METHODOLOGY.md, \"Which machine\").\n";
    }

    private static String text(GeoMean m) {
        return m == null ? Fmt.MISSING : m.text();
    }

    /** A change factor as the comparisons print one: {@code ×0.62 [0.55, 0.70]}, {@code ≈} when it contains 1. */
    private static String change(GeoMean m) {
        if (m == null || !m.present()) {
            return Fmt.MISSING;
        }
        return (m.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.change(m.value(), m.low(), m.high());
    }
}

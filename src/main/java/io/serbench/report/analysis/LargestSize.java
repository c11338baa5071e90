package io.serbench.report.analysis;

import io.serbench.report.data.RowKey;

import java.util.ArrayList;
import java.util.List;

/** The matrix at its largest size: the heatmap's and the profile's columns. */
public final class LargestSize {
    private LargestSize() {
    }

    /** The columns: every row key of the largest fields value, then the one-size shapes (media). */
    public static List<RowKey> columns(Analysis a) {
        int largest = a.cells().keySet().stream().filter(RowKey::showsFields).mapToInt(RowKey::fields).max().orElse(0);
        List<RowKey> out = new ArrayList<>();
        for (RowKey k : a.cells().keySet()) {
            if (k.showsFields() ? k.fields() == largest : true) {
                out.add(k);
            }
        }
        return out;
    }

    /** The size the columns show, for the title, e.g. {@code fields=10}. */
    public static String label(Analysis a) {
        return a.cells().keySet().stream().filter(RowKey::showsFields).mapToInt(RowKey::fields).max()
                .stream().mapToObj(f -> "fields=" + f).findFirst().orElse("");
    }
}

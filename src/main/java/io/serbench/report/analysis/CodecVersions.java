package io.serbench.report.analysis;

import io.serbench.codec.Library;
import io.serbench.report.data.Environment;
import io.serbench.report.data.LeftOut;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.SortedMap;

/**
 * Which library ids of a run, or which direction of one, were measured at versions this build no
 * longer times. A headline may not carry a figure that predates a change of the code it names, so
 * a consensus leaves such ratios of that run out. A version key the run did not record counts as
 * changed: nothing shows it was the same.
 */
public final class CodecVersions {
    private CodecVersions() {
    }

    /**
     * What of {@code matrix} the run measured at other versions than {@code current} (this
     * build's serbench-versions), each with why: a whole id when one of its version keys differs
     * ("jackson3 3.1.4, now 3.2.4"), else one direction when its revision key differs
     * ("gson-encode-call not recorded, now 2"). Ids without a version key (the harness,
     * hand-written codecs) never predate as a whole.
     */
    public static Map<LeftOut, String> predating(List<Library> matrix, Environment run, Properties current) {
        SortedMap<String, String> recorded = run.versions();
        Map<LeftOut, String> out = new LinkedHashMap<>();
        for (Library l : matrix) {
            List<String> changed = changed(l.versionKeys(), recorded, current);
            if (!changed.isEmpty()) {
                out.put(LeftOut.all(l.id()), String.join("; ", changed));
                continue; // every direction is out already
            }
            l.revisionKeys().forEach((direction, key) -> {
                List<String> revised = changed(List.of(key), recorded, current);
                if (!revised.isEmpty()) {
                    out.put(new LeftOut(l.id(), direction), String.join("; ", revised));
                }
            });
        }
        return out;
    }

    /** Each of {@code keys} this build has and the run recorded otherwise or not at all: "key then, now now". */
    private static List<String> changed(List<String> keys, SortedMap<String, String> recorded, Properties current) {
        List<String> out = new ArrayList<>();
        for (String key : keys) {
            String now = current.getProperty(key);
            String then = recorded.get(key);
            if (now != null && !Objects.equals(now, then)) {
                out.add(key + " " + (then == null ? "not recorded" : then) + ", now " + now);
            }
        }
        return out;
    }
}

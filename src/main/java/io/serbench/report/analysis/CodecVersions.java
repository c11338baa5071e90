package io.serbench.report.analysis;

import io.serbench.codec.Library;
import io.serbench.report.data.Environment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.SortedMap;

/**
 * Which library ids of a run were measured at versions this build no longer times. A headline
 * may not carry a figure that predates a change of the code it names, so a consensus leaves such
 * an id's ratios of that run out. A version key the run did not record counts as changed: nothing
 * shows it was the same.
 */
public final class CodecVersions {
    private CodecVersions() {
    }

    /**
     * The ids of {@code matrix} whose recorded versions differ from {@code current} (this build's
     * serbench-versions), each with why: "jackson3 3.1.4, now 3.2.4". Ids without a version key
     * (the harness, hand-written codecs) never predate.
     */
    public static Map<String, String> predating(List<Library> matrix, Environment run, Properties current) {
        SortedMap<String, String> recorded = run.versions();
        Map<String, String> out = new LinkedHashMap<>();
        for (Library l : matrix) {
            List<String> changed = new ArrayList<>();
            for (String key : l.versionKeys()) {
                String now = current.getProperty(key);
                String then = recorded.get(key);
                if (now != null && !Objects.equals(now, then)) {
                    changed.add(key + " " + (then == null ? "not recorded" : then) + ", now " + now);
                }
            }
            if (!changed.isEmpty()) {
                out.put(l.id(), String.join("; ", changed));
            }
        }
        return out;
    }
}

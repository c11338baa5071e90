package io.serbench.report.analysis;

import io.serbench.codec.Library;
import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.LeftOut;
import io.serbench.runfolder.BadInputException;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;

/**
 * A run merged from shards whose codecs changed between them: per shard, the ids or directions it
 * measured at versions this build no longer times while another shard of the run measured them
 * at this build's. One table may not set a figure of the earlier code beside one of the current
 * code, so the report takes those from the current shards only. Where no shard of the run is
 * current for an id, nothing is left out: the whole run is a record of the earlier code, and its
 * recorded versions say so.
 */
public final class OlderShards {
    /** Each shard folder with a left-out figure (absolute, normalized), in the order of the run's parts. */
    private final Map<Path, Shard> byFolder;

    private record Shard(String name, Map<LeftOut, String> leftOut) {
    }

    private OlderShards(Map<Path, Shard> byFolder) {
        this.byFolder = byFolder;
    }

    /** Nothing left out: a run of one part, or shards of the same codecs. */
    public static final OlderShards NONE = new OlderShards(Map.of());

    /**
     * What each part of {@code run} measured at other versions than {@code current} (this build's
     * serbench-versions) while another part did not. A baseline left out of a shard would leave
     * that shard's cells no ratio at all, so it is refused with one line.
     */
    public static OlderShards of(List<Library> matrix, Environment run, Properties current, String baseline) throws BadInputException {
        List<Environment> parts = run.parts();
        if (parts.size() < 2) {
            return NONE;
        }
        List<Map<LeftOut, String>> predating = new ArrayList<>();
        for (Environment part : parts) {
            predating.add(CodecVersions.predating(matrix, part, current));
        }
        Map<Path, Shard> out = new LinkedHashMap<>();
        for (int i = 0; i < parts.size(); i++) {
            Map<LeftOut, String> kept = new LinkedHashMap<>();
            for (Map.Entry<LeftOut, String> e : predating.get(i).entrySet()) {
                int self = i;
                boolean currentElsewhere = java.util.stream.IntStream.range(0, parts.size())
                        .anyMatch(j -> j != self && !covered(predating.get(j), e.getKey()));
                if (currentElsewhere) {
                    kept.put(e.getKey(), e.getValue());
                }
            }
            if (kept.isEmpty()) {
                continue;
            }
            Environment part = parts.get(i);
            for (Map.Entry<LeftOut, String> e : kept.entrySet()) {
                if (e.getKey().library().equals(baseline)) {
                    throw new BadInputException(part.name() + " measured the baseline " + baseline + " at other versions than another "
                            + "shard of the run (" + e.getValue() + "): its ratios would divide by another baseline; report the shards apart");
                }
            }
            out.put(part.source().toAbsolutePath().normalize().getParent(), new Shard(part.name(), kept));
        }
        return out.isEmpty() ? NONE : new OlderShards(out);
    }

    /** Whether {@code predating} leaves out what {@code what} names, wholly or in part. */
    private static boolean covered(Map<LeftOut, String> predating, LeftOut what) {
        if (predating.containsKey(LeftOut.all(what.library()))) {
            return true;
        }
        return what.direction() == null
                ? predating.keySet().stream().anyMatch(l -> l.library().equals(what.library()))
                : predating.containsKey(what);
    }

    public boolean isEmpty() {
        return byFolder.isEmpty();
    }

    /** {@code runs} with each older shard's left-out results removed from its files. */
    public List<JmhRun> apply(List<JmhRun> runs) {
        if (byFolder.isEmpty()) {
            return runs;
        }
        List<JmhRun> out = new ArrayList<>(runs.size());
        for (JmhRun r : runs) {
            Shard s = byFolder.get(r.path().toAbsolutePath().normalize().getParent());
            out.add(s == null ? r : r.without(Set.copyOf(s.leftOut().keySet())));
        }
        return out;
    }

    /**
     * One paragraph for the summary's first screen: which shards lost which figures and why
     * ("`shard-1-of-6`: `flatbuffers` encode (flatbuffers-writer not recorded, now 2)"); empty
     * when nothing was left out.
     */
    public String note() {
        if (byFolder.isEmpty()) {
            return "";
        }
        // shards that lost the same figures for the same reasons are named together
        Map<String, List<String>> shardsByWhat = new LinkedHashMap<>();
        byFolder.values().forEach(s -> {
            List<String> what = new ArrayList<>();
            s.leftOut().forEach((l, why) -> what.add("`" + l.library() + "`" + (l.direction() == null ? "" : " " + l.direction())
                    + " (" + why + ")"));
            shardsByWhat.computeIfAbsent(String.join(", ", what), k -> new ArrayList<>()).add("`" + s.name() + "`");
        });
        List<String> each = new ArrayList<>();
        shardsByWhat.forEach((what, shards) -> each.add(String.join(", ", shards) + ": " + what));
        return "**Left out of older shards:** the suite changed these codecs between the run's shards, and a table may not set "
                + "a figure of the earlier code beside one of the current code, so they are taken only from the shards that measured "
                + "the current code: " + String.join("; ", each) + ".\n\n";
    }
}

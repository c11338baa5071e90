package io.serbench.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which input file belongs to which round. Files named {@code round-N.json} with the same N
 * (one per shard folder) are parts of round N; any other file is a round of its own. Rounds are
 * numbered in the order they first appear among the inputs.
 */
final class RoundFiles {
    private static final Pattern ROUND_FILE = Pattern.compile("round-(\\d+)\\.json");

    private RoundFiles() {
    }

    /** 0-based round index of each file, in the order given. */
    static List<Integer> assign(List<Path> files) {
        Map<String, Integer> rounds = new LinkedHashMap<>();
        List<Integer> out = new ArrayList<>();
        for (Path f : files) {
            Path name = f.getFileName();
            Matcher m = ROUND_FILE.matcher(name == null ? "" : name.toString());
            // a named round file merges with its namesakes; anything else is keyed by its own path
            String key = m.matches() ? "round " + Integer.parseInt(m.group(1)) : "file " + f.toAbsolutePath().normalize();
            out.add(rounds.computeIfAbsent(key, k -> rounds.size()));
        }
        return out;
    }

    /** How many rounds the files make. */
    static int count(List<JmhRun> runs) {
        return (int) runs.stream().mapToInt(JmhRun::round).distinct().count();
    }

    /**
     * Shards never split a cell, so one (benchmark, params) found in two files of the same round
     * means the inputs overlap (a folder given twice, or two runs' round files mixed).
     */
    static void checkShards(List<JmhRun> runs) throws BadInputException {
        Map<String, JmhRun> owner = new HashMap<>();
        for (JmhRun run : runs) {
            List<Measurement> all = new java.util.ArrayList<>(run.measurements());
            Map<Measurement, String> sizes = new java.util.IdentityHashMap<>();
            for (JmhRun.SweepPoint p : run.sweeps()) {
                all.add(p.m());
                sizes.put(p.m(), " " + p.sweep().param + "=" + p.size());
            }
            for (Measurement m : all) {
                String size = sizes.get(m);
                String id = m.round() + "|" + m.row() + "|" + size + "|" + m.library();
                JmhRun first = owner.putIfAbsent(id, run);
                if (first != null && first != run) {
                    if (first.path().toAbsolutePath().normalize().equals(run.path().toAbsolutePath().normalize())) {
                        throw new BadInputException(run.path() + " is given twice");
                    }
                    throw new BadInputException(run.path() + " and " + first.path() + " both hold " + m.benchmark()
                            + " library=" + m.library() + (size != null ? size : " fields=" + m.row().fields()
                            + (m.row().showsDigits() ? " digits=" + m.row().digits() : ""))
                            + (m.row().element() == null ? "" : " element=" + m.row().element())
                            + ": files named round-N.json merge into one round (shards never share a cell); "
                            + "to read one as a separate round, give it another name");
                }
            }
        }
    }
}

package io.serbench.fuzz;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one Jazzer run says about itself, read from libFuzzer's status lines
 * ({@code #N ... cov: C ft: F corp: K/...}) and final statistics ({@code -print_final_stats=1},
 * {@code Done N runs in S second(s)}). {@code cov} is the number of coverage edges Jazzer's
 * instrumentation has seen hit; {@code ft} libFuzzer's features (edges with hit-count buckets).
 *
 * @param executions executed inputs, -1 when the run printed no count (killed)
 * @param seconds    libFuzzer's own run time, -1 when not printed
 */
record FuzzStats(long executions, long seconds, long coverage, long features, long corpus) {
    private static final Pattern STATUS = Pattern.compile("^#(\\d+)\\s+\\S+.*?cov: (\\d+) ft: (\\d+)(?: corp: (\\d+))?");
    private static final Pattern UNITS = Pattern.compile("^stat::number_of_executed_units: (\\d+)");
    private static final Pattern DONE = Pattern.compile("^Done (\\d+) runs in (\\d+) second");

    static FuzzStats parse(List<String> log) {
        long execs = -1, seconds = -1, cov = 0, ft = 0, corp = 0;
        for (String line : log) {
            Matcher m = STATUS.matcher(line);
            if (m.find()) {
                execs = Math.max(execs, Long.parseLong(m.group(1)));
                cov = Math.max(cov, Long.parseLong(m.group(2)));
                ft = Math.max(ft, Long.parseLong(m.group(3)));
                if (m.group(4) != null) {
                    corp = Long.parseLong(m.group(4));
                }
            }
            m = UNITS.matcher(line);
            if (m.find()) {
                execs = Long.parseLong(m.group(1));
            }
            m = DONE.matcher(line);
            if (m.find()) {
                execs = Long.parseLong(m.group(1));
                seconds = Long.parseLong(m.group(2));
            }
        }
        return new FuzzStats(execs, seconds, cov, ft, corp);
    }
}

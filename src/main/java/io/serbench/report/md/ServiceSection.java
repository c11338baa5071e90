package io.serbench.report.md;

import io.serbench.codec.SupportMatrix;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.ThreadSafety;
import io.serbench.report.data.ResultRow;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.ServiceFigures;
import io.serbench.report.data.ServiceResults.Case;
import io.serbench.report.data.ServiceResults.Key;
import io.serbench.report.data.ServiceResults;
import io.serbench.report.stats.ServiceStats.Ratio;
import io.serbench.report.stats.ServiceStats.Warm;
import io.serbench.report.stats.ServiceStats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/**
 * The summary's service-conditions sections: cold start (with the steady-state ratio beside it
 * when the matrix is in the same report), warm-up to within 10% of steady state, and thread
 * scaling. Kept after the steady-state matrix and headed as apart from it: none of these figures
 * enters a speedup of the matrix. How they are measured: docs/METHODOLOGY.md, "Service conditions".
 */
public final class ServiceSection {
    private final ServiceResults r;
    private final Analysis steady;
    private final String baseline;
    private final StringBuilder md = new StringBuilder();

    private ServiceSection(ServiceResults r, Analysis steady) {
        this.r = r;
        this.steady = steady;
        this.baseline = SupportMatrix.BASELINE;
    }

    /** The sections, or "" when the report has no service results. {@code steady} may be null. */
    public static String render(ServiceResults r, Analysis steady) {
        return r.isEmpty() ? "" : new ServiceSection(r, steady).render();
    }

    private String render() {
        md.append("## Service conditions (apart from the steady-state matrix)\n\n")
                .append("Their own benchmarks, not part of any ratio above. Ratios are ").append(baseline)
                .append("'s figure ÷ the library's, as in the matrix (above 1: better than ").append(baseline)
                .append("), with 95% intervals over forks. How they are measured and what they do not show: ")
                .append("docs/METHODOLOGY.md, \"Service conditions\". Every figure is also in `").append(ServiceFigures.FILE_NAME)
                .append("` (docs/RESULTS.md) and in the explorer's cold and threads columns.\n\n");
        cold();
        warmup();
        threads();
        return md.toString();
    }

    // ---- cold start ----

    private void cold() {
        if (r.coldMicros.isEmpty()) {
            return;
        }
        md.append("### Cold start: fresh JVM to the first encode and decode\n\n")
                .append("One op per fork, the library's objects (mapper, registry, schema, generated code) built inside it. "
                        + "Time: geometric mean over forks, ms. Steady: the matrix's speedup for the same case.\n\n");
        for (Case c : Case.values()) {
            List<String> libs = libraries(r.coldMicros.keySet(), c);
            if (libs.isEmpty()) {
                continue;
            }
            md.append("#### ").append(c.label).append("\n\n")
                    .append("| library | first encode ms | × vs ").append(baseline).append(" [95% CI] | first encode + decode ms | × vs ")
                    .append(baseline).append(" [95% CI] | steady encode × | steady decode × | forks |\n")
                    .append("|---|---:|---|---:|---|---:|---:|---:|\n");
            for (String lib : libs) {
                List<Double> enc = r.coldMicros.get(new Key(c, "firstEncode", lib, 1));
                List<Double> rt = r.coldMicros.get(new Key(c, "firstRoundTrip", lib, 1));
                md.append("| ").append(lib).append(" | ").append(millis(enc)).append(" | ").append(vsBaseline(c, "firstEncode", enc))
                        .append(" | ").append(millis(rt)).append(" | ").append(vsBaseline(c, "firstRoundTrip", rt))
                        .append(" | ").append(steadySpeedup(c, "encode", lib)).append(" | ").append(steadySpeedup(c, "decode", lib))
                        .append(" | ").append(forks(enc, rt)).append(" |\n");
            }
            md.append('\n');
        }
    }

    private String vsBaseline(Case c, String method, List<Double> lib) {
        List<Double> base = r.coldMicros.get(new Key(c, method, baseline, 1));
        if (lib == null || base == null) {
            return Fmt.MISSING;
        }
        return withCi(ServiceStats.ratio(base, lib, 1));
    }

    private String steadySpeedup(Case c, String direction, String lib) {
        if (steady == null) {
            return Fmt.MISSING;
        }
        ResultRow row = steady.get(ServiceFigures.cell(c, direction), lib);
        return row == null ? Fmt.MISSING : lib.equals(baseline) ? "1×" : Fmt.speedup(row.speedup());
    }

    // ---- warm-up ----

    private void warmup() {
        if (r.curves.isEmpty()) {
            return;
        }
        md.append("### Warm-up: time and ops to within 10% of steady state\n\n")
                .append("The matrix's op from a fresh JVM with no warmup, in short iterations. Per fork: the first iteration from which "
                        + "every ").append(ServiceStats.WINDOW).append("-iteration window is within 10% of the fork's final level "
                        + "(median of its last quarter); median over the forks that settled. Ops count from the first timed "
                        + "iteration, after the setup's one round trip of the 64 inputs.\n\n");
        for (Case c : Case.values()) {
            List<String> libs = libraries(r.curves.keySet(), c);
            if (libs.isEmpty()) {
                continue;
            }
            md.append("#### ").append(c.label).append("\n\n")
                    .append("| library | encode: ms | encode: ops | decode: ms | decode: ops | forks settled |\n")
                    .append("|---|---:|---:|---:|---:|---:|\n");
            for (String lib : libs) {
                ServiceStats.WarmSummary enc = ServiceStats.warmSummary(r, new Key(c, "encode", lib, 1));
                ServiceStats.WarmSummary dec = ServiceStats.warmSummary(r, new Key(c, "decode", lib, 1));
                md.append("| ").append(lib).append(" | ").append(enc.millisText()).append(" | ").append(enc.opsText())
                        .append(" | ").append(dec.millisText()).append(" | ").append(dec.opsText())
                        .append(" | ").append(enc.settledText()).append(" · ").append(dec.settledText()).append(" |\n");
            }
            md.append('\n');
        }
    }

    // ---- threads ----

    private void threads() {
        if (r.opsPerSecond.isEmpty()) {
            return;
        }
        TreeSet<Integer> counts = new TreeSet<>();
        r.opsPerSecond.keySet().forEach(k -> counts.add(k.threads()));
        md.append("### Threads: one serializer shared by request threads\n\n")
                .append("Throughput (ops/s, summed over threads) with each library's documented thread-safe setup, at ")
                .append(String.join(", ", counts.stream().map(String::valueOf).toList()))
                .append(" thread(s). Scaling efficiency = N-thread ops/s ÷ (N × 1-thread ops/s): 1 is perfect. "
                        + "Own codec: each thread with its own single-thread codec (the matrix's setup), which shares nothing: "
                        + "what the machine allows. Setup ÷ own at 1 thread: the cost of the thread-safe setup itself. "
                        + "Nothing here speaks for more threads or cores than measured.\n\n");
        if (!counts.contains(1) || counts.size() < 2) {
            md.append(counts.contains(1) ? "Only 1-thread results: run the threads benchmarks at N threads too (-t N)."
                    : "No 1-thread results: no efficiency can be computed.").append("\n\n");
            return;
        }
        for (Case c : Case.values()) {
            List<String> libs = libraries(r.opsPerSecond.keySet(), c);
            if (libs.isEmpty()) {
                continue;
            }
            md.append("#### ").append(c.label).append("\n\n");
            for (int n : counts.tailSet(2)) {
                md.append("| library | setup | direction | 1 thread ops/s | ").append(n).append(" threads ops/s | efficiency at ").append(n)
                        .append(" [95% CI] | own codec: efficiency [95% CI] | setup ÷ own, 1 thread [95% CI] |\n")
                        .append("|---|---|---|---:|---:|---|---|---|\n");
                for (String lib : libs) {
                    for (String dir : List.of("encode", "decode")) {
                        List<Double> one = r.opsPerSecond.get(new Key(c, dir, lib, 1));
                        List<Double> many = r.opsPerSecond.get(new Key(c, dir, lib, n));
                        if (one == null && many == null) {
                            continue;
                        }
                        List<Double> ownOne = r.opsPerSecond.get(new Key(c, dir + "OwnCodec", lib, 1));
                        List<Double> ownMany = r.opsPerSecond.get(new Key(c, dir + "OwnCodec", lib, n));
                        Ratio setupOverOwn = ServiceFigures.setupOverOwn(r, c, dir, lib);
                        md.append("| ").append(lib).append(" | ").append(setup(lib)).append(" | ").append(dir)
                                .append(" | ").append(rate(one)).append(" | ").append(rate(many))
                                .append(" | ").append(one == null || many == null ? Fmt.MISSING : withCi(ServiceStats.ratio(many, one, n)))
                                .append(" | ").append(ownOne == null || ownMany == null ? Fmt.MISSING : withCi(ServiceStats.ratio(ownMany, ownOne, n)))
                                .append(" | ").append(setupOverOwn == null ? Fmt.MISSING : withCi(setupOverOwn))
                                .append(" |\n");
                    }
                }
                md.append('\n');
            }
        }
    }

    private static String setup(String lib) {
        try {
            ThreadSafety setup = SupportMatrix.library(lib).threadSafety();
            return setup == null ? Fmt.MISSING : setup.sharing().label;
        } catch (IllegalArgumentException e) {
            return Fmt.MISSING; // an id this build does not know (another version's results)
        }
    }

    // ---- shared ----

    private static List<String> libraries(java.util.Set<Key> keys, Case c) {
        return ServiceFigures.libraries(keys, c);
    }

    private static String withCi(Ratio x) {
        String v = Fmt.speedup(x.value());
        return x.hasCi() ? v + " [" + Fmt.ratio(x.low()) + ", " + Fmt.ratio(x.high()) + "]" : v + " (one fork: no interval)";
    }

    private static String millis(List<Double> micros) {
        if (micros == null) {
            return Fmt.MISSING;
        }
        double ms = ServiceStats.geometricMean(micros) / 1e3;
        return String.format(Locale.ROOT, ms >= 100 ? "%.0f" : ms >= 10 ? "%.1f" : "%.2f", ms);
    }

    private static String forks(List<Double> a, List<Double> b) {
        return (a == null ? "0" : Integer.toString(a.size())) + " · " + (b == null ? "0" : Integer.toString(b.size()));
    }

    private static String rate(List<Double> perFork) {
        return perFork == null ? Fmt.MISSING : Fmt.count(ServiceStats.geometricMean(perFork));
    }
}

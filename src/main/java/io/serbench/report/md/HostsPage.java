package io.serbench.report.md;

import io.serbench.report.csv.RunToRunCsv;
import io.serbench.report.data.Environment;
import io.serbench.report.data.MachineRecord;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Compare;
import io.serbench.report.analysis.Hosts;
import io.serbench.report.analysis.RunToRun;
import io.serbench.report.analysis.RunToRunFile;
import io.serbench.report.stats.Intervals;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** HOSTS.md and hosts.csv: the host list first, what holds on every host, run-to-run variance, every ratio. */
public final class HostsPage {
    public static final String FILE_NAME = "HOSTS.md";
    public static final String CSV_NAME = "hosts.csv";
    public static final String SVG_NAME = "heatmap-hosts.svg";

    private final Hosts h;
    private final Map<String, List<Hosts.Run>> hosts;
    private final StringBuilder md = new StringBuilder();

    private HostsPage(Hosts h) {
        this.h = h;
        this.hosts = h.hosts();
    }

    public static String markdown(Hosts h) {
        return new HostsPage(h).render();
    }

    private String render() {
        md.append("# serbench: ratios on several hosts\n\n");
        md.append("Speedups vs ").append(h.baseline()).append(" (").append(h.baseline()).append(" ns ÷ library ns) from ")
                .append(hosts.values().stream().mapToInt(List::size).sum()).append(" run(s) on ").append(hosts.size())
                .append(" host famil").append(hosts.size() == 1 ? "y" : "ies").append(".\n\n");
        md.append("| host family | CPU | JDK | runs |\n|---|---|---|---|\n");
        hosts.forEach((id, runs) -> {
            Environment env = runs.get(0).env();
            List<String> names = runs.stream().map(r -> "`" + r.name() + "` (" + r.analysis().roundCount() + " round(s)"
                    + machine(r.machine()) + ")").toList();
            md.append("| **`").append(id).append("`** | ").append(cell(env.hostLine().replaceFirst("^host \\*\\*`[^`]*`\\*\\*: ", "")))
                    .append(" | ").append(cell(jdk(runs))).append(" | ").append(String.join(", ", names)).append(" |\n");
        });
        h.merged().forEach((coarse, fine) -> md.append("\nRuns recorded before the full CPU record (`").append(coarse)
                .append("`: model name only) are counted as `").append(fine).append("`, the one measured family that matches.\n"));
        md.append('\n');
        everyHost();
        byLibrary();
        runToRun();
        table();
        howToRead();
        return md.toString();
    }

    /** Steal and load while the run's cells ran, from its run.json; nothing for runs made before the engine recorded them. */
    private static String machine(MachineRecord m) {
        return m.recorded() ? String.format(Locale.ROOT, "; CPU steal %.1f%%, load %s mean, %s max", m.stealPercent(),
                Fmt.one(m.loadMean()), Fmt.one(m.loadMax())) : "";
    }

    private static String jdk(List<Hosts.Run> runs) {
        List<String> out = new ArrayList<>();
        for (Hosts.Run r : runs) {
            String s = RunToRunFile.jdkVersion(r.env(), r.analysis());
            if (!out.contains(s)) {
                out.add(s);
            }
        }
        return String.join(" / ", out);
    }

    /** The one-screen lines: only what holds on every host measured. */
    private void everyHost() {
        md.append("## What holds on every host\n\n");
        List<Hosts.Ratio> shared = h.shared();
        if (hosts.size() < 2) {
            md.append("One host family measured: nothing here is shown to hold on another CPU. A second host family's "
                    + "run, reported with this one, fills this section.\n\n");
            return;
        }
        int n = shared.size();
        md.append("- ").append(n).append(" ratios measured on all ").append(hosts.size()).append(" host families. A ratio moves "
                + "between hosts by a median **").append(percent(h.shiftQuantile(0.5))).append("** (90th percentile **")
                .append(percent(h.shiftQuantile(0.9))).append("**; the shift is max ÷ min over hosts).\n");
        long changed = h.count(Hosts.Ratio::verdictChanged);
        md.append("- **").append(changed).append(" of ").append(n).append(" (").append(share(changed, n))
                .append(")** change verdict between hosts (faster / ≈ / slower than ").append(h.baseline())
                .append(" by the run-to-run interval); ").append(h.count(Hosts.Ratio::crossesOne))
                .append(" land on the other side of 1.0.\n");
        long sensitive = h.count(Hosts.Ratio::sensitive);
        md.append("- **").append(sensitive).append(" (").append(share(sensitive, n)).append(") host-sensitive**: the hosts "
                + "disagree beyond their run-to-run intervals (about ").append(String.format(Locale.ROOT, "%.0f", 0.05 * n))
                .append(" would by chance if the CPU made no difference").append(hosts.size() > 2
                        ? "; more with " + hosts.size() + " hosts, since the most distant pair is tested" : "").append(").\n");
        List<String> faster = h.sameSideEverywhere(1);
        List<String> slower = h.sameSideEverywhere(-1);
        md.append("- Faster than ").append(h.baseline()).append(" in every shared cell on every host: ")
                .append(faster.isEmpty() ? "none" : String.join(", ", faster)).append(".\n");
        md.append("- Slower in every shared cell on every host: ").append(slower.isEmpty() ? "none" : String.join(", ", slower)).append(".\n");
        Map<RowKey, String> fastest = h.fastestEverywhere();
        List<String> lines = new ArrayList<>();
        fastest.forEach((cell, lib) -> lines.add(label(cell) + ": " + lib));
        md.append("- The fastest library is the same on every host in ").append(fastest.size()).append(" of ")
                .append(h.cells().size()).append(" cells").append(lines.isEmpty() ? "" : " (" + String.join("; ", lines) + ")")
                .append(".\n");
        Map<String, Hosts.Lead> lead = h.binaryLeadsMost(hosts.values().iterator().next().get(0).analysis()::family);
        if (lead.size() == hosts.size()) {
            boolean same = lead.values().stream().map(Hosts.Lead::cell).distinct().count() == 1;
            md.append("- Binary formats do best against JSON (binary ÷ JSON, geometric means of each family's speedups) at ")
                    .append(same ? "**" + label(lead.values().iterator().next().cell()) + "** on every host"
                            : "a cell that differs by host").append(": ").append(String.join(", ", lead.entrySet().stream()
                            .map(e -> "`" + e.getKey() + "` " + (same ? "" : label(e.getValue().cell()) + " ")
                                    + Fmt.factor(e.getValue().factor())).toList())).append(".\n");
        }
        md.append('\n');
    }

    /** Per pair of host families, how far each library moves as a whole: the shifts the data finds, never assumed. */
    private void byLibrary() {
        Map<Hosts.Pair, List<Hosts.LibraryShift>> shifts = h.libraryShifts();
        if (shifts.isEmpty()) {
            return;
        }
        md.append("## By library: which libraries a CPU moves as a whole\n\n");
        md.append("Per pair of host families, a library's median over its ratios both measured of first ÷ second, in brackets "
                + "the median's 95% interval (order statistics, each cell an independent draw), then how many of its ratios "
                + "are higher and how many lower on the first. An interval that excludes ×1 (**bold**) is a whole-library shift: on that CPU the library "
                + "gains or loses against ").append(h.baseline()).append(" in most cells, beyond what single ratios show (a shift every library shares is the "
                + "baseline's own). Largest moves first; `hosts.csv` has each ratio on each host.\n\n");
        for (Map.Entry<Hosts.Pair, List<Hosts.LibraryShift>> e : shifts.entrySet()) {
            Hosts.Pair pair = e.getKey();
            List<Hosts.LibraryShift> libs = e.getValue();
            if (libs.isEmpty()) {
                continue;
            }
            long whole = libs.stream().filter(Hosts.LibraryShift::whole).count();
            Hosts.LibraryShift low = libs.stream().min(java.util.Comparator.comparingDouble(l -> l.shift().median())).orElseThrow();
            Hosts.LibraryShift high = libs.stream().max(java.util.Comparator.comparingDouble(l -> l.shift().median())).orElseThrow();
            md.append("**`").append(pair.first()).append("` ÷ `").append(pair.second()).append("`:** a library's median moves "
                    + "from ").append(Fmt.factor(Math.exp(low.shift().median()))).append(" (`").append(low.library())
                    .append("`) to ").append(Fmt.factor(Math.exp(high.shift().median()))).append(" (`").append(high.library())
                    .append("`); ").append(whole).append(" of ").append(libs.size()).append(" libraries shift as a whole")
                    .append(String.format(Locale.ROOT, " (at most about %.1f would by chance if the CPU moved no library as a whole).\n\n",
                            0.05 * libs.size()));
            md.append("| library | ratios | ").append(pair.first()).append(" ÷ ").append(pair.second())
                    .append(" | higher / lower |\n|---|---:|---:|---:|\n");
            for (Hosts.LibraryShift l : libs) {
                md.append("| `").append(l.library()).append("` | ").append(l.shift().n()).append(" | ").append(shift(l))
                        .append(" | ").append(l.higher()).append(" / ").append(l.lower()).append(" |\n");
            }
            md.append('\n');
        }
    }

    private static String shift(Hosts.LibraryShift l) {
        String median = Fmt.factor(Math.exp(l.shift().median()));
        if (!l.shift().bounded()) {
            return median + " (too few ratios for an interval)";
        }
        String text = Fmt.change(Math.exp(l.shift().median()), Math.exp(l.shift().low()), Math.exp(l.shift().high()));
        return l.whole() ? "**" + text + "**" : text;
    }

    private void runToRun() {
        md.append("## Run-to-run variance\n\n");
        RunToRun.Estimate e = h.tau();
        if (!e.measured()) {
            md.append("No host family has two independent runs: the run-to-run component is not measured here, so "
                    + "each host's interval is its run's own and host-sensitive marks include day-to-day variation.\n\n");
            return;
        }
        md.append(String.format(Locale.ROOT, "From %d ratios in %d cells measured by two or more independent runs of one "
                        + "host family: squared differences between runs are **%.2f×** what the runs' own intervals predict; "
                        + "the run-to-run component of a log ratio is **τ̂ = %.3f** (a %s standard deviation; τ̂² = %.5f ± %.5f, "
                        + "delete-one-cell jackknife, %s degrees of freedom), pooled over every library.\n\n",
                e.ratios(), e.cells(), e.excess(), e.tau(), percent(Math.exp(e.tau())), e.tau2(), e.se(),
                Double.isFinite(e.df()) ? String.format(Locale.ROOT, "%.0f", e.df()) : "unbounded"));
        md.append("| family | ratios | τ̂ | τ̂² ± se |\n|---|---:|---:|---:|\n");
        List<RunToRun.Pair> pairs = new ArrayList<>();
        hosts.values().forEach(runs -> pairs.addAll(RunToRun.allPairs(runs.stream().map(Hosts.Run::analysis).toList())));
        RunToRun.byFamily(pairs).forEach((family, f) -> md.append(String.format(Locale.ROOT, "| %s | %d | %.3f | %.5f ± %.5f |\n",
                family, f.ratios(), f.tau(), f.tau2(), f.se())));
        md.append("\nHeld-out-run coverage (the share of an independent run's ratios inside the interval published "
                + "without it):\n\n| host family | runs | checks | within-run 95% | run-to-run 95% | rerun 95% | "
                + "rerun 95%, τ̂ in-sample | rerun 95% with τ = 0 |\n|---|---:|---:|---:|---:|---:|---:|---:|\n");
        hosts.forEach((id, runs) -> {
            if (runs.size() < 2) {
                return;
            }
            List<Analysis> as = runs.stream().map(Hosts.Run::analysis).toList();
            RunToRun.Coverage held = RunToRun.heldOut(as);
            RunToRun.Coverage in = RunToRun.inSample(as, e);
            md.append("| `").append(id).append("` | ").append(runs.size()).append(" | ").append(held.checks()).append(" | ")
                    .append(pct(held.within())).append(" | ").append(pct(held.runToRun())).append(" | **")
                    .append(pct(held.rerun())).append("** | ").append(pct(in.rerun())).append(" | ")
                    .append(pct(RunToRun.inSample(as, RunToRun.Estimate.ZERO).rerun())).append(" |\n");
        });
        runsApart();
        md.append("\nWith two runs the held-out check cross-fits: τ̂² from half of the cells, coverage on the other "
                + "half, both halves in turn; with three or more, each run is left out of the estimate in turn. `"
                + RunToRunCsv.FILE_NAME + "` holds τ̂ for a run's own report: `Report --rerun-tau` adds each ratio's "
                + "rerun 95% interval to its results.csv and summary.\n\n");
    }

    /**
     * With three or more runs of a family, which run stands apart: τ̂ of every pair of runs alone,
     * and each run's ratios against the intervals published without it.
     */
    private void runsApart() {
        hosts.forEach((id, runs) -> {
            if (runs.size() < 3) {
                return;
            }
            md.append("\nRun by run, `").append(id).append("`: τ̂ of each pair of runs alone (squared differences ÷ "
                    + "what the two runs' intervals predict), and each run held out in turn (its ratios inside the "
                    + "intervals of the other runs, τ̂ refitted without it):\n\n| run | run | ratios | cells | "
                    + "d² ÷ predicted | τ̂ |\n|---|---|---:|---:|---:|---:|\n");
            for (int i = 0; i < runs.size(); i++) {
                for (int j = i + 1; j < runs.size(); j++) {
                    RunToRun.Estimate p = RunToRun.pairEstimate(runs.get(i).analysis(), runs.get(j).analysis());
                    if (p.measured()) {
                        md.append(String.format(Locale.ROOT, "| `%s` | `%s` | %d | %d | %.2f× | %.3f |\n",
                                runs.get(i).name(), runs.get(j).name(), p.ratios(), p.cells(), p.excess(), p.tau()));
                    }
                }
            }
            md.append("\n| held-out run | checks | within-run 95% | run-to-run 95% | rerun 95% |\n|---|---:|---:|---:|---:|\n");
            List<RunToRun.Coverage> byRun = RunToRun.heldOutByRun(runs.stream().map(Hosts.Run::analysis).toList());
            for (int i = 0; i < runs.size(); i++) {
                RunToRun.Coverage c = byRun.get(i);
                md.append("| `").append(runs.get(i).name()).append("` | ").append(c.checks()).append(" | ")
                        .append(pct(c.within())).append(" | ").append(pct(c.runToRun())).append(" | ")
                        .append(pct(c.rerun())).append(" |\n");
            }
        });
    }

    private void table() {
        md.append("## Every ratio\n\nEach host's speedup with its run-to-run 95% interval (hosts.csv also has the "
                + "rerun 95% interval, where one more run lands)");
        if (hosts.size() >= 2) {
            md.append("; spread = max ÷ min over hosts with its 95% interval; **host-sensitive** when that interval excludes ×1");
        }
        md.append(".\n\n| cell | library |");
        hosts.keySet().forEach(id -> md.append(" `").append(id).append("` |"));
        md.append(hosts.size() >= 2 ? " spread | |\n|---|---|" : "\n|---|---|");
        hosts.keySet().forEach(id -> md.append("---:|"));
        md.append(hosts.size() >= 2 ? "---:|---|\n" : "\n");
        for (Hosts.Ratio r : h.ratios()) {
            md.append("| ").append(label(r.cell())).append(" | ").append(r.library()).append(" |");
            for (String id : hosts.keySet()) {
                Hosts.Value v = r.byHost().get(id);
                md.append(' ').append(v == null ? "–" : value(v.interval())).append(" |");
            }
            if (hosts.size() >= 2) {
                md.append(' ').append(r.spread().known() ? Compare.interval(r.spread()) : "–")
                        .append(" | ").append(r.sensitive() ? "**host-sensitive**" : "").append(" |");
            }
            md.append('\n');
        }
        md.append('\n');
    }

    private void howToRead() {
        md.append("## How to read this\n\nA host family is vendor, product line, microarchitecture (from the CPU's family "
                + "and model numbers) and hypervisor, as the run recorded them. A host's value is the mean of its runs "
                + "weighted by 1/(se² + τ̂²); its run-to-run interval is exp(m ± t·√(se² + τ̂²)), an interval for what "
                + "reruns on that host family average to. docs/METHODOLOGY.md (\"Hosts and run-to-run variance\") has "
                + "the formulas.\n");
    }

    public static String csv(Hosts h) {
        StringWriter w = new StringWriter();
        List<String> header = new ArrayList<>(List.of("scenario", "element", "fields", "digits", "direction", "library"));
        h.hosts().keySet().forEach(id -> header.addAll(List.of(id + ":speedup", id + ":low", id + ":high", id + ":rerun_low",
                id + ":rerun_high", id + ":runs")));
        header.addAll(List.of("spread", "spread_low", "spread_high", "host_sensitive", "verdict_changed"));
        try (CSVPrinter csv = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader(header.toArray(String[]::new)).build())) {
            for (Hosts.Ratio r : h.ratios()) {
                List<Object> v = new ArrayList<>(java.util.Arrays.asList(r.cell().scenario(),
                        r.cell().element() == null ? "" : r.cell().element(), r.cell().showsFields() ? r.cell().fields() : "",
                        r.cell().showsDigits() ? r.cell().digits() : "", r.cell().direction(), r.library()));
                for (String id : h.hosts().keySet()) {
                    Hosts.Value x = r.byHost().get(id);
                    Intervals.Interval i = x == null ? null : x.interval();
                    Intervals.Interval p = x == null ? null : x.rerun();
                    v.addAll(i == null ? List.of("", "", "", "", "", 0) : List.of(Fmt.csv(i.ratio()), Fmt.csv(i.low()),
                            Fmt.csv(i.high()), Fmt.csv(p.low()), Fmt.csv(p.high()), x.runs()));
                }
                boolean two = r.spread().known();
                v.addAll(List.of(two ? Fmt.csv(r.spread().ratio()) : "", two ? Fmt.csv(r.spread().low()) : "",
                        two ? Fmt.csv(r.spread().high()) : "", two && r.sensitive(), r.byHost().size() >= 2 && r.verdictChanged()));
                csv.printRecord(v);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    /** A cell with its direction: int · fields=10 decode. */
    private static String label(RowKey cell) {
        return cell.cellLabel() + " " + cell.direction();
    }

    /** A speedup with its interval, as every other table prints it: 4.86× [4.38, 5.39]. */
    private static String value(Intervals.Interval i) {
        return Fmt.speedup(i.ratio()) + " " + Fmt.interval(i.low(), i.high());
    }

    private static String percent(double factor) {
        return Double.isNaN(factor) ? "–" : String.format(Locale.ROOT, "%.1f%%", (factor - 1) * 100);
    }

    private static String pct(double x) {
        return Double.isNaN(x) ? "–" : String.format(Locale.ROOT, "%.1f%%", 100 * x);
    }

    private static String share(long k, int n) {
        return n == 0 ? "–" : String.format(Locale.ROOT, "%.0f%%", 100.0 * k / n);
    }

    private static String cell(String s) {
        return s.replace("|", "\\|");
    }
}

package io.serbench.report.md;

import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.format.Markdown;
import io.serbench.report.svg.Heatmap;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Profile;
import io.serbench.report.analysis.UseCases;
import io.serbench.report.analysis.Consensus;
import io.serbench.report.analysis.ConsensusRuns;
import io.serbench.report.stats.Intervals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * CONSENSUS.md: what the pooled runs were and how their machines ran, how well the rerun interval
 * held each run left out, how much each library moves between runs, and every pooled ratio.
 */
public final class ConsensusPage {
    public static final String FILE_NAME = "CONSENSUS.md";

    private final List<ConsensusRuns.Family> families;
    private final int readerRounds;
    private final String baseline;
    private final boolean methodsCheck;
    private final StringBuilder md = new StringBuilder();

    private ConsensusPage(List<ConsensusRuns.Family> families, int readerRounds, String baseline, boolean methodsCheck) {
        this.families = families;
        this.readerRounds = readerRounds;
        this.baseline = baseline;
        this.methodsCheck = methodsCheck;
    }

    /** The pooled answer of one host family, rendered as a run's one screen is, from the consensus. */
    public record Headline(String host, Analysis pooled, Profile profile) {
    }

    public static String markdown(List<ConsensusRuns.Family> families, int readerRounds, String baseline, boolean methodsCheck,
                                  Headline headline) {
        ConsensusPage page = new ConsensusPage(families, readerRounds, baseline, methodsCheck);
        page.headline = headline;
        return page.render();
    }

    private Headline headline;

    /**
     * The headline family's answer between the markers the README quotes ({@code ReadmeBlocks}):
     * which interval it shows and how it held, the five lines, the heatmap, the use-case table and
     * the bytes; then the profile. Every figure a pooled ratio or group with its rerun interval.
     */
    private void headlineBlocks() {
        if (headline == null) {
            return;
        }
        md.append("## The answer on `").append(headline.host()).append("`\n\n");
        md.append(Markdown.wrapBlock("which-interval", whichInterval())).append('\n');
        md.append(Overview.preamble(headline.pooled(), headline.profile())).append("\n\n");
        if (headline.pooled().baselinePresent()) {
            List<String> lines = Overview.lines(headline.pooled(), headline.profile());
            StringBuilder five = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                five.append(i + 1).append(". ").append(lines.get(i)).append('\n');
            }
            md.append(Markdown.wrapBlock("five-lines", five.toString()));
        }
        md.append('\n').append(Markdown.wrapBlock("heatmap", "![" + Heatmap.altText(headline.pooled()) + "](" + Heatmap.FILE_NAME
                + ")\n"));
        String useCases = UseCases.markdown(headline.pooled(), headline.profile());
        if (!useCases.isEmpty()) {
            md.append("\n**Which library for which payload**:\n\n").append(Markdown.wrapBlock("use-cases", useCases));
        }
        md.append('\n');
        ProfileSection section = new ProfileSection(md, headline.pooled(), headline.profile());
        int start = md.length();
        section.bytesByFamily();
        String bytes = md.substring(start);
        md.setLength(start);
        md.append(Markdown.wrapBlock("bytes", bytes.stripTrailing() + "\n")).append('\n');
        profile();
        // every pooled speedup as a table per size, the block docs/RESULTS.md quotes
        new LibraryTables(md, headline.pooled()).byLibrary();
    }

    /**
     * What every bracketed figure of the headline means, in the words a reader needs, with the
     * validation that backs it (or the line saying there is none yet): the README quotes it.
     */
    private String whichInterval() {
        ConsensusRuns.Family f = families.stream().filter(x -> x.host().equals(headline.host())).findFirst().orElseThrow();
        String what = "**Which interval:** every bracketed figure is where **a rerun of " + readerRounds + " round(s) on `"
                + f.host() + "`** lands, 95%, around the ratio pooled over the independent runs of that host family that measured it at "
                + "the current codecs (" + independent(f) + "; `runs` in consensus.csv; " + baseline + " measured minutes apart in each). ";
        if (!f.validated()) {
            return what + "**Not yet validated:** leaving one independent run out needs three, so nothing here yet says how often a "
                    + "rerun on another day lands inside it. Another host family moves some libraries further (docs/METHODOLOGY.md, "
                    + "\"Which machine\").\n";
        }
        double cover = f.coverage();
        double worst = f.heldOut().stream().mapToDouble(Consensus.HeldOut::coveragePrinted).min().orElse(Double.NaN);
        return what + "Fitted without one independent run, the interval as printed held that run's ratio for " + percent(cover) + " of "
                + f.checks() + " checks, and for at least " + percent(worst) + " of every run left out: **a rerun on this host family "
                + "lands inside this interval " + inTen(cover) + "**. Another host family moves some libraries further "
                + "(docs/METHODOLOGY.md, \"Which machine\").\n";
    }

    /** "3 independent runs, from 5 run folders (1 partial)": what a family's count of runs means. */
    static String independent(ConsensusRuns.Family f) {
        int sittings = f.sittings().size();
        int partial = f.partialRuns().size();
        String s = sittings + " independent run" + (sittings == 1 ? "" : "s");
        if (f.runs().size() > sittings) {
            s += " from " + f.runs().size() + " run folders" + (partial == 0 ? "" : " (" + partial + " partial)");
        }
        return s;
    }

    /** The headline family's profile per library, its figures pooled group figures with their rerun intervals. */
    private void profile() {
        if (headline.profile().entries().isEmpty() || headline.pooled().compared().isEmpty()) {
            return;
        }
        md.append("## Profile per library\n\n");
        md.append("One row per library over the ").append(Overview.cells(headline.profile().cells().size()))
                .append(" of the heatmap, pooled over the runs of `").append(headline.host()).append("`: **media** first, then ")
                .append("**without doubles** (the geometric mean of the library's pooled speedups vs ").append(baseline)
                .append(" over those cells except the double shapes), **all cells** beside it; in brackets where a rerun's figure ")
                .append("of ").append(readerRounds).append(" round(s) lands, 95% (the group interval of docs/METHODOLOGY.md, ")
                .append("\"The consensus\"). **Bytes** = bytes on the wire ÷ ").append(baseline).append("'s; **B/op** = the ")
                .append("median over runs of JMH's `gc.alloc.rate.norm`; **hostile input** as in docs/INPUT-SAFETY.md.\n\n");
        md.append(ProfileTable.markdown(headline.pooled(), headline.profile(), headline.profile().full()));
        md.append('\n');
    }

    private String render() {
        int runs = families.stream().mapToInt(f -> f.sittings().size()).sum();
        md.append("# serbench: the consensus of ").append(runs).append(" independent run").append(runs == 1 ? "" : "s").append("\n\n");
        if (methodsCheck) {
            md.append("> **A methods check, not a headline:** these runs were made with different presets (`--methods-check`), ")
                    .append("so what moves between them includes the preset. It tests the method on harder data than one preset gives.\n\n");
        }
        md.append("Speedups vs ").append(baseline).append(" (").append(baseline).append(" ns ÷ library ns), each ratio pooled over the ")
                .append("runs of its host family. The interval is where **a reader's rerun of ").append(readerRounds)
                .append(" round(s) on the same host family** lands, 95%: it holds the pooled ratio's own uncertainty, how much ")
                .append("the library moves between runs, and the rerun's own round-to-round error. Runs count as independent only ")
                .append("on another machine or day (runs of one sitting are pooled as one); a partial run (a re-measure of one ")
                .append("library) adds its ratios but is no independent run. The validation leaves each independent run out in turn ")
                .append("and checks its ratios against exactly the interval printed, fitted on the other runs. Method: ")
                .append("docs/METHODOLOGY.md, \"The consensus\". Every number below is in `consensus.csv` and `validation.csv`.\n\n");
        for (ConsensusRuns.Family f : families) {
            answer(f);
        }
        headlineBlocks();
        machines();
        for (ConsensusRuns.Family f : families) {
            validation(f);
        }
        for (ConsensusRuns.Family f : families) {
            between(f);
        }
        for (ConsensusRuns.Family f : families) {
            ratios(f);
        }
        return md.toString();
    }

    /** The one sentence a reader needs, stated only as far as the validation supports it. */
    private void answer(ConsensusRuns.Family f) {
        if (f.consensus() == null) {
            md.append("**`").append(f.host()).append("`**, ").append(independent(f))
                    .append(": nothing to pool between days or machines; its ratios are in its own run folders.\n\n");
            return;
        }
        md.append("**`").append(f.host()).append("`**, ").append(independent(f)).append(": ");
        if (!f.validated()) {
            md.append("two independent runs cannot be validated by leaving one out; the intervals are unvalidated.\n\n");
            return;
        }
        double worst = f.heldOut().stream().mapToDouble(Consensus.HeldOut::coveragePrinted).min().orElse(Double.NaN);
        md.append("a rerun on this host family landed inside the interval as printed for ").append(percent(f.coverage())).append(" of ")
                .append(f.checks()).append(" held-out ratios (").append(inTen(f.coverage())).append("), and for at least ")
                .append(percent(worst)).append(" of every independent run left out.\n\n");
    }

    /** A coverage in plain words, rounded down so that it never claims more than was measured. */
    public static String inTen(double share) {
        long twenty = (long) Math.floor(share * 20 + 1e-9);
        if (twenty >= 20) {
            return "every time it was tried";
        }
        return twenty == 19 ? "19 times in 20" : (long) Math.floor(share * 10 + 1e-9) + " times in 10";
    }

    private void machines() {
        md.append("## The runs and their machines\n\n");
        md.append("**Sitting**: runs of one host family on one day whose boots are the same or unrecorded count as one independent ")
                .append("run (named by its first); **partial**: a run that measured at most half of the libraries of its family's widest run. ")
                .append("**Speed**: the median over cells of the baseline's ns/op against the committed reference of its family and ")
                .append("JDK (`speed-reference.csv`; 1.00 = the reference, above ").append(Fmt.ratio(ConsensusRuns.SLOW))
                .append(" or below its inverse the run is flagged slow); *relative*: against the family's geometric mean, its fastest ")
                .append("run = 1.00 (the same for the harness's `noop`). Boot id, steal and load come from the engine's record (runs ")
                .append("before it: -).\n\n");
        md.append("| run | host family | day | boot | sitting | rounds | ratios | libraries | speed | relative | noop | CPU steal | load (mean / max) | |\n");
        md.append("|---|---|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|\n");
        for (ConsensusRuns.Family f : families) {
            for (ConsensusRuns.RunState s : f.runs()) {
                md.append("| `").append(s.name()).append("` | `").append(s.host()).append("` | ")
                        .append(s.identity().day() == null ? Fmt.MISSING : s.identity().day()).append(" | ")
                        .append(s.identity().shortBoot()).append(" | ")
                        .append(s.partial() ? "*partial*" : s.sitting().equals(s.name()) ? "own" : "`" + s.sitting() + "`").append(" | ")
                        .append(s.rounds()).append(" | ").append(s.ratios()).append(" | ").append(s.libraries()).append(" | ")
                        .append(s.identity().speed().known() ? factor(s.identity().speed().value()) : Fmt.MISSING).append(" | ")
                        .append(factor(s.speedIndex())).append(" | ").append(factor(s.harnessIndex())).append(" | ")
                        .append(s.machine().recorded() ? String.format(Locale.ROOT, "%.1f%%", s.machine().stealPercent()) : Fmt.MISSING)
                        .append(" | ").append(s.machine().recorded() ? Fmt.one(s.machine().loadMean()) + " / " + Fmt.one(s.machine().loadMax())
                                : Fmt.MISSING)
                        .append(" | ").append(s.slow() ? "**slow**" : "").append(" |\n");
            }
        }
        md.append('\n');
        leftOut();
    }

    /**
     * Which ids (or one direction of an id) of which runs stayed out of the pool because the run
     * measured them at other versions than this build times: "`jackson3` (jackson3 3.1.4, now 3.2.4)",
     * "`gson` encode (gson-encode-call not recorded, now 2)".
     */
    private void leftOut() {
        List<String> lines = new ArrayList<>();
        boolean byDirection = false;
        for (ConsensusRuns.Family f : families) {
            for (ConsensusRuns.RunState s : f.runs()) {
                if (s.leftOut().isEmpty()) {
                    continue;
                }
                byDirection |= s.leftOut().keySet().stream().anyMatch(what -> what.direction() != null);
                List<String> ids = new ArrayList<>();
                s.leftOut().forEach((what, why) -> ids.add("`" + what.library() + "`"
                        + (what.direction() == null ? "" : " " + what.direction()) + " (" + why + ")"));
                lines.add("- `" + s.name() + "`: " + String.join(", ", ids) + "\n");
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        md.append("**Left out as older than the codecs:** a run's ratios of an id it measured at other library versions than ")
                .append("this build times are not pooled (a version the run did not record counts as other), so those ids stand on ")
                .append("fewer runs (`runs` in consensus.csv).");
        if (byDirection) {
            md.append(" An id followed by a direction loses that direction only: the suite has since changed that call ")
                    .append("(a revision of it the run did not record counts as older).");
        }
        md.append("\n\n");
        lines.forEach(md::append);
        md.append('\n');
    }

    private void validation(ConsensusRuns.Family f) {
        if (!f.validated()) {
            return;
        }
        md.append("## Validation on `").append(f.host()).append("`: each independent run left out\n\n");
        md.append("Each independent run's ratios against the interval fitted on the other runs alone (one check per distinct ratio; ")
                .append("partial runs stay in every pool and are never left out). *Printed*: exactly the interval the pages print, ")
                .append("a rerun of ").append(readerRounds).append(" round(s) at the typical round-to-round error; *own precision*: ")
                .append("for the held-out run's own error (its own interval's width). A run left out with more rounds than ")
                .append(readerRounds).append(" is measured more precisely than the printed interval assumes, so it lands inside more ")
                .append("easily: its rounds are shown. Target: at least 90% for every run left out, at most 98% overall.\n\n");
        md.append("| run left out | rounds | checks | inside (printed) | inside (own precision) | median half-width (printed) | cells with a miss | most misses in one cell |\n");
        md.append("|---|---:|---:|---:|---:|---:|---:|---|\n");
        for (Consensus.HeldOut h : f.heldOut()) {
            Map<RowKey, Integer> misses = h.missesByCell();
            String worst = misses.isEmpty() ? Fmt.MISSING : misses.values().iterator().next() + " (" + cellName(misses.keySet().iterator().next()) + ")";
            md.append("| `").append(h.run()).append("` | ").append(h.rounds()).append(" | ").append(h.count()).append(" | ")
                    .append(percent(h.coveragePrinted())).append(" | ").append(percent(h.coverageOwn())).append(" | ±")
                    .append(Fmt.one(h.medianHalfWidthPercent())).append("% | ").append(misses.size()).append(" | ").append(worst).append(" |\n");
        }
        md.append("| **all** | | ").append(f.checks()).append(" | **").append(percent(f.coverage())).append("** | ")
                .append(percent((double) f.insideOwn() / f.checks())).append(" | | | |\n\n");
        byLibrary(f);
        byFittedRuns(f);
        double[] published = f.consensus().ratios().values().stream().map(r -> r.prediction(readerRounds))
                .filter(Intervals.Interval::known).mapToDouble(i -> 100 * Math.expm1(i.half())).toArray();
        if (published.length > 0) {
            md.append("The published interval (all runs, a rerun of ").append(readerRounds).append(" round(s) at the typical ")
                    .append("precision) has a median half-width of ±").append(Fmt.one(io.serbench.report.stats.Stats.median(published)))
                    .append("%.\n\n");
        }
        clustering(f);
        slowRuns(f);
    }

    /** Coverage of the printed interval per library; a library under 85% is named. */
    private void byLibrary(ConsensusRuns.Family f) {
        Map<String, int[]> n = new TreeMap<>();
        for (Consensus.HeldOut h : f.heldOut()) {
            for (Consensus.Check c : h.checks()) {
                int[] x = n.computeIfAbsent(c.key().library(), k -> new int[2]);
                x[0]++;
                x[1] += c.insidePrinted() ? 1 : 0;
            }
        }
        List<String> low = new ArrayList<>();
        double lowest = 1;
        String lowestName = null;
        for (Map.Entry<String, int[]> e : n.entrySet()) {
            double share = (double) e.getValue()[1] / e.getValue()[0];
            if (share < 0.85) {
                low.add("`" + e.getKey() + "` " + percent(share) + " of " + e.getValue()[0]);
            }
            if (share < lowest) {
                lowest = share;
                lowestName = e.getKey();
            }
        }
        md.append("**By library** (printed interval): ").append(n.size()).append(" libraries; ");
        if (low.isEmpty()) {
            md.append("none under 85%").append(lowestName == null ? "" : " (lowest `" + lowestName + "` " + percent(lowest) + ")");
        } else {
            md.append(low.size()).append(" under 85%: ").append(String.join(", ", low));
        }
        md.append(". Every library's count is in `validation.csv`.\n\n");
    }

    /** The same checks with the slow runs kept out of the pool, against those with every run pooled. */
    private void slowRuns(ConsensusRuns.Family f) {
        List<String> slow = f.runs().stream().filter(s -> !s.partial() && s.slow()).map(ConsensusRuns.RunState::name).toList();
        if (slow.isEmpty()) {
            md.append("**Slow runs:** none of these runs is flagged slow, so the coverage with and without slow runs is the same.\n\n");
            return;
        }
        if (f.heldOutWithoutSlow().isEmpty()) {
            md.append("**Slow runs:** ").append(String.join(", ", slow.stream().map(x -> "`" + x + "`").toList()))
                    .append("; too few runs are left without them to validate a pool of the others.\n\n");
            return;
        }
        int checks = f.heldOutWithoutSlow().stream().mapToInt(Consensus.HeldOut::count).sum();
        int inside = f.heldOutWithoutSlow().stream().mapToInt(h -> h.inside(Consensus.Check::insidePrinted)).sum();
        md.append("**Slow runs kept out of the pool** (").append(String.join(", ", slow.stream().map(x -> "`" + x + "`").toList()))
                .append("): the same checks against a consensus of the runs that are not slow hold ")
                .append(percent((double) inside / checks)).append(" of ").append(checks).append(" (");
        List<String> parts = new ArrayList<>();
        int sameChecks = 0;
        int sameInside = 0;
        for (Consensus.HeldOut h : f.heldOutWithoutSlow()) {
            Consensus.HeldOut pooled = f.heldOut().stream().filter(x -> x.run().equals(h.run())).findFirst().orElseThrow();
            parts.add("`" + h.run() + "` " + percent(h.coveragePrinted()) + " against " + percent(pooled.coveragePrinted()));
            sameChecks += pooled.count();
            sameInside += pooled.inside(Consensus.Check::insidePrinted);
        }
        md.append(String.join(", ", parts)).append(") against ").append(percent((double) sameInside / sameChecks))
                .append(" for the same runs with every run pooled.\n\n");
    }

    /**
     * Coverage by how many runs the held-out ratio's interval was fitted on: a ratio that only one
     * other run measured takes its between-run variance from the library's other ratios, and the
     * published intervals of ratios that one run measured are of that kind.
     */
    private void byFittedRuns(ConsensusRuns.Family f) {
        Map<Integer, int[]> byRuns = new TreeMap<>();
        for (Consensus.HeldOut h : f.heldOut()) {
            for (Consensus.Check c : h.checks()) {
                int[] n = byRuns.computeIfAbsent(Math.min(c.fittedRuns(), 3), k -> new int[2]);
                n[0]++;
                n[1] += c.insidePrinted() ? 1 : 0;
            }
        }
        if (byRuns.size() < 2) {
            return;
        }
        List<String> parts = new ArrayList<>();
        byRuns.forEach((runs, n) -> parts.add((runs >= 3 ? "3 or more runs" : runs == 1 ? "1 run" : runs + " runs") + ": "
                + percent((double) n[1] / n[0]) + " of " + n[0]));
        long published = f.consensus().ratios().values().stream().filter(r -> r.runs() == 1).count();
        md.append("**By the runs behind the interval** (printed): ").append(String.join("; ", parts)).append(". ")
                .append(published).append(" of the ").append(f.consensus().ratios().size())
                .append(" published ratios were measured by one run; their intervals are of the first kind.\n\n");
    }

    /** How concentrated the misses are: a whole cell moving in one run shows as many misses in one cell. */
    private void clustering(ConsensusRuns.Family f) {
        Map<RowKey, Integer> all = new TreeMap<>(RowKey.ORDER);
        int misses = 0;
        for (Consensus.HeldOut h : f.heldOut()) {
            for (Map.Entry<RowKey, Integer> e : h.missesByCell().entrySet()) {
                all.merge(e.getKey(), e.getValue(), Integer::sum);
                misses += e.getValue();
            }
        }
        if (misses == 0) {
            md.append("No held-out ratio fell outside its interval.\n\n");
            return;
        }
        List<Integer> counts = new ArrayList<>(all.values());
        counts.sort((a, b) -> b - a);
        int top = 0;
        int topCells = Math.max(1, (int) Math.ceil(f.consensus().ratios().keySet().stream().map(k -> k.cell()).distinct().count() / 5.0));
        for (int i = 0; i < Math.min(topCells, counts.size()); i++) {
            top += counts.get(i);
        }
        md.append("The ").append(misses).append(" misses fall in ").append(all.size()).append(" cell(s); the ").append(topCells)
                .append(" cell(s) with most misses (a fifth of the cells) hold ").append(top).append(" of them (")
                .append(percent((double) top / misses)).append(").\n\n");
    }

    private void between(ConsensusRuns.Family f) {
        if (f.consensus() == null) {
            return;
        }
        Consensus c = f.consensus();
        md.append("## Between-run variation by library on `").append(f.host()).append("`\n\n");
        md.append("τ̂ is the standard deviation of a library's log ratio between runs beyond the runs' own errors: pooled over every ")
                .append("library τ̂ = ").append(Fmt.ratio(Math.sqrt(c.pooledBetween()))).append(" (")
                .append(Double.isFinite(c.pooledDf()) ? Fmt.one(c.pooledDf()) : "∞").append(" degrees of freedom, ")
                .append(c.runs().size() >= 3 ? "deleting one run at a time" : "deleting one cell at a time").append("). ")
                .append("Each library's own estimate is shrunk towards the pooled value by how noisy it is over runs (its ")
                .append("variance from deleting one run at a time: a library's ratios share their runs, so they are not independent ")
                .append("replicates), and carries its own degrees of freedom. ");
        if (Double.isFinite(c.cellSharedShare())) {
            md.append("Of the variation, ").append(percent(Math.max(0, c.cellSharedShare())))
                    .append(" is shared by every library of a cell in a run (a whole cell moving: the baseline's level or the ")
                    .append("machine): such misses come in clusters.");
        }
        md.append("\n\n| library | ratios | runs | τ̂ own | τ̂ used | degrees of freedom |\n|---|---:|---:|---:|---:|---:|\n");
        c.between().values().stream().sorted((a, b) -> Double.compare(b.shrunk(), a.shrunk())).forEach(b ->
                md.append("| `").append(b.library()).append("` | ").append(b.ratios()).append(" | ").append(b.runs()).append(" | ")
                        .append(Fmt.ratio(Math.sqrt(Math.max(0, b.raw())))).append(" | ").append(Fmt.ratio(Math.sqrt(b.shrunk())))
                        .append(" | ").append(Double.isFinite(b.df()) ? Fmt.one(b.df()) : "∞").append(" |\n"));
        md.append('\n');
    }

    private void ratios(ConsensusRuns.Family f) {
        if (f.consensus() == null) {
            return;
        }
        md.append("## Every pooled ratio on `").append(f.host()).append("`\n\n");
        md.append("≈ marks an interval that contains 1: a rerun may land on either side of ").append(baseline).append(".\n\n");
        Map<RowKey, List<Consensus.Ratio>> byCell = new LinkedHashMap<>();
        f.consensus().ratios().values().forEach(r -> byCell.computeIfAbsent(r.key().cell(), k -> new ArrayList<>()).add(r));
        byCell.forEach((cell, list) -> {
            md.append("### ").append(cellName(cell)).append("\n\n| library | speedup | rerun 95% | runs |\n|---|---:|---|---:|\n");
            list.stream().sorted((a, b) -> Double.compare(b.centre(), a.centre())).forEach(r -> {
                Intervals.Interval p = r.prediction(readerRounds);
                boolean same = p.known() && p.low() <= 1 && p.high() >= 1;
                md.append("| `").append(r.key().library()).append("` | ").append(same ? Fmt.NO_DIFFERENCE : "")
                        .append(Fmt.speedup(r.speedup())).append(" | ").append(Fmt.interval(p.low(), p.high())).append(" | ")
                        .append(r.runs()).append(" |\n");
            });
            md.append('\n');
        });
    }

    static String cellName(RowKey k) {
        return k.cellLabel() + " · " + k.direction();
    }

    private static String percent(double share) {
        return Double.isFinite(share) ? String.format(Locale.ROOT, "%.1f%%", 100 * share) : Fmt.MISSING;
    }

    private static String factor(double x) {
        return Double.isFinite(x) ? Fmt.factor(x) : Fmt.MISSING;
    }
}

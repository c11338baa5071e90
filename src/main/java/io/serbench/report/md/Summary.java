package io.serbench.report.md;

import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.JvmSerializersMedia;
import io.serbench.report.format.Fmt;
import io.serbench.report.format.Markdown;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.ArticleRatios;
import io.serbench.report.analysis.OlderShards;
import io.serbench.report.analysis.Profile;
import io.serbench.report.analysis.SizeProfile;
import io.serbench.report.analysis.RerunIntervals;
import io.serbench.report.analysis.Sweeps;
import io.serbench.report.analysis.UseCases;
import io.serbench.report.svg.Heatmap;
import io.serbench.runfolder.RoundFileNames;
import io.serbench.runfolder.SizesTable;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static io.serbench.report.format.Markdown.cell;

/**
 * SUMMARY.md: how far the numbers hold (coverage, noise floor, forks set aside), environment,
 * headline matrix, per-scenario tables with charts, noise and coverage details, 2017 vs now.
 */
public final class Summary {
    public static final String FILE_NAME = "SUMMARY.md";
    /** Marks a row to read with care: an outlier round never re-measured, or bimodal forks. */
    static final String CARE = "§";
    static final String LOSSY = Analysis.LOSSY_MARK;
    static final String NOT_RUN = "–";
    static final String NO_BASELINE = "no baseline";
    /** The coverage the suite promises for its 95% intervals, measured on held-out rounds. */
    static final double COVERAGE_TARGET = 0.90;

    /** Widest table the summary prints; wider ones are split or left to the CSV. */
    public static final int MAX_COLUMNS = 12;

    private final Analysis a;
    private final Environment env;
    private final OlderShards older;
    private final ArticleRatios article;
    private final JvmSerializersMedia jvmSerializersMedia;
    private final Sweeps sweeps;
    private final SizesTable sizes;
    private final Profile profile;
    private final RerunIntervals rerun;
    /** The folder SUMMARY.md is written to: input links are relative to it. */
    private final Path outDir;
    private final StringBuilder md = new StringBuilder();

    private Summary(Analysis a, Environment env, OlderShards older, ArticleRatios article, JvmSerializersMedia jvmSerializersMedia,
                    Sweeps sweeps, SizesTable sizes, Profile profile, RerunIntervals rerun, Path outDir) {
        this.a = a;
        this.older = older;
        this.rerun = rerun;
        this.profile = profile;
        this.env = env;
        this.article = article;
        this.jvmSerializersMedia = jvmSerializersMedia;
        this.sweeps = sweeps;
        this.sizes = sizes;
        this.outDir = outDir;
    }

    public static String render(Analysis a, Environment env, OlderShards older, ArticleRatios article, JvmSerializersMedia jvmSerializersMedia,
                                Sweeps sweeps, SizesTable sizes, Profile profile, RerunIntervals rerun, Path outDir) {
        return new Summary(a, env, older, article, jvmSerializersMedia, sweeps, sizes, profile, rerun, outDir).render();
    }

    /** True for a user's payload run ({@code PayloadBench}): every cell is the payload scenario. */
    private boolean payloadOnly() {
        return !a.cells().isEmpty() && a.cells().keySet().stream()
                .allMatch(k -> k.scenario().equals(JmhRun.PAYLOAD_SCENARIO));
    }

    private String render() {
        md.append("# serbench: speedup vs ").append(a.baseline()).append("\n\n");
        md.append("Measured on ").append(env.hostLine()).append(env.mixedHosts() ? "; " : ". A ratio holds for this host family; ")
                .append("other CPUs give other ratios (docs/METHODOLOGY.md, \"Hosts and run-to-run variance\").\n\n");
        md.append(older.note());
        ProfileSection profiles = new ProfileSection(md, a, profile);
        TrustSection trust = new TrustSection(md, a, profile);
        LibraryTables tables = new LibraryTables(md, a);
        HistorySections history = new HistorySections(md, a, article, jvmSerializersMedia, sizes);
        // the answer first (five lines, heatmap, use cases, profile, bytes), the machinery last
        oneScreen();
        profiles.profileSection();
        if (!a.cells().isEmpty() && !a.compared().isEmpty()) {
            int start = md.length();
            profiles.bytesByFamily();
            String bytes = md.substring(start);
            md.setLength(start);
            md.append(Markdown.wrapBlock("bytes", bytes.stripTrailing() + "\n"));
        }
        trust.trust();
        tables.byLibrary();
        SizeSection.write(md, a, SizeProfile.of(a), hostOfCell());
        tables.headline();
        tables.perScenario();
        // a user's payload run has none of the matrix's scenarios: the matrix-only sections would be empty
        if (!payloadOnly()) {
            history.versus2017();
            history.versus2011();
            new SweepSection(md, sweeps).write();
        }
        trust.noiseAndCoverage();
        howToRead();
        environment();
        return md.toString();
    }

    /** Each cell's host family, for a run whose shards ran on several; empty for a run of one family. */
    private java.util.Map<io.serbench.report.data.RowKey, String> hostOfCell() {
        java.util.Map<io.serbench.report.data.RowKey, String> out = new java.util.HashMap<>();
        if (!env.mixedHosts()) {
            return out;
        }
        java.util.Map<Path, String> hostByFolder = new java.util.HashMap<>();
        env.parts().forEach(p -> hostByFolder.put(p.source().toAbsolutePath().normalize().getParent(), p.hostId()));
        for (JmhRun r : a.runs()) {
            String host = hostByFolder.get(r.path().toAbsolutePath().normalize().getParent());
            if (host != null) {
                r.measurements().forEach(m -> out.put(m.row(), host)); // a cell never spans shards
            }
        }
        return out;
    }

    private void environment() {
        md.append("## Environment\n\n| | |\n|---|---|\n");
        for (String[] row : EnvironmentTable.rows(env, a)) {
            md.append("| ").append(row[0]).append(" | ").append(cell(row[1])).append(" |\n");
        }
        md.append("| inputs | ");
        List<String> names = new ArrayList<>();
        for (JmhRun run : a.runs()) {
            boolean shared = a.runs().stream().filter(r -> r.round() == run.round()).count() > 1;
            Path parent = run.path().toAbsolutePath().getParent();
            // shards: name the folder too, never the whole machine path
            String name = (shared && parent != null && parent.getFileName() != null ? parent.getFileName() + "/" : "")
                    + run.path().getFileName();
            String link = link(run.path());
            names.add("round " + (run.round() + 1) + ": " + (link == null ? "`" + name + "`" : "[`" + name + "`](" + link + ")"));
        }
        md.append(cell(String.join(", ", names))).append(" |\n");
        // JMH Visualizer's ?source= wants a URL it can fetch itself; a link relative to this file
        // would resolve against the visualizer's own site, so the honest hint is to upload the file
        boolean roundFiles = a.runs().stream().allMatch(r -> RoundFileNames.isRound(r.path()));
        boolean compressed = a.runs().stream().anyMatch(r -> RoundFileNames.isCompressed(r.path()));
        md.append("| view a round | in JMH Visualizer: upload ").append(roundFiles ? RoundFileNames.PATTERN : "an input file")
                .append(compressed ? " (gunzip a round-N.json.gz first)" : "").append(" at ").append(VISUALIZER).append(" |\n");
        md.append("| sizes | ").append(sizes.source() == null ? "no " + SizesTable.FILE_NAME + " found: bytes columns say `-`"
                : "`" + sizes.source().getFileName() + "` (mean over the 64 pool inputs)").append(" |\n\n");
    }

    static final String VISUALIZER = "https://jmh.morethan.io/";

    /**
     * A Markdown link to an input, relative to the summary's folder, or null when the input lies
     * outside that folder (a link up and out would name the machine's folders, and break once
     * the report folder is published on its own).
     */
    private String link(Path input) {
        if (outDir == null) {
            return null;
        }
        Path rel;
        try {
            rel = outDir.toAbsolutePath().normalize().relativize(input.toAbsolutePath().normalize());
        } catch (IllegalArgumentException e) {
            return null;
        }
        if (rel.toString().isEmpty() || rel.startsWith("..")) {
            return null;
        }
        StringBuilder s = new StringBuilder();
        for (Path part : rel) {
            s.append(s.length() == 0 ? "" : "/").append(java.net.URLEncoder.encode(part.toString(),
                    java.nio.charset.StandardCharsets.UTF_8).replace("+", "%20"));
        }
        return s.toString();
    }

    private void howToRead() {
        md.append("## How to read\n\n");
        md.append("- **speedup** = ").append(a.baseline()).append(" ns/op ÷ library ns/op, both from the same round "
                + "(measured minutes apart at most, so they share the machine's drift); higher is faster, 1.00× is parity.\n");
        Analysis.Noise n = a.noise();
        md.append("- **Rounds:** each `round-N.json` is one round (files of that name from several shard folders "
                + "merge into it); any other file is a round of its own. In a round, a library's last steady fork "
                + "counts (earlier or unsteady forks were re-runs or re-measures); every steady ").append(a.baseline())
                .append(" bracket of the cell (first, middle and last fork of the cell) counts, and the round's baseline "
                        + "is their geometric mean.\n");
        md.append("- **Combining rounds:** the reported speedup is exp(m), m = the mean over rounds of ln(")
                .append(a.baseline()).append(" ns ÷ library ns): the geometric mean of the per-round speedups.\n");
        md.append("- **95% interval, 2 or more rounds:** exp(m ± t · s̃/√n) on the n per-round log ratios, where s̃² "
                + "is the row's own variance s² over rounds moderated toward a prior fitted over every speedup of this "
                + "report with 2+ rounds (").append(TrustSection.prior(n.between(), "speedups")).append("): s̃² = (d0·s0² + (n−1)·s²) "
                        + "/ (d0 + n − 1), and t is Student's 0.975 quantile at d0 + n − 1 degrees of freedom.\n");
        md.append("- **95% interval, one round:** no spread over rounds, so the spread of ").append(a.baseline())
                .append("'s bracket forks in that cell and round stands in (one library fork is taken to vary like one ")
                .append(a.baseline()).append(" fork), moderated across cells the same way (")
                .append(TrustSection.prior(n.forks(), "(cell, round)s with repeated " + a.baseline() + " forks"))
                .append("): var = s̃_b² · (1 + 1/k) for k brackets, t at d0 + k − 1 degrees of freedom. Without "
                        + "repeated ").append(a.baseline()).append(" forks (e.g. a plain JMH run with one fork) "
                        + "fork-to-fork variance is unknown and a one-round row has no interval.\n");
        md.append(rerun.howToRead());
        md.append("- A fork stands for the median of its measured iterations (JMH's score is their mean; the median "
                + "ignores one iteration still carrying a late JIT compile).\n");
        md.append("- ns/op is the median over rounds (").append(a.baseline())
                .append(": of each round's bracket geometric mean); JMH's ± 99.9% error is shown only when one result "
                        + "is behind the figure.\n");
        md.append("- This run: most rounds behind a speedup = ").append(a.maxRounds()).append(".\n");
        md.append("- `").append(Fmt.NO_DIFFERENCE).append("` before a speedup: its 95% interval contains 1.0, "
                + "no measurable difference from ").append(a.baseline()).append(".\n");
        md.append("- `").append(LOSSY).append("` lossy: the library does not round-trip doubles exactly "
                + "(the support matrix's tolerance), so its speed is not like for like.\n");
        List<String> legacy = a.compared().stream().filter(l -> a.legacy(l) != null).toList();
        if (!legacy.isEmpty()) {
            md.append("- `").append(Analysis.LEGACY_MARK).append("` legacy, measured because people still run it: ");
            md.append(String.join("; ", legacy.stream().map(l -> "`" + l + "` (" + a.legacy(l) + ")").toList())).append(".\n");
        }
        md.append("- `n/a` with a footnote: the library does not run that shape, for the reason given. `")
                .append(NOT_RUN).append("`: not in these input files.\n");
        md.append("- `").append(a.harness()).append("` is the harness baseline: the benchmark loop with "
                + "pre-built results. Its ns/op is what every figure includes for free; it is never a speedup.\n");
        md.append("- MB/s = mean bytes on the wire ÷ ns/op × 1000 (decimal MB). Bytes and deflated bytes come "
                + "from `sizes.csv` (zlib, default level, including its 6 framing bytes).\n");
        md.append("- B/op (bytes allocated per operation, JMH's `gc.alloc.rate.norm`, median over rounds): ")
                .append(a.allocMeasured() ? "in the per-scenario tables and the profile." : Profile.ALLOC_NOT_MEASURED + ".")
                .append("\n\n");
    }

    /**
     * Right under the title: the five generated verdict lines, the heatmap, and the bytes of each
     * library relative to the baseline by family, so the report answers in one screen.
     */
    private void oneScreen() {
        if (a.cells().isEmpty() || a.compared().isEmpty()) {
            return;
        }
        if (!a.baselinePresent()) {
            md.append("**No verdict:** these files have no `").append(a.baseline()).append("` results to compare with.\n\n");
        } else {
            md.append(Overview.preamble(a, profile)).append("\n\n");
            List<String> lines = Overview.lines(a, profile);
            StringBuilder five = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                five.append(i + 1).append(". ").append(lines.get(i)).append('\n');
            }
            md.append(Markdown.wrapBlock("five-lines", five.toString()));
        }
        md.append(Markdown.wrapBlock("heatmap", "![" + Heatmap.altText(a) + "](" + Heatmap.FILE_NAME + ")\n\n" + rerun.note(a)));
        String useCases = UseCases.markdown(a, profile);
        if (!useCases.isEmpty()) {
            md.append("**Which library for which payload**:\n\n").append(Markdown.wrapBlock("use-cases", useCases));
        }
    }
}

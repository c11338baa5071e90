package io.serbench.report.md;

import io.serbench.measure.AllocModes;
import io.serbench.measure.LevelModes;
import io.serbench.model.Shape;
import io.serbench.report.csv.ResultsCsv;
import io.serbench.report.data.Environment;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.Media2011;
import io.serbench.report.data.ResultRow;
import io.serbench.report.data.RowKey;
import io.serbench.report.format.Fmt;
import io.serbench.report.format.Markdown;
import io.serbench.report.model.Analysis;
import io.serbench.report.model.Article2017;
import io.serbench.report.model.Families;
import io.serbench.report.model.Profile;
import io.serbench.report.model.RerunIntervals;
import io.serbench.report.model.Sweeps;
import io.serbench.report.model.UseCases;
import io.serbench.report.stats.Intervals;
import io.serbench.report.stats.NoiseFloor;
import io.serbench.report.stats.Screen;
import io.serbench.report.stats.Selection;
import io.serbench.report.stats.Stats;
import io.serbench.report.stats.Verdict;
import io.serbench.report.svg.Dumbbell;
import io.serbench.report.svg.Heatmap;
import io.serbench.report.svg.Scatter;
import io.serbench.runfolder.RoundFileNames;
import io.serbench.runfolder.SizesTable;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

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

    private final Analysis a;
    private final Environment env;
    private final Article2017 article;
    private final Media2011 media2011;
    private final Sweeps sweeps;
    private final SizesTable sizes;
    private final Profile profile;
    private final RerunIntervals rerun;
    /** The folder SUMMARY.md is written to: input links are relative to it. */
    private final Path outDir;
    /** n/a reasons, numbered in order of first use. */
    private final Map<String, Integer> reasons = new LinkedHashMap<>();
    private final StringBuilder md = new StringBuilder();

    private Summary(Analysis a, Environment env, Article2017 article, Media2011 media2011, Sweeps sweeps, SizesTable sizes,
                    Profile profile, RerunIntervals rerun, Path outDir) {
        this.a = a;
        this.rerun = rerun;
        this.profile = profile;
        this.env = env;
        this.article = article;
        this.media2011 = media2011;
        this.sweeps = sweeps;
        this.sizes = sizes;
        this.outDir = outDir;
    }

    public static String render(Analysis a, Environment env, Article2017 article, Media2011 media2011, Sweeps sweeps,
                         SizesTable sizes, Profile profile, RerunIntervals rerun, Path outDir) {
        return new Summary(a, env, article, media2011, sweeps, sizes, profile, rerun, outDir).render();
    }

    private String render() {
        md.append("# serbench: speedup vs ").append(a.baseline()).append("\n\n");
        md.append("Measured on ").append(env.hostLine()).append(". A ratio holds for this host family; other CPUs "
                + "give other ratios (docs/METHODOLOGY.md, \"Hosts and run-to-run variance\").\n\n");
        // the answer first (five lines, heatmap, use cases, profile, bytes), the machinery last
        oneScreen();
        profileSection();
        if (!a.cells().isEmpty() && !a.compared().isEmpty()) {
            int start = md.length();
            bytesByFamily();
            String bytes = md.substring(start);
            md.setLength(start);
            md.append(Markdown.wrapBlock("bytes", bytes.stripTrailing() + "\n"));
        }
        trust();
        byLibrary();
        headline();
        perScenario();
        versus2017();
        versus2011();
        sweepSection();
        noiseAndCoverage();
        howToRead();
        environment();
        return md.toString();
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
        md.append("| view a round | in JMH Visualizer: upload ").append(roundFiles ? RoundFileNames.PATTERN : "an input file")
                .append(" at ").append(VISUALIZER).append(" |\n");
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
                + "report with 2+ rounds (").append(prior(n.between(), "speedups")).append("): s̃² = (d0·s0² + (n−1)·s²) "
                        + "/ (d0 + n − 1), and t is Student's 0.975 quantile at d0 + n − 1 degrees of freedom.\n");
        md.append("- **95% interval, one round:** no spread over rounds, so the spread of ").append(a.baseline())
                .append("'s bracket forks in that cell and round stands in (one library fork is taken to vary like one ")
                .append(a.baseline()).append(" fork), moderated across cells the same way (")
                .append(prior(n.forks(), "(cell, round)s with repeated " + a.baseline() + " forks"))
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
     * The headline turned around: one table per size, libraries as rows and scenario directions
     * as columns, so it stays narrow however many libraries run. Libraries that run only the
     * double shapes get their own small table, and so do doubles at fewer digits than the
     * largest set; the baseline's ns/op closes each table.
     */
    private void byLibrary() {
        Map<String, List<RowKey>> bySize = new LinkedHashMap<>();
        List<RowKey> keys = new ArrayList<>(a.cells().keySet());
        keys.sort(java.util.Comparator.comparing((RowKey k) -> !k.showsFields()).thenComparing(k -> -k.fields()));
        for (RowKey k : keys) {
            bySize.computeIfAbsent(k.showsFields() ? "fields=" + k.fields() : k.label(), x -> new ArrayList<>()).add(k);
        }
        if (bySize.isEmpty() || a.compared().isEmpty()) {
            return;
        }
        md.append("## By library\n\n");
        md.append("Speedup vs ").append(a.baseline()).append(", one table per size, libraries as rows (the heatmap at "
                + "the top draws the largest size; ")
                .append(Fmt.NO_DIFFERENCE).append(" = no measurable difference, `n/a` = the library does not run that shape; "
                        + "footnotes under the headline below).\n\n");
        for (Map.Entry<String, List<RowKey>> e : bySize.entrySet()) {
            List<RowKey> cols = new ArrayList<>(e.getValue());
            cols.sort(java.util.Comparator.comparingInt(this::keysOrder));
            List<String> full = a.compared().stream().filter(l -> !doublesOnly(l)).toList();
            List<String> variants = a.compared().stream().filter(this::doublesOnly).toList();
            md.append("### ").append(e.getKey()).append("\n\n");
            // With two digit sets the table would be six columns wider: the main table keeps the
            // full-precision doubles and each shorter set gets a small table of its own.
            int mainDigits = cols.stream().filter(RowKey::showsDigits).mapToInt(RowKey::digits).max().orElse(0);
            byLibraryTable(full, cols.stream().filter(k -> !k.showsDigits() || k.digits() == mainDigits).toList());
            cols.stream().filter(RowKey::showsDigits).mapToInt(RowKey::digits).filter(d -> d != mainDigits)
                    .distinct().sorted().forEach(d -> {
                        md.append("The double shapes at digits=").append(d).append(":\n\n");
                        byLibraryTable(full, cols.stream().filter(k -> k.showsDigits() && k.digits() == d).toList());
                    });
            List<RowKey> doubleCols = cols.stream().filter(RowKey::showsDigits).toList();
            if (!variants.isEmpty() && !doubleCols.isEmpty()) {
                md.append("Double-format variants (they differ from their base library only where doubles are written):\n\n");
                byLibraryTable(variants, doubleCols);
            }
        }
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

    /** One line per family: each library's bytes on the wire ÷ the baseline's, smallest first. */
    private void bytesByFamily() {
        Map<String, List<Profile.Entry>> byFamily = new LinkedHashMap<>();
        for (Profile.Entry e : profile.sorted()) {
            if (!e.doublesOnly() && e.bytes().present()) {
                byFamily.computeIfAbsent(Families.label(e.family()), f -> new ArrayList<>()).add(e);
            }
        }
        if (byFamily.isEmpty()) {
            md.append("**Bytes on the wire:** unknown: no `").append(SizesTable.FILE_NAME).append("` next to the inputs.\n\n");
            return;
        }
        int scenarios = profile.entries().stream().mapToInt(e -> e.bytes().count()).max().orElse(0);
        md.append("**Bytes on the wire ÷ ").append(a.baseline()).append("'s**, smallest first (geometric mean over the ")
                .append(scenarios == 1 ? "scenario" : scenarios + " scenarios").append(" of the cells above, from `").append(SizesTable.FILE_NAME).append("`):\n\n")
                .append("| family | libraries |\n|---|---|\n");
        byFamily.forEach((family, entries) -> {
            List<Profile.Entry> sorted = new ArrayList<>(entries);
            sorted.sort(java.util.Comparator.comparingDouble(e -> e.bytes().value()));
            // libraries that write the same size share one figure: `a`, `b` 1.00
            List<String> parts = new ArrayList<>();
            List<String> same = new ArrayList<>();
            for (int i = 0; i < sorted.size(); i++) {
                String figure = Fmt.ratio(sorted.get(i).bytes().value());
                same.add("`" + sorted.get(i).library() + "`");
                if (i + 1 == sorted.size() || !Fmt.ratio(sorted.get(i + 1).bytes().value()).equals(figure)) {
                    parts.add(String.join(", ", same) + " " + figure);
                    same.clear();
                }
            }
            md.append("| ").append(family).append(" | ").append(String.join("; ", parts)).append(" |\n");
        });
        md.append('\n');
    }

    /** One row per library: the profile, its CSV and the size-vs-speed scatter. */
    private void profileSection() {
        if (profile.entries().isEmpty() || a.compared().isEmpty()) {
            return;
        }
        md.append("## Profile per library\n\n");
        md.append("One row per library over the ").append(Overview.cells(profile.cells().size())).append(" of the heatmap: ")
                .append(cell(profile.cellsText())).append(". **Media** first (a REST-style object), then **without doubles**: "
                        + "the geometric mean of the library's speedups vs ").append(a.baseline()).append(" over those cells "
                        + "except the double shapes, where a few cells at 20–240× would decide the mean; **all cells** beside it "
                        + "(the number of cells after each); in brackets its 95% interval, computed the way a row's is: the "
                        + "library's geometric mean over those cells in each round, combined over rounds with the moderated t "
                        + "interval (prior fitted over every library's figures), so `").append(Fmt.NO_DIFFERENCE).append("` follows "
                        + "the rows' rule. Encode and decode apart: `").append(Profile.FILE_NAME).append("`; `").append(Fmt.NO_DIFFERENCE)
                .append("` = it contains 1. **Bytes** = bytes on the wire ÷ ").append(a.baseline())
                .append("'s, geometric mean over the scenarios (`").append(SizesTable.FILE_NAME).append("`). **B/op** = "
                        + "geometric mean of JMH's `gc.alloc.rate.norm` over the encode / decode cells, ")
                .append(profile.allocMeasured() ? "below 1 B counted as 1" : Profile.ALLOC_NOT_MEASURED)
                .append(". **Hostile input**: *unsafe* when the library, as this suite configures it, ran out of heap or "
                        + "stack, hung, crashed or threw an Error on an input of the published hostile-input table "
                        + "(docs/INPUT-SAFETY.md, `HostileInputTest`), with those inputs. Sorted by family, fastest decoder first; "
                        + "double-format variants apart, over their double cells only. Every figure: `")
                .append(Profile.FILE_NAME).append("`.\n\n");
        if (Scatter.points(profile).size() > 0) {
            md.append("[![Bytes vs decode speedup, one point per library, coloured by family](").append(Scatter.FILE_NAME)
                    .append(")](").append(Scatter.FILE_NAME).append(")\n\n");
        }
        md.append(ProfileTable.markdown(a, profile, profile.full()));
        if (!profile.doublesOnly().isEmpty()) {
            md.append("Double-format variants, over the double cells only (not comparable with the rows above):\n\n");
            profileTable(profile.doublesOnly());
        }
    }

    private void profileTable(List<Profile.Entry> entries) {
        // without -prof gc the column would repeat "not measured" in every row: the text above says it once
        boolean alloc = profile.allocMeasured();
        md.append("| library | family | encode [95% CI] | decode [95% CI] | cells enc / dec | bytes | ")
                .append(alloc ? "B/op enc / dec | " : "").append("lossy | hostile input |\n|---|---|---:|---:|---:|---:|")
                .append(alloc ? "---:|" : "").append("---|---|\n");
        List<Profile.Entry> sorted = new ArrayList<>(profile.sorted());
        sorted.retainAll(entries);
        for (Profile.Entry e : sorted) {
            String allocCell = !alloc ? "" : (Double.isNaN(e.allocEncode()) && Double.isNaN(e.allocDecode()) ? Fmt.MISSING
                    : Fmt.one(e.allocEncode()) + " / " + Fmt.one(e.allocDecode())) + " | ";
            String hostile = e.hostile() == Profile.Hostile.UNSAFE ? "**unsafe**: " + cell(String.join("; ", e.failures()))
                    : e.hostile().text;
            md.append("| `").append(e.library()).append('`').append(e.baseline() ? " (baseline)" : "").append(" | ")
                    .append(Families.label(e.family())).append(" | ").append(e.baseline() ? "1" : e.encode().text()).append(" | ")
                    .append(e.baseline() ? "1" : e.decode().text()).append(" | ").append(e.encode().count()).append(" / ")
                    .append(e.decode().count()).append(" | ").append(e.bytes().present() ? Fmt.ratio(e.bytes().value()) : Fmt.MISSING)
                    .append(" | ").append(allocCell).append(e.lossy() ? LOSSY + " lossy" : "").append(" | ")
                    .append(hostile).append(" |\n");
        }
        md.append('\n');
    }

    private int keysOrder(RowKey k) {
        return new ArrayList<>(a.cells().keySet()).indexOf(k);
    }

    private boolean doublesOnly(String lib) {
        return a.isDoublesOnly(lib);
    }

    /** Widest table the summary prints; wider ones are split or left to the CSV. */
    public static final int MAX_COLUMNS = 12;

    private void byLibraryTable(List<String> libs, List<RowKey> cols) {
        if (cols.size() + 1 > MAX_COLUMNS && cols.stream().map(RowKey::direction).distinct().count() == 1) {
            for (int i = 0; i < cols.size(); i += MAX_COLUMNS - 1) {
                byLibraryTable(libs, cols.subList(i, Math.min(cols.size(), i + MAX_COLUMNS - 1)));
            }
            return;
        }
        if (cols.size() + 1 > MAX_COLUMNS) {
            // encode and decode as two tables, each within a screen
            for (String direction : List.of("encode", "decode")) {
                List<RowKey> part = cols.stream().filter(k -> k.direction().equals(direction)).toList();
                if (!part.isEmpty()) {
                    md.append("*").append(direction).append("*:\n\n");
                    byLibraryTable(libs, part);
                }
            }
            List<RowKey> rest = cols.stream().filter(k -> !k.direction().equals("encode") && !k.direction().equals("decode")).toList();
            if (!rest.isEmpty()) {
                byLibraryTable(libs, rest);
            }
            return;
        }
        md.append("| library |");
        for (RowKey k : cols) {
            md.append(' ').append(k.scenarioLabel().replace(" · ", " ")).append(' ')
                    .append(k.direction().equals("encode") ? "enc" : k.direction().equals("decode") ? "dec" : k.direction())
                    .append(" |");
        }
        md.append("\n|---|").append("---:|".repeat(cols.size())).append("\n");
        for (String lib : libs) {
            md.append("| `").append(lib).append('`').append(a.marks(lib)).append(" |");
            for (RowKey k : cols) {
                md.append(' ').append(headlineCell(k, lib)).append(" |");
            }
            md.append("\n");
        }
        md.append("| *").append(a.baseline()).append(" ns/op* |");
        for (RowKey k : cols) {
            ResultRow base = a.get(k, a.baseline());
            md.append(' ').append(base == null ? NOT_RUN : Fmt.ns(base.nsOp())).append(" |");
        }
        md.append("\n\n");
    }

    private void headline() {
        md.append("## Headline: speedup vs ").append(a.baseline()).append("\n\n");
        if (!a.baselinePresent()) {
            md.append("**No baseline:** these files have no `").append(a.baseline())
                    .append("` results, so every ratio says `").append(NO_BASELINE).append("`.\n\n");
        }
        List<String> cols = a.compared();
        boolean harness = a.rows().stream().anyMatch(r -> r.kind() == ResultRow.Kind.HARNESS);
        if (3 + cols.size() + 1 + (harness ? 1 : 0) > MAX_COLUMNS) {
            // a column per library would not fit a screen: the tables by library above hold the same figures
            md.append("With ").append(cols.size()).append(" libraries a column each would not fit a screen: the tables "
                    + "[by library](#by-library) above hold every speedup, and `").append(ResultsCsv.FILE_NAME)
                    .append("` holds every figure, one row per scenario, size, direction and library.\n");
            footnotes();
            return;
        }
        md.append("| scenario | fields | direction |");
        for (String lib : cols) {
            md.append(' ').append(lib).append(a.marks(lib)).append(" |");
        }
        md.append(' ').append(a.baseline()).append(" ns/op |");
        if (harness) {
            md.append(" harness ns/op |");
        }
        md.append("\n|---|---:|---|");
        md.append("---:|".repeat(cols.size() + 1 + (harness ? 1 : 0)));
        md.append('\n');
        for (RowKey k : a.cells().keySet()) {
            md.append("| ").append(k.scenarioLabel()).append(" | ").append(k.fieldsLabel()).append(" | ").append(k.direction()).append(" |");
            for (String lib : cols) {
                md.append(' ').append(headlineCell(k, lib)).append(" |");
            }
            ResultRow base = a.get(k, a.baseline());
            md.append(' ').append(base == null ? NOT_RUN : Fmt.ns(base.nsOp())).append(" |");
            if (harness) {
                ResultRow h = a.get(k, a.harness());
                md.append(' ').append(h == null ? NOT_RUN : Fmt.ns(h.nsOp())).append(" |");
            }
            md.append('\n');
        }
        footnotes();
    }

    private String headlineCell(RowKey k, String lib) {
        ResultRow r = a.get(k, lib);
        if (r != null) {
            if (!r.hasSpeedup()) {
                return NO_BASELINE;
            }
            return (r.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(r.speedup()) + (r.lossy() ? " " + LOSSY : "");
        }
        String why = a.whyNot(lib, k.chart());
        return why != null ? "n/a" + mark(why) : NOT_RUN;
    }

    private String mark(String reason) {
        int n = reasons.computeIfAbsent(reason, r -> reasons.size() + 1);
        return superscript(n);
    }

    private static String superscript(int n) {
        String digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
        StringBuilder s = new StringBuilder();
        for (char c : Integer.toString(n).toCharArray()) {
            s.append(digits.charAt(c - '0'));
        }
        return s.toString();
    }

    private void footnotes() {
        md.append('\n');
        for (Map.Entry<String, Integer> e : reasons.entrySet()) {
            md.append(superscript(e.getValue())).append(" n/a: ").append(cell(e.getKey())).append("  \n");
        }
        Set<String> lossy = new TreeSet<>();
        a.compared().stream().filter(a::isLossy).forEach(lossy::add);
        for (String lib : lossy) {
            var l = a.library(lib);
            md.append(LOSSY).append(' ').append(lib).append(" is lossy: doubles round-trip within ")
                    .append(l.tolerance()).append(" (").append(l.note()).append(")  \n");
        }
        md.append('\n');
    }

    private void perScenario() {
        md.append("## Per scenario\n\n");
        Set<RowKey.ChartKey> charts = new TreeSet<>(RowKey.ChartKey.ORDER);
        a.cells().keySet().forEach(k -> charts.add(k.chart()));
        boolean alloc = a.allocMeasured();
        for (RowKey.ChartKey chart : charts) {
            md.append("### ").append(chart.label()).append("\n\n");
            md.append("[![").append(chart.label()).append(": speedup vs ").append(a.baseline()).append("](")
                    .append(chart.fileName()).append(")](").append(chart.fileName()).append(")\n\n");
            for (RowKey k : a.cells().keySet()) {
                if (!k.chart().equals(chart)) {
                    continue;
                }
                md.append("**").append(k.cellLabel()).append(" · ").append(k.direction()).append("**\n\n");
                md.append("| library | speedup [95% CI] | rounds | ns/op | bytes | deflated | MB/s |")
                        .append(alloc ? " B/op |" : "").append('\n');
                md.append("|---|---:|---:|---:|---:|---:|---:|").append(alloc ? "---:|" : "").append('\n');
                List<String> libs = new ArrayList<>(a.libraries());
                libs.add(a.harness());
                for (String lib : libs) {
                    ResultRow r = a.get(k, lib);
                    if (r == null) {
                        String why = lib.equals(a.harness()) ? null : a.whyNot(lib, chart);
                        if (why != null) {
                            md.append("| ").append(lib).append(" | n/a: ").append(cell(why)).append(" | | | | | |")
                                    .append(alloc ? " |" : "").append('\n');
                        }
                        continue;
                    }
                    md.append("| ").append(lib).append(r.lossy() ? " " + LOSSY : "").append(" | ")
                            .append(speedupWithCi(r)).append(" | ").append(r.rounds()).append(" | ")
                            .append(Fmt.ns(r.nsOp())).append(Double.isNaN(r.nsOpError()) ? "" : " ± " + Fmt.ns(r.nsOpError()))
                            .append(" | ").append(Fmt.one(r.bytes())).append(" | ").append(Fmt.one(r.deflated()))
                            .append(" | ").append(Fmt.one(r.mbPerSecond())).append(" |");
                    if (alloc) {
                        md.append(' ').append(Fmt.one(r.allocBytesOp())).append(" |");
                    }
                    md.append('\n');
                }
                md.append('\n');
            }
        }
    }

    private String speedupWithCi(ResultRow r) {
        switch (r.kind()) {
            case HARNESS:
                return "harness cost";
            case BASELINE:
                NoiseFloor.Brackets b = a.noise().byCell().get(r.row());
                return b == null ? "1 (baseline)" : "1 (baseline; brackets " + Fmt.one(b.medianPct()) + "% apart, median)";
            default:
                if (!r.hasSpeedup()) {
                    return NO_BASELINE;
                }
                String s = (r.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(r.speedup());
                return s + " " + Fmt.interval(r.ciLow(), r.ciHigh())
                        + (a.screen(r.row(), r.library()).needsCare() ? " " + CARE : "");
        }
    }

    /** One bullet near the top: outlier rounds and bimodal rows, counted; the rows are listed under "Rows to read with care". */
    private void careLines() {
        int outliers = 0;
        int remeasured = 0;
        int unresolved = 0;
        int bimodal = 0;
        int byBytes = 0;
        int byLevel = 0;
        for (Map<String, Screen> c : a.screens().values()) {
            for (Screen s : c.values()) {
                outliers += s.outliers().size();
                remeasured += s.remeasured().size();
                unresolved += s.unresolved().isEmpty() ? 0 : 1;
                bimodal += s.bimodal() ? 1 : 0;
                byBytes += s.allocBimodal() ? 1 : 0;
                byLevel += s.levels().bimodal() ? 1 : 0;
            }
        }
        md.append("- **Outlier rounds** (every round of every row against its other rounds, once all are in: a ratio "
                + "about 1.8× or more from the others): ").append(outliers).append(", of which ").append(remeasured)
                .append(" re-measured; ").append(unresolved).append(" row(s) carry one never re-measured. **Bimodal rows** "
                        + "(forks in two modes, compiled differently): ").append(bimodal).append(" (by B/op ").append(byBytes)
                .append(", by level ").append(byLevel).append(").");
        if (unresolved + bimodal > 0) {
            md.append(" Both are marked ").append(CARE).append(" and listed under [Rows to read with care]"
                    + "(#rows-to-read-with-care).");
        }
        md.append('\n');
    }

    /** Every row marked {@link #CARE}, with its rounds or its modes. */
    private void careSection() {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<RowKey, Map<String, Screen>> c : a.screens().entrySet()) {
            for (Map.Entry<String, Screen> e : c.getValue().entrySet()) {
                Screen s = e.getValue();
                ResultRow r = a.get(c.getKey(), e.getKey());
                if (r == null || !s.needsCare()) {
                    continue;
                }
                List<String> per = new ArrayList<>();
                r.perRound().forEach(x -> per.add(Fmt.speedup(x)));
                lines.add("| " + c.getKey().cellLabel() + " · " + c.getKey().direction() + " | " + e.getKey() + " | "
                        + Fmt.speedup(r.speedup()) + " " + Fmt.interval(r.ciLow(), r.ciHigh()) + " | "
                        + String.join(", ", per) + " | " + s.text() + " |");
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        md.append("## Rows to read with care\n\n").append(CARE).append(" rows: an **outlier round** (the row's ratio "
                + "in that round about 1.8× or more from its other rounds, robust z > 4) that was never re-measured, "
                + "so the figure and its interval carry it; or **bimodal** forks (their B/op falls in two modes at least "
                + (int) AllocModes.GAP + " B and " + Math.round(AllocModes.SHARE * 100) + "% apart, or their time per op, "
                + "after the whole cell's shift in each round, in two levels at least " + Fmt.speedup(LevelModes.GAP)
                + " apart: the JIT compiled them differently, or a fork was disturbed, and more forks tell which; the "
                + "ratio is a mixture; the fraction of forks in each mode is given).\n\n"
                + "| cell | library | speedup [95% CI] | per round | why |\n|---|---|---:|---|---|\n");
        lines.forEach(l -> md.append(l).append('\n'));
        md.append('\n');
    }

    /** Near the top: coverage, noise floor, and what the rules set aside, each with how it was computed. */
    private void trust() {
        Analysis.Noise n = a.noise();
        md.append("**How far these numbers hold** (details under [Noise and coverage](#noise-and-coverage)):\n\n");
        Intervals.Coverage c = n.coverage();
        if (c.measured()) {
            md.append("- **Interval coverage: ").append(percent(c.fraction())).append("** (the suite's bar: ≥ ")
                    .append(Math.round(COVERAGE_TARGET * 100)).append("%). Measured leave-one-round-out: each of the ")
                    .append(c.rounds()).append(" rounds in turn was held out, every speedup's interval was rebuilt "
                            + "from its other rounds (variance prior refitted without the held-out round) and widened "
                            + "for one new round (the 95% prediction interval), and ").append(c.inside()).append(" of ")
                    .append(c.checks()).append(" held-out per-round ratios fell inside.");
            if (c.fraction() < COVERAGE_TARGET) {
                md.append(" **Below the bar: read the intervals as too narrow.**");
            }
            md.append('\n');
            Intervals.Coverage g = profile.overCells().coverage();
            if (g.measured()) {
                md.append("- **Group intervals** (the profile's and the one-screen lines' geometric means, computed per "
                        + "round like a row): the profile's figures held their held-out rounds in ")
                        .append(percent(g.fraction())).append(" (").append(g.inside()).append(" of ").append(g.checks())
                        .append(") of the same leave-one-round-out checks.\n");
            }
        } else {
            md.append("- **Interval coverage: cannot be measured** with ").append(a.roundCount())
                    .append(a.roundCount() == 1 ? " round" : " rounds").append(": it needs 3 or more (one held out, "
                            + "at least two to build the interval from).");
            if (n.oneRound().measured()) {
                md.append(" The one-round interval, built from each round alone and widened for one new round, held "
                        + "the other round's ratio in ").append(percent(n.oneRound().fraction())).append(" (")
                        .append(n.oneRound().inside()).append(" of ").append(n.oneRound().checks()).append(") of checks.");
            }
            md.append('\n');
        }
        md.append("- **Noise floor:** ");
        NoiseFloor.Brackets b = n.brackets();
        if (b.pairs() > 0) {
            md.append(a.baseline()).append(" vs ").append(a.baseline()).append(" (two bracket forks of one cell in one "
                    + "round) differ by a median of ").append(Fmt.one(b.medianPct())).append("%, 90th percentile ")
                    .append(Fmt.one(b.p90Pct())).append("% (").append(b.pairs()).append(" pairs). ");
        } else {
            md.append("no cell has repeated ").append(a.baseline()).append(" forks in one round (no brackets in these "
                    + "files), so the ").append(a.baseline()).append(" vs ").append(a.baseline())
                    .append(" spread is unknown. ");
        }
        List<NoiseFloor.Pair> pairs = n.pairs();
        if (pairs.isEmpty()) {
            md.append("No A/A pair (ids sharing their encoder: ").append(pairNames())
                    .append(") ran here.\n");
        } else {
            long contain = pairs.stream().filter(p -> p.interval().known() && p.interval().low() <= 1
                    && p.interval().high() >= 1).count();
            long known = pairs.stream().filter(p -> p.interval().known()).count();
            double[] dev = pairs.stream().mapToDouble(p -> Math.abs(p.interval().centre())).toArray();
            md.append("A/A encoders (").append(pairNames()).append(", encode: the same code, so their speedups should "
                    + "agree) are a median ").append(Fmt.one((Math.exp(Stats.median(dev)) - 1) * 100))
                    .append("% apart over ").append(pairs.size()).append(pairs.size() == 1 ? " cell" : " cells");
            md.append(known > 0 ? "; " + contain + " of " + known + " of their 95% intervals contain 1.0.\n" : ".\n");
        }
        careLines();
        Selection.Counts k = n.counts();
        md.append("- **Forks set aside:** ").append(k.steadyReruns()).append(" re-run for steady state (still warming), ")
                .append(k.remeasured()).append(" re-measured after a disturbance, ").append(k.disturbedBrackets())
                .append(" disturbed ").append(a.baseline()).append(" bracket(s) left out, ").append(k.neverSteady())
                .append(" never steady (the last fork counts; flagged in its row's note).\n\n");
    }

    /** The fitted prior in words: what it is and how many rows it came from. */
    private static String prior(Stats.Prior p, String rows) {
        if (!p.fitted()) {
            return "here: fewer than " + Stats.MIN_ROWS_FOR_PRIOR + " " + rows + " with a non-zero spread, so no prior; "
                    + "each row stands on its own spread";
        }
        return "here: s0 = " + String.format(java.util.Locale.ROOT, "%.3f", Math.sqrt(p.s0sq())) + " on the log scale, d0 = "
                + (Double.isInfinite(p.d0()) ? "∞" : String.format(java.util.Locale.ROOT, "%.1f", p.d0()))
                + ", fitted over " + p.rows() + " " + rows;
    }

    private static String percent(double fraction) {
        return String.format(java.util.Locale.ROOT, "%.1f%%", fraction * 100);
    }

    private static String pairNames() {
        List<String> names = new ArrayList<>();
        NoiseFloor.SHARED_ENCODER.forEach(p -> names.add(p.get(0) + " / " + p.get(1)));
        return String.join(", ", names);
    }

    private void noiseAndCoverage() {
        Analysis.Noise n = a.noise();
        careSection();
        md.append("## Noise and coverage\n\n");
        Intervals.Coverage c = n.coverage();
        if (c.measured()) {
            md.append("Leave-one-round-out coverage per library (held-out per-round ratio inside the 95% prediction "
                    + "interval built from the other rounds):\n\n| library | checks | inside | coverage |\n|---|---:|---:|---:|\n");
            c.byLibrary().forEach((lib, v) -> md.append("| ").append(lib).append(" | ").append(v[0]).append(" | ")
                    .append(v[1]).append(" | ").append(percent((double) v[1] / v[0])).append(" |\n"));
            md.append('\n');
        }
        if (n.oneRound().measured()) {
            md.append("The one-round interval (from ").append(a.baseline()).append("'s bracket spread), checked on "
                    + "this run: built from each round alone and widened for one new round, it held the same row's "
                    + "ratio in another round in ").append(n.oneRound().inside()).append(" of ")
                    .append(n.oneRound().checks()).append(" checks (").append(percent(n.oneRound().fraction()))
                    .append(").\n\n");
        }
        if (!n.pairs().isEmpty()) {
            md.append("A/A pairs: speedup of the first ÷ speedup of the second, same encoder code, per encode cell "
                    + "(1.0 = they agree):\n\n| scenario | fields | pair | ratio [95% CI] | rounds |\n|---|---:|---|---:|---:|\n");
            for (NoiseFloor.Pair p : n.pairs()) {
                Intervals.Interval i = p.interval();
                md.append("| ").append(p.cell().scenarioLabel()).append(" | ").append(p.cell().fieldsLabel()).append(" | ")
                        .append(p.first()).append(" / ").append(p.second()).append(" | ").append(Fmt.ratio(i.ratio()))
                        .append(" ").append(i.known() ? Fmt.interval(i.low(), i.high()) : Fmt.NO_INTERVAL)
                        .append(" | ").append(p.rounds()).append(" |\n");
            }
            md.append('\n');
        }
        if (!c.measured() && !n.oneRound().measured() && n.pairs().isEmpty()) {
            md.append("Nothing to check here: coverage needs 3 or more rounds (or 2 rounds with ").append(a.baseline())
                    .append(" brackets for the one-round interval), and the A/A table needs ").append(pairNames())
                    .append(" encode results.\n\n");
        }
    }

    private void versus2017() {
        md.append("## 2017 vs now\n\n");
        md.append("The article (JDK 8, 2017) against this run, for every row both measured. The article's rows "
                + "without a size are mapped to fields=1 (intList → list(int), doubleArray → list(double), "
                + "objectList → list(object), skip); its 10-int/10-double rows are fields=10; its doubles had 8 "
                + "significant digits, so its double rows are compared with digits=8; its jsoniter-hash and "
                + "dsljson-hash rows are today's jsoniter and dsljson.\n\n");
        if (!a.baseline().equals(Article2017.BASELINE)) {
            md.append("The article's ratios are against ").append(Article2017.BASELINE).append("; this report's baseline is `")
                    .append(a.baseline()).append("`, so no row is comparable.\n\n");
            return;
        }
        Map<RowKey.ChartKey, List<Compared>> byChart = new LinkedHashMap<>();
        StringBuilder table = new StringBuilder("| scenario | fields | direction | library | 2017 | now [95% CI] | reading |\n"
                + "|---|---:|---|---|---:|---:|---|\n");
        List<Article2017.Comparison> comparisons = article.compare(a);
        int rows = comparisons.size();
        for (Article2017.Comparison c : comparisons) {
            RowKey k = c.row();
            ResultRow r = c.now();
            Article2017.Figure f = c.figure();
            table.append("| ").append(k.scenarioLabel()).append(" | ").append(k.fieldsLabel()).append(" | ").append(k.direction())
                    .append(" | ").append(c.library()).append(r.lossy() ? " " + LOSSY : "").append(" | ")
                    .append(Fmt.speedup(f.speedup())).append(f.recomputed() ? "*" : "").append(" | ")
                    .append(speedupWithCi(r)).append(" | ").append(c.verdict().text).append(" |\n");
            byChart.computeIfAbsent(k.chart(), x -> new ArrayList<>()).add(new Compared(c.what(),
                    Fmt.speedup(f.speedup()), (r.noDifference() ? Fmt.NO_DIFFERENCE : "") + Fmt.speedup(r.speedup()), c.verdict()));
        }
        if (rows == 0) {
            md.append("No row of these results matches one of the article's.\n\n");
            return;
        }
        md.append(Verdict.legend("2017")).append('\n');
        md.append("[![2017 vs now: each compared ratio then and now, coloured by its reading](").append(Dumbbell.FILE_NAME)
                .append(")](").append(Dumbbell.FILE_NAME).append(")\n\n");
        md.append("### Reading per scenario\n\n");
        List<RowKey.ChartKey> charts = new ArrayList<>(byChart.keySet());
        charts.sort(RowKey.ChartKey.ORDER);
        for (RowKey.ChartKey chart : charts) {
            md.append("- ").append(reading(chart, byChart.get(chart))).append('\n');
        }
        md.append("\n### Row by row\n\n").append(table).append('\n');
        if (!article.recomputed().isEmpty()) {
            md.append("\\* the article printed a ratio its own ns figures contradict; shown recomputed from its ns column: ");
            List<String> parts = new ArrayList<>();
            article.recomputed().forEach(f -> parts.add("`" + f.source() + "`"));
            md.append(String.join(", ", parts)).append(".  \n");
        }
        if (!article.superseded().isEmpty()) {
            md.append("Article rows set aside because another row of the article measured the same cell: ")
                    .append(cell(String.join("; ", article.superseded()))).append(".\n");
        }
        md.append('\n');
    }

    /** One row of "2017 vs now", as the per-scenario reading names it. */
    private record Compared(String what, String then, String now, Verdict verdict) {
    }

    /** One generated line: how many rows hold, and which flipped or lost their difference. */
    private String reading(RowKey.ChartKey chart, List<Compared> rows) {
        return reading(chart.label(), "2017", rows);
    }

    private static String reading(String label, String year, List<Compared> rows) {
        int holds = 0;
        Map<Verdict, List<String>> named = new LinkedHashMap<>();
        for (Verdict v : Verdict.values()) {
            if (v != Verdict.HOLDS) {
                named.put(v, new ArrayList<>());
            }
        }
        for (Compared r : rows) {
            if (r.verdict() == Verdict.HOLDS) {
                holds++;
            }
            if (named.containsKey(r.verdict())) {
                named.get(r.verdict()).add(r.what() + " (" + r.then() + " → " + r.now() + ")");
            }
        }
        StringBuilder s = new StringBuilder("**").append(label).append("**: the ").append(year).append(" ratio holds in ")
                .append(holds).append(" of ").append(rows.size()).append(" rows");
        Set<String> parts = new LinkedHashSet<>();
        for (Map.Entry<Verdict, List<String>> e : named.entrySet()) {
            if (!e.getValue().isEmpty()) {
                parts.add(e.getKey().text + ": " + String.join(", ", e.getValue()));
            }
        }
        if (!parts.isEmpty()) {
            s.append("; ").append(String.join("; ", parts));
        }
        return s.append('.').toString();
    }

    /** The media scenario against jvm-serializers' 2011 MediaContent tables: ratios and bytes, never ns. */
    private void versus2011() {
        RowKey encode = null;
        RowKey decode = null;
        for (RowKey k : a.cells().keySet()) {
            if (k.scenario().equals("media") && k.element() == null) {
                if (k.direction().equals("encode")) {
                    encode = k;
                } else if (k.direction().equals("decode")) {
                    decode = k;
                }
            }
        }
        if (encode == null && decode == null) {
            return;
        }
        md.append("## 2011 vs now (media)\n\n");
        md.append("[jvm-serializers](https://github.com/eishay/jvm-serializers)' published MediaContent figures of "
                + "2011-01-25 against this run's media scenario, per library "
                + "with a 2011 counterpart. Ratios and bytes are compared, never ns: 2011 ran on another machine "
                + "(Core 2 Quad 2.66GHz) and JVM (Sun JRE 1.6), so its ns measure that setup as much as the libraries; "
                + "a ratio to Jackson measured in the same run cancels the machine and the JVM to first order, and "
                + "bytes on the wire do not depend on either. 2011 ratios are `").append(Media2011.JACKSON_2011)
                .append("` ns ÷ the serializer's ns (2011's `ser`, which includes creating the object, and `+deep`, "
                        + "deserialization with every field read); now: speedup vs ").append(a.baseline())
                .append(" with its 95% interval. Bytes: 2011's size of its standard instance, and ours of the same "
                        + "instance (`standard_bytes` in `sizes.csv`).\n\n");
        if (!a.baseline().equals("jackson")) {
            md.append("The 2011 ratios are against Jackson; this report's baseline is `").append(a.baseline())
                    .append("`, so no ratio is comparable.\n\n");
            return;
        }
        StringBuilder table = new StringBuilder("| library | 2011 serializer | 2011 ser | now encode [95% CI] | reading "
                + "| 2011 deser (deep) | now decode [95% CI] | reading | 2011 bytes | bytes now |\n"
                + "|---|---|---:|---:|---|---:|---:|---|---:|---:|\n");
        List<Compared> compared = new ArrayList<>();
        int rows = 0;
        for (Map.Entry<String, String> e : Media2011.COUNTERPARTS.entrySet()) {
            String lib = e.getKey();
            Media2011.Figure f = media2011.get(e.getValue());
            ResultRow enc = encode == null ? null : a.get(encode, lib);
            ResultRow dec = decode == null ? null : a.get(decode, lib);
            if (f == null || (enc == null && dec == null)) {
                continue;
            }
            rows++;
            double ser = media2011.serVsJackson(f);
            double deser = media2011.deserVsJackson(f);
            table.append("| ").append(lib).append(" | ").append(f.name()).append(" | ")
                    .append(Fmt.speedup(ser)).append(" | ").append(now2011(enc)).append(" | ")
                    .append(reading2011(ser, enc, compared, lib + " encode")).append(" | ")
                    .append(Fmt.speedup(deser)).append(" | ").append(now2011(dec)).append(" | ")
                    .append(reading2011(deser, dec, compared, lib + " decode")).append(" | ")
                    .append(f.size()).append(" | ").append(standardBytes(lib)).append(" |\n");
        }
        if (rows == 0) {
            md.append("No library of these media results has a 2011 counterpart.\n\n");
            return;
        }
        if (!compared.isEmpty()) {
            md.append(Verdict.legend("2011")).append('\n');
            md.append("- ").append(reading("media", "2011", compared)).append("\n\n");
        }
        md.append(table).append('\n');
        md.append("Counterparts: ");
        List<String> pairs = new ArrayList<>();
        Media2011.COUNTERPARTS.forEach((today, then) -> pairs.add(today + " ↔ " + then));
        md.append(cell(String.join(", ", pairs))).append(". `bytes now` is `-` without a `sizes.csv` that has the "
                + "standard instance.\n\n");
    }

    private String now2011(ResultRow r) {
        return r == null ? NOT_RUN : speedupWithCi(r);
    }

    /** The verdict of one 2011 ratio against today's row, collected for the reading line. */
    private String reading2011(double then, ResultRow now, List<Compared> compared, String what) {
        if (now == null || now.kind() != ResultRow.Kind.LIBRARY || !now.hasSpeedup()) {
            return now != null && now.kind() == ResultRow.Kind.BASELINE ? "baseline" : NOT_RUN;
        }
        Verdict v = Verdict.of(then, now);
        compared.add(new Compared(what, Fmt.speedup(then), (now.noDifference() ? Fmt.NO_DIFFERENCE : "")
                + Fmt.speedup(now.speedup()), v));
        return v.text;
    }

    private String standardBytes(String lib) {
        SizesTable.Size size = sizes.get(lib, "media", null, 1, Shape.FULL_DIGITS);
        return size == null || Double.isNaN(size.standardBytes()) ? Fmt.MISSING
                : Long.toString(Math.round(size.standardBytes()));
    }

    /** How cost grows with size: per sweep a chart, the slopes, and the claim's verdict. */
    private void sweepSection() {
        if (sweeps.isEmpty()) {
            return;
        }
        md.append("## Sweeps\n\n");
        md.append("Not ratios: each sweep runs one shape at growing sizes and shows ns/op per library. Per size, "
                + "each round's result is picked as for any library (the last steady fork), and the median over "
                + "rounds is plotted. **Slope** = least squares of ln(ns/op) on ln(size): 1 = cost grows linearly "
                + "with the size, 0 = constant. *All sizes* fits every size; *upper half* fits the sizes from the "
                + "median size up, where a fixed per-call cost no longer hides the growth. **95% interval** of a "
                + "slope: from the fit's residuals, slope ± t(0.975, n − 2) · √(Σ residual² / (n − 2) / Σ(ln size − "
                + "mean)²) over its n sizes; it measures how far the points stray from one straight line (curvature "
                + "and noise together), not round-to-round spread, and is unknown with fewer than 3 sizes. "
                + "Figures: `" + Sweeps.CSV_NAME + "`.\n\n");
        md.append("Rules for the article's claims: ").append(Sweeps.rules()).append("\n\n");
        for (io.serbench.model.Sweep sweep : sweeps.sweeps()) {
            String title = Sweeps.title(sweep);
            md.append("### ").append(title).append(" (").append(sweep.benchmarkClass).append(")\n\n");
            md.append(sweeps.claim(sweep).text()).append("\n\n");
            md.append("[![").append(title).append(": ns/op vs ").append(sweep.axis).append("](")
                    .append(Sweeps.fileName(sweep)).append(")](").append(Sweeps.fileName(sweep)).append(")\n\n");
            md.append("| library | direction | slope, all sizes [95% CI] | slope, upper half [95% CI] | sizes | ns/op at ")
                    .append(sweep.axis).append(" min → max | rounds |\n|---|---|---:|---:|---:|---:|---:|\n");
            for (Sweeps.Line l : sweeps.lines(sweep)) {
                Sweeps.Point first = l.points().get(0);
                Sweeps.Point last = l.points().get(l.points().size() - 1);
                int minRounds = l.points().stream().mapToInt(Sweeps.Point::rounds).min().orElse(0);
                int maxRounds = l.points().stream().mapToInt(Sweeps.Point::rounds).max().orElse(0);
                md.append("| ").append(l.library()).append(" | ").append(l.direction()).append(" | ")
                        .append(Sweeps.fit(l.all())).append(" | ").append(Sweeps.fit(l.upper())).append(" | ")
                        .append(l.points().size()).append(" | ").append(Fmt.ns(first.nsOp())).append(" (")
                        .append(Sweeps.sizeText(first.size())).append(") → ").append(Fmt.ns(last.nsOp())).append(" (")
                        .append(Sweeps.sizeText(last.size())).append(") | ")
                        .append(minRounds == maxRounds ? Integer.toString(minRounds) : minRounds + "–" + maxRounds)
                        .append(" |\n");
            }
            md.append('\n');
        }
    }
}

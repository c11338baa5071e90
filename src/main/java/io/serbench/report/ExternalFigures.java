package io.serbench.report;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.Versions;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.data.RowKey;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.Consensus;
import io.serbench.report.analysis.ConsensusRuns;
import io.serbench.report.analysis.CrossRatios;
import io.serbench.report.analysis.GroupStats;
import io.serbench.report.analysis.PooledAnalysis;
import io.serbench.report.stats.Intervals;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.RoundFileNames;
import io.serbench.runfolder.SizesTable;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * docs/EXTERNAL-FIGURES.md's tables, made from the libraries' published figures
 * ({@code reference/external-figures.tsv}: their two throughputs or their ratio, the links to the
 * line of their page and code, their setup, and our class of the row) and from our runs, named by
 * the page's marker in one of two forms:
 * <ul>
 *   <li>{@code <!-- external:ours from results/FOLDER -->}: one run folder, every "ours" figure by
 *   the report's own estimator with the run's own interval ({@link CrossRatios});</li>
 *   <li>{@code <!-- external:ours consensus of results/A results/B results/C -->}: three or more
 *   runs of one host family pooled as {@link ConsensusReport} pools them ({@link PooledRuns}),
 *   every "ours" figure the pooled ratio with the 95% interval where a reader's rerun of
 *   {@value Consensus#DEFAULT_READER_ROUNDS} rounds lands: against the baseline the
 *   {@link Consensus.Ratio} of consensus.csv, between two other libraries of one cell the same
 *   model's interval of their contrast ({@link PooledAnalysis.Source#interval}), in which a move
 *   the two share in a run cancels. Such a page needs an {@code ours} block (below), which says
 *   that ours is a consensus, of how many runs, on which host family.</li>
 * </ul>
 * The page keeps its prose; each table sits between {@code <!-- external:begin NAME -->} and
 * {@code <!-- external:end NAME -->} and is rewritten whole, as is the sentence in an optional
 * {@code ours} block saying what "ours" is. A row agrees when ours ÷ theirs is within ±25%; beyond
 * that it carries the class the reference data gives it, "explained" or "open".
 *
 * <p>Run as a program: {@code java -cp target/benchmarks.jar io.serbench.report.ExternalFigures
 * docs/EXTERNAL-FIGURES.md} rewrites the page's tables in place (the run folders are read from
 * {@code results/} beside {@code docs/}); {@code ... ExternalFigures --ratio RUN_FOLDER media/encode
 * fory kryo} prints one cross-library ratio with its interval, and with several run folders in
 * place of one, the consensus's ratio with its rerun interval.
 */
public final class ExternalFigures {
    private ExternalFigures() {
    }

    /** The reference data on the classpath. */
    public static final String REFERENCE = "/reference/external-figures.tsv";
    /** Ours ÷ theirs within this fraction of 1 counts as agreement (the host-family spread of a ratio). */
    public static final double AGREEMENT = 0.25;

    static final List<String> COLUMNS = List.of("id", "section", "case", "cell", "library", "versus", "theirs_a",
            "theirs_b", "theirs", "page", "code", "host", "class", "setup", "why");

    /** The class of a row: agree within ±25%, otherwise what the reference data says. */
    public enum Kind {
        AGREE("agrees"), EXPLAINED("explained"), OPEN("open");

        public final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    /**
     * One published figure beside ours.
     *
     * @param id      the row's name on the page (F1, Y3...), never reused for another figure
     * @param section the page's table it belongs to
     * @param caseName what they measured, as the row shows it
     * @param cell    our cell, as {@code scenario/direction} (media/encode)
     * @param library our id whose speed is the numerator
     * @param versus  our id it is set against
     * @param theirs  their ratio (library throughput ÷ versus throughput)
     * @param page    link to the line of their published figure
     * @param code    link to the line of their benchmark code, or empty
     * @param host    their host is of our family ("amd-epyc"), or another
     * @param beyond  the class given for a row beyond ±25% ("explained" or "open")
     * @param setup   what of their setup matters for the row
     * @param why     for a row beyond ±25%: why, what was checked, or the A/B that would decide it
     */
    public record Figure(String id, String section, String caseName, String cell, String library, String versus, double theirs,
                         String page, String code, String host, String beyond, String setup, String why) {
        public RowKey key() {
            String[] p = cell.split("/");
            return new RowKey(p[0], null, 1, p[1]);
        }

        public boolean ourHostFamily() {
            return "amd-epyc".equals(host);
        }
    }

    /** A figure with ours and its class. */
    public record Row(Figure figure, Intervals.Interval ours, double oursOverTheirs, Kind kind) {
    }

    /** Our speedup of {@code library} over {@code versus} in one cell with its interval, on the log scale. */
    @FunctionalInterface
    public interface OursRatio {
        Intervals.Interval of(RowKey cell, String library, String versus);
    }

    /**
     * How the page names "ours": the tables' column header and the sentence of the page's
     * {@code ours} block; a consensus's page must have that block (a page of one run keeps its
     * own prose, and its block is optional).
     */
    public record OursLabel(String column, String sentence, boolean blockRequired) {
        static OursLabel run(String runFolder) {
            return new OursLabel("ours (" + runFolder + ")", "**Ours** is one run, `" + runFolder
                    + "`: each figure is the run's own estimate with its own 95% interval.\n", false);
        }

        static OursLabel consensus(String runs, String host, int readerRounds, List<String> folders) {
            String named = String.join(", ", folders.stream().map(f -> "`" + f + "`").toList());
            return new OursLabel("ours (consensus of " + runs + " on `" + host + "`; interval: a rerun of " + readerRounds
                    + " rounds)", "**Ours** is a consensus of " + runs + " on the host family `" + host + "` (from " + named
                    + "), pooled as CONSENSUS.md pools them: each figure is the pooled ratio with the 95% interval where a"
                    + " reader's rerun of " + readerRounds + " rounds on that host family lands (its rerun interval). A ratio"
                    + " between two libraries other than the baseline gets its rerun interval from the same model, in which a"
                    + " move the two share in a run cancels.\n", true);
        }
    }

    /**
     * "Ours" pooled from three or more runs of one host family: every figure with the interval
     * where a reader's rerun of {@code source.readerRounds()} rounds lands.
     *
     * @param folders the run folders as the page names them
     */
    public record ConsensusOurs(PooledAnalysis.Source source, String host, int runs, String baseline, List<String> folders)
            implements OursRatio {

        /** The runs in {@code folders} (named {@code names} on the page) pooled at this build's library versions. */
        public static ConsensusOurs read(List<Path> folders, List<String> names) throws IOException, BadInputException {
            return read(folders, names, SupportMatrix.LIBRARIES, Versions.all());
        }

        static ConsensusOurs read(List<Path> folders, List<String> names, List<Library> matrix, Properties currentVersions)
                throws IOException, BadInputException {
            String base = SupportMatrix.BASELINE;
            List<ConsensusRuns.Input> read = PooledRuns.read(folders, matrix, currentVersions, base, false);
            // ours is the answer the README shows: the host family with the most independent runs
            List<ConsensusRuns.Family> families = ConsensusRuns.byFamily(read, Consensus.DEFAULT_READER_ROUNDS);
            PooledRuns.Headline pool = PooledRuns.headline(families, read, Consensus.DEFAULT_READER_ROUNDS)
                    .orElseThrow(() -> new BadInputException("no host family of the runs has 2 independent runs ("
                            + String.join(", ", families.stream().map(f -> f.host() + ": " + f.sittings().size()).toList()) + ")"));
            return new ConsensusOurs(pool.source(), pool.family().host(), pool.members().size(), base, List.copyOf(names));
        }

        /** Against the baseline the pooled ratio as consensus.csv gives it; otherwise the two libraries' contrast. */
        @Override
        public Intervals.Interval of(RowKey cell, String library, String versus) {
            if (versus.equals(baseline)) {
                Consensus.Ratio r = source.consensus().get(cell, library);
                if (r == null) {
                    throw new IllegalArgumentException("no pooled ratio of " + library + " in " + cell);
                }
                return r.prediction(source.readerRounds());
            }
            GroupStats.Contrast ratio = GroupStats.Contrast.row(cell, library).over(GroupStats.Contrast.row(cell, versus));
            return source.interval(ratio, baseline).orElseThrow(() -> new IllegalArgumentException(
                    "no pooled ratio of " + library + " or " + versus + " in " + cell));
        }

        public OursLabel label() {
            return OursLabel.consensus(source.runsText(), host, source.readerRounds(), folders);
        }
    }

    /** Reads the reference table; a malformed line fails with its number. */
    public static List<Figure> load() {
        try (InputStream in = ExternalFigures.class.getResourceAsStream(REFERENCE)) {
            if (in == null) {
                throw new IllegalStateException(REFERENCE + " is not on the classpath");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<Figure> out = new ArrayList<>();
            String header = r.readLine();
            if (!List.of(header.split("\t", -1)).equals(COLUMNS)) {
                throw new IllegalStateException(REFERENCE + ": header is not " + String.join(" ", COLUMNS));
            }
            String line;
            int n = 1;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split("\t", -1);
                if (f.length != COLUMNS.size()) {
                    throw new IllegalStateException(REFERENCE + " line " + n + ": " + f.length + " fields, not " + COLUMNS.size());
                }
                out.add(new Figure(f[0], f[1], f[2], f[3], f[4], f[5], theirs(f[6], f[7], f[8], n), f[9], f[10], f[11],
                        f[12], f[13], f[14]));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Their ratio from their two throughputs when given (checked against the stated ratio when both are), else as stated. */
    static double theirs(String a, String b, String stated, int line) {
        if (a.isEmpty() || b.isEmpty()) {
            return Double.parseDouble(stated);
        }
        double ratio = Double.parseDouble(a) / Double.parseDouble(b);
        if (!stated.isEmpty() && Math.abs(ratio - Double.parseDouble(stated)) > 0.005) {
            throw new IllegalStateException(REFERENCE + " line " + line + ": " + a + " / " + b + " is not " + stated);
        }
        return ratio;
    }

    /** One run folder's round files, analysed as the reporter does. */
    public static Analysis analyse(Path runFolder) throws IOException, BadInputException {
        List<Path> rounds;
        try (Stream<Path> s = Files.list(runFolder)) {
            rounds = s.filter(RoundFileNames::isRound).sorted().toList();
        }
        if (rounds.isEmpty()) {
            throw new BadInputException(runFolder + " has no round-N.json files");
        }
        List<JmhRun> runs = RunInputs.read(RoundFiles.expand(rounds), new LinkedHashMap<>());
        return Analysis.of(runs, SupportMatrix.BASELINE, SupportMatrix.LIBRARIES, SupportMatrix.NOOP.id(), SizesTable.empty());
    }

    /** Every figure with ours from one run's {@code analysis} and its class. */
    public static List<Row> rows(List<Figure> figures, Analysis analysis) {
        return rows(figures, (cell, library, versus) -> CrossRatios.of(analysis, cell, library, versus));
    }

    /** Every figure with ours from {@code ours} and its class. */
    public static List<Row> rows(List<Figure> figures, OursRatio oursRatio) {
        List<Row> rows = new ArrayList<>();
        for (Figure f : figures) {
            Intervals.Interval ours = oursRatio.of(f.key(), f.library(), f.versus());
            double q = ours.ratio() / f.theirs();
            Kind kind = Math.abs(q - 1) <= AGREEMENT ? Kind.AGREE
                    : "explained".equals(f.beyond()) ? Kind.EXPLAINED : Kind.OPEN;
            rows.add(new Row(f, ours, q, kind));
        }
        return rows;
    }

    private static final Pattern BLOCK = Pattern.compile(
            "<!-- external:begin ([a-z0-9-]+) -->\\n(.*?)<!-- external:end \\1 -->", Pattern.DOTALL);

    /** {@code page} with every table block rewritten from {@code rows} of one run; a block without rows fails. */
    public static String refresh(String page, List<Row> rows, String runFolder) {
        return refresh(page, rows, OursLabel.run(runFolder));
    }

    /**
     * {@code page} with every table block rewritten from {@code rows} under {@code label}'s column,
     * and its {@code ours} block, if any, with the label's sentence; a block without rows fails, as
     * does a page without the {@code ours} block the label requires.
     */
    public static String refresh(String page, List<Row> rows, OursLabel label) {
        Matcher m = BLOCK.matcher(page);
        StringBuilder out = new StringBuilder();
        Set<String> seen = new LinkedHashSet<>();
        while (m.find()) {
            String name = m.group(1);
            seen.add(name);
            String body = switch (name) {
                case "counts" -> counts(rows);
                case "open" -> byKind(rows, Kind.OPEN);
                case "explained" -> byKind(rows, Kind.EXPLAINED);
                case "ours" -> label.sentence();
                default -> table(name, rows, label.column());
            };
            m.appendReplacement(out, Matcher.quoteReplacement("<!-- external:begin " + name + " -->\n" + body
                    + "<!-- external:end " + name + " -->"));
        }
        m.appendTail(out);
        if (label.blockRequired() && !seen.contains("ours")) {
            throw new IllegalStateException("the page has no <!-- external:begin ours --> block to say what ours is: "
                    + label.column());
        }
        for (Row r : rows) {
            if (!seen.contains(r.figure().section())) {
                throw new IllegalStateException("the page has no block for section " + r.figure().section());
            }
        }
        return out.toString();
    }

    private static String table(String section, List<Row> rows, String column) {
        StringBuilder sb = new StringBuilder();
        sb.append("| # | case | ratio | theirs | ").append(column).append(" | ours ÷ theirs | class | their setup; why |\n");
        sb.append("|---|---|---|---|---|---|---|---|\n");
        int n = 0;
        for (Row r : rows) {
            Figure f = r.figure();
            if (!f.section().equals(section)) {
                continue;
            }
            n++;
            String links = "[page](" + f.page() + ")" + (f.code().isEmpty() ? "" : ", [code](" + f.code() + ")");
            String text = f.setup() + (r.kind() == Kind.AGREE || f.why().isEmpty() ? "" : " **Why:** " + f.why());
            sb.append("| ").append(id(r)).append(" | ").append(f.caseName()).append(" | ").append(f.library()).append(" vs ")
                    .append(f.versus()).append(" | ").append(x(f.theirs())).append(" (").append(links).append(") | ")
                    .append(ours(r.ours())).append(" | ").append(relation(r.oursOverTheirs())).append(" | ")
                    .append(r.kind().label).append(" | ").append(text).append(" |\n");
        }
        if (n == 0) {
            throw new IllegalStateException("no rows for section " + section);
        }
        return sb.toString();
    }

    static String id(Row r) {
        return r.figure().id();
    }

    static String x(double ratio) {
        return String.format(Locale.ROOT, "%.2f×", ratio);
    }

    static String ours(Intervals.Interval i) {
        return i.known() ? String.format(Locale.ROOT, "%.2f× [%.2f–%.2f]", i.ratio(), i.low(), i.high())
                : String.format(Locale.ROOT, "%.2f× [no interval]", i.ratio());
    }

    static String relation(double q) {
        if (Math.abs(q - 1) <= AGREEMENT) {
            return String.format(Locale.ROOT, "%.2f (within ±25%%)", q);
        }
        return String.format(Locale.ROOT, "%.2f (ours %d%% %s)", q, Math.round(Math.abs(q - 1) * 100), q > 1 ? "higher" : "lower");
    }

    private static String counts(List<Row> rows) {
        Map<String, int[]> bySection = new LinkedHashMap<>();
        int[] all = new int[4];
        int[] host = new int[4];
        for (Row r : rows) {
            int[] c = bySection.computeIfAbsent(r.figure().section(), k -> new int[4]);
            for (int[] t : r.figure().ourHostFamily() ? List.of(c, all, host) : List.of(c, all)) {
                t[0]++;
                t[1 + r.kind().ordinal()]++;
            }
        }
        StringBuilder sb = new StringBuilder("| source | rows | agree within ±25% | explained | open |\n|---|---:|---:|---:|---:|\n");
        bySection.forEach((s, c) -> sb.append(countRow(s, c)));
        sb.append(countRow("rows on our host family (AMD EPYC)", host));
        sb.append(countRow("**all**", all));
        return sb.toString();
    }

    private static String countRow(String label, int[] c) {
        return String.format(Locale.ROOT, "| %s | %d | %d (%s) | %d | %d |\n", label, c[0], c[1],
                c[0] == 0 ? "-" : Math.round(100.0 * c[1] / c[0]) + "%", c[2], c[3]);
    }

    private static String byKind(List<Row> rows, Kind kind) {
        StringBuilder sb = new StringBuilder();
        rows.stream().filter(r -> r.kind() == kind)
                .sorted((a, b) -> Double.compare(gap(b), gap(a)))
                .forEach(r -> sb.append("- ").append(id(r)).append(": ").append(r.figure().library()).append(" vs ")
                        .append(r.figure().versus()).append(", ").append(r.figure().cell()).append(", ")
                        .append(relation(r.oursOverTheirs())).append("\n"));
        return sb.length() == 0 ? "- none\n" : sb.toString();
    }

    /** How far a row is from agreement, on the log scale (a halving and a doubling are equally far). */
    static double gap(Row r) {
        return Math.abs(Math.log(r.oursOverTheirs()));
    }

    public static void main(String[] args) {
        try {
            if (args.length >= 5 && args[0].equals("--ratio")) {
                List<String> folders = List.of(args).subList(1, args.length - 3);
                String cellName = args[args.length - 3];
                String library = args[args.length - 2];
                String versus = args[args.length - 1];
                String[] cell = cellName.split("/");
                RowKey key = new RowKey(cell[0], null, 1, cell[1]);
                if (folders.size() == 1) {
                    Intervals.Interval i = CrossRatios.of(analyse(Path.of(folders.get(0))), key, library, versus);
                    System.out.println(library + " vs " + versus + " " + cellName + ": " + ours(i));
                } else {
                    ConsensusOurs pooled = ConsensusOurs.read(folders.stream().map(Path::of).toList(), folders);
                    System.out.println(library + " vs " + versus + " " + cellName + ": " + ours(pooled.of(key, library, versus))
                            + ", " + pooled.label().column());
                }
                return;
            }
            if (args.length != 1) {
                System.err.println("usage: ExternalFigures PAGE | ExternalFigures --ratio RUN_FOLDER... SCENARIO/DIRECTION LIBRARY VERSUS"
                        + " (one run folder, or three or more pooled into a consensus)");
                System.exit(2);
            }
            Path page = Path.of(args[0]);
            String text = Files.readString(page, StandardCharsets.UTF_8);
            Marker marker = marker(text);
            Path root = page.toAbsolutePath().getParent().getParent();
            String out;
            if (marker.consensus()) {
                ConsensusOurs pooled = ConsensusOurs.read(marker.folders().stream().map(root::resolve).toList(), marker.folders());
                out = refresh(text, rows(load(), pooled), pooled.label());
            } else {
                String folder = marker.folders().get(0);
                out = refresh(text, rows(load(), analyse(root.resolve(folder))), folder);
            }
            Files.writeString(page, out, StandardCharsets.UTF_8);
        } catch (IOException | BadInputException | RuntimeException e) {
            System.err.println("ExternalFigures: " + ReportCommand.oneLine(e.getMessage()));
            System.exit(1);
        }
    }

    /**
     * The runs the page names for "ours": one folder, or several pooled into a consensus.
     *
     * @param folders as the page names them ({@code results/FOLDER})
     */
    public record Marker(List<String> folders, boolean consensus) {
    }

    private static final Pattern RUN = Pattern.compile("<!-- external:ours from (results/[^ ]+) -->");
    private static final Pattern CONSENSUS = Pattern.compile("<!-- external:ours consensus of ((?:results/[^ ]+ )+)-->");

    /**
     * The page's marker: {@code <!-- external:ours from results/FOLDER -->} or
     * {@code <!-- external:ours consensus of results/A results/B results/C -->}.
     */
    public static Marker marker(String page) {
        Matcher pooled = CONSENSUS.matcher(page);
        if (pooled.find()) {
            return new Marker(List.of(pooled.group(1).trim().split(" ")), true);
        }
        Matcher m = RUN.matcher(page);
        if (!m.find()) {
            throw new IllegalStateException("the page names no run folder (<!-- external:ours from results/FOLDER -->)"
                    + " nor a consensus (<!-- external:ours consensus of results/A results/B results/C -->)");
        }
        return new Marker(List.of(m.group(1)), false);
    }

    /** The run folder the page names for "ours" ({@code <!-- external:ours from results/FOLDER -->}). */
    public static String runFolder(String page) {
        Marker m = marker(page);
        if (m.consensus()) {
            throw new IllegalStateException("the page names a consensus of " + m.folders().size() + " runs, not one run folder");
        }
        return m.folders().get(0);
    }
}

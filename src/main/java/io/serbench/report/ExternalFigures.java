package io.serbench.report;

import io.serbench.codec.SupportMatrix;
import io.serbench.report.data.JmhRun;
import io.serbench.report.data.RoundFiles;
import io.serbench.report.data.RowKey;
import io.serbench.report.analysis.Analysis;
import io.serbench.report.analysis.CrossRatios;
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
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * docs/EXTERNAL-FIGURES.md's tables, made from the libraries' published figures
 * ({@code reference/external-figures.tsv}: their two throughputs or their ratio, the links to the
 * line of their page and code, their setup, and our class of the row) and from one of our run
 * folders, every "ours" figure by the report's own estimator ({@link CrossRatios}). The page keeps
 * its prose; each table sits between {@code <!-- external:begin NAME -->} and
 * {@code <!-- external:end NAME -->} and is rewritten whole. A row agrees when ours ÷ theirs is
 * within ±25%; beyond that it carries the class the reference data gives it, "explained" or "open".
 *
 * <p>Run as a program: {@code java -cp target/benchmarks.jar io.serbench.report.ExternalFigures
 * docs/EXTERNAL-FIGURES.md} rewrites the page's tables in place (the run folders are read from
 * {@code results/} beside {@code docs/}); {@code ... ExternalFigures --ratio RUN_FOLDER media/encode
 * fory kryo} prints one cross-library ratio with its interval.
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

    /** Every figure with ours from {@code analysis} and its class. */
    public static List<Row> rows(List<Figure> figures, Analysis analysis) {
        List<Row> rows = new ArrayList<>();
        for (Figure f : figures) {
            Intervals.Interval ours = CrossRatios.of(analysis, f.key(), f.library(), f.versus());
            double q = ours.ratio() / f.theirs();
            Kind kind = Math.abs(q - 1) <= AGREEMENT ? Kind.AGREE
                    : "explained".equals(f.beyond()) ? Kind.EXPLAINED : Kind.OPEN;
            rows.add(new Row(f, ours, q, kind));
        }
        return rows;
    }

    private static final Pattern BLOCK = Pattern.compile(
            "<!-- external:begin ([a-z0-9-]+) -->\\n(.*?)<!-- external:end \\1 -->", Pattern.DOTALL);

    /** {@code page} with every table block rewritten from {@code rows}; a block without rows fails. */
    public static String refresh(String page, List<Row> rows, String runFolder) {
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
                default -> table(name, rows, runFolder);
            };
            m.appendReplacement(out, Matcher.quoteReplacement("<!-- external:begin " + name + " -->\n" + body
                    + "<!-- external:end " + name + " -->"));
        }
        m.appendTail(out);
        for (Row r : rows) {
            if (!seen.contains(r.figure().section())) {
                throw new IllegalStateException("the page has no block for section " + r.figure().section());
            }
        }
        return out.toString();
    }

    private static String table(String section, List<Row> rows, String runFolder) {
        StringBuilder sb = new StringBuilder();
        sb.append("| # | case | ratio | theirs | ours (").append(runFolder).append(") | ours ÷ theirs | class | their setup; why |\n");
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
            if (args.length == 5 && args[0].equals("--ratio")) {
                Analysis analysis = analyse(Path.of(args[1]));
                String[] cell = args[2].split("/");
                Intervals.Interval i = CrossRatios.of(analysis, new RowKey(cell[0], null, 1, cell[1]), args[3], args[4]);
                System.out.println(args[3] + " vs " + args[4] + " " + args[2] + ": " + ours(i));
                return;
            }
            if (args.length != 1) {
                System.err.println("usage: ExternalFigures PAGE | ExternalFigures --ratio RUN_FOLDER SCENARIO/DIRECTION LIBRARY VERSUS");
                System.exit(2);
            }
            Path page = Path.of(args[0]);
            String text = Files.readString(page, StandardCharsets.UTF_8);
            String folder = runFolder(text);
            Path root = page.toAbsolutePath().getParent().getParent();
            String out = refresh(text, rows(load(), analyse(root.resolve(folder))), folder);
            Files.writeString(page, out, StandardCharsets.UTF_8);
        } catch (IOException | BadInputException | RuntimeException e) {
            System.err.println("ExternalFigures: " + ReportCommand.oneLine(e.getMessage()));
            System.exit(1);
        }
    }

    private static final Pattern RUN = Pattern.compile("<!-- external:ours from (results/[^ ]+) -->");

    /** The run folder the page names for "ours" ({@code <!-- external:ours from results/FOLDER -->}). */
    public static String runFolder(String page) {
        Matcher m = RUN.matcher(page);
        if (!m.find()) {
            throw new IllegalStateException("the page names no run folder (<!-- external:ours from results/FOLDER -->)");
        }
        return m.group(1);
    }
}

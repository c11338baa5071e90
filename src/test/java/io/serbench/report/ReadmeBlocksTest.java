package io.serbench.report;

import io.serbench.report.csv.ConsensusCsv;
import io.serbench.report.csv.ResultsCsv;
import io.serbench.report.format.Fmt;
import io.serbench.report.format.Markdown;
import io.serbench.report.md.Summary;
import io.serbench.report.analysis.UseCases;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The README's answer is its run's: every quoted block equals the block of the summary it names
 * (so regenerating a summary and not the README fails here), and every figure of the use-case
 * table equals the geometric mean of the speedups the run's results.csv (or the consensus's
 * consensus.csv) holds for those cells.
 */
class ReadmeBlocksTest {
    private static final Path README = Path.of("README.md");
    private static final Pattern FOLDER = Pattern.compile("<!-- serbench:begin use-cases from (\\S+) -->");
    /** A pick in a use-case cell: `library` marks, then its speedup. */
    private static final Pattern PICK = Pattern.compile("`([a-z0-9-]+)`[^|0-9]*?≈?([0-9][0-9,]*\\.[0-9]+)×");

    @TempDir
    Path tmp;

    @Test
    void theReadmeBlocksAreTheirRunsSummaryBlocks() throws Exception {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        for (String name : List.of("five-lines", "heatmap", "use-cases", "bytes")) {
            assertTrue(readme.contains("<!-- serbench:begin " + name + " from "), "README quotes no " + name + " block");
        }
        assertEquals(readme, ReadmeBlocks.refresh(readme, Path.of("")),
                "README.md's answer differs from its run's SUMMARY.md: regenerate with "
                        + "java -cp target/benchmarks.jar io.serbench.report.ReadmeBlocks README.md");
        assertTrue(readme.lines().count() <= 250, "the README is a landing page of at most 250 lines");
    }

    /** A page under docs/ that quotes a run's blocks (RESULTS.md's tables) is as fresh as the README. */
    @Test
    void theDocsBlocksAreTheirRunsBlocks() throws Exception {
        Path docs = Path.of("docs");
        int quoting = 0;
        try (var pages = Files.list(docs)) {
            for (Path page : pages.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
                String text = Files.readString(page, StandardCharsets.UTF_8);
                if (!text.contains("<!-- serbench:begin ")) {
                    continue;
                }
                quoting++;
                assertEquals(text, ReadmeBlocks.refresh(text, docs), page + " differs from the blocks it quotes: regenerate with "
                        + "java -cp target/benchmarks.jar io.serbench.report.ReadmeBlocks " + page);
            }
        }
        assertTrue(quoting >= 1, "docs/RESULTS.md quotes the consensus's by-library block");
    }

    @Test
    void everyUseCaseFigureIsTheGeometricMeanOfTheRunsCsv() throws Exception {
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        Matcher f = FOLDER.matcher(readme);
        assertTrue(f.find(), "README quotes no use-case table");
        List<CSVRecord> csv = quotedRatios(Path.of(f.group(1)));
        int sized = csv.stream().filter(r -> !r.get("scenario").equals("media")).mapToInt(r -> Integer.parseInt(r.get("fields")))
                .max().orElseThrow();
        String block = Markdown.block(readme.replaceAll("begin use-cases from \\S+ -->", "begin use-cases -->"), "use-cases");
        int checked = 0;
        for (String line : block.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| your payload")).toList()) {
            String[] cells = line.split(" \\| ");
            UseCases.Kind kind = kind(cells[0].substring(2));
            for (int c = 1; c < cells.length; c++) {
                Matcher m = PICK.matcher(cells[c]);
                if (!m.find()) {
                    continue;
                }
                String lib = m.group(1);
                double log = 0;
                int n = 0;
                for (CSVRecord r : csv) {
                    String label = r.get("element").isEmpty() ? r.get("scenario") : r.get("scenario") + "(" + r.get("element") + ")";
                    boolean profileCell = r.get("scenario").equals("media")
                            || (Integer.parseInt(r.get("fields")) == sized && (r.get("digits").isEmpty() || r.get("digits").equals("17")));
                    boolean inRow = kind.scenarios.isEmpty() || kind.scenarios.contains(label);
                    if (r.get("library").equals(lib) && profileCell && inRow) {
                        log += Math.log(Double.parseDouble(r.get("speedup")));
                        n++;
                    }
                }
                assertTrue(n > 0, lib + " has no row for " + kind.label + " in " + f.group(1));
                assertEquals(Fmt.speedup(Math.exp(log / n)), m.group(2) + "×", lib + " in '" + kind.label + "' against " + f.group(1));
                checked++;
            }
        }
        assertTrue(checked >= 10, "the use-case table has figures to check: " + checked);
    }

    /**
     * The ratios the quoted folder's blocks stand on: a run's results.csv, or a consensus's
     * consensus.csv rows of its headline family (the one pooled over the most runs).
     */
    private static List<CSVRecord> quotedRatios(Path folder) throws Exception {
        if (Files.isRegularFile(folder.resolve(ResultsCsv.FILE_NAME))) {
            return ReportFixtures.csv(folder.resolve(ResultsCsv.FILE_NAME));
        }
        List<CSVRecord> pooled = ReportFixtures.csv(folder.resolve(ConsensusCsv.FILE_NAME));
        String headline = pooled.stream().max(java.util.Comparator.comparingInt(r -> Integer.parseInt(r.get("runs"))))
                .orElseThrow().get("host_family");
        return pooled.stream().filter(r -> r.get("host_family").equals(headline)).toList();
    }

    private static UseCases.Kind kind(String label) {
        for (UseCases.Kind k : UseCases.Kind.values()) {
            if (k.label.equals(label)) {
                return k;
            }
        }
        throw new AssertionError("no use case labelled " + label);
    }

    @Test
    void refreshCopiesTheBlockAndPointsItsLinksIntoTheRunFolder() throws Exception {
        Path run = Files.createDirectories(tmp.resolve("results/run-1"));
        Files.writeString(run.resolve(Summary.FILE_NAME), "# x\n\n" + Markdown.wrapBlock("heatmap", "![alt](heatmap.svg) see [p](#profile)\n"));
        String page = "top\n<!-- serbench:begin heatmap from results/run-1 -->\nold\n<!-- serbench:end heatmap -->\nend\n";
        String fresh = ReadmeBlocks.refresh(page, tmp);
        assertEquals("top\n<!-- serbench:begin heatmap from results/run-1 -->\n" + ReadmeBlocks.NOTICE + "\n![alt](results/run-1/heatmap.svg) see "
                + "[p](results/run-1/SUMMARY.md#profile)\n<!-- serbench:end heatmap -->\nend\n", fresh);
        assertEquals(fresh, ReadmeBlocks.refresh(fresh, tmp), "refreshing twice changes nothing");

        String missing = page.replace("heatmap", "bytes");
        java.io.IOException e = assertThrows(java.io.IOException.class, () -> ReadmeBlocks.refresh(missing, tmp));
        assertTrue(e.getMessage().contains("has no block 'bytes'"), e.getMessage());
        assertFalse(Files.exists(tmp.resolve("README.md")));
    }
}

package io.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.report.format.Fmt;
import io.serbench.report.stats.GeoMean;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One number, one interval, on every surface a reader meets it: a report of a hand-made run (the
 * profile test's libraries, int and string at fields=10 and media, three rounds with a noise of
 * each library's own, so every row has an interval of its own) is read back from results.csv, the
 * explorer page's embedded data, SUMMARY.md and profile.csv, and each figure that stands for one
 * row, or for one library's profile, must carry the same interval wherever it appears.
 */
class OneIntervalPerNumberTest {
    private static final double[] NOISE = {1.1, 1.0, 1 / 1.1};
    private static final List<String[]> CELLS = List.of(new String[]{"IntBench", "encode", "10"},
            new String[]{"IntBench", "decode", "10"}, new String[]{"StringBench", "encode", "10"},
            new String[]{"StringBench", "decode", "10"}, new String[]{"MediaBench", "encode", null},
            new String[]{"MediaBench", "decode", null});
    private static final Map<String, Double> SPEEDUP = Map.of("jackson-plain", 1.0, "jsonA", 2.5, "jsonB", 1.6, "bin", 6.0,
            "proto", 9.0, "zc", 14.0, "floor", 30.0);
    private static final Pattern FIGURE = Pattern.compile("(≈?\\d+\\.\\d+×) (\\[[^\\]]+\\])");

    @TempDir
    Path tmp;

    @Test
    void everyFigureCarriesTheSameIntervalOnEverySurface() throws Exception {
        Path dir = tmp.resolve("run");
        List<String> args = new ArrayList<>();
        for (int round = 0; round < NOISE.length; round++) {
            List<String> results = new ArrayList<>();
            for (int c = 0; c < CELLS.size(); c++) {
                String[] cell = CELLS.get(c);
                results.add(cell[2] == null ? result(cell[0], cell[1], 100, "library", "jackson")
                        : result(cell[0], cell[1], 100, "library", "jackson", "fields", cell[2]));
                int lib = 0;
                for (Map.Entry<String, Double> e : SPEEDUP.entrySet()) {
                    // each library's own round-to-round spread: 1.1^(1 + lib/4) around its speedup
                    double noise = Math.pow(NOISE[round], 1 + lib++ / 4.0);
                    // and a figure of each cell's own, so no two rows of a library print alike
                    double ns = 100 / (e.getValue() * (1 + 0.1 * c) * noise);
                    results.add(cell[2] == null ? result(cell[0], cell[1], ns, "library", e.getKey())
                            : result(cell[0], cell[1], ns, "library", e.getKey(), "fields", cell[2]));
                }
            }
            Path f = jmhFile(dir.resolve("round-" + (round + 1) + ".json"), results);
            args.add(f.toString());
        }
        StringWriter err = new StringWriter();
        assertEquals(0, Report.run(ReportProfileTest.MATRIX, new PrintWriter(new StringWriter()), new PrintWriter(err),
                args.toArray(new String[0])), err.toString());

        // results.csv: one interval per row, as the summary prints it
        Map<String, String> byRow = new HashMap<>();
        for (CSVRecord r : csv(dir.resolve("results.csv"))) {
            if (!r.get("library").equals("jackson")) {
                byRow.put(r.get("library") + " " + r.get("scenario") + " " + r.get("direction"),
                        new GeoMean(num(r, "speedup"), num(r, "ci_low"), num(r, "ci_high"), 1).text());
            }
        }
        assertEquals(SPEEDUP.size() * CELLS.size(), byRow.size());

        // the explorer's data holds the same interval for each row
        String html = Files.readString(dir.resolve("explorer.html"));
        Matcher data = Pattern.compile("<script type=\"application/json\" id=\"data\">(.*?)</script>", Pattern.DOTALL).matcher(html);
        assertTrue(data.find(), "the page embeds its data");
        int checkedInExplorer = 0;
        JsonNode doc = new ObjectMapper().readTree(data.group(1));
        for (JsonNode row : doc.path("rows")) {
            // [run, cell, library, speedup, ci low, ci high, ...], cell and library as indexes
            JsonNode cell = doc.path("cells").path(row.get(1).asInt());
            String key = doc.path("libs").path(row.get(2).asInt()).path("id").asText() + " " + cell.path("scenario").asText()
                    + " " + cell.path("direction").asText();
            if (byRow.containsKey(key)) {
                String text = new GeoMean(row.get(3).asDouble(), row.get(4).asDouble(), row.get(5).asDouble(), 1).text();
                assertEquals(byRow.get(key), text, "explorer vs results.csv: " + key);
                checkedInExplorer++;
            }
        }
        assertEquals(byRow.size(), checkedInExplorer, "every row is in the explorer once");

        // SUMMARY's profile table: media encode and decode are single rows and carry their rows' intervals;
        // "all cells" is the library's profile figure and carries profile.csv's interval
        String summary = Files.readString(dir.resolve("SUMMARY.md"));
        Map<String, String> profileAll = new HashMap<>();
        for (CSVRecord p : csv(dir.resolve("profile.csv"))) {
            profileAll.put(p.get("library"), new GeoMean(num(p, "speedup"), num(p, "speedup_ci_low"), num(p, "speedup_ci_high"), 1).text());
        }
        int profileRows = 0;
        for (String line : summary.lines().toList()) {
            for (String lib : SPEEDUP.keySet()) {
                if (!line.startsWith("| `" + lib + "` |") || !line.contains("(")) {
                    continue;
                }
                List<String> figures = figures(line);
                if (figures.size() < 4) {
                    continue; // another table's row of this library
                }
                assertEquals(byRow.get(lib + " media encode"), figures.get(0), "profile table, media encode: " + line);
                assertEquals(byRow.get(lib + " media decode"), figures.get(1), "profile table, media decode: " + line);
                assertEquals(profileAll.get(lib), figures.get(3), "profile table, all cells: " + line);
                profileRows++;
            }
        }
        assertEquals(SPEEDUP.size(), profileRows, "every library has a profile row\n" + summary);

        // the five lines quote a library's all-cells figure: the profile's, with its interval
        int quoted = 0;
        for (String line : summary.lines().filter(l -> l.matches("^[1-5]\\. .*")).toList()) {
            for (Map.Entry<String, String> e : profileAll.entrySet()) {
                Matcher m = Pattern.compile("`" + Pattern.quote(e.getKey()) + "`[^`\\[]*? (≈?\\d+\\.\\d+×) (\\[[^\\]]+\\]) over \\d+ cells")
                        .matcher(line);
                while (m.find()) {
                    assertEquals(e.getValue(), m.group(1) + " " + m.group(2), "five lines: " + line);
                    quoted++;
                }
            }
        }
        assertTrue(quoted > 0, "the five lines quote at least one all-cells figure\n" + summary);
        assertFalse(summary.contains(Fmt.NO_INTERVAL), "every figure of this run has an interval");
    }

    private static List<String> figures(String line) {
        List<String> out = new ArrayList<>();
        Matcher m = FIGURE.matcher(line);
        while (m.find()) {
            out.add(m.group(1) + " " + m.group(2));
        }
        return out;
    }
}

package io.serbench.report.html;

import com.fasterxml.jackson.databind.JsonNode;
import io.serbench.report.Report;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.apache.commons.math3.distribution.TDistribution;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A consensus folder as an explorer source: its rows carry the rerun 95% interval for a reader's
 * rerun of 1 to 10 rounds, each equal to the one worked out here from consensus.csv's variance
 * parts (exp(ln speedup ± t(0.975, ν) √v), v = between + pooled + round ÷ R, ν Welch–Satterthwaite's
 * over (between + pooled, df_between) and (round ÷ R, df_within)), and the page records
 * consensus.csv among its sources.
 */
class ExplorerConsensusTest {
    /** A second host family, from one run (a real consensus.csv row, for another library). */
    private static final String ZEN5 = "int,,10,17,encode,protobuf,amd-epyc-zen5-kvm,1,0.30663,0.239785,0.39211,3,0.00442134,0.0078088,"
            + "0.00677492,26.8231,3.4634\n";

    @TempDir
    Path dir;

    @Test
    void everyRowCarriesTheRerunIntervalForEachReadersRounds() throws Exception {
        Path consensus = HandMadeRuns.writeConsensus(dir, "2026-01-03-jdk17/consensus-3-runs", HandMadeRuns.CONSENSUS + ZEN5);
        report("--explorer", consensus.toString());
        JsonNode data = ExplorerSources.data(Files.readString(consensus.resolve(ExplorerPage.FILE_NAME)));

        assertEquals(List.of("2026-01-03-jdk17/consensus-3-runs · amd-epyc-zen3-kvm", "2026-01-03-jdk17/consensus-3-runs · amd-epyc-zen5-kvm"),
                List.of(data.get("runs").get(0).get("name").asText(), data.get("runs").get(1).get("name").asText()), "a run per host family");
        assertEquals("2 runs", data.get("runs").get(0).get("facts").get("consensus of").asText());
        assertEquals("1 run", data.get("runs").get(1).get("facts").get("consensus of").asText());
        assertEquals(3, data.get("runs").get(0).get("readerRounds").asInt());

        List<CSVRecord> csv = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build()
                .parse(new StringReader(HandMadeRuns.CONSENSUS + ZEN5)).getRecords();
        assertEquals(csv.size(), data.get("rows").size());
        for (int i = 0; i < csv.size(); i++) {
            CSVRecord r = csv.get(i);
            JsonNode row = data.get("rows").get(i);
            String what = r.get("library") + " on " + r.get("host_family");
            assertEquals(r.get("library"), data.get("libs").get(row.get(2).asInt()).get("id").asText());
            assertEquals(Double.parseDouble(r.get("speedup")), row.get(3).asDouble(), 0, what);
            assertTrue(row.get(6).isNull() && row.get(7).isNull() && row.get(9).isNull(), "no ns/op, bytes nor B/op in consensus.csv");

            JsonNode byRounds = row.get(14);
            assertEquals(ExplorerConsensus.MAX_READER_ROUNDS, byRounds.size(), what);
            for (int rounds : new int[]{1, 5}) {
                double[] expected = rerun(r, rounds);
                assertClose(expected[0], byRounds.get(rounds - 1).get(0).asDouble(), what + ", low for " + rounds + " rounds");
                assertClose(expected[1], byRounds.get(rounds - 1).get(1).asDouble(), what + ", high for " + rounds + " rounds");
            }
            // the file's own interval, for the rounds it was written for, comes back out of its variance parts
            double low = Double.parseDouble(r.get("rerun_low"));
            double high = Double.parseDouble(r.get("rerun_high"));
            assertClose(low, byRounds.get(2).get(0).asDouble(), what + ", consensus.csv's rerun_low");
            assertClose(high, byRounds.get(2).get(1).asDouble(), what + ", consensus.csv's rerun_high");
            assertClose(low, row.get(12).asDouble(), what + ", the interval shown until the reader picks other rounds");

            // the pooled ratio's own interval: ln speedup ± t(0.975, df_between) √pooled
            double half = new TDistribution(Double.parseDouble(r.get("df_between"))).inverseCumulativeProbability(0.975)
                    * Math.sqrt(Double.parseDouble(r.get("pooled_variance")));
            assertClose(Double.parseDouble(r.get("speedup")) * Math.exp(-half), row.get(4).asDouble(), what + ", own low");
            assertClose(Double.parseDouble(r.get("speedup")) * Math.exp(half), row.get(5).asDouble(), what + ", own high");
        }
        double[] oneRound = rerun(csv.get(0), 1);
        assertTrue(oneRound[0] < 1 && Double.parseDouble(csv.get(0).get("rerun_low")) > 1,
                "fastjson2's int encode is told from Jackson by a rerun of 3 rounds, not of 1");
    }

    /**
     * The page's sources record consensus.csv by its SHA-256 beside a run folder's files, and
     * the page is stale once the file changes.
     */
    @Test
    void aPageWithAConsensusRecordsItsCsvAndIsStaleOnceItChanges() throws Exception {
        Path run = HandMadeRuns.write(dir, "2026-01-01-jdk17", HandMadeRuns.RUN_17, "17.0.15");
        Path consensus = HandMadeRuns.writeConsensus(dir, "2026-01-03-jdk17/consensus-3-runs", HandMadeRuns.CONSENSUS);
        Path out = dir.resolve("with-consensus");
        report("--explorer", run.toString(), consensus.toString(), "--out", out.toString());
        Path page = out.resolve(ExplorerPage.FILE_NAME);
        JsonNode data = ExplorerSources.data(Files.readString(page));
        assertEquals(2, data.get("runs").size());
        assertNull(data.get("runs").get(0).get("readerRounds"), "a run is no consensus");
        assertEquals(ExplorerSources.sha256(consensus.resolve("consensus.csv")),
                data.get("sources").get("files").get("../2026-01-03-jdk17/consensus-3-runs/consensus.csv").asText());
        assertEquals(Optional.empty(), ExplorerSources.staleness(page));

        Files.writeString(consensus.resolve("consensus.csv"), HandMadeRuns.CONSENSUS + ZEN5);
        String stale = ExplorerSources.staleness(page).orElseThrow();
        assertTrue(stale.contains("it shows 2 run(s), its 2 folder(s) now hold 3"), stale);
        Files.writeString(consensus.resolve("consensus.csv"), HandMadeRuns.CONSENSUS.replace("1.33545", "1.33546"));
        stale = ExplorerSources.staleness(page).orElseThrow();
        assertTrue(stale.contains("../2026-01-03-jdk17/consensus-3-runs/consensus.csv changed since it was built"), stale);
    }

    /** The rerun interval worked out from the row's variance parts for a reader's rerun of {@code rounds} rounds. */
    private static double[] rerun(CSVRecord r, int rounds) {
        double pooledPart = Double.parseDouble(r.get("between_variance")) + Double.parseDouble(r.get("pooled_variance"));
        double ownPart = Double.parseDouble(r.get("round_variance")) / rounds;
        double v = pooledPart + ownPart;
        double df = v * v / (pooledPart * pooledPart / Double.parseDouble(r.get("df_between"))
                + ownPart * ownPart / Double.parseDouble(r.get("df_within")));
        double half = new TDistribution(df).inverseCumulativeProbability(0.975) * Math.sqrt(v);
        double speedup = Double.parseDouble(r.get("speedup"));
        return new double[]{speedup * Math.exp(-half), speedup * Math.exp(half)};
    }

    /** Equal to the six significant digits consensus.csv and the page print. */
    private static void assertClose(double expected, double actual, String what) {
        assertEquals(expected, actual, Math.abs(expected) * 1e-5, what);
    }

    private static void report(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(0, Report.run(new PrintWriter(out), new PrintWriter(err), args), err.toString());
    }
}

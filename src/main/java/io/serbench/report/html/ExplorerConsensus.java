package io.serbench.report.html;

import io.serbench.report.analysis.Consensus;
import io.serbench.report.csv.ConsensusCsv;
import io.serbench.report.format.Fmt;
import io.serbench.report.stats.Intervals;
import io.serbench.runfolder.BadInputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * A consensus folder (ConsensusReport's consensus.csv) as the explorer shows it: one more run per
 * host family it pooled, named after the folder and the family. Its rows are the pooled speedups
 * with the pooled ratio's own 95% interval and the rerun 95% interval for a reader's rerun of 1 to
 * {@value #MAX_READER_ROUNDS} rounds, all from {@link Consensus.Ratio} rebuilt from the file's
 * variance parts, so the page only picks one and never computes an interval. consensus.csv holds
 * no ns/op or allocation (they stay empty); its bytes on the wire are shown when the file has them.
 */
final class ExplorerConsensus {
    static final String CONSENSUS_CSV = ConsensusCsv.FILE_NAME;
    /** The page offers a reader's rerun of 1 to this many rounds. */
    static final int MAX_READER_ROUNDS = 10;

    private ExplorerConsensus() {
    }

    /** A folder the explorer reads as a consensus: consensus.csv and neither results.csv nor service.csv. */
    static boolean isConsensusFolder(Path folder) {
        return Files.isRegularFile(folder.resolve(CONSENSUS_CSV)) && !Files.isRegularFile(folder.resolve(ExplorerSources.RESULTS_CSV))
                && !Files.isRegularFile(folder.resolve(ExplorerSources.SERVICE_CSV));
    }

    /** The runs of a consensus folder, one per host family. */
    static List<ExplorerRun> read(Path folder) throws BadInputException {
        Path file = folder.resolve(CONSENSUS_CSV);
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + file + ": " + e.getMessage());
        }
        return runs(ExplorerPage.name(folder), text, file.toString());
    }

    /**
     * The runs of a consensus.csv text, one per host family, the one pooled over the most runs
     * first (ties in the order the file names them); {@code folderName} is the consensus folder's name as {@link ExplorerPage#name} gives it.
     */
    static List<ExplorerRun> runs(String folderName, String csv, String source) throws BadInputException {
        Map<String, List<ConsensusCsv.Pooled>> byHost = new LinkedHashMap<>();
        for (ConsensusCsv.Pooled p : ConsensusCsv.read(csv, source)) {
            byHost.computeIfAbsent(p.host(), h -> new ArrayList<>()).add(p);
        }
        List<Map.Entry<String, List<ConsensusCsv.Pooled>>> families = new ArrayList<>(byHost.entrySet());
        // the family pooled over the most runs first: the headline's, which the page opens on
        families.sort(Comparator.comparingInt((Map.Entry<String, List<ConsensusCsv.Pooled>> e) ->
                e.getValue().stream().mapToInt(p -> p.ratio().runs()).max().orElse(0)).reversed());
        List<ExplorerRun> out = new ArrayList<>();
        for (Map.Entry<String, List<ConsensusCsv.Pooled>> e : families) {
            List<ConsensusCsv.Pooled> pooled = e.getValue();
            int readerRounds = pooled.get(0).readerRounds();
            if (pooled.stream().anyMatch(p -> p.readerRounds() != readerRounds)) {
                throw new BadInputException(source + ": the rows of " + e.getKey() + " are for readers' reruns of different rounds");
            }
            int runs = pooled.stream().mapToInt(p -> p.ratio().runs()).max().orElseThrow();
            Map<String, String> facts = new LinkedHashMap<>();
            facts.put("consensus of", runs + (runs == 1 ? " run" : " runs"));
            out.add(new ExplorerRun(folderName + " · " + e.getKey(), facts, pooled.stream().map(ExplorerConsensus::row).toList(),
                    List.of(), readerRounds));
        }
        return out;
    }

    private static ExplorerRun.Row row(ConsensusCsv.Pooled p) {
        Consensus.Ratio r = p.ratio();
        Intervals.Interval own = r.pooledInterval();
        Intervals.Interval rerun = r.prediction(p.readerRounds());
        List<Intervals.Interval> byRounds = IntStream.rangeClosed(1, MAX_READER_ROUNDS).mapToObj(r::prediction).toList();
        return new ExplorerRun.Row(r.key().cell(), r.key().library(), false, 0, p.speedup(), printed(own.low()), printed(own.high()),
                own.df(), false, Double.NaN, p.bytes().bytes(), p.bytes().deflated(), Double.NaN, "", false, printed(rerun.low()),
                printed(rerun.high()), byRounds);
    }

    /**
     * {@code x} to the six significant digits consensus.csv prints: the page's figures read as
     * the file's, and ten intervals a row keep the page small. NaN (no interval) stays NaN.
     */
    static double printed(double x) {
        return Double.isFinite(x) ? Double.parseDouble(Fmt.csv(x)) : x;
    }
}

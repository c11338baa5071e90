package io.serbench.report;

import io.serbench.codec.Direction;
import io.serbench.codec.Family;
import io.serbench.codec.Format;
import io.serbench.codec.Library;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static io.serbench.report.ReportFixtures.csv;
import static io.serbench.report.ReportFixtures.num;
import static io.serbench.report.ReportFixtures.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run merged from shards between which the suite changed a codec: the older shards' figures of
 * that code leave the merged tables when another shard measured the current code, and the summary
 * says which and why. Shards of two host families: the size table says how many of its scenarios
 * compare sizes across families. Runs are hand-made: one int cell per shard and direction, jackson
 * at 200 ns.
 */
class ReportOlderShardsTest {
    private static final String ENCODE = "io.serbench.bench.IntBench.encode";
    private static final String DECODE = "io.serbench.bench.IntBench.decode";
    private static final String REVISION = "fastlib-encode-call";

    @TempDir
    Path tmp;

    /** jackson and fastlib, with fastlib's encode call revised under {@link #REVISION} (or jackson's decode, when asked). */
    private static List<Library> matrix(String revised, Direction direction) {
        return List.of(
                library("jackson", revised.equals("jackson") ? direction : null),
                library("fastlib", revised.equals("fastlib") ? direction : null));
    }

    private static Library library(String id, Direction revised) {
        Library.Builder b = Library.declare(id).version(id);
        if (revised != null) {
            b.codecRevision(revised, REVISION);
        }
        return b.format(Format.JSON).family(Family.TEXT).note(id).codec(c -> null).build();
    }

    /** This build: the revision at 2. */
    private static Properties current() {
        Properties p = new Properties();
        p.setProperty("jackson", "2.0");
        p.setProperty("fastlib", "1.0");
        p.setProperty(REVISION, "2");
        return p;
    }

    /** One shard folder: round-1.json of int encode and decode at {@code fields}, fastlib at the given times. */
    private Path shard(String name, int fields, double encodeNs, double decodeNs, String environment) throws IOException {
        Path dir = tmp.resolve("run").resolve(name);
        Path file = ReportFixtures.jmhFile(dir.resolve("round-1.json"), List.of(
                ReportFixtures.result("IntBench", "encode", 200, "library", "jackson", "fields", Integer.toString(fields)),
                ReportFixtures.result("IntBench", "encode", encodeNs, "library", "fastlib", "fields", Integer.toString(fields)),
                ReportFixtures.result("IntBench", "decode", 200, "library", "jackson", "fields", Integer.toString(fields)),
                ReportFixtures.result("IntBench", "decode", decodeNs, "library", "fastlib", "fields", Integer.toString(fields))));
        Files.writeString(dir.resolve("environment.properties"), environment + "version.jackson=2.0\nversion.fastlib=1.0\n");
        return file;
    }

    private static ReportFixtures.Run report(List<Library> matrix, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Report.run(matrix, current(), new PrintWriter(out), new PrintWriter(err), args);
        return new ReportFixtures.Run(exit, out.toString(), err.toString());
    }

    /** The reporter on {@code shards}' round files, merged into {@code out}. */
    private static ReportFixtures.Run merge(List<Library> matrix, Path out, Path... shards) {
        List<String> args = new java.util.ArrayList<>();
        for (Path shard : shards) {
            args.add(shard.toString());
        }
        args.add("--out");
        args.add(out.toString());
        return report(matrix, args.toArray(String[]::new));
    }

    private static boolean hasRow(List<CSVRecord> rows, String benchmark, String library, String fields) {
        return rows.stream().anyMatch(r -> r.get("benchmark").equals(benchmark) && r.get("library").equals(library)
                && r.get("fields").equals(fields) && !r.get("speedup").isEmpty());
    }

    @Test
    void anOlderShardsFiguresOfTheRevisedCodeLeaveTheMergedTables() throws IOException {
        // shard 1 recorded no revision (before the change), shard 2 the current one
        Path older = shard("shard-1-of-2", 1, 100, 50, "");
        Path newer = shard("shard-2-of-2", 5, 80, 40, "version." + REVISION + "=2\n");
        Path out = tmp.resolve("merged");
        ReportFixtures.Run run = merge(matrix("fastlib", Direction.ENCODE), out, older, newer);
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(out.resolve("results.csv"));
        assertFalse(hasRow(rows, ENCODE, "fastlib", "1"), "the older shard's encode figure is left out");
        // the older shard's decode is not revised: 200 / 50; the current shard keeps both: 200 / 80, 200 / 40
        assertEquals(4.0, num(row(rows, DECODE, "fastlib", "1"), "speedup"), 1e-9);
        assertEquals(2.5, num(row(rows, ENCODE, "fastlib", "5"), "speedup"), 1e-9);
        assertEquals(5.0, num(row(rows, DECODE, "fastlib", "5"), "speedup"), 1e-9);
        String summary = Files.readString(out.resolve("SUMMARY.md"));
        assertTrue(summary.contains("**Left out of older shards:**"), summary);
        assertTrue(summary.contains("`shard-1-of-2`: `fastlib` encode (" + REVISION + " not recorded, now 2)."), summary);
        assertFalse(summary.contains("`shard-2-of-2`: `fastlib`"), "the current shard loses nothing: " + summary);
    }

    @Test
    void shardsThatLostTheSameFiguresAreNamedTogether() throws IOException {
        Path one = shard("shard-1-of-3", 1, 100, 50, "");
        Path two = shard("shard-2-of-3", 5, 100, 50, "");
        Path three = shard("shard-3-of-3", 10, 80, 40, "version." + REVISION + "=2\n");
        Path out = tmp.resolve("merged");
        ReportFixtures.Run run = merge(matrix("fastlib", Direction.ENCODE), out, one, two, three);
        assertEquals(0, run.exit(), run.err());
        String summary = Files.readString(out.resolve("SUMMARY.md"));
        assertTrue(summary.contains("the current code: `shard-1-of-3`, `shard-2-of-3`: `fastlib` encode (" + REVISION
                + " not recorded, now 2).\n"), summary);
    }

    @Test
    void aRunWholeOfTheEarlierCodeKeepsItsFigures() throws IOException {
        // no shard measured the current code: the run is a record of the earlier code as a whole
        Path one = shard("shard-1-of-2", 1, 100, 50, "");
        Path two = shard("shard-2-of-2", 5, 80, 40, "");
        Path out = tmp.resolve("merged");
        ReportFixtures.Run run = merge(matrix("fastlib", Direction.ENCODE), out, one, two);
        assertEquals(0, run.exit(), run.err());
        List<CSVRecord> rows = csv(out.resolve("results.csv"));
        assertEquals(2.0, num(row(rows, ENCODE, "fastlib", "1"), "speedup"), 1e-9);
        assertEquals(2.5, num(row(rows, ENCODE, "fastlib", "5"), "speedup"), 1e-9);
        assertFalse(Files.readString(out.resolve("SUMMARY.md")).contains("Left out of older shards"));
    }

    @Test
    void aShardWithAnotherBaselineIsRefusedBeforeAnythingIsWritten() throws IOException {
        Path older = shard("shard-1-of-2", 1, 100, 50, "");
        Path newer = shard("shard-2-of-2", 5, 80, 40, "version." + REVISION + "=2\n");
        Path out = tmp.resolve("merged");
        ReportFixtures.Run run = merge(matrix("jackson", Direction.DECODE), out, older, newer);
        assertNotEquals(0, run.exit());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("shard-1-of-2 measured the baseline jackson at other versions than another shard of the run ("
                + REVISION + " not recorded, now 2)"), run.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void theSizeTableCountsTheScenariosWhoseSizesRanOnTwoHostFamilies() throws IOException {
        Path a = shard("shard-1-of-2", 1, 100, 50, "host.id=fam-a\n");
        Path b = shard("shard-2-of-2", 5, 80, 40, "host.id=fam-b\n");
        Path out = tmp.resolve("merged");
        ReportFixtures.Run run = merge(matrix("fastlib", Direction.ENCODE), out, a, b);
        assertEquals(0, run.exit(), run.err());
        String summary = Files.readString(out.resolve("SUMMARY.md"));
        // int encode and int decode: each at fields=1 on fam-a, at fields=5 on fam-b
        assertTrue(summary.contains("*Host families:* this run's shards ran on 2 host families (`fam-a`, `fam-b`), and 2 of the 2 "
                + "scenario directions behind this table were measured on different families at different sizes"), summary);

        // both sizes on one family: no such line
        Path c = shard("one/shard-1-of-2", 1, 100, 50, "host.id=fam-a\n");
        Path d = shard("one/shard-2-of-2", 5, 80, 40, "host.id=fam-a\n");
        Path same = tmp.resolve("same");
        assertEquals(0, merge(matrix("fastlib", Direction.ENCODE), same, c, d).exit());
        String sameSummary = Files.readString(same.resolve("SUMMARY.md"));
        assertTrue(sameSummary.contains("## By message size"), sameSummary);
        assertFalse(sameSummary.contains("*Host families:*"), sameSummary);
    }
}

package io.serbench.report.analysis;

import io.serbench.report.ReportProfileTest;
import io.serbench.report.data.JmhRun;
import io.serbench.report.stats.GeoMean;
import io.serbench.report.stats.Stats;
import io.serbench.runfolder.SizesTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.serbench.report.ReportFixtures.jmhFile;
import static io.serbench.report.ReportFixtures.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The size profile on hand-made rounds: each column the per-round geometric mean over the
 * directions measured at every size, the change the largest over the smallest, both with a row's
 * kind of interval; the expected numbers are worked out here.
 */
class SizeProfileTest {
    @TempDir
    Path tmp;

    private static final int ROUNDS = 3;

    /** dsljson per cell, size and round: far ahead on one field, less on ten. */
    private static final double[][][] DSLJSON = {{{4.0, 4.4, 3.8}, {1.5, 1.6, 1.4}}, {{6.0, 5.5, 6.2}, {2.4, 2.5, 2.3}}};

    /**
     * jackson at {@code base[size]} ns in every round; {@code speedups.get(lib)[cell][size][round]}
     * for the rest, cells IntBench encode and StringBench encode, sizes fields=1 and fields=10.
     */
    private Analysis analysis(Map<String, double[][][]> speedups, double[] base, boolean stringAtOneSizeOnly) throws Exception {
        List<JmhRun> runs = new ArrayList<>();
        String[] cells = {"IntBench", "StringBench"};
        int[] fields = {1, 10};
        for (int r = 0; r < ROUNDS; r++) {
            List<String> results = new ArrayList<>();
            for (int c = 0; c < cells.length; c++) {
                for (int f = 0; f < fields.length; f++) {
                    if (stringAtOneSizeOnly && c == 1 && f == 0) {
                        continue;
                    }
                    results.add(result(cells[c], "encode", base[f], "library", "jackson", "fields", Integer.toString(fields[f])));
                    for (Map.Entry<String, double[][][]> e : speedups.entrySet()) {
                        double s = e.getValue()[c][f][r];
                        if (s > 0) {
                            results.add(result(cells[c], "encode", base[f] / s, "library", e.getKey(), "fields",
                                    Integer.toString(fields[f])));
                        }
                    }
                }
            }
            runs.add(JmhRun.read(jmhFile(tmp.resolve("round-" + (r + 1) + ".json"), results), r));
        }
        return Analysis.of(runs, "jackson", ReportProfileTest.MATRIX, "noop", SizesTable.empty());
    }

    @Test
    void eachSizeIsTheRoundsGeometricMeanAndTheChangeTheirRatio() throws Exception {
        Map<String, double[][][]> s = Map.of(
                "dsljson", DSLJSON,
                // protobuf: about the same lead at both sizes
                "protobuf", new double[][][]{{{8.0, 8.5, 7.6}, {8.2, 8.0, 8.4}}, {{3.0, 3.2, 2.9}, {3.1, 2.9, 3.0}}},
                // fory: gains with size
                "fory", new double[][][]{{{5.0, 5.2, 4.9}, {12.0, 13.0, 12.5}}, {{3.0, 3.1, 2.8}, {8.0, 8.5, 7.9}}});
        Analysis a = analysis(s, new double[]{100, 400}, false);
        SizeProfile p = SizeProfile.of(a);
        assertTrue(p.present());
        assertEquals(List.of(1, 10), p.sizes());
        assertEquals(2, p.directions());
        assertEquals(100.0, p.baselineNsOp().get(1), 1e-9);
        assertEquals(400.0, p.baselineNsOp().get(10), 1e-9);

        List<String> libs = List.of("dsljson", "fory", "protobuf");
        List<double[]> sizeZ = new ArrayList<>();
        List<double[]> changeZ = new ArrayList<>();
        for (String lib : libs) {
            double[][][] x = s.get(lib);
            double[] one = new double[ROUNDS];
            double[] ten = new double[ROUNDS];
            double[] change = new double[ROUNDS];
            for (int r = 0; r < ROUNDS; r++) {
                one[r] = (Math.log(x[0][0][r]) + Math.log(x[1][0][r])) / 2;
                ten[r] = (Math.log(x[0][1][r]) + Math.log(x[1][1][r])) / 2;
                change[r] = ten[r] - one[r];
            }
            sizeZ.add(one);
            sizeZ.add(ten);
            changeZ.add(change);
        }
        // one prior over the six per-size means, another over the three changes
        Stats.Prior sizes = prior(sizeZ);
        Stats.Prior changes = prior(changeZ);
        for (int i = 0; i < libs.size(); i++) {
            String lib = libs.get(i);
            SizeProfile.Entry e = p.entries().stream().filter(x -> x.library().equals(lib)).findFirst().orElseThrow();
            assertEquals(2, e.directions(), lib);
            assertInterval(sizeZ.get(2 * i), sizes, e.bySize().get(1), lib + " fields=1");
            assertInterval(sizeZ.get(2 * i + 1), sizes, e.bySize().get(10), lib + " fields=10");
            assertInterval(changeZ.get(i), changes, e.change(), lib + " change");
        }
        SizeProfile.Entry dsl = p.entries().stream().filter(x -> x.library().equals("dsljson")).findFirst().orElseThrow();
        assertTrue(dsl.change().high() < 1, "dsljson's lead shrinks with size: " + dsl.change());
        SizeProfile.Entry fory = p.entries().stream().filter(x -> x.library().equals("fory")).findFirst().orElseThrow();
        assertTrue(fory.change().low() > 1, "fory's lead grows with size: " + fory.change());
    }

    private static Stats.Prior prior(List<double[]> zs) {
        double[] s2 = new double[zs.size()];
        double[] d = new double[zs.size()];
        for (int i = 0; i < zs.size(); i++) {
            s2[i] = Stats.variance(zs.get(i));
            d[i] = ROUNDS - 1;
        }
        return Stats.fitPrior(s2, d);
    }

    private static void assertInterval(double[] z, Stats.Prior prior, GeoMean m, String what) {
        double half = Stats.t975(prior.df(ROUNDS - 1)) * Math.sqrt(prior.moderate(Stats.variance(z), ROUNDS - 1) / ROUNDS);
        assertEquals(Math.exp(Stats.mean(z)), m.value(), 1e-12, what);
        assertEquals(Math.exp(Stats.mean(z) - half), m.low(), 1e-9, what);
        assertEquals(Math.exp(Stats.mean(z) + half), m.high(), 1e-9, what);
    }

    @Test
    void onlyDirectionsMeasuredAtEverySizeCount() throws Exception {
        // string encode ran at fields=10 only: the profile is int encode alone, one direction
        Map<String, double[][][]> s = Map.of(
                "dsljson", DSLJSON,
                "protobuf", new double[][][]{{{8.0, 8.5, 7.6}, {8.2, 8.0, 8.4}}, {{3.0, 3.2, 2.9}, {3.1, 2.9, 3.0}}});
        SizeProfile p = SizeProfile.of(analysis(s, new double[]{100, 400}, true));
        assertEquals(1, p.directions());
        SizeProfile.Entry dsl = p.entries().stream().filter(x -> x.library().equals("dsljson")).findFirst().orElseThrow();
        // one direction: a group of one row is that row, with the row's own figure
        assertEquals(Math.exp((Math.log(4.0) + Math.log(4.4) + Math.log(3.8)) / 3), dsl.bySize().get(1).value(), 1e-9);
    }

    @Test
    void aLibraryMissingADirectionAtOneSizeIsAveragedOverTheRest() throws Exception {
        Map<String, double[][][]> s = Map.of(
                "dsljson", DSLJSON,
                // protobuf has no string encode at fields=1 (0 = not run)
                "protobuf", new double[][][]{{{8.0, 8.5, 7.6}, {8.2, 8.0, 8.4}}, {{0, 0, 0}, {3.1, 2.9, 3.0}}});
        SizeProfile p = SizeProfile.of(analysis(s, new double[]{100, 400}, false));
        assertEquals(2, p.directions());
        SizeProfile.Entry proto = p.entries().stream().filter(x -> x.library().equals("protobuf")).findFirst().orElseThrow();
        assertEquals(1, proto.directions());
        assertEquals(Math.exp((Math.log(8.2) + Math.log(8.0) + Math.log(8.4)) / 3), proto.bySize().get(10).value(), 1e-9,
                "fields=10 over int encode alone, as fields=1");
    }

    @Test
    void aRunOfOneSizeHasNoSizeProfile() throws Exception {
        // fields=10 only, as the slice runs are
        List<JmhRun> runs = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            List<String> results = List.of(
                    result("IntBench", "encode", 100, "library", "jackson", "fields", "10"),
                    result("IntBench", "encode", 50, "library", "dsljson", "fields", "10"));
            runs.add(JmhRun.read(jmhFile(tmp.resolve("one").resolve("round-" + (r + 1) + ".json"), results), r));
        }
        Analysis a = Analysis.of(runs, "jackson", ReportProfileTest.MATRIX, "noop", SizesTable.empty());
        assertFalse(SizeProfile.of(a).present());
    }
}

package io.serbench.report.csv;

import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.PresetBias;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/** {@code preset-check.csv}: one row per ratio measured in both arms, sorted by |d| (largest first). */
public final class PresetCheckCsv {
    static final String[] HEADER = {"ratio", "cell", "library", "first_arm", "engine_speedup", "careful_speedup", "d",
            "engine_jackson_before_ns", "engine_library_ns", "engine_jackson_after_ns", "jackson_bracket_spread",
            "careful_jackson_ns", "careful_library_ns"};

    private PresetCheckCsv() {
    }

    public static String render(PresetBias bias) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(HEADER).setRecordSeparator("\n").build())) {
            for (PresetBias.Ratio r : bias.ratios()) {
                var p = r.pair();
                csv.printRecord(p.index(), p.cell(), p.library(), p.firstArm(), Fmt.csv(r.engineSpeedup()),
                        Fmt.csv(r.carefulSpeedup()), Fmt.csv(r.d()), Fmt.csv(p.engineBaselineBefore()),
                        Fmt.csv(p.engineLibrary()), Fmt.csv(p.engineBaselineAfter()), Fmt.csv(r.bracketSpread()),
                        Fmt.csv(p.carefulBaseline()), Fmt.csv(p.carefulLibrary()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}

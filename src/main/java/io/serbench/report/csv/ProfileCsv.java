package io.serbench.report.csv;

import io.serbench.report.format.Fmt;
import io.serbench.report.analysis.Families;
import io.serbench.report.analysis.Profile;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/** profile.csv: one row per library ({@link Profile}), full libraries by family, then the double-format variants. */
public final class ProfileCsv {
    private ProfileCsv() {
    }

    public static String render(Profile profile) {
        StringWriter out = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setHeader(Profile.HEADER).setRecordSeparator("\n").build())) {
            for (Profile.Entry e : profile.sorted()) {
                csv.printRecord(e.library(), Families.label(e.family()), e.doublesOnly(), e.lossy(),
                        Fmt.csv(e.all().value()), Fmt.csv(e.all().low()), Fmt.csv(e.all().high()), e.all().count(),
                        Fmt.csv(e.encode().value()), Fmt.csv(e.encode().low()), Fmt.csv(e.encode().high()), e.encode().count(),
                        Fmt.csv(e.decode().value()), Fmt.csv(e.decode().low()), Fmt.csv(e.decode().high()), e.decode().count(),
                        Fmt.csv(e.bytes().value()), e.bytes().count(), Fmt.csv(e.allocEncode()), Fmt.csv(e.allocDecode()),
                        e.allocCells(), e.hostile().text, String.join("; ", e.failures()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}

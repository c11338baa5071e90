package io.serbench.measure;

import io.serbench.codec.Codec;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.SupportMatrix.LibraryCase;
import io.serbench.report.data.RowKey;
import io.serbench.report.ReportFixtures;
import io.serbench.runfolder.SizesTable;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.zip.DeflaterOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SizesTest {
    @TempDir
    Path tmp;

    @Test
    void meanBytesAndDeflatedBytesOverThePool() throws Exception {
        Library jackson = SupportMatrix.library("jackson");
        List<LibraryCase> cases = List.of(new LibraryCase(jackson, new Case(Shape.INT, 1)),
                new LibraryCase(jackson, new Case(Shape.LIST_DOUBLE, 5)));
        List<Sizes.Row> rows = Sizes.measure(cases);
        assertEquals(2, rows.size());
        for (Sizes.Row row : rows) {
            Codec codec = jackson.codec(row.c());
            long bytes = 0;
            long deflated = 0;
            for (Object model : Dataset.pool(row.c())) {
                byte[] encoded = codec.encode(codec.toNative(model));
                bytes += encoded.length;
                // an independent route to the same zlib stream: DeflaterOutputStream with a default Deflater
                ByteArrayOutputStream z = new ByteArrayOutputStream();
                try (DeflaterOutputStream d = new DeflaterOutputStream(z)) {
                    d.write(encoded);
                }
                deflated += z.size();
            }
            assertEquals(64, row.inputs());
            assertEquals(bytes / 64.0, row.meanBytes(), 1e-9, row.c().toString());
            assertEquals(deflated / 64.0, row.meanDeflated(), 1e-9, row.c().toString());
            assertTrue(row.minBytes() <= row.meanBytes() && row.meanBytes() <= row.maxBytes());
        }
    }

    @Test
    void mediaRowsCarryTheStandardInstanceAndDoubleRowsTheirDigits() throws Exception {
        // a Jackson library that runs media, whatever the matrix says about pending media codecs
        Library jackson = Library.of("jackson", "jackson", io.serbench.codec.Format.JSON, "test",
                io.serbench.codec.jackson.JacksonCodec::new);
        List<Sizes.Row> rows = Sizes.measure(List.of(new LibraryCase(jackson, new Case(Shape.MEDIA, 1)),
                new LibraryCase(jackson, new Case(Shape.DOUBLE, 10).withDigits(8)),
                new LibraryCase(jackson, new Case(Shape.DOUBLE, 10))));
        Codec codec = jackson.codec(new Case(Shape.MEDIA, 1));
        int standard = codec.encode(codec.toNative(Dataset.standardMedia())).length;
        assertEquals(standard, rows.get(0).standardBytes());
        assertEquals(-1, rows.get(1).standardBytes());

        Path file = tmp.resolve("sizes.csv");
        Files.writeString(file, Sizes.render(rows));
        SizesTable table = SizesTable.read(file);
        assertEquals(standard, table.get("jackson", "media", null, 1, Shape.FULL_DIGITS).standardBytes(), 1e-9);
        double eight = table.get("jackson", "double", null, 10, 8).bytes();
        double full = table.get("jackson", "double", null, 10, 17).bytes();
        assertEquals(rows.get(1).meanBytes(), eight, 1e-2);
        assertEquals(rows.get(2).meanBytes(), full, 1e-2);
        assertTrue(eight < full, "8 significant digits print shorter than 17: " + eight + " vs " + full);
    }

    @Test
    void includeTakesTheBenchmarkRegex() {
        assertTrue(Sizes.matches(Pattern.compile("IntBench.decode"), Shape.INT));
        assertFalse(Sizes.matches(Pattern.compile("IntBench.decode"), Shape.DOUBLE));
        assertTrue(Sizes.matches(Pattern.compile("ListBench"), Shape.LIST_OBJECT));
    }

    @Test
    void cliWritesSizesCsvOnceAndReportReadsIt() throws Exception {
        Path out = tmp.resolve("run");
        StringWriter err = new StringWriter();
        int exit = Sizes.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "--out", out.toString(),
                "--include", "IntBench");
        assertEquals(0, exit, err.toString());
        List<CSVRecord> rows = ReportFixtures.csv(out.resolve("sizes.csv"));
        assertFalse(rows.isEmpty());
        assertTrue(rows.stream().allMatch(r -> r.get("scenario").equals("int")));
        assertTrue(rows.stream().anyMatch(r -> r.get("library").equals("jackson") && r.get("fields").equals("10")));
        String written = Files.readString(out.resolve("sizes.csv"));

        StringWriter err2 = new StringWriter();
        assertEquals(1, Sizes.run(new PrintWriter(new StringWriter()), new PrintWriter(err2), "--out", out.toString()));
        assertTrue(err2.toString().contains("refusing to overwrite"), err2.toString());
        assertEquals(written, Files.readString(out.resolve("sizes.csv")));

        SizesTable table = SizesTable.read(out.resolve("sizes.csv"));
        SizesTable.Size size = table.get("jackson", "int", null, 1, Shape.FULL_DIGITS);
        double expected = Double.parseDouble(rows.stream().filter(r -> r.get("library").equals("jackson")
                && r.get("fields").equals("1")).findFirst().orElseThrow().get("mean_bytes"));
        assertEquals(expected, size.bytes(), 1e-9);
    }

    @Test
    void sizesNeedsOut() {
        StringWriter err = new StringWriter();
        assertEquals(2, Sizes.run(new PrintWriter(new StringWriter()), new PrintWriter(err)));
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
    }
}

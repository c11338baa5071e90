package io.serbench.runfolder;

import io.serbench.model.Shape;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * sizes.csv as written by {@code io.serbench.measure.Sizes}: mean bytes on the wire per (library,
 * shape, fields, digits), and for media the bytes of the standard instance (the one the 2011
 * tables measured). Files written before the {@code digits} and {@code standard_bytes} columns
 * existed still read: their rows are full-precision doubles, without standard bytes.
 */
public final class SizesTable {
    public static final String FILE_NAME = "sizes.csv";
    /** Columns, as {@code io.serbench.measure.Sizes} writes them. */
    public static final List<String> HEADER = List.of("library", "scenario", "element", "fields", "inputs",
            "mean_bytes", "mean_deflated_bytes", "min_bytes", "max_bytes", "digits", "standard_bytes");

    /**
     * Mean encoded and deflated size of one (library, shape, fields, digits).
     *
     * @param standardBytes bytes of {@code Dataset.standardMedia()} (media rows only), else NaN
     */
    public record Size(double bytes, double deflatedBytes, double standardBytes) {
        public Size(double bytes, double deflatedBytes) {
            this(bytes, deflatedBytes, Double.NaN);
        }
    }

    private final Path source;
    private final Map<String, Size> sizes;

    private SizesTable(Path source, Map<String, Size> sizes) {
        this.source = source;
        this.sizes = sizes;
    }

    public static SizesTable empty() {
        return new SizesTable(null, Map.of());
    }

    /** The first sizes.csv found among {@code folders}, or an empty table. */
    public static SizesTable find(List<Path> folders) throws BadInputException {
        for (Path folder : folders) {
            Path p = folder.resolve(FILE_NAME);
            if (Files.isRegularFile(p)) {
                return read(p);
            }
        }
        return empty();
    }

    public static SizesTable read(Path path) throws BadInputException {
        InputFile.check(path);
        Map<String, Size> sizes = new HashMap<>();
        try (Reader in = Files.newBufferedReader(path, StandardCharsets.UTF_8);
             CSVParser csv = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).build().parse(in)) {
            for (CSVRecord r : csv) {
                String element = r.get("element");
                String digits = r.isMapped("digits") ? r.get("digits") : "";
                String standard = r.isMapped("standard_bytes") ? r.get("standard_bytes") : "";
                sizes.put(key(r.get("library"), r.get("scenario"), element.isEmpty() ? null : element,
                                Integer.parseInt(r.get("fields")),
                                digits.isEmpty() ? Shape.FULL_DIGITS : Integer.parseInt(digits)),
                        new Size(bytes(r, "mean_bytes"), bytes(r, "mean_deflated_bytes"),
                                standard.isEmpty() ? Double.NaN : bytes(r, "standard_bytes")));
            }
        } catch (IOException | IllegalArgumentException | IllegalStateException e) {
            throw new BadInputException(path + " is not a sizes table written by Sizes: " + e.getMessage());
        }
        return new SizesTable(path, sizes);
    }

    /** A byte count: finite and not negative, or the table is not one Sizes wrote. */
    private static double bytes(CSVRecord r, String column) {
        double v = Double.parseDouble(r.get(column));
        if (!(Double.isFinite(v) && v >= 0)) {
            throw new IllegalArgumentException(column + " is " + r.get(column) + " in line " + r.getRecordNumber());
        }
        return v;
    }

    /** Null when the table has no row for it (no sizes.csv, or the harness baseline). */
    public Size get(String library, String scenario, String element, int fields, int digits) {
        return sizes.get(key(library, scenario, element, fields, digits));
    }

    /** Where it was read from, or null. */
    public Path source() {
        return source;
    }

    private static String key(String library, String scenario, String element, int fields, int digits) {
        return library + "|" + scenario + "|" + Objects.toString(element, "") + "|" + fields + "|" + digits;
    }
}

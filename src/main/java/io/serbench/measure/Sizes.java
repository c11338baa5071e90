package io.serbench.measure;

import io.serbench.codec.Codec;
import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.SupportMatrix.LibraryCase;
import io.serbench.runfolder.BadInputException;
import io.serbench.runfolder.OutFolder;
import io.serbench.runfolder.SizesTable;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.zip.Deflater;

/**
 * Bytes on the wire: for every supported (library, shape, fields, digits), the mean encoded size
 * over the 64 pool inputs and the mean deflated size (zlib, default level), written to sizes.csv;
 * for media also the size of the standard instance ({@link Dataset#standardMedia()}), the one the
 * 2011 jvm-serializers tables measured, in the {@code standard_bytes} column.
 * Sizes do not depend on timing, so they are measured once here instead of inside JMH.
 */
@Command(name = "io.serbench.measure.Sizes", mixinStandardHelpOptions = true, sortOptions = false,
        description = "Writes sizes.csv: mean encoded and deflated bytes of every supported (library, shape, fields, "
                + "digits), and the bytes of the standard media instance.")
public final class Sizes implements Callable<Integer> {

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "folder for sizes.csv")
    private Path out;

    @Option(names = "--include", paramLabel = "REGEX",
            description = "JMH include regex: keep a case when it finds a match in one of its scenario's "
                    + "benchmark names, e.g. io.serbench.bench.IntBench.encode (default: all)")
    private String include;

    private final PrintWriter stdout;
    private final PrintWriter stderr;

    private Sizes(PrintWriter stdout, PrintWriter stderr) {
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /**
     * Mean sizes of one (library, case).
     *
     * @param standardBytes bytes of the standard media instance (media only), else -1
     */
    public record Row(Library library, Case c, int inputs, double meanBytes, double meanDeflated, int minBytes, int maxBytes,
                      int standardBytes) {
    }

    public static void main(String... args) {
        System.exit(run(new PrintWriter(System.out, true, StandardCharsets.UTF_8),
                new PrintWriter(System.err, true, StandardCharsets.UTF_8), args));
    }

    /** The CLI without System.exit: returns the exit code (0 ok, 1 failure, 2 bad usage). */
    public static int run(PrintWriter stdout, PrintWriter stderr, String... args) {
        try {
            CommandLine cl = new CommandLine(new Sizes(stdout, stderr));
            cl.setOut(stdout);
            cl.setErr(stderr);
            cl.setParameterExceptionHandler((e, a) -> {
                stderr.println("serbench sizes: " + e.getMessage() + " (see --help)");
                return 2;
            });
            return cl.execute(args);
        } finally {
            stdout.flush();
            stderr.flush();
        }
    }

    /** The Java API ({@code -Pbench} calls it): sizes.csv for the cases the include regex selects. */
    public static int write(Path out, String include, PrintWriter log) {
        return include == null ? run(log, log, "--out", out.toString()) : run(log, log, "--out", out.toString(), "--include", include);
    }

    @Override
    public Integer call() {
        Path target = out.resolve(SizesTable.FILE_NAME);
        try {
            OutFolder.refuseRedirected(out.toAbsolutePath().normalize(), "--out " + out);
        } catch (BadInputException e) {
            stderr.println("serbench sizes: " + e.getMessage());
            return 1;
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            stderr.println("serbench sizes: refusing to overwrite " + target + ": pass --out with a new folder");
            return 1;
        }
        Pattern filter;
        try {
            filter = include == null ? null : Pattern.compile(include);
        } catch (PatternSyntaxException e) {
            stderr.println("serbench sizes: --include is not a regex: " + e.getDescription());
            return 2;
        }
        List<LibraryCase> cases = new ArrayList<>();
        for (LibraryCase lc : SupportMatrix.supportedCases()) {
            if (filter == null || matches(filter, lc.c().shape())) {
                cases.add(lc);
            }
        }
        List<Row> rows;
        try {
            rows = measure(cases);
        } catch (IllegalStateException e) {
            stderr.println("serbench sizes: " + e.getMessage());
            return 1;
        }
        try {
            Files.createDirectories(out);
            Files.writeString(target, render(rows), StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE);
        } catch (IOException e) {
            stderr.println("serbench sizes: cannot write " + target + ": " + e);
            return 1;
        }
        stdout.println("serbench sizes: " + rows.size() + " (library, shape, fields, digits) -> " + target);
        return 0;
    }

    static boolean matches(Pattern include, Shape shape) {
        String cls = shape.benchmarkClassName();
        return include.matcher(cls + ".encode").find() || include.matcher(cls + ".decode").find();
    }

    /** Encodes every pool input of every (library, case); fails naming the library and case. */
    public static List<Row> measure(List<LibraryCase> cases) {
        List<Row> rows = new ArrayList<>();
        byte[] buffer = new byte[1 << 16];
        for (LibraryCase lc : cases) {
            Library lib = lc.library();
            Case c = lc.c();
            try {
                Codec codec = lib.codec(c);
                List<Object> pool = Dataset.pool(c);
                long total = 0;
                long deflated = 0;
                int min = Integer.MAX_VALUE;
                int max = 0;
                for (Object model : pool) {
                    byte[] bytes = codec.encode(codec.toNative(model));
                    total += bytes.length;
                    min = Math.min(min, bytes.length);
                    max = Math.max(max, bytes.length);
                    deflated += deflatedSize(bytes, buffer);
                }
                int standard = c.shape() == Shape.MEDIA ? codec.encode(codec.toNative(Dataset.standardMedia())).length : -1;
                rows.add(new Row(lib, c, pool.size(), (double) total / pool.size(), (double) deflated / pool.size(), min, max,
                        standard));
            } catch (Exception e) {
                throw new IllegalStateException(lib.id() + " · " + c + ": cannot encode: " + e, e);
            }
        }
        return rows;
    }

    /** zlib stream at the default level, as java.util.zip.Deflater makes it (framing included). */
    static int deflatedSize(byte[] input, byte[] buffer) {
        Deflater deflater = new Deflater();
        try {
            deflater.setInput(input);
            deflater.finish();
            int size = 0;
            while (!deflater.finished()) {
                size += deflater.deflate(buffer);
            }
            return size;
        } finally {
            deflater.end();
        }
    }

    static String render(List<Row> rows) {
        StringWriter w = new StringWriter();
        try (CSVPrinter csv = new CSVPrinter(w, CSVFormat.DEFAULT.builder().setHeader(SizesTable.HEADER.toArray(String[]::new))
                .setRecordSeparator("\n").build())) {
            for (Row r : rows) {
                Shape s = r.c().shape();
                csv.printRecord(r.library().id(), s.scenario, s.element == null ? "" : s.element, r.c().fields(),
                        r.inputs(), String.format(Locale.ROOT, "%.2f", r.meanBytes()),
                        String.format(Locale.ROOT, "%.2f", r.meanDeflated()), r.minBytes(), r.maxBytes(),
                        s.hasDoubles() ? Integer.toString(r.c().digits()) : "",
                        r.standardBytes() < 0 ? "" : Integer.toString(r.standardBytes()));
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return w.toString();
    }
}

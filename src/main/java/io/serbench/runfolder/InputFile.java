package io.serbench.runfolder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * The check every file the reporter reads passes first: it exists, is a regular file (not a
 * folder, a pipe or a device such as /dev/zero, which never ends) and is no larger than
 * {@link #MAX_BYTES}, so a huge file is refused before a byte of it is read.
 */
public final class InputFile {
    private InputFile() {
    }

    /**
     * 64 MiB: a JMH JSON of one round of the whole matrix is under 1 MB with 13 libraries, so even
     * 40 libraries with {@code -prof gc} stay far below; a file this big is not one of ours, and
     * reading it into a JSON tree would take several times its size in heap.
     */
    public static final long MAX_BYTES = 64L << 20;

    public static void check(Path path) throws BadInputException {
        if (!Files.exists(path)) {
            throw new BadInputException("cannot read " + path + ": no such file");
        }
        if (!Files.isRegularFile(path)) {
            throw new BadInputException("cannot read " + path + ": not a regular file");
        }
        long size;
        try {
            size = Files.size(path);
        } catch (IOException e) {
            throw new BadInputException("cannot read " + path + ": " + e.getMessage());
        }
        if (size > MAX_BYTES) {
            throw new BadInputException(path + " is " + mib(size) + ", larger than any file the reporter reads (limit "
                    + mib(MAX_BYTES) + "): not read");
        }
    }

    /**
     * The file's text (UTF-8), after {@link #check}; a {@code .gz} file is decompressed, and
     * refused when it inflates beyond {@link #MAX_BYTES} (a small bomb must not fill the heap).
     */
    public static String readText(Path path) throws BadInputException {
        check(path);
        try (InputStream raw = Files.newInputStream(path);
             InputStream in = RoundFileNames.isCompressed(path) ? new GZIPInputStream(raw) : raw) {
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw new BadInputException(path + " inflates beyond " + mib(MAX_BYTES) + ": not read");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new BadInputException("cannot read " + path + ": no such file");
        } catch (AccessDeniedException e) {
            throw new BadInputException("cannot read " + path + ": permission denied");
        } catch (ZipException e) {
            throw new BadInputException("cannot read " + path + ": not gzip data (" + e.getMessage() + ")");
        } catch (IOException e) {
            throw new BadInputException("cannot read " + path + ": " + e.getMessage());
        }
    }

    private static String mib(long bytes) {
        return String.format(Locale.ROOT, "%.0f MiB", bytes / (double) (1 << 20));
    }
}

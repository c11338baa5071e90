package io.serbench;

import io.serbench.codec.SupportMatrix;
import io.serbench.payload.RuntimeBinding;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The counts the README states are the matrix's: its library ids (every id of
 * {@link SupportMatrix#LIBRARIES}, each with a codec; the {@code noop} harness row is not one) and
 * the ids that bind a user's classes at run time.
 */
class ReadmeCountsTest {
    private static final Pattern LIBRARY_IDS = Pattern.compile("\\((\\d+) library ids\\b");
    private static final Pattern RUNTIME_IDS = Pattern.compile("binds classes at run time \\((\\d+) ids\\)");

    @Test
    void theReadmesLibraryCountIsTheMatrixs() throws Exception {
        assertEquals(SupportMatrix.LIBRARIES.size(), stated(LIBRARY_IDS), "README.md: '(N library ids' should be the matrix's size");
        assertTrue(SupportMatrix.LIBRARIES.stream().noneMatch(l -> l.id().equals(SupportMatrix.NOOP.id())));
    }

    @Test
    void theReadmesRuntimeBindingCountIsTheMatrixs() throws Exception {
        assertEquals(RuntimeBinding.ids().size(), stated(RUNTIME_IDS), "README.md: the runtime-binding id count");
    }

    private static int stated(Pattern p) throws Exception {
        Matcher m = p.matcher(Files.readString(Path.of("README.md"), StandardCharsets.UTF_8).replaceAll("\\s+", " "));
        assertTrue(m.find(), "README.md states no count matching " + p);
        return Integer.parseInt(m.group(1));
    }
}

package io.serbench.payload;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Generates the type-support matrix and compares it with docs/TYPE-SUPPORT.md: a change in any
 * library's behaviour, a probe or a binder shows up as a failing build until the file is
 * regenerated ({@code -Dserbench.regenerate=true} writes it).
 */
class TypeSupportTest {
    private static final Path CHECKED_IN = Path.of("docs", "TYPE-SUPPORT.md");

    @Test
    void checkedInMatrixIsCurrent() throws Exception {
        String generated = TypeSupport.render(Probes.class);
        if (Boolean.getBoolean("serbench.regenerate")) {
            Files.writeString(CHECKED_IN, generated, StandardCharsets.UTF_8);
        }
        assertTrue(Files.isRegularFile(CHECKED_IN), CHECKED_IN + " is missing; regenerate it: "
                + "mvn -B -q test -Dtest=TypeSupportTest -Dserbench.regenerate=true");
        assertEquals(Files.readString(CHECKED_IN, StandardCharsets.UTF_8), generated,
                CHECKED_IN + " is out of date; regenerate it: mvn -B -q test -Dtest=TypeSupportTest -Dserbench.regenerate=true");
    }
}

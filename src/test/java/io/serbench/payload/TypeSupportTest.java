package io.serbench.payload;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Generates the type-support matrix and compares it with docs/TYPE-SUPPORT.md: a change in any
 * library's behaviour, a probe or a binder shows up as a failing build until the file is
 * regenerated ({@code -Dserbench.regenerate=true} writes it). The same child JVMs also run each
 * probe as a payload run would check it, and every cell must agree with that verdict.
 */
class TypeSupportTest {
    private static final Path CHECKED_IN = Path.of("docs", "TYPE-SUPPORT.md");
    private static TypeSupport.Matrix matrix;

    @BeforeAll
    static void measure() throws Exception {
        matrix = TypeSupport.measure(Probes.class);
    }

    @Test
    void checkedInMatrixIsCurrent() throws Exception {
        String generated = TypeSupport.render(matrix);
        if (Boolean.getBoolean("serbench.regenerate")) {
            Files.writeString(CHECKED_IN, generated, StandardCharsets.UTF_8);
        }
        assertTrue(Files.isRegularFile(CHECKED_IN), CHECKED_IN + " is missing; regenerate it: "
                + "mvn -B -q test -Dtest=TypeSupportTest -Dserbench.regenerate=true");
        assertEquals(Files.readString(CHECKED_IN, StandardCharsets.UTF_8), generated,
                CHECKED_IN + " is out of date; regenerate it: mvn -B -q test -Dtest=TypeSupportTest -Dserbench.regenerate=true");
    }

    /** A cell is exact (with or without a setting) exactly when a payload run of the probe passes, and fails the same way. */
    @Test
    void everyCellAgreesWithAPayloadRunOfItsProbe() {
        List<String> disagree = new ArrayList<>();
        int compared = 0;
        for (Map.Entry<String, CheckFork.ProbeVerdicts> row : matrix.rows().entrySet()) {
            for (TypeSupport.Probe p : matrix.probes()) {
                RoundTripOutcome cell = row.getValue().cells().get(p.feature());
                RoundTripOutcome run = row.getValue().asPayload().get(p.feature());
                compared++;
                boolean same = run != null && cell.exact() == run.exact() && (cell.exact() || cell.kind() == run.kind());
                if (!same) {
                    disagree.add(row.getKey() + " · " + p.feature() + ": matrix " + cell + " | payload run " + run);
                }
            }
        }
        assertTrue(compared >= 20 * matrix.probes().size(), "only " + compared + " cells compared");
        assertTrue(disagree.isEmpty(), String.join("\n", disagree));
    }
}

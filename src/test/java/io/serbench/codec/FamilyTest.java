package io.serbench.codec;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every id of the support matrix declares its family, and the families say what the matrix says. */
class FamilyTest {
    @Test
    void everyMatrixIdHasAFamily() {
        List<String> missing = new ArrayList<>();
        for (Library l : SupportMatrix.LIBRARIES) {
            if (l.family() == null) {
                missing.add(l.id());
            }
        }
        assertEquals(List.of(), missing, "ids of SupportMatrix.LIBRARIES without a Family: declare one in the id's line");
        assertEquals(Family.HARNESS, SupportMatrix.NOOP.family());
    }

    @Test
    void familiesAgreeWithFormats() {
        for (Library l : SupportMatrix.LIBRARIES) {
            boolean text = l.format() == Format.JSON || l.format() == Format.JSON_DIALECT || l.format() == Format.XML;
            assertEquals(text, l.family() == Family.TEXT, l.id() + ": text formats, and only they, are in " + Family.TEXT);
            assertTrue(l.family() != Family.HARNESS, l.id() + " is a library, not the harness");
        }
    }

    @Test
    void everyFamilyButTheHarnessHasAMemberAndTheFloorIsAlone() {
        Map<Family, List<String>> byFamily = new EnumMap<>(Family.class);
        SupportMatrix.LIBRARIES.forEach(l -> byFamily.computeIfAbsent(l.family(), f -> new ArrayList<>()).add(l.id()));
        for (Family f : Family.values()) {
            if (f != Family.HARNESS) {
                assertTrue(byFamily.containsKey(f), f + " has no library");
            }
        }
        assertEquals(List.of("raw"), byFamily.get(Family.FLOOR), "the floor is the hand-written layout alone");
        assertEquals(List.of("flatbuffers", "capnproto", "sbe"), byFamily.get(Family.ZERO_COPY));
    }
}

package io.serbench.payload;

import io.serbench.codec.Library;
import io.serbench.codec.SupportMatrix;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every library id of the support matrix says whether it binds unknown classes, and if not, why. */
class RuntimeBindingTest {

    @Test
    void everyLibraryIdDeclaresItsBindingOrWhyNot() {
        for (Library l : SupportMatrix.LIBRARIES) {
            assertNotNull(l.runtimeBinder(), l.id() + " declares no runtime binding (.binder or .noBinder)");
        }
        assertEquals(SupportMatrix.LIBRARIES.stream().map(Library::id).toList(),
                RuntimeBinding.all().stream().map(RuntimeBinding.Entry::id).toList(), "one entry per id, in matrix order");
        for (RuntimeBinding.Entry e : RuntimeBinding.all()) {
            assertTrue(e.binds() != (e.notApplicable() != null), e.id() + ": a binder or a reason, not both");
            assertTrue(e.binds() || !e.notApplicable().isBlank(), e.id() + ": the reason it cannot bind");
        }
    }

    @Test
    void theBaselineBindsFirst() {
        assertEquals(SupportMatrix.BASELINE, RuntimeBinding.ids().get(0));
    }

    @Test
    void askingForALibraryThatCannotBindSaysWhy() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RuntimeBinding.binding("protobuf"));
        assertTrue(e.getMessage().contains("cannot bind") && e.getMessage().contains("schema"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> RuntimeBinding.binding("no-such-library"));
        assertFalse(RuntimeBinding.ids().contains("raw"));
    }
}

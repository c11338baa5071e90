package io.serbench.fuzz;

import io.serbench.hostile.HostileTable;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The phrases the profile's hostile-input column prints, from the published tables. */
class SafetyRuleTest {
    private static final HostileTable HOSTILE = HostileTable.load();
    private static final FuzzTable FUZZ = FuzzTable.load();

    @Test
    void aHangThatNeverThrewIsNamedByItsKindAlone() {
        // yasson's fuzzed hang was still decoding at the timeout: it threw nothing
        assertEquals(List.of("fuzzed: hang"), SafetyRule.failures("yasson", HOSTILE, FUZZ));
        // fastjson's hang ended, after seconds, in an exception: its type is part of the finding
        assertTrue(SafetyRule.failures("fastjson", HOSTILE, FUZZ).contains("fuzzed: hang (JSONException)"),
                SafetyRule.failures("fastjson", HOSTILE, FUZZ).toString());
    }

    @Test
    void handCraftedFailuresComeFirstAndEachFuzzedKindOnce() {
        List<String> kryo = SafetyRule.failures("kryo", HOSTILE, FUZZ);
        assertTrue(kryo.get(0).startsWith("2^31 length"), kryo.toString());
        assertEquals(1, kryo.stream().filter(p -> p.startsWith("fuzzed: OOM")).count(), kryo.toString());
        assertTrue(SafetyRule.failures("protobuf", HOSTILE, FUZZ).isEmpty(), "protobuf survives both tables");
        assertFalse(SafetyRule.tested("no-such-library", HOSTILE, FUZZ));
    }
}

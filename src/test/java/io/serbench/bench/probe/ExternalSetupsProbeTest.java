package io.serbench.bench.probe;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The probe's variants give what the suite's calls give (its setup checks all 64 inputs and
 * throws on a difference), and each differs from the suite's call only where it says. Nothing
 * here is timed.
 */
class ExternalSetupsProbeTest {

    private static ExternalSetupsProbe prepared(String setup) throws Exception {
        ExternalSetupsProbe p = new ExternalSetupsProbe();
        p.setup = setup;
        p.setUp();
        return p;
    }

    @Test
    void everySetupPassesItsVerification() throws Exception {
        List<String> setups = Arrays.asList(ExternalSetupsProbe.class.getField("setup").getAnnotation(Param.class).value());
        assertTrue(setups.containsAll(List.of("gson/encode", "gson-string/encode", "java-builtin/decode",
                "java-builtin-nofilter/decode")), "each variant has the suite's call beside it");
        for (String s : setups) {
            assertTrue(prepared(s).once(0) != null, s);
        }
    }

    /** Their gson call is Gson.toJson, which leaves nulls out (the suite's adapter writes them); setUp checked both decode to the same value. */
    @Test
    void gsonsStringCallLeavesNullsOut() throws Exception {
        String theirs = new String((byte[]) prepared("gson-string/encode").once(0), StandardCharsets.UTF_8);
        String suite = new String((byte[]) prepared("gson/encode").once(0), StandardCharsets.UTF_8);
        assertFalse(theirs.contains(":null"), theirs);
        assertTrue(suite.startsWith("{") && theirs.startsWith("{"), "both are JSON documents");
    }
}

package io.serbench.report.data;

import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JDK 25 mark from compatibility probes: hand-made rows, then the committed table. */
class JdkNeedsTest {
    private static final String HEADER = "id,jdk,setting,outcome,warnings,failure\n";

    @Test
    void needsFailsAndFallsBackAreMarkedAndAWarningAloneIsNot() throws Exception {
        String csv = HEADER
                + "opens,25,no-add-opens,fails,,java.lang.reflect.InaccessibleObjectException\n"
                + "opens,25,declared,runs,,\nopens,25,deny-unsafe,runs,,\n"
                + "denied,25,no-add-opens,warns,sun.misc.Unsafe::objectFieldOffset by a.B,\n"
                + "denied,25,declared,warns,sun.misc.Unsafe::objectFieldOffset by a.B,\n"
                + "denied,25,deny-unsafe,fails,,java.lang.UnsupportedOperationException: objectFieldOffset\n"
                + "fallback,25,no-add-opens,warns,sun.misc.Unsafe::arrayBaseOffset by c.D,\n"
                + "fallback,25,declared,warns,sun.misc.Unsafe::arrayBaseOffset by c.D,\n"
                + "fallback,25,deny-unsafe,runs,,\n"
                + "plain,25,no-add-opens,runs,,\nplain,25,declared,runs,,\nplain,25,deny-unsafe,runs,,\n"
                + "old,17,no-add-opens,fails,,x\nold,17,declared,runs,,\n";
        JdkNeeds n = JdkNeeds.parse(new StringReader(csv));
        assertEquals("needs an --add-opens", n.why("opens"));
        assertEquals("fails with Unsafe denied", n.why("denied"));
        assertEquals("falls back with Unsafe denied", n.why("fallback"));
        assertFalse(n.marked("plain"));
        assertFalse(n.marked("old"), "a JDK 17 row says nothing of JDK 25");
    }

    @Test
    void theCommittedTableMarksTheLibrariesItsPageNames() {
        JdkNeeds n = JdkNeeds.load();
        assertEquals(Set.of("jsoniter", "jsoniter-strict", "jsoniter-base64", "jsoniter-6digits", "sbe", "fastjson2",
                "fastjson2-jsonb", "hessian", "kryo", "kryo-unsafe", "protostuff", "msgpack"), n.all().keySet());
        assertTrue(n.why("msgpack").startsWith("falls back"));
    }
}

package io.serbench.runfolder;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpeedIndexTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static ObjectNode result(String benchmark, String library, double ns, String... knobs) {
        ObjectNode r = JSON.createObjectNode();
        r.put("benchmark", benchmark);
        ObjectNode params = r.putObject("params");
        params.put("library", library);
        for (int i = 0; i < knobs.length; i += 2) {
            params.put(knobs[i], knobs[i + 1]);
        }
        r.putObject("primaryMetric").put("score", ns);
        return r;
    }

    @Test
    void baselineNsIsTheGeometricMeanOfJacksonsForksPerCellAndIgnoresOtherLibraries() {
        List<JsonNode> round = new ArrayList<>();
        round.add(result("io.serbench.bench.IntBench.decode", "jackson", 100, "fields", "10"));
        round.add(result("io.serbench.bench.IntBench.decode", "protobuf", 10, "fields", "10"));
        round.add(result("io.serbench.bench.IntBench.decode", "jackson", 400, "fields", "10"));
        round.add(result("io.serbench.bench.MediaBench.decode", "jackson", 50));
        ObjectNode mode = result("io.serbench.bench.MediaBench.decode", "jackson", 5000);
        ForkResultFields.markModeFork(mode);
        round.add(mode);
        Map<String, Double> ns = SpeedIndex.baselineNs(round);
        assertEquals(2, ns.size());
        assertEquals(200, ns.get("IntBench.decode fields=10"), 1e-9);
        assertEquals(50, ns.get("MediaBench.decode"), 1e-9, "a mode fork counts modes only");
    }

    @Test
    void theIndexIsTheMedianRatioToTheReferenceOverSharedCellsAndFlagsBeyondAQuarter() {
        Map<String, Double> ref = new LinkedHashMap<>(Map.of("a", 100.0, "b", 200.0, "c", 50.0, "d", 10.0));
        SpeedIndex.Reference r = new SpeedIndex.Reference("fam", 17, "2.x", ref, "run");
        SpeedIndex.Index i = SpeedIndex.against(Map.of("a", 110.0, "b", 260.0, "c", 60.0, "x", 1.0), r);
        assertEquals(3, i.cells(), "only cells both measured");
        assertEquals(1.2, i.value(), 1e-9, "median of 1.1, 1.3 and 1.2");
        assertFalse(i.flagged());
        assertTrue(SpeedIndex.against(Map.of("a", 130.0), r).flagged(), "×1.30 is slow");
        assertTrue(SpeedIndex.against(Map.of("a", 70.0), r).flagged(), "×0.70 is fast beyond the inverse of 1.25");
        assertFalse(SpeedIndex.of(Map.of("a", 1.0), "no-such-family", 17).known(), "no reference, no index");
    }

    @Test
    void theCommittedReferencesCoverEveryPublishedFamilyOnJdk17WithTheSliceCells() {
        for (String family : List.of("amd-epyc-zen3-kvm", "amd-epyc-zen4-kvm", "amd-epyc-zen5-kvm")) {
            SpeedIndex.Reference r = SpeedIndex.reference(family, 17);
            assertNotNull(r, family);
            assertEquals(21, r.nsPerCell().size(), family + ": the fields=10 and media cells");
            assertTrue(r.nsPerCell().containsKey("MediaBench.decode"), family);
        }
    }
}

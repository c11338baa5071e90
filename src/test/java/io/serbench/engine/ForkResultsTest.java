package io.serbench.engine;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.serbench.runfolder.RoundFileNames;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A published folder whose rounds were compressed can be resumed and re-screened: the rounds stay compressed. */
class ForkResultsTest {
    @TempDir
    Path tmp;

    private static ObjectNode result(double score) {
        ObjectNode r = ForkResults.JSON.createObjectNode().put("benchmark", "io.serbench.bench.IntBench.encode");
        r.putObject("params").put("library", "jackson").put("fields", "10");
        r.putObject("primaryMetric").put("score", score);
        return r;
    }

    @Test
    void aCompressedRoundIsFoundReadAndRewrittenCompressed() throws IOException {
        Path plain = RoundFileNames.round(tmp, 1);
        assertEquals("round-1.json", plain.getFileName().toString(), "a new round is written plain");
        ForkResults.write(plain, List.of(result(100.0)));
        try (InputStream in = Files.newInputStream(plain);
             var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(tmp.resolve("round-1.json.gz")))) {
            in.transferTo(out);
        }
        Files.delete(plain);

        Path found = RoundFileNames.round(tmp, 1);
        assertEquals("round-1.json.gz", found.getFileName().toString());
        assertEquals(100.0, ForkResults.read(found).get(0).path("primaryMetric").path("score").asDouble());

        ForkResults.write(found, List.of(result(100.0), result(120.0)));
        assertFalse(Files.exists(plain), "no plain twin appears beside the compressed round");
        try (InputStream in = new GZIPInputStream(Files.newInputStream(found))) {
            assertTrue(new String(in.readAllBytes()).contains("120.0"), "rewritten compressed");
        }
        assertEquals(2, ForkResults.read(found).size());
    }
}

package io.serbench.payload;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Samples as a JSON array or JSON Lines, at most 64, and every bad input as one line. */
class PayloadTest {
    @TempDir
    Path dir;

    public static class Point {
        public int x;
        public String label;
    }

    private Path file(String text) throws Exception {
        Path f = dir.resolve("samples.json");
        Files.writeString(f, text);
        return f;
    }

    @Test
    void readsAnArrayAndJsonLines() throws Exception {
        assertEquals(2, Payload.load(Point.class.getName(), file("[{\"x\":1,\"label\":\"a\"},{\"x\":2}]")).samples().size());
        Payload p = Payload.load(Point.class.getName(), file("{\"x\":1}\n{\"x\":2}\n\n{\"x\":3}\n"));
        assertEquals(3, p.samples().size());
        assertEquals(3, ((Point) p.samples().get(2)).x);
        assertTrue(p.bound().reachable().contains(Point.class));
    }

    @Test
    void keepsTheFirst64() throws Exception {
        assertEquals(Payload.MAX_SAMPLES, Payload.load(Point.class.getName(), file("{\"x\":1}\n".repeat(100))).samples().size());
    }

    @Test
    void badInputIsOneLine() throws Exception {
        String[] messages = {
                message("com.example.NoSuch", file("{\"x\":1}")),
                message(Point.class.getName(), file("")),
                message(Point.class.getName(), file("{\"x\":\"not a number\"}")),
                message(Point.class.getName(), file("{\"x\":1,\"unknown\":2}")),
                message(Point.class.getName(), dir.resolve("missing.jsonl")),
                message(Runnable.class.getName(), file("{}")),
        };
        String[] expected = {"is not on the class path", "holds no instance", "does not parse into", "does not parse into",
                "does not exist", "not a concrete class"};
        for (int i = 0; i < messages.length; i++) {
            assertTrue(messages[i].contains(expected[i]), messages[i]);
            assertTrue(!messages[i].contains("\n"), "one line: " + messages[i]);
        }
    }

    private static String message(String type, Path file) {
        return assertThrows(Payload.BadPayload.class, () -> Payload.load(type, file)).getMessage();
    }
}

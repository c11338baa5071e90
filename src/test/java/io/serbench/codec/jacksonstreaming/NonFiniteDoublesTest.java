package io.serbench.codec.jacksonstreaming;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A number that overflows ({@code 4E2553040085}) decodes to Infinity, which the generator writes
 * quoted: the decoder must read its own re-encoding back, as databind does (found by fuzzing).
 */
class NonFiniteDoublesTest {
    private static final JsonFactory JSON = new JsonFactory();

    private static double read(String json) throws IOException {
        try (JsonParser p = JSON.createParser(json)) {
            return Values.double_(p);
        }
    }

    private static String write(double v) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            g.writeNumber(v);
        }
        return out.toString();
    }

    @Test
    void anOverflowingNumberReadsBackFromItsOwnEncoding() throws IOException {
        double inf = read("41.60788E2553040085");
        assertEquals(Double.POSITIVE_INFINITY, inf);
        assertEquals("\"Infinity\"", write(inf));
        assertEquals(Double.POSITIVE_INFINITY, read(write(inf)));
        assertEquals(Double.NEGATIVE_INFINITY, read(write(Double.NEGATIVE_INFINITY)));
        assertEquals(Double.NaN, read(write(Double.NaN)));
    }

    private static double[] readList(String json) throws IOException {
        try (JsonParser p = JSON.createParser(json)) {
            return Values.doubles(new Values.Scratch(), p);
        }
    }

    /** The same in a list(double) element (found by fuzzing after the field was fixed). */
    @Test
    void anOverflowingListElementReadsBackFromItsOwnEncoding() throws IOException {
        double[] once = readList("[1.5,98.04872200e722578,-2.5]");
        assertArrayEquals(new double[]{1.5, Double.POSITIVE_INFINITY, -2.5}, once);
        assertArrayEquals(once, readList("[1.5,\"Infinity\",-2.5]"));
        assertArrayEquals(new double[]{Double.NaN, Double.NEGATIVE_INFINITY}, readList("[\"NaN\",\"-Infinity\"]"));
    }

    @Test
    void anyOtherStringIsStillRejected() {
        assertThrows(IOException.class, () -> read("\"1.5\""));
        assertThrows(IOException.class, () -> read("true"));
        assertThrows(IOException.class, () -> readList("[1.5,\"1.5\"]"));
        assertThrows(IOException.class, () -> readList("[1.5,true]"));
    }
}

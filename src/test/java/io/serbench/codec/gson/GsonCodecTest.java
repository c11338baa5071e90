package io.serbench.codec.gson;

import io.serbench.codec.ReusedBuffer;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import io.serbench.model.Strings1;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;

/**
 * The gson codec's claims: it writes the looked-up adapter's own text, keeps no buffer between
 * encodes, and primitive arrays go through Gson's generic array adapter.
 */
class GsonCodecTest {

    /** The bytes are the adapter's text as UTF-8 for every pool input, non-ASCII included. */
    @Test
    void encodesExactlyGsonsText() throws Exception {
        for (Shape s : new Shape[]{Shape.INT, Shape.STRING, Shape.LIST_INT, Shape.LIST_OBJECT, Shape.MEDIA}) {
            Case c = new Case(s, s.fields.get(0));
            GsonCodec codec = new GsonCodec(c);
            for (Object model : Dataset.pool(c)) {
                byte[] expected = gsonText(c.writerClass(), model);
                assertArrayEquals(expected, codec.encode(model), c.toString());
            }
        }
        Strings1 odd = new Strings1();
        odd.field1 = "caf\u00e9 \u20ac \ud83d\ude00 \"quoted\" \u2028";
        Case c = new Case(Shape.STRING, 1);
        assertArrayEquals(gsonText(Strings1.class, odd), new GsonCodec(c).encode(odd));
    }

    /** Gson's own text of {@code value} through the adapter the codec uses, as UTF-8. */
    @SuppressWarnings("unchecked")
    private static byte[] gsonText(Class<?> type, Object value) {
        return ((com.google.gson.TypeAdapter<Object>) GsonCodec.GSON.getAdapter(type)).toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    /** Each encode makes its own array (nothing is reused, so the codec is no {@link ReusedBuffer}) and the same bytes. */
    @Test
    void everyEncodeMakesItsOwnArray() throws Exception {
        Case c = new Case(Shape.MEDIA, 1);
        GsonCodec codec = new GsonCodec(c);
        Object model = Dataset.pool(c).get(0);
        byte[] first = codec.encode(model);
        byte[] second = codec.encode(model);
        assertNotSame(first, second);
        assertArrayEquals(first, second);
        assertFalse(ReusedBuffer.class.isInstance(codec));
    }

    /** What the library table says about list(int)/list(double): Gson's reflective array adapter, not a primitive one. */
    @Test
    void primitiveArraysUseGsonsGenericArrayAdapter() {
        assertEquals("com.google.gson.internal.bind.ArrayTypeAdapter", GsonCodec.GSON.getAdapter(int[].class).getClass().getName());
        assertEquals("com.google.gson.internal.bind.ArrayTypeAdapter", GsonCodec.GSON.getAdapter(double[].class).getClass().getName());
    }
}

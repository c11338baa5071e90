package io.serbench.codec.moshi;

import com.squareup.moshi.JsonAdapter;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Doubles1;
import io.serbench.model.Ints10;
import io.serbench.model.Shape;
import io.serbench.model.Strings1;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The moshi codec's claims: its Buffer path writes Moshi's own text, checks the end of the document, and keeps no state after a failure. */
class MoshiCodecTest {

    /** The reused Buffer and readByteArray() change nothing on the wire: the bytes are Moshi's String output, non-ASCII included. */
    @Test
    void encodesExactlyMoshisText() throws Exception {
        for (Shape s : new Shape[]{Shape.INT, Shape.DOUBLE, Shape.STRING, Shape.LIST_INT, Shape.LIST_OBJECT, Shape.MEDIA}) {
            Case c = new Case(s, s.fields.get(0));
            MoshiCodec codec = new MoshiCodec(c);
            for (Object model : Dataset.pool(c)) {
                assertArrayEquals(moshiText(c.writerClass(), model), codec.encode(model), c.toString());
            }
        }
        Strings1 odd = new Strings1();
        odd.field1 = "caf\u00e9 \u20ac \ud83d\ude00 \"quoted\" \u2028";
        assertArrayEquals(moshiText(Strings1.class, odd), new MoshiCodec(new Case(Shape.STRING, 1)).encode(odd));
    }

    @SuppressWarnings("unchecked")
    private static byte[] moshiText(Class<?> type, Object value) {
        return ((JsonAdapter<Object>) MoshiCodec.MOSHI.adapter(type)).toJson(value).getBytes(StandardCharsets.UTF_8);
    }

    /** What the library table says: fields are written sorted by name, not in declaration order. */
    @Test
    void writesFieldsSortedByName() throws Exception {
        Ints10 v = new Ints10();
        String json = new String(new MoshiCodec(new Case(Shape.INT, 10)).encode(v), StandardCharsets.UTF_8);
        assertTrue(json.startsWith("{\"field1\":0,\"field10\":0,\"field2\":0"), json);
    }

    /** Content after the document is rejected, as Moshi's fromJson(String) does; whitespace is not content. */
    @Test
    void rejectsContentAfterTheDocument() throws Exception {
        MoshiCodec codec = new MoshiCodec(new Case(Shape.DOUBLE, 1));
        assertEquals(1.5, ((Doubles1) codec.decode(bytes("{\"field1\":1.5} \n"))).field1);
        assertThrows(IOException.class, () -> codec.decode(bytes("{\"field1\":1.5}{\"field1\":2.5}")));
    }

    /** A failed decode leaves nothing in the reused buffer: the next decode reads only its own bytes. */
    @Test
    void aFailedDecodeLeavesNothingBehind() throws Exception {
        MoshiCodec codec = new MoshiCodec(new Case(Shape.DOUBLE, 1));
        assertThrows(IOException.class, () -> codec.decode(bytes("{\"field1\":")));
        assertEquals(2.5, ((Doubles1) codec.decode(bytes("{\"field1\":2.5}"))).field1);
    }

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }
}

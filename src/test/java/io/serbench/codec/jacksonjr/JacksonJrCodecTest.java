package io.serbench.codec.jacksonjr;

import com.fasterxml.jackson.jr.ob.JSON;
import io.serbench.model.Case;
import io.serbench.model.Doubles1;
import io.serbench.model.Ints10;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The jackson-jr codec's claims: field order, no end-of-document check, and what its hardening row changes. */
class JacksonJrCodecTest {
    private static final byte[] DUPLICATE = "{\"field1\":1.5,\"field1\":2.5}".getBytes(StandardCharsets.UTF_8);

    /** What the library table says: properties are written sorted by name, not in declaration order. */
    @Test
    void writesFieldsSortedByName() throws Exception {
        String json = new String(new JacksonJrCodec(new Case(Shape.INT, 10)).encode(new Ints10()), StandardCharsets.UTF_8);
        assertTrue(json.startsWith("{\"field1\":0,\"field10\":0,\"field2\":0"), json);
    }

    /** As shipped, beanFrom stops after the bean: what follows the document is not read. */
    @Test
    void doesNotCheckContentAfterTheDocument() throws Exception {
        Doubles1 d = (Doubles1) new JacksonJrCodec(new Case(Shape.DOUBLE, 1))
                .decode("{\"field1\":1.5}garbage".getBytes(StandardCharsets.UTF_8));
        assertEquals(1.5, d.field1);
    }

    /** The matrix codec keeps the last of a duplicated property; the hardening row's codec rejects it. */
    @Test
    void strictRowRejectsDuplicatesTheDefaultAccepts() throws Exception {
        Case c = new Case(Shape.DOUBLE, 1);
        assertEquals(2.5, ((Doubles1) new JacksonJrCodec(c).decode(DUPLICATE)).field1);
        assertThrows(IOException.class, () -> JacksonJrCodec.strict(c).decode(DUPLICATE));
        assertEquals(JSON.std.asString(new Doubles1()), new String(JacksonJrCodec.strict(c).encode(new Doubles1()), StandardCharsets.UTF_8));
    }
}

package io.serbench.codec.fastjson2;

import io.serbench.codec.Codec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** fastjson2-jsonb: positional (BeanToArray) everywhere but skip (media's nested objects included), skip keyed by name. */
class Fastjson2JsonbCodecTest {

    @Test
    void beanToArrayDropsTheNamesOutsideSkip() throws Exception {
        for (Shape s : Shape.values()) {
            if (s == Shape.SKIP) {
                continue;
            }
            Case c = new Case(s, s.fields.get(s.fields.size() - 1));
            String bytes = latin1(encodeFirst(c));
            for (String name : s == Shape.MEDIA ? List.of("images", "persons", "copyright") : List.of("field1")) {
                assertFalse(bytes.contains(name), c + ": field name " + name + " written");
            }
        }
    }

    @Test
    void skipIsWrittenWithNamesSoTheReaderCanFindKeep() throws Exception {
        String bytes = latin1(encodeFirst(new Case(Shape.SKIP, 5)));
        assertTrue(bytes.contains("keep") && bytes.contains("field1"), "skip must be keyed JSONB");
    }

    private static byte[] encodeFirst(Case c) throws Exception {
        Codec codec = new Fastjson2JsonbCodec(c);
        return codec.encode(codec.toNative(Dataset.pool(c).get(0)));
    }

    private static String latin1(byte[] b) {
        return new String(b, StandardCharsets.ISO_8859_1);
    }
}

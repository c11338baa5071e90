package io.serbench.codec.avaje;

import io.avaje.json.JsonDataException;
import io.avaje.jsonb.JsonType;
import io.avaje.jsonb.Jsonb;
import io.serbench.model.DoubleLists1;
import io.serbench.model.Doubles1;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Why avaje-jsonb has a double adapter, and that it is in force: avaje's own parser reads this
 * 16-digit double one ulp off; the codec's Jsonb reads it exactly, alone and inside a double[].
 * If a future avaje reads it exactly by default, the first assertion fails: drop the adapter.
 */
class AvajeJsonbCodecTest {
    private static final double VALUE = 41.81485757109012;
    private static final byte[] SINGLE = "{\"field1\":41.81485757109012}".getBytes(StandardCharsets.UTF_8);
    private static final byte[] ARRAY = "{\"field1\":[1.5,41.81485757109012]}".getBytes(StandardCharsets.UTF_8);

    @Test
    void avajesDefaultParserIsOneUlpOff() {
        double read = Jsonb.builder().build().type(Doubles1.class).fromJson(SINGLE).field1;
        assertNotEquals(Double.doubleToLongBits(VALUE), Double.doubleToLongBits(read));
        assertEquals(Math.ulp(VALUE), Math.abs(read - VALUE));
    }

    @Test
    void theCodecsJsonbReadsItExactly() {
        assertEquals(VALUE, AvajeJsonbCodec.JSONB.type(Doubles1.class).fromJson(SINGLE).field1);
        double[] array = AvajeJsonbCodec.JSONB.type(DoubleLists1.class).fromJson(ARRAY).field1;
        assertEquals(VALUE, array[1]);
    }

    /**
     * The adapter reads quoted numbers as avaje's built-in double reader does and refuses broken
     * text with avaje's own exception (the fuzz campaign found a NumberFormatException escaping
     * it); it is as lenient as Double.parseDouble on bare text, which avaje's reader is not.
     */
    @Test
    void theAdapterReadsQuotedNumbersAsAvajeAndRefusesWithAvajesException() throws Exception {
        // inside an object, where the adapter reads its value (a bare top-level number ends the input)
        JsonType<Doubles1> builtIn = Jsonb.builder().build().type(Doubles1.class);
        JsonType<Doubles1> ours = AvajeJsonbCodec.JSONB.type(Doubles1.class);
        for (String ok : new String[] {"0", "-0", "1.5", "1E+2", "2e-3", "1e400", "\"1.5\"", "\"Infinity\"", "\"-Infinity\"", "\"NaN\""}) {
            String json = "{\"field1\":" + ok + "}";
            assertEquals(builtIn.fromJson(json).field1, ours.fromJson(json).field1, ok);
        }
        for (String bad : new String[] {"0x10", "+-1", "0.3?", "\"abc\"", "\"\"", "true"}) {
            String json = "{\"field1\":" + bad + "}";
            assertThrows(JsonDataException.class, () -> builtIn.fromJson(json), "avaje itself: " + bad);
            assertThrows(JsonDataException.class, () -> ours.fromJson(json), bad);
        }
        // the documented leniency: parseDouble's, not avaje's
        for (String lenient : new String[] {"NaN", "1d"}) {
            String json = "{\"field1\":" + lenient + "}";
            assertThrows(JsonDataException.class, () -> builtIn.fromJson(json), "avaje itself: " + lenient);
            assertEquals(Double.parseDouble(lenient), ours.fromJson(json).field1, lenient);
        }
    }
}

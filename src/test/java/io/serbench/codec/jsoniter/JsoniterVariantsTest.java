package io.serbench.codec.jsoniter;

import com.jsoniter.JsonIterator;
import com.jsoniter.output.EncodingMode;
import com.jsoniter.output.JsonStream;
import com.jsoniter.spi.Config;
import com.jsoniter.spi.DecodingMode;
import io.serbench.codec.Codec;
import io.serbench.codec.SupportMatrix;
import io.serbench.model.Case;
import io.serbench.model.DoubleLists1;
import io.serbench.model.Doubles1;
import io.serbench.model.Shape;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * jsoniter keeps modes and codecs in JVM-global state, but the conformance tests and the smoke
 * run create all four variants in one JVM. These tests create them in several orders, with
 * fresh codecs each time, and check that each one still writes and reads doubles its own way.
 */
class JsoniterVariantsTest {
    private static final double LONG_DOUBLE = 12.345678901234567;
    private static final String[] IDS = {"jsoniter", "jsoniter-strict", "jsoniter-base64", "jsoniter-6digits"};

    @TestFactory
    Stream<DynamicTest> eachVariantKeepsItsDoubleFormatWhateverTheCreationOrder() {
        List<String[]> orders = List.of(
                new String[]{"jsoniter-base64", "jsoniter-6digits", "jsoniter", "jsoniter-strict"},
                new String[]{"jsoniter-6digits", "jsoniter", "jsoniter-base64", "jsoniter-strict"},
                new String[]{"jsoniter", "jsoniter-strict", "jsoniter-6digits", "jsoniter-base64"},
                new String[]{"jsoniter-strict", "jsoniter-base64", "jsoniter-6digits", "jsoniter"});
        return orders.stream().map(order -> DynamicTest.dynamicTest(String.join(" → ", order), () -> {
            List<Codec> codecs = new ArrayList<>();
            for (String id : order) {
                codecs.add(SupportMatrix.library(id).codec(new Case(Shape.DOUBLE, 1)));
            }
            for (int i = 0; i < order.length; i++) {
                checkDoubleOutput(order[i], codecs.get(i));
            }
        }));
    }

    private static void checkDoubleOutput(String id, Codec codec) throws Exception {
        Doubles1 in = new Doubles1();
        in.field1 = LONG_DOUBLE;
        String json = new String(codec.encode(in), StandardCharsets.UTF_8);
        Doubles1 back = (Doubles1) codec.decode(json.getBytes(StandardCharsets.UTF_8));
        switch (id) {
            case "jsoniter", "jsoniter-strict" -> {
                assertEquals("{\"field1\":12.345678901234567}", json, id);
                assertEquals(Double.doubleToLongBits(LONG_DOUBLE), Double.doubleToLongBits(back.field1), id);
            }
            case "jsoniter-6digits" -> {
                assertEquals("{\"field1\":12.345679}", json, id);
                assertEquals(12.345679, back.field1, 1e-12, id);
            }
            case "jsoniter-base64" -> {
                assertEquals("{\"field1\":\"" + base64Bits(LONG_DOUBLE) + "\"}", json, id);
                assertEquals(Double.doubleToLongBits(LONG_DOUBLE), Double.doubleToLongBits(back.field1), id);
            }
            default -> throw new IllegalArgumentException(id);
        }
    }

    /**
     * Known answers, as written by jsoniter 0.9.23's Base64FloatSupport: the 64 IEEE bits in
     * 11 unpadded base64 characters (its own byte order, not java.util.Base64 of the 8 bytes).
     */
    private static String base64Bits(double d) {
        if (d == LONG_DOUBLE) {
            return "L3B6sPzTQCg";
        }
        if (d == 0.1) {
            return "mZmamZmZP7k";
        }
        throw new IllegalArgumentException("no known answer for " + d);
    }

    @Test
    void listsOfDoublesFollowTheVariantToo() throws Exception {
        Case c = new Case(Shape.LIST_DOUBLE, 1);
        for (String id : IDS) {
            DoubleLists1 in = new DoubleLists1();
            in.field1 = new double[]{LONG_DOUBLE, 0.1};
            String json = new String(SupportMatrix.library(id).codec(c).encode(in), StandardCharsets.UTF_8);
            String expected = switch (id) {
                case "jsoniter", "jsoniter-strict" -> "{\"field1\":[12.345678901234567,0.1]}";
                case "jsoniter-6digits" -> "{\"field1\":[12.345679,0.1]}";
                default -> "{\"field1\":[\"" + base64Bits(LONG_DOUBLE) + "\",\"" + base64Bits(0.1) + "\"]}";
            };
            assertEquals(expected, json, id);
        }
    }

    /**
     * jsoniter's own reader is inexact on short numbers (its fast path adds the fraction to the
     * integer part: two roundings). The exact variants must read every double Jackson writes.
     */
    @Test
    void exactVariantsReadShortNumbersExactly() throws Exception {
        String json = "{\"field1\": 2.41713}";
        assertTrue(JsonIterator.deserialize("2.41713", double.class) != 2.41713,
                "jsoniter's default reader became exact: the custom decoder may no longer be needed");
        for (String id : new String[]{"jsoniter", "jsoniter-strict"}) {
            Doubles1 back = (Doubles1) SupportMatrix.library(id).codec(new Case(Shape.DOUBLE, 1))
                    .decode(json.getBytes(StandardCharsets.UTF_8));
            assertEquals(2.41713, back.field1, 0.0, id);
        }
    }

    /** Setting up the variants must not change what jsoniter does for anybody else. */
    @Test
    void jsoniterDefaultsStayUntouched() throws Exception {
        SupportMatrix.library("jsoniter-base64").codec(new Case(Shape.DOUBLE, 1));
        SupportMatrix.library("jsoniter").codec(new Case(Shape.DOUBLE, 1));
        Config fresh = new Config.Builder()
                .decodingMode(DecodingMode.DYNAMIC_MODE_AND_MATCH_FIELD_STRICTLY)
                .encodingMode(EncodingMode.DYNAMIC_MODE)
                .indentionStep(0)
                .escapeUnicode(false)
                .build();
        Doubles1 in = new Doubles1();
        in.field1 = LONG_DOUBLE;
        assertEquals("{\"field1\":12.345679}", JsonStream.serialize(fresh, in));
        assertEquals("{\"field1\":12.345679}", JsonStream.serialize(in));
    }

    /** The reused iterator keeps deserialize's checks: trailing garbage rejected, trailing whitespace fine, and no state carried over. */
    @Test
    void reusedIteratorConsumesTheWholeInput() throws Exception {
        for (String id : new String[]{"jsoniter", "jsoniter-strict"}) {
            Codec codec = SupportMatrix.library(id).codec(new Case(Shape.DOUBLE, 1));
            assertEquals(1.5, ((Doubles1) codec.decode("{\"field1\":1.5} \n".getBytes(StandardCharsets.UTF_8))).field1, 0.0);
            assertThrows(RuntimeException.class, () -> codec.decode("{\"field1\":1.5} x".getBytes(StandardCharsets.UTF_8)), id);
            assertThrows(RuntimeException.class, () -> codec.decode("{\"field1\":1.".getBytes(StandardCharsets.UTF_8)), id);
            assertEquals(2.5, ((Doubles1) codec.decode("{\"field1\":2.5}".getBytes(StandardCharsets.UTF_8))).field1, 0.0,
                    id + ": a failed decode must not affect the next one");
        }
    }
}

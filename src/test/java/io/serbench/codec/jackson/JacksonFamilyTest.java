package io.serbench.codec.jackson;

import com.ctc.wstx.stax.WstxInputFactory;
import com.ctc.wstx.stax.WstxOutputFactory;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.CBORFactory;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import com.fasterxml.jackson.module.afterburner.AfterburnerModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import io.serbench.codec.Codec;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.jackson3.Jackson3Codec;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.DoubleLists1;
import io.serbench.model.ImageSize;
import io.serbench.model.Ints5;
import io.serbench.model.Item;
import io.serbench.model.ItemLists1;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import io.serbench.model.SkipReader;
import io.serbench.model.Strings1;
import org.junit.jupiter.api.Test;
import tools.jackson.core.util.JsonRecyclerPools;
import tools.jackson.databind.MapperFeature;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The claims the Jackson ids make in their javadoc and in the README that the conformance tests
 * do not already cover: each mapper has exactly the one difference it claims, the fast double
 * writer and parser are exact far beyond the pool's values, Jackson 3 writes the baseline's
 * bytes, and the hand-written streaming reader copes with what the benchmark data never has.
 */
class JacksonFamilyTest {
    private static final String MODULE_ID_AFTERBURNER = new AfterburnerModule().getTypeId().toString();
    private static final String MODULE_ID_BLACKBIRD = new BlackbirdModule().getTypeId().toString();

    @Test
    void eachJackson2MapperDiffersFromTheBaselineInItsOneChoice() {
        ObjectMapper base = JacksonCodec.MAPPER;
        assertEquals(Set.of(MODULE_ID_AFTERBURNER), base.getRegisteredModuleIds());
        assertEquals(Set.of(), JacksonMappers.Plain.MAPPER.getRegisteredModuleIds());
        assertEquals(Set.of(MODULE_ID_BLACKBIRD), JacksonMappers.Blackbird.MAPPER.getRegisteredModuleIds());
        for (ObjectMapper m : new ObjectMapper[]{JacksonMappers.Smile.MAPPER, JacksonMappers.Cbor.MAPPER, JacksonMappers.Xml.MAPPER}) {
            // XmlMapper registers its own JacksonXmlModule too
            assertTrue(m.getRegisteredModuleIds().contains(MODULE_ID_AFTERBURNER), m.getFactory().getFormatName());
            assertFalse(m.getRegisteredModuleIds().contains(MODULE_ID_BLACKBIRD), m.getFactory().getFormatName());
        }
        assertInstanceOf(SmileFactory.class, JacksonMappers.Smile.MAPPER.getFactory());
        assertInstanceOf(CBORFactory.class, JacksonMappers.Cbor.MAPPER.getFactory());
        assertInstanceOf(XmlFactory.class, JacksonMappers.Xml.MAPPER.getFactory());

        for (ObjectMapper m : new ObjectMapper[]{base, JacksonMappers.Plain.MAPPER, JacksonMappers.Blackbird.MAPPER,
                JacksonMappers.Smile.MAPPER, JacksonMappers.Cbor.MAPPER, JacksonMappers.Xml.MAPPER}) {
            assertFalse(m.isEnabled(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES));
            boolean blackbird = m == JacksonMappers.Blackbird.MAPPER;
            assertEquals(blackbird, m.getFactory().isEnabled(StreamWriteFeature.USE_FAST_DOUBLE_WRITER));
            assertEquals(blackbird, m.getFactory().isEnabled(StreamReadFeature.USE_FAST_DOUBLE_PARSER));
            // only XML leaves null properties out (media's absent fields); the others write them as null
            boolean xml = m == JacksonMappers.Xml.MAPPER;
            assertEquals(xml ? JsonInclude.Include.NON_NULL : JsonInclude.Include.USE_DEFAULTS,
                    m.getSerializationConfig().getDefaultPropertyInclusion().getValueInclusion());
        }
    }

    /**
     * jackson-xml reads and writes through Woodstox, set up as jackson-dataformat-xml sets up a
     * factory it finds itself, although Aalto's StAX factories are on the class path too (a probe's).
     */
    @Test
    void jacksonXmlRunsOnWoodstoxWithJacksonsOwnFactorySettings() {
        XmlFactory f = (XmlFactory) JacksonMappers.Xml.MAPPER.getFactory();
        XMLInputFactory in = f.getXMLInputFactory();
        XMLOutputFactory out = f.getXMLOutputFactory();
        assertInstanceOf(WstxInputFactory.class, in);
        assertInstanceOf(WstxOutputFactory.class, out);
        assertEquals(Boolean.FALSE, in.getProperty(XMLInputFactory.SUPPORT_DTD));
        assertEquals(Boolean.FALSE, in.getProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES));
        assertEquals(Boolean.TRUE, out.getProperty(XMLOutputFactory.IS_REPAIRING_NAMESPACES));
        assertSame(JacksonMappers.Xml.MAPPER, JacksonCodec.xmlMapper(), "the hardened row reads with the same mapper");
    }

    @Test
    void jackson3HasTheSettingsItsCodecDocuments() {
        var m = Jackson3Codec.MAPPER;
        assertTrue(m.registeredModules().stream().anyMatch(x -> x instanceof tools.jackson.module.blackbird.BlackbirdModule));
        assertTrue(m.isEnabled(tools.jackson.core.StreamWriteFeature.USE_FAST_DOUBLE_WRITER));
        assertTrue(m.isEnabled(tools.jackson.core.StreamReadFeature.USE_FAST_DOUBLE_PARSER), "a 3.x default");
        assertFalse(m.isEnabled(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY));
        assertFalse(m.isEnabled(tools.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES), "a 3.x default");
        assertTrue(m.isEnabled(tools.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS), "a 3.x default");
        assertEquals(JsonRecyclerPools.threadLocalPool().getClass(),
                ((tools.jackson.core.json.JsonFactory) m.tokenStreamFactory())._getRecyclerPool().getClass());
    }

    /**
     * Blackbird's in-order decoder ({@code SuperSonicBeanDeserializer}) runs only on the bean
     * deserializer's "vanilla" path; Jackson 3 turned {@code DEFAULT_VIEW_INCLUSION} off by
     * default, which by itself marks every bean as needing view processing and so never takes
     * that path (jackson-databind issue 6219). The codec turns it back on (the model has no
     * views); this asserts the deserializer each reader actually uses, nested classes included.
     */
    @Test
    void jackson3DecodesThroughBlackbirdsInOrderDeserializer() throws Exception {
        assertTrue(Jackson3Codec.MAPPER.isEnabled(MapperFeature.DEFAULT_VIEW_INCLUSION));
        for (Class<?> type : new Class<?>[]{Ints5.class, Strings1.class, ItemLists1.class, Item.class,
                MediaContent.class, io.serbench.model.Media.class, io.serbench.model.Image.class}) {
            Object deserializer = field(Jackson3Codec.MAPPER.readerFor(type), "_rootDeserializer");
            // the class is package-private in Blackbird, hence its name
            assertEquals("tools.jackson.module.blackbird.deser.SuperSonicBeanDeserializer", deserializer.getClass().getName(), type.getName());
            assertEquals(Boolean.TRUE, field(deserializer, "_vanillaProcessing"), type.getName() + ": not on the vanilla path");
        }
    }

    /** A non-public field of Jackson's, read where the public API does not say which deserializer runs. */
    private static Object field(Object owner, String name) throws ReflectiveOperationException {
        for (Class<?> c = owner.getClass(); c != null; c = c.getSuperclass()) {
            for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name)) {
                    f.setAccessible(true);
                    return f.get(owner);
                }
            }
        }
        throw new NoSuchFieldException(owner.getClass().getName() + "." + name);
    }

    /** Without sorting, Jackson 3 writes the bytes of the baseline for every pool input that holds no double. */
    @Test
    void jackson3WritesTheBaselinesBytes() throws Exception {
        for (Shape s : Shape.values()) {
            if (!io.serbench.codec.SupportMatrix.library("jackson3").supports(s)) {
                continue;
            }
            if (s == Shape.DOUBLE || s == Shape.LIST_DOUBLE) {
                continue;
            }
            for (int fields : s.fields) {
                Case c = new Case(s, fields);
                for (Object model : Dataset.pool(c)) {
                    assertArrayEquals(JacksonCodec.MAPPER.writeValueAsBytes(model), Jackson3Codec.MAPPER.writeValueAsBytes(model), c.toString());
                }
            }
        }
    }

    /**
     * The opt-in fast double writer (Schubfach) and parser (FastDoubleParser) round-trip every
     * double bit for bit, and read and write the same numbers as the JDK's conversions.
     */
    @Test
    void fastDoubleWritersAndParsersAreExact() throws Exception {
        double[] values = awkwardDoubles(200_000);
        DoubleLists1 in = new DoubleLists1();
        in.field1 = values;
        ObjectMapper fast2 = JacksonMappers.Blackbird.MAPPER;
        byte[] jdk = JacksonCodec.MAPPER.writeValueAsBytes(in);
        byte[] fast = fast2.writeValueAsBytes(in);
        byte[] fast3 = Jackson3Codec.MAPPER.writeValueAsBytes(in);
        assertExact(values, fast2.readValue(fast, DoubleLists1.class), "jackson-blackbird, own output");
        assertExact(values, fast2.readValue(jdk, DoubleLists1.class), "jackson-blackbird reading the baseline's output");
        assertExact(values, JacksonCodec.MAPPER.readValue(fast, DoubleLists1.class), "the baseline reading jackson-blackbird's output");
        assertExact(values, Jackson3Codec.MAPPER.readValue(fast3, DoubleLists1.class), "jackson3, own output");
        assertExact(values, Jackson3Codec.MAPPER.readValue(jdk, DoubleLists1.class), "jackson3 reading the baseline's output");
    }

    private static void assertExact(double[] expected, DoubleLists1 back, String what) {
        for (int i = 0; i < expected.length; i++) {
            if (Double.doubleToRawLongBits(expected[i]) != Double.doubleToRawLongBits(back.field1[i])) {
                throw new AssertionError(what + ": " + expected[i] + " came back as " + back.field1[i]);
            }
        }
        assertEquals(expected.length, back.field1.length, what);
    }

    /** Random bit patterns, the suite's values, 8-digit decimals, subnormals and the usual edge cases. */
    private static double[] awkwardDoubles(int n) {
        SplittableRandom rnd = new SplittableRandom(42);
        double[] edges = {0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE,
                0.1, 0.2, 0.3, 2e-3, 1e23, 8.41e21, 5e-324, 9007199254740993.0, 4.35, 31.415926, 1.0 / 3};
        double[] out = Arrays.copyOf(edges, n);
        for (int i = edges.length; i < n; i++) {
            double d;
            switch (i % 4) {
                case 0 -> {
                    do {
                        d = Double.longBitsToDouble(rnd.nextLong());
                    } while (!Double.isFinite(d));
                }
                case 1 -> d = rnd.nextDouble() * 100;
                case 2 -> d = Math.round(rnd.nextDouble() * 1e8) / 1e6;
                default -> d = Double.longBitsToDouble(rnd.nextLong(1L << 52));
            }
            out[i] = d;
        }
        return out;
    }

    @Test
    void streamingReaderTakesAnyOrderAndSkipsWhatItDoesNotKnow() throws Exception {
        Codec ints = streaming(Shape.INT, 5);
        String json = "{\"field3\":3,\"extra\":{\"a\":[1,{\"b\":null}],\"c\":\"}\"},\"field1\":1,\"field2\":2,"
                + "\"more\":[[],{}],\"field5\":5,\"field4\":4}";
        Ints5 back = (Ints5) ints.decode(json.getBytes(StandardCharsets.UTF_8));
        assertEquals(Arrays.asList(1, 2, 3, 4, 5), Arrays.asList(back.field1, back.field2, back.field3, back.field4, back.field5));

        Codec skip = streaming(Shape.SKIP, 1);
        SkipReader keep = (SkipReader) skip.decode("{\"keep\":\"first\",\"field1\":{\"names\":[\"x\"],\"value\":1}}".getBytes(StandardCharsets.UTF_8));
        assertEquals("first", keep.keep);
    }

    @Test
    void streamingCodecRoundTripsNullsAndEmptyLists() throws Exception {
        Codec strings = streaming(Shape.OBJECT, 1);
        Strings1 s = new Strings1();
        assertEquals("{\"field1\":null}", new String(strings.encode(s), StandardCharsets.UTF_8));
        assertNull(((Strings1) strings.decode(strings.encode(s))).field1);

        Codec items = streaming(Shape.LIST_OBJECT, 1);
        // a null list, an empty one, and one holding an item with a null string and a null item
        for (List<Item> value : Arrays.asList(null, new ArrayList<Item>(), new ArrayList<>(Arrays.asList(new Item(), null)))) {
            ItemLists1 in = new ItemLists1();
            in.field1 = value;
            byte[] bytes = items.encode(in);
            assertNull(Models.diff(in, items.decode(bytes), 0), new String(bytes, StandardCharsets.UTF_8));
            assertNull(Models.diff(in, JacksonCodec.MAPPER.readValue(bytes, ItemLists1.class), 0), "Jackson reads it the same");
        }
    }

    /** Media by hand is databind's media: same bytes for every pool input; enums by name, unknown names rejected. */
    @Test
    void streamingWritesTheBaselinesMediaAndReadsEnumsByName() throws Exception {
        Codec media = streaming(Shape.MEDIA, 1);
        for (Object model : Dataset.pool(new Case(Shape.MEDIA, 1))) {
            assertArrayEquals(JacksonCodec.MAPPER.writeValueAsBytes(model), media.encode(model));
        }
        String image = "{\"media\":null,\"images\":[{\"uri\":\"u\",\"size\":\"%s\",\"title\":null,\"width\":1,\"height\":2}]}";
        MediaContent back = (MediaContent) media.decode(String.format(image, "LARGE").getBytes(StandardCharsets.UTF_8));
        assertEquals(ImageSize.LARGE, back.images.get(0).size);
        assertThrows(JsonParseException.class, () -> media.decode(String.format(image, "LARGER").getBytes(StandardCharsets.UTF_8)));
        assertThrows(JsonParseException.class, () -> media.decode(String.format(image, "LARG").getBytes(StandardCharsets.UTF_8)));
    }

    private static Codec streaming(Shape shape, int fields) {
        return SupportMatrix.library("jackson-streaming").codec(new Case(shape, fields));
    }
}

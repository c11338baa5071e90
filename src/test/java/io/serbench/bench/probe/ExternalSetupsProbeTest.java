package io.serbench.bench.probe;

import com.fasterxml.aalto.stax.InputFactoryImpl;
import com.fasterxml.aalto.stax.OutputFactoryImpl;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import io.serbench.codec.Codec;
import io.serbench.codec.SupportMatrix;
import io.serbench.codec.jackson.JacksonCodec;
import io.serbench.model.Dataset;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The probe's variants give what the suite's calls give (its setup checks all 64 inputs and
 * throws on a difference), and each differs from the suite's call only where it says. Nothing
 * here is timed.
 */
class ExternalSetupsProbeTest {

    private static ExternalSetupsProbe prepared(String setup) throws Exception {
        ExternalSetupsProbe p = new ExternalSetupsProbe();
        p.setup = setup;
        p.setUp();
        return p;
    }

    @Test
    void everySetupPassesItsVerification() throws Exception {
        List<String> setups = Arrays.asList(ExternalSetupsProbe.class.getField("setup").getAnnotation(Param.class).value());
        assertTrue(setups.containsAll(List.of("gson/encode", "gson-string/encode", "java-builtin/decode",
                "java-builtin-nofilter/decode", "fastjson2-jsonb/decode", "fastjson2-jsonb-keyed/decode",
                "hessian/decode", "hessian-new-input/decode", "jackson-xml/decode", "jackson-xml-aalto/decode",
                "fastjson/decode", "fastjson-own/decode", "jackson-plain/decode")),
                "each variant has the suite's call beside it");
        for (String s : setups) {
            assertTrue(prepared(s).once(0) != null, s);
        }
    }

    /** The check every setup passes: a call whose result is not the canonical value fails with the setup's name. */
    @Test
    void aVariantThatDoesNotGiveTheCanonicalValueBackFailsWithItsName() {
        Codec codec = SupportMatrix.library("kryo").codec(ExternalSetupsProbe.MEDIA);
        List<Object> pool = Dataset.pool(ExternalSetupsProbe.MEDIA);
        ExternalSetupsProbe.Op otherValue = i -> pool.get((i + 1) % pool.size());
        IllegalStateException differs = assertThrows(IllegalStateException.class,
                () -> ExternalSetupsProbe.verify("kryo-other/decode", codec, false, otherValue, pool, 0));
        assertTrue(differs.getMessage().startsWith("kryo-other/decode: input 0 differs"), differs.getMessage());

        ExternalSetupsProbe.Op notItsBytes = i -> new byte[]{1, 2, 3};
        IllegalStateException fails = assertThrows(IllegalStateException.class,
                () -> ExternalSetupsProbe.verify("kryo-garbled/encode", codec, true, notItsBytes, pool, 0));
        assertTrue(fails.getMessage().startsWith("kryo-garbled/encode: input 0 "), fails.getMessage());
    }

    /** F11: their JSONB bytes carry the property names; the suite's positional ones (BeanToArray) do not. */
    @Test
    void keyedJsonbWritesPropertyNamesThePositionalOneLeavesOut() throws Exception {
        Object value = Dataset.pool(ExternalSetupsProbe.MEDIA).get(0);
        byte[] name = "persons".getBytes(StandardCharsets.UTF_8);
        assertTrue(contains(ExternalSetupsProbe.keyedJsonbBytes(value), name), "keyed");
        byte[] positional = SupportMatrix.library("fastjson2-jsonb").codec(ExternalSetupsProbe.MEDIA).encode(value);
        assertFalse(contains(positional, name), "positional");
    }

    /** F2: fastjson's own bytes leave absent fields out, where Jackson's (the suite's decode input) write nulls. */
    @Test
    void fastjsonOwnBytesLeaveOutTheNullsJacksonsWrite() throws Exception {
        List<Object> pool = Dataset.pool(ExternalSetupsProbe.MEDIA);
        Codec fastjson = SupportMatrix.library("fastjson").codec(ExternalSetupsProbe.MEDIA);
        Codec jackson = SupportMatrix.library("jackson").codec(ExternalSetupsProbe.MEDIA);
        byte[] nullField = ":null".getBytes(StandardCharsets.UTF_8);
        boolean jacksonWritesNull = false;
        for (Object value : pool) {
            assertFalse(contains(fastjson.encode(value), nullField), "fastjson's own bytes have no null field");
            jacksonWritesNull |= contains(jackson.encode(value), nullField);
        }
        assertTrue(jacksonWritesNull, "some input has an absent field Jackson writes as null");
    }

    /** K3: the Aalto mapper differs from the suite's jackson-xml in its StAX factories only. */
    @Test
    void aaltoMapperIsJacksonXmlsConfigurationOnAaltosFactories() {
        ObjectMapper aalto = ExternalSetupsProbe.aaltoXmlMapper();
        ObjectMapper suite = JacksonCodec.xmlMapper();
        XmlFactory factory = (XmlFactory) aalto.getFactory();
        assertInstanceOf(InputFactoryImpl.class, factory.getXMLInputFactory());
        assertInstanceOf(OutputFactoryImpl.class, factory.getXMLOutputFactory());
        assertFalse(((XmlFactory) suite.getFactory()).getXMLInputFactory() instanceof InputFactoryImpl, "the suite's stays on Woodstox");
        assertEquals(suite.getRegisteredModuleIds(), aalto.getRegisteredModuleIds());
        assertEquals(suite.getDeserializationConfig().getDeserializationFeatures(),
                aalto.getDeserializationConfig().getDeserializationFeatures());
        assertEquals(suite.getSerializationConfig().getDefaultPropertyInclusion(),
                aalto.getSerializationConfig().getDefaultPropertyInclusion());
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }

    /** Their gson call is Gson.toJson, which leaves nulls out (the suite's adapter writes them); setUp checked both decode to the same value. */
    @Test
    void gsonsStringCallLeavesNullsOut() throws Exception {
        String theirs = new String((byte[]) prepared("gson-string/encode").once(0), StandardCharsets.UTF_8);
        String suite = new String((byte[]) prepared("gson/encode").once(0), StandardCharsets.UTF_8);
        assertFalse(theirs.contains(":null"), theirs);
        assertTrue(suite.startsWith("{") && theirs.startsWith("{"), "both are JSON documents");
    }
}

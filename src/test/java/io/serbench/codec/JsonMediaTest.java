package io.serbench.codec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The media claims of the JSON-family ids (the JSON libraries and Jackson's other data formats)
 * that the conformance tests do not cover: each round-trips the 2011 standard instance, writes
 * the enums as their names, and writes an absent field the way its javadoc and README row say
 * (a null, or no key at all).
 */
class JsonMediaTest {
    private static final Case MEDIA = new Case(Shape.MEDIA, 1);

    /** How each id writes an absent (null) field: true = the key with a null, false = no key. */
    private static final Map<String, Boolean> WRITES_NULLS = new LinkedHashMap<>();

    static {
        for (String id : new String[]{"jackson", "jackson-plain", "jackson-blackbird", "jackson3", "jackson-streaming",
                "dsljson", "dsljson-strict", "jsoniter", "jsoniter-strict", "gson", "jackson-smile", "jackson-cbor"}) {
            WRITES_NULLS.put(id, true);
        }
        for (String id : new String[]{"avaje-jsonb", "fastjson", "fastjson2", "jackson-xml"}) {
            WRITES_NULLS.put(id, false);
        }
    }

    /** How the output of an id is read back as a tree, to look at its keys. */
    private static ObjectMapper treeReader(String id) {
        return switch (id) {
            case "jackson-smile" -> new SmileMapper();
            case "jackson-cbor" -> new CBORMapper();
            case "jackson-xml" -> new XmlMapper();
            default -> new ObjectMapper();
        };
    }

    @TestFactory
    Stream<DynamicTest> roundTripsTheStandardMedia() {
        return WRITES_NULLS.keySet().stream().map(id -> DynamicTest.dynamicTest(id, () -> {
            Library lib = SupportMatrix.library(id);
            assertTrue(lib.supports(Shape.MEDIA), id + " does not run media");
            Codec codec = lib.codec(MEDIA);
            MediaContent standard = Dataset.standardMedia();
            Object back = codec.toModel(codec.decode(codec.encode(codec.toNative(standard))));
            assertNull(Models.diff(standard, back, 0), id);
        }));
    }

    @TestFactory
    Stream<DynamicTest> writesEnumsByNameAndAbsentFieldsAsDocumented() {
        return WRITES_NULLS.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            String id = e.getKey();
            Codec codec = SupportMatrix.library(id).codec(MEDIA);
            MediaContent standard = Dataset.standardMedia();
            assertNull(standard.media.copyright, "the standard instance has no copyright");
            JsonNode root = treeReader(id).readTree(codec.encode(codec.toNative(standard)));
            JsonNode media = root.get("media");
            assertEquals("JAVA", media.get("player").asText(), id);
            // XML has no arrays: the wrapped list reads back as an object holding the repeated element
            JsonNode firstImage = id.equals("jackson-xml") ? root.get("images").get("images").get(0) : root.get("images").get(0);
            assertEquals("LARGE", firstImage.get("size").asText(), id);
            if (e.getValue()) {
                assertTrue(media.has("copyright") && media.get("copyright").isNull(), id + " should write the absent copyright as null: " + media);
            } else {
                assertFalse(media.has("copyright"), id + " should leave the absent copyright out: " + media);
            }
        }));
    }
}

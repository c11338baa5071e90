package io.serbench.codec;

import io.serbench.fuzz.DocumentedExceptions;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Ints1;
import io.serbench.model.MediaContent;
import io.serbench.model.Shape;
import org.junit.jupiter.api.Test;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessagePack;
import org.msgpack.value.MapValue;
import org.msgpack.value.Value;
import org.msgpack.value.ValueFactory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The suite's own bindings over msgpack-core and ion-java accept only what they can write back:
 * a map or struct that lacks a string, list, array or enum field is rejected with the library's
 * own type for bad input (the fuzz campaign found both decoding such input to a value whose
 * re-encoding failed with a NullPointerException), while a missing number still reads as 0 and
 * a missing optional media field as null, as in a JSON decoder.
 */
class BindingMissingFieldsTest {
    private static final Case STRINGS = new Case(Shape.OBJECT, 1);
    private static final Case INT_LISTS = new Case(Shape.LIST_INT, 1);
    private static final Case ITEM_LISTS = new Case(Shape.LIST_OBJECT, 1);
    private static final Case INTS = new Case(Shape.INT, 1);
    private static final Case MEDIA = new Case(Shape.MEDIA, 1);

    private static void assertRejected(String library, Case c, byte[] input, String missing) {
        Codec codec = SupportMatrix.library(library).codec(c);
        Exception e = assertThrows(Exception.class, () -> codec.decode(input), library + " · " + c);
        assertTrue(DocumentedExceptions.documents(library, e), library + " · " + c + ": not its documented type: " + e);
        assertTrue(String.valueOf(e.getMessage()).contains(missing), library + " · " + c + ": " + e.getMessage());
    }

    private static byte[] msgpackMap(Map<String, Object> entries) throws IOException {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packMapHeader(entries.size());
        for (Map.Entry<String, Object> e : entries.entrySet()) {
            p.packString(e.getKey());
            Object v = e.getValue();
            if (v instanceof Integer i) {
                p.packInt(i);
            } else if (v instanceof Map<?, ?> m && m.isEmpty()) {
                p.packArrayHeader(1);
                p.packMapHeader(0);
            } else {
                p.packString((String) v);
            }
        }
        return p.toByteArray();
    }

    private static byte[] ion(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void msgpackRejectsAMissingReferenceFieldAndReadsAMissingNumberAsZero() throws Exception {
        assertRejected("msgpack", STRINGS, msgpackMap(Map.of()), "field1");
        assertRejected("msgpack", INT_LISTS, msgpackMap(Map.of("other", 1)), "field1");
        assertRejected("msgpack", ITEM_LISTS, msgpackMap(Map.of("field1", Map.of())), "field1");
        Ints1 zero = (Ints1) SupportMatrix.library("msgpack").codec(INTS).decode(msgpackMap(Map.of()));
        assertEquals(0, zero.field1);
    }

    @Test
    void ionRejectsAMissingReferenceFieldAndReadsAMissingNumberAsZero() throws Exception {
        assertRejected("ion", STRINGS, ion("{}"), "field1");
        assertRejected("ion", INT_LISTS, ion("{other: 1}"), "field1");
        assertRejected("ion", ITEM_LISTS, ion("{field1: [{}]}"), "field1");
        Ints1 zero = (Ints1) SupportMatrix.library("ion").codec(INTS).decode(ion("{}"));
        assertEquals(0, zero.field1);
    }

    /** Media without its uri is rejected; without its optional title it still decodes, to a value that writes back. */
    @Test
    void bothRejectMediaWithoutItsUriAndKeepTheOptionalFieldsOptional() throws Exception {
        for (String library : new String[] {"msgpack", "ion"}) {
            Codec codec = SupportMatrix.library(library).codec(MEDIA);
            Object value = Dataset.pool(MEDIA).get(0);
            String withUri = library.equals("ion") ? ionText(codec.encode(value)) : null;
            byte[] noUri = library.equals("ion")
                    ? ion(withUri.replaceFirst("media:\\{uri:\"[^\"]*\",", "media:{"))
                    : withoutMediaKey(codec.encode(value), "uri");
            assertRejected(library, MEDIA, noUri, "uri");
            byte[] noTitle = library.equals("ion")
                    ? ion(withUri.replaceFirst(",title:(null|\"[^\"]*\")", ""))
                    : withoutMediaKey(codec.encode(value), "title");
            MediaContent back = (MediaContent) codec.toModel(codec.decode(noTitle));
            assertNull(back.media.title, library);
            assertTrue(codec.encode(back).length > 0, library + ": writes it back");
        }
    }

    /** The msgpack media bytes with one key of the inner media map left out. */
    private static byte[] withoutMediaKey(byte[] bytes, String key) throws IOException {
        MapValue content = MessagePack.newDefaultUnpacker(bytes).unpackValue().asMapValue();
        Map<Value, Value> outer = new LinkedHashMap<>(content.map());
        Value mediaKey = ValueFactory.newString("media");
        Map<Value, Value> media = new LinkedHashMap<>(outer.get(mediaKey).asMapValue().map());
        assertTrue(media.remove(ValueFactory.newString(key)) != null, key);
        outer.put(mediaKey, ValueFactory.newMap(media));
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packValue(ValueFactory.newMap(outer));
        return p.toByteArray();
    }

    private static String ionText(byte[] binary) {
        com.amazon.ion.system.IonSystemBuilder b = com.amazon.ion.system.IonSystemBuilder.standard();
        return b.build().singleValue(binary).toString();
    }
}

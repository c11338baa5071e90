package io.serbench.codec.msgpack;

import io.serbench.codec.ByteSink;
import io.serbench.model.Case;
import io.serbench.model.Dataset;
import io.serbench.model.Ints1;
import io.serbench.model.Ints5;
import io.serbench.model.MediaContent;
import io.serbench.model.Models;
import io.serbench.model.Shape;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.msgpack.core.MessageBufferPacker;
import org.msgpack.core.MessageFormat;
import org.msgpack.core.MessageFormatException;
import org.msgpack.core.MessagePack;
import org.msgpack.core.MessageSizeException;
import org.msgpack.core.MessageUnpacker;
import org.msgpack.value.MapValue;
import org.msgpack.value.Value;
import org.msgpack.value.ValueFactory;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** What the msgpack codec's javadoc claims about its bytes and its reader. */
class MsgpackCodecTest {

    private static Stream<Case> cases() {
        return Case.all().stream();
    }

    /** Maps keyed by field name, as msgpack's own generic reader sees them. */
    @TestFactory
    Stream<DynamicTest> writesMapsKeyedByFieldName() {
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            MsgpackCodec codec = new MsgpackCodec(c);
            for (Object model : Dataset.pool(c)) {
                MessageUnpacker u = MessagePack.newDefaultUnpacker(codec.encode(model));
                assertEquals(generic(model), u.unpackValue());
                assertEquals(false, u.hasNext(), "nothing after the map");
            }
        }));
    }

    @Test
    void writesDoublesAsFloat64() throws Exception {
        Case c = new Case(Shape.DOUBLE, 1);
        byte[] bytes = new MsgpackCodec(c).encode(Dataset.pool(c).get(0));
        // fixmap(1), fixstr(6) "field1", then the value
        assertEquals(MessageFormat.FLOAT64, MessageFormat.valueOf(bytes[8]));
    }

    /** Keys reversed, an unknown key first: every case decodes the same value. */
    @TestFactory
    Stream<DynamicTest> readsKeysInAnyOrderAndSkipsUnknownOnes() {
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            MsgpackCodec codec = new MsgpackCodec(c);
            Object model = Dataset.pool(c).get(0);
            MapValue map = MessagePack.newDefaultUnpacker(codec.encode(model)).unpackValue().asMapValue();
            List<Map.Entry<Value, Value>> entries = new ArrayList<>(map.map().entrySet());
            Collections.reverse(entries);
            Map<Value, Value> shuffled = new LinkedHashMap<>();
            shuffled.put(ValueFactory.newString("unknown"), map);
            for (Map.Entry<Value, Value> e : entries) {
                shuffled.put(e.getKey(), e.getValue());
            }
            Object back = codec.decode(pack(ValueFactory.newMap(shuffled)));
            assertNull(Models.diff(c.expectedDecoded(model), back, 0));
        }));
    }

    @Test
    void leavesAMissingFieldAtItsDefault() throws Exception {
        Map<Value, Value> map = new LinkedHashMap<>();
        map.put(ValueFactory.newString("field2"), ValueFactory.newInteger(2));
        map.put(ValueFactory.newString("field5"), ValueFactory.newInteger(5));
        Ints5 back = (Ints5) new MsgpackCodec(new Case(Shape.INT, 5)).decode(pack(ValueFactory.newMap(map)));
        assertEquals(List.of(0, 2, 0, 0, 5), List.of(back.field1, back.field2, back.field3, back.field4, back.field5));
    }

    @Test
    void readsAnOmittedMediaFieldAsAbsentAndRejectsAnUnknownEnumName() throws Exception {
        Case c = new Case(Shape.MEDIA, 1);
        MsgpackCodec codec = new MsgpackCodec(c);
        MediaContent model = Dataset.standardMedia();
        MapValue content = MessagePack.newDefaultUnpacker(codec.encode(model)).unpackValue().asMapValue();
        Map<Value, Value> media = new LinkedHashMap<>(content.map().get(ValueFactory.newString("media")).asMapValue().map());
        media.remove(ValueFactory.newString("title"));
        Map<Value, Value> edited = new LinkedHashMap<>(content.map());
        edited.put(ValueFactory.newString("media"), ValueFactory.newMap(media));
        MediaContent back = (MediaContent) codec.decode(pack(ValueFactory.newMap(edited)));
        assertNull(back.media.title);
        assertEquals(model.media.uri, back.media.uri);

        media.put(ValueFactory.newString("player"), ValueFactory.newString("QUICKTIME"));
        edited.put(ValueFactory.newString("media"), ValueFactory.newMap(media));
        assertThrows(MessageFormatException.class, () -> codec.decode(pack(ValueFactory.newMap(edited))));
    }

    @Test
    void rejectsARepeatedKey() throws Exception {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packMapHeader(2).packString("field1").packInt(1).packString("field1").packInt(2);
        MsgpackCodec codec = new MsgpackCodec(new Case(Shape.INT, 1));
        assertThrows(MessageFormatException.class, () -> codec.decode(p.toByteArray()));
        // and the codec is fine afterwards
        Ints1 one = new Ints1();
        one.field1 = 7;
        assertEquals(7, ((Ints1) codec.decode(codec.encode(one))).field1);
    }

    @Test
    void checksAnArraySizeBeforeAllocating() throws Exception {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packMapHeader(1).packString("field1").packArrayHeader(Integer.MAX_VALUE).packInt(1);
        MsgpackCodec codec = new MsgpackCodec(new Case(Shape.LIST_INT, 1));
        assertThrows(MessageSizeException.class, () -> codec.decode(p.toByteArray()));
    }

    @TestFactory
    Stream<DynamicTest> encodeNeverGrowsTheSink() {
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> {
            MsgpackCodec codec = new MsgpackCodec(c);
            for (Object model : Dataset.pool(c)) {
                codec.encode(model);
                assertEquals(ByteSink.DEFAULT_CAPACITY, codec.sinkCapacity());
            }
        }));
    }

    private static byte[] pack(Value v) throws Exception {
        MessageBufferPacker p = MessagePack.newDefaultBufferPacker();
        p.packValue(v);
        return p.toByteArray();
    }

    /** A canonical value as the msgpack value the codec should write for it (media: enums by name, absent as nil). */
    private static Value generic(Object v) throws Exception {
        if (v == null) {
            return ValueFactory.newNil();
        }
        if (v instanceof Integer i) {
            return ValueFactory.newInteger(i);
        }
        if (v instanceof Long l) {
            return ValueFactory.newInteger(l);
        }
        if (v instanceof Enum<?> e) {
            return ValueFactory.newString(e.name());
        }
        if (v instanceof Double d) {
            return ValueFactory.newFloat(d);
        }
        if (v instanceof String s) {
            return ValueFactory.newString(s);
        }
        if (v instanceof int[] a) {
            return ValueFactory.newArray(Arrays.stream(a).mapToObj(ValueFactory::newInteger).toArray(Value[]::new));
        }
        if (v instanceof double[] a) {
            return ValueFactory.newArray(Arrays.stream(a).mapToObj(ValueFactory::newFloat).toArray(Value[]::new));
        }
        if (v instanceof List<?> l) {
            List<Value> out = new ArrayList<>();
            for (Object e : l) {
                out.add(generic(e));
            }
            return ValueFactory.newArray(out);
        }
        Map<Value, Value> map = new LinkedHashMap<>();
        for (Field f : Models.fields(v.getClass())) {
            map.put(ValueFactory.newString(f.getName()), generic(f.get(v)));
        }
        return ValueFactory.newMap(map);
    }
}

package io.serbench.payload;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import io.serbench.codec.PojoCodec;
import io.serbench.codec.dsljson.DslJsonRuntimeBinder;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a verdict says: Jackson's bytes unreadable is not data loss, and a JSON reader's byte position is named as a field. */
class RoundTripTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Reads and writes plain JSON, but refuses a quantity written as text, as a reader with its own date format would. */
    private static final ClassBinder STRICT = new ClassBinder() {
        @Override
        public Codec bind(BoundClass type, Set<String> settings) {
            return new PojoCodec() {
                @Override
                public byte[] encode(Object input) throws Exception {
                    return JSON.writeValueAsBytes(input);
                }

                @Override
                public Object decode(byte[] bytes) throws Exception {
                    if (new String(bytes, StandardCharsets.UTF_8).contains("\"qty\":\"")) {
                        throw new IllegalArgumentException("qty is not a number");
                    }
                    return JSON.readValue(bytes, Probes.Item.class);
                }
            };
        }
    };

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void jacksonsBytesUnreadableIsItsOwnOutcome() {
        List<Object> samples = List.of(Probes.Item.of("a", 1));
        BoundClass type = ObjectGraph.of(Probes.Item.class, samples);
        RoundTripOutcome unreadable = RoundTrip.check(STRICT, type, samples, Set.of(), List.of(utf8("{\"name\":\"a\",\"qty\":\"1\"}")));
        assertEquals(RoundTripOutcome.Kind.UNREADABLE, unreadable.kind(), unreadable.toString());
        assertTrue(unreadable.toString().startsWith("cannot read Jackson's JSON for this type: sample 0"), unreadable.toString());
        assertTrue(!unreadable.exact());
        RoundTripOutcome changed = RoundTrip.check(STRICT, type, samples, Set.of(), List.of(utf8("{\"name\":\"b\",\"qty\":1}")));
        assertEquals(RoundTripOutcome.Kind.CHANGED, changed.kind(), changed.toString());
        assertTrue(changed.detail().contains("$.name"), changed.toString());
        assertEquals(RoundTripOutcome.Kind.EXACT, RoundTrip.check(STRICT, type, samples, Set.of(), List.of(utf8("{\"name\":\"a\",\"qty\":1}"))).kind());
    }

    @Test
    void aBytePositionIsNamedAsItsField() {
        byte[] json = utf8("{\"id\":1,\"customer\":{\"name\":\"Ada\",\"tags\":[\"x\",7]}}");
        int at = new String(json, StandardCharsets.UTF_8).indexOf("7");
        assertEquals(" at $.customer.tags[1]", RoundTrip.where(json, new RuntimeException("Expecting '\"' at position: " + at)));
        assertEquals(" at $.customer.name", RoundTrip.where(json, new RuntimeException("wrapped",
                new RuntimeException("bad string at position: " + (json.length - 20)))));
        assertEquals("", RoundTrip.where(json, new RuntimeException("no position here")));
        assertEquals("", RoundTrip.where(new byte[]{1, 2, 3}, new RuntimeException("at position: 2")));
    }

    @Test
    void dslJsonsFailureNamesTheField() {
        List<Object> samples = List.of(Probes.Item.of("a", 1));
        RoundTripOutcome v = RoundTrip.check(DslJsonRuntimeBinder.INSTANCE, ObjectGraph.of(Probes.Item.class, samples), samples, Set.of(),
                List.of(utf8("{\"name\":\"a\",\"qty\":\"one\"}")));
        assertEquals(RoundTripOutcome.Kind.UNREADABLE, v.kind(), v.toString());
        assertTrue(v.detail().startsWith("sample 0 at $.qty: "), v.toString());
    }
}

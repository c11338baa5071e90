package io.serbench.payload;

import io.serbench.codec.BoundClass;
import io.serbench.codec.ClassBinder;
import io.serbench.codec.Codec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The runtime binders of kryo, avro, fastjson2-jsonb and bson round-trip {@code UUID},
 * {@code LocalDate} and an {@code Instant} with nanoseconds exactly, in a record and in a bean,
 * with what each library ships for them (Kryo's UUID serializer, Avro's logical-type
 * conversions, keyed JSONB, bson's record codec); this JVM opens neither java.util nor
 * java.time, so reflection into those types fails here as it does for a user.
 */
class JdkValueTypesBindingTest {
    private static final UUID ID = UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e");
    private static final LocalDate DAY = LocalDate.of(1969, 7, 20);
    private static final Instant AT_NANOS = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
    /** BSON's date-time is milliseconds since the epoch: bson gets an instant it can hold. */
    private static final Instant AT_MILLIS = Instant.ofEpochMilli(1_700_000_000_123L);

    public record Event(UUID id, LocalDate day, Instant at) {
    }

    public static class EventBean {
        public UUID id;
        public LocalDate day;
        public Instant at;

        static EventBean of(Event e) {
            EventBean b = new EventBean();
            b.id = e.id();
            b.day = e.day();
            b.at = e.at();
            return b;
        }

        Event asRecord() {
            return new Event(id, day, at);
        }
    }

    /** Avro's local-timestamp-nanos conversion, registered beside the three above. */
    public static class LocalDateTimeBean {
        public LocalDateTime when;
    }

    @ParameterizedTest
    @ValueSource(strings = {"kryo", "fastjson2-jsonb"})
    void roundTripsRecordAndBean(String id) throws Exception {
        assertRecordExact(id, new Event(ID, DAY, AT_NANOS));
        assertBeanExact(id, new Event(ID, DAY, AT_NANOS));
    }

    @Test
    void bsonRoundTripsRecordAndBean() throws Exception {
        assertRecordExact("bson", new Event(ID, DAY, AT_MILLIS));
        assertBeanExact("bson", new Event(ID, DAY, AT_MILLIS));
    }

    /** Avro's reflect model has no record support (it needs a no-argument constructor): the bean only. */
    @Test
    void avroRoundTripsBean() throws Exception {
        assertBeanExact("avro", new Event(ID, DAY, AT_NANOS));
        assertBeanExact("avro", new Event(new UUID(0, 1), LocalDate.of(2024, 2, 29), Instant.ofEpochSecond(-86_400L, 1)));
        LocalDateTimeBean b = new LocalDateTimeBean();
        b.when = LocalDateTime.of(2024, 5, 6, 7, 8, 9, 123_456_789);
        assertEquals(b.when, ((LocalDateTimeBean) roundTrip("avro", b)).when);
    }

    private static void assertRecordExact(String id, Event e) throws Exception {
        assertEquals(e, roundTrip(id, e), id + ", record");
    }

    private static void assertBeanExact(String id, Event e) throws Exception {
        assertEquals(e, ((EventBean) roundTrip(id, EventBean.of(e))).asRecord(), id + ", bean");
    }

    /** Bound as a user's payload is: every setting the binder offers on. */
    private static Object roundTrip(String id, Object value) throws Exception {
        ClassBinder binder = RuntimeBinding.binding(id).binder();
        BoundClass type = ObjectGraph.of(value.getClass(), List.of(value));
        Codec codec = binder.bind(type, binder.settings().keySet());
        return codec.decode(codec.encode(value));
    }
}
